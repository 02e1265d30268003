// mattr: +aes
// instructions llvm-mc 19 takes only with: aes
aesd	v18.16b, v4.16b
aese	v7.16b, v22.16b
aesimc	v13.16b, v16.16b
aesmc	v31.16b, v9.16b
pmull	v24.1q, v25.1d, v24.1d
pmull2	v15.1q, v19.2d, v16.2d
