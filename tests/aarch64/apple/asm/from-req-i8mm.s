// mattr: +i8mm
sudot v17, v29, v13[0]
sudot v1, v2, v14[2]
usdot v8, v5, v16[3]
usdot v30, v16, v23[2]
