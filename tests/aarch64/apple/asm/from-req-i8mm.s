// mattr: +i8mm
sudot v17, v22, v3[0]
sudot v19, v4, v18[0]
usdot v31, v18, v28[2]
usdot v23, v21, v26[3]
