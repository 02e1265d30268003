// without cpa: each line is rejected
addpt	x18, x16, x12, lsl #3
maddpt	xzr, x22, x21, x23
msubpt	x15, x7, x13, x7
subpt	x26, x23, x17
