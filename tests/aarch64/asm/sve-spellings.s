// mattr: +sve
// SVE written in other ways than tdc prints it: llvm-mc's canonical forms
fmov z0.h, #0.0
fmov z1.s, #0.0
fmov z2.d, #0.0
fmov z3.d, p0/m, #0.0
fmov z4.s, p15/m, #0.0
mov z0.h, #-32769
mov z1.b, #-129
and z0.h, z0.h, #-32769
and z0.b, z0.b, #-129
eor z5.s, z5.s, #0xffff0000
bic z6.d, z6.d, #1
ADD Z0.B, Z1.B, Z2.B
add z0.s, p0/m, z0.s, z1.s
sub z0.h, z0.h, #255
sub z0.h, z0.h, #256
sub z0.h, z0.h, #0, lsl #8
mov z0.d, x1
mov z0.s, p0/m, w1
mov z0.d, d1
mov z0.b, z1.b[3]
mov z0.q, q1
dup z0.d, z1.d[0]
ld1d {z0.d}, p0/z, [x0]
ld1d { z0.d }, p0/z, [x0, #1, mul vl]
ld1d z0.d, p0/z, [x0, x1, lsl #3]
st1w {z0.s}, p0, [x0, z1.s, uxtw #2]
ld1w {z0.d}, p1/z, [z1.d, #4]
prfb pldl1keep, p0, [x0]
prfw #7, p0, [x0, z0.s, sxtw #2]
ptrue p0.s
ptrue p1.b, vl64
ptrues p2.h, pow2
cntb x0
cntd x0, all, mul #4
incw z0.s
whilelo p0.s, x0, x1
cmpeq p0.b, p1/z, z0.b, #-16
fcmgt p0.s, p1/z, z0.s, #0.0
fadd z0.s, p0/m, z0.s, #0.5
fmul z0.d, p0/m, z0.d, #2.0
fmaxnm z0.h, p0/m, z0.h, #1.0
sel z0.b, p0, z1.b, z0.b
mov z0.b, p0/m, z1.b
not p0.b, p1/z, p2.b
mov p0.b, p1.b
