// without f64mm sve: each line is rejected
fmmla	z17.d, z11.d, z8.d
ld1rob	{ z27.b }, p0/z, [x30, #0]
ld1rob	{ z11.b }, p7/z, [x23, x3]
ld1rod	{ z26.d }, p1/z, [x6, #160]
ld1rod	{ z2.d }, p0/z, [x13, x16, lsl #3]
ld1roh	{ z14.h }, p7/z, [x0, #32]
ld1roh	{ z24.h }, p7/z, [x6, x4, lsl #1]
ld1row	{ z1.s }, p2/z, [x12, #0]
ld1row	{ z16.s }, p4/z, [x21, x27, lsl #2]
