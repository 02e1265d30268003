// without fp8 sve2 or sme2: each line is rejected
bf1cvt	z21.h, z31.b
bf1cvtlt	z10.h, z17.b
bf2cvt	z2.h, z31.b
bf2cvtlt	z1.h, z9.b
f1cvt	z3.h, z22.b
f1cvtlt	z20.h, z3.b
f2cvt	z25.h, z24.b
f2cvtlt	z27.h, z20.b
