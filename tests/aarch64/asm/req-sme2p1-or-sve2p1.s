// mattr: +sme2p1,+sve2p1
// instructions llvm-mc 19 takes only with: sme2p1 or sve2p1
addqv	v30.16b, p4, z14.b
addqv	v3.2d, p7, z24.d
addqv	v23.8h, p3, z5.h
addqv	v23.4s, p7, z13.s
andqv	v30.16b, p6, z13.b
andqv	v17.2d, p3, z11.d
andqv	v5.8h, p5, z22.h
andqv	v11.4s, p3, z24.s
dupq	z19.h, z7.h[2]
dupq	z15.s, z5.s[3]
dupq	z6.d, z14.d[0]
dupq	z19.b, z15.b[10]
eorqv	v1.16b, p1, z13.b
eorqv	v26.2d, p2, z21.d
eorqv	v23.8h, p3, z27.h
eorqv	v29.4s, p5, z8.s
extq	z13.b, z13.b, z7.b, #13
faddqv	v11.2d, p7, z3.d
faddqv	v30.8h, p7, z14.h
faddqv	v23.4s, p4, z27.s
fmaxnmqv	v6.2d, p6, z24.d
fmaxnmqv	v26.8h, p5, z31.h
fmaxnmqv	v13.4s, p3, z17.s
fmaxqv	v11.2d, p7, z27.d
fmaxqv	v20.8h, p7, z13.h
fmaxqv	v9.4s, p4, z0.s
fminnmqv	v21.2d, p4, z28.d
fminnmqv	v4.8h, p6, z4.h
fminnmqv	v21.4s, p7, z8.s
fminqv	v4.2d, p2, z2.d
fminqv	v15.8h, p0, z7.h
fminqv	v13.4s, p6, z0.s
orqv	v8.16b, p4, z21.b
orqv	v7.2d, p2, z14.d
orqv	v31.8h, p5, z14.h
orqv	v29.4s, p1, z17.s
smaxqv	v26.16b, p6, z3.b
smaxqv	v21.2d, p3, z29.d
smaxqv	v2.8h, p3, z24.h
smaxqv	v7.4s, p7, z15.s
sminqv	v12.16b, p1, z30.b
sminqv	v2.2d, p5, z10.d
sminqv	v16.8h, p2, z17.h
sminqv	v23.4s, p6, z4.s
tblq	z13.b, { z3.b }, z31.b
tblq	z20.d, { z15.d }, z29.d
tblq	z29.h, { z19.h }, z13.h
tblq	z31.s, { z23.s }, z8.s
tbxq	z23.b, z31.b, z26.b
tbxq	z31.d, z12.d, z23.d
tbxq	z3.h, z17.h, z28.h
tbxq	z12.s, z1.s, z19.s
umaxqv	v16.16b, p2, z20.b
umaxqv	v0.2d, p3, z8.d
umaxqv	v24.8h, p3, z8.h
umaxqv	v8.4s, p2, z31.s
uminqv	v24.16b, p0, z19.b
uminqv	v24.2d, p5, z30.d
uminqv	v20.8h, p5, z21.h
uminqv	v7.4s, p3, z23.s
uzpq1	z26.b, z9.b, z4.b
uzpq1	z13.d, z16.d, z1.d
uzpq1	z16.h, z25.h, z5.h
uzpq1	z27.s, z29.s, z21.s
uzpq2	z1.b, z21.b, z22.b
uzpq2	z29.d, z8.d, z10.d
uzpq2	z17.h, z21.h, z0.h
uzpq2	z1.s, z9.s, z2.s
zipq1	z18.b, z12.b, z13.b
zipq1	z14.d, z29.d, z3.d
zipq1	z5.h, z5.h, z2.h
zipq1	z14.s, z19.s, z16.s
zipq2	z25.b, z24.b, z1.b
zipq2	z10.d, z19.d, z25.d
zipq2	z2.h, z7.h, z19.h
zipq2	z0.s, z14.s, z24.s
