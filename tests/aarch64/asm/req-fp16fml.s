// mattr: +fp16fml
// instructions llvm-mc 19 takes only with: fp16fml
fmlal2	v22.2s, v16.2h, v22.2h
fmlal2	v25.2s, v25.2h, v5.h[0]
fmlal2	v1.4s, v2.4h, v30.4h
fmlal2	v12.4s, v3.4h, v3.h[7]
fmlal	v21.2s, v19.2h, v22.2h
fmlal	v31.2s, v4.2h, v4.h[0]
fmlal	v21.4s, v31.4h, v11.4h
fmlal	v20.4s, v23.4h, v3.h[0]
fmlsl2	v19.2s, v30.2h, v12.2h
fmlsl2	v26.2s, v24.2h, v5.h[6]
fmlsl2	v20.4s, v13.4h, v9.4h
fmlsl2	v16.4s, v18.4h, v15.h[7]
fmlsl	v11.2s, v1.2h, v6.2h
fmlsl	v5.2s, v25.2h, v15.h[2]
fmlsl	v14.4s, v23.4h, v29.4h
fmlsl	v28.4s, v1.4h, v13.h[0]
