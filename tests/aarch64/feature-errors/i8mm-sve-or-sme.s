// without i8mm sve or sme: each line is rejected
sudot	z17.s, z18.b, z3.b[2]
usdot	z9.s, z5.b, z14.b
usdot	z28.s, z30.b, z5.b[0]
