// without dotprod: each line is rejected
sdot	v0.2s, v8.8b, v14.8b
sdot	v15.2s, v5.8b, v16.4b[2]
sdot	v16.4s, v24.16b, v5.16b
sdot	v18.4s, v11.16b, v24.4b[0]
udot	v25.2s, v16.8b, v19.8b
udot	v29.2s, v17.8b, v7.4b[0]
udot	v6.4s, v12.16b, v19.16b
udot	v30.4s, v12.16b, v21.4b[0]
