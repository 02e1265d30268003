// mattr: +fp8,+sve2,+sme2
// instructions llvm-mc 19 takes only with: fp8 sve2 or sme2
bf1cvt	z8.h, z17.b
bf1cvtlt	z5.h, z17.b
bf2cvt	z22.h, z30.b
bf2cvtlt	z7.h, z27.b
bfcvtn	z12.b, { z8.h, z9.h }
f1cvt	z15.h, z22.b
f1cvtlt	z3.h, z23.b
f2cvt	z14.h, z4.b
f2cvtlt	z28.h, z20.b
fcvtnb	z15.b, { z12.s, z13.s }
fcvtnt	z4.b, { z26.s, z27.s }
fcvtn	z7.b, { z20.h, z21.h }
