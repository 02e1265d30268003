// without fp8fma: each line is rejected
fmlallbb	v15.4s, v2.16b, v8.16b
fmlallbb	v27.4s, v30.16b, v4.b[11]
fmlallbt	v16.4s, v31.16b, v1.16b
fmlallbt	v29.4s, v13.16b, v4.b[2]
fmlalltb	v16.4s, v1.16b, v24.16b
fmlalltb	v10.4s, v3.16b, v4.b[14]
fmlalltt	v13.4s, v24.16b, v22.16b
fmlalltt	v8.4s, v9.16b, v2.b[1]
