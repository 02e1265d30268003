// without dotprod: each line is rejected
sdot	v17.2s, v11.8b, v5.8b
sdot	v28.2s, v14.8b, v25.4b[0]
sdot	v13.4s, v21.16b, v14.16b
sdot	v30.4s, v18.16b, v19.4b[0]
udot	v14.2s, v23.8b, v5.8b
udot	v14.2s, v6.8b, v8.4b[0]
udot	v10.4s, v27.16b, v25.16b
udot	v14.4s, v20.16b, v20.4b[0]
