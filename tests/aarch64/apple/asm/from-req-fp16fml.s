// mattr: +fp16fml
fmlal2 v5, v4, v13[0]
fmlal2 v31, v8, v12[0]
fmlal v22, v26, v6[0]
fmlal v23, v2, v0[0]
fmlsl2 v25, v29, v14[0]
fmlsl2 v19, v31, v4[0]
fmlsl v20, v2, v3[0]
fmlsl v8, v0, v12[3]
