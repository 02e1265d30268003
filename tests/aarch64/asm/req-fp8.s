// mattr: +fp8
// instructions llvm-mc 19 takes only with: fp8
bf1cvtl	v6.8h, v26.8b
bf1cvtl2	v15.8h, v24.16b
bf2cvtl	v17.8h, v9.8b
bf2cvtl2	v15.8h, v4.16b
f1cvtl	v29.8h, v28.8b
f1cvtl2	v14.8h, v31.16b
f2cvtl	v26.8h, v18.8b
f2cvtl2	v9.8h, v14.16b
fscale	v5.2d, v4.2d, v27.2d
fscale	v28.2s, v21.2s, v30.2s
fscale	v30.4h, v17.4h, v10.4h
fscale	v14.4s, v17.4s, v14.4s
fscale	v3.8h, v23.8h, v15.8h
