// without dotprod: each line is rejected
sdot	v5.2s, v21.8b, v24.8b
sdot	v16.2s, v26.8b, v11.4b[3]
sdot	v28.4s, v9.16b, v19.16b
sdot	v26.4s, v0.16b, v4.4b[1]
udot	v26.2s, v10.8b, v18.8b
udot	v22.2s, v18.8b, v10.4b[2]
udot	v28.4s, v6.16b, v4.16b
udot	v23.4s, v12.16b, v3.4b[0]
