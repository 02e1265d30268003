// without i8mm sve or sme: each line is rejected
sudot	z0.s, z24.b, z1.b[1]
usdot	z21.s, z30.b, z16.b
usdot	z5.s, z24.b, z2.b[3]
