// without sme2p1 or sve2p1: each line is rejected
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
