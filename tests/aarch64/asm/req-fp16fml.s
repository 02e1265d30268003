// mattr: +fp16fml
// instructions llvm-mc 19 takes only with: fp16fml
fmlal2	v29.2s, v28.2h, v4.2h
fmlal2	v5.2s, v4.2h, v13.h[0]
fmlal2	v25.4s, v31.4h, v12.4h
fmlal2	v31.4s, v8.4h, v12.h[0]
fmlal	v21.2s, v13.2h, v18.2h
fmlal	v22.2s, v26.2h, v6.h[0]
fmlal	v15.4s, v18.4h, v12.4h
fmlal	v23.4s, v2.4h, v0.h[0]
fmlsl2	v29.2s, v12.2h, v0.2h
fmlsl2	v25.2s, v29.2h, v14.h[0]
fmlsl2	v20.4s, v10.4h, v18.4h
fmlsl2	v19.4s, v31.4h, v4.h[0]
fmlsl	v24.2s, v2.2h, v3.2h
fmlsl	v20.2s, v2.2h, v3.h[0]
fmlsl	v24.4s, v30.4h, v11.4h
fmlsl	v8.4s, v0.4h, v12.h[3]
