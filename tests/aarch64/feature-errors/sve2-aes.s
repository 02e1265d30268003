// without sve2-aes: each line is rejected
aesd	z4.b, z4.b, z8.b
aese	z6.b, z6.b, z2.b
aesimc	z18.b, z18.b
aesmc	z3.b, z3.b
pmullb	z28.q, z25.d, z26.d
pmullt	z28.q, z18.d, z12.d
