// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z21.d, z18.d, z19.d
ld1rob	{ z20.b }, p4/z, [x26, #-160]
ld1rob	{ z14.b }, p4/z, [x6, x28]
ld1rod	{ z29.d }, p7/z, [x11, #64]
ld1rod	{ z8.d }, p3/z, [x19, x22, lsl #3]
ld1roh	{ z8.h }, p6/z, [x8, #-256]
ld1roh	{ z17.h }, p2/z, [x26, x19, lsl #1]
ld1row	{ z26.s }, p5/z, [x22, #128]
ld1row	{ z27.s }, p0/z, [x3, x26, lsl #2]
