// without sme2: each line is rejected
add	{ z12.b, z13.b }, { z12.b, z13.b }, z12.b
add	{ z20.d, z21.d }, { z20.d, z21.d }, z13.d
add	{ z0.h, z1.h }, { z0.h, z1.h }, z10.h
add	{ z8.s, z9.s }, { z8.s, z9.s }, z10.s
add	{ z4.b - z7.b }, { z4.b - z7.b }, z1.b
add	{ z0.d - z3.d }, { z0.d - z3.d }, z8.d
add	{ z28.h - z31.h }, { z28.h - z31.h }, z15.h
add	{ z24.s - z27.s }, { z24.s - z27.s }, z1.s
bfcvtn	z8.h, { z22.s, z23.s }
bfcvt	z25.h, { z8.s, z9.s }
bmopa	za0.s, p4/m, p6/m, z31.s, z23.s
bmops	za2.s, p2/m, p5/m, z14.s, z18.s
