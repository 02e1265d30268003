// without i8mm sve: each line is rejected
smmla	z5.s, z6.b, z15.b
ummla	z20.s, z0.b, z1.b
usmmla	z8.s, z17.b, z30.b
