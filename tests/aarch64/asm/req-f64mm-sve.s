// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z24.d, z30.d, z23.d
ld1rob	{ z3.b }, p7/z, [x26, #160]
ld1rob	{ z29.b }, p7/z, [x15, x17]
ld1rod	{ z22.d }, p1/z, [x12, #-64]
ld1rod	{ z29.d }, p7/z, [x3, x6, lsl #3]
ld1roh	{ z29.h }, p0/z, [x13, #0]
ld1roh	{ z11.h }, p2/z, [x26, x15, lsl #1]
ld1row	{ z4.s }, p6/z, [x7, #-96]
ld1row	{ z11.s }, p4/z, [x20, x6, lsl #2]
