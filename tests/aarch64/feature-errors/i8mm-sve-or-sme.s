// without i8mm sve or sme: each line is rejected
sudot	z19.s, z3.b, z7.b[2]
usdot	z31.s, z7.b, z30.b
usdot	z12.s, z18.b, z7.b[3]
