// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x12, x8, x28
irg	x22, x27, x29
ldg	x30, [x4, #1408]
ldgm	x24, [x15]
st2g	x29, [x16, #0]
st2g	sp, [x9], #-3536
st2g	x6, [x14, #3248]!
stgm	x8, [x8]
stgp	x11, x19, [x21, #-560]
stgp	x1, x6, [x12], #-1024
stgp	x20, x8, [x17, #0]!
