// mattr: +pauth
// instructions llvm-mc 19 takes only with: pauth
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
braa	x16, x17
braaz	x21
brab	x2, x30
brabz	x2
eretaa
eretab
ldraa	x14, [x25, #0]
ldraa	x26, [x15, #3784]!
ldrab	x27, [x30, #2648]
ldrab	x19, [x5, #-3960]!
pacga	x11, x23, x26
pacda	x3, x17
pacdb	x0, x25
pacdza	x29
pacdzb	x12
pacia	x26, x4
pacib	x29, x9
paciza	xzr
pacizb	x21
retaa
retab
xpacd	x15
xpaci	x22
