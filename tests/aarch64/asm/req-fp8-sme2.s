// mattr: +fp8,+sme2
// instructions llvm-mc 19 takes only with: fp8 sme2
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
fscale	{ z12.d, z13.d }, { z12.d, z13.d }, { z24.d, z25.d }
fscale	{ z16.h, z17.h }, { z16.h, z17.h }, { z16.h, z17.h }
fscale	{ z22.s, z23.s }, { z22.s, z23.s }, { z10.s, z11.s }
fscale	{ z16.d, z17.d }, { z16.d, z17.d }, z12.d
fscale	{ z22.h, z23.h }, { z22.h, z23.h }, z1.h
fscale	{ z22.s, z23.s }, { z22.s, z23.s }, z12.s
fscale	{ z0.d - z3.d }, { z0.d - z3.d }, { z4.d - z7.d }
fscale	{ z20.h - z23.h }, { z20.h - z23.h }, { z12.h - z15.h }
fscale	{ z0.s - z3.s }, { z0.s - z3.s }, { z16.s - z19.s }
fscale	{ z4.d - z7.d }, { z4.d - z7.d }, z10.d
fscale	{ z28.h - z31.h }, { z28.h - z31.h }, z0.h
fscale	{ z24.s - z27.s }, { z24.s - z27.s }, z15.s
