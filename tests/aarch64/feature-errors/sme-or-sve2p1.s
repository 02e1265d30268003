// without sme or sve2p1: each line is rejected
revd	z8.q, p2/m, z4.q
sclamp	z8.b, z1.b, z20.b
sclamp	z10.d, z18.d, z2.d
sclamp	z8.h, z5.h, z11.h
sclamp	z18.s, z6.s, z27.s
uclamp	z2.b, z14.b, z9.b
uclamp	z4.d, z5.d, z19.d
uclamp	z22.h, z2.h, z15.h
uclamp	z30.s, z1.s, z29.s
