// without i8mm: each line is rejected
smmla	v21.4s, v10.16b, v5.16b
sudot	v17.2s, v22.8b, v3.4b[0]
sudot	v19.4s, v4.16b, v18.4b[0]
ummla	v0.4s, v8.16b, v22.16b
usdot	v16.2s, v15.8b, v5.8b
usdot	v3.2s, v13.8b, v8.4b[0]
usdot	v7.4s, v8.16b, v7.16b
usdot	v13.4s, v7.16b, v27.4b[3]
usmmla	v6.4s, v30.16b, v9.16b
