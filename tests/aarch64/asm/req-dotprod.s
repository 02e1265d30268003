// mattr: +dotprod
// instructions llvm-mc 19 takes only with: dotprod
sdot	v25.2s, v13.8b, v17.8b
sdot	v9.2s, v12.8b, v29.4b[1]
sdot	v21.4s, v23.16b, v9.16b
sdot	v0.4s, v16.16b, v29.4b[2]
udot	v15.2s, v23.8b, v20.8b
udot	v20.2s, v15.8b, v0.4b[0]
udot	v18.4s, v5.16b, v24.16b
udot	v23.4s, v2.16b, v6.4b[1]
