// mattr: +cpa
// instructions llvm-mc 19 takes only with: cpa
addpt	x18, x16, x12, lsl #3
maddpt	x29, x8, x20, x22
msubpt	x2, x7, x21, x15
subpt	x12, x16, x19, lsl #7
