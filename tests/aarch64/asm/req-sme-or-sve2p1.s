// mattr: +sme,+sve2p1
// instructions llvm-mc 19 takes only with: sme or sve2p1
psel	p3, p12, p2.b[w13, 0]
psel	p4, p15, p5.d[w15, 0]
psel	p4, p8, p2.h[w13, 4]
psel	p2, p5, p7.s[w14, 3]
revd	z20.q, p5/m, z6.q
sclamp	z4.b, z29.b, z27.b
sclamp	z5.d, z0.d, z9.d
sclamp	z24.h, z18.h, z17.h
sclamp	z8.s, z8.s, z29.s
uclamp	z24.b, z11.b, z1.b
uclamp	z9.d, z15.d, z16.d
uclamp	z26.h, z2.h, z8.h
uclamp	z30.s, z14.s, z16.s
