// without cpa: each line is rejected
addpt	x3, x28, x27, lsl #5
maddpt	x21, x21, x29, x28
msubpt	x1, x8, x20, x2
subpt	x8, x29, x20, lsl #5
