// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z31.d, z28.d, z28.d
ld1rob	{ z31.b }, p0/z, [x16, #-96]
ld1rob	{ z21.b }, p7/z, [x29, x27]
ld1rod	{ z14.d }, p4/z, [x22, #-128]
ld1rod	{ z12.d }, p3/z, [x7, x9, lsl #3]
ld1roh	{ z9.h }, p3/z, [x13, #0]
ld1roh	{ z27.h }, p7/z, [x21, x29, lsl #1]
ld1row	{ z30.s }, p4/z, [x10, #-224]
ld1row	{ z4.s }, p1/z, [x4, x14, lsl #2]
