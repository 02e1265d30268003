// mattr: +fp8
bf1cvtl.8h v6, v26
bf1cvtl2.8h v15, v24
bf2cvtl.8h v17, v9
bf2cvtl2.8h v15, v4
f1cvtl.8h v29, v28
f1cvtl2.8h v14, v31
f2cvtl.8h v26, v18
f2cvtl2.8h v9, v14
fscale.2d v5, v4, v27
fscale.2s v28, v21, v30
fscale.4h v30, v17, v10
fscale.4s v14, v17, v14
fscale.8h v3, v23, v15
