// without mte: each line is rejected
addg	x24, x27, #176, #7
gmi	x16, x21, x13
irg	x29, x29, x28
ldg	x29, [x16, #-1024]
ldgm	xzr, [x19]
st2g	x19, [sp, #-2112]
st2g	x29, [x23], #-1392
st2g	x4, [x8, #0]!
stgm	x26, [x25]
stgp	x0, x27, [x15, #704]
stgp	x17, x16, [x0], #-16
stgp	x8, x28, [sp, #-928]!
