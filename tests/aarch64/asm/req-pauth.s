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
blraa	x7, x24
blraaz	x23
blrab	x17, x20
blrabz	x30
braa	x14, x6
braaz	x2
brab	x9, x21
brabz	x22
eretaa
eretab
ldraa	x8, [x4, #0]
ldraa	x30, [x24, #-2984]!
ldrab	x30, [x15, #3896]
ldrab	x9, [x14, #-2224]!
pacga	x21, x27, x7
pacda	x9, x1
pacdb	x28, x3
pacdza	x21
pacdzb	x5
pacia	x29, x28
pacib	x28, x7
paciza	x14
pacizb	x24
retaa
retab
xpacd	x12
xpaci	x5
