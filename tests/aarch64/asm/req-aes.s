// mattr: +aes
// instructions llvm-mc 19 takes only with: aes
aesd	v24.16b, v17.16b
aese	v18.16b, v29.16b
aesimc	v31.16b, v17.16b
aesmc	v9.16b, v4.16b
pmull	v18.1q, v25.1d, v21.1d
pmull2	v14.1q, v1.2d, v31.2d
