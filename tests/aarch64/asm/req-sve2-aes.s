// mattr: +sve2-aes
// instructions llvm-mc 19 takes only with: sve2-aes
aesd	z26.b, z26.b, z30.b
aese	z29.b, z29.b, z15.b
aesimc	z14.b, z14.b
aesmc	z1.b, z1.b
pmullb	z30.q, z22.d, z27.d
pmullt	z14.q, z27.d, z6.d
