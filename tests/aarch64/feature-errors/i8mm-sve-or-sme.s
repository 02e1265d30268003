// without i8mm sve or sme: each line is rejected
sudot	z1.s, z18.b, z2.b[3]
usdot	z30.s, z16.b, z4.b
usdot	z29.s, z27.b, z7.b[0]
