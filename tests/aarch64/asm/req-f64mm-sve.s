// mattr: +f64mm,+sve
// instructions llvm-mc 19 takes only with: f64mm sve
fmmla	z20.d, z19.d, z22.d
ld1rob	{ z21.b }, p3/z, [x25, #64]
ld1rob	{ z21.b }, p0/z, [x28, x5]
ld1rod	{ z5.d }, p3/z, [x2, #32]
ld1rod	{ z27.d }, p4/z, [x2, x16, lsl #3]
ld1roh	{ z31.h }, p0/z, [x2, #-224]
ld1roh	{ z23.h }, p4/z, [x21, x18, lsl #1]
ld1row	{ z10.s }, p1/z, [x11, #-128]
ld1row	{ z26.s }, p6/z, [x7, x20, lsl #2]
