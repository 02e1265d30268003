// without sme2 or sve2p1: each line is rejected
bfmlslb	z14.s, z9.h, z31.h
bfmlslb	z5.s, z13.h, z7.h[6]
bfmlslt	z15.s, z24.h, z16.h
bfmlslt	z21.s, z21.h, z1.h[4]
fclamp	z22.d, z25.d, z3.d
fclamp	z13.h, z23.h, z22.h
fclamp	z4.s, z25.s, z5.s
ld1b	{ z0.b, z1.b }, pn12/z, [x28, x20]
ld1b	{ z10.b, z11.b }, pn10/z, [x6, #0, mul vl]
ld1b	{ z8.b - z11.b }, pn9/z, [x20, x28]
ld1b	{ z28.b - z31.b }, pn12/z, [x3, #-32, mul vl]
ld1d	{ z0.d, z1.d }, pn11/z, [x17, x14, lsl #3]
