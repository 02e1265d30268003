// mattr: +pauth
// instructions llvm-mc 19 takes only with: pauth
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
braa	x28, x8
braaz	x25
brab	x8, x29
brabz	xzr
eretaa
eretab
ldraa	x24, [x20, #-520]
ldraa	x15, [x8, #-3648]!
ldrab	x10, [x2, #-3736]
ldrab	x8, [x10, #152]!
pacga	x15, x30, x5
pacda	x24, x24
pacdb	x15, x16
pacdza	x8
pacdzb	x20
pacia	x20, x23
pacib	x12, x18
paciza	x11
pacizb	x4
retaa
retab
xpacd	x27
xpaci	x13
