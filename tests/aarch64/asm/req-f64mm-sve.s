// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z7.d, z4.d, z29.d
ld1rob	{ z30.b }, p3/z, [x18, #128]
ld1rob	{ z5.b }, p5/z, [x25, x12]
ld1rod	{ z3.d }, p1/z, [x16, #0]
ld1rod	{ z5.d }, p0/z, [x1, x3, lsl #3]
ld1roh	{ z23.h }, p1/z, [x14, #0]
ld1roh	{ z2.h }, p3/z, [x5, x18, lsl #1]
ld1row	{ z15.s }, p3/z, [x6, #0]
ld1row	{ z29.s }, p0/z, [x30, x2, lsl #2]
