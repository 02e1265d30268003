// mattr: +fp16fml
// instructions llvm-mc 19 takes only with: fp16fml
fmlal2	v1.2s, v30.2h, v8.2h
fmlal2	v21.2s, v10.2h, v10.h[5]
fmlal2	v17.4s, v4.4h, v24.4h
fmlal2	v4.4s, v28.4h, v4.h[3]
fmlal	v6.2s, v25.2h, v21.2h
fmlal	v22.2s, v9.2h, v6.h[0]
fmlal	v7.4s, v3.4h, v6.4h
fmlal	v27.4s, v11.4h, v4.h[6]
fmlsl2	v31.2s, v19.2h, v18.2h
fmlsl2	v12.2s, v19.2h, v5.h[4]
fmlsl2	v14.4s, v17.4h, v2.4h
fmlsl2	v17.4s, v11.4h, v14.h[7]
fmlsl	v14.2s, v13.2h, v9.2h
fmlsl	v9.2s, v31.2h, v12.h[1]
fmlsl	v10.4s, v9.4h, v13.4h
fmlsl	v25.4s, v16.4h, v1.h[5]
