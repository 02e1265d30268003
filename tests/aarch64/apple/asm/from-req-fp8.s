// mattr: +fp8
bf1cvtl.8h v6, v26
bf1cvtl2.8h v15, v24
bf2cvtl.8h v17, v9
bf2cvtl2.8h v15, v4
f1cvtl.8h v18, v31
f1cvtl2.8h v9, v30
f2cvtl.8h v2, v9
f2cvtl2.8h v14, v2
fscale.2d v3, v23, v4
fscale.2s v14, v31, v20
fscale.4h v8, v7, v1
fscale.4s v19, v12, v18
fscale.8h v8, v0, v4
