// without rdm: each line is rejected
sqrdmlah	h4, h14, v14.h[6]
sqrdmlah	s10, s28, v31.s[2]
sqrdmlah	v17.2s, v29.2s, v9.s[0]
sqrdmlah	v20.4h, v31.4h, v2.h[2]
sqrdmlah	v8.4s, v11.4s, v3.s[3]
sqrdmlah	v20.8h, v8.8h, v7.h[4]
sqrdmlah	h3, h2, h8
sqrdmlah	s1, s0, s24
sqrdmlah	v29.2s, v10.2s, v31.2s
sqrdmlah	v27.4h, v5.4h, v24.4h
sqrdmlah	v14.4s, v30.4s, v8.4s
sqrdmlah	v24.8h, v16.8h, v3.8h
