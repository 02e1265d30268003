// mattr: +fp8
bf1cvtl.8h v6, v26
bf1cvtl2.8h v15, v24
bf2cvtl.8h v17, v9
bf2cvtl2.8h v15, v4
f1cvtl.8h v17, v28
f1cvtl2.8h v20, v29
f2cvtl.8h v13, v16
f2cvtl2.8h v12, v26
fscale.2d v5, v21, v25
fscale.2s v13, v3, v5
fscale.4h v16, v7, v20
fscale.4s v20, v30, v3
fscale.8h v0, v26, v6
