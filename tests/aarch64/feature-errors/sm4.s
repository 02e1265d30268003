// without sm4: each line is rejected
sm3partw1	v17.4s, v27.4s, v21.4s
sm3partw2	v16.4s, v7.4s, v5.4s
sm3ss1	v24.4s, v16.4s, v21.4s, v5.4s
sm3tt1a	v14.4s, v24.4s, v9.s[0]
sm3tt1b	v27.4s, v13.4s, v13.s[3]
sm3tt2a	v28.4s, v28.4s, v28.s[3]
sm3tt2b	v30.4s, v11.4s, v9.s[0]
sm4e	v28.4s, v12.4s
sm4ekey	v9.4s, v16.4s, v17.4s
