// mattr: +faminmax
// instructions llvm-mc 19 takes only with: faminmax
famax	v28.2d, v11.2d, v31.2d
famax	v19.2s, v17.2s, v26.2s
famax	v0.4h, v3.4h, v8.4h
famax	v5.4s, v29.4s, v20.4s
famax	v30.8h, v18.8h, v16.8h
famin	v0.2d, v19.2d, v1.2d
famin	v14.2s, v6.2s, v27.2s
famin	v0.4h, v24.4h, v28.4h
famin	v23.4s, v28.4s, v10.4s
famin	v9.8h, v30.8h, v12.8h
