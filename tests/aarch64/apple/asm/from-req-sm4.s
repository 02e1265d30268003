// mattr: +sm4
sm3partw1.4s v1, v25, v2
sm3partw2.4s v18, v27, v20
sm3ss1.4s v7, v27, v8, v0
sm3tt1a.4s v20, v23, v9[2]
sm3tt1b.4s v5, v20, v29[3]
sm3tt2a.4s v22, v11, v4[0]
sm3tt2b.4s v18, v2, v13[0]
sm4e.4s v15, v17
sm4ekey.4s v2, v15, v27
