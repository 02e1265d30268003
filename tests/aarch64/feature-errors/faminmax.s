// without faminmax: each line is rejected
famax	v17.2d, v23.2d, v17.2d
famax	v6.2s, v15.2s, v7.2s
famax	v31.4h, v24.4h, v2.4h
famax	v18.4s, v25.4s, v23.4s
famax	v15.8h, v5.8h, v4.8h
famin	v12.2d, v12.2d, v8.2d
famin	v25.2s, v21.2s, v19.2s
famin	v11.4h, v19.4h, v0.4h
famin	v19.4s, v1.4s, v25.4s
famin	v22.8h, v4.8h, v13.8h
