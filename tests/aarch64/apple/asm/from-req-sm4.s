// mattr: +sm4
sm3partw1.4s v0, v17, v13
sm3partw2.4s v15, v14, v23
sm3ss1.4s v0, v0, v17, v7
sm3tt1a.4s v27, v22, v13[0]
sm3tt1b.4s v27, v0, v13[1]
sm3tt2a.4s v25, v28, v6[2]
sm3tt2b.4s v19, v4, v12[3]
sm4e.4s v13, v4
sm4ekey.4s v10, v27, v15
