// without i8mm sve: each line is rejected
smmla	z10.s, z13.b, z21.b
ummla	z22.s, z5.b, z20.b
usmmla	z31.s, z18.b, z23.b
