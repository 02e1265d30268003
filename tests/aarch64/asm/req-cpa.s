// mattr: +cpa
// instructions llvm-mc 19 takes only with: cpa
addpt	x18, x16, x12, lsl #3
maddpt	x17, x16, x25, x3
msubpt	x2, x26, x19, x22
subpt	x12, x29, x23
