// mattr: +aes
aesd.16b v27, v18
aese.16b v23, v7
aesimc.16b v8, v21
aesmc.16b v12, v22
pmull.1q v31, v29, v2
pmull2.1q v12, v6, v15
