// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x3, x12, x1
irg	x6, x29, x14
ldg	x16, [x24, #0]
ldgm	x19, [x12]
st2g	x15, [x4, #-1648]
st2g	x25, [x0], #0
st2g	x7, [x30, #1424]!
stgm	x15, [x7]
stgp	x0, x25, [x15, #-672]
stgp	x6, x15, [x0], #-576
stgp	x17, x9, [x27, #-512]!
stg	x26, [x2, #1424]
stg	x5, [x9], #4080
stg	x9, [x11, #-944]!
stz2g	sp, [x28, #-1616]
stz2g	x2, [x28], #2752
stz2g	x19, [x16, #-976]!
stzgm	x26, [sp]
stzg	x3, [x22, #-1056]
stzg	x20, [x25], #-3056
stzg	x21, [x2, #832]!
subg	x17, x9, #480, #7
subp	x24, x17, x8
subps	x13, x21, x25
