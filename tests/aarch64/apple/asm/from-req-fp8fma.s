// mattr: +fp8fma
fmlallbb v2, v5, v2[12]
fmlallbt v3, v27, v5[0]
fmlalltb v8, v3, v7[11]
fmlalltt v9, v17, v7[8]
