// mattr: +dotprod
sdot v22, v1, v28[3]
sdot v29, v11, v27[0]
udot v28, v8, v19[3]
udot v10, v26, v25[1]
