// without b16b16 sve2 or sme2: each line is rejected
bfadd	z14.h, p3/m, z14.h, z15.h
bfadd	z28.h, z30.h, z7.h
bfclamp	z14.h, z30.h, z24.h
bfmaxnm	z27.h, p5/m, z27.h, z28.h
bfmax	z3.h, p4/m, z3.h, z4.h
bfminnm	z1.h, p7/m, z1.h, z25.h
bfmin	z11.h, p4/m, z11.h, z13.h
bfmla	z4.h, p4/m, z26.h, z26.h
bfmla	z30.h, z8.h, z3.h[0]
bfmls	z10.h, p1/m, z4.h, z4.h
bfmls	z19.h, z13.h, z7.h[1]
bfmul	z11.h, p7/m, z11.h, z1.h
