// mattr: +fp8
bf1cvtl.8h v14, v18
bf1cvtl2.8h v9, v11
bf2cvtl.8h v16, v8
bf2cvtl2.8h v22, v30
f1cvtl.8h v28, v27
f1cvtl2.8h v7, v1
f2cvtl.8h v29, v31
f2cvtl2.8h v1, v22
fscale.2d v16, v18, v31
fscale.2s v27, v29, v5
fscale.4h v19, v3, v23
fscale.4s v30, v10, v14
fscale.8h v15, v17, v22
