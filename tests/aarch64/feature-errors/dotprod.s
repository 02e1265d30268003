// without dotprod: each line is rejected
sdot	v0.2s, v16.8b, v0.8b
sdot	v7.2s, v12.8b, v4.4b[0]
sdot	v9.4s, v13.16b, v15.16b
sdot	v31.4s, v6.16b, v30.4b[0]
udot	v5.2s, v7.8b, v11.8b
udot	v22.2s, v13.8b, v2.4b[2]
udot	v22.4s, v31.16b, v20.16b
udot	v27.4s, v29.16b, v10.4b[2]
