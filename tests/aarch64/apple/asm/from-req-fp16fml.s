// mattr: +fp16fml
fmlal2 v17, v3, v12[7]
fmlal2 v14, v18, v1[3]
fmlal v5, v0, v9[4]
fmlal v25, v15, v10[1]
fmlsl2 v16, v22, v13[6]
fmlsl2 v14, v16, v7[6]
fmlsl v28, v24, v2[7]
fmlsl v26, v12, v6[1]
