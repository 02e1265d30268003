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
blraa	x7, x12
blraaz	x2
blrab	x3, x7
blrabz	x1
braa	x12, x7
braaz	x9
brab	x25, x22
brabz	x11
eretaa
eretab
ldraa	xzr, [x26, #-3120]
ldraa	x4, [x3, #4088]!
ldrab	x1, [x1, #-336]
ldrab	x4, [x5, #2784]!
pacga	x22, x23, x17
pacda	x28, x24
pacdb	x24, x28
pacdza	x24
pacdzb	x29
pacia	x5, x16
pacib	x29, x17
paciza	x22
pacizb	x10
retaa
retab
xpacd	x5
xpaci	x10
