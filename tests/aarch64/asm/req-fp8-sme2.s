// mattr: +fp8,+sme2
// instructions llvm-mc 19 takes only with: fp8 sme2
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
fscale	{ z28.d, z29.d }, { z28.d, z29.d }, { z12.d, z13.d }
fscale	{ z24.h, z25.h }, { z24.h, z25.h }, { z8.h, z9.h }
fscale	{ z8.s, z9.s }, { z8.s, z9.s }, { z16.s, z17.s }
fscale	{ z12.d, z13.d }, { z12.d, z13.d }, z1.d
fscale	{ z8.h, z9.h }, { z8.h, z9.h }, z14.h
fscale	{ z8.s, z9.s }, { z8.s, z9.s }, z0.s
fscale	{ z8.d - z11.d }, { z8.d - z11.d }, { z0.d - z3.d }
fscale	{ z12.h - z15.h }, { z12.h - z15.h }, { z12.h - z15.h }
fscale	{ z0.s - z3.s }, { z0.s - z3.s }, { z12.s - z15.s }
fscale	{ z28.d - z31.d }, { z28.d - z31.d }, z9.d
fscale	{ z24.h - z27.h }, { z24.h - z27.h }, z10.h
fscale	{ z16.s - z19.s }, { z16.s - z19.s }, z13.s
