// mattr: +dotprod
sdot v16, v26, v11[3]
sdot v26, v0, v4[1]
udot v22, v18, v10[2]
udot v23, v12, v3[0]
