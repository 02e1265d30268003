// mattr: +bf16
// instructions llvm-mc 19 takes only with: bf16
bfcvt	h17, s16
bfcvtn	v23.4h, v1.4s
bfcvtn2	v31.8h, v17.4s
bfdot	v21.2s, v29.4h, v9.4h
bfdot	v13.2s, v21.4h, v31.2h[2]
bfdot	v9.4s, v10.8h, v17.8h
bfdot	v2.4s, v16.8h, v8.2h[3]
bfmlalb	v15.4s, v8.8h, v17.8h
bfmlalb	v22.4s, v17.8h, v4.h[1]
bfmlalt	v7.4s, v25.8h, v9.8h
bfmlalt	v29.4s, v26.8h, v11.h[3]
bfmmla	v15.4s, v23.8h, v7.8h
