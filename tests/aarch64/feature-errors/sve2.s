// without sve2: each line is rejected
histcnt	z26.d, p5/z, z5.d, z30.d
histcnt	z0.s, p0/z, z23.s, z1.s
histseg	z9.b, z14.b, z0.b
ldnt1b	{ z13.d }, p4/z, [z7.d, xzr]
ldnt1b	{ z15.s }, p1/z, [z5.s, x21]
ldnt1d	{ z28.d }, p0/z, [z6.d, xzr]
ldnt1h	{ z14.d }, p5/z, [z14.d, x10]
ldnt1h	{ z24.s }, p0/z, [z10.s, xzr]
ldnt1sb	{ z29.d }, p6/z, [z29.d, xzr]
ldnt1sb	{ z12.s }, p1/z, [z12.s, x10]
ldnt1sh	{ z2.d }, p1/z, [z7.d, x26]
ldnt1sh	{ z25.s }, p4/z, [z29.s, x3]
