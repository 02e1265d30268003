// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h17, h18, v6.h[0]
sqrdmlah	s17, s25, v7.s[1]
sqrdmlah	v18.2s, v20.2s, v19.s[1]
sqrdmlah	v12.4h, v6.4h, v15.h[0]
sqrdmlah	v14.4s, v9.4s, v23.s[3]
sqrdmlah	v3.8h, v16.8h, v3.h[5]
sqrdmlah	h18, h30, h23
sqrdmlah	s3, s28, s25
sqrdmlah	v6.2s, v10.2s, v22.2s
sqrdmlah	v27.4h, v13.4h, v9.4h
sqrdmlah	v31.4s, v2.4s, v30.4s
sqrdmlah	v10.8h, v19.8h, v2.8h
sqrdmlsh	h1, h11, v8.h[0]
sqrdmlsh	s7, s22, v31.s[1]
sqrdmlsh	v22.2s, v5.2s, v23.s[3]
sqrdmlsh	v4.4h, v9.4h, v1.h[1]
sqrdmlsh	v23.4s, v14.4s, v14.s[0]
sqrdmlsh	v24.8h, v16.8h, v14.h[0]
sqrdmlsh	h25, h17, h18
sqrdmlsh	s16, s17, s26
sqrdmlsh	v2.2s, v11.2s, v29.2s
sqrdmlsh	v20.4h, v19.4h, v19.4h
sqrdmlsh	v12.4s, v21.4s, v19.4s
sqrdmlsh	v7.8h, v0.8h, v3.8h
