// mattr: +bf16
// instructions llvm-mc 19 takes only with: bf16
bfcvt	h4, s2
bfcvtn	v9.4h, v8.4s
bfcvtn2	v5.8h, v18.4s
bfdot	v4.2s, v4.4h, v6.4h
bfdot	v27.2s, v11.4h, v22.2h[0]
bfdot	v24.4s, v14.8h, v13.8h
bfdot	v10.4s, v23.8h, v16.2h[3]
bfmlalb	v22.4s, v16.8h, v9.8h
bfmlalb	v20.4s, v3.8h, v0.h[0]
bfmlalt	v26.4s, v17.8h, v21.8h
bfmlalt	v26.4s, v31.8h, v1.h[5]
bfmmla	v31.4s, v25.8h, v25.8h
