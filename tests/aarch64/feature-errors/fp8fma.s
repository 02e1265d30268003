// without fp8fma: each line is rejected
fmlallbb	v26.4s, v21.16b, v20.16b
fmlallbb	v27.4s, v20.16b, v6.b[5]
fmlallbt	v12.4s, v9.16b, v11.16b
fmlallbt	v8.4s, v0.16b, v2.b[0]
fmlalltb	v1.4s, v5.16b, v2.16b
fmlalltb	v8.4s, v8.16b, v2.b[14]
fmlalltt	v30.4s, v2.16b, v23.16b
fmlalltt	v8.4s, v12.16b, v0.b[13]
