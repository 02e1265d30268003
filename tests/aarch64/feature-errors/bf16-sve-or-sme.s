// without bf16 sve or sme: each line is rejected
bfcvtnt	z18.h, p7/m, z8.s
bfcvt	z27.h, p7/m, z24.s
bfdot	z2.s, z4.h, z18.h
bfdot	z4.s, z27.h, z7.h[2]
bfmlalb	z9.s, z20.h, z24.h
bfmlalb	z3.s, z3.h, z3.h[6]
bfmlalt	z28.s, z26.h, z2.h
bfmlalt	z31.s, z19.h, z5.h[1]
