// mattr: +aes
aesd.16b v22, v29
aese.16b v12, v20
aesimc.16b v4, v18
aesmc.16b v3, v0
pmull.1q v26, v24, v12
pmull2.1q v3, v27, v29
