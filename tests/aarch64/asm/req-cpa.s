// mattr: +cpa
// instructions llvm-mc 19 takes only with: cpa
addpt	x3, x28, x27, lsl #5
maddpt	x8, x18, x23, x23
msubpt	x25, x15, x27, x2
subpt	x7, x1, x17, lsl #5
