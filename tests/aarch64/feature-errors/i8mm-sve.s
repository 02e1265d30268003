// without i8mm sve: each line is rejected
smmla	z18.s, z26.b, z12.b
ummla	z13.s, z22.b, z28.b
usmmla	z29.s, z14.b, z31.b
