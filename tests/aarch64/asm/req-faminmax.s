// mattr: +faminmax
// instructions llvm-mc 19 takes only with: faminmax
famax	v5.2d, v12.2d, v11.2d
famax	v13.2s, v4.2s, v14.2s
famax	v9.4h, v24.4h, v5.4h
famax	v19.4s, v12.4s, v8.4s
famax	v17.8h, v0.8h, v11.8h
famin	v27.2d, v8.2d, v13.2d
famin	v11.2s, v5.2s, v19.2s
famin	v12.4h, v23.4h, v28.4h
famin	v12.4s, v17.4s, v23.4s
famin	v17.8h, v6.8h, v15.8h
