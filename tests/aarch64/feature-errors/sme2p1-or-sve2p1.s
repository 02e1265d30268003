// without sme2p1 or sve2p1: each line is rejected
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
