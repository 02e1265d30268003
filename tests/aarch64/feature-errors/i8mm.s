// without i8mm: each line is rejected
smmla	v21.4s, v10.16b, v5.16b
sudot	v17.2s, v22.8b, v3.4b[0]
sudot	v19.4s, v4.16b, v18.4b[0]
ummla	v8.4s, v13.16b, v28.16b
usdot	v1.2s, v29.8b, v7.8b
usdot	v31.2s, v18.8b, v28.4b[2]
usdot	v28.4s, v15.16b, v29.16b
usdot	v23.4s, v21.16b, v26.4b[3]
usmmla	v22.4s, v17.16b, v0.16b
