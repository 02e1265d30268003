// mattr: +dotprod
// instructions llvm-mc 19 takes only with: dotprod
sdot	v8.2s, v26.8b, v17.8b
sdot	v4.2s, v19.8b, v26.4b[0]
sdot	v27.4s, v2.16b, v12.16b
sdot	v6.4s, v8.16b, v19.4b[3]
udot	v13.2s, v0.8b, v12.8b
udot	v18.2s, v17.8b, v7.4b[3]
udot	v28.4s, v23.16b, v2.16b
udot	v2.4s, v28.16b, v16.4b[1]
