// mattr: +fp8fma
fmlallbb v19, v16, v7[12]
fmlallbt v5, v22, v0[7]
fmlalltb v18, v30, v0[3]
fmlalltt v10, v10, v4[15]
