// without sm4: each line is rejected
sm3partw1	v2.4s, v1.4s, v21.4s
sm3partw2	v14.4s, v26.4s, v18.4s
sm3ss1	v19.4s, v27.4s, v5.4s, v26.4s
sm3tt1a	v13.4s, v8.4s, v27.s[2]
sm3tt1b	v4.4s, v19.4s, v26.s[0]
sm3tt2a	v27.4s, v2.4s, v12.s[0]
sm3tt2b	v8.4s, v7.4s, v10.s[0]
sm4e	v23.4s, v20.4s
sm4ekey	v10.4s, v27.4s, v10.4s
