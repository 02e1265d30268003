// mattr: +i8mm
// instructions llvm-mc 19 takes only with: i8mm
smmla	v29.4s, v29.16b, v3.16b
sudot	v17.2s, v29.8b, v13.4b[0]
sudot	v1.4s, v2.16b, v14.4b[2]
ummla	v21.4s, v3.16b, v23.16b
usdot	v22.2s, v4.8b, v6.8b
usdot	v8.2s, v5.8b, v16.4b[3]
usdot	v3.4s, v23.16b, v30.16b
usdot	v30.4s, v16.16b, v23.4b[2]
usmmla	v26.4s, v8.16b, v30.16b
