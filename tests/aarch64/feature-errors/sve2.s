// without sve2: each line is rejected
histcnt	z19.d, p6/z, z29.d, z18.d
histcnt	z5.s, p7/z, z23.s, z9.s
histseg	z5.b, z23.b, z23.b
ldnt1b	{ z24.d }, p1/z, [z5.d, x2]
ldnt1b	{ z31.s }, p0/z, [z29.s, x8]
ldnt1d	{ z17.d }, p0/z, [z26.d, x8]
ldnt1h	{ z19.d }, p2/z, [z19.d, x11]
ldnt1h	{ z3.s }, p0/z, [z6.s, xzr]
ldnt1sb	{ z28.d }, p0/z, [z21.d, xzr]
ldnt1sb	{ z7.s }, p0/z, [z10.s, xzr]
ldnt1sh	{ z27.d }, p1/z, [z23.d, x24]
ldnt1sh	{ z19.s }, p7/z, [z27.s, x26]
