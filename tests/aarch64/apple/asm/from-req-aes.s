// mattr: +aes
aesd.16b v27, v7
aese.16b v28, v0
aesimc.16b v9, v4
aesmc.16b v25, v26
pmull.1q v10, v8, v5
pmull2.1q v21, v5, v8
