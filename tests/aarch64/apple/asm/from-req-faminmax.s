// mattr: +faminmax
famax.2d v13, v7, v26
famax.2s v26, v3, v23
famax.4h v22, v23, v23
famax.4s v25, v14, v4
famax.8h v22, v3, v10
famin.2d v17, v28, v20
famin.2s v29, v14, v27
famin.4h v30, v13, v14
famin.4s v6, v24, v15
famin.8h v13, v16, v12
