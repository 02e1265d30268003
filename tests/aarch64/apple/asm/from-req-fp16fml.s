// mattr: +fp16fml
fmlal2 v29, v0, v9[0]
fmlal2 v31, v27, v8[0]
fmlal v13, v22, v7[5]
fmlal v21, v2, v13[6]
fmlsl2 v21, v20, v15[1]
fmlsl2 v11, v15, v5[2]
fmlsl v12, v8, v6[2]
fmlsl v15, v6, v1[1]
