// without fp8: each line is rejected
bf1cvtl	v14.8h, v18.8b
bf1cvtl2	v9.8h, v11.16b
bf2cvtl	v16.8h, v8.8b
bf2cvtl2	v22.8h, v30.16b
f1cvtl	v28.8h, v27.8b
f1cvtl2	v7.8h, v1.16b
f2cvtl	v29.8h, v31.8b
f2cvtl2	v1.8h, v22.16b
fscale	v16.2d, v18.2d, v31.2d
fscale	v27.2s, v29.2s, v5.2s
fscale	v19.4h, v3.4h, v23.4h
fscale	v30.4s, v10.4s, v14.4s
