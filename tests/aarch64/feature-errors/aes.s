// without aes: each line is rejected
aesd	v18.16b, v4.16b
aese	v7.16b, v22.16b
aesimc	v13.16b, v16.16b
aesmc	v31.16b, v9.16b
pmull	v15.1q, v7.1d, v5.1d
pmull2	v9.1q, v2.2d, v30.2d
