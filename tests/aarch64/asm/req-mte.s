// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x13, x18, x22
irg	x22, x14, xzr
ldg	x17, [x8, #416]
ldgm	x12, [x11]
st2g	x6, [x25, #1456]
st2g	x22, [x4], #3968
st2g	x18, [x18, #2480]!
stgm	x4, [x5]
stgp	x13, x12, [x16, #976]
stgp	x16, x3, [x27], #1008
stgp	x24, x24, [x24, #-400]!
stg	x19, [x18, #880]
stg	x25, [x5], #-4064
stg	x27, [x30, #-2304]!
stz2g	x29, [x6, #0]
stz2g	sp, [x16], #1536
stz2g	x0, [x8, #-544]!
stzgm	x27, [x11]
stzg	x20, [x5, #-2160]
stzg	x19, [x21], #-2016
stzg	x27, [sp, #0]!
subg	x28, x18, #0, #3
subp	x23, sp, x29
subps	x18, x26, x7
