// without fp8: each line is rejected
bf1cvtl	v17.8h, v18.8b
bf1cvtl2	v6.8h, v0.16b
bf2cvtl	v20.8h, v15.8b
bf2cvtl2	v30.8h, v26.16b
f1cvtl	v2.8h, v5.8b
f1cvtl2	v30.8h, v14.16b
f2cvtl	v26.8h, v4.8b
f2cvtl2	v23.8h, v24.16b
fscale	v3.2d, v19.2d, v5.2d
fscale	v15.2s, v14.2s, v13.2s
fscale	v3.4h, v29.4h, v18.4h
fscale	v12.4s, v0.4s, v25.4s
