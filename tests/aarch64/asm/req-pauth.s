// mattr: +pauth
// instructions llvm-mc 19 takes only with: pauth
autda	x6, sp
autdb	x11, x16
autdza	x4
autdzb	x4
autia	x13, x2
autib	x23, x1
autiza	x12
autizb	x29
blraa	xzr, x22
blraaz	x20
blrab	x15, x25
blrabz	x7
braa	x0, x21
braaz	x29
brab	x4, x0
brabz	x18
eretaa
eretab
ldraa	x29, [x5, #-3496]
ldraa	x2, [x26, #-4096]!
ldrab	x5, [x13, #4088]
ldrab	x15, [x23, #2096]!
pacga	x5, x17, x13
pacda	xzr, x16
pacdb	x29, x18
pacdza	x19
pacdzb	x29
pacia	xzr, x13
pacib	x16, x1
paciza	xzr
pacizb	x22
retaa
retab
xpacd	x19
xpaci	x13
