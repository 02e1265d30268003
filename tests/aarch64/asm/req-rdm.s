// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h6, h15, v7.h[0]
sqrdmlah	s26, s29, v17.s[1]
sqrdmlah	v19.2s, v17.2s, v31.s[1]
sqrdmlah	v19.4h, v6.4h, v13.h[2]
sqrdmlah	v20.4s, v5.4s, v28.s[3]
sqrdmlah	v18.8h, v20.8h, v12.h[7]
sqrdmlah	h31, h1, h27
sqrdmlah	s16, s28, s13
sqrdmlah	v16.2s, v25.2s, v1.2s
sqrdmlah	v17.4h, v0.4h, v19.4h
sqrdmlah	v15.4s, v8.4s, v15.4s
sqrdmlah	v30.8h, v13.8h, v14.8h
sqrdmlsh	h12, h13, v14.h[0]
sqrdmlsh	s23, s14, v31.s[0]
sqrdmlsh	v26.2s, v24.2s, v5.s[0]
sqrdmlsh	v6.4h, v2.4h, v2.h[1]
sqrdmlsh	v9.4s, v0.4s, v24.s[1]
sqrdmlsh	v22.8h, v2.8h, v12.h[3]
sqrdmlsh	h14, h1, h0
sqrdmlsh	s8, s31, s18
sqrdmlsh	v28.2s, v7.2s, v14.2s
sqrdmlsh	v22.4h, v30.4h, v4.4h
sqrdmlsh	v24.4s, v7.4s, v4.4s
sqrdmlsh	v14.8h, v25.8h, v20.8h
