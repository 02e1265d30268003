// without f64mm sve: each line is rejected
fmmla	z0.d, z27.d, z21.d
ld1rob	{ z10.b }, p3/z, [x29, #-96]
ld1rob	{ z26.b }, p2/z, [x14, x5]
ld1rod	{ z4.d }, p3/z, [x15, #-192]
ld1rod	{ z31.d }, p0/z, [x24, x10, lsl #3]
ld1roh	{ z30.h }, p2/z, [x19, #0]
ld1roh	{ z21.h }, p2/z, [x8, x4, lsl #1]
ld1row	{ z21.s }, p3/z, [x16, #-224]
ld1row	{ z26.s }, p1/z, [x6, x5, lsl #2]
