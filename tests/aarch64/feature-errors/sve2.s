// without sve2: each line is rejected
histcnt	z25.d, p0/z, z22.d, z4.d
histcnt	z25.s, p0/z, z26.s, z5.s
histseg	z21.b, z25.b, z13.b
ldnt1b	{ z9.d }, p0/z, [z7.d, xzr]
ldnt1b	{ z12.s }, p2/z, [z16.s, xzr]
ldnt1d	{ z17.d }, p2/z, [z16.d, xzr]
ldnt1h	{ z14.d }, p5/z, [z31.d, xzr]
ldnt1h	{ z30.s }, p3/z, [z9.s, xzr]
ldnt1sb	{ z27.d }, p4/z, [z23.d, x21]
ldnt1sb	{ z8.s }, p1/z, [z16.s, x27]
ldnt1sh	{ z3.d }, p4/z, [z1.d, xzr]
ldnt1sh	{ z19.s }, p2/z, [z3.s, x20]
