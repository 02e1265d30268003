// without fp8 sme2: each line is rejected
bf1cvtl	{ z20.h, z21.h }, z10.b
bf1cvt	{ z4.h, z5.h }, z8.b
bf2cvtl	{ z24.h, z25.h }, z9.b
bf2cvt	{ z28.h, z29.h }, z19.b
bfcvt	z19.b, { z4.h, z5.h }
f1cvtl	{ z22.h, z23.h }, z23.b
f1cvt	{ z22.h, z23.h }, z25.b
f2cvtl	{ z28.h, z29.h }, z14.b
f2cvt	{ z26.h, z27.h }, z30.b
fcvtn	z28.b, { z12.s - z15.s }
fcvt	z1.b, { z24.h, z25.h }
fcvt	z8.b, { z8.s - z11.s }
