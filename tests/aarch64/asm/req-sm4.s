// mattr: +sm4
// instructions llvm-mc 19 takes only with: sm4
sm3partw1	v17.4s, v18.4s, v25.4s
sm3partw2	v5.4s, v3.4s, v7.4s
sm3ss1	v31.4s, v4.4s, v19.4s, v0.4s
sm3tt1a	v9.4s, v6.4s, v8.s[0]
sm3tt1b	v22.4s, v19.4s, v16.s[1]
sm3tt2a	v18.4s, v7.4s, v3.s[0]
sm3tt2b	v2.4s, v26.4s, v2.s[3]
sm4e	v20.4s, v14.4s
sm4ekey	v7.4s, v25.4s, v0.4s
