// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h20, h8, v0.h[4]
sqrdmlah	s26, s8, v3.s[1]
sqrdmlah	v15.2s, v25.2s, v4.s[1]
sqrdmlah	v4.4h, v21.4h, v6.h[1]
sqrdmlah	v4.4s, v22.4s, v9.s[3]
sqrdmlah	v8.8h, v2.8h, v11.h[7]
sqrdmlah	h8, h26, h7
sqrdmlah	s20, s10, s29
sqrdmlah	v26.2s, v8.2s, v4.2s
sqrdmlah	v13.4h, v4.4h, v7.4h
sqrdmlah	v14.4s, v30.4s, v17.4s
sqrdmlah	v22.8h, v18.8h, v14.8h
sqrdmlsh	h8, h9, v7.h[2]
sqrdmlsh	s28, s20, v0.s[0]
sqrdmlsh	v2.2s, v12.2s, v14.s[1]
sqrdmlsh	v8.4h, v30.4h, v6.h[5]
sqrdmlsh	v31.4s, v20.4s, v25.s[3]
sqrdmlsh	v0.8h, v19.8h, v9.h[7]
sqrdmlsh	h13, h10, h24
sqrdmlsh	s28, s24, s18
sqrdmlsh	v8.2s, v13.2s, v25.2s
sqrdmlsh	v20.4h, v1.4h, v3.4h
sqrdmlsh	v29.4s, v27.4s, v25.4s
sqrdmlsh	v30.8h, v12.8h, v28.8h
