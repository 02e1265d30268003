// mattr: +fp16fml
// instructions llvm-mc 19 takes only with: fp16fml
fmlal2	v9.2s, v3.2h, v9.2h
fmlal2	v13.2s, v3.2h, v12.h[4]
fmlal2	v30.4s, v0.4h, v14.4h
fmlal2	v22.4s, v20.4h, v10.h[3]
fmlal	v9.2s, v0.2h, v18.2h
fmlal	v30.2s, v29.2h, v10.h[2]
fmlal	v17.4s, v22.4h, v12.4h
fmlal	v7.4s, v13.4h, v7.h[5]
fmlsl2	v20.2s, v12.2h, v29.2h
fmlsl2	v7.2s, v24.2h, v13.h[7]
fmlsl2	v9.4s, v28.4h, v7.4h
fmlsl2	v14.4s, v16.4h, v0.h[7]
fmlsl	v0.2s, v26.2h, v16.2h
fmlsl	v25.2s, v4.2h, v14.h[4]
fmlsl	v12.4s, v24.4h, v1.4h
fmlsl	v27.4s, v28.4h, v0.h[0]
