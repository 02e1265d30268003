// without fp16fml: each line is rejected
fmlal2	v12.2s, v23.2h, v15.2h
fmlal2	v1.2s, v15.2h, v0.h[3]
fmlal2	v12.4s, v9.4h, v16.4h
fmlal2	v31.4s, v16.4h, v4.h[1]
fmlal	v28.2s, v0.2h, v18.2h
fmlal	v11.2s, v25.2h, v10.h[0]
fmlal	v11.4s, v10.4h, v28.4h
fmlal	v5.4s, v4.4h, v5.h[0]
fmlsl2	v18.2s, v14.2h, v12.2h
fmlsl2	v11.2s, v17.2h, v7.h[0]
fmlsl2	v3.4s, v24.4h, v6.4h
fmlsl2	v14.4s, v19.4h, v2.h[2]
