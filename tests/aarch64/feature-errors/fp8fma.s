// without fp8fma: each line is rejected
fmlallbb	v23.4s, v1.16b, v27.16b
fmlallbb	v15.4s, v29.16b, v3.b[4]
fmlallbt	v9.4s, v31.16b, v5.16b
fmlallbt	v16.4s, v27.16b, v1.b[6]
fmlalltb	v9.4s, v27.16b, v3.16b
fmlalltb	v26.4s, v16.16b, v0.b[4]
fmlalltt	v21.4s, v27.16b, v5.16b
fmlalltt	v20.4s, v18.16b, v2.b[8]
