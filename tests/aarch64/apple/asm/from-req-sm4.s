// mattr: +sm4
sm3partw1.4s v10, v31, v20
sm3partw2.4s v15, v20, v11
sm3ss1.4s v12, v18, v0, v6
sm3tt1a.4s v5, v6, v2[0]
sm3tt1b.4s v17, v13, v26[1]
sm3tt2a.4s v15, v13, v13[0]
sm3tt2b.4s v1, v16, v12[3]
sm4e.4s v16, v27
sm4ekey.4s v12, v15, v17
