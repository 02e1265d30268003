// mattr: +fp8,+sve2,+sme2
// instructions llvm-mc 19 takes only with: fp8 sve2 or sme2
bf1cvt	z8.h, z17.b
bf1cvtlt	z5.h, z17.b
bf2cvt	z22.h, z30.b
bf2cvtlt	z7.h, z27.b
bfcvtn	z12.b, { z8.h, z9.h }
f1cvt	z25.h, z9.b
f1cvtlt	z22.h, z7.b
f2cvt	z2.h, z13.b
f2cvtlt	z8.h, z29.b
fcvtnb	z24.b, { z12.s, z13.s }
fcvtnt	z2.b, { z0.s, z1.s }
fcvtn	z25.b, { z6.h, z7.h }
