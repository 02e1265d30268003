// mattr: +sme,+sve2p1
// instructions llvm-mc 19 takes only with: sme or sve2p1
revd	z8.q, p0/m, z25.q
sclamp	z15.b, z6.b, z20.b
sclamp	z2.d, z21.d, z23.d
sclamp	z16.h, z13.h, z27.h
sclamp	z21.s, z26.s, z23.s
uclamp	z29.b, z16.b, z12.b
uclamp	z29.d, z21.d, z0.d
uclamp	z16.h, z6.h, z4.h
uclamp	z15.s, z20.s, z2.s
