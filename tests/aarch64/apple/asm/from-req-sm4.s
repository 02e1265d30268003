// mattr: +sm4
sm3partw1.4s v9, v30, v25
sm3partw2.4s v17, v17, v5
sm3ss1.4s v13, v6, v26, v15
sm3tt1a.4s v23, v19, v12[2]
sm3tt1b.4s v6, v23, v14[2]
sm3tt2a.4s v26, v20, v26[1]
sm3tt2b.4s v24, v18, v21[0]
sm4e.4s v12, v18
sm4ekey.4s v3, v24, v18
