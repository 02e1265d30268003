// without sm4: each line is rejected
sm3partw1	v0.4s, v17.4s, v13.4s
sm3partw2	v15.4s, v14.4s, v23.4s
sm3ss1	v0.4s, v0.4s, v17.4s, v7.4s
sm3tt1a	v27.4s, v22.4s, v13.s[0]
sm3tt1b	v27.4s, v0.4s, v13.s[1]
sm3tt2a	v25.4s, v28.4s, v6.s[2]
sm3tt2b	v19.4s, v4.4s, v12.s[3]
sm4e	v13.4s, v4.4s
sm4ekey	v10.4s, v27.4s, v15.4s
