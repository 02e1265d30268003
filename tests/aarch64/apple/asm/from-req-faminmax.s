// mattr: +faminmax
famax.2d v5, v12, v11
famax.2s v13, v4, v14
famax.4h v9, v24, v5
famax.4s v19, v12, v8
famax.8h v17, v0, v11
famin.2d v27, v8, v13
famin.2s v11, v5, v19
famin.4h v12, v23, v28
famin.4s v12, v17, v23
famin.8h v17, v6, v15
