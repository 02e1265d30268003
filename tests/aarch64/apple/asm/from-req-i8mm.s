// mattr: +i8mm
sudot v17, v22, v3[0]
sudot v19, v4, v18[0]
usdot v3, v13, v8[0]
usdot v13, v7, v27[3]
