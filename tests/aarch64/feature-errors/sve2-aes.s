// without sve2-aes: each line is rejected
aesd	z28.b, z28.b, z22.b
aese	z2.b, z2.b, z21.b
aesimc	z12.b, z12.b
aesmc	z22.b, z22.b
pmullb	z11.q, z20.d, z15.d
pmullt	z27.q, z9.d, z26.d
