// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x18, x19, x29
irg	x4, x7, x23
ldg	xzr, [x23, #-720]
ldgm	x30, [x27]
st2g	x22, [x2, #-800]
st2g	x28, [x16], #4080
st2g	x11, [x29, #1536]!
stgm	x25, [x29]
stgp	x27, x20, [x22, #-144]
stgp	x4, x19, [x29], #224
stgp	x11, x14, [x4, #0]!
