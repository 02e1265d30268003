// mattr: +fp8
bf1cvtl.8h v21, v8
bf1cvtl2.8h v29, v9
bf2cvtl.8h v10, v17
bf2cvtl2.8h v2, v31
f1cvtl.8h v28, v30
f1cvtl2.8h v11, v14
f2cvtl.8h v29, v26
f2cvtl2.8h v16, v3
fscale.2d v16, v1, v16
fscale.2s v2, v23, v21
fscale.4h v30, v31, v0
fscale.4s v27, v26, v12
fscale.8h v27, v13, v19
