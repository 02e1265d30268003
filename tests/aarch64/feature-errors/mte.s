// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x9, x26, x1
irg	x29, x26, x10
ldg	x17, [x27, #0]
ldgm	x13, [x2]
st2g	x6, [x28, #3888]
st2g	x30, [x7], #-2528
st2g	x13, [x25, #2736]!
stgm	x18, [x27]
stgp	x27, x15, [x9, #0]
stgp	x1, x0, [x13], #384
stgp	x5, x18, [x2, #0]!
