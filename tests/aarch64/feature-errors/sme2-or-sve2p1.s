// without sme2 or sve2p1: each line is rejected
bfmlslb	z26.s, z5.h, z22.h
bfmlslb	z0.s, z28.h, z4.h[7]
bfmlslt	z27.s, z14.h, z4.h
bfmlslt	z29.s, z24.h, z0.h[1]
fclamp	z23.d, z4.d, z25.d
fclamp	z3.h, z15.h, z23.h
fclamp	z22.s, z25.s, z25.s
ld1b	{ z28.b, z29.b }, pn11/z, [x5, x11]
ld1b	{ z6.b, z7.b }, pn14/z, [x26, #0, mul vl]
ld1b	{ z20.b - z23.b }, pn9/z, [x9, x4]
ld1b	{ z0.b - z3.b }, pn13/z, [x7, #-28, mul vl]
ld1d	{ z24.d, z25.d }, pn12/z, [x23, x10, lsl #3]
