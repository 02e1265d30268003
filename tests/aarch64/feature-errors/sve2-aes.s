// without sve2-aes: each line is rejected
aesd	z4.b, z4.b, z8.b
aese	z6.b, z6.b, z2.b
aesimc	z18.b, z18.b
aesmc	z3.b, z3.b
pmullb	z7.q, z0.d, z21.d
pmullt	z4.q, z22.d, z19.d
