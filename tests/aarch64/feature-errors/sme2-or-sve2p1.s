// without sme2 or sve2p1: each line is rejected
bfmlslb	z28.s, z25.h, z11.h
bfmlslb	z19.s, z13.h, z1.h[2]
bfmlslt	z28.s, z3.h, z23.h
bfmlslt	z20.s, z9.h, z4.h[0]
fclamp	z20.d, z29.d, z11.d
fclamp	z28.h, z3.h, z16.h
fclamp	z28.s, z21.s, z9.s
