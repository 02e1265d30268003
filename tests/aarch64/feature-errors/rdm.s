// without rdm: each line is rejected
sqrdmlah	h10, h7, v14.h[1]
sqrdmlah	s4, s23, v8.s[3]
sqrdmlah	v18.2s, v31.2s, v18.s[0]
sqrdmlah	v29.4h, v9.4h, v14.h[4]
sqrdmlah	v12.4s, v22.4s, v13.s[0]
sqrdmlah	v0.8h, v6.8h, v8.h[1]
sqrdmlah	h0, h16, h0
sqrdmlah	s7, s12, s4
sqrdmlah	v5.2s, v9.2s, v22.2s
sqrdmlah	v13.4h, v31.4h, v23.4h
sqrdmlah	v6.4s, v18.4s, v4.4s
sqrdmlah	v6.8h, v12.8h, v1.8h
