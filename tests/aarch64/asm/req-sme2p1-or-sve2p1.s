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
dupq	z24.h, z16.h[3]
dupq	z30.s, z21.s[0]
dupq	z31.d, z19.d[1]
dupq	z20.b, z30.b[8]
eorqv	v27.16b, p1, z1.b
eorqv	v20.2d, p0, z25.d
eorqv	v24.8h, p7, z31.h
eorqv	v1.4s, p5, z27.s
extq	z30.b, z30.b, z14.b, #0
faddqv	v7.2d, p1, z23.d
faddqv	v11.8h, p7, z21.h
faddqv	v10.4s, p3, z9.s
fmaxnmqv	v19.2d, p1, z6.d
fmaxnmqv	v5.8h, p3, z27.h
fmaxnmqv	v22.4s, p3, z20.s
fmaxqv	v6.2d, p1, z28.d
fmaxqv	v18.8h, p5, z6.h
fmaxqv	v8.4s, p4, z21.s
fminnmqv	v22.2d, p7, z15.d
fminnmqv	v20.8h, p1, z21.h
fminnmqv	v0.4s, p7, z20.s
fminqv	v22.2d, p0, z6.d
fminqv	v21.8h, p4, z17.h
fminqv	v6.4s, p5, z30.s
orqv	v2.16b, p1, z1.b
orqv	v4.2d, p4, z11.d
orqv	v1.8h, p2, z0.h
orqv	v26.4s, p0, z5.s
smaxqv	v12.16b, p1, z23.b
smaxqv	v10.2d, p5, z10.d
smaxqv	v14.8h, p5, z13.h
smaxqv	v20.4s, p4, z14.s
sminqv	v20.16b, p6, z5.b
sminqv	v11.2d, p7, z13.d
sminqv	v1.8h, p6, z16.h
sminqv	v24.4s, p7, z13.s
tblq	z25.b, { z6.b }, z6.b
tblq	z17.d, { z29.d }, z24.d
tblq	z16.h, { z26.h }, z19.h
tblq	z26.s, { z16.s }, z22.s
tbxq	z25.b, z2.b, z4.b
tbxq	z4.d, z13.d, z19.d
tbxq	z16.h, z30.h, z0.h
tbxq	z10.s, z22.s, z31.s
umaxqv	v25.16b, p2, z27.b
umaxqv	v26.2d, p1, z4.d
umaxqv	v15.8h, p5, z18.h
umaxqv	v28.4s, p1, z22.s
uminqv	v13.16b, p5, z22.b
uminqv	v28.2d, p0, z8.d
uminqv	v10.8h, p2, z9.h
uminqv	v21.4s, p1, z7.s
uzpq1	z10.b, z23.b, z24.b
uzpq1	z2.d, z25.d, z31.d
uzpq1	z29.h, z17.h, z6.h
uzpq1	z23.s, z12.s, z20.s
uzpq2	z7.b, z27.b, z12.b
uzpq2	z26.d, z7.d, z8.d
uzpq2	z25.h, z20.h, z30.h
uzpq2	z30.s, z2.s, z28.s
zipq1	z17.b, z18.b, z15.b
zipq1	z28.d, z5.d, z18.d
zipq1	z4.h, z29.h, z31.h
zipq1	z8.s, z13.s, z20.s
zipq2	z23.b, z15.b, z11.b
zipq2	z7.d, z7.d, z1.d
zipq2	z24.h, z29.h, z21.h
zipq2	z7.s, z29.s, z1.s
