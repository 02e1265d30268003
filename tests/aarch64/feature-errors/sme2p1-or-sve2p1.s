// without sme2p1 or sve2p1: each line is rejected
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
