// without dotprod: each line is rejected
sdot	v16.2s, v31.8b, v1.8b
sdot	v31.2s, v3.8b, v13.4b[0]
sdot	v29.4s, v3.16b, v2.16b
sdot	v20.4s, v15.16b, v28.4b[1]
udot	v26.2s, v3.8b, v4.8b
udot	v5.2s, v5.8b, v1.4b[1]
udot	v27.4s, v18.16b, v5.16b
udot	v5.4s, v18.16b, v29.4b[3]
