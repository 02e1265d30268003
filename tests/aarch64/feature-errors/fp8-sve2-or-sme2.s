// without fp8 sve2 or sme2: each line is rejected
bf1cvt	z8.h, z17.b
bf1cvtlt	z5.h, z17.b
bf2cvt	z22.h, z30.b
bf2cvtlt	z7.h, z27.b
bfcvtn	z12.b, { z8.h, z9.h }
f1cvt	z3.h, z10.b
f1cvtlt	z14.h, z27.b
f2cvt	z24.h, z15.b
f2cvtlt	z6.h, z28.b
fcvtnb	z29.b, { z14.s, z15.s }
fcvtnt	z13.b, { z18.s, z19.s }
fcvtn	z4.b, { z6.h, z7.h }
