// without aes: each line is rejected
aesd	v27.16b, v7.16b
aese	v28.16b, v0.16b
aesimc	v9.16b, v4.16b
aesmc	v25.16b, v26.16b
pmull	v29.1q, v22.1d, v19.1d
pmull2	v16.1q, v27.2d, v11.2d
