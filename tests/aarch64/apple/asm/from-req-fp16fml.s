// mattr: +fp16fml
fmlal2 v21, v10, v10[5]
fmlal2 v4, v28, v4[3]
fmlal v22, v9, v6[0]
fmlal v27, v11, v4[6]
fmlsl2 v12, v19, v5[4]
fmlsl2 v17, v11, v14[7]
fmlsl v9, v31, v12[1]
fmlsl v25, v16, v1[5]
