// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x29, x30, x8
irg	x29, x26, x10
ldg	x17, [x27, #0]
ldgm	x13, [x2]
st2g	x12, [x14, #-3072]
st2g	x3, [x2], #-2720
st2g	x3, [x9, #4080]!
stgm	x17, [x22]
stgp	x11, x6, [x3, #-224]
stgp	x6, x0, [x25], #-976
stgp	x5, x8, [x18, #-272]!
stg	x25, [x6, #1344]
stg	x0, [x13], #-4096
stg	x9, [x30, #-848]!
stz2g	x7, [x29, #0]
stz2g	x6, [x25], #3936
stz2g	x21, [x30, #-3840]!
stzgm	x9, [x25]
stzg	x15, [x2, #0]
stzg	x20, [x9], #3424
stzg	sp, [x26, #-16]!
subg	x15, sp, #464, #12
subp	x14, x19, x2
subps	x11, x18, x25
