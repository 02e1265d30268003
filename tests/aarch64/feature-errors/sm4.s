// without sm4: each line is rejected
sm3partw1	v26.4s, v3.4s, v3.4s
sm3partw2	v19.4s, v23.4s, v7.4s
sm3ss1	v4.4s, v21.4s, v8.4s, v11.4s
sm3tt1a	v7.4s, v26.4s, v1.s[1]
sm3tt1b	v16.4s, v25.4s, v30.s[0]
sm3tt2a	v17.4s, v28.4s, v7.s[0]
sm3tt2b	v17.4s, v10.4s, v24.s[0]
sm4e	v17.4s, v12.4s
sm4ekey	v5.4s, v0.4s, v19.4s
