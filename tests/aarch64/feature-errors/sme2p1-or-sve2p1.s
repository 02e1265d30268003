// without sme2p1 or sve2p1: each line is rejected
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
