// mattr: +fp16fml
fmlal2 v8, v24, v15[4]
fmlal2 v1, v2, v6[4]
fmlal v31, v1, v14[0]
fmlal v0, v1, v15[7]
fmlsl2 v22, v26, v6[0]
fmlsl2 v23, v2, v0[0]
fmlsl v4, v6, v2[2]
fmlsl v3, v18, v0[7]
