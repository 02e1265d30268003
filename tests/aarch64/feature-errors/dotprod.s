// without dotprod: each line is rejected
sdot	v14.2s, v10.8b, v10.8b
sdot	v27.2s, v0.8b, v26.4b[0]
sdot	v8.4s, v1.16b, v8.16b
sdot	v22.4s, v9.16b, v1.4b[3]
udot	v9.2s, v30.8b, v5.8b
udot	v26.2s, v0.8b, v9.4b[3]
udot	v26.4s, v22.16b, v11.16b
udot	v14.4s, v30.16b, v1.4b[3]
