// without aes: each line is rejected
aesd	v27.16b, v7.16b
aese	v28.16b, v0.16b
aesimc	v9.16b, v4.16b
aesmc	v25.16b, v26.16b
pmull	v1.1q, v3.1d, v7.1d
pmull2	v28.1q, v2.2d, v17.2d
