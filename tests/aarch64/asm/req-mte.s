// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x11, x14, x16
irg	x26, x12, x8
ldg	x28, [x18, #-2288]
ldgm	x29, [x27]
st2g	x10, [x8, #4080]
st2g	x28, [x1], #880
st2g	x17, [x19, #896]!
stgm	x29, [x22]
stgp	x12, x5, [x4, #416]
stgp	x12, x5, [x8], #-1008
stgp	x11, x1, [x16, #-784]!
stg	x23, [x26, #-2144]
stg	x16, [x1], #4080
stg	x3, [x14, #1376]!
stz2g	x14, [x30, #2592]
stz2g	x9, [x23], #-2800
stz2g	x21, [x15, #2384]!
stzgm	x12, [x23]
stzg	x27, [x14, #0]
stzg	x18, [x10], #-1856
stzg	x1, [x19, #3056]!
subg	x4, x16, #384, #0
subp	x12, x15, x30
subps	xzr, x17, x17
