// mattr: +dotprod
sdot v31, v3, v13[0]
sdot v20, v15, v28[1]
udot v5, v5, v1[1]
udot v5, v18, v29[3]
