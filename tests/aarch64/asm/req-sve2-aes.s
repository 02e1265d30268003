// mattr: +sve2-aes
// instructions llvm-mc 19 takes only with: sve2-aes
aesd	z10.b, z10.b, z28.b
aese	z22.b, z22.b, z2.b
aesimc	z13.b, z13.b
aesmc	z31.b, z31.b
pmullb	z2.q, z18.d, z20.d
pmullt	z6.q, z26.d, z3.d
