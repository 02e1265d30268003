// without faminmax: each line is rejected
famax	v14.2d, v27.2d, v18.2d
famax	v23.2s, v26.2s, v18.2s
famax	v30.4h, v0.4h, v3.4h
famax	v29.4s, v24.4s, v0.4s
famax	v1.8h, v4.8h, v3.8h
famin	v23.2d, v22.2d, v14.2d
famin	v10.2s, v4.2s, v20.2s
famin	v15.4h, v13.4h, v2.4h
famin	v11.4s, v19.4s, v27.4s
famin	v4.8h, v11.8h, v20.8h
