// mattr: +dotprod
// instructions llvm-mc 19 takes only with: dotprod
sdot	v3.2s, v31.8b, v10.8b
sdot	v5.2s, v6.8b, v10.4b[3]
sdot	v29.4s, v10.16b, v23.16b
sdot	v0.4s, v30.16b, v11.4b[1]
udot	v11.2s, v8.8b, v8.8b
udot	v2.2s, v14.8b, v7.4b[3]
udot	v3.4s, v18.16b, v22.16b
udot	v31.4s, v10.16b, v14.4b[3]
