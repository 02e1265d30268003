// mattr: +sm4
sm3partw1.4s v17, v18, v25
sm3partw2.4s v5, v3, v7
sm3ss1.4s v31, v4, v19, v0
sm3tt1a.4s v9, v6, v8[0]
sm3tt1b.4s v22, v19, v16[1]
sm3tt2a.4s v18, v7, v3[0]
sm3tt2b.4s v2, v26, v2[3]
sm4e.4s v20, v14
sm4ekey.4s v7, v25, v0
