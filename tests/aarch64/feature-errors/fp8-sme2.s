// without fp8 sme2: each line is rejected
bf1cvtl	{ z20.h, z21.h }, z31.b
bf1cvt	{ z14.h, z15.h }, z18.b
bf2cvtl	{ z22.h, z23.h }, z30.b
bf2cvt	{ z0.h, z1.h }, z9.b
bfcvt	z7.b, { z26.h, z27.h }
f1cvtl	{ z14.h, z15.h }, z26.b
f1cvt	{ z22.h, z23.h }, z24.b
f2cvtl	{ z30.h, z31.h }, z15.b
f2cvt	{ z4.h, z5.h }, z12.b
fcvtn	z21.b, { z24.s - z27.s }
fcvt	z10.b, { z20.h, z21.h }
fcvt	z30.b, { z0.s - z3.s }
