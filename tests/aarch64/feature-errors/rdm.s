// without rdm: each line is rejected
sqrdmlah	h25, h29, v14.h[0]
sqrdmlah	s22, s25, v7.s[1]
sqrdmlah	v26.2s, v11.2s, v5.s[3]
sqrdmlah	v1.4h, v22.4h, v5.h[6]
sqrdmlah	v19.4s, v10.4s, v31.s[2]
sqrdmlah	v3.8h, v29.8h, v9.h[0]
sqrdmlah	h4, h15, h10
sqrdmlah	s17, s18, s13
sqrdmlah	v6.2s, v17.2s, v19.2s
sqrdmlah	v25.4h, v12.4h, v8.4h
sqrdmlah	v18.4s, v20.4s, v19.4s
sqrdmlah	v26.8h, v12.8h, v3.8h
