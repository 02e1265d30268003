// without i8mm sve or sme: each line is rejected
sudot	z3.s, z23.b, z7.b[3]
usdot	z12.s, z0.b, z11.b
usdot	z21.s, z29.b, z5.b[3]
