// mattr: +fp16fml
fmlal2 v25, v25, v5[0]
fmlal2 v12, v3, v3[7]
fmlal v31, v4, v4[0]
fmlal v20, v23, v3[0]
fmlsl2 v26, v24, v5[6]
fmlsl2 v16, v18, v15[7]
fmlsl v5, v25, v15[2]
fmlsl v28, v1, v13[0]
