// without bf16 sve or sme: each line is rejected
bfcvtnt	z20.h, p7/m, z26.s
bfcvt	z19.h, p7/m, z31.s
bfdot	z31.s, z21.h, z13.h
bfdot	z17.s, z18.h, z6.h[1]
bfmlalb	z20.s, z31.h, z14.h
bfmlalb	z18.s, z11.h, z2.h[0]
bfmlalt	z15.s, z30.h, z7.h
bfmlalt	z14.s, z30.h, z6.h[6]
