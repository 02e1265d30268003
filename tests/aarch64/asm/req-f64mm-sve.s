// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z8.d, z3.d, z14.d
ld1rob	{ z0.b }, p1/z, [x11, #160]
ld1rob	{ z31.b }, p5/z, [x15, x28]
ld1rod	{ z1.d }, p1/z, [x10, #0]
ld1rod	{ z14.d }, p0/z, [x23, x14, lsl #3]
ld1roh	{ z0.h }, p0/z, [x12, #0]
ld1roh	{ z16.h }, p3/z, [x14, x28, lsl #1]
ld1row	{ z30.s }, p3/z, [x5, #64]
ld1row	{ z20.s }, p3/z, [x1, x22, lsl #2]
