// without aes: each line is rejected
aesd	v30.16b, v31.16b
aese	v21.16b, v26.16b
aesimc	v13.16b, v22.16b
aesmc	v21.16b, v25.16b
pmull	v30.1q, v8.1d, v18.1d
pmull2	v27.1q, v10.2d, v25.2d
