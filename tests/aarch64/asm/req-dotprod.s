// mattr: +dotprod
// instructions llvm-mc 19 takes only with: dotprod
sdot	v5.2s, v21.8b, v24.8b
sdot	v16.2s, v26.8b, v11.4b[3]
sdot	v28.4s, v9.16b, v19.16b
sdot	v26.4s, v0.16b, v4.4b[1]
udot	v11.2s, v8.8b, v8.8b
udot	v2.2s, v14.8b, v7.4b[3]
udot	v3.4s, v18.16b, v22.16b
udot	v31.4s, v10.16b, v14.4b[3]
