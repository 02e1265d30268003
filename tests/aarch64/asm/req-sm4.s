// mattr: +sm4
// instructions llvm-mc 19 takes only with: sm4
sm3partw1	v15.4s, v29.4s, v13.4s
sm3partw2	v6.4s, v17.4s, v2.4s
sm3ss1	v16.4s, v2.4s, v9.4s, v9.4s
sm3tt1a	v27.4s, v12.4s, v31.s[0]
sm3tt1b	v3.4s, v2.4s, v4.s[0]
sm3tt2a	v30.4s, v12.4s, v14.s[0]
sm3tt2b	v27.4s, v21.4s, v22.s[0]
sm4e	v12.4s, v30.4s
sm4ekey	v12.4s, v19.4s, v4.4s
