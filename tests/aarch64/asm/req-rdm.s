// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
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
sqrdmlsh	h16, h30, v12.h[1]
sqrdmlsh	s30, s16, v26.s[0]
sqrdmlsh	v15.2s, v24.2s, v6.s[2]
sqrdmlsh	v27.4h, v0.4h, v11.h[1]
sqrdmlsh	v18.4s, v16.4s, v19.s[2]
sqrdmlsh	v9.8h, v18.8h, v9.h[0]
sqrdmlsh	h0, h1, h4
sqrdmlsh	s6, s22, s15
sqrdmlsh	v4.2s, v30.2s, v18.2s
sqrdmlsh	v5.4h, v28.4h, v31.4h
sqrdmlsh	v16.4s, v28.4s, v24.4s
sqrdmlsh	v31.8h, v29.8h, v11.8h
