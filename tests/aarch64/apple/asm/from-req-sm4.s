// mattr: +sm4
sm3partw1.4s v2, v12, v28
sm3partw2.4s v15, v28, v13
sm3ss1.4s v9, v14, v7, v28
sm3tt1a.4s v29, v23, v3[0]
sm3tt1b.4s v28, v16, v0[0]
sm3tt2a.4s v23, v6, v15[0]
sm3tt2b.4s v25, v14, v12[1]
sm4e.4s v17, v30
sm4ekey.4s v14, v8, v2
