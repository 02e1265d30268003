// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x13, x18, x22
irg	x22, x14, xzr
ldg	x17, [x8, #416]
ldgm	x12, [x11]
st2g	x6, [x25, #1456]
st2g	x22, [x4], #3968
st2g	x18, [x18, #2480]!
stgm	x4, [x5]
stgp	x13, x12, [x16, #976]
stgp	x16, x3, [x27], #1008
stgp	x24, x24, [x24, #-400]!
