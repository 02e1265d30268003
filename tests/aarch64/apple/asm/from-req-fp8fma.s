// mattr: +fp8fma
fmlallbb v15, v29, v3[4]
fmlallbt v16, v27, v1[6]
fmlalltb v26, v16, v0[4]
fmlalltt v20, v18, v2[8]
