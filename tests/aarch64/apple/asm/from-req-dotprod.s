// mattr: +dotprod
sdot v3, v2, v27[1]
sdot v27, v13, v31[0]
udot v8, v27, v31[3]
udot v23, v4, v23[1]
