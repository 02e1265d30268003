// mattr: +fp8,+sme2
// instructions llvm-mc 19 takes only with: fp8 sme2
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
fscale	{ z26.d, z27.d }, { z26.d, z27.d }, { z18.d, z19.d }
fscale	{ z30.h, z31.h }, { z30.h, z31.h }, { z30.h, z31.h }
fscale	{ z20.s, z21.s }, { z20.s, z21.s }, { z28.s, z29.s }
fscale	{ z0.d, z1.d }, { z0.d, z1.d }, z5.d
fscale	{ z12.h, z13.h }, { z12.h, z13.h }, z3.h
fscale	{ z8.s, z9.s }, { z8.s, z9.s }, z6.s
fscale	{ z12.d - z15.d }, { z12.d - z15.d }, { z4.d - z7.d }
fscale	{ z24.h - z27.h }, { z24.h - z27.h }, { z20.h - z23.h }
fscale	{ z28.s - z31.s }, { z28.s - z31.s }, { z16.s - z19.s }
fscale	{ z8.d - z11.d }, { z8.d - z11.d }, z8.d
fscale	{ z12.h - z15.h }, { z12.h - z15.h }, z11.h
fscale	{ z12.s - z15.s }, { z12.s - z15.s }, z1.s
