// without sve2-aes: each line is rejected
aesd	z10.b, z10.b, z28.b
aese	z22.b, z22.b, z2.b
aesimc	z13.b, z13.b
aesmc	z31.b, z31.b
pmullb	z5.q, z21.d, z24.d
pmullt	z28.q, z30.d, z24.d
