// mattr: +dotprod
// instructions llvm-mc 19 takes only with: dotprod
sdot	v16.2s, v24.8b, v5.8b
sdot	v18.2s, v11.8b, v24.4b[0]
sdot	v18.4s, v21.16b, v11.16b
sdot	v2.4s, v2.16b, v8.4b[1]
udot	v24.2s, v16.8b, v24.8b
udot	v13.2s, v30.8b, v30.4b[3]
udot	v30.4s, v10.16b, v8.16b
udot	v30.4s, v3.16b, v17.4b[1]
