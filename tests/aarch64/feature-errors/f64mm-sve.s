// without f64mm sve: each line is rejected
fmmla	z10.d, z2.d, z18.d
ld1rob	{ z10.b }, p3/z, [x30, #96]
ld1rob	{ z19.b }, p4/z, [x2, x0]
ld1rod	{ z18.d }, p6/z, [x18, #-160]
ld1rod	{ z5.d }, p3/z, [x27, x2, lsl #3]
ld1roh	{ z23.h }, p2/z, [x0, #-128]
ld1roh	{ z12.h }, p4/z, [x26, x9, lsl #1]
ld1row	{ z25.s }, p1/z, [x23, #0]
ld1row	{ z8.s }, p2/z, [x26, x26, lsl #2]
