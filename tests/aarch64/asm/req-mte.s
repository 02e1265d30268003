// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x29, x22, x17
irg	x17, x26, x29
ldg	x1, [x28, #0]
ldgm	x30, [x7]
st2g	x3, [x10, #-2000]
st2g	x16, [x18], #3952
st2g	x16, [x13, #3536]!
stgm	x19, [x5]
stgp	x25, x3, [x23, #896]
stgp	x21, x9, [x27], #0
stgp	x6, x12, [x5, #0]!
stg	x1, [x24, #-3584]
stg	x0, [x16], #1920
stg	x13, [x17, #-16]!
stz2g	x18, [x10, #-1200]
stz2g	x20, [x8], #-160
stz2g	sp, [x16, #-1904]!
stzgm	x19, [x19]
stzg	x2, [x0, #-4048]
stzg	x23, [x4], #1072
stzg	x29, [x28, #2160]!
subg	x1, x13, #720, #15
subp	x9, x6, x30
subps	x20, x14, x15
