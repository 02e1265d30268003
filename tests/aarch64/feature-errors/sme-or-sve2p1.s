// without sme or sve2p1: each line is rejected
psel	p11, p6, p3.b[w15, 8]
psel	p5, p13, p5.d[w15, 0]
psel	p12, p10, p0.h[w15, 7]
psel	p14, p3, p5.s[w14, 2]
revd	z4.q, p0/m, z9.q
sclamp	z13.b, z1.b, z25.b
sclamp	z24.d, z5.d, z13.d
sclamp	z17.h, z27.h, z12.h
sclamp	z29.s, z11.s, z21.s
uclamp	z4.b, z28.b, z11.b
uclamp	z12.d, z26.d, z16.d
uclamp	z16.h, z31.h, z25.h
