// mattr: +dotprod
sdot v28, v14, v25[0]
sdot v30, v18, v19[0]
udot v14, v6, v8[0]
udot v14, v20, v20[0]
