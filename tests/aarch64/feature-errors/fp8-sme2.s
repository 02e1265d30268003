// without fp8 sme2: each line is rejected
bf1cvtl	{ z20.h, z21.h }, z10.b
bf1cvt	{ z4.h, z5.h }, z8.b
bf2cvtl	{ z24.h, z25.h }, z9.b
bf2cvt	{ z28.h, z29.h }, z19.b
bfcvt	z19.b, { z4.h, z5.h }
f1cvtl	{ z6.h, z7.h }, z4.b
f1cvt	{ z10.h, z11.h }, z0.b
f2cvtl	{ z14.h, z15.h }, z2.b
f2cvt	{ z20.h, z21.h }, z15.b
fcvtn	z14.b, { z28.s - z31.s }
fcvt	z0.b, { z26.h, z27.h }
fcvt	z23.b, { z12.s - z15.s }
