// mattr: +sme2p1,+sve2p1
// instructions llvm-mc 19 takes only with: sme2p1 or sve2p1
addqv	v28.16b, p3, z8.b
addqv	v20.2d, p6, z9.d
addqv	v7.8h, p4, z13.h
addqv	v2.4s, p3, z11.s
andqv	v5.16b, p7, z9.b
andqv	v30.2d, p6, z16.d
andqv	v17.8h, p6, z19.h
andqv	v30.4s, p4, z16.s
dupq	z29.h, z31.h[1]
dupq	z23.s, z2.s[0]
dupq	z6.d, z31.d[1]
dupq	z29.b, z6.b[15]
eorqv	v23.16b, p2, z25.b
eorqv	v22.2d, p0, z0.d
eorqv	v14.8h, p5, z1.h
eorqv	v17.4s, p0, z27.s
extq	z20.b, z20.b, z0.b, #0
faddqv	v23.2d, p0, z14.d
faddqv	v14.8h, p6, z28.h
faddqv	v27.4s, p2, z23.s
fmaxnmqv	v13.2d, p3, z17.d
fmaxnmqv	v15.8h, p4, z21.h
fmaxnmqv	v0.4s, p6, z26.s
fmaxqv	v9.2d, p4, z0.d
fmaxqv	v18.8h, p7, z27.h
fmaxqv	v29.4s, p5, z20.s
fminnmqv	v21.2d, p7, z8.d
fminnmqv	v14.8h, p3, z5.h
fminnmqv	v26.4s, p5, z12.s
fminqv	v13.2d, p6, z0.d
fminqv	v10.8h, p7, z22.h
fminqv	v31.4s, p2, z13.s
orqv	v22.16b, p6, z12.b
orqv	v26.2d, p4, z31.d
orqv	v9.8h, p3, z0.h
orqv	v12.4s, p1, z22.s
smaxqv	v10.16b, p1, z15.b
smaxqv	v28.2d, p1, z21.d
smaxqv	v10.8h, p1, z30.h
smaxqv	v13.4s, p0, z18.s
sminqv	v5.16b, p0, z11.b
sminqv	v25.2d, p3, z15.d
sminqv	v4.8h, p1, z29.h
sminqv	v10.4s, p5, z2.s
tblq	z9.b, { z27.b }, z10.b
tblq	z21.d, { z30.d }, z8.d
tblq	z15.h, { z12.h }, z10.h
tblq	z24.s, { z24.s }, z29.s
tbxq	z8.b, z25.b, z23.b
tbxq	z31.d, z29.d, z11.d
tbxq	z1.h, z12.h, z9.h
tbxq	z31.s, z27.s, z25.s
umaxqv	v5.16b, p4, z22.b
umaxqv	v5.2d, p2, z14.d
umaxqv	v21.8h, p2, z24.h
umaxqv	v24.4s, p3, z25.s
uminqv	v27.16b, p6, z28.b
uminqv	v29.2d, p0, z4.d
uminqv	v2.8h, p5, z30.h
uminqv	v23.4s, p3, z24.s
uzpq1	z13.b, z7.b, z20.b
uzpq1	z14.d, z0.d, z17.d
uzpq1	z11.h, z4.h, z11.h
uzpq1	z7.s, z18.s, z2.s
uzpq2	z21.b, z21.b, z15.b
uzpq2	z30.d, z4.d, z23.d
uzpq2	z17.h, z8.h, z31.h
uzpq2	z24.s, z23.s, z22.s
zipq1	z23.b, z3.b, z23.b
zipq1	z13.d, z10.d, z5.d
zipq1	z9.h, z28.h, z29.h
zipq1	z24.s, z5.s, z19.s
zipq2	z29.b, z20.b, z3.b
zipq2	z6.d, z7.d, z17.d
zipq2	z4.h, z9.h, z12.h
zipq2	z11.s, z3.s, z29.s
