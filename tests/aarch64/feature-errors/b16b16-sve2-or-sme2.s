// without b16b16 sve2 or sme2: each line is rejected
bfadd	z29.h, p0/m, z29.h, z23.h
bfadd	z24.h, z13.h, z0.h
bfclamp	z24.h, z23.h, z12.h
bfmaxnm	z3.h, p3/m, z3.h, z5.h
bfmax	z29.h, p2/m, z29.h, z0.h
bfminnm	z6.h, p3/m, z6.h, z19.h
bfmin	z17.h, p2/m, z17.h, z8.h
bfmla	z24.h, p5/m, z0.h, z18.h
bfmla	z7.h, z10.h, z5.h[5]
bfmls	z1.h, p6/m, z2.h, z14.h
bfmls	z4.h, z5.h, z6.h[0]
bfmul	z5.h, p6/m, z5.h, z24.h
