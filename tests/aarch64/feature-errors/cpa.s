// without cpa: each line is rejected
addpt	x18, x16, x12, lsl #3
maddpt	x17, x19, x24, x9
msubpt	x25, x26, x27, x8
subpt	x13, x13, x16
