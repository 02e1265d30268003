// mattr: +pauth
// instructions llvm-mc 19 takes only with: pauth
autda	x6, x14
autdb	x7, x4
autdza	x1
autdzb	x2
autia	x12, x27
autib	x22, x12
autiza	x6
autizb	x17
blraa	x17, x25
blraaz	x23
blrab	x29, x12
blrabz	x7
braa	x7, x8
braaz	x14
brab	x10, x13
brabz	x13
eretaa
eretab
ldraa	x30, [x0, #-3760]
ldraa	x13, [x24, #-1568]!
ldrab	x6, [x22, #160]
ldrab	x27, [x14, #-392]!
pacga	x27, x2, x23
pacda	x14, x10
pacdb	x26, x23
pacdza	x12
pacdzb	x15
pacia	x10, x26
pacib	x11, x15
paciza	x7
pacizb	x20
retaa
retab
xpacd	x11
xpaci	x25
