// mattr: +fp8
bf1cvtl.8h v17, v18
bf1cvtl2.8h v6, v0
bf2cvtl.8h v20, v15
bf2cvtl2.8h v30, v26
f1cvtl.8h v2, v5
f1cvtl2.8h v30, v14
f2cvtl.8h v26, v4
f2cvtl2.8h v23, v24
fscale.2d v3, v19, v5
fscale.2s v15, v14, v13
fscale.4h v3, v29, v18
fscale.4s v12, v0, v25
fscale.8h v26, v29, v29
