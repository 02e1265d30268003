// without b16b16 sve2 or sme2: each line is rejected
bfadd	z29.h, p0/m, z29.h, z23.h
bfadd	z24.h, z13.h, z0.h
bfclamp	z24.h, z23.h, z12.h
bfmaxnm	z3.h, p3/m, z3.h, z5.h
bfmax	z29.h, p2/m, z29.h, z0.h
bfminnm	z6.h, p3/m, z6.h, z19.h
bfmin	z17.h, p2/m, z17.h, z8.h
bfmla	z26.h, p6/m, z28.h, z2.h
bfmla	z23.h, z15.h, z0.h[5]
bfmls	z25.h, p6/m, z1.h, z9.h
bfmls	z25.h, z19.h, z6.h[7]
bfmul	z2.h, p7/m, z2.h, z17.h
