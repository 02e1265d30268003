// without i8mm sve: each line is rejected
smmla	z26.s, z19.b, z11.b
ummla	z18.s, z21.b, z1.b
usmmla	z13.s, z23.b, z17.b
