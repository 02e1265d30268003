// mattr: +fp8,+sme2
// instructions llvm-mc 19 takes only with: fp8 sme2
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
fscale	{ z28.d, z29.d }, { z28.d, z29.d }, { z20.d, z21.d }
fscale	{ z14.h, z15.h }, { z14.h, z15.h }, { z8.h, z9.h }
fscale	{ z16.s, z17.s }, { z16.s, z17.s }, { z16.s, z17.s }
fscale	{ z2.d, z3.d }, { z2.d, z3.d }, z3.d
fscale	{ z6.h, z7.h }, { z6.h, z7.h }, z3.h
fscale	{ z10.s, z11.s }, { z10.s, z11.s }, z14.s
fscale	{ z28.d - z31.d }, { z28.d - z31.d }, { z12.d - z15.d }
fscale	{ z16.h - z19.h }, { z16.h - z19.h }, { z28.h - z31.h }
fscale	{ z8.s - z11.s }, { z8.s - z11.s }, { z16.s - z19.s }
fscale	{ z4.d - z7.d }, { z4.d - z7.d }, z13.d
fscale	{ z28.h - z31.h }, { z28.h - z31.h }, z15.h
fscale	{ z28.s - z31.s }, { z28.s - z31.s }, z10.s
