// without faminmax: each line is rejected
famax	v7.2d, v5.2d, v23.2d
famax	v11.2s, v30.2s, v21.2s
famax	v10.4h, v13.4h, v9.4h
famax	v23.4s, v1.4s, v3.4s
famax	v10.8h, v22.8h, v20.8h
famin	v14.2d, v9.2d, v15.2d
famin	v6.2s, v8.2s, v21.2s
famin	v4.4h, v24.4h, v11.4h
famin	v30.4s, v19.4s, v13.4s
famin	v21.8h, v9.8h, v7.8h
