// mattr: +i8mm
sudot v22, v23, v1[1]
sudot v24, v19, v7[0]
usdot v11, v6, v6[2]
usdot v5, v25, v9[1]
