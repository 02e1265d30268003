// without i8mm: each line is rejected
smmla	v14.4s, v12.16b, v7.16b
sudot	v15.2s, v12.8b, v6.4b[0]
sudot	v19.4s, v11.16b, v1.4b[2]
ummla	v3.4s, v18.16b, v26.16b
usdot	v16.2s, v13.8b, v23.8b
usdot	v8.2s, v30.8b, v20.4b[1]
usdot	v10.4s, v10.16b, v1.16b
usdot	v21.4s, v24.16b, v25.4b[3]
usmmla	v29.4s, v23.16b, v8.16b
