// without fp8: each line is rejected
bf1cvtl	v6.8h, v26.8b
bf1cvtl2	v15.8h, v24.16b
bf2cvtl	v17.8h, v9.8b
bf2cvtl2	v15.8h, v4.16b
f1cvtl	v13.8h, v7.8b
f1cvtl2	v26.8h, v26.16b
f2cvtl	v22.8h, v3.8b
f2cvtl2	v10.8h, v17.16b
fscale	v4.2d, v14.2d, v20.2d
fscale	v1.2s, v6.2s, v17.2s
fscale	v22.4h, v16.4h, v12.4h
fscale	v14.4s, v29.4s, v30.4s
