// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x9, x26, x1
irg	x29, x26, x10
ldg	x17, [x27, #0]
ldgm	x13, [x2]
st2g	x9, [x3, #-4096]
st2g	sp, [x10], #1488
st2g	sp, [x18, #-1392]!
stgm	x26, [x21]
stgp	x4, x0, [x18, #1008]
stgp	x23, x0, [x14], #96
stgp	x6, x10, [x24, #-976]!
stg	x30, [x9, #-1904]
stg	x30, [x12], #-4096
stg	x8, [x11, #-2192]!
stz2g	x21, [x22, #0]
stz2g	x14, [x9], #3904
stz2g	x14, [x29, #3632]!
stzgm	x15, [x2]
stzg	x1, [x9, #0]
stzg	x2, [x0], #2672
stzg	x15, [x28, #992]!
subg	x19, x6, #128, #0
subp	x10, x20, x1
subps	x14, x19, x2
