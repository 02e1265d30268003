// mattr: +faminmax
famax.2d v17, v23, v17
famax.2s v6, v15, v7
famax.4h v31, v24, v2
famax.4s v18, v25, v23
famax.8h v15, v5, v4
famin.2d v12, v12, v8
famin.2s v25, v21, v19
famin.4h v11, v19, v0
famin.4s v19, v1, v25
famin.8h v22, v4, v13
