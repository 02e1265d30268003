// mattr: +i8mm
sudot v1, v7, v0[3]
sudot v27, v12, v19[3]
usdot v22, v29, v1[1]
usdot v0, v27, v6[0]
