// without sm4: each line is rejected
sm3partw1	v23.4s, v24.4s, v4.4s
sm3partw2	v27.4s, v20.4s, v17.4s
sm3ss1	v3.4s, v8.4s, v19.4s, v12.4s
sm3tt1a	v29.4s, v31.4s, v1.s[0]
sm3tt1b	v11.4s, v11.4s, v4.s[0]
sm3tt2a	v15.4s, v23.4s, v29.s[3]
sm3tt2b	v27.4s, v3.4s, v9.s[0]
sm4e	v27.4s, v0.4s
sm4ekey	v17.4s, v20.4s, v31.4s
