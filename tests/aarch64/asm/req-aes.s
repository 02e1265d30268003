// mattr: +aes
// instructions llvm-mc 19 takes only with: aes
aesd	v27.16b, v18.16b
aese	v23.16b, v7.16b
aesimc	v8.16b, v21.16b
aesmc	v12.16b, v22.16b
pmull	v5.1q, v4.1d, v24.1d
pmull2	v28.1q, v22.2d, v25.2d
