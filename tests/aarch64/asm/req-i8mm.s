// mattr: +i8mm
// instructions llvm-mc 19 takes only with: i8mm
smmla	v9.4s, v24.16b, v14.16b
sudot	v1.2s, v7.8b, v0.4b[3]
sudot	v27.4s, v12.16b, v19.4b[3]
ummla	v1.4s, v2.16b, v0.16b
usdot	v5.2s, v8.8b, v10.8b
usdot	v24.2s, v3.8b, v20.4b[1]
usdot	v8.4s, v27.16b, v31.16b
usdot	v14.4s, v21.16b, v19.4b[3]
usmmla	v23.4s, v30.16b, v4.16b
