// without dotprod: each line is rejected
sdot	v5.2s, v7.8b, v7.8b
sdot	v20.2s, v3.8b, v28.4b[2]
sdot	v24.4s, v2.16b, v13.16b
sdot	v24.4s, v10.16b, v24.4b[1]
udot	v20.2s, v3.8b, v14.8b
udot	v7.2s, v23.8b, v16.4b[3]
udot	v21.4s, v0.16b, v18.16b
udot	v5.4s, v14.16b, v23.4b[1]
