// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x9, x4, x14
irg	x1, x8, x12
ldg	x18, [x28, #0]
ldgm	x15, [x20]
st2g	x6, [x22, #0]
st2g	x5, [x24], #-2704
st2g	x25, [x17, #1056]!
stgm	x22, [x5]
stgp	x13, x13, [x16, #832]
stgp	x6, xzr, [x15], #-288
stgp	x13, x28, [x12, #-528]!
