eor.16b v3, v12, v20
eor.16b v8, v17, v25
eor.16b v13, v22, v30
eor.16b v18, v27, v3
eor.16b v23, v0, v8
eor.16b v28, v5, v13
