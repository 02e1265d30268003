// mattr: +i8mm
sudot v7, v7, v1[2]
sudot v30, v21, v15[3]
usdot v13, v6, v27[1]
usdot v5, v11, v22[3]
