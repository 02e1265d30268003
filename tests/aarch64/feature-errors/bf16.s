// without bf16: each line is rejected
bfcvt	h10, s27
bfcvtn	v17.4h, v6.4s
bfcvtn2	v26.8h, v24.4s
bfdot	v25.2s, v29.4h, v19.4h
bfdot	v14.2s, v28.4h, v17.2h[2]
bfdot	v8.4s, v29.8h, v1.8h
bfdot	v26.4s, v24.8h, v13.2h[1]
bfmlalb	v4.4s, v9.8h, v28.8h
bfmlalb	v21.4s, v8.8h, v12.h[7]
bfmlalt	v31.4s, v10.8h, v28.8h
bfmlalt	v22.4s, v28.8h, v2.h[3]
bfmmla	v18.4s, v22.8h, v14.8h
