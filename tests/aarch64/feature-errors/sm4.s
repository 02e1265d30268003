// without sm4: each line is rejected
sm3partw1	v20.4s, v4.4s, v14.4s
sm3partw2	v27.4s, v11.4s, v22.4s
sm3ss1	v16.4s, v11.4s, v26.4s, v27.4s
sm3tt1a	v23.4s, v6.4s, v18.s[0]
sm3tt1b	v3.4s, v22.4s, v8.s[1]
sm3tt2a	v13.4s, v26.4s, v2.s[1]
sm3tt2b	v14.4s, v24.4s, v9.s[0]
sm4e	v1.4s, v25.4s
sm4ekey	v13.4s, v15.4s, v4.4s
