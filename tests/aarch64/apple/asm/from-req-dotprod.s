// mattr: +dotprod
sdot v20, v3, v22[0]
sdot v5, v8, v23[1]
udot v30, v12, v10[3]
udot v18, v5, v11[3]
