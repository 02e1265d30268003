// mattr: +bf16
// instructions llvm-mc 19 takes only with: bf16
bfcvt	h24, s11
bfcvtn	v9.4h, v17.4s
bfcvtn2	v14.8h, v23.4s
bfdot	v23.2s, v31.4h, v28.4h
bfdot	v17.2s, v5.4h, v0.2h[0]
bfdot	v4.4s, v12.8h, v0.8h
bfdot	v3.4s, v14.8h, v19.2h[2]
bfmlalb	v8.4s, v9.8h, v13.8h
bfmlalb	v31.4s, v8.8h, v11.h[0]
bfmlalt	v9.4s, v13.8h, v17.8h
bfmlalt	v17.4s, v22.8h, v4.h[1]
bfmmla	v26.4s, v24.8h, v5.8h
