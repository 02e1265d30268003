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
ldraa	x8, [x27, #-16]
ldraa	x19, [x8, #2544]!
ldrab	x29, [x26, #1856]
ldrab	x29, [x4, #-800]!
pacga	x0, x4, x17
pacda	x3, x5
pacdb	x27, x14
pacdza	x8
pacdzb	x17
pacia	x11, x24
pacib	x9, sp
paciza	x30
pacizb	x12
retaa
retab
xpacd	x20
xpaci	x20
