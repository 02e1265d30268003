// without i8mm sve: each line is rejected
smmla	z21.s, z21.b, z24.b
ummla	z21.s, z31.b, z8.b
usmmla	z24.s, z13.b, z8.b
