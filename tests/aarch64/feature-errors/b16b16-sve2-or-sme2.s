// without b16b16 sve2 or sme2: each line is rejected
bfadd	z14.h, p3/m, z14.h, z15.h
bfadd	z28.h, z30.h, z7.h
bfclamp	z14.h, z30.h, z24.h
bfmaxnm	z5.h, p1/m, z5.h, z28.h
bfmax	z23.h, p2/m, z23.h, z24.h
bfminnm	z26.h, p7/m, z26.h, z8.h
bfmin	z8.h, p3/m, z8.h, z13.h
bfmla	z22.h, p3/m, z18.h, z11.h
bfmla	z3.h, z10.h, z2.h[7]
bfmls	z14.h, p4/m, z28.h, z11.h
bfmls	z2.h, z17.h, z2.h[7]
bfmul	z0.h, p4/m, z0.h, z20.h
