// without fp8 sme2: each line is rejected
bf1cvtl	{ z20.h, z21.h }, z10.b
bf1cvt	{ z4.h, z5.h }, z8.b
bf2cvtl	{ z24.h, z25.h }, z9.b
bf2cvt	{ z28.h, z29.h }, z19.b
bfcvt	z19.b, { z4.h, z5.h }
f1cvtl	{ z30.h, z31.h }, z13.b
f1cvt	{ z14.h, z15.h }, z6.b
f2cvtl	{ z6.h, z7.h }, z31.b
f2cvt	{ z4.h, z5.h }, z10.b
fcvtn	z17.b, { z28.s - z31.s }
fcvt	z26.b, { z16.h, z17.h }
fcvt	z4.b, { z28.s - z31.s }
