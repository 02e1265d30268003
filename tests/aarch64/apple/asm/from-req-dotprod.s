// mattr: +dotprod
sdot v7, v12, v4[0]
sdot v31, v6, v30[0]
udot v22, v13, v2[2]
udot v27, v29, v10[2]
