// without fp8 sve2 or sme2: each line is rejected
bf1cvt	z8.h, z17.b
bf1cvtlt	z5.h, z17.b
bf2cvt	z22.h, z30.b
bf2cvtlt	z7.h, z27.b
bfcvtn	z12.b, { z8.h, z9.h }
f1cvt	z17.h, z2.b
f1cvtlt	z8.h, z12.b
f2cvt	z24.h, z6.b
f2cvtlt	z23.h, z21.b
fcvtnb	z31.b, { z6.s, z7.s }
fcvtnt	z8.b, { z28.s, z29.s }
fcvtn	z21.b, { z18.h, z19.h }
