// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x9, x26, x1
irg	x29, x26, x10
ldg	x17, [x27, #0]
ldgm	x13, [x2]
st2g	x13, [x13, #0]
st2g	x15, [x29], #-1584
st2g	x11, [x19, #3136]!
stgm	x4, [x13]
stgp	x25, x19, [x21, #64]
stgp	x27, x21, [x9], #0
stgp	x30, x12, [x4, #-16]!
