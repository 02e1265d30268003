// without sme2 or sve2p1: each line is rejected
fclamp	z4.d, z11.d, z24.d
fclamp	z11.h, z30.h, z22.h
fclamp	z22.s, z21.s, z29.s
