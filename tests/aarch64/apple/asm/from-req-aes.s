// mattr: +aes
aesd.16b v27, v7
aese.16b v28, v0
aesimc.16b v9, v4
aesmc.16b v25, v26
pmull.1q v29, v22, v19
pmull2.1q v16, v27, v11
