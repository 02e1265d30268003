// mattr: +aes
aesd.16b v27, v7
aese.16b v28, v0
aesimc.16b v9, v4
aesmc.16b v25, v26
pmull.1q v26, v27, v25
pmull2.1q v18, v25, v16
