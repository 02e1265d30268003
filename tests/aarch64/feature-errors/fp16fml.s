// without fp16fml: each line is rejected
fmlal2	v25.2s, v6.2h, v27.2h
fmlal2	v17.2s, v3.2h, v12.h[7]
fmlal2	v19.4s, v24.4h, v21.4h
fmlal2	v14.4s, v18.4h, v1.h[3]
fmlal	v9.2s, v31.2h, v10.2h
fmlal	v5.2s, v0.2h, v9.h[4]
fmlal	v1.4s, v30.4h, v20.4h
fmlal	v25.4s, v15.4h, v10.h[1]
fmlsl2	v27.2s, v0.2h, v24.2h
fmlsl2	v16.2s, v22.2h, v13.h[6]
fmlsl2	v23.4s, v26.4h, v26.4h
fmlsl2	v14.4s, v16.4h, v7.h[6]
