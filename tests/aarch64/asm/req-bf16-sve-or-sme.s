// mattr: +bf16,+sve,+sme
// instructions llvm-mc 19 takes only with: bf16 sve or sme
bfcvtnt	z18.h, p4/m, z12.s
bfcvt	z9.h, p2/m, z5.s
bfdot	z10.s, z7.h, z3.h
bfdot	z27.s, z28.h, z6.h[3]
bfmlalb	z15.s, z4.h, z4.h
bfmlalb	z10.s, z16.h, z2.h[7]
bfmlalt	z9.s, z26.h, z20.h
bfmlalt	z7.s, z10.h, z5.h[3]
