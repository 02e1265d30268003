// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x9, x26, x1
irg	x29, x26, x10
ldg	x17, [x27, #0]
ldgm	x13, [x2]
st2g	x13, [x13, #0]
st2g	x15, [x29], #-1584
st2g	x11, [x19, #3136]!
stgm	x4, [x13]
stgp	x25, x19, [x21, #64]
stgp	x27, x21, [x9], #0
stgp	x30, x12, [x4, #-16]!
stg	x29, [x16, #2160]
stg	x25, [x12], #2560
stg	x22, [x17, #-3840]!
stz2g	x13, [x1, #2240]
stz2g	x14, [x15], #-624
stz2g	x18, [x2, #704]!
stzgm	x6, [x16]
stzg	x22, [x26, #4080]
stzg	x16, [x26], #-2816
stzg	x16, [x23, #-528]!
subg	x10, x1, #112, #14
subp	x30, x10, x9
subps	x14, x19, x25
