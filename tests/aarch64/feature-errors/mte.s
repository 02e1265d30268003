// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x11, x14, x16
irg	x26, x12, x8
ldg	x28, [x18, #-2288]
ldgm	x29, [x27]
st2g	x10, [x8, #4080]
st2g	x28, [x1], #880
st2g	x17, [x19, #896]!
stgm	x29, [x22]
stgp	x12, x5, [x4, #416]
stgp	x12, x5, [x8], #-1008
stgp	x11, x1, [x16, #-784]!
