// without bf16 sve or sme: each line is rejected
bfcvtnt	z17.h, p5/m, z8.s
bfcvt	z5.h, p5/m, z10.s
bfdot	z5.s, z22.h, z30.h
bfdot	z17.s, z15.h, z1.h[0]
bfmlalb	z11.s, z23.h, z20.h
bfmlalb	z5.s, z19.h, z1.h[7]
bfmlalt	z15.s, z23.h, z7.h
bfmlalt	z23.s, z20.h, z6.h[7]
