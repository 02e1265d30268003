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
blraa	x18, x30
blraaz	x22
blrab	x30, x28
blrabz	x4
braa	x12, x4
braaz	x9
brab	x19, x26
brabz	x26
eretaa
eretab
ldraa	x18, [x8, #-1896]
ldraa	x12, [x7, #-1408]!
ldrab	x28, [x5, #-3312]
ldrab	x7, [x30, #-1024]!
pacga	x2, x23, x0
pacda	x23, x1
pacdb	x18, x0
pacdza	xzr
pacdzb	x12
pacia	x16, x4
pacib	x24, x10
paciza	x2
pacizb	x21
retaa
retab
xpacd	x20
xpaci	x4
