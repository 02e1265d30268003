// mattr: +i8mm
sudot v22, v28, v15[0]
sudot v22, v6, v26[0]
usdot v16, v11, v13[1]
usdot v22, v19, v0[3]
