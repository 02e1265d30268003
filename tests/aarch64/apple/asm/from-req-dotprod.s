// mattr: +dotprod
sdot v20, v3, v28[2]
sdot v24, v10, v24[1]
udot v7, v23, v16[3]
udot v5, v14, v23[1]
