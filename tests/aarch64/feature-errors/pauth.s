// without pauth: each line is rejected
autda	x14, x2
autdb	xzr, x19
autdza	x23
autdzb	x4
autia	x25, x18
autib	x16, x26
autiza	x23
autizb	x27
blraa	x5, x8
blraaz	x14
blrab	x7, x24
blrabz	x8
