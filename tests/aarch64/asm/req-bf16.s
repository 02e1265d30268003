// mattr: +bf16
// instructions llvm-mc 19 takes only with: bf16
bfcvt	h19, s18
bfcvtn	v18.4h, v27.4s
bfcvtn2	v17.8h, v9.4s
bfdot	v28.2s, v2.4h, v7.4h
bfdot	v4.2s, v4.4h, v6.2h[3]
bfdot	v11.4s, v16.8h, v4.8h
bfdot	v24.4s, v14.8h, v13.2h[0]
bfmlalb	v23.4s, v1.8h, v12.8h
bfmlalb	v16.4s, v9.8h, v14.h[6]
bfmlalt	v3.4s, v3.8h, v15.8h
bfmlalt	v10.4s, v28.8h, v7.h[0]
bfmmla	v31.4s, v19.8h, v23.8h
