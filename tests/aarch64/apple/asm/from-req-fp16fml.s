// mattr: +fp16fml
fmlal2 v13, v3, v12[4]
fmlal2 v22, v20, v10[3]
fmlal v30, v29, v10[2]
fmlal v7, v13, v7[5]
fmlsl2 v7, v24, v13[7]
fmlsl2 v14, v16, v0[7]
fmlsl v25, v4, v14[4]
fmlsl v27, v28, v0[0]
