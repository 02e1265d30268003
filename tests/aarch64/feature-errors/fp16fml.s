// without fp16fml: each line is rejected
fmlal2	v26.2s, v22.2h, v0.2h
fmlal2	v23.2s, v21.2h, v15.h[1]
fmlal2	v9.4s, v21.4h, v19.4h
fmlal2	v3.4s, v2.4h, v8.h[0]
fmlal	v21.2s, v21.2h, v3.2h
fmlal	v0.2s, v10.2h, v9.h[5]
fmlal	v3.4s, v13.4h, v17.4h
fmlal	v15.4s, v24.4h, v9.h[7]
fmlsl2	v12.2s, v26.2h, v26.2h
fmlsl2	v22.2s, v19.2h, v6.h[7]
fmlsl2	v24.4s, v11.4h, v8.4h
fmlsl2	v24.4s, v10.4h, v11.h[0]
