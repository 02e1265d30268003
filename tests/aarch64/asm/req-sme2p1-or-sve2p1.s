// mattr: +sme2p1,+sve2p1
// instructions llvm-mc 19 takes only with: sme2p1 or sve2p1
addqv	v28.16b, p3, z8.b
addqv	v20.2d, p6, z9.d
addqv	v7.8h, p4, z13.h
addqv	v2.4s, p3, z11.s
andqv	v25.16b, p3, z29.b
andqv	v22.2d, p5, z16.d
andqv	v14.8h, p7, z3.h
andqv	v20.4s, p3, z22.s
dupq	z2.h, z9.h[4]
dupq	z25.s, z14.s[2]
dupq	z31.d, z20.d[0]
dupq	z0.b, z1.b[2]
eorqv	v26.16b, p7, z14.b
eorqv	v19.2d, p4, z16.d
eorqv	v11.8h, p0, z15.h
eorqv	v30.4s, p0, z26.s
extq	z24.b, z24.b, z9.b, #0
faddqv	v19.2d, p7, z17.d
faddqv	v27.8h, p4, z14.h
faddqv	v9.4s, p3, z6.s
fmaxnmqv	v14.2d, p4, z14.d
fmaxnmqv	v7.8h, p2, z22.h
fmaxnmqv	v14.4s, p6, z12.s
fmaxqv	v5.2d, p2, z17.d
fmaxqv	v25.8h, p3, z12.h
fmaxqv	v5.4s, p6, z31.s
fminnmqv	v12.2d, p1, z7.d
fminnmqv	v8.8h, p5, z5.h
fminnmqv	v28.4s, p5, z2.s
fminqv	v16.2d, p4, z23.d
fminqv	v16.8h, p4, z31.h
fminqv	v1.4s, p7, z2.s
ld2q	{ z19.q, z20.q }, p4/z, [x7, #0, mul vl]
ld2q	{ z27.q, z28.q }, p0/z, [x9, x27, lsl #4]
ld3q	{ z13.q - z15.q }, p5/z, [x29, #-24, mul vl]
ld3q	{ z11.q - z13.q }, p0/z, [x1, x15, lsl #4]
ld4q	{ z1.q - z4.q }, p0/z, [x11, #0, mul vl]
ld4q	{ z18.q - z21.q }, p2/z, [x30, x13, lsl #4]
orqv	v7.16b, p1, z21.b
orqv	v8.2d, p2, z7.d
orqv	v6.8h, p6, z1.h
orqv	v18.4s, p2, z16.s
pmov	p14.b, z9
pmov	p0.d, z21[7]
pmov	p6.h, z28[1]
pmov	p3.s, z0[1]
pmov	z1, p5.b
pmov	z24[7], p14.d
pmov	z2[0], p14.h
pmov	z22[2], p7.s
smaxqv	v0.16b, p5, z7.b
smaxqv	v31.2d, p6, z16.d
smaxqv	v26.8h, p1, z8.h
smaxqv	v5.4s, p7, z21.s
sminqv	v2.16b, p6, z15.b
sminqv	v11.2d, p0, z14.d
sminqv	v16.8h, p0, z13.h
sminqv	v29.4s, p4, z26.s
st2q	{ z30.q, z31.q }, p4, [x9, #-8, mul vl]
st2q	{ z5.q, z6.q }, p1, [x27, x16, lsl #4]
st3q	{ z11.q - z13.q }, p2, [x30, #0, mul vl]
st3q	{ z9.q - z11.q }, p6, [x21, x17, lsl #4]
st4q	{ z1.q - z4.q }, p3, [x15, #-28, mul vl]
st4q	{ z6.q - z9.q }, p5, [sp, x1, lsl #4]
tblq	z31.b, { z3.b }, z19.b
tblq	z2.d, { z5.d }, z31.d
tblq	z28.h, { z16.h }, z12.h
tblq	z19.s, { z26.s }, z8.s
tbxq	z23.b, z7.b, z18.b
tbxq	z18.d, z17.d, z20.d
tbxq	z22.h, z19.h, z1.h
tbxq	z29.s, z2.s, z19.s
umaxqv	v23.16b, p5, z2.b
umaxqv	v3.2d, p0, z23.d
umaxqv	v23.8h, p2, z16.h
umaxqv	v12.4s, p7, z28.s
uminqv	v20.16b, p6, z0.b
uminqv	v29.2d, p1, z29.d
uminqv	v25.8h, p2, z13.h
uminqv	v11.4s, p7, z14.s
uzpq1	z11.b, z2.b, z31.b
uzpq1	z10.d, z10.d, z29.d
uzpq1	z29.h, z21.h, z5.h
uzpq1	z9.s, z31.s, z19.s
uzpq2	z0.b, z5.b, z10.b
uzpq2	z2.d, z28.d, z2.d
uzpq2	z26.h, z5.h, z25.h
uzpq2	z8.s, z5.s, z26.s
zipq1	z19.b, z9.b, z2.b
zipq1	z16.d, z23.d, z26.d
zipq1	z3.h, z16.h, z4.h
zipq1	z4.s, z17.s, z20.s
zipq2	z27.b, z21.b, z0.b
zipq2	z28.d, z25.d, z21.d
zipq2	z16.h, z11.h, z28.h
zipq2	z25.s, z15.s, z17.s
