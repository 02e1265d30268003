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
pext	{ p3.b, p4.b }, pn9[0]
pext	{ p12.d, p13.d }, pn15[0]
pext	{ p3.h, p4.h }, pn11[1]
pext	{ p0.s, p1.s }, pn11[1]
pext	p14.b, pn11[3]
pext	p10.d, pn13[3]
pext	p13.h, pn14[1]
pext	p6.s, pn8[3]
ptrue	pn10.b
ptrue	pn11.d
ptrue	pn8.h
ptrue	pn15.s
sqcvtn	z26.h, { z6.s, z7.s }
sqcvtun	z4.h, { z0.s, z1.s }
st1b	{ z16.b, z17.b }, pn8, [x7, x0]
st1b	{ z22.b, z23.b }, pn11, [x7, #8, mul vl]
st1b	{ z24.b - z27.b }, pn13, [x14, x7]
st1b	{ z28.b - z31.b }, pn13, [x30, #24, mul vl]
st1d	{ z28.d, z29.d }, pn13, [x16, x15, lsl #3]
st1d	{ z12.d, z13.d }, pn10, [x23, #-2, mul vl]
st1d	{ z12.d - z15.d }, pn13, [x5, x8, lsl #3]
st1d	{ z28.d - z31.d }, pn12, [x25, #0, mul vl]
st1h	{ z26.h, z27.h }, pn12, [x15, x15, lsl #1]
st1h	{ z12.h, z13.h }, pn9, [x27, #2, mul vl]
st1h	{ z4.h - z7.h }, pn11, [x0, x28, lsl #1]
st1h	{ z16.h - z19.h }, pn12, [x5, #-32, mul vl]
st1w	{ z10.s, z11.s }, pn10, [sp, x26, lsl #2]
st1w	{ z2.s, z3.s }, pn14, [x21, #12, mul vl]
st1w	{ z12.s - z15.s }, pn15, [x23, x8, lsl #2]
st1w	{ z20.s - z23.s }, pn8, [x7, #-12, mul vl]
stnt1b	{ z16.b, z17.b }, pn8, [x29, x12]
stnt1b	{ z30.b, z31.b }, pn15, [x30, #0, mul vl]
stnt1b	{ z12.b - z15.b }, pn14, [x9, x22]
stnt1b	{ z28.b - z31.b }, pn10, [x28, #4, mul vl]
stnt1d	{ z26.d, z27.d }, pn12, [x19, x6, lsl #3]
stnt1d	{ z30.d, z31.d }, pn10, [x19, #0, mul vl]
stnt1d	{ z4.d - z7.d }, pn15, [x2, x12, lsl #3]
stnt1d	{ z24.d - z27.d }, pn15, [x3, #0, mul vl]
stnt1h	{ z8.h, z9.h }, pn10, [sp, x11, lsl #1]
stnt1h	{ z24.h, z25.h }, pn13, [x28, #0, mul vl]
stnt1h	{ z0.h - z3.h }, pn14, [x24, x28, lsl #1]
stnt1h	{ z28.h - z31.h }, pn8, [x4, #4, mul vl]
stnt1w	{ z18.s, z19.s }, pn12, [x17, x9, lsl #2]
stnt1w	{ z10.s, z11.s }, pn9, [x0, #0, mul vl]
stnt1w	{ z8.s - z11.s }, pn11, [x25, x15, lsl #2]
stnt1w	{ z8.s - z11.s }, pn8, [x29, #0, mul vl]
uqcvtn	z27.h, { z26.s, z27.s }
whilege	{ p12.b, p13.b }, x15, x29
whilege	{ p2.d, p3.d }, x2, x30
whilege	{ p8.h, p9.h }, x7, x21
whilege	{ p4.s, p5.s }, x21, x23
whilege	pn10.b, x13, x24, vlx2
whilege	pn9.d, x11, x27, vlx4
whilege	pn9.h, x30, x28, vlx2
whilege	pn11.s, x7, x25, vlx2
whilegt	{ p8.b, p9.b }, x17, x18
whilegt	{ p0.d, p1.d }, x25, x24
whilegt	{ p0.h, p1.h }, x23, x16
whilegt	{ p14.s, p15.s }, xzr, xzr
whilegt	pn10.b, x17, x29, vlx2
whilegt	pn11.d, x16, xzr, vlx2
whilegt	pn10.h, x20, x28, vlx4
whilegt	pn8.s, x13, x7, vlx4
whilehi	{ p4.b, p5.b }, xzr, x1
whilehi	{ p14.d, p15.d }, x4, x1
whilehi	{ p2.h, p3.h }, x16, x2
whilehi	{ p10.s, p11.s }, x6, x3
whilehi	pn8.b, x7, x29, vlx4
whilehi	pn10.d, x1, x15, vlx2
whilehi	pn14.h, x23, x7, vlx2
whilehi	pn14.s, xzr, x14, vlx2
whilehs	{ p12.b, p13.b }, x5, x25
whilehs	{ p4.d, p5.d }, x5, x26
whilehs	{ p8.h, p9.h }, x28, x21
whilehs	{ p2.s, p3.s }, x30, x8
whilehs	pn11.b, x25, x1, vlx4
whilehs	pn9.d, x22, x3, vlx2
whilehs	pn9.h, x28, x19, vlx2
whilehs	pn13.s, x6, x1, vlx4
whilele	{ p8.b, p9.b }, x21, x4
whilele	{ p12.d, p13.d }, x26, x29
whilele	{ p10.h, p11.h }, x11, x22
whilele	{ p4.s, p5.s }, x19, x23
whilele	pn10.b, x11, x19, vlx4
whilele	pn14.d, xzr, x23, vlx4
whilele	pn10.h, x15, x24, vlx2
whilele	pn9.s, x24, x14, vlx4
whilelo	{ p0.b, p1.b }, x12, x26
whilelo	{ p2.d, p3.d }, x10, x19
whilelo	{ p4.h, p5.h }, x2, x18
whilelo	{ p6.s, p7.s }, x11, x14
whilelo	pn14.b, x12, x30, vlx2
whilelo	pn10.d, x26, x11, vlx4
whilelo	pn11.h, x13, x30, vlx4
whilelo	pn9.s, x11, x13, vlx2
whilels	{ p6.b, p7.b }, x5, x13
whilels	{ p0.d, p1.d }, x20, x7
whilels	{ p8.h, p9.h }, x15, xzr
whilels	{ p4.s, p5.s }, x25, x17
whilels	pn15.b, x19, x18, vlx2
whilels	pn9.d, x4, x9, vlx2
whilels	pn9.h, x14, x22, vlx2
whilels	pn14.s, x25, x28, vlx2
whilelt	{ p0.b, p1.b }, x4, x0
whilelt	{ p2.d, p3.d }, x8, x27
whilelt	{ p14.h, p15.h }, x4, x5
whilelt	{ p12.s, p13.s }, x20, x20
whilelt	pn13.b, x5, x26, vlx4
whilelt	pn12.d, x10, x0, vlx4
whilelt	pn15.h, x2, x6, vlx2
whilelt	pn9.s, x28, x5, vlx2
