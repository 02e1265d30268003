// without i8mm sve or sme: each line is rejected
sudot	z3.s, z14.b, z0.b[2]
usdot	z9.s, z22.b, z11.b
usdot	z12.s, z4.b, z4.b[0]
