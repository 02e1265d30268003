// mattr: +fp8
// instructions llvm-mc 19 takes only with: fp8
bf1cvtl	v6.8h, v26.8b
bf1cvtl2	v15.8h, v24.16b
bf2cvtl	v17.8h, v9.8b
bf2cvtl2	v15.8h, v4.16b
f1cvtl	v17.8h, v28.8b
f1cvtl2	v20.8h, v29.16b
f2cvtl	v13.8h, v16.8b
f2cvtl2	v12.8h, v26.16b
fscale	v5.2d, v21.2d, v25.2d
fscale	v13.2s, v3.2s, v5.2s
fscale	v16.4h, v7.4h, v20.4h
fscale	v20.4s, v30.4s, v3.4s
fscale	v0.8h, v26.8h, v6.8h
