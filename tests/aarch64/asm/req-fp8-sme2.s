// mattr: +fp8,+sme2
// instructions llvm-mc 19 takes only with: fp8 sme2
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
fscale	{ z28.d, z29.d }, { z28.d, z29.d }, { z14.d, z15.d }
fscale	{ z14.h, z15.h }, { z14.h, z15.h }, { z0.h, z1.h }
fscale	{ z8.s, z9.s }, { z8.s, z9.s }, { z6.s, z7.s }
fscale	{ z24.d, z25.d }, { z24.d, z25.d }, z4.d
fscale	{ z20.h, z21.h }, { z20.h, z21.h }, z8.h
fscale	{ z28.s, z29.s }, { z28.s, z29.s }, z5.s
fscale	{ z24.d - z27.d }, { z24.d - z27.d }, { z12.d - z15.d }
fscale	{ z8.h - z11.h }, { z8.h - z11.h }, { z4.h - z7.h }
fscale	{ z24.s - z27.s }, { z24.s - z27.s }, { z4.s - z7.s }
fscale	{ z8.d - z11.d }, { z8.d - z11.d }, z1.d
fscale	{ z16.h - z19.h }, { z16.h - z19.h }, z8.h
fscale	{ z4.s - z7.s }, { z4.s - z7.s }, z13.s
