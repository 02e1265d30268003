// without pauth: each line is rejected
autda	x4, x25
autdb	x30, x16
autdza	x29
autdzb	x23
autia	x27, x24
autib	x18, x23
autiza	x14
autizb	x8
blraa	x20, x5
blraaz	x27
blrab	x9, x24
blrabz	x7
