// without sve2-aes: each line is rejected
aesd	z4.b, z4.b, z8.b
aese	z6.b, z6.b, z2.b
aesimc	z18.b, z18.b
aesmc	z3.b, z3.b
pmullb	z19.q, z4.d, z7.d
pmullt	z5.q, z8.d, z24.d
