// mattr: +dotprod
// instructions llvm-mc 19 takes only with: dotprod
sdot	v6.2s, v15.8b, v2.8b
sdot	v14.2s, v22.8b, v13.4b[0]
sdot	v6.4s, v26.16b, v15.16b
sdot	v8.4s, v20.16b, v18.4b[0]
udot	v5.2s, v29.8b, v4.8b
udot	v30.2s, v12.8b, v10.4b[3]
udot	v29.4s, v16.16b, v20.16b
udot	v18.4s, v5.16b, v11.4b[3]
