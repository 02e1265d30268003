// without i8mm sve: each line is rejected
smmla	z13.s, z14.b, z16.b
ummla	z19.s, z0.b, z1.b
usmmla	z17.s, z20.b, z25.b
