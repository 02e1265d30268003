// mattr: +dotprod
sdot v15, v13, v7[2]
sdot v28, v7, v0[3]
udot v13, v12, v20[0]
udot v2, v11, v31[0]
