// without sve2: each line is rejected
histcnt	z15.d, p7/z, z12.d, z18.d
histcnt	z24.s, p4/z, z21.s, z16.s
histseg	z23.b, z27.b, z11.b
ldnt1b	{ z5.d }, p5/z, [z11.d, xzr]
ldnt1b	{ z20.s }, p3/z, [z18.s, xzr]
ldnt1d	{ z31.d }, p6/z, [z12.d, x20]
ldnt1h	{ z26.d }, p6/z, [z7.d, xzr]
ldnt1h	{ z12.s }, p7/z, [z5.s, xzr]
ldnt1sb	{ z29.d }, p1/z, [z8.d, x4]
ldnt1sb	{ z0.s }, p3/z, [z21.s, x18]
ldnt1sh	{ z10.d }, p2/z, [z19.d, xzr]
ldnt1sh	{ z30.s }, p0/z, [z21.s, x25]
