// mattr: +sm4
sm3partw1.4s v18, v6, v25
sm3partw2.4s v16, v29, v31
sm3ss1.4s v15, v7, v17, v10
sm3tt1a.4s v14, v31, v26[3]
sm3tt1b.4s v12, v31, v8[2]
sm3tt2a.4s v23, v10, v11[3]
sm3tt2b.4s v27, v13, v28[1]
sm4e.4s v6, v28
sm4ekey.4s v11, v5, v9
