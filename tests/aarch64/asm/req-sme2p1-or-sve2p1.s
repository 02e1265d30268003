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
orqv	v15.16b, p4, z21.b
orqv	v28.2d, p1, z23.d
orqv	v7.8h, p4, z23.h
orqv	v10.4s, p6, z6.s
pmov	p5.b, z1
pmov	p3.d, z10[0]
pmov	p1.h, z7[0]
pmov	p8.s, z0[3]
pmov	z22, p15.b
pmov	z20[0], p8.d
pmov	z4[1], p3.h
pmov	z22[0], p1.s
smaxqv	v16.16b, p7, z12.b
smaxqv	v13.2d, p6, z6.d
smaxqv	v24.8h, p5, z14.h
smaxqv	v5.4s, p1, z0.s
sminqv	v14.16b, p4, z3.b
sminqv	v13.2d, p7, z16.d
sminqv	v26.8h, p6, z20.h
sminqv	v6.4s, p5, z2.s
st2q	{ z31.q, z0.q }, p0, [x30, #0, mul vl]
st2q	{ z29.q, z30.q }, p3, [x0, x18, lsl #4]
st3q	{ z2.q - z4.q }, p0, [x16, #-3, mul vl]
st3q	{ z19.q - z21.q }, p5, [x3, x19, lsl #4]
st4q	{ z21.q - z24.q }, p0, [x20, #0, mul vl]
st4q	{ z4.q - z7.q }, p1, [x15, x17, lsl #4]
tblq	z13.b, { z1.b }, z2.b
tblq	z31.d, { z18.d }, z19.d
tblq	z5.h, { z5.h }, z12.h
tblq	z30.s, { z15.s }, z31.s
tbxq	z0.b, z25.b, z16.b
tbxq	z4.d, z28.d, z23.d
tbxq	z12.h, z18.h, z18.h
tbxq	z1.s, z20.s, z22.s
umaxqv	v12.16b, p7, z28.b
umaxqv	v29.2d, p6, z4.d
umaxqv	v31.8h, p5, z8.h
umaxqv	v17.4s, p5, z16.s
uminqv	v11.16b, p7, z14.b
uminqv	v20.2d, p1, z11.d
uminqv	v18.8h, p5, z8.h
uminqv	v1.4s, p7, z23.s
uzpq1	z31.b, z11.b, z17.b
uzpq1	z29.d, z9.d, z28.d
uzpq1	z27.h, z15.h, z13.h
uzpq1	z16.s, z31.s, z10.s
uzpq2	z13.b, z10.b, z20.b
uzpq2	z28.d, z10.d, z28.d
uzpq2	z14.h, z23.h, z1.h
uzpq2	z13.s, z7.s, z31.s
zipq1	z6.b, z26.b, z16.b
zipq1	z31.d, z2.d, z14.d
zipq1	z19.h, z1.h, z29.h
zipq1	z22.s, z3.s, z29.s
zipq2	z12.b, z5.b, z23.b
zipq2	z21.d, z8.d, z21.d
zipq2	z7.h, z23.h, z23.h
zipq2	z24.s, z6.s, z16.s
