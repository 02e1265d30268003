// mattr: +i8mm
sudot v17, v15, v0[1]
sudot v18, v5, v24[3]
usdot v16, v6, v8[3]
usdot v12, v22, v30[3]
