// without dotprod: each line is rejected
sdot	v16.2s, v29.8b, v10.8b
sdot	v20.2s, v3.8b, v22.4b[0]
sdot	v17.4s, v23.16b, v13.16b
sdot	v5.4s, v8.16b, v23.4b[1]
udot	v5.2s, v29.8b, v4.8b
udot	v30.2s, v12.8b, v10.4b[3]
udot	v29.4s, v16.16b, v20.16b
udot	v18.4s, v5.16b, v11.4b[3]
