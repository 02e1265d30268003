// mattr: +sm4
sm3partw1.4s v11, v24, v28
sm3partw2.4s v7, v19, v26
sm3ss1.4s v14, v0, v4, v31
sm3tt1a.4s v14, v22, v4[3]
sm3tt1b.4s v26, v17, v27[1]
sm3tt2a.4s v22, v28, v6[2]
sm3tt2b.4s v27, v10, v6[0]
sm4e.4s v3, v26
sm4ekey.4s v17, v23, v9
