// without i8mm sve or sme: each line is rejected
sudot	z27.s, z3.b, z1.b[0]
usdot	z7.s, z20.b, z27.b
usdot	z25.s, z4.b, z5.b[1]
