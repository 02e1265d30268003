// mattr: +fp16fml
fmlal2 v9, v21, v9[0]
fmlal2 v20, v7, v9[3]
fmlal v3, v13, v8[7]
fmlal v4, v30, v15[7]
fmlsl2 v24, v11, v4[1]
fmlsl2 v9, v6, v14[5]
fmlsl v9, v25, v8[1]
fmlsl v13, v2, v0[0]
