// mattr: +sm4
sm3partw1.4s v15, v29, v13
sm3partw2.4s v6, v17, v2
sm3ss1.4s v16, v2, v9, v9
sm3tt1a.4s v27, v12, v31[0]
sm3tt1b.4s v3, v2, v4[0]
sm3tt2a.4s v30, v12, v14[0]
sm3tt2b.4s v27, v21, v22[0]
sm4e.4s v12, v30
sm4ekey.4s v12, v19, v4
