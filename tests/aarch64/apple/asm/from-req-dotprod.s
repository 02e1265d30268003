// mattr: +dotprod
sdot v4, v19, v26[0]
sdot v6, v8, v19[3]
udot v18, v17, v7[3]
udot v2, v28, v16[1]
