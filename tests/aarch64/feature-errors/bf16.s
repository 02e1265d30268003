// without bf16: each line is rejected
bfcvt	h25, s11
bfcvtn	v3.4h, v23.4s
bfcvtn2	v20.8h, v9.4s
bfdot	v23.2s, v20.4h, v24.4h
bfdot	v18.2s, v22.4h, v30.2h[0]
bfdot	v23.4s, v4.8h, v9.8h
bfdot	v19.4s, v26.8h, v30.2h[1]
bfmlalb	v8.4s, v11.8h, v28.8h
bfmlalb	v6.4s, v1.8h, v9.h[3]
bfmlalt	v31.4s, v6.8h, v14.8h
bfmlalt	v14.4s, v22.8h, v6.h[0]
bfmmla	v1.4s, v20.8h, v11.8h
