// mattr: +aes
// instructions llvm-mc 19 takes only with: aes
aesd	v27.16b, v18.16b
aese	v23.16b, v7.16b
aesimc	v8.16b, v21.16b
aesmc	v12.16b, v22.16b
pmull	v31.1q, v29.1d, v2.1d
pmull2	v12.1q, v6.2d, v15.2d
