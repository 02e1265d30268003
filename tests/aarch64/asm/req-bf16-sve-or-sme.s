// mattr: +bf16,+sve,+sme
// instructions llvm-mc 19 takes only with: bf16 sve or sme
bfcvtnt	z12.h, p1/m, z2.s
bfcvt	z8.h, p7/m, z18.s
bfdot	z9.s, z8.h, z5.h
bfdot	z10.s, z7.h, z0.h[2]
bfmlalb	z22.s, z16.h, z9.h
bfmlalb	z15.s, z4.h, z1.h[4]
bfmlalt	z26.s, z17.h, z21.h
bfmlalt	z9.s, z26.h, z5.h[1]
