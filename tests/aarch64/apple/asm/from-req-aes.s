// mattr: +aes
aesd.16b v30, v31
aese.16b v21, v26
aesimc.16b v13, v22
aesmc.16b v21, v25
pmull.1q v30, v8, v18
pmull2.1q v27, v10, v25
