// mattr: +fp8
bf1cvtl.8h v4, v2
bf1cvtl2.8h v18, v27
bf2cvtl.8h v17, v12
bf2cvtl2.8h v9, v8
f1cvtl.8h v21, v7
f1cvtl2.8h v14, v31
f2cvtl.8h v23, v22
f2cvtl2.8h v26, v12
fscale.2d v10, v5, v14
fscale.2s v1, v8, v5
fscale.4h v2, v8, v7
fscale.4s v8, v8, v12
fscale.8h v29, v30, v6
