// mattr: +faminmax
// instructions llvm-mc 19 takes only with: faminmax
famax	v0.2d, v21.2d, v7.2d
famax	v15.2s, v24.2s, v12.2s
famax	v0.4h, v14.4h, v18.4h
famax	v7.4s, v26.4s, v0.4s
famax	v4.8h, v19.8h, v7.8h
famin	v19.2d, v9.2d, v11.2d
famin	v7.2s, v0.2s, v28.2s
famin	v26.4h, v14.4h, v14.4h
famin	v30.4s, v6.4s, v1.4s
famin	v10.8h, v5.8h, v8.8h
