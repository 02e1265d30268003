// without sve2: each line is rejected
histcnt	z20.d, p6/z, z15.d, z6.d
histcnt	z12.s, p0/z, z25.s, z23.s
histseg	z31.b, z9.b, z23.b
ldnt1b	{ z12.d }, p7/z, [z19.d, xzr]
ldnt1b	{ z0.s }, p7/z, [z10.s, xzr]
ldnt1d	{ z11.d }, p0/z, [z26.d, x21]
ldnt1h	{ z25.d }, p0/z, [z31.d, xzr]
ldnt1h	{ z14.s }, p0/z, [z17.s, x30]
ldnt1sb	{ z8.d }, p7/z, [z22.d, xzr]
ldnt1sb	{ z27.s }, p4/z, [z28.s, xzr]
ldnt1sh	{ z12.d }, p7/z, [z25.d, x29]
ldnt1sh	{ z29.s }, p7/z, [z13.s, x26]
