// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h22, h26, v0.h[6]
sqrdmlah	s25, s25, v26.s[3]
sqrdmlah	v20.2s, v4.2s, v16.s[0]
sqrdmlah	v14.4h, v18.4h, v5.h[5]
sqrdmlah	v4.4s, v1.4s, v25.s[1]
sqrdmlah	v2.8h, v7.8h, v3.h[0]
sqrdmlah	h4, h28, h2
sqrdmlah	s4, s12, s8
sqrdmlah	v16.2s, v24.2s, v5.2s
sqrdmlah	v30.4h, v21.4h, v6.4h
sqrdmlah	v5.4s, v12.4s, v10.4s
sqrdmlah	v28.8h, v21.8h, v15.8h
sqrdmlsh	h12, h4, v10.h[3]
sqrdmlsh	s14, s9, v0.s[0]
sqrdmlsh	v1.2s, v10.2s, v15.s[3]
sqrdmlsh	v24.4h, v10.4h, v7.h[7]
sqrdmlsh	v4.4s, v8.4s, v1.s[0]
sqrdmlsh	v17.8h, v16.8h, v14.h[5]
sqrdmlsh	h6, h29, h1
sqrdmlsh	s26, s31, s14
sqrdmlsh	v3.2s, v12.2s, v17.2s
sqrdmlsh	v19.4h, v7.4h, v16.4h
sqrdmlsh	v14.4s, v28.4s, v17.4s
sqrdmlsh	v18.8h, v19.8h, v18.8h
