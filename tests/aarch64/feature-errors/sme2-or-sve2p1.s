// without sme2 or sve2p1: each line is rejected
bfmlslb	z28.s, z1.h, z22.h
bfmlslb	z18.s, z17.h, z3.h[7]
bfmlslt	z2.s, z15.h, z1.h
bfmlslt	z19.s, z14.h, z7.h[0]
fclamp	z23.d, z5.d, z4.d
fclamp	z18.h, z8.h, z9.h
fclamp	z4.s, z28.s, z30.s
sqcvtn	z10.h, { z24.s, z25.s }
sqcvtun	z21.h, { z16.s, z17.s }
uqcvtn	z4.h, { z4.s, z5.s }
