// mattr: +fp16fml
// instructions llvm-mc 19 takes only with: fp16fml
fmlal2	v25.2s, v29.2h, v8.2h
fmlal2	v13.2s, v29.2h, v13.h[5]
fmlal2	v0.4s, v21.4h, v16.4h
fmlal2	v17.4s, v20.4h, v15.h[5]
fmlal	v16.2s, v16.2h, v0.2h
fmlal	v5.2s, v28.2h, v10.h[0]
fmlal	v0.4s, v26.4h, v15.4h
fmlal	v27.4s, v22.4h, v13.h[0]
fmlsl2	v6.2s, v0.2h, v4.2h
fmlsl2	v22.2s, v0.2h, v8.h[1]
fmlsl2	v24.4s, v17.4h, v4.4h
fmlsl2	v11.4s, v25.4h, v1.h[6]
fmlsl	v4.2s, v12.2h, v23.2h
fmlsl	v11.2s, v1.2h, v8.h[1]
fmlsl	v18.4s, v29.4h, v4.4h
fmlsl	v2.4s, v19.4h, v14.h[0]
