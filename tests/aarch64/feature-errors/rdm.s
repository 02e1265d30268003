// without rdm: each line is rejected
sqrdmlah	h6, h15, v7.h[0]
sqrdmlah	s26, s29, v17.s[1]
sqrdmlah	v19.2s, v17.2s, v31.s[1]
sqrdmlah	v19.4h, v6.4h, v13.h[2]
sqrdmlah	v20.4s, v5.4s, v28.s[3]
sqrdmlah	v18.8h, v20.8h, v12.h[7]
sqrdmlah	h31, h1, h27
sqrdmlah	s16, s28, s13
sqrdmlah	v16.2s, v25.2s, v1.2s
sqrdmlah	v17.4h, v0.4h, v19.4h
sqrdmlah	v15.4s, v8.4s, v15.4s
sqrdmlah	v30.8h, v13.8h, v14.8h
