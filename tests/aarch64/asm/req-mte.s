// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x14, x12, x11
irg	x28, x3, x19
ldg	x10, [x14, #2656]
ldgm	x7, [x16]
st2g	x2, [x16, #-2400]
st2g	x3, [x14], #-608
st2g	x27, [x4, #-2240]!
stgm	x21, [x26]
stgp	x22, x17, [x26, #-16]
stgp	x24, x0, [x28], #-16
stgp	x29, x17, [x11, #-816]!
stg	x6, [x0, #-2272]
stg	x25, [x29], #0
stg	x30, [x28, #272]!
stz2g	x13, [x14, #-496]
stz2g	x10, [x20], #-16
stz2g	x12, [x19, #-3216]!
stzgm	x15, [x6]
stzg	x9, [x0, #-2592]
stzg	x13, [x12], #-560
stzg	x8, [x11, #4080]!
subg	x17, x16, #928, #9
subp	x0, x28, x15
subps	x5, x23, x7
