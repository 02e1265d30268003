// mattr: +fp8fma
// instructions llvm-mc 19 takes only with: fp8fma
fmlallbb	v18.4s, v17.16b, v17.16b
fmlallbb	v2.4s, v5.16b, v2.b[12]
fmlallbt	v31.4s, v23.16b, v21.16b
fmlallbt	v3.4s, v27.16b, v5.b[0]
fmlalltb	v9.4s, v14.16b, v0.16b
fmlalltb	v8.4s, v3.16b, v7.b[11]
fmlalltt	v6.4s, v28.16b, v13.16b
fmlalltt	v9.4s, v17.16b, v7.b[8]
