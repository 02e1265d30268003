// without sve2-aes: each line is rejected
aesd	z10.b, z10.b, z28.b
aese	z22.b, z22.b, z2.b
aesimc	z13.b, z13.b
aesmc	z31.b, z31.b
pmullb	z22.q, z19.d, z8.d
pmullt	z6.q, z20.d, z0.d
