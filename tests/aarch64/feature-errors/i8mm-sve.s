// without i8mm sve: each line is rejected
smmla	z17.s, z11.b, z29.b
ummla	z5.s, z16.b, z31.b
usmmla	z3.s, z12.b, z8.b
