// mattr: +bf16,+sve,+sme
// instructions llvm-mc 19 takes only with: bf16 sve or sme
bfcvtnt	z18.h, p4/m, z15.s
bfcvt	z20.h, p0/m, z9.s
bfdot	z7.s, z19.h, z12.h
bfdot	z0.s, z17.h, z3.h[3]
bfmlalb	z6.s, z15.h, z24.h
bfmlalb	z5.s, z20.h, z2.h[7]
bfmlalt	z29.s, z14.h, z3.h
bfmlalt	z28.s, z26.h, z4.h[7]
