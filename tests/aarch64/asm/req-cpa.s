// mattr: +cpa
// instructions llvm-mc 19 takes only with: cpa
addpt	x18, x16, x12, lsl #3
maddpt	x8, x24, x8, x17
msubpt	x29, x20, x22, x13
subpt	x6, x6, x17, lsl #6
