// without sve2: each line is rejected
histcnt	z13.d, p2/z, z0.d, z15.d
histcnt	z4.s, p4/z, z12.s, z23.s
histseg	z11.b, z2.b, z1.b
ldnt1b	{ z28.d }, p3/z, [z5.d, xzr]
ldnt1b	{ z28.s }, p6/z, [z5.s, xzr]
ldnt1d	{ z19.d }, p4/z, [z8.d, x11]
ldnt1h	{ z23.d }, p4/z, [z8.d, xzr]
ldnt1h	{ z15.s }, p5/z, [z1.s, x2]
ldnt1sb	{ z7.d }, p7/z, [z5.d, xzr]
ldnt1sb	{ z28.s }, p3/z, [z31.s, xzr]
ldnt1sh	{ z29.d }, p2/z, [z16.d, x18]
ldnt1sh	{ z7.s }, p5/z, [z8.s, x30]
