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
blraa	x29, x13
blraaz	x9
blrab	x12, x29
blrabz	x13
braa	x12, x22
braaz	xzr
brab	x25, x6
brabz	x29
eretaa
eretab
ldraa	x10, [x1, #712]
ldraa	x14, [x13, #80]!
ldrab	x18, [x10, #-1872]
ldrab	x12, [x29, #248]!
pacga	x4, x24, x9
pacda	x14, x22
pacdb	x26, x29
pacdza	x20
pacdzb	x13
pacia	x18, x21
pacib	x7, x26
paciza	x12
pacizb	x9
retaa
retab
xpacd	x12
xpaci	x12
