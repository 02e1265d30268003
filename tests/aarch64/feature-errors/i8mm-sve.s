// without i8mm sve: each line is rejected
smmla	z1.s, z4.b, z4.b
ummla	z31.s, z9.b, z17.b
usmmla	z12.s, z26.b, z27.b
