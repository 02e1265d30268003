// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
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
stg	x16, [sp, #3840]
stg	x8, [x22], #2208
stg	x27, [x13, #816]!
stz2g	x10, [x19, #0]
stz2g	x29, [x24], #-1120
stz2g	x15, [x19, #-2704]!
stzgm	x4, [x25]
stzg	x19, [x2, #960]
stzg	sp, [x13], #-2480
stzg	x8, [x2, #-1520]!
subg	x17, x17, #960, #0
subp	x12, x26, x1
subps	x19, x22, x5
