// mattr: +fp8fma
fmlallbb v27, v30, v4[11]
fmlallbt v29, v13, v4[2]
fmlalltb v10, v3, v4[14]
fmlalltt v8, v9, v2[1]
