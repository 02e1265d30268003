// mattr: +sve2-aes
// instructions llvm-mc 19 takes only with: sve2-aes
aesd	z4.b, z4.b, z8.b
aese	z6.b, z6.b, z2.b
aesimc	z18.b, z18.b
aesmc	z3.b, z3.b
pmullb	z29.q, z9.d, z1.d
pmullt	z26.q, z7.d, z0.d
