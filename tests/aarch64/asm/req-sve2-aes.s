// mattr: +sve2-aes
// instructions llvm-mc 19 takes only with: sve2-aes
aesd	z4.b, z4.b, z8.b
aese	z6.b, z6.b, z2.b
aesimc	z18.b, z18.b
aesmc	z3.b, z3.b
pmullb	z26.q, z2.d, z17.d
pmullt	z20.q, z2.d, z5.d
