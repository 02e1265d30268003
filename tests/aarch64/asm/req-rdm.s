// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
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
sqrdmlsh	h17, h29, v4.h[6]
sqrdmlsh	s27, s21, v7.s[0]
sqrdmlsh	v30.2s, v22.2s, v4.s[0]
sqrdmlsh	v7.4h, v3.4h, v8.h[6]
sqrdmlsh	v10.4s, v7.4s, v28.s[1]
sqrdmlsh	v4.8h, v23.8h, v4.h[6]
sqrdmlsh	h18, h31, h18
sqrdmlsh	s3, s29, s8
sqrdmlsh	v9.2s, v9.2s, v17.2s
sqrdmlsh	v12.4h, v22.4h, v13.4h
sqrdmlsh	v25.4s, v0.4s, v28.4s
sqrdmlsh	v6.8h, v10.8h, v6.8h
