// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x3, x12, x1
irg	x6, x29, x14
ldg	x16, [x24, #0]
ldgm	x19, [x12]
st2g	x15, [x4, #-1648]
st2g	x25, [x0], #0
st2g	x7, [x30, #1424]!
stgm	x15, [x7]
stgp	x0, x25, [x15, #-672]
stgp	x6, x15, [x0], #-576
stgp	x17, x9, [x27, #-512]!
