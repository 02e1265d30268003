// mattr: +sm4
sm3partw1.4s v2, v1, v21
sm3partw2.4s v14, v26, v18
sm3ss1.4s v19, v27, v5, v26
sm3tt1a.4s v13, v8, v27[2]
sm3tt1b.4s v4, v19, v26[0]
sm3tt2a.4s v27, v2, v12[0]
sm3tt2b.4s v8, v7, v10[0]
sm4e.4s v23, v20
sm4ekey.4s v10, v27, v10
