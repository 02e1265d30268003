// without i8mm sve: each line is rejected
smmla	z14.s, z26.b, z22.b
ummla	z21.s, z2.b, z21.b
usmmla	z29.s, z1.b, z4.b
