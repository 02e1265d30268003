// mattr: +i8mm
sudot v28, v5, v23[1]
sudot v27, v4, v16[1]
usdot v20, v15, v0[0]
usdot v23, v2, v6[1]
