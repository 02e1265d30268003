// without pauth: each line is rejected
autda	x15, x26
autdb	x7, x20
autdza	x28
autdzb	x24
autia	x18, x11
autib	x30, x22
autiza	x23
autizb	x16
blraa	x21, x28
blraaz	x8
blrab	x25, x8
blrabz	x29
