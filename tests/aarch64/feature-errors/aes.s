// without aes: each line is rejected
aesd	v22.16b, v29.16b
aese	v12.16b, v20.16b
aesimc	v4.16b, v18.16b
aesmc	v3.16b, v0.16b
pmull	v26.1q, v24.1d, v12.1d
pmull2	v3.1q, v27.2d, v29.2d
