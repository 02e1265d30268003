// mattr: +fp16fml
fmlal2 v1, v15, v0[3]
fmlal2 v31, v16, v4[1]
fmlal v11, v25, v10[0]
fmlal v5, v4, v5[0]
fmlsl2 v11, v17, v7[0]
fmlsl2 v14, v19, v2[2]
fmlsl v30, v7, v12[0]
fmlsl v9, v22, v0[7]
