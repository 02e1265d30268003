// without sm4: each line is rejected
sm3partw1	v11.4s, v24.4s, v28.4s
sm3partw2	v7.4s, v19.4s, v26.4s
sm3ss1	v14.4s, v0.4s, v4.4s, v31.4s
sm3tt1a	v14.4s, v22.4s, v4.s[3]
sm3tt1b	v26.4s, v17.4s, v27.s[1]
sm3tt2a	v22.4s, v28.4s, v6.s[2]
sm3tt2b	v27.4s, v10.4s, v6.s[0]
sm4e	v3.4s, v26.4s
sm4ekey	v17.4s, v23.4s, v9.4s
