// mattr: +dotprod
sdot v5, v6, v10[3]
sdot v0, v30, v11[1]
udot v2, v14, v7[3]
udot v31, v10, v14[3]
