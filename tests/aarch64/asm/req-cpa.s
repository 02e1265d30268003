// mattr: +cpa
// instructions llvm-mc 19 takes only with: cpa
addpt	x18, x16, x12, lsl #3
maddpt	x19, x22, x7, x21
msubpt	x15, x30, x15, x19
subpt	x7, x15, x6, lsl #1
