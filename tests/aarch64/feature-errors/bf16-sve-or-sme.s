// without bf16 sve or sme: each line is rejected
bfcvtnt	z19.h, p3/m, z4.s
bfcvt	z21.h, p2/m, z25.s
bfdot	z8.s, z31.h, z20.h
bfdot	z10.s, z15.h, z6.h[0]
bfmlalb	z5.s, z22.h, z18.h
bfmlalb	z4.s, z15.h, z7.h[0]
bfmlalt	z21.s, z28.h, z11.h
bfmlalt	z2.s, z17.h, z2.h[7]
