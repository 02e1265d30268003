// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x29, x30, x8
irg	x29, x26, x10
ldg	x17, [x27, #0]
ldgm	x13, [x2]
st2g	x12, [x14, #-3072]
st2g	x3, [x2], #-2720
st2g	x3, [x9, #4080]!
stgm	x17, [x22]
stgp	x11, x6, [x3, #-224]
stgp	x6, x0, [x25], #-976
stgp	x5, x8, [x18, #-272]!
