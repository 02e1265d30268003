// without rdm: each line is rejected
sqrdmlah	h20, h8, v0.h[4]
sqrdmlah	s26, s8, v3.s[1]
sqrdmlah	v15.2s, v25.2s, v4.s[1]
sqrdmlah	v4.4h, v21.4h, v6.h[1]
sqrdmlah	v4.4s, v22.4s, v9.s[3]
sqrdmlah	v8.8h, v2.8h, v11.h[7]
sqrdmlah	h8, h26, h7
sqrdmlah	s20, s10, s29
sqrdmlah	v26.2s, v8.2s, v4.2s
sqrdmlah	v13.4h, v4.4h, v7.4h
sqrdmlah	v14.4s, v30.4s, v17.4s
sqrdmlah	v22.8h, v18.8h, v14.8h
