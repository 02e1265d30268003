// mattr: +sme,+sve2p1
// instructions llvm-mc 19 takes only with: sme or sve2p1
psel	p7, p4, p0.b[w13, 5]
psel	p15, p7, p3.d[w13, 0]
psel	p4, p6, p8.h[w12, 3]
psel	p8, p13, p15.s[w14, 3]
revd	z6.q, p5/m, z3.q
sclamp	z23.b, z22.b, z30.b
sclamp	z3.d, z27.d, z23.d
sclamp	z13.h, z29.h, z8.h
sclamp	z23.s, z9.s, z28.s
uclamp	z17.b, z8.b, z30.b
uclamp	z1.d, z16.d, z14.d
uclamp	z9.h, z18.h, z21.h
uclamp	z12.s, z27.s, z9.s
