// without fp8 sme2: each line is rejected
bf1cvtl	{ z20.h, z21.h }, z10.b
bf1cvt	{ z4.h, z5.h }, z8.b
bf2cvtl	{ z24.h, z25.h }, z9.b
bf2cvt	{ z28.h, z29.h }, z19.b
bfcvt	z19.b, { z4.h, z5.h }
f1cvtl	{ z4.h, z5.h }, z2.b
f1cvt	{ z4.h, z5.h }, z26.b
f2cvtl	{ z26.h, z27.h }, z18.b
f2cvt	{ z22.h, z23.h }, z25.b
fcvtn	z16.b, { z0.s - z3.s }
fcvt	z3.b, { z6.h, z7.h }
fcvt	z11.b, { z8.s - z11.s }
