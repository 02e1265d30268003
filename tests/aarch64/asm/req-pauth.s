// mattr: +pauth
// instructions llvm-mc 19 takes only with: pauth
autda	x4, x25
autdb	x30, x16
autdza	x29
autdzb	x23
autia	x27, x24
autib	x18, x23
autiza	x14
autizb	x8
blraa	x20, x5
blraaz	x27
blrab	x9, x24
blrabz	x7
braa	x27, x9
braaz	x26
brab	x8, x13
brabz	x6
eretaa
eretab
ldraa	x27, [x4, #-2184]
ldraa	x11, [x12, #-3008]!
ldrab	x4, [x1, #1096]
ldrab	x17, [x1, #-1824]!
pacga	x27, xzr, x22
pacda	x21, x28
pacdb	x30, x17
pacdza	x15
pacdzb	x18
pacia	x21, x2
pacib	x8, x10
paciza	x1
pacizb	x3
retaa
retab
xpacd	x27
xpaci	x28
