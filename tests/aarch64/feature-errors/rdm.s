// without rdm: each line is rejected
sqrdmlah	h16, h7, v5.h[1]
sqrdmlah	s5, s9, v22.s[1]
sqrdmlah	v31.2s, v6.2s, v30.s[0]
sqrdmlah	v6.4h, v12.4h, v0.h[3]
sqrdmlah	v13.4s, v21.4s, v15.s[0]
sqrdmlah	v10.8h, v25.8h, v8.h[0]
sqrdmlah	h27, h19, h12
sqrdmlah	s27, s15, s5
sqrdmlah	v31.2s, v15.2s, v1.2s
sqrdmlah	v25.4h, v4.4h, v24.4h
sqrdmlah	v0.4s, v9.4s, v31.4s
sqrdmlah	v26.8h, v10.8h, v28.8h
