// without faminmax: each line is rejected
famax	v5.2d, v19.2d, v22.2d
famax	v2.2s, v5.2s, v10.2s
famax	v10.4h, v16.4h, v1.4h
famax	v29.4s, v3.4s, v28.4s
famax	v2.8h, v22.8h, v18.8h
famin	v7.2d, v31.2d, v24.2d
famin	v2.2s, v18.2s, v25.2s
famin	v23.4h, v15.4h, v5.4h
famin	v4.4s, v18.4s, v6.4s
famin	v8.8h, v9.8h, v4.8h
