// without fp16fml: each line is rejected
fmlal2	v31.2s, v8.2h, v22.2h
fmlal2	v29.2s, v0.2h, v9.h[0]
fmlal2	v19.4s, v16.4h, v2.4h
fmlal2	v31.4s, v27.4h, v8.h[0]
fmlal	v5.2s, v26.2h, v10.2h
fmlal	v13.2s, v22.2h, v7.h[5]
fmlal	v16.4s, v14.4h, v31.4h
fmlal	v21.4s, v2.4h, v13.h[6]
fmlsl2	v14.2s, v1.2h, v10.2h
fmlsl2	v21.2s, v20.2h, v15.h[1]
fmlsl2	v7.4s, v17.4h, v17.4h
fmlsl2	v11.4s, v15.4h, v5.h[2]
