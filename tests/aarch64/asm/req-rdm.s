// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h29, h17, v11.h[1]
sqrdmlah	s23, s10, v2.s[0]
sqrdmlah	v12.2s, v22.2s, v11.s[3]
sqrdmlah	v24.4h, v13.4h, v12.h[7]
sqrdmlah	v22.4s, v24.4s, v15.s[0]
sqrdmlah	v21.8h, v23.8h, v9.h[4]
sqrdmlah	h25, h28, h1
sqrdmlah	s5, s10, s8
sqrdmlah	v14.2s, v12.2s, v9.2s
sqrdmlah	v3.4h, v8.4h, v24.4h
sqrdmlah	v21.4s, v25.4s, v0.4s
sqrdmlah	v19.8h, v22.8h, v22.8h
sqrdmlsh	h27, h26, v1.h[1]
sqrdmlsh	s29, s24, v22.s[1]
sqrdmlsh	v18.2s, v4.2s, v10.s[2]
sqrdmlsh	v4.4h, v22.4h, v9.h[5]
sqrdmlsh	v23.4s, v12.4s, v19.s[3]
sqrdmlsh	v1.8h, v25.8h, v1.h[0]
sqrdmlsh	h27, h7, h27
sqrdmlsh	s8, s20, s21
sqrdmlsh	v23.2s, v25.2s, v23.2s
sqrdmlsh	v5.4h, v20.4h, v29.4h
sqrdmlsh	v8.4s, v22.4s, v26.4s
sqrdmlsh	v11.8h, v1.8h, v26.8h
