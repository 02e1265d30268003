// mattr: +dotprod
sdot v18, v11, v24[0]
sdot v2, v2, v8[1]
udot v13, v30, v30[3]
udot v30, v3, v17[1]
