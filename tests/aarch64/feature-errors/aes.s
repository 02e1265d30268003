// without aes: each line is rejected
aesd	v27.16b, v18.16b
aese	v23.16b, v7.16b
aesimc	v8.16b, v21.16b
aesmc	v12.16b, v22.16b
pmull	v3.1q, v13.1d, v30.1d
pmull2	v20.1q, v28.2d, v19.2d
