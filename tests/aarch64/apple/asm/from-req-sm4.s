// mattr: +sm4
sm3partw1.4s v1, v7, v22
sm3partw2.4s v10, v25, v20
sm3ss1.4s v21, v8, v29, v25
sm3tt1a.4s v20, v12, v5[2]
sm3tt1b.4s v7, v1, v13[1]
sm3tt2a.4s v15, v29, v6[2]
sm3tt2b.4s v10, v31, v15[0]
sm4e.4s v10, v7
sm4ekey.4s v31, v26, v2
