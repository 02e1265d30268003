// without rdm: each line is rejected
sqrdmlah	h22, h26, v0.h[6]
sqrdmlah	s25, s25, v26.s[3]
sqrdmlah	v20.2s, v4.2s, v16.s[0]
sqrdmlah	v14.4h, v18.4h, v5.h[5]
sqrdmlah	v4.4s, v1.4s, v25.s[1]
sqrdmlah	v2.8h, v7.8h, v3.h[0]
sqrdmlah	h4, h28, h2
sqrdmlah	s4, s12, s8
sqrdmlah	v16.2s, v24.2s, v5.2s
sqrdmlah	v30.4h, v21.4h, v6.4h
sqrdmlah	v5.4s, v12.4s, v10.4s
sqrdmlah	v28.8h, v21.8h, v15.8h
