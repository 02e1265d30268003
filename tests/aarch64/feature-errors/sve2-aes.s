// without sve2-aes: each line is rejected
aesd	z22.b, z22.b, z31.b
aese	z21.b, z21.b, z11.b
aesimc	z18.b, z18.b
aesmc	z10.b, z10.b
pmullb	z7.q, z11.d, z23.d
pmullt	z17.q, z4.d, z19.d
