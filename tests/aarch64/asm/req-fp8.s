// mattr: +fp8
// instructions llvm-mc 19 takes only with: fp8
bf1cvtl	v0.8h, v23.8b
bf1cvtl2	v17.8h, v18.16b
bf2cvtl	v6.8h, v0.8b
bf2cvtl2	v28.8h, v19.16b
f1cvtl	v17.8h, v1.8b
f1cvtl2	v27.8h, v23.16b
f2cvtl	v12.8h, v17.8b
f2cvtl2	v14.8h, v12.16b
fscale	v23.2d, v2.2d, v11.2d
fscale	v5.2s, v10.2s, v28.2s
fscale	v5.4h, v18.4h, v4.4h
fscale	v10.4s, v6.4s, v5.4s
fscale	v9.8h, v9.8h, v21.8h
