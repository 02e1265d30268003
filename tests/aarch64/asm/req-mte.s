// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
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
stg	x1, [x13, #-2416]
stg	x12, [sp], #-3296
stg	x19, [x19, #-2960]!
stz2g	x5, [x15, #0]
stz2g	x13, [x12], #992
stz2g	x10, [x1, #-4096]!
stzgm	x6, [x13]
stzg	x9, [x9, #0]
stzg	sp, [x13], #1024
stzg	x17, [x19, #3296]!
subg	x16, x14, #576, #1
subp	x26, x5, x24
subps	x16, sp, x19
