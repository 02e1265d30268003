// mattr: +bf16
// instructions llvm-mc 19 takes only with: bf16
bfcvt	h26, s15
bfcvtn	v30.4h, v17.4s
bfcvtn2	v9.8h, v4.4s
bfdot	v24.2s, v0.4h, v24.4h
bfdot	v27.2s, v12.4h, v28.2h[0]
bfdot	v11.4s, v1.8h, v28.8h
bfdot	v31.4s, v11.8h, v19.2h[0]
bfmlalb	v13.4s, v8.8h, v13.8h
bfmlalb	v13.4s, v11.8h, v2.h[7]
bfmlalt	v22.4s, v9.8h, v25.8h
bfmlalt	v5.4s, v18.8h, v13.h[0]
bfmmla	v14.4s, v22.8h, v13.8h
