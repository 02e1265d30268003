// mattr: +sm4
// instructions llvm-mc 19 takes only with: sm4
sm3partw1	v10.4s, v31.4s, v20.4s
sm3partw2	v15.4s, v20.4s, v11.4s
sm3ss1	v12.4s, v18.4s, v0.4s, v6.4s
sm3tt1a	v5.4s, v6.4s, v2.s[0]
sm3tt1b	v17.4s, v13.4s, v26.s[1]
sm3tt2a	v15.4s, v13.4s, v13.s[0]
sm3tt2b	v1.4s, v16.4s, v12.s[3]
sm4e	v16.4s, v27.4s
sm4ekey	v12.4s, v15.4s, v17.4s
