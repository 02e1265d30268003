// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x13, x18, x22
irg	x22, x14, xzr
ldg	x25, [x0, #-3488]
ldgm	x15, [x23]
st2g	x13, [x22, #2960]
st2g	x11, [x21], #-16
st2g	x7, [x11, #2528]!
stgm	x0, [x19]
stgp	x5, x0, [x0, #752]
stgp	x24, x7, [x8], #-1024
stgp	x23, x17, [x0, #-176]!
