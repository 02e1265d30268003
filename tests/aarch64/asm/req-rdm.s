// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h8, h12, v4.h[4]
sqrdmlah	s13, s22, v26.s[3]
sqrdmlah	v22.2s, v14.2s, v5.s[3]
sqrdmlah	v24.4h, v5.4h, v12.h[6]
sqrdmlah	v10.4s, v24.4s, v17.s[1]
sqrdmlah	v6.8h, v2.8h, v1.h[7]
sqrdmlah	h11, h6, h23
sqrdmlah	s10, s10, s14
sqrdmlah	v23.2s, v20.2s, v19.2s
sqrdmlah	v14.4h, v30.4h, v29.4h
sqrdmlah	v30.4s, v23.4s, v22.4s
sqrdmlah	v4.8h, v8.8h, v10.8h
sqrdmlsh	h8, h30, v6.h[0]
sqrdmlsh	s5, s24, v21.s[1]
sqrdmlsh	v0.2s, v12.2s, v22.s[0]
sqrdmlsh	v20.4h, v21.4h, v5.h[0]
sqrdmlsh	v17.4s, v31.4s, v10.s[0]
sqrdmlsh	v15.8h, v26.8h, v3.h[1]
sqrdmlsh	h13, h7, h16
sqrdmlsh	s4, s14, s8
sqrdmlsh	v0.2s, v27.2s, v12.2s
sqrdmlsh	v24.4h, v23.4h, v27.4h
sqrdmlsh	v15.4s, v3.4s, v6.4s
sqrdmlsh	v24.8h, v3.8h, v24.8h
