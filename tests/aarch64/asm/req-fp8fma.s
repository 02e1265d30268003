// mattr: +fp8fma
// instructions llvm-mc 19 takes only with: fp8fma
fmlallbb	v28.4s, v6.16b, v24.16b
fmlallbb	v22.4s, v24.16b, v2.b[1]
fmlallbt	v19.4s, v19.16b, v12.16b
fmlallbt	v18.4s, v8.16b, v4.b[15]
fmlalltb	v31.4s, v27.16b, v16.16b
fmlalltb	v0.4s, v29.16b, v7.b[11]
fmlalltt	v3.4s, v4.16b, v26.16b
fmlalltt	v15.4s, v1.16b, v5.b[2]
