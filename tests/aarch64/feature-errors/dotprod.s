// without dotprod: each line is rejected
sdot	v3.2s, v16.8b, v12.8b
sdot	v22.2s, v1.8b, v28.4b[3]
sdot	v3.4s, v7.16b, v14.16b
sdot	v29.4s, v11.16b, v27.4b[0]
udot	v6.2s, v19.8b, v18.8b
udot	v28.2s, v8.8b, v19.4b[3]
udot	v28.4s, v26.16b, v12.16b
udot	v10.4s, v26.16b, v25.4b[1]
