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
uqcvtn	z12.h, { z30.s, z31.s }
uqrshrn	z1.h, { z0.s, z1.s }, #16
whilege	{ p8.b, p9.b }, x8, x25
whilege	{ p2.d, p3.d }, x11, x20
whilege	{ p0.h, p1.h }, x17, x5
whilege	{ p4.s, p5.s }, x0, x4
whilege	pn12.b, x0, x25, vlx4
whilege	pn14.d, x17, x29, vlx4
whilege	pn8.h, x16, x4, vlx2
whilege	pn14.s, x29, x20, vlx4
whilegt	{ p8.b, p9.b }, x17, x19
whilegt	{ p0.d, p1.d }, x10, x2
whilegt	{ p12.h, p13.h }, x30, x27
whilegt	{ p10.s, p11.s }, x17, x21
whilegt	pn13.b, x5, x15, vlx4
whilegt	pn10.d, x8, x18, vlx4
whilegt	pn9.h, x0, x12, vlx4
whilegt	pn10.s, x19, x11, vlx2
whilehi	{ p0.b, p1.b }, x28, x0
whilehi	{ p2.d, p3.d }, x0, x9
whilehi	{ p8.h, p9.h }, x5, x11
whilehi	{ p12.s, p13.s }, x2, x13
whilehi	pn15.b, x23, x15, vlx2
whilehi	pn8.d, x19, x23, vlx2
whilehi	pn13.h, x12, x5, vlx2
whilehi	pn13.s, x7, x17, vlx4
whilehs	{ p14.b, p15.b }, x8, x3
whilehs	{ p4.d, p5.d }, x29, x26
whilehs	{ p0.h, p1.h }, x20, x16
whilehs	{ p10.s, p11.s }, x1, x9
whilehs	pn14.b, x25, x10, vlx2
whilehs	pn12.d, x28, x16, vlx2
whilehs	pn14.h, x0, x4, vlx2
whilehs	pn10.s, x27, x29, vlx2
whilele	{ p2.b, p3.b }, x28, x5
whilele	{ p2.d, p3.d }, x14, x22
whilele	{ p4.h, p5.h }, x13, x11
whilele	{ p10.s, p11.s }, x3, x16
whilele	pn8.b, x1, x10, vlx2
whilele	pn12.d, x5, x7, vlx2
whilele	pn9.h, x20, x27, vlx4
whilele	pn15.s, x17, x25, vlx4
whilelo	{ p14.b, p15.b }, x2, x1
whilelo	{ p8.d, p9.d }, x30, x12
whilelo	{ p8.h, p9.h }, x5, xzr
whilelo	{ p10.s, p11.s }, xzr, x11
whilelo	pn11.b, xzr, x25, vlx2
whilelo	pn14.d, x11, x0, vlx2
whilelo	pn9.h, x30, x24, vlx4
whilelo	pn13.s, x29, x16, vlx2
whilels	{ p14.b, p15.b }, x20, x13
whilels	{ p2.d, p3.d }, x15, x9
whilels	{ p8.h, p9.h }, x20, x1
whilels	{ p8.s, p9.s }, x30, x27
whilels	pn14.b, x29, x13, vlx2
whilels	pn10.d, x5, x13, vlx2
whilels	pn10.h, xzr, x20, vlx2
whilels	pn14.s, x16, x11, vlx4
whilelt	{ p14.b, p15.b }, x3, x7
whilelt	{ p4.d, p5.d }, x25, x23
whilelt	{ p8.h, p9.h }, x25, x28
whilelt	{ p4.s, p5.s }, x19, x7
whilelt	pn12.b, x17, x24, vlx4
whilelt	pn15.d, x7, x26, vlx4
whilelt	pn14.h, x28, x16, vlx4
whilelt	pn9.s, x10, x2, vlx4
