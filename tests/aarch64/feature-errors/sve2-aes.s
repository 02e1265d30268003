// without sve2-aes: each line is rejected
aesd	z28.b, z28.b, z22.b
aese	z2.b, z2.b, z21.b
aesimc	z12.b, z12.b
aesmc	z22.b, z22.b
pmullb	z19.q, z1.d, z1.d
pmullt	z26.q, z27.d, z19.d
