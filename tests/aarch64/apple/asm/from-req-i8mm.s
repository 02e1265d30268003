// mattr: +i8mm
sudot v1, v7, v0[3]
sudot v27, v12, v19[3]
usdot v24, v3, v20[1]
usdot v14, v21, v19[3]
