// without sm4: each line is rejected
sm3partw1	v1.4s, v25.4s, v2.4s
sm3partw2	v18.4s, v27.4s, v20.4s
sm3ss1	v7.4s, v27.4s, v8.4s, v0.4s
sm3tt1a	v20.4s, v23.4s, v9.s[2]
sm3tt1b	v5.4s, v20.4s, v29.s[3]
sm3tt2a	v22.4s, v11.4s, v4.s[0]
sm3tt2b	v18.4s, v2.4s, v13.s[0]
sm4e	v15.4s, v17.4s
sm4ekey	v2.4s, v15.4s, v27.4s
