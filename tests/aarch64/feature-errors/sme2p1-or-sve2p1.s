// without sme2p1 or sve2p1: each line is rejected
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
