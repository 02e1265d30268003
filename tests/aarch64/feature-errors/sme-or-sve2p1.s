// without sme or sve2p1: each line is rejected
psel	p7, p15, p9.b[w15, 6]
psel	p14, p2, p7.d[w12, 1]
psel	p1, p14, p10.h[w14, 0]
psel	p6, p13, p10.s[w15, 2]
revd	z25.q, p5/m, z7.q
sclamp	z29.b, z15.b, z2.b
sclamp	z14.d, z27.d, z26.d
sclamp	z23.h, z22.h, z2.h
sclamp	z18.s, z10.s, z16.s
uclamp	z1.b, z29.b, z30.b
uclamp	z25.d, z2.d, z21.d
uclamp	z22.h, z7.h, z29.h
