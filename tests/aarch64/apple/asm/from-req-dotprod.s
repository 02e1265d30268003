// mattr: +dotprod
sdot v9, v12, v29[1]
sdot v0, v16, v29[2]
udot v20, v15, v0[0]
udot v23, v2, v6[1]
