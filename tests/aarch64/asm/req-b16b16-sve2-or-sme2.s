// mattr: +b16b16,+sve2,+sme2
// instructions llvm-mc 19 takes only with: b16b16 sve2 or sme2
bfadd	z29.h, p0/m, z29.h, z23.h
bfadd	z24.h, z13.h, z0.h
bfclamp	z24.h, z23.h, z12.h
bfmaxnm	z8.h, p3/m, z8.h, z13.h
bfmax	z19.h, p5/m, z19.h, z28.h
bfminnm	z3.h, p7/m, z3.h, z15.h
bfmin	z11.h, p0/m, z11.h, z10.h
bfmla	z1.h, p3/m, z3.h, z10.h
bfmla	z29.h, z13.h, z5.h[0]
bfmls	z27.h, p1/m, z8.h, z8.h
bfmls	z7.h, z31.h, z7.h[6]
bfmul	z2.h, p1/m, z2.h, z5.h
bfmul	z9.h, z31.h, z13.h
bfmul	z16.h, z4.h, z7.h[2]
bfsub	z1.h, p6/m, z1.h, z27.h
bfsub	z1.h, z9.h, z25.h
