// mattr: +sm4
// instructions llvm-mc 19 takes only with: sm4
sm3partw1	v9.4s, v30.4s, v25.4s
sm3partw2	v17.4s, v17.4s, v5.4s
sm3ss1	v13.4s, v6.4s, v26.4s, v15.4s
sm3tt1a	v23.4s, v19.4s, v12.s[2]
sm3tt1b	v6.4s, v23.4s, v14.s[2]
sm3tt2a	v26.4s, v20.4s, v26.s[1]
sm3tt2b	v24.4s, v18.4s, v21.s[0]
sm4e	v12.4s, v18.4s
sm4ekey	v3.4s, v24.4s, v18.4s
