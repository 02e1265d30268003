// mattr: +fp8fma
fmlallbb v22, v24, v2[1]
fmlallbt v18, v8, v4[15]
fmlalltb v0, v29, v7[11]
fmlalltt v15, v1, v5[2]
