// without cpa: each line is rejected
addpt	x18, x16, x12, lsl #3
maddpt	x8, x24, x8, x17
msubpt	x5, x24, x16, x21
subpt	x11, x18, x25, lsl #2
