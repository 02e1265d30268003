// without sve2: each line is rejected
histcnt	z9.d, p0/z, z27.d, z31.d
histcnt	z6.s, p7/z, z23.s, z4.s
histseg	z21.b, z8.b, z23.b
ldnt1b	{ z27.d }, p0/z, [z14.d, xzr]
ldnt1b	{ z20.s }, p3/z, [z7.s, x3]
ldnt1d	{ z26.d }, p4/z, [z16.d, xzr]
ldnt1h	{ z24.d }, p5/z, [z13.d, x26]
ldnt1h	{ z15.s }, p4/z, [z11.s, xzr]
ldnt1sb	{ z22.d }, p3/z, [z21.d, xzr]
ldnt1sb	{ z9.s }, p4/z, [z30.s, xzr]
ldnt1sh	{ z25.d }, p2/z, [z30.d, x13]
ldnt1sh	{ z15.s }, p2/z, [z25.s, x28]
