// mattr: +i8mm
sudot v22, v7, v0[2]
sudot v6, v16, v14[3]
usdot v27, v3, v10[3]
usdot v21, v14, v3[3]
