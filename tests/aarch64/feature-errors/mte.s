// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x12, x24, x7
irg	x26, x22, xzr
ldg	x10, [x6, #-3504]
ldgm	x23, [x7]
st2g	x6, [x22, #0]
st2g	x0, [x4], #2384
st2g	x17, [x30, #1392]!
stgm	x8, [x25]
stgp	x7, x25, [x0, #160]
stgp	x23, x26, [x15], #592
stgp	xzr, x3, [x12, #0]!
