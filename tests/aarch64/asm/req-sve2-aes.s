// mattr: +sve2-aes
// instructions llvm-mc 19 takes only with: sve2-aes
aesd	z28.b, z28.b, z22.b
aese	z2.b, z2.b, z21.b
aesimc	z12.b, z12.b
aesmc	z22.b, z22.b
pmullb	z29.q, z22.d, z23.d
pmullt	z2.q, z16.d, z26.d
