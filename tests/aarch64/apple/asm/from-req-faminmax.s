// mattr: +faminmax
famax.2d v14, v5, v9
famax.2s v30, v7, v6
famax.4h v20, v16, v19
famax.4s v9, v25, v3
famax.8h v21, v19, v14
famin.2d v15, v17, v13
famin.2s v23, v8, v14
famin.4h v20, v7, v9
famin.4s v15, v10, v23
famin.8h v6, v29, v2
