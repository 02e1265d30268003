// mattr: +bf16
// instructions llvm-mc 19 takes only with: bf16
bfcvt	h25, s11
bfcvtn	v3.4h, v23.4s
bfcvtn2	v20.8h, v9.4s
bfdot	v10.2s, v13.4h, v2.4h
bfdot	v8.2s, v24.4h, v15.2h[1]
bfdot	v30.4s, v4.8h, v4.8h
bfdot	v19.4s, v13.8h, v28.2h[0]
bfmlalb	v14.4s, v22.8h, v13.8h
bfmlalb	v11.4s, v7.8h, v6.h[0]
bfmlalt	v7.4s, v21.8h, v12.8h
bfmlalt	v19.4s, v9.8h, v9.h[5]
bfmmla	v28.4s, v11.8h, v18.8h
