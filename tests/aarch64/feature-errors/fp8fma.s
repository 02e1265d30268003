// without fp8fma: each line is rejected
fmlallbb	v5.4s, v28.16b, v25.16b
fmlallbb	v31.4s, v23.16b, v5.b[15]
fmlallbt	v27.4s, v20.16b, v1.16b
fmlallbt	v9.4s, v14.16b, v0.b[6]
fmlalltb	v3.4s, v28.16b, v22.16b
fmlalltb	v6.4s, v28.16b, v3.b[4]
fmlalltt	v17.4s, v24.16b, v16.16b
fmlalltt	v4.4s, v6.16b, v2.b[12]
