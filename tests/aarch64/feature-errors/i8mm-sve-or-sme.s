// without i8mm sve or sme: each line is rejected
sudot	z1.s, z18.b, z2.b[3]
usdot	z20.s, z7.b, z9.b
usdot	z4.s, z10.b, z2.b[1]
