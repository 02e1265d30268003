// without sve2: each line is rejected
histcnt	z11.d, p4/z, z29.d, z21.d
histcnt	z11.s, p1/z, z28.s, z24.s
histseg	z5.b, z7.b, z21.b
ldnt1b	{ z20.d }, p2/z, [z26.d, xzr]
ldnt1b	{ z14.s }, p0/z, [z21.s, xzr]
ldnt1d	{ z23.d }, p2/z, [z17.d, x14]
ldnt1h	{ z0.d }, p3/z, [z19.d, xzr]
ldnt1h	{ z31.s }, p6/z, [z5.s, xzr]
ldnt1sb	{ z27.d }, p7/z, [z28.d, x28]
ldnt1sb	{ z31.s }, p0/z, [z14.s, x30]
ldnt1sh	{ z26.d }, p0/z, [z11.d, xzr]
ldnt1sh	{ z27.s }, p2/z, [z16.s, x23]
