// mattr: +sm4
sm3partw1.4s v26, v3, v3
sm3partw2.4s v19, v23, v7
sm3ss1.4s v4, v21, v8, v11
sm3tt1a.4s v7, v26, v1[1]
sm3tt1b.4s v16, v25, v30[0]
sm3tt2a.4s v17, v28, v7[0]
sm3tt2b.4s v17, v10, v24[0]
sm4e.4s v17, v12
sm4ekey.4s v5, v0, v19
