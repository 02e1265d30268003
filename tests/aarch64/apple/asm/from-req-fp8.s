// mattr: +fp8
bf1cvtl.8h v6, v26
bf1cvtl2.8h v15, v24
bf2cvtl.8h v17, v9
bf2cvtl2.8h v15, v4
f1cvtl.8h v13, v7
f1cvtl2.8h v26, v26
f2cvtl.8h v22, v3
f2cvtl2.8h v10, v17
fscale.2d v4, v14, v20
fscale.2s v1, v6, v17
fscale.4h v22, v16, v12
fscale.4s v14, v29, v30
fscale.8h v14, v5, v24
