// mattr: +pauth
// instructions llvm-mc 19 takes only with: pauth
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
braa	x14, x6
braaz	x2
brab	x9, x21
brabz	x22
eretaa
eretab
ldraa	x23, [x23, #-400]
ldraa	x14, [x6, #1504]!
ldrab	x14, [x20, #848]
ldrab	x14, [x12, #2624]!
pacga	x17, x10, x27
pacda	x21, x27
pacdb	x7, x24
pacdza	x16
pacdzb	x5
pacia	x0, x9
pacib	xzr, x27
paciza	x27
pacizb	x13
retaa
retab
xpacd	x23
xpaci	x6
