// without pauth: each line is rejected
autda	x6, x14
autdb	x7, x4
autdza	x1
autdzb	x2
autia	x12, x27
autib	x22, x12
autiza	x6
autizb	x17
blraa	x17, x25
blraaz	x23
blrab	x29, x12
blrabz	x7
