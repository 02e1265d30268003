// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x8, x8, xzr
irg	x0, x27, x1
ldg	x3, [x17, #0]
ldgm	x14, [x11]
st2g	x27, [x10, #0]
st2g	x4, [x30], #3200
st2g	x14, [x29, #-4096]!
stgm	x15, [x6]
stgp	x16, x1, [x21, #416]
stgp	x29, xzr, [sp], #64
stgp	x29, x8, [x0, #-304]!
