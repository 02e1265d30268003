// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x13, x18, x22
irg	x22, x14, xzr
ldg	x25, [x0, #-3488]
ldgm	x15, [x23]
st2g	x13, [x22, #2960]
st2g	x11, [x21], #-16
st2g	x7, [x11, #2528]!
stgm	x0, [x19]
stgp	x5, x0, [x0, #752]
stgp	x24, x7, [x8], #-1024
stgp	x23, x17, [x0, #-176]!
stg	x2, [x16, #1952]
stg	x11, [x19], #-1856
stg	x15, [x4, #784]!
stz2g	x21, [x19, #0]
stz2g	x22, [sp], #-2912
stz2g	x28, [x12, #-4096]!
stzgm	x23, [x4]
stzg	x7, [x9, #3488]
stzg	x6, [x8], #-16
stzg	x13, [x30, #-4096]!
subg	x5, x0, #832, #1
subp	x5, x15, x26
subps	x23, x20, x9
