// without sme2 or sve2p1: each line is rejected
bfmlslb	z26.s, z5.h, z22.h
bfmlslb	z0.s, z28.h, z4.h[7]
bfmlslt	z27.s, z14.h, z4.h
bfmlslt	z29.s, z24.h, z0.h[1]
cntp	x11, pn0.b, vlx2
cntp	x12, pn0.d, vlx2
cntp	x19, pn3.h, vlx4
cntp	x0, pn8.s, vlx4
fclamp	z5.d, z19.d, z6.d
fclamp	z2.h, z9.h, z30.h
fclamp	z29.s, z8.s, z31.s
ld1b	{ z2.b, z3.b }, pn11/z, [x16, x19]
