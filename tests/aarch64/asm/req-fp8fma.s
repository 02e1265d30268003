// mattr: +fp8fma
// instructions llvm-mc 19 takes only with: fp8fma
fmlallbb	v27.4s, v19.16b, v10.16b
fmlallbb	v19.4s, v16.16b, v7.b[12]
fmlallbt	v30.4s, v20.16b, v16.16b
fmlallbt	v5.4s, v22.16b, v0.b[7]
fmlalltb	v28.4s, v10.16b, v21.16b
fmlalltb	v18.4s, v30.16b, v0.b[3]
fmlalltt	v11.4s, v17.16b, v11.16b
fmlalltt	v10.4s, v10.16b, v4.b[15]
