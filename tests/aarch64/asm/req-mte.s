// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x12, x24, x7
irg	x26, x22, xzr
ldg	x10, [x6, #-3504]
ldgm	x23, [x7]
st2g	x6, [x22, #0]
st2g	x0, [x4], #2384
st2g	x17, [x30, #1392]!
stgm	x8, [x25]
stgp	x7, x25, [x0, #160]
stgp	x23, x26, [x15], #592
stgp	xzr, x3, [x12, #0]!
stg	x22, [x21, #-1136]
stg	x0, [x29], #-3952
stg	x10, [x28, #16]!
stz2g	x28, [x11, #0]
stz2g	x26, [x10], #-608
stz2g	x3, [x22, #2352]!
stzgm	x27, [x26]
stzg	x9, [x1, #1056]
stzg	x7, [x7], #-4096
stzg	sp, [x30, #-3968]!
subg	x23, x9, #400, #15
subp	xzr, x10, x18
subps	x6, x2, x18
