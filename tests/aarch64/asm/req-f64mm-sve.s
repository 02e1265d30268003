// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z11.d, z0.d, z22.d
ld1rob	{ z8.b }, p3/z, [x16, #0]
ld1rob	{ z16.b }, p2/z, [sp, x22]
ld1rod	{ z5.d }, p5/z, [x1, #32]
ld1rod	{ z0.d }, p4/z, [x5, x21, lsl #3]
ld1roh	{ z9.h }, p2/z, [x17, #0]
ld1roh	{ z22.h }, p6/z, [x16, x10, lsl #1]
ld1row	{ z26.s }, p6/z, [sp, #-96]
ld1row	{ z1.s }, p0/z, [x10, x16, lsl #2]
