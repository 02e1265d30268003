// without pauth: each line is rejected
autda	x23, x18
autdb	x6, x28
autdza	x19
autdzb	x11
autia	x15, x26
autib	x9, x14
autiza	x24
autizb	x19
blraa	x29, x13
blraaz	x9
blrab	x12, x29
blrabz	x13
