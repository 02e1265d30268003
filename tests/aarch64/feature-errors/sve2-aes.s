// without sve2-aes: each line is rejected
aesd	z16.b, z16.b, z3.b
aese	z5.b, z5.b, z16.b
aesimc	z10.b, z10.b
aesmc	z4.b, z4.b
pmullb	z27.q, z10.d, z25.d
pmullt	z0.q, z17.d, z16.d
