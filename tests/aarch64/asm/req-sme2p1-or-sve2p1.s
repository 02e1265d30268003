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
dupq	z16.h, z18.h[7]
dupq	z9.s, z24.s[0]
dupq	z11.d, z31.d[0]
dupq	z1.b, z6.b[13]
eorqv	v4.16b, p7, z19.b
eorqv	v14.2d, p7, z20.d
eorqv	v30.8h, p5, z17.h
eorqv	v31.4s, p4, z18.s
extq	z28.b, z28.b, z25.b, #14
faddqv	v27.2d, p6, z31.d
faddqv	v5.8h, p0, z2.h
faddqv	v17.4s, p3, z20.s
fmaxnmqv	v20.2d, p0, z9.d
fmaxnmqv	v22.8h, p3, z0.h
fmaxnmqv	v8.4s, p3, z3.s
fmaxqv	v11.2d, p4, z10.d
fmaxqv	v12.8h, p3, z16.h
fmaxqv	v14.4s, p1, z10.s
fminnmqv	v31.2d, p6, z13.d
fminnmqv	v23.8h, p6, z2.h
fminnmqv	v23.4s, p1, z6.s
fminqv	v26.2d, p1, z24.d
fminqv	v14.8h, p3, z7.h
fminqv	v7.4s, p2, z22.s
orqv	v14.16b, p4, z6.b
orqv	v6.2d, p2, z14.d
orqv	v20.8h, p3, z4.h
orqv	v6.4s, p5, z2.s
smaxqv	v29.16b, p5, z26.b
smaxqv	v21.2d, p6, z2.d
smaxqv	v0.8h, p2, z13.h
smaxqv	v14.4s, p4, z27.s
sminqv	v11.16b, p2, z8.b
sminqv	v14.2d, p7, z12.d
sminqv	v9.8h, p0, z5.h
sminqv	v8.4s, p6, z21.s
tblq	z10.b, { z7.b }, z24.b
tblq	z27.d, { z26.d }, z20.d
tblq	z7.h, { z28.h }, z27.h
tblq	z17.s, { z19.s }, z22.s
tbxq	z1.b, z3.b, z27.b
tbxq	z14.d, z29.d, z17.d
tbxq	z7.h, z7.h, z1.h
tbxq	z21.s, z30.s, z20.s
umaxqv	v28.16b, p0, z25.b
umaxqv	v14.2d, p6, z15.d
umaxqv	v13.8h, p2, z15.h
umaxqv	v18.4s, p1, z26.s
uminqv	v7.16b, p7, z3.b
uminqv	v14.2d, p1, z31.d
uminqv	v7.8h, p2, z22.h
uminqv	v23.4s, p3, z2.s
uzpq1	z6.b, z17.b, z24.b
uzpq1	z26.d, z24.d, z26.d
uzpq1	z15.h, z8.h, z3.h
uzpq1	z11.s, z1.s, z11.s
uzpq2	z15.b, z26.b, z7.b
uzpq2	z8.d, z19.d, z0.d
uzpq2	z17.h, z1.h, z8.h
uzpq2	z3.s, z27.s, z4.s
zipq1	z0.b, z5.b, z20.b
zipq1	z4.d, z22.d, z9.d
zipq1	z30.h, z6.h, z12.h
zipq1	z20.s, z7.s, z11.s
zipq2	z26.b, z12.b, z8.b
zipq2	z17.d, z29.d, z24.d
zipq2	z1.h, z17.h, z28.h
zipq2	z10.s, z12.s, z8.s
