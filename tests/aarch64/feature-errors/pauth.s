// without pauth: each line is rejected
autda	x6, sp
autdb	x11, x16
autdza	x4
autdzb	x4
autia	x13, x2
autib	x23, x1
autiza	x12
autizb	x29
blraa	xzr, x22
blraaz	x20
blrab	x15, x25
blrabz	x7
