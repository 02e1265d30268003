// mattr: +fp16fml
// instructions llvm-mc 19 takes only with: fp16fml
fmlal2	v30.2s, v14.2h, v2.2h
fmlal2	v6.2s, v17.2h, v6.h[1]
fmlal2	v13.4s, v5.4h, v22.4h
fmlal2	v25.4s, v5.4h, v9.h[0]
fmlal	v7.2s, v22.2h, v5.2h
fmlal	v28.2s, v2.2h, v4.h[0]
fmlal	v18.4s, v28.4h, v0.4h
fmlal	v11.4s, v13.4h, v13.h[1]
fmlsl2	v24.2s, v13.2h, v26.2h
fmlsl2	v6.2s, v5.2h, v6.h[7]
fmlsl2	v2.4s, v27.4h, v24.4h
fmlsl2	v30.4s, v18.4h, v11.h[4]
fmlsl	v24.2s, v8.2h, v24.2h
fmlsl	v9.2s, v2.2h, v9.h[4]
fmlsl	v12.4s, v7.4h, v8.4h
fmlsl	v19.4s, v10.4h, v15.h[6]
