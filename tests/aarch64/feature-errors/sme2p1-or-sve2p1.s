// without sme2p1 or sve2p1: each line is rejected
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
