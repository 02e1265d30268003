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
ldraa	x28, [x0, #3776]
ldraa	x13, [x17, #2792]!
ldrab	x19, [x3, #2744]
ldrab	x10, [x17, #4088]!
pacga	x27, x0, x17
pacda	x10, x0
pacdb	x5, x10
pacdza	x12
pacdzb	x7
pacia	x28, x18
pacib	x21, x12
paciza	x20
pacizb	x21
retaa
retab
xpacd	x5
xpaci	x28
