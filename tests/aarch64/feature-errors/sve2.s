// without sve2: each line is rejected
histcnt	z17.d, p5/z, z3.d, z12.d
histcnt	z3.s, p1/z, z17.s, z31.s
histseg	z24.b, z12.b, z18.b
ldnt1b	{ z1.d }, p6/z, [z23.d, xzr]
ldnt1b	{ z0.s }, p3/z, [z28.s, x26]
ldnt1d	{ z31.d }, p0/z, [z21.d, xzr]
ldnt1h	{ z19.d }, p1/z, [z8.d, x21]
ldnt1h	{ z16.s }, p0/z, [z13.s, xzr]
ldnt1sb	{ z8.d }, p4/z, [z23.d, xzr]
ldnt1sb	{ z28.s }, p0/z, [z14.s, x13]
ldnt1sh	{ z7.d }, p0/z, [z28.d, x30]
ldnt1sh	{ z21.s }, p0/z, [z7.s, x14]
