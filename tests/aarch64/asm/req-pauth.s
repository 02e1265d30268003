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
blraa	x12, x7
blraaz	x11
blrab	x16, x18
blrabz	x26
braa	x2, x23
braaz	x12
brab	x10, x0
brabz	x22
eretaa
eretab
ldraa	x2, [x23, #3328]
ldraa	x3, [x29, #0]!
ldrab	x25, [x29, #4088]
ldrab	x8, [x24, #-2416]!
pacga	x16, x27, x24
pacda	x5, x15
pacdb	x15, x13
pacdza	x8
pacdzb	x14
pacia	x21, x15
pacib	x7, x7
paciza	x10
pacizb	x9
retaa
retab
xpacd	x29
xpaci	xzr
