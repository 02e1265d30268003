// mattr: +sme,+sve2p1
// instructions llvm-mc 19 takes only with: sme or sve2p1
revd	z9.q, p7/m, z11.q
sclamp	z15.b, z4.b, z23.b
sclamp	z29.d, z25.d, z10.d
sclamp	z14.h, z16.h, z31.h
sclamp	z25.s, z12.s, z24.s
uclamp	z22.b, z16.b, z25.b
uclamp	z31.d, z29.d, z10.d
uclamp	z8.h, z26.h, z16.h
uclamp	z28.s, z6.s, z4.s
