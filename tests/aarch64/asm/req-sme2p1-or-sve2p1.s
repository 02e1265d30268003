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
smaxqv	v7.16b, p7, z29.b
smaxqv	v29.2d, p5, z3.d
smaxqv	v12.8h, p1, z28.h
smaxqv	v15.4s, p4, z0.s
sminqv	v30.16b, p1, z11.b
sminqv	v0.2d, p0, z10.d
sminqv	v28.8h, p1, z15.h
sminqv	v16.4s, p1, z6.s
st2q	{ z3.q, z4.q }, p2, [x26, #0, mul vl]
st2q	{ z29.q, z30.q }, p5, [x26, x29, lsl #4]
st3q	{ z31.q, z0.q, z1.q }, p0, [x30, #-12, mul vl]
st3q	{ z29.q - z31.q }, p3, [x0, x18, lsl #4]
st4q	{ z2.q - z5.q }, p0, [x16, #-4, mul vl]
st4q	{ z19.q - z22.q }, p5, [x3, x19, lsl #4]
tblq	z4.b, { z28.b }, z6.b
tblq	z14.d, { z27.d }, z23.d
tblq	z20.h, { z18.h }, z23.h
tblq	z4.s, { z23.s }, z13.s
tbxq	z3.b, z18.b, z10.b
tbxq	z10.d, z19.d, z5.d
tbxq	z13.h, z6.h, z19.h
tbxq	z17.s, z17.s, z21.s
umaxqv	v2.16b, p7, z28.b
umaxqv	v1.2d, p2, z27.d
umaxqv	v28.8h, p5, z28.h
umaxqv	v21.4s, p5, z2.s
uminqv	v14.16b, p5, z20.b
uminqv	v10.2d, p2, z7.d
uminqv	v11.8h, p6, z23.h
uminqv	v30.4s, p0, z13.s
uzpq1	z28.b, z8.b, z30.b
uzpq1	z22.d, z20.d, z10.d
uzpq1	z11.h, z12.h, z7.h
uzpq1	z3.s, z5.s, z15.s
uzpq2	z7.b, z27.b, z6.b
uzpq2	z11.d, z12.d, z25.d
uzpq2	z3.h, z21.h, z1.h
uzpq2	z10.s, z12.s, z13.s
zipq1	z18.b, z21.b, z8.b
zipq1	z20.d, z1.d, z11.d
zipq1	z2.h, z24.h, z6.h
zipq1	z21.s, z20.s, z1.s
zipq2	z1.b, z8.b, z19.b
zipq2	z14.d, z17.d, z12.d
zipq2	z3.h, z12.h, z1.h
zipq2	z13.s, z4.s, z18.s
