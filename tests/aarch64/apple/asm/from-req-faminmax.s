// mattr: +faminmax
famax.2d v0, v21, v7
famax.2s v15, v24, v12
famax.4h v0, v14, v18
famax.4s v7, v26, v0
famax.8h v4, v19, v7
famin.2d v19, v9, v11
famin.2s v7, v0, v28
famin.4h v26, v14, v14
famin.4s v30, v6, v1
famin.8h v10, v5, v8
