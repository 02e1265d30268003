// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h16, h7, v5.h[1]
sqrdmlah	s5, s9, v22.s[1]
sqrdmlah	v31.2s, v6.2s, v30.s[0]
sqrdmlah	v6.4h, v12.4h, v0.h[3]
sqrdmlah	v13.4s, v21.4s, v15.s[0]
sqrdmlah	v10.8h, v25.8h, v8.h[0]
sqrdmlah	h27, h19, h12
sqrdmlah	s27, s15, s5
sqrdmlah	v31.2s, v15.2s, v1.2s
sqrdmlah	v25.4h, v4.4h, v24.4h
sqrdmlah	v0.4s, v9.4s, v31.4s
sqrdmlah	v26.8h, v10.8h, v28.8h
sqrdmlsh	h8, h11, v7.h[4]
sqrdmlsh	s10, s25, v22.s[0]
sqrdmlsh	v5.2s, v21.2s, v13.s[2]
sqrdmlsh	v5.4h, v4.4h, v2.h[4]
sqrdmlsh	v13.4s, v11.4s, v23.s[3]
sqrdmlsh	v14.8h, v4.8h, v6.h[6]
sqrdmlsh	h5, h0, h9
sqrdmlsh	s24, s18, s17
sqrdmlsh	v8.2s, v8.2s, v29.2s
sqrdmlsh	v28.4h, v26.4h, v7.4h
sqrdmlsh	v2.4s, v19.4s, v30.4s
sqrdmlsh	v13.8h, v11.8h, v26.8h
