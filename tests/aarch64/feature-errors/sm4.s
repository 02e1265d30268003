// without sm4: each line is rejected
sm3partw1	v18.4s, v6.4s, v25.4s
sm3partw2	v16.4s, v29.4s, v31.4s
sm3ss1	v15.4s, v7.4s, v17.4s, v10.4s
sm3tt1a	v14.4s, v31.4s, v26.s[3]
sm3tt1b	v12.4s, v31.4s, v8.s[2]
sm3tt2a	v23.4s, v10.4s, v11.s[3]
sm3tt2b	v27.4s, v13.4s, v28.s[1]
sm4e	v6.4s, v28.4s
sm4ekey	v11.4s, v5.4s, v9.4s
