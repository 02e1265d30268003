// without i8mm: each line is rejected
smmla	v3.4s, v2.16b, v27.16b
sudot	v28.2s, v14.8b, v11.4b[0]
sudot	v17.4s, v6.16b, v22.4b[1]
ummla	v21.4s, v28.16b, v24.16b
usdot	v25.2s, v20.8b, v5.8b
usdot	v4.2s, v3.8b, v19.4b[0]
usdot	v17.4s, v6.16b, v14.16b
usdot	v15.4s, v9.16b, v12.4b[0]
usmmla	v21.4s, v11.16b, v21.16b
