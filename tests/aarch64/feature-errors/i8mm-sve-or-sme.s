// without i8mm sve or sme: each line is rejected
sudot	z7.s, z3.b, z6.b[0]
usdot	z21.s, z15.b, z24.b
usdot	z2.s, z28.b, z2.b[0]
