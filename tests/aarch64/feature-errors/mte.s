// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x5, x18, x4
irg	x12, x3, x7
ldg	x18, [x26, #512]
ldgm	x0, [x0]
st2g	x30, [x1, #1744]
st2g	x16, [x2], #-1824
st2g	x17, [x23, #928]!
stgm	x30, [x2]
stgp	x12, x4, [x6, #144]
stgp	x12, xzr, [x3], #0
stgp	x13, x5, [x24, #512]!
