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
dupq	z12.h, z10.h[0]
dupq	z4.s, z5.s[0]
dupq	z31.d, z27.d[1]
dupq	z0.b, z17.b[10]
eorqv	v16.16b, p5, z20.b
eorqv	v19.2d, p4, z7.d
eorqv	v29.8h, p1, z10.h
eorqv	v8.4s, p6, z8.s
extq	z27.b, z27.b, z14.b, #13
faddqv	v25.2d, p5, z24.d
faddqv	v31.8h, p1, z27.h
faddqv	v2.4s, p0, z10.s
fmaxnmqv	v5.2d, p3, z24.d
fmaxnmqv	v29.8h, p1, z13.h
fmaxnmqv	v6.4s, p7, z23.s
fmaxqv	v0.2d, p4, z18.d
fmaxqv	v1.8h, p4, z1.h
fmaxqv	v16.4s, p0, z31.s
fminnmqv	v10.2d, p4, z30.d
fminnmqv	v14.8h, p0, z14.h
fminnmqv	v22.4s, p4, z20.s
fminqv	v6.2d, p1, z26.d
fminqv	v25.8h, p7, z9.h
fminqv	v11.4s, p3, z7.s
orqv	v11.16b, p5, z4.b
orqv	v11.2d, p1, z15.d
orqv	v0.8h, p0, z30.h
orqv	v30.4s, p6, z16.s
smaxqv	v8.16b, p0, z9.b
smaxqv	v31.2d, p2, z31.d
smaxqv	v15.8h, p1, z8.h
smaxqv	v16.4s, p1, z8.s
sminqv	v8.16b, p4, z9.b
sminqv	v10.2d, p1, z15.d
sminqv	v28.8h, p1, z21.h
sminqv	v10.4s, p1, z30.s
tblq	z18.b, { z17.b }, z26.b
tblq	z4.d, { z7.d }, z30.d
tblq	z4.h, { z22.h }, z28.h
tblq	z17.s, { z0.s }, z29.s
tbxq	z10.b, z8.b, z13.b
tbxq	z24.d, z24.d, z15.d
tbxq	z9.h, z14.h, z26.h
tbxq	z9.s, z25.s, z28.s
umaxqv	v12.16b, p6, z6.b
umaxqv	v0.2d, p3, z12.d
umaxqv	v6.8h, p6, z15.h
umaxqv	v1.4s, p5, z15.s
uminqv	v10.16b, p4, z0.b
uminqv	v29.2d, p3, z31.d
uminqv	v28.8h, p7, z18.h
uminqv	v5.4s, p0, z28.s
uzpq1	z22.b, z28.b, z14.b
uzpq1	z1.d, z5.d, z30.d
uzpq1	z15.h, z19.h, z24.h
uzpq1	z12.s, z25.s, z29.s
uzpq2	z11.b, z7.b, z27.b
uzpq2	z20.d, z22.d, z28.d
uzpq2	z22.h, z9.h, z28.h
uzpq2	z27.s, z19.s, z6.s
zipq1	z30.b, z20.b, z18.b
zipq1	z6.d, z21.d, z21.d
zipq1	z8.h, z16.h, z9.h
zipq1	z5.s, z16.s, z1.s
zipq2	z3.b, z28.b, z0.b
zipq2	z14.d, z11.d, z18.d
zipq2	z29.h, z31.h, z3.h
zipq2	z24.s, z2.s, z22.s
