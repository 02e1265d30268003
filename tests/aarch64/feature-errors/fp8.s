// without fp8: each line is rejected
bf1cvtl	v21.8h, v8.8b
bf1cvtl2	v29.8h, v9.16b
bf2cvtl	v10.8h, v17.8b
bf2cvtl2	v2.8h, v31.16b
f1cvtl	v28.8h, v30.8b
f1cvtl2	v11.8h, v14.16b
f2cvtl	v29.8h, v26.8b
f2cvtl2	v16.8h, v3.16b
fscale	v16.2d, v1.2d, v16.2d
fscale	v2.2s, v23.2s, v21.2s
fscale	v30.4h, v31.4h, v0.4h
fscale	v27.4s, v26.4s, v12.4s
