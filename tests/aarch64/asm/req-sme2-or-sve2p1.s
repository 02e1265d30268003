// mattr: +sme2,+sve2p1
// instructions llvm-mc 19 takes only with: sme2 or sve2p1
bfmlslb	z26.s, z5.h, z22.h
bfmlslb	z0.s, z28.h, z4.h[7]
bfmlslt	z27.s, z14.h, z4.h
bfmlslt	z29.s, z24.h, z0.h[1]
cntp	x11, pn0.b, vlx2
cntp	x12, pn0.d, vlx2
cntp	x19, pn3.h, vlx4
cntp	x0, pn8.s, vlx4
fclamp	z5.d, z19.d, z6.d
fclamp	z2.h, z9.h, z30.h
fclamp	z29.s, z8.s, z31.s
ld1b	{ z2.b, z3.b }, pn11/z, [x16, x19]
ld1b	{ z2.b, z3.b }, pn11/z, [x28, #-6, mul vl]
ld1b	{ z16.b - z19.b }, pn13/z, [x5, x14]
ld1b	{ z0.b - z3.b }, pn13/z, [x28, #0, mul vl]
ld1d	{ z6.d, z7.d }, pn13/z, [x24, x17, lsl #3]
ld1d	{ z22.d, z23.d }, pn10/z, [x20, #-2, mul vl]
ld1d	{ z16.d - z19.d }, pn12/z, [x6, x22, lsl #3]
ld1d	{ z12.d - z15.d }, pn15/z, [x3, #-32, mul vl]
ld1h	{ z22.h, z23.h }, pn10/z, [x19, x23, lsl #1]
ld1h	{ z8.h, z9.h }, pn9/z, [x6, #-4, mul vl]
ld1h	{ z24.h - z27.h }, pn11/z, [x0, x28, lsl #1]
ld1h	{ z20.h - z23.h }, pn10/z, [x11, #28, mul vl]
ld1w	{ z10.s, z11.s }, pn11/z, [x14, x25, lsl #2]
ld1w	{ z2.s, z3.s }, pn12/z, [x14, #-8, mul vl]
ld1w	{ z0.s - z3.s }, pn8/z, [x26, x7, lsl #2]
ld1w	{ z16.s - z19.s }, pn13/z, [x25, #-32, mul vl]
ldnt1b	{ z2.b, z3.b }, pn13/z, [x6, x13]
ldnt1b	{ z20.b, z21.b }, pn13/z, [x27, #0, mul vl]
ldnt1b	{ z24.b - z27.b }, pn8/z, [x15, x25]
ldnt1b	{ z20.b - z23.b }, pn13/z, [x23, #0, mul vl]
ldnt1d	{ z20.d, z21.d }, pn14/z, [x15, x11, lsl #3]
ldnt1d	{ z30.d, z31.d }, pn14/z, [x3, #14, mul vl]
ldnt1d	{ z24.d - z27.d }, pn11/z, [x9, x17, lsl #3]
ldnt1d	{ z20.d - z23.d }, pn8/z, [x6, #4, mul vl]
ldnt1h	{ z6.h, z7.h }, pn11/z, [x10, x15, lsl #1]
ldnt1h	{ z28.h, z29.h }, pn10/z, [x12, #0, mul vl]
ldnt1h	{ z24.h - z27.h }, pn14/z, [x14, x16, lsl #1]
ldnt1h	{ z28.h - z31.h }, pn11/z, [x22, #-4, mul vl]
ldnt1w	{ z2.s, z3.s }, pn15/z, [x4, x25, lsl #2]
ldnt1w	{ z12.s, z13.s }, pn12/z, [x22, #10, mul vl]
ldnt1w	{ z24.s - z27.s }, pn12/z, [x10, x20, lsl #2]
ldnt1w	{ z12.s - z15.s }, pn8/z, [x15, #8, mul vl]
pext	{ p6.b, p7.b }, pn10[1]
pext	{ p7.d, p8.d }, pn10[1]
pext	{ p11.h, p12.h }, pn13[1]
pext	{ p12.s, p13.s }, pn10[0]
pext	p1.b, pn15[1]
pext	p12.d, pn13[3]
pext	p4.h, pn8[2]
pext	p14.s, pn11[1]
ptrue	pn9.b
ptrue	pn10.d
ptrue	pn12.h
ptrue	pn8.s
sqcvtn	z29.h, { z24.s, z25.s }
sqcvtun	z16.h, { z26.s, z27.s }
sqrshrn	z3.h, { z10.s, z11.s }, #10
sqrshrun	z31.h, { z20.s, z21.s }, #8
st1b	{ z8.b, z9.b }, pn15, [x20, x11]
st1b	{ z20.b, z21.b }, pn11, [x21, #-6, mul vl]
st1b	{ z0.b - z3.b }, pn8, [x14, x3]
st1b	{ z0.b - z3.b }, pn15, [x22, #-4, mul vl]
st1d	{ z0.d, z1.d }, pn15, [x8, x22, lsl #3]
st1d	{ z26.d, z27.d }, pn15, [x14, #0, mul vl]
st1d	{ z0.d - z3.d }, pn12, [x4, x11, lsl #3]
st1d	{ z0.d - z3.d }, pn11, [x16, #8, mul vl]
st1h	{ z12.h, z13.h }, pn13, [x21, x7, lsl #1]
st1h	{ z10.h, z11.h }, pn14, [x11, #0, mul vl]
st1h	{ z28.h - z31.h }, pn13, [sp, x18, lsl #1]
st1h	{ z28.h - z31.h }, pn10, [x8, #-12, mul vl]
st1w	{ z24.s, z25.s }, pn9, [x0, x29, lsl #2]
st1w	{ z24.s, z25.s }, pn10, [x26, #-2, mul vl]
st1w	{ z0.s - z3.s }, pn12, [x11, x23, lsl #2]
st1w	{ z4.s - z7.s }, pn13, [x16, #16, mul vl]
stnt1b	{ z20.b, z21.b }, pn11, [sp, x6]
stnt1b	{ z12.b, z13.b }, pn15, [x0, #0, mul vl]
stnt1b	{ z12.b - z15.b }, pn13, [x9, x25]
stnt1b	{ z8.b - z11.b }, pn15, [x19, #0, mul vl]
stnt1d	{ z12.d, z13.d }, pn11, [x18, x4, lsl #3]
stnt1d	{ z14.d, z15.d }, pn10, [x7, #0, mul vl]
stnt1d	{ z0.d - z3.d }, pn14, [x29, x20, lsl #3]
stnt1d	{ z4.d - z7.d }, pn12, [x9, #16, mul vl]
stnt1h	{ z0.h, z1.h }, pn8, [x20, x22, lsl #1]
stnt1h	{ z12.h, z13.h }, pn11, [sp, #0, mul vl]
stnt1h	{ z20.h - z23.h }, pn13, [x21, x7, lsl #1]
stnt1h	{ z12.h - z15.h }, pn13, [x1, #-28, mul vl]
stnt1w	{ z8.s, z9.s }, pn9, [x5, x25, lsl #2]
stnt1w	{ z6.s, z7.s }, pn11, [x21, #0, mul vl]
stnt1w	{ z8.s - z11.s }, pn11, [x13, x15, lsl #2]
stnt1w	{ z20.s - z23.s }, pn12, [x17, #28, mul vl]
uqcvtn	z24.h, { z4.s, z5.s }
uqrshrn	z18.h, { z4.s, z5.s }, #5
whilege	{ p4.b, p5.b }, xzr, x1
whilege	{ p14.d, p15.d }, x4, x1
whilege	{ p2.h, p3.h }, x16, x2
whilege	{ p10.s, p11.s }, x6, x3
whilege	pn8.b, x7, x29, vlx4
whilege	pn10.d, x1, x15, vlx2
whilege	pn14.h, x23, x7, vlx2
whilege	pn14.s, xzr, x14, vlx2
whilegt	{ p12.b, p13.b }, x5, x25
whilegt	{ p4.d, p5.d }, x5, x26
whilegt	{ p8.h, p9.h }, x28, x21
whilegt	{ p2.s, p3.s }, x30, x8
whilegt	pn11.b, x25, x1, vlx4
whilegt	pn9.d, x22, x3, vlx2
whilegt	pn9.h, x28, x19, vlx2
whilegt	pn13.s, x6, x1, vlx4
whilehi	{ p8.b, p9.b }, x21, x4
whilehi	{ p12.d, p13.d }, x26, x29
whilehi	{ p10.h, p11.h }, x11, x22
whilehi	{ p4.s, p5.s }, x19, x23
whilehi	pn10.b, x11, x19, vlx4
whilehi	pn14.d, xzr, x23, vlx4
whilehi	pn10.h, x15, x24, vlx2
whilehi	pn9.s, x24, x14, vlx4
whilehs	{ p0.b, p1.b }, x12, x26
whilehs	{ p2.d, p3.d }, x10, x19
whilehs	{ p4.h, p5.h }, x2, x18
whilehs	{ p6.s, p7.s }, x11, x14
whilehs	pn14.b, x12, x30, vlx2
whilehs	pn10.d, x26, x11, vlx4
whilehs	pn11.h, x13, x30, vlx4
whilehs	pn9.s, x11, x13, vlx2
whilele	{ p6.b, p7.b }, x5, x13
whilele	{ p0.d, p1.d }, x20, x7
whilele	{ p8.h, p9.h }, x15, xzr
whilele	{ p4.s, p5.s }, x25, x17
whilele	pn15.b, x19, x18, vlx2
whilele	pn9.d, x4, x9, vlx2
whilele	pn9.h, x14, x22, vlx2
whilele	pn14.s, x25, x28, vlx2
whilelo	{ p0.b, p1.b }, x4, x0
whilelo	{ p2.d, p3.d }, x8, x27
whilelo	{ p14.h, p15.h }, x4, x5
whilelo	{ p12.s, p13.s }, x20, x20
whilelo	pn13.b, x5, x26, vlx4
whilelo	pn12.d, x10, x0, vlx4
whilelo	pn15.h, x2, x6, vlx2
whilelo	pn9.s, x28, x5, vlx2
whilels	{ p4.b, p5.b }, x18, x28
whilels	{ p8.d, p9.d }, x25, x7
whilels	{ p14.h, p15.h }, x2, x9
whilels	{ p14.s, p15.s }, x1, x26
whilels	pn12.b, x23, x2, vlx2
whilels	pn15.d, x16, x25, vlx2
whilels	pn14.h, x18, x17, vlx2
whilels	pn10.s, x26, x28, vlx2
whilelt	{ p6.b, p7.b }, x28, x12
whilelt	{ p14.d, p15.d }, x22, x29
whilelt	{ p8.h, p9.h }, x2, x11
whilelt	{ p12.s, p13.s }, x6, x20
whilelt	pn8.b, x11, x0, vlx2
whilelt	pn9.d, x14, x29, vlx2
whilelt	pn11.h, x18, x3, vlx2
whilelt	pn12.s, x0, x29, vlx4
