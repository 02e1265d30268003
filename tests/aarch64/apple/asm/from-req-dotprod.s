// mattr: +dotprod
sdot v14, v22, v13[0]
sdot v8, v20, v18[0]
udot v30, v12, v10[3]
udot v18, v5, v11[3]
