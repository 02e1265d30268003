// mattr: +fp8fma
// instructions llvm-mc 19 takes only with: fp8fma
fmlallbb	v10.4s, v26.16b, v18.16b
fmlallbb	v16.4s, v13.16b, v0.b[6]
fmlallbt	v29.4s, v26.16b, v15.16b
fmlallbt	v9.4s, v17.16b, v5.b[0]
fmlalltb	v22.4s, v15.16b, v20.16b
fmlalltb	v6.4s, v0.16b, v7.b[11]
fmlalltt	v6.4s, v23.16b, v3.16b
fmlalltt	v25.4s, v18.16b, v1.b[0]
