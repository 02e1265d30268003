// mattr: +sm4
sm3partw1.4s v20, v4, v14
sm3partw2.4s v27, v11, v22
sm3ss1.4s v16, v11, v26, v27
sm3tt1a.4s v23, v6, v18[0]
sm3tt1b.4s v3, v22, v8[1]
sm3tt2a.4s v13, v26, v2[1]
sm3tt2b.4s v14, v24, v9[0]
sm4e.4s v1, v25
sm4ekey.4s v13, v15, v4
