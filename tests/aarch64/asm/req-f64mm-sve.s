// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z21.d, z9.d, z16.d
ld1rob	{ z11.b }, p2/z, [x4, #0]
ld1rob	{ z24.b }, p3/z, [x4, x25]
ld1rod	{ z4.d }, p1/z, [x5, #-128]
ld1rod	{ z20.d }, p2/z, [x7, x2, lsl #3]
ld1roh	{ z20.h }, p1/z, [x5, #-32]
ld1roh	{ z2.h }, p6/z, [x21, x15, lsl #1]
ld1row	{ z4.s }, p3/z, [sp, #0]
ld1row	{ z7.s }, p2/z, [x7, x8, lsl #2]
