// mattr: +dotprod
sdot v4, v11, v1[0]
sdot v6, v11, v14[3]
udot v27, v21, v19[0]
udot v28, v3, v2[0]
