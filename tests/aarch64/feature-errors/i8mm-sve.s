// without i8mm sve: each line is rejected
smmla	z3.s, z28.b, z22.b
ummla	z16.s, z15.b, z19.b
usmmla	z11.s, z4.b, z3.b
