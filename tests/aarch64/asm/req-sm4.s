// mattr: +sm4
// instructions llvm-mc 19 takes only with: sm4
sm3partw1	v22.4s, v7.4s, v7.4s
sm3partw2	v27.4s, v12.4s, v28.4s
sm3ss1	v21.4s, v4.4s, v18.4s, v2.4s
sm3tt1a	v26.4s, v28.4s, v15.s[0]
sm3tt1b	v13.4s, v14.4s, v7.s[3]
sm3tt2a	v29.4s, v3.4s, v12.s[0]
sm3tt2b	v15.4s, v0.4s, v7.s[2]
sm4e	v0.4s, v15.4s
sm4ekey	v15.4s, v7.4s, v25.4s
