// without rdm: each line is rejected
sqrdmlah	h6, h26, v7.h[4]
sqrdmlah	s20, s4, v18.s[0]
sqrdmlah	v28.2s, v1.2s, v28.s[3]
sqrdmlah	v2.4h, v31.4h, v1.h[7]
sqrdmlah	v31.4s, v4.4s, v12.s[2]
sqrdmlah	v6.8h, v16.8h, v6.h[0]
sqrdmlah	h19, h20, h22
sqrdmlah	s15, s28, s21
sqrdmlah	v27.2s, v13.2s, v22.2s
sqrdmlah	v12.4h, v19.4h, v30.4h
sqrdmlah	v9.4s, v30.4s, v26.4s
sqrdmlah	v20.8h, v1.8h, v17.8h
