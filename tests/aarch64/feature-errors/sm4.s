// without sm4: each line is rejected
sm3partw1	v1.4s, v7.4s, v22.4s
sm3partw2	v10.4s, v25.4s, v20.4s
sm3ss1	v21.4s, v8.4s, v29.4s, v25.4s
sm3tt1a	v20.4s, v12.4s, v5.s[2]
sm3tt1b	v7.4s, v1.4s, v13.s[1]
sm3tt2a	v15.4s, v29.4s, v6.s[2]
sm3tt2b	v10.4s, v31.4s, v15.s[0]
sm4e	v10.4s, v7.4s
sm4ekey	v31.4s, v26.4s, v2.4s
