// mattr: +aes
// instructions llvm-mc 19 takes only with: aes
aesd	v18.16b, v4.16b
aese	v7.16b, v22.16b
aesimc	v13.16b, v16.16b
aesmc	v31.16b, v9.16b
pmull	v18.1q, v8.1d, v23.1d
pmull2	v17.1q, v22.2d, v14.2d
