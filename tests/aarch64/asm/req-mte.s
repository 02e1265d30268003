// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x9, x4, x14
irg	x1, x8, x12
ldg	x18, [x28, #0]
ldgm	x15, [x20]
st2g	x6, [x22, #0]
st2g	x5, [x24], #-2704
st2g	x25, [x17, #1056]!
stgm	x22, [x5]
stgp	x13, x13, [x16, #832]
stgp	x6, xzr, [x15], #-288
stgp	x13, x28, [x12, #-528]!
stg	x8, [x25, #0]
stg	x1, [x17], #-16
stg	x27, [x19, #592]!
stz2g	x27, [x30, #0]
stz2g	x22, [x25], #1664
stz2g	x6, [x20, #0]!
stzgm	x8, [x7]
stzg	x4, [x29, #0]
stzg	x3, [x16], #-832
stzg	x3, [x20, #1520]!
subg	x11, x30, #752, #15
subp	x23, x23, x23
subps	x14, x5, x16
