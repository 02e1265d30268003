// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
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
sqrdmlsh	h2, h10, v15.h[0]
sqrdmlsh	s20, s13, v1.s[3]
sqrdmlsh	v25.2s, v30.2s, v24.s[1]
sqrdmlsh	v27.4h, v21.4h, v13.h[7]
sqrdmlsh	v0.4s, v14.4s, v1.s[3]
sqrdmlsh	v20.8h, v20.8h, v1.h[7]
sqrdmlsh	h22, h18, h22
sqrdmlsh	s1, s11, s17
sqrdmlsh	v3.2s, v7.2s, v25.2s
sqrdmlsh	v22.4h, v30.4h, v10.4h
sqrdmlsh	v22.4s, v5.4s, v23.4s
sqrdmlsh	v1.8h, v4.8h, v22.8h
