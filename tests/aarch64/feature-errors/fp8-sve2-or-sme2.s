// without fp8 sve2 or sme2: each line is rejected
bf1cvt	z0.h, z23.b
bf1cvtlt	z28.h, z19.b
bf2cvt	z24.h, z11.b
bf2cvtlt	z9.h, z17.b
f1cvt	z30.h, z29.b
f1cvtlt	z26.h, z15.b
f2cvt	z28.h, z0.b
f2cvtlt	z23.h, z31.b
