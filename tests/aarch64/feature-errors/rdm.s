// without rdm: each line is rejected
sqrdmlah	h2, h18, v3.h[0]
sqrdmlah	s10, s10, v17.s[2]
sqrdmlah	v13.2s, v2.2s, v17.s[3]
sqrdmlah	v7.4h, v8.4h, v9.h[1]
sqrdmlah	v19.4s, v10.4s, v12.s[3]
sqrdmlah	v31.8h, v1.8h, v7.h[2]
sqrdmlah	h23, h31, h3
sqrdmlah	s1, s6, s8
sqrdmlah	v23.2s, v23.2s, v30.2s
sqrdmlah	v23.4h, v18.4h, v28.4h
sqrdmlah	v25.4s, v9.4s, v10.4s
sqrdmlah	v22.8h, v2.8h, v13.8h
