// mattr: +i8mm
sudot v16, v19, v18[1]
sudot v13, v9, v26[1]
usdot v1, v5, v14[3]
usdot v2, v8, v5[1]
