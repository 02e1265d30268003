// without i8mm sve: each line is rejected
smmla	z4.s, z1.b, z2.b
ummla	z23.s, z7.b, z31.b
usmmla	z11.s, z29.b, z7.b
