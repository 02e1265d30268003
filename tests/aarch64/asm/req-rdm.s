// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h22, h18, v10.h[4]
sqrdmlah	s28, s16, v17.s[1]
sqrdmlah	v0.2s, v16.2s, v1.s[3]
sqrdmlah	v21.4h, v8.4h, v0.h[2]
sqrdmlah	v25.4s, v15.4s, v30.s[1]
sqrdmlah	v5.8h, v22.8h, v9.h[0]
sqrdmlah	h29, h13, h19
sqrdmlah	s22, s30, s4
sqrdmlah	v4.2s, v16.2s, v13.2s
sqrdmlah	v11.4h, v23.4h, v28.4h
sqrdmlah	v27.4s, v3.4s, v4.4s
sqrdmlah	v12.8h, v27.8h, v5.8h
sqrdmlsh	h22, h3, v8.h[5]
sqrdmlsh	s13, s29, v8.s[2]
sqrdmlsh	v9.2s, v12.2s, v8.s[3]
sqrdmlsh	v25.4h, v6.4h, v5.h[1]
sqrdmlsh	v1.4s, v27.4s, v25.s[2]
sqrdmlsh	v0.8h, v22.8h, v1.h[1]
sqrdmlsh	h31, h28, h18
sqrdmlsh	s6, s29, s10
sqrdmlsh	v31.2s, v6.2s, v7.2s
sqrdmlsh	v22.4h, v9.4h, v24.4h
sqrdmlsh	v29.4s, v27.4s, v22.4s
sqrdmlsh	v26.8h, v29.8h, v0.8h
