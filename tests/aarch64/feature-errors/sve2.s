// without sve2: each line is rejected
histcnt	z21.d, p1/z, z1.d, z31.d
histcnt	z27.s, p7/z, z23.s, z3.s
histseg	z16.b, z18.b, z31.b
ldnt1b	{ z11.d }, p0/z, [z1.d, xzr]
ldnt1b	{ z12.s }, p0/z, [z3.s, x26]
ldnt1d	{ z30.d }, p5/z, [z28.d, xzr]
ldnt1h	{ z21.d }, p0/z, [z28.d, x13]
ldnt1h	{ z12.s }, p3/z, [z12.s, xzr]
ldnt1sb	{ z20.d }, p7/z, [z27.d, xzr]
ldnt1sb	{ z14.s }, p0/z, [z20.s, x15]
ldnt1sh	{ z7.d }, p0/z, [z26.d, x19]
ldnt1sh	{ z16.s }, p0/z, [z24.s, x20]
