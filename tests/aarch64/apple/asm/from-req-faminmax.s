// mattr: +faminmax
famax.2d v7, v5, v23
famax.2s v11, v30, v21
famax.4h v10, v13, v9
famax.4s v23, v1, v3
famax.8h v10, v22, v20
famin.2d v14, v9, v15
famin.2s v6, v8, v21
famin.4h v4, v24, v11
famin.4s v30, v19, v13
famin.8h v21, v9, v7
