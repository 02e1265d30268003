// mattr: +i8mm
// instructions llvm-mc 19 takes only with: i8mm
smmla	v1.4s, v17.16b, v1.16b
sudot	v1.2s, v7.8b, v0.4b[3]
sudot	v27.4s, v12.16b, v19.4b[3]
ummla	v1.4s, v12.16b, v18.16b
usdot	v23.2s, v20.8b, v26.8b
usdot	v22.2s, v29.8b, v1.4b[1]
usdot	v22.4s, v4.16b, v14.16b
usdot	v0.4s, v27.16b, v6.4b[0]
usmmla	v4.4s, v23.16b, v24.16b
