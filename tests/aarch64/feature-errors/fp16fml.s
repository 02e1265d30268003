// without fp16fml: each line is rejected
fmlal2	v21.2s, v3.2h, v21.2h
fmlal2	v9.2s, v21.2h, v9.h[0]
fmlal2	v2.4s, v26.4h, v1.4h
fmlal2	v20.4s, v7.4h, v9.h[3]
fmlal	v10.2s, v29.2h, v20.2h
fmlal	v3.2s, v13.2h, v8.h[7]
fmlal	v24.4s, v2.4h, v6.4h
fmlal	v4.4s, v30.4h, v15.h[7]
fmlsl2	v19.2s, v30.2h, v29.2h
fmlsl2	v24.2s, v11.2h, v4.h[1]
fmlsl2	v10.4s, v7.4h, v2.4h
fmlsl2	v9.4s, v6.4h, v14.h[5]
