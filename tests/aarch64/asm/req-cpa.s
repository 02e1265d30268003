// mattr: +cpa
// instructions llvm-mc 19 takes only with: cpa
addpt	x3, x28, x27, lsl #5
maddpt	x9, x8, x0, x1
msubpt	x20, x2, x19, xzr
subpt	x24, x27, x20
