// mattr: +mte
// instructions llvm-mc 19 takes only with: mte
addg	x24, x27, #176, #7
gmi	x18, x19, x29
irg	x4, x7, x23
ldg	xzr, [x23, #-720]
ldgm	x30, [x27]
st2g	x22, [x2, #-800]
st2g	x28, [x16], #4080
st2g	x11, [x29, #1536]!
stgm	x25, [x29]
stgp	x27, x20, [x22, #-144]
stgp	x4, x19, [x29], #224
stgp	x11, x14, [x4, #0]!
stg	x26, [x19, #-16]
stg	x9, [x17], #1904
stg	x5, [x19, #-16]!
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
