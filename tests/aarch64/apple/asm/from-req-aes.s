// mattr: +aes
aesd.16b v24, v17
aese.16b v18, v29
aesimc.16b v31, v17
aesmc.16b v9, v4
pmull.1q v18, v25, v21
pmull2.1q v14, v1, v31
