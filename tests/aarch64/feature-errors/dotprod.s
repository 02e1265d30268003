// without dotprod: each line is rejected
sdot	v14.2s, v21.8b, v31.8b
sdot	v15.2s, v13.8b, v7.4b[2]
sdot	v9.4s, v15.16b, v30.16b
sdot	v28.4s, v7.16b, v0.4b[3]
udot	v15.2s, v18.8b, v29.8b
udot	v13.2s, v12.8b, v20.4b[0]
udot	v5.4s, v25.16b, v19.16b
udot	v2.4s, v11.16b, v31.4b[0]
