// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h2, h18, v3.h[0]
sqrdmlah	s10, s10, v17.s[2]
sqrdmlah	v13.2s, v2.2s, v17.s[3]
sqrdmlah	v7.4h, v8.4h, v9.h[1]
sqrdmlah	v19.4s, v10.4s, v12.s[3]
sqrdmlah	v31.8h, v1.8h, v7.h[2]
sqrdmlah	h23, h31, h3
sqrdmlah	s1, s6, s8
sqrdmlah	v23.2s, v23.2s, v30.2s
sqrdmlah	v23.4h, v18.4h, v28.4h
sqrdmlah	v25.4s, v9.4s, v10.4s
sqrdmlah	v22.8h, v2.8h, v13.8h
sqrdmlsh	h3, h3, v13.h[5]
sqrdmlsh	s15, s22, v1.s[1]
sqrdmlsh	v17.2s, v29.2s, v7.s[2]
sqrdmlsh	v31.4h, v10.4h, v11.h[1]
sqrdmlsh	v23.4s, v9.4s, v4.s[1]
sqrdmlsh	v3.8h, v21.8h, v11.h[3]
sqrdmlsh	h14, h2, h24
sqrdmlsh	s26, s29, s29
sqrdmlsh	v1.2s, v6.2s, v17.2s
sqrdmlsh	v18.4h, v11.4h, v17.4h
sqrdmlsh	v26.4s, v21.4s, v11.4s
sqrdmlsh	v29.8h, v10.8h, v19.8h
