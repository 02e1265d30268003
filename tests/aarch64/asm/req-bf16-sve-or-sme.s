// mattr: +bf16,+sve,+sme
// instructions llvm-mc 19 takes only with: bf16 sve or sme
bfcvtnt	z5.h, p5/m, z7.s
bfcvt	z2.h, p1/m, z18.s
bfdot	z4.s, z27.h, z31.h
bfdot	z11.s, z16.h, z1.h[0]
bfmlalb	z3.s, z3.h, z15.h
bfmlalb	z26.s, z17.h, z5.h[3]
bfmlalt	z31.s, z19.h, z23.h
bfmlalt	z31.s, z25.h, z6.h[4]
