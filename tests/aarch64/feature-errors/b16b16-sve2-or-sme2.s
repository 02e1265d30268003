// without b16b16 sve2 or sme2: each line is rejected
bfadd	z14.h, p6/m, z14.h, z19.h
bfadd	z27.h, z31.h, z31.h
bfclamp	z31.h, z21.h, z13.h
bfmaxnm	z1.h, p2/m, z1.h, z13.h
bfmax	z17.h, p3/m, z17.h, z30.h
bfminnm	z7.h, p3/m, z7.h, z30.h
bfmin	z24.h, p2/m, z24.h, z17.h
bfmla	z0.h, p6/m, z23.h, z12.h
bfmla	z28.h, z17.h, z2.h[0]
bfmls	z7.h, p7/m, z8.h, z25.h
bfmls	z8.h, z31.h, z5.h[7]
bfmul	z18.h, p7/m, z18.h, z30.h
