// without cpa: each line is rejected
addpt	x3, x28, x27, lsl #5
maddpt	x8, x24, x24, x7
msubpt	x11, x8, x0, x12
subpt	x7, x1, x17, lsl #5
