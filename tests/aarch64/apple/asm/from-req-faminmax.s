// mattr: +faminmax
famax.2d v5, v19, v22
famax.2s v2, v5, v10
famax.4h v10, v16, v1
famax.4s v29, v3, v28
famax.8h v2, v22, v18
famin.2d v7, v31, v24
famin.2s v2, v18, v25
famin.4h v23, v15, v5
famin.4s v4, v18, v6
famin.8h v8, v9, v4
