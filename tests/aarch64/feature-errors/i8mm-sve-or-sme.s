// without i8mm sve or sme: each line is rejected
sudot	z2.s, z8.b, z4.b[0]
usdot	z28.s, z24.b, z6.b
usdot	z23.s, z2.b, z4.b[0]
