// without aes: each line is rejected
aesd	v27.16b, v7.16b
aese	v28.16b, v0.16b
aesimc	v9.16b, v4.16b
aesmc	v25.16b, v26.16b
pmull	v3.1q, v4.1d, v22.1d
pmull2	v30.1q, v11.2d, v5.2d
