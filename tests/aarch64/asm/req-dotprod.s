// mattr: +dotprod
// instructions llvm-mc 19 takes only with: dotprod
sdot	v12.2s, v13.8b, v10.8b
sdot	v3.2s, v2.8b, v27.4b[1]
sdot	v4.4s, v18.16b, v8.16b
sdot	v27.4s, v13.16b, v31.4b[0]
udot	v3.2s, v17.8b, v12.8b
udot	v8.2s, v27.8b, v31.4b[3]
udot	v21.4s, v28.16b, v31.16b
udot	v23.4s, v4.16b, v23.4b[1]
