// without i8mm: each line is rejected
smmla	v25.4s, v28.16b, v6.16b
sudot	v9.2s, v2.8b, v16.4b[1]
sudot	v23.4s, v29.16b, v18.4b[0]
ummla	v0.4s, v13.16b, v25.16b
usdot	v13.2s, v5.8b, v7.8b
usdot	v30.2s, v2.8b, v1.4b[3]
usdot	v15.4s, v6.16b, v31.16b
usdot	v6.4s, v4.16b, v0.4b[2]
usmmla	v19.4s, v8.16b, v25.16b
