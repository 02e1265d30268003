// mattr: +pauth
// instructions llvm-mc 19 takes only with: pauth
autda	x15, x26
autdb	x7, x20
autdza	x28
autdzb	x24
autia	x18, x11
autib	x30, x22
autiza	x23
autizb	x16
blraa	x21, x28
blraaz	x8
blrab	x25, x8
blrabz	x29
braa	x20, x10
braaz	x28
brab	x15, x25
brabz	x23
eretaa
eretab
ldraa	x12, [x17, #1040]
ldraa	x1, [x26, #1336]!
ldrab	x28, [x12, #-3128]
ldrab	x26, [x19, #-8]!
pacga	x22, x29, x22
pacda	x11, x17
pacdb	x3, x19
pacdza	x14
pacdzb	x3
pacia	x16, x1
pacib	x25, x18
paciza	x0
pacizb	x22
retaa
retab
xpacd	x20
xpaci	x3
