// without bf16: each line is rejected
bfcvt	h5, s29
bfcvtn	v5.4h, v10.4s
bfcvtn2	v21.8h, v3.4s
bfdot	v16.2s, v24.4h, v4.4h
bfdot	v14.2s, v10.4h, v2.2h[2]
bfdot	v1.4s, v22.8h, v29.8h
bfdot	v16.4s, v15.8h, v19.2h[0]
bfmlalb	v10.4s, v16.8h, v11.8h
bfmlalb	v17.4s, v9.8h, v6.h[5]
bfmlalt	v7.4s, v10.8h, v20.8h
bfmlalt	v25.4s, v30.8h, v9.h[7]
bfmmla	v26.4s, v6.8h, v27.8h
