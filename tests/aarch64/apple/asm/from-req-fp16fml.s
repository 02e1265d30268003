// mattr: +fp16fml
fmlal2 v23, v21, v15[1]
fmlal2 v3, v2, v8[0]
fmlal v0, v10, v9[5]
fmlal v15, v24, v9[7]
fmlsl2 v22, v19, v6[7]
fmlsl2 v24, v10, v11[0]
fmlsl v18, v29, v9[4]
fmlsl v15, v18, v13[1]
