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
dupq	z15.h, z3.h[0]
dupq	z0.s, z30.s[1]
dupq	z26.d, z16.d[1]
dupq	z27.b, z1.b[9]
eorqv	v23.16b, p6, z31.b
eorqv	v5.2d, p6, z2.d
eorqv	v3.8h, p2, z3.h
eorqv	v24.4s, p5, z23.s
extq	z12.b, z12.b, z19.b, #7
faddqv	v30.2d, p4, z3.d
faddqv	v19.8h, p5, z26.h
faddqv	v28.4s, p0, z27.s
fmaxnmqv	v16.2d, p0, z14.d
fmaxnmqv	v21.8h, p0, z21.h
fmaxnmqv	v3.4s, p0, z5.s
fmaxqv	v24.2d, p1, z10.d
fmaxqv	v23.8h, p1, z2.h
fmaxqv	v9.4s, p5, z6.s
fminnmqv	v23.2d, p2, z25.d
fminnmqv	v11.8h, p2, z0.h
fminnmqv	v22.4s, p1, z25.s
fminqv	v13.2d, p3, z19.d
fminqv	v17.8h, p0, z9.h
fminqv	v20.4s, p4, z21.s
orqv	v11.16b, p1, z14.b
orqv	v29.2d, p5, z11.d
orqv	v27.8h, p5, z6.h
orqv	v9.4s, p0, z16.s
smaxqv	v23.16b, p0, z31.b
smaxqv	v3.2d, p5, z8.d
smaxqv	v22.8h, p0, z22.h
smaxqv	v12.4s, p1, z6.s
sminqv	v14.16b, p4, z27.b
sminqv	v26.2d, p4, z20.d
sminqv	v3.8h, p0, z6.h
sminqv	v27.4s, p1, z10.s
tblq	z17.b, { z14.b }, z23.b
tblq	z22.d, { z17.d }, z6.d
tblq	z29.h, { z25.h }, z22.h
tblq	z25.s, { z10.s }, z28.s
tbxq	z15.b, z29.b, z19.b
tbxq	z12.d, z4.d, z19.d
tbxq	z0.h, z7.h, z1.h
tbxq	z27.s, z24.s, z5.s
umaxqv	v2.16b, p1, z5.b
umaxqv	v3.2d, p4, z6.d
umaxqv	v16.8h, p0, z4.h
umaxqv	v8.4s, p5, z15.s
uminqv	v8.16b, p7, z8.b
uminqv	v28.2d, p4, z30.d
uminqv	v23.8h, p3, z15.h
uminqv	v12.4s, p1, z28.s
uzpq1	z25.b, z8.b, z6.b
uzpq1	z29.d, z30.d, z31.d
uzpq1	z15.h, z6.h, z15.h
uzpq1	z26.s, z13.s, z13.s
uzpq2	z3.b, z6.b, z23.b
uzpq2	z1.d, z15.d, z26.d
uzpq2	z17.h, z12.h, z17.h
uzpq2	z7.s, z30.s, z20.s
zipq1	z19.b, z9.b, z5.b
zipq1	z9.d, z13.d, z6.d
zipq1	z17.h, z24.h, z26.h
zipq1	z24.s, z26.s, z15.s
zipq2	z8.b, z3.b, z11.b
zipq2	z1.d, z11.d, z15.d
zipq2	z26.h, z7.h, z8.h
zipq2	z19.s, z0.s, z17.s
