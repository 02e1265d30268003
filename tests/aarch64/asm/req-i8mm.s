// mattr: +i8mm
// instructions llvm-mc 19 takes only with: i8mm
smmla	v31.4s, v2.16b, v10.16b
sudot	v7.2s, v7.8b, v1.4b[2]
sudot	v30.4s, v21.16b, v15.4b[3]
ummla	v26.4s, v7.16b, v27.16b
usdot	v14.2s, v0.8b, v23.8b
usdot	v13.2s, v6.8b, v27.4b[1]
usdot	v16.4s, v14.16b, v21.16b
usdot	v5.4s, v11.16b, v22.4b[3]
usmmla	v30.4s, v19.16b, v25.16b
