// mattr: +aes
aesd.16b v27, v18
aese.16b v23, v7
aesimc.16b v8, v21
aesmc.16b v12, v22
pmull.1q v3, v13, v30
pmull2.1q v20, v28, v19
