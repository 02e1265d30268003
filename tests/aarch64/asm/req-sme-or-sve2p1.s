// mattr: +sme,+sve2p1
// instructions llvm-mc 19 takes only with: sme or sve2p1
psel	p2, p7, p10.b[w12, 5]
psel	p13, p7, p13.d[w15, 0]
psel	p2, p13, p3.h[w12, 1]
psel	p13, p13, p6.s[w12, 1]
revd	z25.q, p3/m, z3.q
sclamp	z15.b, z27.b, z17.b
sclamp	z4.d, z23.d, z20.d
sclamp	z6.h, z29.h, z23.h
sclamp	z20.s, z21.s, z6.s
uclamp	z3.b, z23.b, z30.b
uclamp	z30.d, z16.d, z23.d
uclamp	z19.h, z2.h, z23.h
uclamp	z13.s, z9.s, z26.s
