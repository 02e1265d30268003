// without i8mm sve: each line is rejected
smmla	z21.s, z21.b, z24.b
ummla	z21.s, z2.b, z21.b
usmmla	z29.s, z1.b, z4.b
