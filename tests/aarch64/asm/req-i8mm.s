// mattr: +i8mm
// instructions llvm-mc 19 takes only with: i8mm
smmla	v31.4s, v6.16b, v30.16b
sudot	v28.2s, v5.8b, v23.4b[1]
sudot	v27.4s, v4.16b, v16.4b[1]
ummla	v31.4s, v15.16b, v20.16b
usdot	v15.2s, v23.8b, v20.8b
usdot	v20.2s, v15.8b, v0.4b[0]
usdot	v18.4s, v5.16b, v24.16b
usdot	v23.4s, v2.16b, v6.4b[1]
usmmla	v3.4s, v17.16b, v7.16b
