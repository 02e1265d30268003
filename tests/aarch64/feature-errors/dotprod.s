// without dotprod: each line is rejected
sdot	v7.2s, v5.8b, v1.8b
sdot	v4.2s, v11.8b, v1.4b[0]
sdot	v26.4s, v5.16b, v18.16b
sdot	v6.4s, v11.16b, v14.4b[3]
udot	v29.2s, v12.8b, v18.8b
udot	v27.2s, v21.8b, v19.4b[0]
udot	v12.4s, v26.16b, v17.16b
udot	v28.4s, v3.16b, v2.4b[0]
