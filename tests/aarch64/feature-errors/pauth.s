// without pauth: each line is rejected
autda	x30, x21
autdb	x27, x2
autdza	x1
autdzb	x30
autia	x6, x6
autib	x2, x7
autiza	x9
autizb	x1
blraa	x18, x30
blraaz	x22
blrab	x30, x28
blrabz	x4
