// without i8mm: each line is rejected
smmla	v20.4s, v7.16b, v9.16b
sudot	v22.2s, v23.8b, v1.4b[1]
sudot	v24.4s, v19.16b, v7.4b[0]
ummla	v16.4s, v26.16b, v1.16b
usdot	v9.2s, v4.8b, v25.8b
usdot	v11.2s, v6.8b, v6.4b[2]
usdot	v20.4s, v0.16b, v29.16b
usdot	v5.4s, v25.16b, v9.4b[1]
usmmla	v28.4s, v7.16b, v18.16b
