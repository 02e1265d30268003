// mattr: +i8mm
sudot v28, v14, v11[0]
sudot v17, v6, v22[1]
usdot v4, v3, v19[0]
usdot v15, v9, v12[0]
