// without rdm: each line is rejected
sqrdmlah	h4, h9, v12.h[0]
sqrdmlah	s26, s16, v11.s[2]
sqrdmlah	v8.2s, v12.2s, v24.s[3]
sqrdmlah	v5.4h, v19.4h, v10.h[6]
sqrdmlah	v19.4s, v31.4s, v18.s[2]
sqrdmlah	v14.8h, v9.8h, v13.h[6]
sqrdmlah	h29, h17, h12
sqrdmlah	s21, s14, s25
sqrdmlah	v26.2s, v21.2s, v20.2s
sqrdmlah	v1.4h, v31.4h, v25.4h
sqrdmlah	v6.4s, v13.4s, v13.4s
sqrdmlah	v25.8h, v14.8h, v7.8h
