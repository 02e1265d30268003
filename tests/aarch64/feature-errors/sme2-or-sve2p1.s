// without sme2 or sve2p1: each line is rejected
bfmlslb	z22.s, z25.h, z23.h
bfmlslb	z29.s, z7.h, z7.h[7]
bfmlslt	z14.s, z13.h, z13.h
bfmlslt	z2.s, z13.h, z6.h[3]
fclamp	z2.d, z19.d, z27.d
fclamp	z4.h, z20.h, z17.h
fclamp	z23.s, z16.s, z31.s
