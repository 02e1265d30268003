// mattr: +fp8fma
fmlallbb v27, v20, v6[5]
fmlallbt v8, v0, v2[0]
fmlalltb v8, v8, v2[14]
fmlalltt v8, v12, v0[13]
