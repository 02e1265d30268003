// mattr: +fp8,+sve2,+sme2
// instructions llvm-mc 19 takes only with: fp8 sve2 or sme2
bf1cvt	z19.h, z30.b
bf1cvtlt	z13.h, z20.b
bf2cvt	z9.h, z11.b
bf2cvtlt	z16.h, z8.b
bfcvtn	z10.b, { z4.h, z5.h }
f1cvt	z21.h, z9.b
f1cvtlt	z5.h, z23.b
f2cvt	z19.h, z24.b
f2cvtlt	z1.h, z27.b
fcvtnb	z20.b, { z8.s, z9.s }
fcvtnt	z9.b, { z16.s, z17.s }
fcvtn	z13.b, { z0.h, z1.h }
