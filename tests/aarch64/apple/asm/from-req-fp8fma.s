// mattr: +fp8fma
fmlallbb v28, v14, v4[0]
fmlallbt v31, v17, v6[15]
fmlalltb v23, v29, v5[3]
fmlalltt v26, v25, v3[0]
