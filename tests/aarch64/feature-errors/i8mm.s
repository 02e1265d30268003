// without i8mm: each line is rejected
smmla	v9.4s, v20.16b, v27.16b
sudot	v17.2s, v15.8b, v0.4b[1]
sudot	v18.4s, v5.16b, v24.4b[3]
ummla	v21.4s, v14.16b, v3.16b
usdot	v1.2s, v6.8b, v6.8b
usdot	v16.2s, v6.8b, v8.4b[3]
usdot	v8.4s, v11.16b, v24.16b
usdot	v12.4s, v22.16b, v30.4b[3]
usmmla	v28.4s, v14.16b, v25.16b
