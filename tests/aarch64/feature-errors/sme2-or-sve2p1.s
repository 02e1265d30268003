// without sme2 or sve2p1: each line is rejected
bfmlslb	z20.s, z25.h, z7.h
bfmlslb	z27.s, z21.h, z7.h[0]
bfmlslt	z18.s, z25.h, z0.h
bfmlslt	z3.s, z20.h, z1.h[5]
fclamp	z31.d, z18.d, z8.d
fclamp	z23.h, z19.h, z24.h
fclamp	z0.s, z5.s, z31.s
ld1b	{ z16.b, z17.b }, pn15/z, [x20, x10]
ld1b	{ z10.b, z11.b }, pn9/z, [x11, #0, mul vl]
ld1b	{ z4.b - z7.b }, pn13/z, [x28, x30]
ld1b	{ z16.b - z19.b }, pn8/z, [x15, #0, mul vl]
ld1d	{ z10.d, z11.d }, pn13/z, [x1, x5, lsl #3]
