// mattr: +aes
aesd.16b v27, v18
aese.16b v23, v7
aesimc.16b v8, v21
aesmc.16b v12, v22
pmull.1q v5, v4, v24
pmull2.1q v28, v22, v25
