// mattr: +faminmax
famax.2d v14, v27, v18
famax.2s v23, v26, v18
famax.4h v30, v0, v3
famax.4s v29, v24, v0
famax.8h v1, v4, v3
famin.2d v23, v22, v14
famin.2s v10, v4, v20
famin.4h v15, v13, v2
famin.4s v11, v19, v27
famin.8h v4, v11, v20
