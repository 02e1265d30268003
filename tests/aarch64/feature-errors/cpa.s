// without cpa: each line is rejected
addpt	x3, x28, x27, lsl #5
maddpt	x10, x29, x28, x28
msubpt	x8, x16, x26, x1
subpt	x8, x15, x2
