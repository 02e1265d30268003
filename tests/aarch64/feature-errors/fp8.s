// without fp8: each line is rejected
bf1cvtl	v6.8h, v26.8b
bf1cvtl2	v15.8h, v24.16b
bf2cvtl	v17.8h, v9.8b
bf2cvtl2	v15.8h, v4.16b
f1cvtl	v18.8h, v31.8b
f1cvtl2	v9.8h, v30.16b
f2cvtl	v2.8h, v9.8b
f2cvtl2	v14.8h, v2.16b
fscale	v3.2d, v23.2d, v4.2d
fscale	v14.2s, v31.2s, v20.2s
fscale	v8.4h, v7.4h, v1.4h
fscale	v19.4s, v12.4s, v18.4s
