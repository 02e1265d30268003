// mattr: +cpa
// instructions llvm-mc 19 takes only with: cpa
addpt	x18, x16, x12, lsl #3
maddpt	x16, x16, x17, x3
msubpt	x11, x26, x7, x3
subpt	x18, x19, x9, lsl #5
