// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h13, h11, v11.h[6]
sqrdmlah	s14, s4, v12.s[3]
sqrdmlah	v5.2s, v0.2s, v9.s[3]
sqrdmlah	v18.4h, v8.4h, v9.h[7]
sqrdmlah	v28.4s, v26.4s, v7.s[0]
sqrdmlah	v19.8h, v13.8h, v5.h[6]
sqrdmlah	h7, h24, h2
sqrdmlah	s16, s29, s10
sqrdmlah	v20.2s, v3.2s, v22.2s
sqrdmlah	v30.4h, v17.4h, v27.4h
sqrdmlah	v23.4s, v5.4s, v29.4s
sqrdmlah	v8.8h, v20.8h, v9.8h
sqrdmlsh	h7, h16, v4.h[7]
sqrdmlsh	s26, s22, v26.s[3]
sqrdmlsh	v0.2s, v30.2s, v18.s[0]
sqrdmlsh	v31.4h, v18.4h, v9.h[1]
sqrdmlsh	v10.4s, v9.4s, v9.s[0]
sqrdmlsh	v16.8h, v16.8h, v2.h[6]
sqrdmlsh	h23, h12, h26
sqrdmlsh	s15, s18, s22
sqrdmlsh	v2.2s, v11.2s, v28.2s
sqrdmlsh	v18.4h, v4.4h, v6.4h
sqrdmlsh	v30.4s, v7.4s, v1.4s
sqrdmlsh	v26.8h, v29.8h, v21.8h
