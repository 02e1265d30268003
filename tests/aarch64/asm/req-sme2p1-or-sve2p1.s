// mattr: +sme2p1,+sve2p1
// instructions llvm-mc 19 takes only with: sme2p1 or sve2p1
addqv	v28.16b, p3, z8.b
addqv	v20.2d, p6, z9.d
addqv	v7.8h, p4, z13.h
addqv	v2.4s, p3, z11.s
andqv	v24.16b, p1, z26.b
andqv	v16.2d, p2, z1.d
andqv	v29.8h, p2, z24.h
andqv	v31.4s, p7, z25.s
dupq	z17.h, z31.h[6]
dupq	z25.s, z29.s[0]
dupq	z30.d, z11.d[0]
dupq	z4.b, z27.b[7]
eorqv	v7.16b, p5, z27.b
eorqv	v28.2d, p5, z14.d
eorqv	v23.8h, p4, z30.h
eorqv	v15.4s, p3, z3.s
extq	z19.b, z19.b, z11.b, #12
faddqv	v25.2d, p2, z18.d
faddqv	v31.8h, p2, z30.h
faddqv	v22.4s, p1, z4.s
fmaxnmqv	v8.2d, p1, z3.d
fmaxnmqv	v14.8h, p3, z23.h
fmaxnmqv	v23.4s, p7, z22.s
fmaxqv	v30.2d, p0, z21.d
fmaxqv	v9.8h, p5, z21.h
fmaxqv	v19.4s, p0, z3.s
fminnmqv	v30.2d, p5, z9.d
fminnmqv	v6.8h, p6, z19.h
fminnmqv	v4.4s, p1, z5.s
fminqv	v3.2d, p3, z23.d
fminqv	v11.8h, p0, z6.h
fminqv	v6.4s, p7, z18.s
orqv	v0.16b, p0, z21.b
orqv	v3.2d, p1, z15.d
orqv	v18.8h, p7, z11.h
orqv	v13.4s, p7, z30.s
smaxqv	v20.16b, p0, z21.b
smaxqv	v6.2d, p2, z6.d
smaxqv	v26.8h, p5, z3.h
smaxqv	v21.4s, p3, z8.s
sminqv	v2.16b, p4, z22.b
sminqv	v12.2d, p3, z31.d
sminqv	v24.8h, p7, z26.h
sminqv	v27.4s, p0, z5.s
tblq	z11.b, { z10.b }, z30.b
tblq	z19.d, { z17.d }, z9.d
tblq	z27.h, { z21.h }, z17.h
tblq	z4.s, { z27.s }, z4.s
tbxq	z31.b, z8.b, z22.b
tbxq	z4.d, z25.d, z31.d
tbxq	z30.h, z10.h, z8.h
tbxq	z25.s, z16.s, z28.s
umaxqv	v29.16b, p7, z21.b
umaxqv	v17.2d, p6, z13.d
umaxqv	v24.8h, p1, z5.h
umaxqv	v27.4s, p7, z26.s
uminqv	v9.16b, p4, z10.b
uminqv	v26.2d, p2, z20.d
uminqv	v25.8h, p2, z0.h
uminqv	v30.4s, p7, z30.s
uzpq1	z11.b, z27.b, z14.b
uzpq1	z0.d, z6.d, z28.d
uzpq1	z8.h, z25.h, z12.h
uzpq1	z10.s, z27.s, z17.s
uzpq2	z29.b, z30.b, z7.b
uzpq2	z27.d, z31.d, z15.d
uzpq2	z19.h, z2.h, z19.h
uzpq2	z17.s, z24.s, z5.s
zipq1	z1.b, z4.b, z13.b
zipq1	z6.d, z24.d, z26.d
zipq1	z26.h, z9.h, z9.h
zipq1	z22.s, z14.s, z18.s
zipq2	z2.b, z2.b, z2.b
zipq2	z18.d, z6.d, z0.d
zipq2	z27.h, z11.h, z10.h
zipq2	z7.s, z31.s, z13.s
