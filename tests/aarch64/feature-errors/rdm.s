// without rdm: each line is rejected
sqrdmlah	h26, h7, v7.h[2]
sqrdmlah	s3, s26, v26.s[2]
sqrdmlah	v28.2s, v0.2s, v20.s[0]
sqrdmlah	v9.4h, v23.4h, v11.h[7]
sqrdmlah	v25.4s, v1.4s, v0.s[0]
sqrdmlah	v14.8h, v9.8h, v7.h[1]
sqrdmlah	h22, h28, h22
sqrdmlah	s15, s26, s5
sqrdmlah	v18.2s, v23.2s, v19.2s
sqrdmlah	v10.4h, v30.4h, v2.4h
sqrdmlah	v28.4s, v19.4s, v11.4s
sqrdmlah	v30.8h, v0.8h, v1.8h
