// mattr: +fp16fml
fmlal2 v6, v17, v6[1]
fmlal2 v25, v5, v9[0]
fmlal v28, v2, v4[0]
fmlal v11, v13, v13[1]
fmlsl2 v6, v5, v6[7]
fmlsl2 v30, v18, v11[4]
fmlsl v9, v2, v9[4]
fmlsl v19, v10, v15[6]
