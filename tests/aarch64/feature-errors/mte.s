// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x9, x26, x1
irg	x29, x26, x10
ldg	x17, [x27, #0]
ldgm	x13, [x2]
st2g	x9, [x3, #-4096]
st2g	sp, [x10], #1488
st2g	sp, [x18, #-1392]!
stgm	x26, [x21]
stgp	x4, x0, [x18, #1008]
stgp	x23, x0, [x14], #96
stgp	x6, x10, [x24, #-976]!
