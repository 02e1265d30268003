// without rdm: each line is rejected
sqrdmlah	h8, h12, v4.h[4]
sqrdmlah	s13, s22, v26.s[3]
sqrdmlah	v22.2s, v14.2s, v5.s[3]
sqrdmlah	v24.4h, v5.4h, v12.h[6]
sqrdmlah	v10.4s, v24.4s, v17.s[1]
sqrdmlah	v6.8h, v2.8h, v1.h[7]
sqrdmlah	h11, h6, h23
sqrdmlah	s10, s10, s14
sqrdmlah	v23.2s, v20.2s, v19.2s
sqrdmlah	v14.4h, v30.4h, v29.4h
sqrdmlah	v30.4s, v23.4s, v22.4s
sqrdmlah	v4.8h, v8.8h, v10.8h
