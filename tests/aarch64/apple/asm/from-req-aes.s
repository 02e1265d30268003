// mattr: +aes
aesd.16b v30, v31
aese.16b v21, v26
aesimc.16b v13, v22
aesmc.16b v21, v25
pmull.1q v9, v14, v22
pmull2.1q v27, v12, v26
