// without i8mm sve: each line is rejected
smmla	z7.s, z25.b, z25.b
ummla	z24.s, z24.b, z11.b
usmmla	z0.s, z8.b, z18.b
