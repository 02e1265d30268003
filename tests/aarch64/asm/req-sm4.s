// mattr: +sm4
// instructions llvm-mc 19 takes only with: sm4
sm3partw1	v13.4s, v1.4s, v20.4s
sm3partw2	v17.4s, v22.4s, v27.4s
sm3ss1	v4.4s, v22.4s, v9.4s, v4.4s
sm3tt1a	v30.4s, v17.4s, v13.s[0]
sm3tt1b	v13.4s, v26.4s, v15.s[3]
sm3tt2a	v19.4s, v14.4s, v18.s[0]
sm3tt2b	v23.4s, v27.4s, v23.s[0]
sm4e	v20.4s, v20.4s
sm4ekey	v8.4s, v24.4s, v27.4s
