// without sve2: each line is rejected
histcnt	z13.d, p2/z, z0.d, z15.d
histcnt	z4.s, p4/z, z12.s, z23.s
histseg	z11.b, z2.b, z1.b
ldnt1b	{ z26.d }, p6/z, [z17.d, xzr]
ldnt1b	{ z3.s }, p2/z, [z27.s, xzr]
ldnt1d	{ z16.d }, p4/z, [z12.d, x13]
ldnt1h	{ z16.d }, p7/z, [z7.d, xzr]
ldnt1h	{ z1.s }, p0/z, [z30.s, x17]
ldnt1sb	{ z21.d }, p4/z, [z31.d, xzr]
ldnt1sb	{ z17.s }, p1/z, [z29.s, xzr]
ldnt1sh	{ z7.d }, p0/z, [z27.d, x9]
ldnt1sh	{ z27.s }, p3/z, [z4.s, x0]
