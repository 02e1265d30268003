// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x14, x12, x11
irg	x28, x3, x19
ldg	x10, [x14, #2656]
ldgm	x7, [x16]
st2g	x2, [x16, #-2400]
st2g	x3, [x14], #-608
st2g	x27, [x4, #-2240]!
stgm	x21, [x26]
stgp	x22, x17, [x26, #-16]
stgp	x24, x0, [x28], #-16
stgp	x29, x17, [x11, #-816]!
