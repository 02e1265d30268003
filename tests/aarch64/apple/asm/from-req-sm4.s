// mattr: +sm4
sm3partw1.4s v22, v7, v7
sm3partw2.4s v27, v12, v28
sm3ss1.4s v21, v4, v18, v2
sm3tt1a.4s v26, v28, v15[0]
sm3tt1b.4s v13, v14, v7[3]
sm3tt2a.4s v29, v3, v12[0]
sm3tt2b.4s v15, v0, v7[2]
sm4e.4s v0, v15
sm4ekey.4s v15, v7, v25
