// mattr: +fp16fml
fmlal2 v13, v29, v13[5]
fmlal2 v17, v20, v15[5]
fmlal v5, v28, v10[0]
fmlal v27, v22, v13[0]
fmlsl2 v22, v0, v8[1]
fmlsl2 v11, v25, v1[6]
fmlsl v11, v1, v8[1]
fmlsl v2, v19, v14[0]
