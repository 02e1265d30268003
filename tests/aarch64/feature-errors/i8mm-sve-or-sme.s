// without i8mm sve or sme: each line is rejected
sudot	z27.s, z17.b, z7.b[2]
usdot	z20.s, z2.b, z27.b
usdot	z17.s, z14.b, z7.b[3]
