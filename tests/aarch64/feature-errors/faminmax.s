// without faminmax: each line is rejected
famax	v14.2d, v5.2d, v9.2d
famax	v30.2s, v7.2s, v6.2s
famax	v20.4h, v16.4h, v19.4h
famax	v9.4s, v25.4s, v3.4s
famax	v21.8h, v19.8h, v14.8h
famin	v15.2d, v17.2d, v13.2d
famin	v23.2s, v8.2s, v14.2s
famin	v20.4h, v7.4h, v9.4h
famin	v15.4s, v10.4s, v23.4s
famin	v6.8h, v29.8h, v2.8h
