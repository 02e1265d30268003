// mattr: +aes
aesd.16b v18, v4
aese.16b v7, v22
aesimc.16b v13, v16
aesmc.16b v31, v9
pmull.1q v18, v8, v23
pmull2.1q v17, v22, v14
