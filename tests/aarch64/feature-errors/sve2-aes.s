// without sve2-aes: each line is rejected
aesd	z16.b, z16.b, z3.b
aese	z5.b, z5.b, z16.b
aesimc	z10.b, z10.b
aesmc	z4.b, z4.b
pmullb	z24.q, z27.d, z28.d
pmullt	z16.q, z29.d, z18.d
