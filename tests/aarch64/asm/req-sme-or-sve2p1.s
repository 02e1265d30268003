// mattr: +sme,+sve2p1
// instructions llvm-mc 19 takes only with: sme or sve2p1
psel	p12, p14, p9.b[w15, 13]
psel	p11, p10, p4.d[w15, 1]
psel	p11, p2, p4.h[w14, 6]
psel	p9, p6, p5.s[w15, 0]
revd	z13.q, p1/m, z11.q
sclamp	z16.b, z6.b, z2.b
sclamp	z19.d, z12.d, z13.d
sclamp	z31.h, z30.h, z26.h
sclamp	z27.s, z5.s, z23.s
uclamp	z18.b, z10.b, z26.b
uclamp	z19.d, z13.d, z10.d
uclamp	z6.h, z17.h, z18.h
uclamp	z17.s, z13.s, z1.s
