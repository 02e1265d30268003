// mattr: +i8mm
// instructions llvm-mc 19 takes only with: i8mm
smmla	v2.4s, v19.16b, v22.16b
sudot	v22.2s, v27.8b, v28.4b[2]
sudot	v31.4s, v26.16b, v23.4b[3]
ummla	v9.4s, v8.16b, v5.16b
usdot	v3.2s, v28.8b, v21.8b
usdot	v24.2s, v7.8b, v26.4b[1]
usdot	v29.4s, v31.16b, v24.16b
usdot	v5.4s, v15.16b, v31.4b[3]
usmmla	v21.4s, v25.16b, v20.16b
