// without i8mm sve: each line is rejected
smmla	z23.s, z13.b, z7.b
ummla	z12.s, z16.b, z28.b
usmmla	z2.s, z18.b, z1.b
