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
pacga	x30, x25, x17
pacda	x13, x5
pacdb	x13, x26
pacdza	x15
pacdzb	x26
pacia	x12, x18
pacib	x6, x23
paciza	x14
pacizb	x23
retaa
retab
xpacd	x9
xpaci	x20
