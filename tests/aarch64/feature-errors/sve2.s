// without sve2: each line is rejected
histcnt	z27.d, p3/z, z17.d, z14.d
histcnt	z2.s, p2/z, z30.s, z1.s
histseg	z23.b, z29.b, z6.b
ldnt1b	{ z20.d }, p3/z, [z2.d, x28]
ldnt1b	{ z16.s }, p1/z, [z14.s, xzr]
ldnt1d	{ z9.d }, p0/z, [z8.d, x13]
ldnt1h	{ z22.d }, p7/z, [z2.d, xzr]
ldnt1h	{ z2.s }, p4/z, [z2.s, x30]
ldnt1sb	{ z6.d }, p1/z, [z1.d, x2]
ldnt1sb	{ z7.s }, p6/z, [z6.s, x3]
ldnt1sh	{ z28.d }, p4/z, [z28.d, x25]
ldnt1sh	{ z26.s }, p6/z, [z0.s, xzr]
