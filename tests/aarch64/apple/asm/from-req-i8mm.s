// mattr: +i8mm
sudot v15, v12, v6[0]
sudot v19, v11, v1[2]
usdot v8, v30, v20[1]
usdot v21, v24, v25[3]
