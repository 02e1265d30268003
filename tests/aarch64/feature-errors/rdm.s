// without rdm: each line is rejected
sqrdmlah	h4, h15, v0.h[4]
sqrdmlah	s22, s30, v1.s[2]
sqrdmlah	v29.2s, v27.2s, v1.s[1]
sqrdmlah	v15.4h, v27.4h, v13.h[5]
sqrdmlah	v4.4s, v14.4s, v10.s[0]
sqrdmlah	v24.8h, v18.8h, v9.h[7]
sqrdmlah	h21, h1, h12
sqrdmlah	s3, s11, s12
sqrdmlah	v9.2s, v30.2s, v13.2s
sqrdmlah	v8.4h, v16.4h, v13.4h
sqrdmlah	v12.4s, v27.4s, v13.4s
sqrdmlah	v21.8h, v6.8h, v22.8h
