// without rdm: each line is rejected
sqrdmlah	h13, h11, v11.h[6]
sqrdmlah	s14, s4, v12.s[3]
sqrdmlah	v5.2s, v0.2s, v9.s[3]
sqrdmlah	v18.4h, v8.4h, v9.h[7]
sqrdmlah	v28.4s, v26.4s, v7.s[0]
sqrdmlah	v19.8h, v13.8h, v5.h[6]
sqrdmlah	h7, h24, h2
sqrdmlah	s16, s29, s10
sqrdmlah	v20.2s, v3.2s, v22.2s
sqrdmlah	v30.4h, v17.4h, v27.4h
sqrdmlah	v23.4s, v5.4s, v29.4s
sqrdmlah	v8.8h, v20.8h, v9.8h
