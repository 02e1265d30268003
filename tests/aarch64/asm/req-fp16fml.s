// mattr: +fp16fml
// instructions llvm-mc 19 takes only with: fp16fml
fmlal2	v12.2s, v29.2h, v2.2h
fmlal2	v8.2s, v24.2h, v15.h[4]
fmlal2	v23.4s, v16.4h, v31.4h
fmlal2	v1.4s, v2.4h, v6.h[4]
fmlal	v5.2s, v12.2h, v15.2h
fmlal	v31.2s, v1.2h, v14.h[0]
fmlal	v13.4s, v26.4h, v7.4h
fmlal	v0.4s, v1.4h, v15.h[7]
fmlsl2	v21.2s, v13.2h, v18.2h
fmlsl2	v22.2s, v26.2h, v6.h[0]
fmlsl2	v15.4s, v18.4h, v12.4h
fmlsl2	v23.4s, v2.4h, v0.h[0]
fmlsl	v10.2s, v5.2h, v18.2h
fmlsl	v4.2s, v6.2h, v2.h[2]
fmlsl	v21.4s, v6.4h, v16.4h
fmlsl	v3.4s, v18.4h, v0.h[7]
