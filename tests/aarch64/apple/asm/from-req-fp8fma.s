// mattr: +fp8fma
fmlallbb v31, v23, v5[15]
fmlallbt v9, v14, v0[6]
fmlalltb v6, v28, v3[4]
fmlalltt v4, v6, v2[12]
