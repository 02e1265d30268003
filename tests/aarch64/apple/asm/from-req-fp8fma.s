// mattr: +fp8fma
fmlallbb v16, v13, v0[6]
fmlallbt v9, v17, v5[0]
fmlalltb v6, v0, v7[11]
fmlalltt v25, v18, v1[0]
