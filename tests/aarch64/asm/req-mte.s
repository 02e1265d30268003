// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
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
stg	x7, [x12, #576]
stg	x30, [x16], #3248
stg	x17, [x23, #-992]!
stz2g	x29, [x14, #-3360]
stz2g	x30, [x28], #-1664
stz2g	x4, [x6, #224]!
stzgm	x6, [x5]
stzg	x16, [x14, #-3408]
stzg	x26, [x19], #-48
stzg	x5, [x29, #-272]!
subg	x8, x25, #848, #13
subp	x23, x18, x6
subps	x15, x9, x8
