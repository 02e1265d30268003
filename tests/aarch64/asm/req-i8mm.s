// mattr: +i8mm
// instructions llvm-mc 19 takes only with: i8mm
smmla	v27.4s, v19.16b, v14.16b
sudot	v22.2s, v7.8b, v0.4b[2]
sudot	v6.4s, v16.16b, v14.4b[3]
ummla	v11.4s, v31.16b, v26.16b
usdot	v0.2s, v17.8b, v3.8b
usdot	v27.2s, v3.8b, v10.4b[3]
usdot	v3.4s, v17.16b, v7.16b
usdot	v21.4s, v14.16b, v3.4b[3]
usmmla	v24.4s, v28.16b, v28.16b
