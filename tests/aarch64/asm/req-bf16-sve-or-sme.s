// mattr: +bf16,+sve,+sme
// instructions llvm-mc 19 takes only with: bf16 sve or sme
bfcvtnt	z19.h, p3/m, z4.s
bfcvt	z21.h, p2/m, z25.s
bfdot	z17.s, z23.h, z29.h
bfdot	z12.s, z30.h, z1.h[1]
bfmlalb	z27.s, z10.h, z15.h
bfmlalb	z11.s, z10.h, z2.h[0]
bfmlalt	z7.s, z25.h, z22.h
bfmlalt	z11.s, z4.h, z5.h[1]
