// without bf16 sve or sme: each line is rejected
bfcvtnt	z24.h, p4/m, z20.s
bfcvt	z29.h, p3/m, z3.s
bfdot	z28.s, z26.h, z16.h
bfdot	z8.s, z29.h, z0.h[2]
bfmlalb	z24.s, z12.h, z10.h
bfmlalb	z30.s, z4.h, z1.h[5]
bfmlalt	z4.s, z2.h, z7.h
bfmlalt	z3.s, z3.h, z3.h[0]
