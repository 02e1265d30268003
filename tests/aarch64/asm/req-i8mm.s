// mattr: +i8mm
// instructions llvm-mc 19 takes only with: i8mm
smmla	v12.4s, v21.16b, v4.16b
sudot	v22.2s, v28.8b, v15.4b[0]
sudot	v22.4s, v6.16b, v26.4b[0]
ummla	v26.4s, v12.16b, v2.16b
usdot	v28.2s, v0.8b, v27.8b
usdot	v16.2s, v11.8b, v13.4b[1]
usdot	v29.4s, v20.16b, v4.16b
usdot	v22.4s, v19.16b, v0.4b[3]
usmmla	v20.4s, v19.16b, v26.16b
