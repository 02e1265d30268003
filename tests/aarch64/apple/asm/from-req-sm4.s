// mattr: +sm4
sm3partw1.4s v23, v24, v4
sm3partw2.4s v27, v20, v17
sm3ss1.4s v3, v8, v19, v12
sm3tt1a.4s v29, v31, v1[0]
sm3tt1b.4s v11, v11, v4[0]
sm3tt2a.4s v15, v23, v29[3]
sm3tt2b.4s v27, v3, v9[0]
sm4e.4s v27, v0
sm4ekey.4s v17, v20, v31
