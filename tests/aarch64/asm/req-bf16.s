// mattr: +bf16
// instructions llvm-mc 19 takes only with: bf16
bfcvt	h31, s8
bfcvtn	v3.4h, v27.4s
bfcvtn2	v23.8h, v24.4s
bfdot	v14.2s, v10.4h, v2.4h
bfdot	v23.2s, v1.4h, v12.2h[3]
bfdot	v16.4s, v15.8h, v19.8h
bfdot	v4.4s, v10.8h, v19.2h[1]
bfmlalb	v9.4s, v20.8h, v24.8h
bfmlalb	v26.4s, v7.8h, v12.h[5]
bfmlalt	v28.4s, v26.8h, v2.8h
bfmlalt	v16.4s, v26.8h, v11.h[0]
bfmmla	v2.4s, v18.8h, v25.8h
