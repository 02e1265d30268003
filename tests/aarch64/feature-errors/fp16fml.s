// without fp16fml: each line is rejected
fmlal2	v4.2s, v31.2h, v9.2h
fmlal2	v11.2s, v28.2h, v2.h[0]
fmlal2	v5.4s, v25.4h, v31.4h
fmlal2	v23.4s, v22.4h, v14.h[0]
fmlal	v14.2s, v1.2h, v2.2h
fmlal	v30.2s, v28.2h, v1.h[1]
fmlal	v28.4s, v29.4h, v5.4h
fmlal	v15.4s, v10.4h, v6.h[5]
fmlsl2	v16.2s, v20.2h, v25.2h
fmlsl2	v30.2s, v20.2h, v8.h[0]
fmlsl2	v22.4s, v30.4h, v14.4h
fmlsl2	v28.4s, v10.4h, v10.h[5]
