// without sm4: each line is rejected
sm3partw1	v2.4s, v12.4s, v28.4s
sm3partw2	v15.4s, v28.4s, v13.4s
sm3ss1	v9.4s, v14.4s, v7.4s, v28.4s
sm3tt1a	v29.4s, v23.4s, v3.s[0]
sm3tt1b	v28.4s, v16.4s, v0.s[0]
sm3tt2a	v23.4s, v6.4s, v15.s[0]
sm3tt2b	v25.4s, v14.4s, v12.s[1]
sm4e	v17.4s, v30.4s
sm4ekey	v14.4s, v8.4s, v2.4s
