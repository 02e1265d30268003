// without pauth: each line is rejected
autda	x23, x18
autdb	x6, x28
autdza	x19
autdzb	x11
autia	x15, x26
autib	x9, x14
autiza	x24
autizb	x19
blraa	x7, x24
blraaz	x23
blrab	x17, x20
blrabz	x30
