// mattr: +dotprod
sdot v16, v26, v11[3]
sdot v26, v0, v4[1]
udot v2, v14, v7[3]
udot v31, v10, v14[3]
