// without fp8: each line is rejected
bf1cvtl	v4.8h, v2.8b
bf1cvtl2	v18.8h, v27.16b
bf2cvtl	v17.8h, v12.8b
bf2cvtl2	v9.8h, v8.16b
f1cvtl	v21.8h, v7.8b
f1cvtl2	v14.8h, v31.16b
f2cvtl	v23.8h, v22.8b
f2cvtl2	v26.8h, v12.16b
fscale	v10.2d, v5.2d, v14.2d
fscale	v1.2s, v8.2s, v5.2s
fscale	v2.4h, v8.4h, v7.4h
fscale	v8.4s, v8.4s, v12.4s
