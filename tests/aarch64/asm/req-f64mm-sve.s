// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z24.d, z14.d, z12.d
ld1rob	{ z12.b }, p7/z, [x29, #0]
ld1rob	{ z24.b }, p6/z, [x5, x6]
ld1rod	{ z30.d }, p4/z, [x16, #0]
ld1rod	{ z15.d }, p6/z, [x19, x14, lsl #3]
ld1roh	{ z27.h }, p2/z, [x8, #-256]
ld1roh	{ z5.h }, p4/z, [x10, x25, lsl #1]
ld1row	{ z20.s }, p6/z, [x23, #192]
ld1row	{ z25.s }, p6/z, [x3, x3, lsl #2]
