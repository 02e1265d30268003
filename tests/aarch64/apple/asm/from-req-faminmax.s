// mattr: +faminmax
famax.2d v28, v11, v31
famax.2s v19, v17, v26
famax.4h v0, v3, v8
famax.4s v5, v29, v20
famax.8h v30, v18, v16
famin.2d v0, v19, v1
famin.2s v14, v6, v27
famin.4h v0, v24, v28
famin.4s v23, v28, v10
famin.8h v9, v30, v12
