// without pauth: each line is rejected
autda	x30, x21
autdb	x27, x2
autdza	x1
autdzb	x30
autia	x6, x6
autib	x2, x7
autiza	x9
autizb	x1
blraa	x5, x9
blraaz	x19
blrab	x5, x5
blrabz	x7
