// without sve2 or sme: each line is rejected
adclb	z11.d, z4.d, z13.d
adclb	z7.s, z6.s, z22.s
adclt	z12.d, z12.d, z5.d
adclt	z21.s, z28.s, z5.s
addhnb	z19.b, z13.h, z13.h
addhnb	z21.h, z27.s, z18.s
addhnb	z23.s, z29.d, z31.d
addhnt	z9.b, z3.h, z24.h
addhnt	z25.h, z19.s, z15.s
addhnt	z6.s, z12.d, z17.d
addp	z17.b, p2/m, z17.b, z30.b
addp	z7.d, p0/m, z7.d, z21.d
