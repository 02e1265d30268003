// without rdm: each line is rejected
sqrdmlah	h22, h18, v10.h[4]
sqrdmlah	s28, s16, v17.s[1]
sqrdmlah	v0.2s, v16.2s, v1.s[3]
sqrdmlah	v21.4h, v8.4h, v0.h[2]
sqrdmlah	v25.4s, v15.4s, v30.s[1]
sqrdmlah	v5.8h, v22.8h, v9.h[0]
sqrdmlah	h29, h13, h19
sqrdmlah	s22, s30, s4
sqrdmlah	v4.2s, v16.2s, v13.2s
sqrdmlah	v11.4h, v23.4h, v28.4h
sqrdmlah	v27.4s, v3.4s, v4.4s
sqrdmlah	v12.8h, v27.8h, v5.8h
