// mattr: +fp8
bf1cvtl.8h v0, v23
bf1cvtl2.8h v17, v18
bf2cvtl.8h v6, v0
bf2cvtl2.8h v28, v19
f1cvtl.8h v17, v1
f1cvtl2.8h v27, v23
f2cvtl.8h v12, v17
f2cvtl2.8h v14, v12
fscale.2d v23, v2, v11
fscale.2s v5, v10, v28
fscale.4h v5, v18, v4
fscale.4s v10, v6, v5
fscale.8h v9, v9, v21
