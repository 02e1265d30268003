// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x9, x26, x1
irg	x29, x26, x10
ldg	x17, [x27, #0]
ldgm	x13, [x2]
st2g	x6, [x28, #3888]
st2g	x30, [x7], #-2528
st2g	x13, [x25, #2736]!
stgm	x18, [x27]
stgp	x27, x15, [x9, #0]
stgp	x1, x0, [x13], #384
stgp	x5, x18, [x2, #0]!
stg	x15, [x27, #-4096]
stg	sp, [x21], #1408
stg	x7, [x15, #368]!
stz2g	x13, [x1, #0]
stz2g	x14, [x15], #-624
stz2g	x18, [x2, #704]!
stzgm	x6, [x16]
stzg	x22, [x26, #0]
stzg	x16, [x26], #-2816
stzg	x16, [x23, #-528]!
subg	x10, x1, #112, #14
subp	x30, x10, x9
subps	x14, x19, x25
