// mattr: +i8mm
// instructions llvm-mc 19 takes only with: i8mm
smmla	v2.4s, v21.16b, v21.16b
sudot	v16.2s, v19.8b, v18.4b[1]
sudot	v13.4s, v9.16b, v26.4b[1]
ummla	v1.4s, v17.16b, v27.16b
usdot	v16.2s, v13.8b, v22.8b
usdot	v1.2s, v5.8b, v14.4b[3]
usdot	v11.4s, v4.16b, v22.16b
usdot	v2.4s, v8.16b, v5.4b[1]
usmmla	v20.4s, v30.16b, v25.16b
