// without rdm: each line is rejected
sqrdmlah	h29, h17, v11.h[1]
sqrdmlah	s23, s10, v2.s[0]
sqrdmlah	v12.2s, v22.2s, v11.s[3]
sqrdmlah	v24.4h, v13.4h, v12.h[7]
sqrdmlah	v22.4s, v24.4s, v15.s[0]
sqrdmlah	v21.8h, v23.8h, v9.h[4]
sqrdmlah	h25, h28, h1
sqrdmlah	s5, s10, s8
sqrdmlah	v14.2s, v12.2s, v9.2s
sqrdmlah	v3.4h, v8.4h, v24.4h
sqrdmlah	v21.4s, v25.4s, v0.4s
sqrdmlah	v19.8h, v22.8h, v22.8h
