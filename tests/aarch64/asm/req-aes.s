// mattr: +aes
// instructions llvm-mc 19 takes only with: aes
aesd	v27.16b, v7.16b
aese	v28.16b, v0.16b
aesimc	v9.16b, v4.16b
aesmc	v25.16b, v26.16b
pmull	v10.1q, v8.1d, v5.1d
pmull2	v21.1q, v5.2d, v8.2d
