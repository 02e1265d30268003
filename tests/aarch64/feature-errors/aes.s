// without aes: each line is rejected
aesd	v27.16b, v7.16b
aese	v28.16b, v0.16b
aesimc	v9.16b, v4.16b
aesmc	v25.16b, v26.16b
pmull	v26.1q, v27.1d, v25.1d
pmull2	v18.1q, v25.2d, v16.2d
