// mattr: +fp8fma
// instructions llvm-mc 19 takes only with: fp8fma
fmlallbb	v19.4s, v9.16b, v28.16b
fmlallbb	v28.4s, v14.16b, v4.b[0]
fmlallbt	v17.4s, v23.16b, v6.16b
fmlallbt	v31.4s, v17.16b, v6.b[15]
fmlalltb	v7.4s, v14.16b, v13.16b
fmlalltb	v23.4s, v29.16b, v5.b[3]
fmlalltt	v31.4s, v0.16b, v0.16b
fmlalltt	v26.4s, v25.16b, v3.b[0]
