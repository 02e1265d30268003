// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x29, x22, x17
irg	x17, x26, x29
ldg	x1, [x28, #0]
ldgm	x30, [x7]
st2g	x3, [x10, #-2000]
st2g	x16, [x18], #3952
st2g	x16, [x13, #3536]!
stgm	x19, [x5]
stgp	x25, x3, [x23, #896]
stgp	x21, x9, [x27], #0
stgp	x6, x12, [x5, #0]!
