// without sme or sve2p1: each line is rejected
psel	p3, p11, p5.b[w13, 10]
psel	p10, p4, p14.d[w15, 0]
psel	p6, p2, p15.h[w14, 7]
psel	p0, p6, p15.s[w13, 2]
revd	z16.q, p6/m, z27.q
sclamp	z4.b, z0.b, z0.b
sclamp	z9.d, z26.d, z6.d
sclamp	z10.h, z16.h, z6.h
sclamp	z21.s, z24.s, z7.s
uclamp	z4.b, z28.b, z11.b
uclamp	z12.d, z26.d, z16.d
uclamp	z16.h, z31.h, z25.h
