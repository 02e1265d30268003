// without i8mm sve or sme: each line is rejected
sudot	z24.s, z13.b, z0.b[0]
usdot	z22.s, z17.b, z6.b
usdot	z12.s, z26.b, z7.b[0]
