// mattr: +sme,+sve2p1
// instructions llvm-mc 19 takes only with: sme or sve2p1
psel	p13, p9, p11.b[w14, 10]
psel	p4, p9, p7.d[w13, 1]
psel	p13, p10, p3.h[w15, 4]
psel	p1, p14, p3.s[w14, 2]
revd	z1.q, p1/m, z14.q
sclamp	z22.b, z20.b, z14.b
sclamp	z26.d, z17.d, z4.d
sclamp	z28.h, z11.h, z7.h
sclamp	z22.s, z2.s, z5.s
uclamp	z24.b, z4.b, z5.b
uclamp	z25.d, z14.d, z21.d
uclamp	z6.h, z13.h, z5.h
uclamp	z19.s, z25.s, z20.s
