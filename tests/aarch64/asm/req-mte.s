// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x5, x18, x4
irg	x12, x3, x7
ldg	x18, [x26, #512]
ldgm	x0, [x0]
st2g	x30, [x1, #1744]
st2g	x16, [x2], #-1824
st2g	x17, [x23, #928]!
stgm	x30, [x2]
stgp	x12, x4, [x6, #144]
stgp	x12, xzr, [x3], #0
stgp	x13, x5, [x24, #512]!
stg	x30, [x18, #-4096]
stg	x0, [x9], #-4096
stg	x22, [x1, #-2496]!
stz2g	x20, [x21, #2480]
stz2g	x8, [x4], #0
stz2g	x7, [x30, #-2848]!
stzgm	x18, [sp]
stzg	x19, [x18, #-1632]
stzg	x16, [x23], #-1664
stzg	x28, [x9, #-1024]!
subg	x23, x10, #0, #8
subp	x9, x9, x6
subps	x29, x13, x27
