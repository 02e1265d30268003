// mattr: +faminmax
// instructions llvm-mc 19 takes only with: faminmax
famax	v13.2d, v7.2d, v26.2d
famax	v26.2s, v3.2s, v23.2s
famax	v22.4h, v23.4h, v23.4h
famax	v25.4s, v14.4s, v4.4s
famax	v22.8h, v3.8h, v10.8h
famin	v17.2d, v28.2d, v20.2d
famin	v29.2s, v14.2s, v27.2s
famin	v30.4h, v13.4h, v14.4h
famin	v6.4s, v24.4s, v15.4s
famin	v13.8h, v16.8h, v12.8h
