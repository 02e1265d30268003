// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z14.d, z5.d, z26.d
ld1rob	{ z29.b }, p7/z, [x14, #0]
ld1rob	{ z5.b }, p2/z, [x12, x14]
ld1rod	{ z7.d }, p2/z, [x9, #-256]
ld1rod	{ z2.d }, p3/z, [x6, x7, lsl #3]
ld1roh	{ z2.h }, p6/z, [x6, #0]
ld1roh	{ z24.h }, p0/z, [x4, x4, lsl #1]
ld1row	{ z4.s }, p3/z, [x20, #0]
ld1row	{ z17.s }, p5/z, [x16, x12, lsl #2]
