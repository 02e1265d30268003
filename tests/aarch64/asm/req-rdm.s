// mattr: +rdm
// instructions llvm-mc 19 takes only with: rdm
sqrdmlah	h4, h14, v14.h[6]
sqrdmlah	s10, s28, v31.s[2]
sqrdmlah	v17.2s, v29.2s, v9.s[0]
sqrdmlah	v20.4h, v31.4h, v2.h[2]
sqrdmlah	v8.4s, v11.4s, v3.s[3]
sqrdmlah	v20.8h, v8.8h, v7.h[4]
sqrdmlah	h3, h2, h8
sqrdmlah	s1, s0, s24
sqrdmlah	v29.2s, v10.2s, v31.2s
sqrdmlah	v27.4h, v5.4h, v24.4h
sqrdmlah	v14.4s, v30.4s, v8.4s
sqrdmlah	v24.8h, v16.8h, v3.8h
sqrdmlsh	h23, h8, v6.h[7]
sqrdmlsh	s8, s15, v19.s[3]
sqrdmlsh	v27.2s, v12.2s, v11.s[3]
sqrdmlsh	v7.4h, v12.4h, v13.h[0]
sqrdmlsh	v10.4s, v12.4s, v9.s[1]
sqrdmlsh	v6.8h, v22.8h, v10.h[0]
sqrdmlsh	h20, h12, h0
sqrdmlsh	s9, s29, s18
sqrdmlsh	v30.2s, v17.2s, v14.2s
sqrdmlsh	v4.4h, v23.4h, v27.4h
sqrdmlsh	v8.4s, v25.4s, v5.4s
sqrdmlsh	v1.8h, v15.8h, v30.8h
