// mattr: +all
// instructions after a movprfx: llvm-mc rejects 1598 of them
movprfx	z16, z31
abs	z16.b, p1/m, z10.b
movprfx	z16.b, p1/m, z31.b
abs	z16.b, p1/m, z10.b
movprfx	z22, z31
abs	z22.d, p4/m, z28.d
movprfx	z22.d, p3/z, z31.d
abs	z22.d, p4/m, z28.d
movprfx	z16, z31
abs	z16.h, p1/m, z26.h
movprfx	z16.h, p1/m, z31.h
abs	z16.h, p1/m, z26.h
movprfx	z20, z31
abs	z20.s, p3/m, z17.s
movprfx	z20.d, p5/m, z31.d
abs	z20.s, p3/m, z17.s
movprfx	z21, z31
adclb	z21.d, z5.d, z6.d
movprfx	z21.d, p6/m, z31.d
adclb	z21.d, z5.d, z6.d
movprfx	z28, z31
adclb	z28.s, z29.s, z31.s
movprfx	z28.d, p7/z, z31.d
adclb	z28.s, z29.s, z31.s
movprfx	z14, z31
adclt	z14.d, z30.d, z12.d
movprfx	z14.d, p0/m, z31.d
adclt	z14.d, z30.d, z12.d
movprfx	z14, z31
adclt	z14.s, z18.s, z27.s
movprfx	z14.s, p1/m, z31.s
adclt	z14.s, z18.s, z27.s
movprfx	z31, z30
addhnb	z31.b, z20.h, z20.h
movprfx	z31.b, p7/m, z30.b
addhnb	z31.b, z20.h, z20.h
movprfx	z15, z31
addhnb	z15.h, z27.s, z18.s
movprfx	z15.h, p0/z, z31.h
addhnb	z15.h, z27.s, z18.s
movprfx	z10, z31
addhnb	z10.s, z15.d, z1.d
movprfx	z10.d, p1/m, z31.d
addhnb	z10.s, z15.d, z1.d
movprfx	z15, z31
addhnt	z15.b, z8.h, z7.h
movprfx	z15.b, p2/m, z31.b
addhnt	z15.b, z8.h, z7.h
movprfx	z11, z31
addhnt	z11.h, z12.s, z25.s
movprfx	z11.h, p3/z, z31.h
addhnt	z11.h, z12.s, z25.s
movprfx	z17, z31
addhnt	z17.s, z16.d, z30.d
movprfx	z17.s, p4/m, z31.s
addhnt	z17.s, z16.d, z30.d
movprfx	z27, z31
addp	z27.b, p0/m, z27.b, z21.b
movprfx	z27.b, p0/z, z31.b
addp	z27.b, p0/m, z27.b, z21.b
movprfx	z22, z31
addp	z22.d, p7/m, z22.d, z11.d
movprfx	z22.d, p5/m, z31.d
addp	z22.d, p7/m, z22.d, z11.d
movprfx	z12, z31
addp	z12.h, p0/m, z12.h, z9.h
movprfx	z12.h, p0/m, z31.h
addp	z12.h, p0/m, z12.h, z9.h
movprfx	z30, z31
addp	z30.s, p4/m, z30.s, z2.s
movprfx	z30.s, p7/z, z31.s
addp	z30.s, p4/m, z30.s, z2.s
movprfx	z12, z31
add	z12.b, z12.b, #255
movprfx	z12.b, p4/m, z31.b
add	z12.b, z12.b, #255
movprfx	z25, z31
add	z25.d, z25.d, #228
movprfx	z25.d, p5/z, z31.d
add	z25.d, z25.d, #228
movprfx	z26, z31
add	z26.h, z26.h, #256
movprfx	z26.s, p6/m, z31.s
add	z26.h, z26.h, #256
movprfx	z19, z31
add	z19.s, z19.s, #1
movprfx	z19.s, p7/m, z31.s
add	z19.s, z19.s, #1
movprfx	z11, z31
add	z11.b, p3/m, z11.b, z29.b
movprfx	z11.b, p3/z, z31.b
add	z11.b, p3/m, z11.b, z29.b
movprfx	z17, z31
add	z17.d, p3/m, z17.d, z21.d
movprfx	z17.d, p1/m, z31.d
add	z17.d, p3/m, z17.d, z21.d
movprfx	z26, z31
add	z26.h, p5/m, z26.h, z27.h
movprfx	z26.h, p5/m, z31.h
add	z26.h, p5/m, z26.h, z27.h
movprfx	z5, z31
add	z5.s, p3/m, z5.s, z15.s
movprfx	z5.d, p3/z, z31.d
add	z5.s, p3/m, z5.s, z15.s
movprfx	z4, z31
add	z4.b, z14.b, z10.b
movprfx	z4.b, p4/m, z31.b
add	z4.b, z14.b, z10.b
movprfx	z17, z31
add	z17.d, z19.d, z0.d
movprfx	z17.d, p5/m, z31.d
add	z17.d, z19.d, z0.d
movprfx	z25, z31
add	z25.h, z26.h, z19.h
movprfx	z25.h, p6/z, z31.h
add	z25.h, z26.h, z19.h
movprfx	z11, z31
add	z11.s, z29.s, z28.s
movprfx	z11.s, p7/m, z31.s
add	z11.s, z29.s, z28.s
movprfx	z23, z31
adr	z23.d, [z22.d, z6.d]
movprfx	z23.b, p2/z, z31.b
adr	z23.d, [z22.d, z6.d]
movprfx	z2, z31
adr	z2.d, [z24.d, z19.d, lsl #1]
movprfx	z2.d, p3/m, z31.d
adr	z2.d, [z24.d, z19.d, lsl #1]
movprfx	z0, z31
adr	z0.d, [z18.d, z13.d, lsl #2]
movprfx	z0.d, p4/m, z31.d
adr	z0.d, [z18.d, z13.d, lsl #2]
movprfx	z5, z31
adr	z5.d, [z28.d, z14.d, lsl #3]
movprfx	z5.d, p5/z, z31.d
adr	z5.d, [z28.d, z14.d, lsl #3]
movprfx	z26, z31
adr	z26.s, [z8.s, z31.s]
movprfx	z26.s, p6/m, z31.s
adr	z26.s, [z8.s, z31.s]
movprfx	z28, z31
adr	z28.s, [z0.s, z16.s, lsl #1]
movprfx	z28.d, p7/m, z31.d
adr	z28.s, [z0.s, z16.s, lsl #1]
movprfx	z20, z31
adr	z20.s, [z3.s, z10.s, lsl #2]
movprfx	z20.s, p0/z, z31.s
adr	z20.s, [z3.s, z10.s, lsl #2]
movprfx	z13, z31
adr	z13.s, [z23.s, z24.s, lsl #3]
movprfx	z13.s, p1/m, z31.s
adr	z13.s, [z23.s, z24.s, lsl #3]
movprfx	z2, z31
adr	z2.d, [z16.d, z10.d, sxtw]
movprfx	z2.d, p2/m, z31.d
adr	z2.d, [z16.d, z10.d, sxtw]
movprfx	z28, z31
adr	z28.d, [z0.d, z23.d, sxtw #1]
movprfx	z28.d, p3/z, z31.d
adr	z28.d, [z0.d, z23.d, sxtw #1]
movprfx	z7, z31
adr	z7.d, [z2.d, z31.d, sxtw #2]
movprfx	z7.b, p4/m, z31.b
adr	z7.d, [z2.d, z31.d, sxtw #2]
movprfx	z2, z31
adr	z2.d, [z27.d, z15.d, sxtw #3]
movprfx	z2.d, p5/m, z31.d
adr	z2.d, [z27.d, z15.d, sxtw #3]
movprfx	z31, z30
adr	z31.d, [z28.d, z22.d, uxtw]
movprfx	z31.d, p6/z, z30.d
adr	z31.d, [z28.d, z22.d, uxtw]
movprfx	z9, z31
adr	z9.d, [z21.d, z2.d, uxtw #1]
movprfx	z9.d, p7/m, z31.d
adr	z9.d, [z21.d, z2.d, uxtw #1]
movprfx	z20, z31
adr	z20.d, [z19.d, z3.d, uxtw #2]
movprfx	z20.d, p0/m, z31.d
adr	z20.d, [z19.d, z3.d, uxtw #2]
movprfx	z15, z31
adr	z15.d, [z11.d, z30.d, uxtw #3]
movprfx	z15.b, p1/z, z31.b
adr	z15.d, [z11.d, z30.d, uxtw #3]
movprfx	z7, z31
aesd	z7.b, z7.b, z18.b
movprfx	z7.b, p3/m, z31.b
aesd	z7.b, z7.b, z18.b
movprfx	z0, z31
aese	z0.b, z0.b, z4.b
movprfx	z0.b, p5/m, z31.b
aese	z0.b, z0.b, z4.b
movprfx	z2, z31
aesimc	z2.b, z2.b
movprfx	z2.b, p7/z, z31.b
aesimc	z2.b, z2.b
movprfx	z30, z31
aesmc	z30.b, z30.b
movprfx	z30.b, p1/m, z31.b
aesmc	z30.b, z30.b
movprfx	z25, z31
and	z25.d, z25.d, #0x8000000000000000
movprfx	z25.d, p0/m, z31.d
and	z25.d, z25.d, #0x8000000000000000
movprfx	z15, z31
and	z15.b, p3/m, z15.b, z7.b
movprfx	z15.b, p1/z, z31.b
and	z15.b, p3/m, z15.b, z7.b
movprfx	z1, z31
and	z1.d, p7/m, z1.d, z12.d
movprfx	z1.b, p7/m, z31.b
and	z1.d, p7/m, z1.d, z12.d
movprfx	z31, z30
and	z31.h, p7/m, z31.h, z9.h
movprfx	z31.h, p3/m, z30.h
and	z31.h, p7/m, z31.h, z9.h
movprfx	z28, z31
and	z28.s, p0/m, z28.s, z3.s
movprfx	z28.s, p0/z, z31.s
and	z28.s, p0/m, z28.s, z3.s
movprfx	z14, z31
and	z14.d, z0.d, z18.d
movprfx	z14.d, p5/m, z31.d
and	z14.d, z0.d, z18.d
movprfx	z31, z30
asrd	z31.b, p2/m, z31.b, #6
movprfx	z31.b, p2/m, z30.b
asrd	z31.b, p2/m, z31.b, #6
movprfx	z9, z31
asrd	z9.d, p4/m, z9.d, #31
movprfx	z9.d, p1/m, z31.d
asrd	z9.d, p4/m, z9.d, #31
movprfx	z16, z31
asrd	z16.h, p4/m, z16.h, #1
movprfx	z16.h, p4/z, z31.h
asrd	z16.h, p4/m, z16.h, #1
movprfx	z9, z31
asrd	z9.s, p3/m, z9.s, #13
movprfx	z9.s, p3/m, z31.s
asrd	z9.s, p3/m, z9.s, #13
movprfx	z26, z31
asrr	z26.b, p4/m, z26.b, z20.b
movprfx	z26.h, p4/m, z31.h
asrr	z26.b, p4/m, z26.b, z20.b
movprfx	z7, z31
asrr	z7.d, p2/m, z7.d, z9.d
movprfx	z7.d, p5/z, z31.d
asrr	z7.d, p2/m, z7.d, z9.d
movprfx	z9, z31
asrr	z9.h, p7/m, z9.h, z25.h
movprfx	z9.h, p7/m, z31.h
asrr	z9.h, p7/m, z9.h, z25.h
movprfx	z3, z31
asrr	z3.s, p0/m, z3.s, z12.s
movprfx	z3.s, p7/m, z31.s
asrr	z3.s, p0/m, z3.s, z12.s
movprfx	z30, z31
asr	z30.b, p0/m, z30.b, z28.d
movprfx	z30.b, p0/m, z31.b
asr	z30.b, p0/m, z30.b, z28.d
movprfx	z7, z31
asr	z7.h, p0/m, z7.h, z10.d
movprfx	z7.h, p3/z, z31.h
asr	z7.h, p0/m, z7.h, z10.d
movprfx	z2, z31
asr	z2.s, p6/m, z2.s, z24.d
movprfx	z2.s, p6/m, z31.s
asr	z2.s, p6/m, z2.s, z24.d
movprfx	z24, z31
asr	z24.b, z8.b, z13.d
movprfx	z24.b, p5/m, z31.b
asr	z24.b, z8.b, z13.d
movprfx	z3, z31
asr	z3.h, z13.h, z9.d
movprfx	z3.s, p6/z, z31.s
asr	z3.h, z13.h, z9.d
movprfx	z14, z31
asr	z14.s, z13.s, z16.d
movprfx	z14.s, p7/m, z31.s
asr	z14.s, z13.s, z16.d
movprfx	z23, z31
asr	z23.b, p2/m, z23.b, #1
movprfx	z23.b, p2/m, z31.b
asr	z23.b, p2/m, z23.b, #1
movprfx	z9, z31
asr	z9.d, p2/m, z9.d, #50
movprfx	z9.d, p1/z, z31.d
asr	z9.d, p2/m, z9.d, #50
movprfx	z2, z31
asr	z2.h, p2/m, z2.h, #11
movprfx	z2.h, p2/m, z31.h
asr	z2.h, p2/m, z2.h, #11
movprfx	z12, z31
asr	z12.s, p2/m, z12.s, #1
movprfx	z12.d, p3/m, z31.d
asr	z12.s, p2/m, z12.s, #1
movprfx	z6, z31
asr	z6.b, p4/m, z6.b, z12.b
movprfx	z6.b, p4/z, z31.b
asr	z6.b, p4/m, z6.b, z12.b
movprfx	z0, z31
asr	z0.d, p5/m, z0.d, z6.d
movprfx	z0.d, p5/m, z31.d
asr	z0.d, p5/m, z0.d, z6.d
movprfx	z15, z31
asr	z15.h, p4/m, z15.h, z4.h
movprfx	z15.h, p4/m, z31.h
asr	z15.h, p4/m, z15.h, z4.h
movprfx	z13, z31
asr	z13.s, p4/m, z13.s, z25.s
movprfx	z13.s, p7/z, z31.s
asr	z13.s, p4/m, z13.s, z25.s
movprfx	z2, z31
asr	z2.b, z4.b, #4
movprfx	z2.h, p0/m, z31.h
asr	z2.b, z4.b, #4
movprfx	z27, z31
asr	z27.d, z30.d, #1
movprfx	z27.d, p1/m, z31.d
asr	z27.d, z30.d, #1
movprfx	z19, z31
asr	z19.h, z22.h, #5
movprfx	z19.h, p2/z, z31.h
asr	z19.h, z22.h, #5
movprfx	z19, z31
asr	z19.s, z17.s, #26
movprfx	z19.s, p3/m, z31.s
asr	z19.s, z17.s, #26
movprfx	z24, z31
bcax	z24.d, z24.d, z20.d, z23.d
movprfx	z24.b, p7/m, z31.b
bcax	z24.d, z24.d, z20.d, z23.d
movprfx	z17, z31
bdep	z17.b, z26.b, z7.b
movprfx	z17.b, p1/z, z31.b
bdep	z17.b, z26.b, z7.b
movprfx	z7, z31
bdep	z7.d, z16.d, z28.d
movprfx	z7.d, p2/m, z31.d
bdep	z7.d, z16.d, z28.d
movprfx	z2, z31
bdep	z2.h, z20.h, z21.h
movprfx	z2.h, p3/m, z31.h
bdep	z2.h, z20.h, z21.h
movprfx	z5, z31
bdep	z5.s, z8.s, z4.s
movprfx	z5.d, p4/z, z31.d
bdep	z5.s, z8.s, z4.s
movprfx	z2, z31
bext	z2.b, z23.b, z18.b
movprfx	z2.b, p5/m, z31.b
bext	z2.b, z23.b, z18.b
movprfx	z2, z31
bext	z2.d, z18.d, z21.d
movprfx	z2.d, p6/m, z31.d
bext	z2.d, z18.d, z21.d
movprfx	z1, z31
bext	z1.h, z0.h, z14.h
movprfx	z1.h, p7/z, z31.h
bext	z1.h, z0.h, z14.h
movprfx	z22, z31
bext	z22.s, z19.s, z19.s
movprfx	z22.s, p0/m, z31.s
bext	z22.s, z19.s, z19.s
movprfx	z3, z31
bfcvtnt	z3.h, p0/m, z4.s
movprfx	z3.h, p0/z, z31.h
bfcvtnt	z3.h, p0/m, z4.s
movprfx	z8, z31
bfcvt	z8.h, p2/m, z26.s
movprfx	z8.h, p5/z, z31.h
bfcvt	z8.h, p2/m, z26.s
movprfx	z28, z31
bfdot	z28.s, z21.h, z18.h
movprfx	z28.d, p6/m, z31.d
bfdot	z28.s, z21.h, z18.h
movprfx	z14, z31
bfdot	z14.s, z10.h, z1.h[0]
movprfx	z14.s, p7/m, z31.s
bfdot	z14.s, z10.h, z1.h[0]
movprfx	z8, z31
bfmlalb	z8.s, z21.h, z28.h
movprfx	z8.s, p5/m, z31.s
bfmlalb	z8.s, z21.h, z28.h
movprfx	z19, z31
bfmlalb	z19.s, z28.h, z7.h[7]
movprfx	z19.s, p6/z, z31.s
bfmlalb	z19.s, z28.h, z7.h[7]
movprfx	z9, z31
bfmlalt	z9.s, z31.h, z30.h
movprfx	z9.s, p1/z, z31.s
bfmlalt	z9.s, z31.h, z30.h
movprfx	z18, z31
bfmlalt	z18.s, z22.h, z7.h[0]
movprfx	z18.s, p2/m, z31.s
bfmlalt	z18.s, z22.h, z7.h[0]
movprfx	z19, z31
bfmmla	z19.s, z26.h, z31.h
movprfx	z19.d, p5/m, z31.d
bfmmla	z19.s, z26.h, z31.h
movprfx	z29, z31
bgrp	z29.b, z29.b, z13.b
movprfx	z29.b, p0/m, z31.b
bgrp	z29.b, z29.b, z13.b
movprfx	z3, z31
bgrp	z3.d, z29.d, z21.d
movprfx	z3.d, p1/m, z31.d
bgrp	z3.d, z29.d, z21.d
movprfx	z21, z31
bgrp	z21.h, z13.h, z15.h
movprfx	z21.s, p2/z, z31.s
bgrp	z21.h, z13.h, z15.h
movprfx	z22, z31
bgrp	z22.s, z10.s, z10.s
movprfx	z22.s, p3/m, z31.s
bgrp	z22.s, z10.s, z10.s
movprfx	z8, z31
bic	z8.b, p3/m, z8.b, z15.b
movprfx	z8.b, p3/m, z31.b
bic	z8.b, p3/m, z8.b, z15.b
movprfx	z11, z31
bic	z11.d, p0/m, z11.d, z23.d
movprfx	z11.d, p3/z, z31.d
bic	z11.d, p0/m, z11.d, z23.d
movprfx	z16, z31
bic	z16.h, p5/m, z16.h, z3.h
movprfx	z16.s, p5/m, z31.s
bic	z16.h, p5/m, z16.h, z3.h
movprfx	z27, z31
bic	z27.s, p0/m, z27.s, z5.s
movprfx	z27.s, p5/m, z31.s
bic	z27.s, p0/m, z27.s, z5.s
movprfx	z29, z31
bic	z29.d, z29.d, z8.d
movprfx	z29.d, p6/z, z31.d
bic	z29.d, z29.d, z8.d
movprfx	z26, z31
bsl1n	z26.d, z26.d, z30.d, z18.d
movprfx	z26.d, p1/m, z31.d
bsl1n	z26.d, z26.d, z30.d, z18.d
movprfx	z29, z31
bsl2n	z29.d, z29.d, z3.d, z27.d
movprfx	z29.d, p2/z, z31.d
bsl2n	z29.d, z29.d, z3.d, z27.d
movprfx	z27, z31
bsl	z27.d, z27.d, z7.d, z7.d
movprfx	z27.d, p3/m, z31.d
bsl	z27.d, z27.d, z7.d, z7.d
movprfx	z9, z31
cadd	z9.b, z9.b, z15.b, #90
movprfx	z9.b, p7/m, z31.b
cadd	z9.b, z9.b, z15.b, #90
movprfx	z8, z31
cadd	z8.d, z8.d, z1.d, #90
movprfx	z8.d, p0/z, z31.d
cadd	z8.d, z8.d, z1.d, #90
movprfx	z23, z31
cadd	z23.h, z23.h, z0.h, #270
movprfx	z23.s, p1/m, z31.s
cadd	z23.h, z23.h, z0.h, #270
movprfx	z5, z31
cadd	z5.s, z5.s, z8.s, #90
movprfx	z5.s, p2/m, z31.s
cadd	z5.s, z5.s, z8.s, #90
movprfx	z22, z31
cdot	z22.d, z6.h, z2.h[0], #180
movprfx	z22.d, p7/z, z31.d
cdot	z22.d, z6.h, z2.h[0], #180
movprfx	z22, z31
cdot	z22.s, z4.b, z2.b[0], #90
movprfx	z22.s, p0/m, z31.s
cdot	z22.s, z4.b, z2.b[0], #90
movprfx	z16, z31
cdot	z16.s, z6.b, z24.b, #0
movprfx	z16.d, p1/m, z31.d
cdot	z16.s, z6.b, z24.b, #0
movprfx	z1, z31
cdot	z1.d, z3.h, z2.h, #270
movprfx	z1.d, p2/z, z31.d
cdot	z1.d, z3.h, z2.h, #270
movprfx	z0, z31
clasta	z0.b, p5, z0.b, z3.b
movprfx	z0.b, p4/m, z31.b
clasta	z0.b, p5, z0.b, z3.b
movprfx	z18, z31
clasta	z18.d, p1, z18.d, z9.d
movprfx	z18.d, p5/m, z31.d
clasta	z18.d, p1, z18.d, z9.d
movprfx	z23, z31
clasta	z23.h, p1, z23.h, z0.h
movprfx	z23.h, p6/z, z31.h
clasta	z23.h, p1, z23.h, z0.h
movprfx	z0, z31
clasta	z0.s, p3, z0.s, z24.s
movprfx	z0.s, p7/m, z31.s
clasta	z0.s, p3, z0.s, z24.s
movprfx	z23, z31
clastb	z23.b, p6, z23.b, z3.b
movprfx	z23.b, p0/m, z31.b
clastb	z23.b, p6, z23.b, z3.b
movprfx	z0, z31
clastb	z0.d, p5, z0.d, z31.d
movprfx	z0.d, p1/m, z31.d
clastb	z0.d, p5, z0.d, z31.d
movprfx	z17, z31
clastb	z17.h, p3, z17.h, z23.h
movprfx	z17.s, p2/z, z31.s
clastb	z17.h, p3, z17.h, z23.h
movprfx	z31, z30
clastb	z31.s, p5, z31.s, z11.s
movprfx	z31.s, p3/m, z30.s
clastb	z31.s, p5, z31.s, z11.s
movprfx	z18, z31
cls	z18.b, p7/m, z17.b
movprfx	z18.h, p7/m, z31.h
cls	z18.b, p7/m, z17.b
movprfx	z22, z31
cls	z22.d, p5/m, z9.d
movprfx	z22.d, p5/z, z31.d
cls	z22.d, p5/m, z9.d
movprfx	z1, z31
cls	z1.h, p4/m, z14.h
movprfx	z1.h, p1/m, z31.h
cls	z1.h, p4/m, z14.h
movprfx	z17, z31
cls	z17.s, p4/m, z0.s
movprfx	z17.s, p4/m, z31.s
cls	z17.s, p4/m, z0.s
movprfx	z10, z31
clz	z10.b, p3/m, z0.b
movprfx	z10.b, p3/m, z31.b
clz	z10.b, p3/m, z0.b
movprfx	z14, z31
clz	z14.d, p6/m, z23.d
movprfx	z14.d, p6/z, z31.d
clz	z14.d, p6/m, z23.d
movprfx	z7, z31
clz	z7.h, p0/m, z9.h
movprfx	z7.h, p5/m, z31.h
clz	z7.h, p0/m, z9.h
movprfx	z16, z31
clz	z16.s, p2/m, z8.s
movprfx	z16.d, p2/m, z31.d
clz	z16.s, p2/m, z8.s
movprfx	z1, z31
cmla	z1.h, z3.h, z6.h[0], #0
movprfx	z1.h, p5/m, z31.h
cmla	z1.h, z3.h, z6.h[0], #0
movprfx	z1, z31
cmla	z1.s, z16.s, z12.s[0], #0
movprfx	z1.s, p6/m, z31.s
cmla	z1.s, z16.s, z12.s[0], #0
movprfx	z26, z31
cmla	z26.b, z31.b, z6.b, #0
movprfx	z26.b, p7/z, z31.b
cmla	z26.b, z31.b, z6.b, #0
movprfx	z20, z31
cmla	z20.d, z16.d, z6.d, #90
movprfx	z20.d, p0/m, z31.d
cmla	z20.d, z16.d, z6.d, #90
movprfx	z11, z31
cmla	z11.h, z14.h, z5.h, #270
movprfx	z11.s, p1/m, z31.s
cmla	z11.h, z14.h, z5.h, #270
movprfx	z10, z31
cmla	z10.s, z14.s, z0.s, #0
movprfx	z10.s, p2/z, z31.s
cmla	z10.s, z14.s, z0.s, #0
movprfx	z0, z31
cnot	z0.b, p1/m, z29.b
movprfx	z0.h, p1/m, z31.h
cnot	z0.b, p1/m, z29.b
movprfx	z26, z31
cnot	z26.d, p7/m, z30.d
movprfx	z26.d, p7/z, z31.d
cnot	z26.d, p7/m, z30.d
movprfx	z10, z31
cnot	z10.h, p5/m, z22.h
movprfx	z10.h, p3/m, z31.h
cnot	z10.h, p5/m, z22.h
movprfx	z1, z31
cnot	z1.s, p7/m, z26.s
movprfx	z1.s, p7/m, z31.s
cnot	z1.s, p7/m, z26.s
movprfx	z4, z31
cnt	z4.b, p7/m, z2.b
movprfx	z4.b, p7/m, z31.b
cnt	z4.b, p7/m, z2.b
movprfx	z12, z31
cnt	z12.d, p2/m, z14.d
movprfx	z12.b, p2/m, z31.b
cnt	z12.d, p2/m, z14.d
movprfx	z26, z31
cnt	z26.h, p2/m, z14.h
movprfx	z26.h, p1/z, z31.h
cnt	z26.h, p2/m, z14.h
movprfx	z17, z31
cnt	z17.s, p7/m, z29.s
movprfx	z17.s, p7/m, z31.s
cnt	z17.s, p7/m, z29.s
movprfx	z9, z31
compact	z9.d, p7, z26.d
movprfx	z9.b, p5/m, z31.b
compact	z9.d, p7, z26.d
movprfx	z8, z31
compact	z8.s, p5, z29.s
movprfx	z8.s, p6/m, z31.s
compact	z8.s, p5, z29.s
movprfx	z5, z31
cpy	z5.b, p8/m, #0
movprfx	z5.b, p7/z, z31.b
cpy	z5.b, p8/m, #0
movprfx	z31, z30
cpy	z31.d, p15/m, #-29952
movprfx	z31.d, p0/m, z30.d
cpy	z31.d, p15/m, #-29952
movprfx	z26, z31
cpy	z26.h, p14/m, #-22016
movprfx	z26.h, p1/m, z31.h
cpy	z26.h, p14/m, #-22016
movprfx	z22, z31
cpy	z22.s, p1/m, #-106
movprfx	z22.d, p1/z, z31.d
cpy	z22.s, p1/m, #-106
movprfx	z27, z31
cpy	z27.b, p2/m, w18
movprfx	z27.b, p3/m, z31.b
cpy	z27.b, p2/m, w18
movprfx	z25, z31
cpy	z25.d, p1/m, x19
movprfx	z25.d, p1/m, z31.d
cpy	z25.d, p1/m, x19
movprfx	z17, z31
cpy	z17.h, p7/m, w30
movprfx	z17.h, p5/z, z31.h
cpy	z17.h, p7/m, w30
movprfx	z5, z31
cpy	z5.s, p5/m, wsp
movprfx	z5.s, p5/m, z31.s
cpy	z5.s, p5/m, wsp
movprfx	z5, z31
cpy	z5.b, p7/m, b23
movprfx	z5.h, p7/m, z31.h
cpy	z5.b, p7/m, b23
movprfx	z6, z31
cpy	z6.d, p5/m, d18
movprfx	z6.d, p5/z, z31.d
cpy	z6.d, p5/m, d18
movprfx	z3, z31
cpy	z3.h, p0/m, h18
movprfx	z3.h, p1/m, z31.h
cpy	z3.h, p0/m, h18
movprfx	z8, z31
cpy	z8.s, p6/m, s1
movprfx	z8.s, p6/m, z31.s
cpy	z8.s, p6/m, s1
movprfx	z19, z31
cpy	z19.b, p3/z, #58
movprfx	z19.b, p3/z, z31.b
cpy	z19.b, p3/z, #58
movprfx	z4, z31
cpy	z4.d, p14/z, #-1
movprfx	z4.b, p4/m, z31.b
cpy	z4.d, p14/z, #-1
movprfx	z12, z31
cpy	z12.h, p3/z, #-4608
movprfx	z12.h, p5/m, z31.h
cpy	z12.h, p3/z, #-4608
movprfx	z20, z31
cpy	z20.s, p15/z, #-17
movprfx	z20.s, p6/z, z31.s
cpy	z20.s, p15/z, #-17
movprfx	z17, z31
decd	z17.d, vl16, mul #3
movprfx	z17.b, p2/m, z31.b
decd	z17.d, vl16, mul #3
movprfx	z18, z31
dech	z18.h, pow2, mul #12
movprfx	z18.h, p4/z, z31.h
dech	z18.h, pow2, mul #12
movprfx	z19, z31
decp	z19.d, p6.d
movprfx	z19.d, p1/m, z31.d
decp	z19.d, p6.d
movprfx	z22, z31
decp	z22.h, p9.h
movprfx	z22.h, p2/z, z31.h
decp	z22.h, p9.h
movprfx	z15, z31
decp	z15.s, p1.s
movprfx	z15.s, p3/m, z31.s
decp	z15.s, p1.s
movprfx	z15, z31
decw	z15.s, vl1, mul #16
movprfx	z15.s, p5/z, z31.s
decw	z15.s, vl1, mul #16
movprfx	z24, z31
dupm	z24.d, #0xffffffffffc0
movprfx	z24.d, p2/m, z31.d
dupm	z24.d, #0xffffffffffc0
movprfx	z22, z31
dup	z22.b, #0
movprfx	z22.b, p3/z, z31.b
dup	z22.b, #0
movprfx	z12, z31
dup	z12.d, #114
movprfx	z12.d, p4/m, z31.d
dup	z12.d, #114
movprfx	z20, z31
dup	z20.h, #-111
movprfx	z20.h, p5/m, z31.h
dup	z20.h, #-111
movprfx	z25, z31
dup	z25.s, #35
movprfx	z25.d, p6/z, z31.d
dup	z25.s, #35
movprfx	z1, z31
dup	z1.b, w9
movprfx	z1.b, p7/m, z31.b
dup	z1.b, w9
movprfx	z19, z31
dup	z19.d, x7
movprfx	z19.d, p0/m, z31.d
dup	z19.d, x7
movprfx	z5, z31
dup	z5.h, w2
movprfx	z5.h, p1/z, z31.h
dup	z5.h, w2
movprfx	z2, z31
dup	z2.s, w8
movprfx	z2.s, p2/m, z31.s
dup	z2.s, w8
movprfx	z12, z31
dup	z12.q, z14.q[1]
movprfx	z29, z31
dup	z29.h, z10.h[16]
movprfx	z29.h, p4/z, z31.h
dup	z29.h, z10.h[16]
movprfx	z27, z31
dup	z27.s, z13.s[0]
movprfx	z27.s, p5/m, z31.s
dup	z27.s, z13.s[0]
movprfx	z29, z31
dup	z29.d, z12.d[7]
movprfx	z29.d, p6/m, z31.d
dup	z29.d, z12.d[7]
movprfx	z24, z31
dup	z24.b, z16.b[30]
movprfx	z24.b, p7/z, z31.b
dup	z24.b, z16.b[30]
movprfx	z2, z31
eor3	z2.d, z2.d, z28.d, z24.d
movprfx	z2.d, p5/m, z31.d
eor3	z2.d, z2.d, z28.d, z24.d
movprfx	z0, z31
eorbt	z0.b, z6.b, z0.b
movprfx	z0.b, p6/m, z31.b
eorbt	z0.b, z6.b, z0.b
movprfx	z26, z31
eorbt	z26.d, z30.d, z16.d
movprfx	z26.d, p7/z, z31.d
eorbt	z26.d, z30.d, z16.d
movprfx	z7, z31
eorbt	z7.h, z22.h, z15.h
movprfx	z7.h, p0/m, z31.h
eorbt	z7.h, z22.h, z15.h
movprfx	z3, z31
eorbt	z3.s, z7.s, z12.s
movprfx	z3.d, p1/m, z31.d
eorbt	z3.s, z7.s, z12.s
movprfx	z6, z31
eortb	z6.b, z0.b, z2.b
movprfx	z6.b, p3/m, z31.b
eortb	z6.b, z0.b, z2.b
movprfx	z9, z31
eortb	z9.d, z0.d, z30.d
movprfx	z9.d, p4/m, z31.d
eortb	z9.d, z0.d, z30.d
movprfx	z30, z31
eortb	z30.h, z30.h, z11.h
movprfx	z30.h, p5/z, z31.h
eortb	z30.h, z30.h, z11.h
movprfx	z28, z31
eortb	z28.s, z25.s, z0.s
movprfx	z28.d, p6/m, z31.d
eortb	z28.s, z25.s, z0.s
movprfx	z13, z31
eor	z13.d, z13.d, #0xfffffffff3ffffff
movprfx	z13.b, p0/m, z31.b
eor	z13.d, z13.d, #0xfffffffff3ffffff
movprfx	z8, z31
eor	z8.b, p0/m, z8.b, z22.b
movprfx	z8.b, p1/z, z31.b
eor	z8.b, p0/m, z8.b, z22.b
movprfx	z10, z31
eor	z10.d, p5/m, z10.d, z27.d
movprfx	z10.d, p5/m, z31.d
eor	z10.d, p5/m, z10.d, z27.d
movprfx	z28, z31
eor	z28.h, p2/m, z28.h, z7.h
movprfx	z28.h, p3/m, z31.h
eor	z28.h, p2/m, z28.h, z7.h
movprfx	z30, z31
eor	z30.s, p2/m, z30.s, z13.s
movprfx	z30.s, p2/z, z31.s
eor	z30.s, p2/m, z30.s, z13.s
movprfx	z5, z31
eor	z5.d, z14.d, z30.d
movprfx	z5.b, p5/m, z31.b
eor	z5.d, z14.d, z30.d
movprfx	z29, z31
ext	z29.b, z29.b, z1.b, #57
movprfx	z29.b, p5/z, z31.b
ext	z29.b, z29.b, z1.b, #57
movprfx	z16, z31
ext	z16.b, { z19.b, z20.b }, #1
movprfx	z16.b, p6/m, z31.b
ext	z16.b, { z19.b, z20.b }, #1
movprfx	z9, z31
fabd	z9.d, p2/m, z9.d, z28.d
movprfx	z9.d, p1/m, z31.d
fabd	z9.d, p2/m, z9.d, z28.d
movprfx	z1, z31
fabd	z1.h, p2/m, z1.h, z26.h
movprfx	z1.h, p2/m, z31.h
fabd	z1.h, p2/m, z1.h, z26.h
movprfx	z4, z31
fabd	z4.s, p2/m, z4.s, z5.s
movprfx	z4.s, p3/z, z31.s
fabd	z4.s, p2/m, z4.s, z5.s
movprfx	z3, z31
fabs	z3.d, p6/m, z17.d
movprfx	z3.d, p7/z, z31.d
fabs	z3.d, p6/m, z17.d
movprfx	z14, z31
fabs	z14.h, p6/m, z2.h
movprfx	z14.h, p6/m, z31.h
fabs	z14.h, p6/m, z2.h
movprfx	z20, z31
fabs	z20.s, p0/m, z2.s
movprfx	z20.s, p1/m, z31.s
fabs	z20.s, p0/m, z2.s
movprfx	z21, z31
faddp	z21.d, p0/m, z21.d, z18.d
movprfx	z21.d, p0/m, z31.d
faddp	z21.d, p0/m, z21.d, z18.d
movprfx	z18, z31
faddp	z18.h, p4/m, z18.h, z8.h
movprfx	z18.h, p3/z, z31.h
faddp	z18.h, p4/m, z18.h, z8.h
movprfx	z21, z31
faddp	z21.s, p3/m, z21.s, z27.s
movprfx	z21.s, p3/m, z31.s
faddp	z21.s, p3/m, z21.s, z27.s
movprfx	z31, z30
fadd	z31.d, p0/m, z31.d, #1.0
movprfx	z31.d, p1/m, z30.d
fadd	z31.d, p0/m, z31.d, #1.0
movprfx	z13, z31
fadd	z13.h, p1/m, z13.h, #0.5
movprfx	z13.h, p1/z, z31.h
fadd	z13.h, p1/m, z13.h, #0.5
movprfx	z19, z31
fadd	z19.s, p0/m, z19.s, #0.5
movprfx	z19.s, p3/m, z31.s
fadd	z19.s, p0/m, z19.s, #0.5
movprfx	z5, z31
fadd	z5.d, p7/m, z5.d, z27.d
movprfx	z5.d, p7/m, z31.d
fadd	z5.d, p7/m, z5.d, z27.d
movprfx	z25, z31
fadd	z25.h, p7/m, z25.h, z11.h
movprfx	z25.s, p5/z, z31.s
fadd	z25.h, p7/m, z25.h, z11.h
movprfx	z22, z31
fadd	z22.s, p7/m, z22.s, z1.s
movprfx	z22.s, p7/m, z31.s
fadd	z22.s, p7/m, z22.s, z1.s
movprfx	z27, z31
fadd	z27.d, z8.d, z7.d
movprfx	z27.d, p7/m, z31.d
fadd	z27.d, z8.d, z7.d
movprfx	z10, z31
fadd	z10.h, z6.h, z11.h
movprfx	z10.h, p0/z, z31.h
fadd	z10.h, z6.h, z11.h
movprfx	z15, z31
fadd	z15.s, z27.s, z0.s
movprfx	z15.s, p1/m, z31.s
fadd	z15.s, z27.s, z0.s
movprfx	z25, z31
fcadd	z25.d, p6/m, z25.d, z6.d, #270
movprfx	z25.b, p7/m, z31.b
fcadd	z25.d, p6/m, z25.d, z6.d, #270
movprfx	z7, z31
fcadd	z7.h, p3/m, z7.h, z7.h, #90
movprfx	z7.h, p3/m, z31.h
fcadd	z7.h, p3/m, z7.h, z7.h, #90
movprfx	z30, z31
fcadd	z30.s, p2/m, z30.s, z9.s, #270
movprfx	z30.s, p1/z, z31.s
fcadd	z30.s, p2/m, z30.s, z9.s, #270
movprfx	z11, z31
fcmla	z11.h, z26.h, z3.h[0], #180
movprfx	z11.s, p7/z, z31.s
fcmla	z11.h, z26.h, z3.h[0], #180
movprfx	z12, z31
fcmla	z12.s, z4.s, z9.s[0], #0
movprfx	z12.s, p0/m, z31.s
fcmla	z12.s, z4.s, z9.s[0], #0
movprfx	z13, z31
fcmla	z13.d, p1/m, z2.d, z23.d, #90
movprfx	z13.d, p1/m, z31.d
fcmla	z13.d, p1/m, z2.d, z23.d, #90
movprfx	z16, z31
fcmla	z16.h, p7/m, z26.h, z25.h, #270
movprfx	z16.h, p7/z, z31.h
fcmla	z16.h, p7/m, z26.h, z25.h, #270
movprfx	z14, z31
fcmla	z14.s, p0/m, z18.s, z14.s, #90
movprfx	z14.s, p3/m, z31.s
fcmla	z14.s, p0/m, z18.s, z14.s, #90
movprfx	z14, z31
fcpy	z14.d, p3/m, #0.29687500
movprfx	z14.d, p7/m, z31.d
fcpy	z14.d, p3/m, #0.29687500
movprfx	z21, z31
fcpy	z21.h, p1/m, #-0.31250000
movprfx	z21.h, p1/z, z31.h
fcpy	z21.h, p1/m, #-0.31250000
movprfx	z11, z31
fcpy	z11.s, p11/m, #0.81250000
movprfx	z11.s, p1/m, z31.s
fcpy	z11.s, p11/m, #0.81250000
movprfx	z19, z31
fcvtlt	z19.d, p2/m, z1.s
movprfx	z19.d, p5/m, z31.d
fcvtlt	z19.d, p2/m, z1.s
movprfx	z4, z31
fcvtlt	z4.s, p6/m, z6.h
movprfx	z4.d, p6/m, z31.d
fcvtlt	z4.s, p6/m, z6.h
movprfx	z13, z31
fcvtnt	z13.h, p0/m, z18.s
movprfx	z13.h, p5/m, z31.h
fcvtnt	z13.h, p0/m, z18.s
movprfx	z4, z31
fcvtnt	z4.s, p5/m, z28.d
movprfx	z4.s, p5/m, z31.s
fcvtnt	z4.s, p5/m, z28.d
movprfx	z24, z31
fcvtxnt	z24.s, p7/m, z27.d
movprfx	z24.s, p7/z, z31.s
fcvtxnt	z24.s, p7/m, z27.d
movprfx	z23, z31
fcvtx	z23.s, p0/m, z18.d
movprfx	z23.s, p3/m, z31.s
fcvtx	z23.s, p0/m, z18.d
movprfx	z25, z31
fcvtzs	z25.d, p2/m, z18.d
movprfx	z25.d, p2/m, z31.d
fcvtzs	z25.d, p2/m, z18.d
movprfx	z17, z31
fcvtzs	z17.d, p3/m, z14.h
movprfx	z17.d, p3/z, z31.d
fcvtzs	z17.d, p3/m, z14.h
movprfx	z5, z31
fcvtzs	z5.d, p7/m, z14.s
movprfx	z5.b, p7/m, z31.b
fcvtzs	z5.d, p7/m, z14.s
movprfx	z27, z31
fcvtzs	z27.h, p3/m, z8.h
movprfx	z27.h, p5/m, z31.h
fcvtzs	z27.h, p3/m, z8.h
movprfx	z5, z31
fcvtzs	z5.s, p1/m, z13.d
movprfx	z5.s, p1/z, z31.s
fcvtzs	z5.s, p1/m, z13.d
movprfx	z30, z31
fcvtzs	z30.s, p7/m, z12.h
movprfx	z30.s, p7/m, z31.s
fcvtzs	z30.s, p7/m, z12.h
movprfx	z2, z31
fcvtzs	z2.s, p1/m, z27.s
movprfx	z2.s, p1/m, z31.s
fcvtzs	z2.s, p1/m, z27.s
movprfx	z26, z31
fcvtzu	z26.d, p6/m, z18.d
movprfx	z26.d, p5/m, z31.d
fcvtzu	z26.d, p6/m, z18.d
movprfx	z0, z31
fcvtzu	z0.d, p1/m, z10.h
movprfx	z0.d, p1/m, z31.d
fcvtzu	z0.d, p1/m, z10.h
movprfx	z22, z31
fcvtzu	z22.d, p5/m, z24.s
movprfx	z22.b, p7/z, z31.b
fcvtzu	z22.d, p5/m, z24.s
movprfx	z8, z31
fcvtzu	z8.h, p4/m, z26.h
movprfx	z8.h, p4/m, z31.h
fcvtzu	z8.h, p4/m, z26.h
movprfx	z1, z31
fcvtzu	z1.s, p4/m, z10.d
movprfx	z1.s, p1/m, z31.s
fcvtzu	z1.s, p4/m, z10.d
movprfx	z10, z31
fcvtzu	z10.s, p1/m, z29.h
movprfx	z10.s, p1/z, z31.s
fcvtzu	z10.s, p1/m, z29.h
movprfx	z9, z31
fcvtzu	z9.s, p1/m, z16.s
movprfx	z9.s, p3/m, z31.s
fcvtzu	z9.s, p1/m, z16.s
movprfx	z12, z31
fcvt	z12.d, p1/m, z26.h
movprfx	z12.d, p1/z, z31.d
fcvt	z12.d, p1/m, z26.h
movprfx	z3, z31
fcvt	z3.d, p2/m, z27.s
movprfx	z3.d, p3/m, z31.d
fcvt	z3.d, p2/m, z27.s
movprfx	z3, z31
fcvt	z3.h, p6/m, z14.d
movprfx	z3.h, p6/m, z31.h
fcvt	z3.h, p6/m, z14.d
movprfx	z11, z31
fcvt	z11.h, p7/m, z29.s
movprfx	z11.s, p5/z, z31.s
fcvt	z11.h, p7/m, z29.s
movprfx	z9, z31
fcvt	z9.s, p2/m, z12.d
movprfx	z9.s, p2/m, z31.s
fcvt	z9.s, p2/m, z12.d
movprfx	z15, z31
fcvt	z15.s, p4/m, z22.h
movprfx	z15.s, p7/m, z31.s
fcvt	z15.s, p4/m, z22.h
movprfx	z14, z31
fdivr	z14.d, p1/m, z14.d, z13.d
movprfx	z14.b, p1/m, z31.b
fdivr	z14.d, p1/m, z14.d, z13.d
movprfx	z16, z31
fdivr	z16.h, p5/m, z16.h, z24.h
movprfx	z16.h, p3/z, z31.h
fdivr	z16.h, p5/m, z16.h, z24.h
movprfx	z15, z31
fdivr	z15.s, p6/m, z15.s, z4.s
movprfx	z15.s, p6/m, z31.s
fdivr	z15.s, p6/m, z15.s, z4.s
movprfx	z26, z31
fdiv	z26.d, p0/m, z26.d, z17.d
movprfx	z26.d, p0/z, z31.d
fdiv	z26.d, p0/m, z26.d, z17.d
movprfx	z9, z31
fdiv	z9.h, p7/m, z9.h, z25.h
movprfx	z9.s, p7/m, z31.s
fdiv	z9.h, p7/m, z9.h, z25.h
movprfx	z22, z31
fdiv	z22.s, p7/m, z22.s, z22.s
movprfx	z22.s, p7/m, z31.s
fdiv	z22.s, p7/m, z22.s, z22.s
movprfx	z0, z31
fdup	z0.d, #-7.25000000
movprfx	z0.d, p6/m, z31.d
fdup	z0.d, #-7.25000000
movprfx	z26, z31
fdup	z26.h, #-3.37500000
movprfx	z26.h, p7/z, z31.h
fdup	z26.h, #-3.37500000
movprfx	z23, z31
fdup	z23.s, #-10.50000000
movprfx	z23.s, p0/m, z31.s
fdup	z23.s, #-10.50000000
movprfx	z4, z31
fexpa	z4.d, z1.d
movprfx	z4.b, p1/m, z31.b
fexpa	z4.d, z1.d
movprfx	z31, z30
fexpa	z31.h, z9.h
movprfx	z31.h, p2/z, z30.h
fexpa	z31.h, z9.h
movprfx	z24, z31
fexpa	z24.s, z12.s
movprfx	z24.s, p3/m, z31.s
fexpa	z24.s, z12.s
movprfx	z5, z31
flogb	z5.d, p5/m, z6.d
movprfx	z5.d, p5/z, z31.d
flogb	z5.d, p5/m, z6.d
movprfx	z5, z31
flogb	z5.h, p6/m, z31.h
movprfx	z5.s, p6/m, z31.s
flogb	z5.h, p6/m, z31.h
movprfx	z27, z31
flogb	z27.s, p0/m, z6.s
movprfx	z27.s, p7/m, z31.s
flogb	z27.s, p0/m, z6.s
movprfx	z0, z31
fmad	z0.d, p6/m, z7.d, z12.d
movprfx	z0.b, p3/z, z31.b
fmad	z0.d, p6/m, z7.d, z12.d
movprfx	z8, z31
fmad	z8.h, p3/m, z22.h, z6.h
movprfx	z8.h, p3/m, z31.h
fmad	z8.h, p3/m, z22.h, z6.h
movprfx	z11, z31
fmad	z11.s, p2/m, z4.s, z6.s
movprfx	z11.s, p5/m, z31.s
fmad	z11.s, p2/m, z4.s, z6.s
movprfx	z18, z31
fmaxnmp	z18.d, p1/m, z18.d, z4.d
movprfx	z18.d, p1/m, z31.d
fmaxnmp	z18.d, p1/m, z18.d, z4.d
movprfx	z9, z31
fmaxnmp	z9.h, p6/m, z9.h, z30.h
movprfx	z9.h, p3/m, z31.h
fmaxnmp	z9.h, p6/m, z9.h, z30.h
movprfx	z4, z31
fmaxnmp	z4.s, p1/m, z4.s, z10.s
movprfx	z4.s, p1/z, z31.s
fmaxnmp	z4.s, p1/m, z4.s, z10.s
movprfx	z22, z31
fmaxnm	z22.d, p4/m, z22.d, #1.0
movprfx	z22.b, p4/m, z31.b
fmaxnm	z22.d, p4/m, z22.d, #1.0
movprfx	z18, z31
fmaxnm	z18.h, p7/m, z18.h, #1.0
movprfx	z18.h, p5/m, z31.h
fmaxnm	z18.h, p7/m, z18.h, #1.0
movprfx	z4, z31
fmaxnm	z4.s, p1/m, z4.s, #0.0
movprfx	z4.s, p1/z, z31.s
fmaxnm	z4.s, p1/m, z4.s, #0.0
movprfx	z11, z31
fmaxnm	z11.d, p4/m, z11.d, z6.d
movprfx	z11.d, p7/m, z31.d
fmaxnm	z11.d, p4/m, z11.d, z6.d
movprfx	z25, z31
fmaxnm	z25.h, p6/m, z25.h, z8.h
movprfx	z25.h, p6/m, z31.h
fmaxnm	z25.h, p6/m, z25.h, z8.h
movprfx	z11, z31
fmaxnm	z11.s, p6/m, z11.s, z16.s
movprfx	z11.d, p1/z, z31.d
fmaxnm	z11.s, p6/m, z11.s, z16.s
movprfx	z12, z31
fmaxp	z12.d, p2/m, z12.d, z6.d
movprfx	z12.d, p7/z, z31.d
fmaxp	z12.d, p2/m, z12.d, z6.d
movprfx	z16, z31
fmaxp	z16.h, p4/m, z16.h, z16.h
movprfx	z16.h, p4/m, z31.h
fmaxp	z16.h, p4/m, z16.h, z16.h
movprfx	z8, z31
fmaxp	z8.s, p1/m, z8.s, z26.s
movprfx	z8.s, p1/m, z31.s
fmaxp	z8.s, p1/m, z8.s, z26.s
movprfx	z4, z31
fmax	z4.d, p1/m, z4.d, #1.0
movprfx	z4.d, p1/z, z31.d
fmax	z4.d, p1/m, z4.d, #1.0
movprfx	z23, z31
fmax	z23.h, p4/m, z23.h, #1.0
movprfx	z23.s, p4/m, z31.s
fmax	z23.h, p4/m, z23.h, #1.0
movprfx	z15, z31
fmax	z15.s, p5/m, z15.s, #0.0
movprfx	z15.s, p3/m, z31.s
fmax	z15.s, p5/m, z15.s, #0.0
movprfx	z12, z31
fmax	z12.d, p2/m, z12.d, z6.d
movprfx	z12.d, p2/z, z31.d
fmax	z12.d, p2/m, z12.d, z6.d
movprfx	z24, z31
fmax	z24.h, p1/m, z24.h, z30.h
movprfx	z24.h, p5/m, z31.h
fmax	z24.h, p1/m, z24.h, z30.h
movprfx	z2, z31
fmax	z2.s, p0/m, z2.s, z27.s
movprfx	z2.s, p0/m, z31.s
fmax	z2.s, p0/m, z2.s, z27.s
movprfx	z2, z31
fminnmp	z2.d, p4/m, z2.d, z30.d
movprfx	z2.d, p4/z, z31.d
fminnmp	z2.d, p4/m, z2.d, z30.d
movprfx	z23, z31
fminnmp	z23.h, p7/m, z23.h, z0.h
movprfx	z23.s, p1/m, z31.s
fminnmp	z23.h, p7/m, z23.h, z0.h
movprfx	z4, z31
fminnmp	z4.s, p0/m, z4.s, z30.s
movprfx	z4.s, p0/m, z31.s
fminnmp	z4.s, p0/m, z4.s, z30.s
movprfx	z4, z31
fminnm	z4.d, p2/m, z4.d, #1.0
movprfx	z4.d, p2/z, z31.d
fminnm	z4.d, p2/m, z4.d, #1.0
movprfx	z9, z31
fminnm	z9.h, p5/m, z9.h, #1.0
movprfx	z9.h, p3/m, z31.h
fminnm	z9.h, p5/m, z9.h, #1.0
movprfx	z18, z31
fminnm	z18.s, p6/m, z18.s, #1.0
movprfx	z18.s, p6/m, z31.s
fminnm	z18.s, p6/m, z18.s, #1.0
movprfx	z4, z31
fminnm	z4.d, p4/m, z4.d, z3.d
movprfx	z4.b, p5/z, z31.b
fminnm	z4.d, p4/m, z4.d, z3.d
movprfx	z4, z31
fminnm	z4.h, p3/m, z4.h, z31.h
movprfx	z4.h, p3/m, z31.h
fminnm	z4.h, p3/m, z4.h, z31.h
movprfx	z28, z31
fminnm	z28.s, p2/m, z28.s, z5.s
movprfx	z28.s, p7/m, z31.s
fminnm	z28.s, p2/m, z28.s, z5.s
movprfx	z3, z31
fminp	z3.d, p6/m, z3.d, z15.d
movprfx	z3.d, p5/m, z31.d
fminp	z3.d, p6/m, z3.d, z15.d
movprfx	z20, z31
fminp	z20.h, p4/m, z20.h, z28.h
movprfx	z20.h, p4/z, z31.h
fminp	z20.h, p4/m, z20.h, z28.h
movprfx	z5, z31
fminp	z5.s, p4/m, z5.s, z29.s
movprfx	z5.d, p7/m, z31.d
fminp	z5.s, p4/m, z5.s, z29.s
movprfx	z19, z31
fmin	z19.d, p5/m, z19.d, #1.0
movprfx	z19.d, p7/m, z31.d
fmin	z19.d, p5/m, z19.d, #1.0
movprfx	z14, z31
fmin	z14.h, p7/m, z14.h, #1.0
movprfx	z14.h, p7/z, z31.h
fmin	z14.h, p7/m, z14.h, #1.0
movprfx	z24, z31
fmin	z24.s, p4/m, z24.s, #0.0
movprfx	z24.s, p1/m, z31.s
fmin	z24.s, p4/m, z24.s, #0.0
movprfx	z0, z31
fmin	z0.d, p1/m, z0.d, z17.d
movprfx	z0.d, p1/m, z31.d
fmin	z0.d, p1/m, z0.d, z17.d
movprfx	z7, z31
fmin	z7.h, p6/m, z7.h, z8.h
movprfx	z7.s, p3/z, z31.s
fmin	z7.h, p6/m, z7.h, z8.h
movprfx	z5, z31
fmin	z5.s, p3/m, z5.s, z10.s
movprfx	z5.s, p3/m, z31.s
fmin	z5.s, p3/m, z5.s, z10.s
movprfx	z10, z31
fmlalb	z10.s, z21.h, z0.h[5]
movprfx	z10.s, p6/m, z31.s
fmlalb	z10.s, z21.h, z0.h[5]
movprfx	z16, z31
fmlalb	z16.s, z5.h, z3.h
movprfx	z16.s, p7/z, z31.s
fmlalb	z16.s, z5.h, z3.h
movprfx	z15, z31
fmlalt	z15.s, z3.h, z7.h[1]
movprfx	z15.s, p0/m, z31.s
fmlalt	z15.s, z3.h, z7.h[1]
movprfx	z27, z31
fmlalt	z27.s, z26.h, z5.h
movprfx	z27.s, p1/m, z31.s
fmlalt	z27.s, z26.h, z5.h
movprfx	z2, z31
fmla	z2.d, z13.d, z11.d[0]
movprfx	z2.d, p6/m, z31.d
fmla	z2.d, z13.d, z11.d[0]
movprfx	z14, z31
fmla	z14.h, z27.h, z5.h[1]
movprfx	z14.s, p7/m, z31.s
fmla	z14.h, z27.h, z5.h[1]
movprfx	z4, z31
fmla	z4.s, z4.s, z3.s[0]
movprfx	z4.s, p0/z, z31.s
fmla	z4.s, z4.s, z3.s[0]
movprfx	z9, z31
fmla	z9.d, p2/m, z25.d, z14.d
movprfx	z9.d, p1/m, z31.d
fmla	z9.d, p2/m, z25.d, z14.d
movprfx	z27, z31
fmla	z27.h, p3/m, z3.h, z26.h
movprfx	z27.h, p3/m, z31.h
fmla	z27.h, p3/m, z3.h, z26.h
movprfx	z29, z31
fmla	z29.s, p7/m, z16.s, z30.s
movprfx	z29.s, p3/z, z31.s
fmla	z29.s, p7/m, z16.s, z30.s
movprfx	z9, z31
fmlslb	z9.s, z30.h, z1.h[0]
movprfx	z9.s, p5/z, z31.s
fmlslb	z9.s, z30.h, z1.h[0]
movprfx	z11, z31
fmlslb	z11.s, z17.h, z22.h
movprfx	z11.s, p6/m, z31.s
fmlslb	z11.s, z17.h, z22.h
movprfx	z26, z31
fmlslt	z26.s, z6.h, z1.h[5]
movprfx	z26.s, p7/m, z31.s
fmlslt	z26.s, z6.h, z1.h[5]
movprfx	z27, z31
fmlslt	z27.s, z17.h, z13.h
movprfx	z27.d, p0/z, z31.d
fmlslt	z27.s, z17.h, z13.h
movprfx	z14, z31
fmls	z14.d, z15.d, z4.d[0]
movprfx	z14.b, p5/m, z31.b
fmls	z14.d, z15.d, z4.d[0]
movprfx	z17, z31
fmls	z17.h, z27.h, z4.h[1]
movprfx	z17.h, p6/z, z31.h
fmls	z17.h, z27.h, z4.h[1]
movprfx	z29, z31
fmls	z29.s, z7.s, z4.s[2]
movprfx	z29.s, p7/m, z31.s
fmls	z29.s, z7.s, z4.s[2]
movprfx	z11, z31
fmls	z11.d, p4/m, z19.d, z20.d
movprfx	z11.d, p4/m, z31.d
fmls	z11.d, p4/m, z19.d, z20.d
movprfx	z25, z31
fmls	z25.h, p4/m, z23.h, z8.h
movprfx	z25.h, p1/z, z31.h
fmls	z25.h, p4/m, z23.h, z8.h
movprfx	z3, z31
fmls	z3.s, p6/m, z16.s, z31.s
movprfx	z3.d, p6/m, z31.d
fmls	z3.s, p6/m, z16.s, z31.s
movprfx	z4, z31
fmmla	z4.d, z31.d, z25.d
movprfx	z4.d, p0/z, z31.d
fmmla	z4.d, z31.d, z25.d
movprfx	z24, z31
fmmla	z24.s, z2.s, z17.s
movprfx	z24.d, p1/m, z31.d
fmmla	z24.s, z2.s, z17.s
movprfx	z31, z30
fmsb	z31.d, p5/m, z31.d, z19.d
movprfx	z31.d, p7/m, z30.d
fmsb	z31.d, p5/m, z31.d, z19.d
movprfx	z22, z31
fmsb	z22.h, p1/m, z16.h, z28.h
movprfx	z22.h, p1/z, z31.h
fmsb	z22.h, p1/m, z16.h, z28.h
movprfx	z27, z31
fmsb	z27.s, p0/m, z11.s, z4.s
movprfx	z27.s, p1/m, z31.s
fmsb	z27.s, p0/m, z11.s, z4.s
movprfx	z14, z31
fmulx	z14.d, p0/m, z14.d, z19.d
movprfx	z14.d, p0/m, z31.d
fmulx	z14.d, p0/m, z14.d, z19.d
movprfx	z3, z31
fmulx	z3.h, p6/m, z3.h, z10.h
movprfx	z3.h, p1/z, z31.h
fmulx	z3.h, p6/m, z3.h, z10.h
movprfx	z15, z31
fmulx	z15.s, p4/m, z15.s, z1.s
movprfx	z15.s, p4/m, z31.s
fmulx	z15.s, p4/m, z15.s, z1.s
movprfx	z4, z31
fmul	z4.d, p1/m, z4.d, #0.5
movprfx	z4.b, p3/z, z31.b
fmul	z4.d, p1/m, z4.d, #0.5
movprfx	z20, z31
fmul	z20.h, p6/m, z20.h, #0.5
movprfx	z20.h, p6/m, z31.h
fmul	z20.h, p6/m, z20.h, #0.5
movprfx	z11, z31
fmul	z11.s, p7/m, z11.s, #0.5
movprfx	z11.s, p5/m, z31.s
fmul	z11.s, p7/m, z11.s, #0.5
movprfx	z5, z31
fmul	z5.d, p2/m, z5.d, z31.d
movprfx	z5.d, p2/z, z31.d
fmul	z5.d, p2/m, z5.d, z31.d
movprfx	z1, z31
fmul	z1.h, p7/m, z1.h, z15.h
movprfx	z1.h, p7/m, z31.h
fmul	z1.h, p7/m, z1.h, z15.h
movprfx	z17, z31
fmul	z17.s, p4/m, z17.s, z12.s
movprfx	z17.d, p4/m, z31.d
fmul	z17.s, p4/m, z17.s, z12.s
movprfx	z28, z31
fmul	z28.d, z30.d, z13.d[0]
movprfx	z28.d, p1/z, z31.d
fmul	z28.d, z30.d, z13.d[0]
movprfx	z22, z31
fmul	z22.h, z14.h, z6.h[0]
movprfx	z22.h, p2/m, z31.h
fmul	z22.h, z14.h, z6.h[0]
movprfx	z9, z31
fmul	z9.s, z20.s, z0.s[1]
movprfx	z9.s, p3/m, z31.s
fmul	z9.s, z20.s, z0.s[1]
movprfx	z22, z31
fmul	z22.d, z16.d, z10.d
movprfx	z22.d, p4/z, z31.d
fmul	z22.d, z16.d, z10.d
movprfx	z25, z31
fmul	z25.h, z18.h, z16.h
movprfx	z25.s, p5/m, z31.s
fmul	z25.h, z18.h, z16.h
movprfx	z12, z31
fmul	z12.s, z4.s, z31.s
movprfx	z12.s, p6/m, z31.s
fmul	z12.s, z4.s, z31.s
movprfx	z1, z31
fneg	z1.d, p5/m, z29.d
movprfx	z1.d, p7/m, z31.d
fneg	z1.d, p5/m, z29.d
movprfx	z6, z31
fneg	z6.h, p0/m, z4.h
movprfx	z6.h, p0/m, z31.h
fneg	z6.h, p0/m, z4.h
movprfx	z23, z31
fneg	z23.s, p2/m, z18.s
movprfx	z23.d, p1/z, z31.d
fneg	z23.s, p2/m, z18.s
movprfx	z12, z31
fnmad	z12.d, p1/m, z27.d, z7.d
movprfx	z12.d, p1/z, z31.d
fnmad	z12.d, p1/m, z27.d, z7.d
movprfx	z24, z31
fnmad	z24.h, p7/m, z2.h, z3.h
movprfx	z24.s, p3/m, z31.s
fnmad	z24.h, p7/m, z2.h, z3.h
movprfx	z17, z31
fnmad	z17.s, p7/m, z31.s, z25.s
movprfx	z17.s, p7/m, z31.s
fnmad	z17.s, p7/m, z31.s, z25.s
movprfx	z7, z31
fnmla	z7.d, p1/m, z1.d, z9.d
movprfx	z7.d, p5/z, z31.d
fnmla	z7.d, p1/m, z1.d, z9.d
movprfx	z8, z31
fnmla	z8.h, p7/m, z15.h, z0.h
movprfx	z8.h, p7/m, z31.h
fnmla	z8.h, p7/m, z15.h, z0.h
movprfx	z24, z31
fnmla	z24.s, p0/m, z27.s, z14.s
movprfx	z24.s, p7/m, z31.s
fnmla	z24.s, p0/m, z27.s, z14.s
movprfx	z29, z31
fnmls	z29.d, p6/m, z7.d, z20.d
movprfx	z29.b, p6/z, z31.b
fnmls	z29.d, p6/m, z7.d, z20.d
movprfx	z2, z31
fnmls	z2.h, p4/m, z25.h, z8.h
movprfx	z2.h, p1/m, z31.h
fnmls	z2.h, p4/m, z25.h, z8.h
movprfx	z12, z31
fnmls	z12.s, p7/m, z13.s, z19.s
movprfx	z12.s, p7/m, z31.s
fnmls	z12.s, p7/m, z13.s, z19.s
movprfx	z2, z31
fnmsb	z2.d, p4/m, z30.d, z12.d
movprfx	z2.d, p3/z, z31.d
fnmsb	z2.d, p4/m, z30.d, z12.d
movprfx	z14, z31
fnmsb	z14.h, p3/m, z10.h, z10.h
movprfx	z14.h, p3/m, z31.h
fnmsb	z14.h, p3/m, z10.h, z10.h
movprfx	z20, z31
fnmsb	z20.s, p4/m, z16.s, z18.s
movprfx	z20.d, p5/m, z31.d
fnmsb	z20.s, p4/m, z16.s, z18.s
movprfx	z12, z31
frecpe	z12.d, z2.d
movprfx	z12.d, p4/z, z31.d
frecpe	z12.d, z2.d
movprfx	z9, z31
frecpe	z9.h, z27.h
movprfx	z9.h, p5/m, z31.h
frecpe	z9.h, z27.h
movprfx	z11, z31
frecpe	z11.s, z11.s
movprfx	z11.s, p6/m, z31.s
frecpe	z11.s, z11.s
movprfx	z15, z31
frecps	z15.d, z26.d, z22.d
movprfx	z15.d, p7/m, z31.d
frecps	z15.d, z26.d, z22.d
movprfx	z6, z31
frecps	z6.h, z18.h, z3.h
movprfx	z6.h, p0/z, z31.h
frecps	z6.h, z18.h, z3.h
movprfx	z13, z31
frecps	z13.s, z15.s, z18.s
movprfx	z13.d, p1/m, z31.d
frecps	z13.s, z15.s, z18.s
movprfx	z22, z31
frecpx	z22.d, p7/m, z8.d
movprfx	z22.d, p7/m, z31.d
frecpx	z22.d, p7/m, z8.d
movprfx	z12, z31
frecpx	z12.h, p7/m, z3.h
movprfx	z12.s, p3/m, z31.s
frecpx	z12.h, p7/m, z3.h
movprfx	z30, z31
frecpx	z30.s, p1/m, z2.s
movprfx	z30.s, p1/z, z31.s
frecpx	z30.s, p1/m, z2.s
movprfx	z31, z30
frinta	z31.d, p6/m, z1.d
movprfx	z31.d, p7/z, z30.d
frinta	z31.d, p6/m, z1.d
movprfx	z13, z31
frinta	z13.h, p6/m, z12.h
movprfx	z13.h, p6/m, z31.h
frinta	z13.h, p6/m, z12.h
movprfx	z19, z31
frinta	z19.s, p7/m, z14.s
movprfx	z19.d, p1/m, z31.d
frinta	z19.s, p7/m, z14.s
movprfx	z2, z31
frinti	z2.d, p6/m, z19.d
movprfx	z2.d, p6/m, z31.d
frinti	z2.d, p6/m, z19.d
movprfx	z0, z31
frinti	z0.h, p7/m, z24.h
movprfx	z0.s, p3/z, z31.s
frinti	z0.h, p7/m, z24.h
movprfx	z5, z31
frinti	z5.s, p2/m, z19.s
movprfx	z5.s, p2/m, z31.s
frinti	z5.s, p2/m, z19.s
movprfx	z27, z31
frintm	z27.d, p1/m, z0.d
movprfx	z27.b, p5/m, z31.b
frintm	z27.d, p1/m, z0.d
movprfx	z19, z31
frintm	z19.h, p4/m, z16.h
movprfx	z19.h, p4/m, z31.h
frintm	z19.h, p4/m, z16.h
movprfx	z5, z31
frintm	z5.s, p6/m, z19.s
movprfx	z5.s, p7/z, z31.s
frintm	z5.s, p6/m, z19.s
movprfx	z21, z31
frintn	z21.d, p0/m, z9.d
movprfx	z21.d, p0/z, z31.d
frintn	z21.d, p0/m, z9.d
movprfx	z27, z31
frintn	z27.h, p2/m, z2.h
movprfx	z27.h, p1/m, z31.h
frintn	z27.h, p2/m, z2.h
movprfx	z30, z31
frintn	z30.s, p3/m, z1.s
movprfx	z30.s, p3/m, z31.s
frintn	z30.s, p3/m, z1.s
movprfx	z21, z31
frintp	z21.d, p0/m, z30.d
movprfx	z21.d, p3/m, z31.d
frintp	z21.d, p0/m, z30.d
movprfx	z6, z31
frintp	z6.h, p1/m, z19.h
movprfx	z6.h, p1/z, z31.h
frintp	z6.h, p1/m, z19.h
movprfx	z19, z31
frintp	z19.s, p3/m, z31.s
movprfx	z19.s, p5/m, z31.s
frintp	z19.s, p3/m, z31.s
movprfx	z19, z31
frintx	z19.d, p5/m, z15.d
movprfx	z19.d, p5/m, z31.d
frintx	z19.d, p5/m, z15.d
movprfx	z19, z31
frintx	z19.h, p3/m, z14.h
movprfx	z19.h, p7/m, z31.h
frintx	z19.h, p3/m, z14.h
movprfx	z18, z31
frintx	z18.s, p7/m, z30.s
movprfx	z18.d, p7/z, z31.d
frintx	z18.s, p7/m, z30.s
movprfx	z13, z31
frintz	z13.d, p5/m, z31.d
movprfx	z13.d, p1/z, z31.d
frintz	z13.d, p5/m, z31.d
movprfx	z9, z31
frintz	z9.h, p7/m, z22.h
movprfx	z9.s, p7/m, z31.s
frintz	z9.h, p7/m, z22.h
movprfx	z18, z31
frintz	z18.s, p6/m, z11.s
movprfx	z18.s, p3/m, z31.s
frintz	z18.s, p6/m, z11.s
movprfx	z14, z31
frsqrte	z14.d, z13.d
movprfx	z14.d, p1/m, z31.d
frsqrte	z14.d, z13.d
movprfx	z17, z31
frsqrte	z17.h, z26.h
movprfx	z17.h, p2/z, z31.h
frsqrte	z17.h, z26.h
movprfx	z26, z31
frsqrte	z26.s, z10.s
movprfx	z26.s, p3/m, z31.s
frsqrte	z26.s, z10.s
movprfx	z25, z31
frsqrts	z25.d, z12.d, z20.d
movprfx	z25.d, p4/m, z31.d
frsqrts	z25.d, z12.d, z20.d
movprfx	z8, z31
frsqrts	z8.h, z30.h, z31.h
movprfx	z8.h, p5/m, z31.h
frsqrts	z8.h, z30.h, z31.h
movprfx	z28, z31
frsqrts	z28.s, z12.s, z18.s
movprfx	z28.d, p6/z, z31.d
frsqrts	z28.s, z12.s, z18.s
movprfx	z9, z31
fscale	z9.d, p2/m, z9.d, z31.d
movprfx	z9.d, p7/z, z31.d
fscale	z9.d, p2/m, z9.d, z31.d
movprfx	z15, z31
fscale	z15.h, p5/m, z15.h, z18.h
movprfx	z15.s, p5/m, z31.s
fscale	z15.h, p5/m, z15.h, z18.h
movprfx	z12, z31
fscale	z12.s, p6/m, z12.s, z11.s
movprfx	z12.s, p1/m, z31.s
fscale	z12.s, p6/m, z12.s, z11.s
movprfx	z27, z31
fsqrt	z27.d, p0/m, z20.d
movprfx	z27.b, p5/z, z31.b
fsqrt	z27.d, p0/m, z20.d
movprfx	z30, z31
fsqrt	z30.h, p4/m, z21.h
movprfx	z30.h, p4/m, z31.h
fsqrt	z30.h, p4/m, z21.h
movprfx	z0, z31
fsqrt	z0.s, p6/m, z5.s
movprfx	z0.s, p7/m, z31.s
fsqrt	z0.s, p6/m, z5.s
movprfx	z9, z31
fsubr	z9.d, p7/m, z9.d, #0.5
movprfx	z9.b, p7/m, z31.b
fsubr	z9.d, p7/m, z9.d, #0.5
movprfx	z28, z31
fsubr	z28.h, p2/m, z28.h, #1.0
movprfx	z28.h, p2/m, z31.h
fsubr	z28.h, p2/m, z28.h, #1.0
movprfx	z25, z31
fsubr	z25.s, p2/m, z25.s, #0.5
movprfx	z25.s, p1/z, z31.s
fsubr	z25.s, p2/m, z25.s, #0.5
movprfx	z1, z31
fsubr	z1.d, p5/m, z1.d, z19.d
movprfx	z1.d, p5/m, z31.d
fsubr	z1.d, p5/m, z1.d, z19.d
movprfx	z29, z31
fsubr	z29.h, p7/m, z29.h, z17.h
movprfx	z29.h, p3/m, z31.h
fsubr	z29.h, p7/m, z29.h, z17.h
movprfx	z26, z31
fsubr	z26.s, p0/m, z26.s, z25.s
movprfx	z26.d, p0/z, z31.d
fsubr	z26.s, p0/m, z26.s, z25.s
movprfx	z12, z31
fsub	z12.d, p1/m, z12.d, #1.0
movprfx	z12.d, p1/m, z31.d
fsub	z12.d, p1/m, z12.d, #1.0
movprfx	z9, z31
fsub	z9.h, p5/m, z9.h, #1.0
movprfx	z9.h, p7/z, z31.h
fsub	z9.h, p5/m, z9.h, #1.0
movprfx	z11, z31
fsub	z11.s, p2/m, z11.s, #0.5
movprfx	z11.s, p2/m, z31.s
fsub	z11.s, p2/m, z11.s, #0.5
movprfx	z17, z31
fsub	z17.d, p3/m, z17.d, z6.d
movprfx	z17.b, p1/m, z31.b
fsub	z17.d, p3/m, z17.d, z6.d
movprfx	z15, z31
fsub	z15.h, p7/m, z15.h, z14.h
movprfx	z15.h, p7/z, z31.h
fsub	z15.h, p7/m, z15.h, z14.h
movprfx	z8, z31
fsub	z8.s, p3/m, z8.s, z18.s
movprfx	z8.s, p3/m, z31.s
fsub	z8.s, p3/m, z8.s, z18.s
movprfx	z15, z31
fsub	z15.d, z3.d, z4.d
movprfx	z15.d, p4/m, z31.d
fsub	z15.d, z3.d, z4.d
movprfx	z5, z31
fsub	z5.h, z26.h, z27.h
movprfx	z5.h, p5/z, z31.h
fsub	z5.h, z26.h, z27.h
movprfx	z25, z31
fsub	z25.s, z20.s, z24.s
movprfx	z25.d, p6/m, z31.d
fsub	z25.s, z20.s, z24.s
movprfx	z8, z31
ftmad	z8.d, z8.d, z5.d, #7
movprfx	z8.d, p4/m, z31.d
ftmad	z8.d, z8.d, z5.d, #7
movprfx	z28, z31
ftmad	z28.h, z28.h, z19.h, #1
movprfx	z28.h, p5/m, z31.h
ftmad	z28.h, z28.h, z19.h, #1
movprfx	z29, z31
ftmad	z29.s, z29.s, z19.s, #2
movprfx	z29.s, p6/z, z31.s
ftmad	z29.s, z29.s, z19.s, #2
movprfx	z27, z31
ftsmul	z27.d, z29.d, z21.d
movprfx	z27.d, p7/m, z31.d
ftsmul	z27.d, z29.d, z21.d
movprfx	z16, z31
ftsmul	z16.h, z22.h, z2.h
movprfx	z16.s, p0/m, z31.s
ftsmul	z16.h, z22.h, z2.h
movprfx	z3, z31
ftsmul	z3.s, z9.s, z0.s
movprfx	z3.s, p1/z, z31.s
ftsmul	z3.s, z9.s, z0.s
movprfx	z13, z31
ftssel	z13.d, z15.d, z16.d
movprfx	z13.d, p2/m, z31.d
ftssel	z13.d, z15.d, z16.d
movprfx	z30, z31
ftssel	z30.h, z7.h, z9.h
movprfx	z30.h, p3/m, z31.h
ftssel	z30.h, z7.h, z9.h
movprfx	z0, z31
ftssel	z0.s, z5.s, z5.s
movprfx	z0.s, p4/z, z31.s
ftssel	z0.s, z5.s, z5.s
movprfx	z12, z31
histcnt	z12.d, p3/z, z13.d, z18.d
movprfx	z12.d, p1/m, z31.d
histcnt	z12.d, p3/z, z13.d, z18.d
movprfx	z27, z31
histcnt	z27.s, p1/z, z23.s, z30.s
movprfx	z27.d, p1/z, z31.d
histcnt	z27.s, p1/z, z23.s, z30.s
movprfx	z21, z31
histseg	z21.b, z31.b, z17.b
movprfx	z21.b, p3/m, z31.b
histseg	z21.b, z31.b, z17.b
movprfx	z21, z31
incd	z21.d, #17, mul #10
movprfx	z21.d, p0/z, z31.d
incd	z21.d, #17, mul #10
movprfx	z25, z31
inch	z25.h, mul3, mul #16
movprfx	z25.h, p2/m, z31.h
inch	z25.h, mul3, mul #16
movprfx	z5, z31
incp	z5.d, p5.d
movprfx	z5.d, p7/m, z31.d
incp	z5.d, p5.d
movprfx	z5, z31
incp	z5.h, p2.h
movprfx	z5.h, p0/m, z31.h
incp	z5.h, p2.h
movprfx	z24, z31
incp	z24.s, p11.s
movprfx	z24.d, p1/z, z31.d
incp	z24.s, p11.s
movprfx	z3, z31
incw	z3.s, mul3, mul #1
movprfx	z3.s, p3/m, z31.s
incw	z3.s, mul3, mul #1
movprfx	z29, z31
index	z29.b, #7, #-2
movprfx	z29.b, p4/z, z31.b
index	z29.b, #7, #-2
movprfx	z13, z31
index	z13.d, #1, #9
movprfx	z13.d, p5/m, z31.d
index	z13.d, #1, #9
movprfx	z25, z31
index	z25.h, #-5, #15
movprfx	z25.s, p6/m, z31.s
index	z25.h, #-5, #15
movprfx	z1, z31
index	z1.s, #-14, #14
movprfx	z1.s, p7/z, z31.s
index	z1.s, #-14, #14
movprfx	z8, z31
index	z8.b, w16, #2
movprfx	z8.b, p0/m, z31.b
index	z8.b, w16, #2
movprfx	z19, z31
index	z19.d, x22, #0
movprfx	z19.d, p1/m, z31.d
index	z19.d, x22, #0
movprfx	z20, z31
index	z20.h, w15, #-7
movprfx	z20.h, p2/z, z31.h
index	z20.h, w15, #-7
movprfx	z6, z31
index	z6.s, w13, #13
movprfx	z6.d, p3/m, z31.d
index	z6.s, w13, #13
movprfx	z20, z31
index	z20.b, #12, w18
movprfx	z20.b, p4/m, z31.b
index	z20.b, #12, w18
movprfx	z5, z31
index	z5.d, #14, x16
movprfx	z5.d, p5/z, z31.d
index	z5.d, #14, x16
movprfx	z17, z31
index	z17.h, #13, w0
movprfx	z17.h, p6/m, z31.h
index	z17.h, #13, w0
movprfx	z19, z31
index	z19.s, #14, w25
movprfx	z19.s, p7/m, z31.s
index	z19.s, #14, w25
movprfx	z23, z31
index	z23.b, w19, w12
movprfx	z23.h, p0/z, z31.h
index	z23.b, w19, w12
movprfx	z9, z31
index	z9.d, x25, x15
movprfx	z9.d, p1/m, z31.d
index	z9.d, x25, x15
movprfx	z23, z31
index	z23.h, w29, w28
movprfx	z23.h, p2/m, z31.h
index	z23.h, w29, w28
movprfx	z12, z31
index	z12.s, w8, w11
movprfx	z12.s, p3/z, z31.s
index	z12.s, w8, w11
movprfx	z19, z31
insr	z19.b, w16
movprfx	z19.b, p4/m, z31.b
insr	z19.b, w16
movprfx	z5, z31
insr	z5.d, x8
movprfx	z5.b, p5/m, z31.b
insr	z5.d, x8
movprfx	z7, z31
insr	z7.h, w5
movprfx	z7.h, p6/z, z31.h
insr	z7.h, w5
movprfx	z11, z31
insr	z11.s, w9
movprfx	z11.s, p7/m, z31.s
insr	z11.s, w9
movprfx	z9, z31
insr	z9.b, b8
movprfx	z9.b, p0/m, z31.b
insr	z9.b, b8
movprfx	z30, z31
insr	z30.d, d18
movprfx	z30.d, p1/z, z31.d
insr	z30.d, d18
movprfx	z5, z31
insr	z5.h, h26
movprfx	z5.s, p2/m, z31.s
insr	z5.h, h26
movprfx	z15, z31
insr	z15.s, s18
movprfx	z15.s, p3/m, z31.s
insr	z15.s, s18
movprfx	z14, z31
ldr	z14, [x23, #-22, mul vl]
movprfx	z5, z31
lslr	z5.b, p1/m, z5.b, z13.b
movprfx	z5.h, p5/m, z31.h
lslr	z5.b, p1/m, z5.b, z13.b
movprfx	z11, z31
lslr	z11.d, p1/m, z11.d, z16.d
movprfx	z11.d, p1/m, z31.d
lslr	z11.d, p1/m, z11.d, z16.d
movprfx	z24, z31
lslr	z24.h, p0/m, z24.h, z15.h
movprfx	z24.h, p7/z, z31.h
lslr	z24.h, p0/m, z24.h, z15.h
movprfx	z30, z31
lslr	z30.s, p7/m, z30.s, z14.s
movprfx	z30.s, p7/m, z31.s
lslr	z30.s, p7/m, z30.s, z14.s
movprfx	z2, z31
lsl	z2.b, p2/m, z2.b, z0.d
movprfx	z2.b, p3/m, z31.b
lsl	z2.b, p2/m, z2.b, z0.d
movprfx	z8, z31
lsl	z8.h, p6/m, z8.h, z15.d
movprfx	z8.h, p6/m, z31.h
lsl	z8.h, p6/m, z8.h, z15.d
movprfx	z7, z31
lsl	z7.s, p5/m, z7.s, z14.d
movprfx	z7.s, p5/z, z31.s
lsl	z7.s, p5/m, z7.s, z14.d
movprfx	z16, z31
lsl	z16.b, z25.b, z7.d
movprfx	z16.b, p6/m, z31.b
lsl	z16.b, z25.b, z7.d
movprfx	z28, z31
lsl	z28.h, z17.h, z16.d
movprfx	z28.s, p7/m, z31.s
lsl	z28.h, z17.h, z16.d
movprfx	z21, z31
lsl	z21.s, z13.s, z20.d
movprfx	z21.s, p0/z, z31.s
lsl	z21.s, z13.s, z20.d
movprfx	z15, z31
lsl	z15.b, p5/m, z15.b, #7
movprfx	z15.b, p1/m, z31.b
lsl	z15.b, p5/m, z15.b, #7
movprfx	z4, z31
lsl	z4.d, p2/m, z4.d, #52
movprfx	z4.d, p2/m, z31.d
lsl	z4.d, p2/m, z4.d, #52
movprfx	z20, z31
lsl	z20.h, p5/m, z20.h, #1
movprfx	z20.h, p3/z, z31.h
lsl	z20.h, p5/m, z20.h, #1
movprfx	z6, z31
lsl	z6.s, p6/m, z6.s, #0
movprfx	z6.d, p6/m, z31.d
lsl	z6.s, p6/m, z6.s, #0
movprfx	z12, z31
lsl	z12.b, p2/m, z12.b, z13.b
movprfx	z12.b, p5/m, z31.b
lsl	z12.b, p2/m, z12.b, z13.b
movprfx	z31, z30
lsl	z31.d, p6/m, z31.d, z0.d
movprfx	z31.d, p6/z, z30.d
lsl	z31.d, p6/m, z31.d, z0.d
movprfx	z20, z31
lsl	z20.h, p2/m, z20.h, z8.h
movprfx	z20.h, p7/m, z31.h
lsl	z20.h, p2/m, z20.h, z8.h
movprfx	z21, z31
lsl	z21.s, p5/m, z21.s, z7.s
movprfx	z21.s, p5/m, z31.s
lsl	z21.s, p5/m, z21.s, z7.s
movprfx	z15, z31
lsl	z15.b, z16.b, #3
movprfx	z15.h, p1/z, z31.h
lsl	z15.b, z16.b, #3
movprfx	z22, z31
lsl	z22.d, z23.d, #59
movprfx	z22.d, p2/m, z31.d
lsl	z22.d, z23.d, #59
movprfx	z29, z31
lsl	z29.h, z14.h, #1
movprfx	z29.h, p3/m, z31.h
lsl	z29.h, z14.h, #1
movprfx	z2, z31
lsl	z2.s, z15.s, #0
movprfx	z2.s, p4/z, z31.s
lsl	z2.s, z15.s, #0
movprfx	z2, z31
lsrr	z2.b, p4/m, z2.b, z6.b
movprfx	z2.b, p5/m, z31.b
lsrr	z2.b, p4/m, z2.b, z6.b
movprfx	z24, z31
lsrr	z24.d, p7/m, z24.d, z12.d
movprfx	z24.b, p7/m, z31.b
lsrr	z24.d, p7/m, z24.d, z12.d
movprfx	z19, z31
lsrr	z19.h, p2/m, z19.h, z31.h
movprfx	z19.h, p7/z, z31.h
lsrr	z19.h, p2/m, z19.h, z31.h
movprfx	z19, z31
lsrr	z19.s, p6/m, z19.s, z23.s
movprfx	z19.s, p6/m, z31.s
lsrr	z19.s, p6/m, z19.s, z23.s
movprfx	z9, z31
lsr	z9.b, p3/m, z9.b, z17.d
movprfx	z9.h, p3/m, z31.h
lsr	z9.b, p3/m, z9.b, z17.d
movprfx	z5, z31
lsr	z5.h, p6/m, z5.h, z10.d
movprfx	z5.h, p6/m, z31.h
lsr	z5.h, p6/m, z5.h, z10.d
movprfx	z24, z31
lsr	z24.s, p1/m, z24.s, z22.d
movprfx	z24.s, p5/z, z31.s
lsr	z24.s, p1/m, z24.s, z22.d
movprfx	z23, z31
lsr	z23.b, z21.b, z7.d
movprfx	z23.b, p6/m, z31.b
lsr	z23.b, z21.b, z7.d
movprfx	z1, z31
lsr	z1.h, z10.h, z11.d
movprfx	z1.h, p7/m, z31.h
lsr	z1.h, z10.h, z11.d
movprfx	z19, z31
lsr	z19.s, z4.s, z19.d
movprfx	z19.d, p0/z, z31.d
lsr	z19.s, z4.s, z19.d
movprfx	z0, z31
lsr	z0.b, p6/m, z0.b, #5
movprfx	z0.b, p1/m, z31.b
lsr	z0.b, p6/m, z0.b, #5
movprfx	z10, z31
lsr	z10.d, p1/m, z10.d, #24
movprfx	z10.d, p1/m, z31.d
lsr	z10.d, p1/m, z10.d, #24
movprfx	z8, z31
lsr	z8.h, p0/m, z8.h, #1
movprfx	z8.h, p3/z, z31.h
lsr	z8.h, p0/m, z8.h, #1
movprfx	z0, z31
lsr	z0.s, p7/m, z0.s, #9
movprfx	z0.s, p7/m, z31.s
lsr	z0.s, p7/m, z0.s, #9
movprfx	z17, z31
lsr	z17.b, p4/m, z17.b, z14.b
movprfx	z17.h, p5/m, z31.h
lsr	z17.b, p4/m, z17.b, z14.b
movprfx	z19, z31
lsr	z19.d, p2/m, z19.d, z0.d
movprfx	z19.d, p2/z, z31.d
lsr	z19.d, p2/m, z19.d, z0.d
movprfx	z1, z31
lsr	z1.h, p1/m, z1.h, z29.h
movprfx	z1.h, p7/m, z31.h
lsr	z1.h, p1/m, z1.h, z29.h
movprfx	z6, z31
lsr	z6.s, p5/m, z6.s, z28.s
movprfx	z6.s, p5/m, z31.s
lsr	z6.s, p5/m, z6.s, z28.s
movprfx	z0, z31
lsr	z0.b, z2.b, #6
movprfx	z0.b, p1/z, z31.b
lsr	z0.b, z2.b, #6
movprfx	z26, z31
lsr	z26.d, z26.d, #21
movprfx	z26.b, p2/m, z31.b
lsr	z26.d, z26.d, #21
movprfx	z17, z31
lsr	z17.h, z29.h, #7
movprfx	z17.h, p3/m, z31.h
lsr	z17.h, z29.h, #7
movprfx	z29, z31
lsr	z29.s, z20.s, #20
movprfx	z29.s, p4/z, z31.s
lsr	z29.s, z20.s, #20
movprfx	z3, z31
mad	z3.b, p2/m, z27.b, z1.b
movprfx	z3.h, p7/z, z31.h
mad	z3.b, p2/m, z27.b, z1.b
movprfx	z20, z31
mad	z20.d, p3/m, z28.d, z2.d
movprfx	z20.d, p3/m, z31.d
mad	z20.d, p3/m, z28.d, z2.d
movprfx	z31, z30
mad	z31.h, p5/m, z14.h, z10.h
movprfx	z31.h, p1/m, z30.h
mad	z31.h, p5/m, z14.h, z10.h
movprfx	z31, z30
mad	z31.s, p7/m, z29.s, z24.s
movprfx	z31.s, p7/z, z30.s
mad	z31.s, p7/m, z29.s, z24.s
movprfx	z2, z31
mla	z2.d, z11.d, z9.d[0]
movprfx	z2.d, p5/z, z31.d
mla	z2.d, z11.d, z9.d[0]
movprfx	z30, z31
mla	z30.h, z15.h, z3.h[0]
movprfx	z30.h, p6/m, z31.h
mla	z30.h, z15.h, z3.h[0]
movprfx	z26, z31
mla	z26.s, z31.s, z7.s[2]
movprfx	z26.s, p7/m, z31.s
mla	z26.s, z31.s, z7.s[2]
movprfx	z2, z31
mla	z2.b, p0/m, z13.b, z27.b
movprfx	z2.b, p0/z, z31.b
mla	z2.b, p0/m, z13.b, z27.b
movprfx	z29, z31
mla	z29.d, p7/m, z31.d, z0.d
movprfx	z29.b, p1/m, z31.b
mla	z29.d, p7/m, z31.d, z0.d
movprfx	z5, z31
mla	z5.h, p4/m, z22.h, z30.h
movprfx	z5.h, p4/m, z31.h
mla	z5.h, p4/m, z22.h, z30.h
movprfx	z9, z31
mla	z9.s, p0/m, z25.s, z7.s
movprfx	z9.s, p3/z, z31.s
mla	z9.s, p0/m, z25.s, z7.s
movprfx	z16, z31
mls	z16.d, z3.d, z6.d[1]
movprfx	z16.d, p6/m, z31.d
mls	z16.d, z3.d, z6.d[1]
movprfx	z1, z31
mls	z1.h, z26.h, z7.h[0]
movprfx	z1.h, p7/z, z31.h
mls	z1.h, z26.h, z7.h[0]
movprfx	z0, z31
mls	z0.s, z7.s, z2.s[3]
movprfx	z0.d, p0/m, z31.d
mls	z0.s, z7.s, z2.s[3]
movprfx	z28, z31
mls	z28.b, p4/m, z20.b, z25.b
movprfx	z28.b, p1/m, z31.b
mls	z28.b, p4/m, z20.b, z25.b
movprfx	z16, z31
mls	z16.d, p6/m, z10.d, z3.d
movprfx	z16.d, p6/z, z31.d
mls	z16.d, p6/m, z10.d, z3.d
movprfx	z8, z31
mls	z8.h, p7/m, z3.h, z16.h
movprfx	z8.h, p3/m, z31.h
mls	z8.h, p7/m, z3.h, z16.h
movprfx	z4, z31
mls	z4.s, p2/m, z16.s, z6.s
movprfx	z4.s, p2/m, z31.s
mls	z4.s, p2/m, z16.s, z6.s
movprfx	z12, z31
msb	z12.b, p0/m, z5.b, z10.b
movprfx	z12.b, p0/z, z31.b
msb	z12.b, p0/m, z5.b, z10.b
movprfx	z6, z31
msb	z6.d, p6/m, z4.d, z16.d
movprfx	z6.d, p1/m, z31.d
msb	z6.d, p6/m, z4.d, z16.d
movprfx	z17, z31
msb	z17.h, p4/m, z17.h, z16.h
movprfx	z17.h, p4/m, z31.h
msb	z17.h, p4/m, z17.h, z16.h
movprfx	z6, z31
msb	z6.s, p0/m, z17.s, z11.s
movprfx	z6.d, p3/z, z31.d
msb	z6.s, p0/m, z17.s, z11.s
movprfx	z27, z31
mul	z27.b, z27.b, #116
movprfx	z27.b, p1/z, z31.b
mul	z27.b, z27.b, #116
movprfx	z3, z31
mul	z3.d, z3.d, #-31
movprfx	z3.d, p2/m, z31.d
mul	z3.d, z3.d, #-31
movprfx	z29, z31
mul	z29.h, z29.h, #-103
movprfx	z29.h, p3/m, z31.h
mul	z29.h, z29.h, #-103
movprfx	z4, z31
mul	z4.s, z4.s, #-87
movprfx	z4.s, p4/z, z31.s
mul	z4.s, z4.s, #-87
movprfx	z16, z31
mul	z16.b, p0/m, z16.b, z3.b
movprfx	z16.h, p5/m, z31.h
mul	z16.b, p0/m, z16.b, z3.b
movprfx	z6, z31
mul	z6.d, p5/m, z6.d, z22.d
movprfx	z6.d, p5/m, z31.d
mul	z6.d, p5/m, z6.d, z22.d
movprfx	z12, z31
mul	z12.h, p2/m, z12.h, z14.h
movprfx	z12.h, p7/z, z31.h
mul	z12.h, p2/m, z12.h, z14.h
movprfx	z4, z31
mul	z4.s, p1/m, z4.s, z13.s
movprfx	z4.s, p1/m, z31.s
mul	z4.s, p1/m, z4.s, z13.s
movprfx	z27, z31
mul	z27.d, z25.d, z10.d[1]
movprfx	z27.d, p1/m, z31.d
mul	z27.d, z25.d, z10.d[1]
movprfx	z22, z31
mul	z22.h, z13.h, z7.h[4]
movprfx	z22.s, p2/z, z31.s
mul	z22.h, z13.h, z7.h[4]
movprfx	z5, z31
mul	z5.s, z5.s, z3.s[2]
movprfx	z5.s, p3/m, z31.s
mul	z5.s, z5.s, z3.s[2]
movprfx	z5, z31
mul	z5.b, z19.b, z26.b
movprfx	z5.b, p4/m, z31.b
mul	z5.b, z19.b, z26.b
movprfx	z3, z31
mul	z3.d, z0.d, z5.d
movprfx	z3.d, p5/z, z31.d
mul	z3.d, z0.d, z5.d
movprfx	z30, z31
mul	z30.h, z29.h, z4.h
movprfx	z30.h, p6/m, z31.h
mul	z30.h, z29.h, z4.h
movprfx	z20, z31
mul	z20.s, z13.s, z4.s
movprfx	z20.d, p7/m, z31.d
mul	z20.s, z13.s, z4.s
movprfx	z20, z31
nbsl	z20.d, z20.d, z12.d, z12.d
movprfx	z20.d, p2/z, z31.d
nbsl	z20.d, z20.d, z12.d, z12.d
movprfx	z4, z31
neg	z4.b, p1/m, z22.b
movprfx	z4.h, p3/m, z31.h
neg	z4.b, p1/m, z22.b
movprfx	z18, z31
neg	z18.d, p7/m, z11.d
movprfx	z18.d, p7/m, z31.d
neg	z18.d, p7/m, z11.d
movprfx	z12, z31
neg	z12.h, p7/m, z24.h
movprfx	z12.h, p5/z, z31.h
neg	z12.h, p7/m, z24.h
movprfx	z14, z31
neg	z14.s, p5/m, z10.s
movprfx	z14.s, p5/m, z31.s
neg	z14.s, p5/m, z10.s
movprfx	z22, z31
not	z22.b, p3/m, z13.b
movprfx	z22.b, p3/m, z31.b
not	z22.b, p3/m, z13.b
movprfx	z10, z31
not	z10.d, p0/m, z13.d
movprfx	z10.d, p0/z, z31.d
not	z10.d, p0/m, z13.d
movprfx	z6, z31
not	z6.h, p4/m, z18.h
movprfx	z6.h, p5/m, z31.h
not	z6.h, p4/m, z18.h
movprfx	z13, z31
not	z13.s, p1/m, z25.s
movprfx	z13.s, p1/m, z31.s
not	z13.s, p1/m, z25.s
movprfx	z8, z31
orr	z8.d, z8.d, #0x7fffffffffffe
movprfx	z8.d, p5/m, z31.d
orr	z8.d, z8.d, #0x7fffffffffffe
movprfx	z15, z31
orr	z15.b, p6/m, z15.b, z15.b
movprfx	z15.h, p6/z, z31.h
orr	z15.b, p6/m, z15.b, z15.b
movprfx	z13, z31
orr	z13.d, p6/m, z13.d, z16.d
movprfx	z13.d, p7/m, z31.d
orr	z13.d, p6/m, z13.d, z16.d
movprfx	z0, z31
orr	z0.h, p6/m, z0.h, z9.h
movprfx	z0.h, p6/m, z31.h
orr	z0.h, p6/m, z0.h, z9.h
movprfx	z1, z31
orr	z1.s, p3/m, z1.s, z9.s
movprfx	z1.s, p1/z, z31.s
orr	z1.s, p3/m, z1.s, z9.s
movprfx	z23, z31
orr	z23.d, z27.d, z28.d
movprfx	z23.d, p2/m, z31.d
orr	z23.d, z27.d, z28.d
movprfx	z27, z31
pmullb	z27.q, z16.d, z19.d
movprfx	z2, z31
pmullb	z2.d, z9.s, z19.s
movprfx	z2.d, p1/z, z31.d
pmullb	z2.d, z9.s, z19.s
movprfx	z10, z31
pmullb	z10.h, z18.b, z14.b
movprfx	z10.h, p2/m, z31.h
pmullb	z10.h, z18.b, z14.b
movprfx	z29, z31
pmullt	z29.q, z17.d, z1.d
movprfx	z27, z31
pmullt	z27.d, z21.s, z27.s
movprfx	z27.b, p4/z, z31.b
pmullt	z27.d, z21.s, z27.s
movprfx	z16, z31
pmullt	z16.h, z21.b, z13.b
movprfx	z16.h, p5/m, z31.h
pmullt	z16.h, z21.b, z13.b
movprfx	z18, z31
pmul	z18.b, z15.b, z18.b
movprfx	z18.b, p2/z, z31.b
pmul	z18.b, z15.b, z18.b
movprfx	z21, z31
raddhnb	z21.b, z14.h, z9.h
movprfx	z21.h, p5/m, z31.h
raddhnb	z21.b, z14.h, z9.h
movprfx	z22, z31
raddhnb	z22.h, z14.s, z4.s
movprfx	z22.h, p6/z, z31.h
raddhnb	z22.h, z14.s, z4.s
movprfx	z0, z31
raddhnb	z0.s, z4.d, z24.d
movprfx	z0.s, p7/m, z31.s
raddhnb	z0.s, z4.d, z24.d
movprfx	z2, z31
raddhnt	z2.b, z11.h, z22.h
movprfx	z2.b, p0/m, z31.b
raddhnt	z2.b, z11.h, z22.h
movprfx	z13, z31
raddhnt	z13.h, z13.s, z16.s
movprfx	z13.h, p1/z, z31.h
raddhnt	z13.h, z13.s, z16.s
movprfx	z23, z31
raddhnt	z23.s, z21.d, z14.d
movprfx	z23.d, p2/m, z31.d
raddhnt	z23.s, z21.d, z14.d
movprfx	z2, z31
rax1	z2.d, z25.d, z5.d
movprfx	z2.d, p2/z, z31.d
rax1	z2.d, z25.d, z5.d
movprfx	z15, z31
rbit	z15.b, p1/m, z7.b
movprfx	z15.b, p5/z, z31.b
rbit	z15.b, p1/m, z7.b
movprfx	z20, z31
rbit	z20.d, p1/m, z11.d
movprfx	z20.d, p1/m, z31.d
rbit	z20.d, p1/m, z11.d
movprfx	z26, z31
rbit	z26.h, p6/m, z6.h
movprfx	z26.h, p7/m, z31.h
rbit	z26.h, p6/m, z6.h
movprfx	z13, z31
rbit	z13.s, p4/m, z22.s
movprfx	z13.s, p4/z, z31.s
rbit	z13.s, p4/m, z22.s
movprfx	z28, z31
revb	z28.d, p7/m, z0.d
movprfx	z28.d, p1/m, z31.d
revb	z28.d, p7/m, z0.d
movprfx	z27, z31
revb	z27.h, p7/m, z12.h
movprfx	z27.s, p7/m, z31.s
revb	z27.h, p7/m, z12.h
movprfx	z0, z31
revb	z0.s, p5/m, z3.s
movprfx	z0.s, p3/z, z31.s
revb	z0.s, p5/m, z3.s
movprfx	z3, z31
revh	z3.d, p4/m, z6.d
movprfx	z3.d, p4/m, z31.d
revh	z3.d, p4/m, z6.d
movprfx	z11, z31
revh	z11.s, p6/m, z11.s
movprfx	z11.s, p5/m, z31.s
revh	z11.s, p6/m, z11.s
movprfx	z22, z31
revw	z22.d, p2/m, z9.d
movprfx	z22.d, p2/z, z31.d
revw	z22.d, p2/m, z9.d
movprfx	z21, z31
rev	z21.b, z12.b
movprfx	z21.b, p5/m, z31.b
rev	z21.b, z12.b
movprfx	z7, z31
rev	z7.d, z12.d
movprfx	z7.d, p6/m, z31.d
rev	z7.d, z12.d
movprfx	z13, z31
rev	z13.h, z16.h
movprfx	z13.h, p7/z, z31.h
rev	z13.h, z16.h
movprfx	z26, z31
rev	z26.s, z25.s
movprfx	z26.s, p0/m, z31.s
rev	z26.s, z25.s
movprfx	z12, z31
rshrnb	z12.h, z11.s, #12
movprfx	z12.h, p5/z, z31.h
rshrnb	z12.h, z11.s, #12
movprfx	z31, z30
rshrnb	z31.s, z11.d, #15
movprfx	z31.d, p6/m, z30.d
rshrnb	z31.s, z11.d, #15
movprfx	z3, z31
rshrnb	z3.b, z2.h, #8
movprfx	z3.b, p7/m, z31.b
rshrnb	z3.b, z2.h, #8
movprfx	z6, z31
rshrnt	z6.h, z10.s, #14
movprfx	z6.h, p0/z, z31.h
rshrnt	z6.h, z10.s, #14
movprfx	z11, z31
rshrnt	z11.s, z29.d, #20
movprfx	z11.s, p1/m, z31.s
rshrnt	z11.s, z29.d, #20
movprfx	z25, z31
rshrnt	z25.b, z2.h, #8
movprfx	z25.b, p2/m, z31.b
rshrnt	z25.b, z2.h, #8
movprfx	z23, z31
rsubhnb	z23.b, z15.h, z19.h
movprfx	z23.b, p1/z, z31.b
rsubhnb	z23.b, z15.h, z19.h
movprfx	z17, z31
rsubhnb	z17.h, z7.s, z24.s
movprfx	z17.h, p2/m, z31.h
rsubhnb	z17.h, z7.s, z24.s
movprfx	z24, z31
rsubhnb	z24.s, z7.d, z19.d
movprfx	z24.s, p3/m, z31.s
rsubhnb	z24.s, z7.d, z19.d
movprfx	z7, z31
rsubhnt	z7.b, z3.h, z2.h
movprfx	z7.b, p4/z, z31.b
rsubhnt	z7.b, z3.h, z2.h
movprfx	z24, z31
rsubhnt	z24.h, z15.s, z11.s
movprfx	z24.s, p5/m, z31.s
rsubhnt	z24.h, z15.s, z11.s
movprfx	z1, z31
rsubhnt	z1.s, z13.d, z26.d
movprfx	z1.s, p6/m, z31.s
rsubhnt	z1.s, z13.d, z26.d
movprfx	z14, z31
sabalb	z14.h, z26.b, z12.b
movprfx	z14.h, p5/z, z31.h
sabalb	z14.h, z26.b, z12.b
movprfx	z9, z31
sabalb	z9.s, z14.h, z7.h
movprfx	z9.s, p6/m, z31.s
sabalb	z9.s, z14.h, z7.h
movprfx	z3, z31
sabalb	z3.d, z16.s, z16.s
movprfx	z3.b, p7/m, z31.b
sabalb	z3.d, z16.s, z16.s
movprfx	z20, z31
sabalt	z20.h, z30.b, z21.b
movprfx	z20.h, p0/z, z31.h
sabalt	z20.h, z30.b, z21.b
movprfx	z19, z31
sabalt	z19.s, z5.h, z1.h
movprfx	z19.s, p1/m, z31.s
sabalt	z19.s, z5.h, z1.h
movprfx	z9, z31
sabalt	z9.d, z23.s, z12.s
movprfx	z9.d, p2/m, z31.d
sabalt	z9.d, z23.s, z12.s
movprfx	z10, z31
saba	z10.b, z26.b, z9.b
movprfx	z10.h, p1/z, z31.h
saba	z10.b, z26.b, z9.b
movprfx	z14, z31
saba	z14.d, z25.d, z26.d
movprfx	z14.d, p2/m, z31.d
saba	z14.d, z25.d, z26.d
movprfx	z15, z31
saba	z15.h, z3.h, z16.h
movprfx	z15.h, p3/m, z31.h
saba	z15.h, z3.h, z16.h
movprfx	z9, z31
saba	z9.s, z14.s, z11.s
movprfx	z9.s, p4/z, z31.s
saba	z9.s, z14.s, z11.s
movprfx	z29, z31
sabdlb	z29.h, z11.b, z8.b
movprfx	z29.s, p3/m, z31.s
sabdlb	z29.h, z11.b, z8.b
movprfx	z5, z31
sabdlb	z5.s, z7.h, z1.h
movprfx	z5.s, p4/m, z31.s
sabdlb	z5.s, z7.h, z1.h
movprfx	z19, z31
sabdlb	z19.d, z16.s, z3.s
movprfx	z19.d, p5/z, z31.d
sabdlb	z19.d, z16.s, z3.s
movprfx	z1, z31
sabdlt	z1.h, z25.b, z14.b
movprfx	z1.h, p6/m, z31.h
sabdlt	z1.h, z25.b, z14.b
movprfx	z7, z31
sabdlt	z7.s, z3.h, z16.h
movprfx	z7.s, p7/m, z31.s
sabdlt	z7.s, z3.h, z16.h
movprfx	z9, z31
sabdlt	z9.d, z10.s, z7.s
movprfx	z9.b, p0/z, z31.b
sabdlt	z9.d, z10.s, z7.s
movprfx	z0, z31
sabd	z0.b, p7/m, z0.b, z2.b
movprfx	z0.b, p7/m, z31.b
sabd	z0.b, p7/m, z0.b, z2.b
movprfx	z3, z31
sabd	z3.d, p6/m, z3.d, z13.d
movprfx	z3.d, p6/m, z31.d
sabd	z3.d, p6/m, z3.d, z13.d
movprfx	z24, z31
sabd	z24.h, p1/m, z24.h, z17.h
movprfx	z24.h, p1/z, z31.h
sabd	z24.h, p1/m, z24.h, z17.h
movprfx	z7, z31
sabd	z7.s, p0/m, z7.s, z8.s
movprfx	z7.d, p0/m, z31.d
sabd	z7.s, p0/m, z7.s, z8.s
movprfx	z25, z31
sadalp	z25.h, p4/m, z17.b
movprfx	z25.h, p1/m, z31.h
sadalp	z25.h, p4/m, z17.b
movprfx	z7, z31
sadalp	z7.s, p7/m, z6.h
movprfx	z7.s, p7/z, z31.s
sadalp	z7.s, p7/m, z6.h
movprfx	z23, z31
sadalp	z23.d, p5/m, z22.s
movprfx	z23.d, p3/m, z31.d
sadalp	z23.d, p5/m, z22.s
movprfx	z21, z31
saddlbt	z21.h, z8.b, z20.b
movprfx	z21.h, p2/m, z31.h
saddlbt	z21.h, z8.b, z20.b
movprfx	z1, z31
saddlbt	z1.s, z22.h, z4.h
movprfx	z1.s, p3/z, z31.s
saddlbt	z1.s, z22.h, z4.h
movprfx	z31, z30
saddlbt	z31.d, z26.s, z27.s
movprfx	z31.d, p4/m, z30.d
saddlbt	z31.d, z26.s, z27.s
movprfx	z15, z31
saddlb	z15.h, z12.b, z13.b
movprfx	z15.h, p5/m, z31.h
saddlb	z15.h, z12.b, z13.b
movprfx	z19, z31
saddlb	z19.s, z7.h, z26.h
movprfx	z19.d, p6/z, z31.d
saddlb	z19.s, z7.h, z26.h
movprfx	z25, z31
saddlb	z25.d, z4.s, z4.s
movprfx	z25.d, p7/m, z31.d
saddlb	z25.d, z4.s, z4.s
movprfx	z13, z31
saddlt	z13.h, z29.b, z12.b
movprfx	z13.h, p6/m, z31.h
saddlt	z13.h, z29.b, z12.b
movprfx	z13, z31
saddlt	z13.s, z13.h, z2.h
movprfx	z13.s, p7/z, z31.s
saddlt	z13.s, z13.h, z2.h
movprfx	z4, z31
saddlt	z4.d, z0.s, z24.s
movprfx	z4.b, p0/m, z31.b
saddlt	z4.d, z0.s, z24.s
movprfx	z24, z31
saddwb	z24.h, z25.h, z8.b
movprfx	z24.s, p7/m, z31.s
saddwb	z24.h, z25.h, z8.b
movprfx	z29, z31
saddwb	z29.s, z10.s, z17.h
movprfx	z29.s, p0/m, z31.s
saddwb	z29.s, z10.s, z17.h
movprfx	z8, z31
saddwb	z8.d, z21.d, z2.s
movprfx	z8.d, p1/z, z31.d
saddwb	z8.d, z21.d, z2.s
movprfx	z28, z31
saddwt	z28.h, z5.h, z8.b
movprfx	z28.h, p2/m, z31.h
saddwt	z28.h, z5.h, z8.b
movprfx	z0, z31
saddwt	z0.s, z29.s, z14.h
movprfx	z0.s, p3/m, z31.s
saddwt	z0.s, z29.s, z14.h
movprfx	z14, z31
saddwt	z14.d, z28.d, z24.s
movprfx	z14.b, p4/z, z31.b
saddwt	z14.d, z28.d, z24.s
movprfx	z23, z31
sbclb	z23.d, z13.d, z25.d
movprfx	z23.d, p4/m, z31.d
sbclb	z23.d, z13.d, z25.d
movprfx	z3, z31
sbclb	z3.s, z10.s, z31.s
movprfx	z3.s, p5/z, z31.s
sbclb	z3.s, z10.s, z31.s
movprfx	z13, z31
sbclt	z13.d, z15.d, z24.d
movprfx	z13.b, p6/m, z31.b
sbclt	z13.d, z15.d, z24.d
movprfx	z23, z31
sbclt	z23.s, z12.s, z23.s
movprfx	z23.s, p7/m, z31.s
sbclt	z23.s, z12.s, z23.s
movprfx	z2, z31
scvtf	z2.d, p4/m, z21.d
movprfx	z2.b, p4/z, z31.b
scvtf	z2.d, p4/m, z21.d
movprfx	z14, z31
scvtf	z14.d, p6/m, z28.s
movprfx	z14.d, p3/m, z31.d
scvtf	z14.d, p6/m, z28.s
movprfx	z4, z31
scvtf	z4.h, p5/m, z5.d
movprfx	z4.h, p5/m, z31.h
scvtf	z4.h, p5/m, z5.d
movprfx	z11, z31
scvtf	z11.h, p2/m, z3.h
movprfx	z11.h, p5/z, z31.h
scvtf	z11.h, p2/m, z3.h
movprfx	z17, z31
scvtf	z17.h, p0/m, z16.s
movprfx	z17.h, p0/m, z31.h
scvtf	z17.h, p0/m, z16.s
movprfx	z11, z31
scvtf	z11.s, p2/m, z28.d
movprfx	z11.d, p7/m, z31.d
scvtf	z11.s, p2/m, z28.d
movprfx	z20, z31
scvtf	z20.s, p0/m, z3.s
movprfx	z20.s, p0/z, z31.s
scvtf	z20.s, p0/m, z3.s
movprfx	z3, z31
sdivr	z3.d, p0/m, z3.d, z10.d
movprfx	z3.d, p1/m, z31.d
sdivr	z3.d, p0/m, z3.d, z10.d
movprfx	z22, z31
sdivr	z22.s, p3/m, z22.s, z17.s
movprfx	z22.s, p3/z, z31.s
sdivr	z22.s, p3/m, z22.s, z17.s
movprfx	z23, z31
sdiv	z23.d, p5/m, z23.d, z6.d
movprfx	z23.d, p5/z, z31.d
sdiv	z23.d, p5/m, z23.d, z6.d
movprfx	z26, z31
sdiv	z26.s, p4/m, z26.s, z31.s
movprfx	z26.s, p4/m, z31.s
sdiv	z26.s, p4/m, z26.s, z31.s
movprfx	z2, z31
sdot	z2.d, z19.h, z10.h[0]
movprfx	z2.d, p7/m, z31.d
sdot	z2.d, z19.h, z10.h[0]
movprfx	z1, z31
sdot	z1.s, z1.b, z0.b[0]
movprfx	z1.d, p0/z, z31.d
sdot	z1.s, z1.b, z0.b[0]
movprfx	z26, z31
sdot	z26.d, z0.h, z12.h
movprfx	z26.d, p1/m, z31.d
sdot	z26.d, z0.h, z12.h
movprfx	z26, z31
sdot	z26.s, z2.b, z4.b
movprfx	z26.s, p2/m, z31.s
sdot	z26.s, z2.b, z4.b
movprfx	z8, z31
sel	z8.b, p0, z22.b, z6.b
movprfx	z8.b, p0/m, z31.b
sel	z8.b, p0, z22.b, z6.b
movprfx	z0, z31
sel	z0.d, p14, z26.d, z0.d
movprfx	z0.d, p1/z, z31.d
sel	z0.d, p14, z26.d, z0.d
movprfx	z1, z31
sel	z1.h, p14, z17.h, z1.h
movprfx	z1.s, p2/m, z31.s
sel	z1.h, p14, z17.h, z1.h
movprfx	z10, z31
sel	z10.s, p3, z6.s, z10.s
movprfx	z10.s, p3/m, z31.s
sel	z10.s, p3, z6.s, z10.s
movprfx	z6, z31
shadd	z6.b, p3/m, z6.b, z1.b
movprfx	z6.b, p5/m, z31.b
shadd	z6.b, p3/m, z6.b, z1.b
movprfx	z6, z31
shadd	z6.d, p0/m, z6.d, z8.d
movprfx	z6.b, p0/z, z31.b
shadd	z6.d, p0/m, z6.d, z8.d
movprfx	z30, z31
shadd	z30.h, p4/m, z30.h, z7.h
movprfx	z30.h, p7/m, z31.h
shadd	z30.h, p4/m, z30.h, z7.h
movprfx	z17, z31
shadd	z17.s, p3/m, z17.s, z20.s
movprfx	z17.s, p3/m, z31.s
shadd	z17.s, p3/m, z17.s, z20.s
movprfx	z18, z31
shrnb	z18.h, z8.s, #9
movprfx	z18.h, p5/m, z31.h
shrnb	z18.h, z8.s, #9
movprfx	z23, z31
shrnb	z23.s, z8.d, #25
movprfx	z23.s, p6/z, z31.s
shrnb	z23.s, z8.d, #25
movprfx	z13, z31
shrnb	z13.b, z14.h, #3
movprfx	z13.h, p7/m, z31.h
shrnb	z13.b, z14.h, #3
movprfx	z10, z31
shrnt	z10.h, z14.s, #1
movprfx	z10.h, p0/m, z31.h
shrnt	z10.h, z14.s, #1
movprfx	z0, z31
shrnt	z0.s, z0.d, #12
movprfx	z0.s, p1/z, z31.s
shrnt	z0.s, z0.d, #12
movprfx	z10, z31
shrnt	z10.b, z7.h, #4
movprfx	z10.b, p2/m, z31.b
shrnt	z10.b, z7.h, #4
movprfx	z1, z31
shsubr	z1.b, p6/m, z1.b, z10.b
movprfx	z1.h, p1/m, z31.h
shsubr	z1.b, p6/m, z1.b, z10.b
movprfx	z26, z31
shsubr	z26.d, p6/m, z26.d, z9.d
movprfx	z26.d, p6/z, z31.d
shsubr	z26.d, p6/m, z26.d, z9.d
movprfx	z25, z31
shsubr	z25.h, p7/m, z25.h, z30.h
movprfx	z25.h, p3/m, z31.h
shsubr	z25.h, p7/m, z25.h, z30.h
movprfx	z24, z31
shsubr	z24.s, p0/m, z24.s, z20.s
movprfx	z24.s, p0/m, z31.s
shsubr	z24.s, p0/m, z24.s, z20.s
movprfx	z21, z31
shsub	z21.b, p0/m, z21.b, z8.b
movprfx	z21.b, p5/z, z31.b
shsub	z21.b, p0/m, z21.b, z8.b
movprfx	z13, z31
shsub	z13.d, p5/m, z13.d, z28.d
movprfx	z13.b, p5/m, z31.b
shsub	z13.d, p5/m, z13.d, z28.d
movprfx	z11, z31
shsub	z11.h, p0/m, z11.h, z2.h
movprfx	z11.h, p7/m, z31.h
shsub	z11.h, p0/m, z11.h, z2.h
movprfx	z7, z31
shsub	z7.s, p3/m, z7.s, z27.s
movprfx	z7.s, p3/z, z31.s
shsub	z7.s, p3/m, z7.s, z27.s
movprfx	z0, z31
sli	z0.b, z16.b, #5
movprfx	z0.b, p7/m, z31.b
sli	z0.b, z16.b, #5
movprfx	z9, z31
sli	z9.d, z9.d, #43
movprfx	z9.b, p0/m, z31.b
sli	z9.d, z9.d, #43
movprfx	z26, z31
sli	z26.h, z16.h, #0
movprfx	z26.h, p1/z, z31.h
sli	z26.h, z16.h, #0
movprfx	z29, z31
sli	z29.s, z18.s, #1
movprfx	z29.s, p2/m, z31.s
sli	z29.s, z18.s, #1
movprfx	z30, z31
sm4ekey	z30.s, z13.s, z9.s
movprfx	z30.d, p4/m, z31.d
sm4ekey	z30.s, z13.s, z9.s
movprfx	z3, z31
sm4e	z3.s, z3.s, z15.s
movprfx	z3.s, p5/m, z31.s
sm4e	z3.s, z3.s, z15.s
movprfx	z27, z31
smaxp	z27.b, p3/m, z27.b, z11.b
movprfx	z27.b, p7/m, z31.b
smaxp	z27.b, p3/m, z27.b, z11.b
movprfx	z13, z31
smaxp	z13.d, p5/m, z13.d, z11.d
movprfx	z13.d, p5/m, z31.d
smaxp	z13.d, p5/m, z13.d, z11.d
movprfx	z31, z30
smaxp	z31.h, p4/m, z31.h, z4.h
movprfx	z31.s, p1/z, z30.s
smaxp	z31.h, p4/m, z31.h, z4.h
movprfx	z13, z31
smaxp	z13.s, p5/m, z13.s, z12.s
movprfx	z13.s, p5/m, z31.s
smaxp	z13.s, p5/m, z13.s, z12.s
movprfx	z13, z31
smax	z13.b, z13.b, #12
movprfx	z13.b, p6/z, z31.b
smax	z13.b, z13.b, #12
movprfx	z23, z31
smax	z23.d, z23.d, #95
movprfx	z23.d, p7/m, z31.d
smax	z23.d, z23.d, #95
movprfx	z19, z31
smax	z19.h, z19.h, #-116
movprfx	z19.h, p0/m, z31.h
smax	z19.h, z19.h, #-116
movprfx	z20, z31
smax	z20.s, z20.s, #106
movprfx	z20.s, p1/z, z31.s
smax	z20.s, z20.s, #106
movprfx	z10, z31
smax	z10.b, p0/m, z10.b, z17.b
movprfx	z10.h, p0/m, z31.h
smax	z10.b, p0/m, z10.b, z17.b
movprfx	z31, z30
smax	z31.d, p2/m, z31.d, z24.d
movprfx	z31.d, p3/m, z30.d
smax	z31.d, p2/m, z31.d, z24.d
movprfx	z8, z31
smax	z8.h, p1/m, z8.h, z7.h
movprfx	z8.h, p1/z, z31.h
smax	z8.h, p1/m, z8.h, z7.h
movprfx	z8, z31
smax	z8.s, p0/m, z8.s, z13.s
movprfx	z8.s, p5/m, z31.s
smax	z8.s, p0/m, z8.s, z13.s
movprfx	z17, z31
sminp	z17.b, p0/m, z17.b, z23.b
movprfx	z17.b, p5/z, z31.b
sminp	z17.b, p0/m, z17.b, z23.b
movprfx	z30, z31
sminp	z30.d, p0/m, z30.d, z10.d
movprfx	z30.d, p0/m, z31.d
sminp	z30.d, p0/m, z30.d, z10.d
movprfx	z2, z31
sminp	z2.h, p2/m, z2.h, z12.h
movprfx	z2.h, p7/m, z31.h
sminp	z2.h, p2/m, z2.h, z12.h
movprfx	z17, z31
sminp	z17.s, p4/m, z17.s, z20.s
movprfx	z17.s, p4/z, z31.s
sminp	z17.s, p4/m, z17.s, z20.s
movprfx	z4, z31
smin	z4.b, z4.b, #4
movprfx	z4.b, p4/m, z31.b
smin	z4.b, z4.b, #4
movprfx	z18, z31
smin	z18.d, z18.d, #119
movprfx	z18.b, p5/z, z31.b
smin	z18.d, z18.d, #119
movprfx	z27, z31
smin	z27.h, z27.h, #98
movprfx	z27.h, p6/m, z31.h
smin	z27.h, z27.h, #98
movprfx	z20, z31
smin	z20.s, z20.s, #-6
movprfx	z20.s, p7/m, z31.s
smin	z20.s, z20.s, #-6
movprfx	z25, z31
smin	z25.b, p5/m, z25.b, z11.b
movprfx	z25.b, p5/z, z31.b
smin	z25.b, p5/m, z25.b, z11.b
movprfx	z15, z31
smin	z15.d, p3/m, z15.d, z0.d
movprfx	z15.d, p1/m, z31.d
smin	z15.d, p3/m, z15.d, z0.d
movprfx	z8, z31
smin	z8.h, p1/m, z8.h, z23.h
movprfx	z8.s, p1/m, z31.s
smin	z8.h, p1/m, z8.h, z23.h
movprfx	z2, z31
smin	z2.s, p2/m, z2.s, z16.s
movprfx	z2.s, p3/z, z31.s
smin	z2.s, p2/m, z2.s, z16.s
movprfx	z4, z31
smlalb	z4.d, z9.s, z11.s[0]
movprfx	z4.d, p2/m, z31.d
smlalb	z4.d, z9.s, z11.s[0]
movprfx	z31, z30
smlalb	z31.s, z22.h, z2.h[1]
movprfx	z31.s, p3/m, z30.s
smlalb	z31.s, z22.h, z2.h[1]
movprfx	z16, z31
smlalb	z16.h, z22.b, z18.b
movprfx	z16.s, p4/z, z31.s
smlalb	z16.h, z22.b, z18.b
movprfx	z28, z31
smlalb	z28.s, z13.h, z10.h
movprfx	z28.s, p5/m, z31.s
smlalb	z28.s, z13.h, z10.h
movprfx	z8, z31
smlalb	z8.d, z24.s, z6.s
movprfx	z8.d, p6/m, z31.d
smlalb	z8.d, z24.s, z6.s
movprfx	z23, z31
smlalt	z23.d, z17.s, z8.s[0]
movprfx	z23.d, p7/z, z31.d
smlalt	z23.d, z17.s, z8.s[0]
movprfx	z5, z31
smlalt	z5.s, z21.h, z3.h[2]
movprfx	z5.s, p0/m, z31.s
smlalt	z5.s, z21.h, z3.h[2]
movprfx	z8, z31
smlalt	z8.h, z21.b, z30.b
movprfx	z8.s, p1/m, z31.s
smlalt	z8.h, z21.b, z30.b
movprfx	z6, z31
smlalt	z6.s, z18.h, z10.h
movprfx	z6.s, p2/z, z31.s
smlalt	z6.s, z18.h, z10.h
movprfx	z24, z31
smlalt	z24.d, z7.s, z31.s
movprfx	z24.d, p3/m, z31.d
smlalt	z24.d, z7.s, z31.s
movprfx	z11, z31
smlslb	z11.d, z18.s, z12.s[3]
movprfx	z11.d, p6/z, z31.d
smlslb	z11.d, z18.s, z12.s[3]
movprfx	z5, z31
smlslb	z5.s, z14.h, z2.h[3]
movprfx	z5.s, p7/m, z31.s
smlslb	z5.s, z14.h, z2.h[3]
movprfx	z25, z31
smlslb	z25.h, z8.b, z4.b
movprfx	z25.s, p0/m, z31.s
smlslb	z25.h, z8.b, z4.b
movprfx	z29, z31
smlslb	z29.s, z3.h, z23.h
movprfx	z29.s, p1/z, z31.s
smlslb	z29.s, z3.h, z23.h
movprfx	z26, z31
smlslb	z26.d, z24.s, z29.s
movprfx	z26.d, p2/m, z31.d
smlslb	z26.d, z24.s, z29.s
movprfx	z18, z31
smlslt	z18.d, z5.s, z3.s[2]
movprfx	z18.d, p3/m, z31.d
smlslt	z18.d, z5.s, z3.s[2]
movprfx	z23, z31
smlslt	z23.s, z4.h, z3.h[0]
movprfx	z23.s, p4/z, z31.s
smlslt	z23.s, z4.h, z3.h[0]
movprfx	z4, z31
smlslt	z4.h, z0.b, z26.b
movprfx	z4.s, p5/m, z31.s
smlslt	z4.h, z0.b, z26.b
movprfx	z24, z31
smlslt	z24.s, z19.h, z7.h
movprfx	z24.s, p6/m, z31.s
smlslt	z24.s, z19.h, z7.h
movprfx	z14, z31
smlslt	z14.d, z9.s, z14.s
movprfx	z14.d, p7/z, z31.d
smlslt	z14.d, z9.s, z14.s
movprfx	z0, z31
smmla	z0.s, z14.b, z15.b
movprfx	z0.s, p3/z, z31.s
smmla	z0.s, z14.b, z15.b
movprfx	z18, z31
smulh	z18.b, p4/m, z18.b, z12.b
movprfx	z18.b, p4/m, z31.b
smulh	z18.b, p4/m, z18.b, z12.b
movprfx	z2, z31
smulh	z2.d, p2/m, z2.d, z22.d
movprfx	z2.d, p3/m, z31.d
smulh	z2.d, p2/m, z2.d, z22.d
movprfx	z7, z31
smulh	z7.h, p7/m, z7.h, z3.h
movprfx	z7.h, p7/z, z31.h
smulh	z7.h, p7/m, z7.h, z3.h
movprfx	z29, z31
smulh	z29.s, p1/m, z29.s, z9.s
movprfx	z29.s, p5/m, z31.s
smulh	z29.s, p1/m, z29.s, z9.s
movprfx	z2, z31
smulh	z2.b, z16.b, z8.b
movprfx	z2.h, p6/m, z31.h
smulh	z2.b, z16.b, z8.b
movprfx	z31, z30
smulh	z31.d, z6.d, z5.d
movprfx	z31.d, p7/z, z30.d
smulh	z31.d, z6.d, z5.d
movprfx	z26, z31
smulh	z26.h, z24.h, z16.h
movprfx	z26.h, p0/m, z31.h
smulh	z26.h, z24.h, z16.h
movprfx	z25, z31
smulh	z25.s, z0.s, z17.s
movprfx	z25.s, p1/m, z31.s
smulh	z25.s, z0.s, z17.s
movprfx	z0, z31
smullb	z0.d, z15.s, z1.s[2]
movprfx	z0.b, p3/m, z31.b
smullb	z0.d, z15.s, z1.s[2]
movprfx	z24, z31
smullb	z24.s, z17.h, z1.h[6]
movprfx	z24.s, p4/m, z31.s
smullb	z24.s, z17.h, z1.h[6]
movprfx	z20, z31
smullb	z20.h, z26.b, z20.b
movprfx	z20.h, p5/z, z31.h
smullb	z20.h, z26.b, z20.b
movprfx	z18, z31
smullb	z18.s, z27.h, z2.h
movprfx	z18.s, p6/m, z31.s
smullb	z18.s, z27.h, z2.h
movprfx	z6, z31
smullb	z6.d, z0.s, z10.s
movprfx	z6.d, p7/m, z31.d
smullb	z6.d, z0.s, z10.s
movprfx	z28, z31
smullt	z28.d, z1.s, z0.s[0]
movprfx	z28.b, p0/z, z31.b
smullt	z28.d, z1.s, z0.s[0]
movprfx	z1, z31
smullt	z1.s, z4.h, z4.h[7]
movprfx	z1.s, p1/m, z31.s
smullt	z1.s, z4.h, z4.h[7]
movprfx	z16, z31
smullt	z16.h, z28.b, z30.b
movprfx	z16.h, p2/m, z31.h
smullt	z16.h, z28.b, z30.b
movprfx	z5, z31
smullt	z5.s, z2.h, z13.h
movprfx	z5.s, p3/z, z31.s
smullt	z5.s, z2.h, z13.h
movprfx	z0, z31
smullt	z0.d, z26.s, z14.s
movprfx	z0.d, p4/m, z31.d
smullt	z0.d, z26.s, z14.s
movprfx	z1, z31
splice	z1.b, p5, { z9.b, z10.b }
movprfx	z1.h, p7/z, z31.h
splice	z1.b, p5, { z9.b, z10.b }
movprfx	z2, z31
splice	z2.d, p3, { z6.d, z7.d }
movprfx	z2.d, p0/m, z31.d
splice	z2.d, p3, { z6.d, z7.d }
movprfx	z28, z31
splice	z28.h, p4, { z17.h, z18.h }
movprfx	z28.h, p1/m, z31.h
splice	z28.h, p4, { z17.h, z18.h }
movprfx	z12, z31
splice	z12.s, p5, { z5.s, z6.s }
movprfx	z12.s, p2/z, z31.s
splice	z12.s, p5, { z5.s, z6.s }
movprfx	z5, z31
splice	z5.b, p4, z5.b, z8.b
movprfx	z5.b, p3/m, z31.b
splice	z5.b, p4, z5.b, z8.b
movprfx	z0, z31
splice	z0.d, p4, z0.d, z29.d
movprfx	z0.b, p4/m, z31.b
splice	z0.d, p4, z0.d, z29.d
movprfx	z21, z31
splice	z21.h, p0, z21.h, z11.h
movprfx	z21.h, p5/z, z31.h
splice	z21.h, p0, z21.h, z11.h
movprfx	z10, z31
splice	z10.s, p3, z10.s, z0.s
movprfx	z10.s, p6/m, z31.s
splice	z10.s, p3, z10.s, z0.s
movprfx	z15, z31
sqabs	z15.b, p2/m, z4.b
movprfx	z15.b, p7/m, z31.b
sqabs	z15.b, p2/m, z4.b
movprfx	z27, z31
sqabs	z27.d, p2/m, z14.d
movprfx	z27.d, p2/z, z31.d
sqabs	z27.d, p2/m, z14.d
movprfx	z25, z31
sqabs	z25.h, p5/m, z9.h
movprfx	z25.s, p1/m, z31.s
sqabs	z25.h, p5/m, z9.h
movprfx	z5, z31
sqabs	z5.s, p6/m, z16.s
movprfx	z5.s, p6/m, z31.s
sqabs	z5.s, p6/m, z16.s
movprfx	z12, z31
sqadd	z12.b, z12.b, #111
movprfx	z12.b, p6/m, z31.b
sqadd	z12.b, z12.b, #111
movprfx	z4, z31
sqadd	z4.d, z4.d, #100
movprfx	z4.d, p7/z, z31.d
sqadd	z4.d, z4.d, #100
movprfx	z12, z31
sqadd	z12.h, z12.h, #1
movprfx	z12.s, p0/m, z31.s
sqadd	z12.h, z12.h, #1
movprfx	z31, z30
sqadd	z31.s, z31.s, #0, lsl #8
movprfx	z31.s, p1/m, z30.s
sqadd	z31.s, z31.s, #0, lsl #8
movprfx	z20, z31
sqadd	z20.b, p5/m, z20.b, z19.b
movprfx	z20.b, p5/z, z31.b
sqadd	z20.b, p5/m, z20.b, z19.b
movprfx	z24, z31
sqadd	z24.d, p2/m, z24.d, z12.d
movprfx	z24.d, p3/m, z31.d
sqadd	z24.d, p2/m, z24.d, z12.d
movprfx	z31, z30
sqadd	z31.h, p4/m, z31.h, z8.h
movprfx	z31.h, p4/m, z30.h
sqadd	z31.h, p4/m, z31.h, z8.h
movprfx	z3, z31
sqadd	z3.s, p4/m, z3.s, z28.s
movprfx	z3.d, p5/z, z31.d
sqadd	z3.s, p4/m, z3.s, z28.s
movprfx	z0, z31
sqadd	z0.b, z30.b, z4.b
movprfx	z0.b, p6/m, z31.b
sqadd	z0.b, z30.b, z4.b
movprfx	z6, z31
sqadd	z6.d, z3.d, z6.d
movprfx	z6.d, p7/m, z31.d
sqadd	z6.d, z3.d, z6.d
movprfx	z7, z31
sqadd	z7.h, z1.h, z22.h
movprfx	z7.h, p0/z, z31.h
sqadd	z7.h, z1.h, z22.h
movprfx	z13, z31
sqadd	z13.s, z5.s, z21.s
movprfx	z13.s, p1/m, z31.s
sqadd	z13.s, z5.s, z21.s
movprfx	z28, z31
sqcadd	z28.b, z28.b, z19.b, #270
movprfx	z28.b, p5/m, z31.b
sqcadd	z28.b, z28.b, z19.b, #270
movprfx	z25, z31
sqcadd	z25.d, z25.d, z31.d, #270
movprfx	z25.d, p6/m, z31.d
sqcadd	z25.d, z25.d, z31.d, #270
movprfx	z28, z31
sqcadd	z28.h, z28.h, z31.h, #90
movprfx	z28.h, p7/z, z31.h
sqcadd	z28.h, z28.h, z31.h, #90
movprfx	z8, z31
sqcadd	z8.s, z8.s, z27.s, #270
movprfx	z8.s, p0/m, z31.s
sqcadd	z8.s, z8.s, z27.s, #270
movprfx	z25, z31
sqdecd	z25.d, mul4, mul #7
movprfx	z25.d, p5/z, z31.d
sqdecd	z25.d, mul4, mul #7
movprfx	z18, z31
sqdech	z18.h, all, mul #1
movprfx	z18.h, p0/z, z31.h
sqdech	z18.h, all, mul #1
movprfx	z30, z31
sqdecp	z30.d, p8.d
movprfx	z30.d, p1/z, z31.d
sqdecp	z30.d, p8.d
movprfx	z27, z31
sqdecp	z27.h, p14.h
movprfx	z27.h, p2/m, z31.h
sqdecp	z27.h, p14.h
movprfx	z14, z31
sqdecp	z14.s, p5.s
movprfx	z14.s, p3/m, z31.s
sqdecp	z14.s, p5.s
movprfx	z29, z31
sqdecw	z29.s, vl3, mul #12
movprfx	z29.s, p6/m, z31.s
sqdecw	z29.s, vl3, mul #12
movprfx	z27, z31
sqdmlalbt	z27.h, z13.b, z8.b
movprfx	z27.h, p7/z, z31.h
sqdmlalbt	z27.h, z13.b, z8.b
movprfx	z3, z31
sqdmlalbt	z3.s, z24.h, z18.h
movprfx	z3.s, p0/m, z31.s
sqdmlalbt	z3.s, z24.h, z18.h
movprfx	z22, z31
sqdmlalbt	z22.d, z7.s, z26.s
movprfx	z22.d, p1/m, z31.d
sqdmlalbt	z22.d, z7.s, z26.s
movprfx	z27, z31
sqdmlalb	z27.d, z22.s, z12.s[3]
movprfx	z27.b, p2/z, z31.b
sqdmlalb	z27.d, z22.s, z12.s[3]
movprfx	z7, z31
sqdmlalb	z7.s, z23.h, z2.h[0]
movprfx	z7.s, p3/m, z31.s
sqdmlalb	z7.s, z23.h, z2.h[0]
movprfx	z21, z31
sqdmlalb	z21.h, z1.b, z13.b
movprfx	z21.h, p4/m, z31.h
sqdmlalb	z21.h, z1.b, z13.b
movprfx	z1, z31
sqdmlalb	z1.s, z3.h, z8.h
movprfx	z1.s, p5/z, z31.s
sqdmlalb	z1.s, z3.h, z8.h
movprfx	z3, z31
sqdmlalb	z3.d, z26.s, z25.s
movprfx	z3.d, p6/m, z31.d
sqdmlalb	z3.d, z26.s, z25.s
movprfx	z31, z30
sqdmlalt	z31.d, z28.s, z6.s[0]
movprfx	z31.b, p7/m, z30.b
sqdmlalt	z31.d, z28.s, z6.s[0]
movprfx	z16, z31
sqdmlalt	z16.s, z2.h, z4.h[0]
movprfx	z16.s, p0/z, z31.s
sqdmlalt	z16.s, z2.h, z4.h[0]
movprfx	z25, z31
sqdmlalt	z25.h, z2.b, z19.b
movprfx	z25.h, p1/m, z31.h
sqdmlalt	z25.h, z2.b, z19.b
movprfx	z31, z30
sqdmlalt	z31.s, z13.h, z6.h
movprfx	z31.s, p2/m, z30.s
sqdmlalt	z31.s, z13.h, z6.h
movprfx	z1, z31
sqdmlalt	z1.d, z3.s, z15.s
movprfx	z1.d, p3/z, z31.d
sqdmlalt	z1.d, z3.s, z15.s
movprfx	z6, z31
sqdmlslbt	z6.h, z11.b, z27.b
movprfx	z6.h, p0/m, z31.h
sqdmlslbt	z6.h, z11.b, z27.b
movprfx	z24, z31
sqdmlslbt	z24.s, z28.h, z3.h
movprfx	z24.s, p1/m, z31.s
sqdmlslbt	z24.s, z28.h, z3.h
movprfx	z16, z31
sqdmlslbt	z16.d, z28.s, z19.s
movprfx	z16.d, p2/z, z31.d
sqdmlslbt	z16.d, z28.s, z19.s
movprfx	z21, z31
sqdmlslb	z21.d, z12.s, z2.s[1]
movprfx	z21.b, p3/m, z31.b
sqdmlslb	z21.d, z12.s, z2.s[1]
movprfx	z4, z31
sqdmlslb	z4.s, z5.h, z5.h[2]
movprfx	z4.s, p4/m, z31.s
sqdmlslb	z4.s, z5.h, z5.h[2]
movprfx	z28, z31
sqdmlslb	z28.h, z11.b, z31.b
movprfx	z28.h, p5/z, z31.h
sqdmlslb	z28.h, z11.b, z31.b
movprfx	z5, z31
sqdmlslb	z5.s, z10.h, z6.h
movprfx	z5.s, p6/m, z31.s
sqdmlslb	z5.s, z10.h, z6.h
movprfx	z16, z31
sqdmlslb	z16.d, z11.s, z23.s
movprfx	z16.d, p7/m, z31.d
sqdmlslb	z16.d, z11.s, z23.s
movprfx	z28, z31
sqdmlslt	z28.d, z24.s, z7.s[2]
movprfx	z28.b, p0/z, z31.b
sqdmlslt	z28.d, z24.s, z7.s[2]
movprfx	z1, z31
sqdmlslt	z1.s, z11.h, z4.h[0]
movprfx	z1.s, p1/m, z31.s
sqdmlslt	z1.s, z11.h, z4.h[0]
movprfx	z25, z31
sqdmlslt	z25.h, z14.b, z6.b
movprfx	z25.h, p2/m, z31.h
sqdmlslt	z25.h, z14.b, z6.b
movprfx	z21, z31
sqdmlslt	z21.s, z17.h, z15.h
movprfx	z21.s, p3/z, z31.s
sqdmlslt	z21.s, z17.h, z15.h
movprfx	z9, z31
sqdmlslt	z9.d, z6.s, z18.s
movprfx	z9.d, p4/m, z31.d
sqdmlslt	z9.d, z6.s, z18.s
movprfx	z26, z31
sqdmulh	z26.d, z21.d, z5.d[0]
movprfx	z26.d, p1/m, z31.d
sqdmulh	z26.d, z21.d, z5.d[0]
movprfx	z1, z31
sqdmulh	z1.h, z21.h, z3.h[3]
movprfx	z1.h, p2/z, z31.h
sqdmulh	z1.h, z21.h, z3.h[3]
movprfx	z22, z31
sqdmulh	z22.s, z14.s, z0.s[3]
movprfx	z22.s, p3/m, z31.s
sqdmulh	z22.s, z14.s, z0.s[3]
movprfx	z13, z31
sqdmulh	z13.b, z5.b, z31.b
movprfx	z13.h, p4/m, z31.h
sqdmulh	z13.b, z5.b, z31.b
movprfx	z30, z31
sqdmulh	z30.d, z7.d, z17.d
movprfx	z30.d, p5/z, z31.d
sqdmulh	z30.d, z7.d, z17.d
movprfx	z9, z31
sqdmulh	z9.h, z18.h, z19.h
movprfx	z9.h, p6/m, z31.h
sqdmulh	z9.h, z18.h, z19.h
movprfx	z29, z31
sqdmulh	z29.s, z24.s, z19.s
movprfx	z29.s, p7/m, z31.s
sqdmulh	z29.s, z24.s, z19.s
movprfx	z22, z31
sqdmullb	z22.d, z27.s, z5.s[3]
movprfx	z22.d, p4/z, z31.d
sqdmullb	z22.d, z27.s, z5.s[3]
movprfx	z29, z31
sqdmullb	z29.s, z3.h, z3.h[1]
movprfx	z29.s, p5/m, z31.s
sqdmullb	z29.s, z3.h, z3.h[1]
movprfx	z1, z31
sqdmullb	z1.h, z14.b, z31.b
movprfx	z1.h, p6/m, z31.h
sqdmullb	z1.h, z14.b, z31.b
movprfx	z20, z31
sqdmullb	z20.s, z5.h, z6.h
movprfx	z20.s, p7/z, z31.s
sqdmullb	z20.s, z5.h, z6.h
movprfx	z20, z31
sqdmullb	z20.d, z14.s, z28.s
movprfx	z20.b, p0/m, z31.b
sqdmullb	z20.d, z14.s, z28.s
movprfx	z0, z31
sqdmullt	z0.d, z22.s, z10.s[1]
movprfx	z0.d, p1/m, z31.d
sqdmullt	z0.d, z22.s, z10.s[1]
movprfx	z2, z31
sqdmullt	z2.s, z29.h, z5.h[3]
movprfx	z2.s, p2/z, z31.s
sqdmullt	z2.s, z29.h, z5.h[3]
movprfx	z23, z31
sqdmullt	z23.h, z0.b, z12.b
movprfx	z23.h, p3/m, z31.h
sqdmullt	z23.h, z0.b, z12.b
movprfx	z10, z31
sqdmullt	z10.s, z27.h, z8.h
movprfx	z10.s, p4/m, z31.s
sqdmullt	z10.s, z27.h, z8.h
movprfx	z2, z31
sqdmullt	z2.d, z28.s, z25.s
movprfx	z2.b, p5/z, z31.b
sqdmullt	z2.d, z28.s, z25.s
movprfx	z17, z31
sqincd	z17.d, vl5, mul #1
movprfx	z17.d, p6/m, z31.d
sqincd	z17.d, vl5, mul #1
movprfx	z30, z31
sqinch	z30.h, vl8, mul #8
movprfx	z30.s, p1/m, z31.s
sqinch	z30.h, vl8, mul #8
movprfx	z18, z31
sqincp	z18.d, p4.d
movprfx	z18.d, p2/m, z31.d
sqincp	z18.d, p4.d
movprfx	z0, z31
sqincp	z0.h, p9.h
movprfx	z0.s, p3/z, z31.s
sqincp	z0.h, p9.h
movprfx	z11, z31
sqincp	z11.s, p4.s
movprfx	z11.s, p4/m, z31.s
sqincp	z11.s, p4.s
movprfx	z28, z31
sqincw	z28.s, pow2, mul #3
movprfx	z28.s, p7/m, z31.s
sqincw	z28.s, pow2, mul #3
movprfx	z19, z31
sqneg	z19.b, p7/m, z21.b
movprfx	z19.h, p7/m, z31.h
sqneg	z19.b, p7/m, z21.b
movprfx	z19, z31
sqneg	z19.d, p4/m, z5.d
movprfx	z19.d, p1/z, z31.d
sqneg	z19.d, p4/m, z5.d
movprfx	z20, z31
sqneg	z20.h, p2/m, z21.h
movprfx	z20.h, p2/m, z31.h
sqneg	z20.h, p2/m, z21.h
movprfx	z15, z31
sqneg	z15.s, p1/m, z12.s
movprfx	z15.s, p3/m, z31.s
sqneg	z15.s, p1/m, z12.s
movprfx	z25, z31
sqrdcmlah	z25.h, z23.h, z1.h[0], #0
movprfx	z25.s, p7/m, z31.s
sqrdcmlah	z25.h, z23.h, z1.h[0], #0
movprfx	z27, z31
sqrdcmlah	z27.s, z11.s, z9.s[1], #180
movprfx	z27.s, p0/z, z31.s
sqrdcmlah	z27.s, z11.s, z9.s[1], #180
movprfx	z26, z31
sqrdcmlah	z26.b, z20.b, z5.b, #90
movprfx	z26.b, p1/m, z31.b
sqrdcmlah	z26.b, z20.b, z5.b, #90
movprfx	z9, z31
sqrdcmlah	z9.d, z10.d, z18.d, #270
movprfx	z9.d, p2/m, z31.d
sqrdcmlah	z9.d, z10.d, z18.d, #270
movprfx	z25, z31
sqrdcmlah	z25.h, z11.h, z30.h, #180
movprfx	z25.h, p3/z, z31.h
sqrdcmlah	z25.h, z11.h, z30.h, #180
movprfx	z15, z31
sqrdcmlah	z15.s, z3.s, z31.s, #180
movprfx	z15.d, p4/m, z31.d
sqrdcmlah	z15.s, z3.s, z31.s, #180
movprfx	z0, z31
sqrdmlah	z0.d, z30.d, z15.d[1]
movprfx	z0.d, p5/m, z31.d
sqrdmlah	z0.d, z30.d, z15.d[1]
movprfx	z4, z31
sqrdmlah	z4.h, z5.h, z2.h[1]
movprfx	z4.h, p6/z, z31.h
sqrdmlah	z4.h, z5.h, z2.h[1]
movprfx	z2, z31
sqrdmlah	z2.s, z3.s, z5.s[1]
movprfx	z2.s, p7/m, z31.s
sqrdmlah	z2.s, z3.s, z5.s[1]
movprfx	z4, z31
sqrdmlah	z4.b, z28.b, z14.b
movprfx	z4.b, p0/m, z31.b
sqrdmlah	z4.b, z28.b, z14.b
movprfx	z22, z31
sqrdmlah	z22.d, z14.d, z28.d
movprfx	z22.b, p1/z, z31.b
sqrdmlah	z22.d, z14.d, z28.d
movprfx	z3, z31
sqrdmlah	z3.h, z7.h, z4.h
movprfx	z3.h, p2/m, z31.h
sqrdmlah	z3.h, z7.h, z4.h
movprfx	z9, z31
sqrdmlah	z9.s, z1.s, z10.s
movprfx	z9.s, p3/m, z31.s
sqrdmlah	z9.s, z1.s, z10.s
movprfx	z31, z30
sqrdmlsh	z31.d, z27.d, z12.d[1]
movprfx	z31.b, p0/z, z30.b
sqrdmlsh	z31.d, z27.d, z12.d[1]
movprfx	z24, z31
sqrdmlsh	z24.h, z10.h, z2.h[0]
movprfx	z24.h, p1/m, z31.h
sqrdmlsh	z24.h, z10.h, z2.h[0]
movprfx	z23, z31
sqrdmlsh	z23.s, z22.s, z5.s[2]
movprfx	z23.s, p2/m, z31.s
sqrdmlsh	z23.s, z22.s, z5.s[2]
movprfx	z9, z31
sqrdmlsh	z9.b, z9.b, z12.b
movprfx	z9.b, p3/z, z31.b
sqrdmlsh	z9.b, z9.b, z12.b
movprfx	z12, z31
sqrdmlsh	z12.d, z1.d, z19.d
movprfx	z12.d, p4/m, z31.d
sqrdmlsh	z12.d, z1.d, z19.d
movprfx	z4, z31
sqrdmlsh	z4.h, z11.h, z10.h
movprfx	z4.s, p5/m, z31.s
sqrdmlsh	z4.h, z11.h, z10.h
movprfx	z29, z31
sqrdmlsh	z29.s, z30.s, z20.s
movprfx	z29.s, p6/z, z31.s
sqrdmlsh	z29.s, z30.s, z20.s
movprfx	z4, z31
sqrdmulh	z4.d, z21.d, z13.d[1]
movprfx	z4.d, p3/m, z31.d
sqrdmulh	z4.d, z21.d, z13.d[1]
movprfx	z2, z31
sqrdmulh	z2.h, z21.h, z1.h[7]
movprfx	z2.s, p4/m, z31.s
sqrdmulh	z2.h, z21.h, z1.h[7]
movprfx	z21, z31
sqrdmulh	z21.s, z25.s, z5.s[2]
movprfx	z21.s, p5/z, z31.s
sqrdmulh	z21.s, z25.s, z5.s[2]
movprfx	z26, z31
sqrdmulh	z26.b, z15.b, z8.b
movprfx	z26.b, p6/m, z31.b
sqrdmulh	z26.b, z15.b, z8.b
movprfx	z13, z31
sqrdmulh	z13.d, z28.d, z25.d
movprfx	z13.d, p7/m, z31.d
sqrdmulh	z13.d, z28.d, z25.d
movprfx	z16, z31
sqrdmulh	z16.h, z3.h, z8.h
movprfx	z16.h, p0/z, z31.h
sqrdmulh	z16.h, z3.h, z8.h
movprfx	z25, z31
sqrdmulh	z25.s, z20.s, z5.s
movprfx	z25.d, p1/m, z31.d
sqrdmulh	z25.s, z20.s, z5.s
movprfx	z23, z31
sqrshlr	z23.b, p4/m, z23.b, z24.b
movprfx	z23.b, p4/m, z31.b
sqrshlr	z23.b, p4/m, z23.b, z24.b
movprfx	z15, z31
sqrshlr	z15.d, p2/m, z15.d, z5.d
movprfx	z15.d, p7/z, z31.d
sqrshlr	z15.d, p2/m, z15.d, z5.d
movprfx	z13, z31
sqrshlr	z13.h, p0/m, z13.h, z22.h
movprfx	z13.s, p0/m, z31.s
sqrshlr	z13.h, p0/m, z13.h, z22.h
movprfx	z10, z31
sqrshlr	z10.s, p7/m, z10.s, z30.s
movprfx	z10.s, p1/m, z31.s
sqrshlr	z10.s, p7/m, z10.s, z30.s
movprfx	z8, z31
sqrshl	z8.b, p5/m, z8.b, z11.b
movprfx	z8.b, p5/z, z31.b
sqrshl	z8.b, p5/m, z8.b, z11.b
movprfx	z22, z31
sqrshl	z22.d, p7/m, z22.d, z27.d
movprfx	z22.d, p3/m, z31.d
sqrshl	z22.d, p7/m, z22.d, z27.d
movprfx	z15, z31
sqrshl	z15.h, p5/m, z15.h, z5.h
movprfx	z15.h, p5/m, z31.h
sqrshl	z15.h, p5/m, z15.h, z5.h
movprfx	z21, z31
sqrshl	z21.s, p5/m, z21.s, z8.s
movprfx	z21.d, p5/z, z31.d
sqrshl	z21.s, p5/m, z21.s, z8.s
movprfx	z26, z31
sqrshrnb	z26.h, z3.s, #12
movprfx	z26.h, p1/z, z31.h
sqrshrnb	z26.h, z3.s, #12
movprfx	z0, z31
sqrshrnb	z0.s, z27.d, #32
movprfx	z0.s, p2/m, z31.s
sqrshrnb	z0.s, z27.d, #32
movprfx	z30, z31
sqrshrnb	z30.b, z23.h, #1
movprfx	z30.b, p3/m, z31.b
sqrshrnb	z30.b, z23.h, #1
movprfx	z31, z30
sqrshrnt	z31.h, z31.s, #13
movprfx	z31.s, p4/z, z30.s
sqrshrnt	z31.h, z31.s, #13
movprfx	z29, z31
sqrshrnt	z29.s, z5.d, #20
movprfx	z29.s, p5/m, z31.s
sqrshrnt	z29.s, z5.d, #20
movprfx	z26, z31
sqrshrnt	z26.b, z27.h, #1
movprfx	z26.b, p6/m, z31.b
sqrshrnt	z26.b, z27.h, #1
movprfx	z24, z31
sqrshrunb	z24.h, z31.s, #1
movprfx	z24.h, p0/z, z31.h
sqrshrunb	z24.h, z31.s, #1
movprfx	z19, z31
sqrshrunb	z19.s, z21.d, #17
movprfx	z19.s, p1/m, z31.s
sqrshrunb	z19.s, z21.d, #17
movprfx	z16, z31
sqrshrunb	z16.b, z26.h, #3
movprfx	z16.b, p2/m, z31.b
sqrshrunb	z16.b, z26.h, #3
movprfx	z4, z31
sqrshrunt	z4.h, z8.s, #1
movprfx	z4.s, p3/z, z31.s
sqrshrunt	z4.h, z8.s, #1
movprfx	z25, z31
sqrshrunt	z25.s, z25.d, #26
movprfx	z25.s, p4/m, z31.s
sqrshrunt	z25.s, z25.d, #26
movprfx	z8, z31
sqrshrunt	z8.b, z20.h, #6
movprfx	z8.b, p5/m, z31.b
sqrshrunt	z8.b, z20.h, #6
movprfx	z20, z31
sqshlr	z20.b, p0/m, z20.b, z16.b
movprfx	z20.b, p7/z, z31.b
sqshlr	z20.b, p0/m, z20.b, z16.b
movprfx	z23, z31
sqshlr	z23.d, p0/m, z23.d, z11.d
movprfx	z23.d, p0/m, z31.d
sqshlr	z23.d, p0/m, z23.d, z11.d
movprfx	z30, z31
sqshlr	z30.h, p2/m, z30.h, z8.h
movprfx	z30.h, p1/m, z31.h
sqshlr	z30.h, p2/m, z30.h, z8.h
movprfx	z25, z31
sqshlr	z25.s, p1/m, z25.s, z10.s
movprfx	z25.d, p1/z, z31.d
sqshlr	z25.s, p1/m, z25.s, z10.s
movprfx	z1, z31
sqshlu	z1.b, p0/m, z1.b, #1
movprfx	z1.b, p3/m, z31.b
sqshlu	z1.b, p0/m, z1.b, #1
movprfx	z15, z31
sqshlu	z15.d, p6/m, z15.d, #0
movprfx	z15.d, p6/m, z31.d
sqshlu	z15.d, p6/m, z15.d, #0
movprfx	z15, z31
sqshlu	z15.h, p7/m, z15.h, #14
movprfx	z15.h, p5/z, z31.h
sqshlu	z15.h, p7/m, z15.h, #14
movprfx	z22, z31
sqshlu	z22.s, p3/m, z22.s, #31
movprfx	z22.s, p3/m, z31.s
sqshlu	z22.s, p3/m, z22.s, #31
movprfx	z28, z31
sqshl	z28.b, p5/m, z28.b, #1
movprfx	z28.b, p5/m, z31.b
sqshl	z28.b, p5/m, z28.b, #1
movprfx	z24, z31
sqshl	z24.d, p7/m, z24.d, #8
movprfx	z24.d, p3/m, z31.d
sqshl	z24.d, p7/m, z24.d, #8
movprfx	z2, z31
sqshl	z2.h, p5/m, z2.h, #7
movprfx	z2.h, p5/z, z31.h
sqshl	z2.h, p5/m, z2.h, #7
movprfx	z16, z31
sqshl	z16.s, p1/m, z16.s, #31
movprfx	z16.s, p5/m, z31.s
sqshl	z16.s, p1/m, z16.s, #31
movprfx	z31, z30
sqshl	z31.b, p7/m, z31.b, z21.b
movprfx	z31.h, p7/m, z30.h
sqshl	z31.b, p7/m, z31.b, z21.b
movprfx	z9, z31
sqshl	z9.d, p0/m, z9.d, z12.d
movprfx	z9.d, p7/z, z31.d
sqshl	z9.d, p0/m, z9.d, z12.d
movprfx	z23, z31
sqshl	z23.h, p7/m, z23.h, z4.h
movprfx	z23.h, p7/m, z31.h
sqshl	z23.h, p7/m, z23.h, z4.h
movprfx	z17, z31
sqshl	z17.s, p1/m, z17.s, z25.s
movprfx	z17.s, p1/m, z31.s
sqshl	z17.s, p1/m, z17.s, z25.s
movprfx	z13, z31
sqshrnb	z13.h, z22.s, #1
movprfx	z13.h, p0/m, z31.h
sqshrnb	z13.h, z22.s, #1
movprfx	z22, z31
sqshrnb	z22.s, z4.d, #14
movprfx	z22.s, p1/m, z31.s
sqshrnb	z22.s, z4.d, #14
movprfx	z13, z31
sqshrnb	z13.b, z27.h, #1
movprfx	z13.b, p2/z, z31.b
sqshrnb	z13.b, z27.h, #1
movprfx	z25, z31
sqshrnt	z25.h, z12.s, #1
movprfx	z25.h, p3/m, z31.h
sqshrnt	z25.h, z12.s, #1
movprfx	z22, z31
sqshrnt	z22.s, z3.d, #8
movprfx	z22.d, p4/m, z31.d
sqshrnt	z22.s, z3.d, #8
movprfx	z16, z31
sqshrnt	z16.b, z8.h, #1
movprfx	z16.b, p5/z, z31.b
sqshrnt	z16.b, z8.h, #1
movprfx	z4, z31
sqshrunb	z4.h, z29.s, #3
movprfx	z4.h, p7/m, z31.h
sqshrunb	z4.h, z29.s, #3
movprfx	z11, z31
sqshrunb	z11.s, z31.d, #32
movprfx	z11.s, p0/m, z31.s
sqshrunb	z11.s, z31.d, #32
movprfx	z22, z31
sqshrunb	z22.b, z9.h, #1
movprfx	z22.b, p1/z, z31.b
sqshrunb	z22.b, z9.h, #1
movprfx	z19, z31
sqshrunt	z19.h, z21.s, #1
movprfx	z19.h, p2/m, z31.h
sqshrunt	z19.h, z21.s, #1
movprfx	z31, z30
sqshrunt	z31.s, z16.d, #30
movprfx	z31.d, p3/m, z30.d
sqshrunt	z31.s, z16.d, #30
movprfx	z22, z31
sqshrunt	z22.b, z28.h, #1
movprfx	z22.b, p4/z, z31.b
sqshrunt	z22.b, z28.h, #1
movprfx	z25, z31
sqsubr	z25.b, p7/m, z25.b, z25.b
movprfx	z25.b, p7/m, z31.b
sqsubr	z25.b, p7/m, z25.b, z25.b
movprfx	z0, z31
sqsubr	z0.d, p4/m, z0.d, z21.d
movprfx	z0.d, p7/m, z31.d
sqsubr	z0.d, p4/m, z0.d, z21.d
movprfx	z15, z31
sqsubr	z15.h, p2/m, z15.h, z17.h
movprfx	z15.h, p2/z, z31.h
sqsubr	z15.h, p2/m, z15.h, z17.h
movprfx	z8, z31
sqsubr	z8.s, p4/m, z8.s, z12.s
movprfx	z8.s, p1/m, z31.s
sqsubr	z8.s, p4/m, z8.s, z12.s
movprfx	z23, z31
sqsub	z23.b, z23.b, #134
movprfx	z23.h, p2/m, z31.h
sqsub	z23.b, z23.b, #134
movprfx	z12, z31
sqsub	z12.d, z12.d, #225
movprfx	z12.d, p3/z, z31.d
sqsub	z12.d, z12.d, #225
movprfx	z17, z31
sqsub	z17.h, z17.h, #179
movprfx	z17.h, p4/m, z31.h
sqsub	z17.h, z17.h, #179
movprfx	z0, z31
sqsub	z0.s, z0.s, #63
movprfx	z0.s, p5/m, z31.s
sqsub	z0.s, z0.s, #63
movprfx	z26, z31
sqsub	z26.b, p2/m, z26.b, z15.b
movprfx	z26.b, p2/z, z31.b
sqsub	z26.b, p2/m, z26.b, z15.b
movprfx	z20, z31
sqsub	z20.d, p4/m, z20.d, z21.d
movprfx	z20.b, p7/m, z31.b
sqsub	z20.d, p4/m, z20.d, z21.d
movprfx	z25, z31
sqsub	z25.h, p4/m, z25.h, z13.h
movprfx	z25.h, p4/m, z31.h
sqsub	z25.h, p4/m, z25.h, z13.h
movprfx	z12, z31
sqsub	z12.s, p3/m, z12.s, z25.s
movprfx	z12.s, p1/z, z31.s
sqsub	z12.s, p3/m, z12.s, z25.s
movprfx	z31, z30
sqsub	z31.b, z19.b, z19.b
movprfx	z31.b, p2/m, z30.b
sqsub	z31.b, z19.b, z19.b
movprfx	z6, z31
sqsub	z6.d, z25.d, z25.d
movprfx	z6.d, p3/m, z31.d
sqsub	z6.d, z25.d, z25.d
movprfx	z31, z30
sqsub	z31.h, z12.h, z19.h
movprfx	z31.s, p4/z, z30.s
sqsub	z31.h, z12.h, z19.h
movprfx	z24, z31
sqsub	z24.s, z14.s, z24.s
movprfx	z24.s, p5/m, z31.s
sqsub	z24.s, z14.s, z24.s
movprfx	z8, z31
sqxtnb	z8.h, z20.s
movprfx	z8.h, p1/m, z31.h
sqxtnb	z8.h, z20.s
movprfx	z5, z31
sqxtnb	z5.s, z5.d
movprfx	z5.s, p2/m, z31.s
sqxtnb	z5.s, z5.d
movprfx	z5, z31
sqxtnb	z5.b, z23.h
movprfx	z5.h, p3/z, z31.h
sqxtnb	z5.b, z23.h
movprfx	z26, z31
sqxtnt	z26.h, z26.s
movprfx	z26.h, p4/m, z31.h
sqxtnt	z26.h, z26.s
movprfx	z19, z31
sqxtnt	z19.s, z0.d
movprfx	z19.s, p5/m, z31.s
sqxtnt	z19.s, z0.d
movprfx	z12, z31
sqxtnt	z12.b, z6.h
movprfx	z12.b, p6/z, z31.b
sqxtnt	z12.b, z6.h
movprfx	z21, z31
sqxtunb	z21.h, z31.s
movprfx	z21.h, p0/m, z31.h
sqxtunb	z21.h, z31.s
movprfx	z26, z31
sqxtunb	z26.s, z20.d
movprfx	z26.s, p1/m, z31.s
sqxtunb	z26.s, z20.d
movprfx	z23, z31
sqxtunb	z23.b, z24.h
movprfx	z23.h, p2/z, z31.h
sqxtunb	z23.b, z24.h
movprfx	z14, z31
sqxtunt	z14.h, z22.s
movprfx	z14.h, p3/m, z31.h
sqxtunt	z14.h, z22.s
movprfx	z27, z31
sqxtunt	z27.s, z31.d
movprfx	z27.s, p4/m, z31.s
sqxtunt	z27.s, z31.d
movprfx	z11, z31
sqxtunt	z11.b, z18.h
movprfx	z11.b, p5/z, z31.b
sqxtunt	z11.b, z18.h
movprfx	z7, z31
srhadd	z7.b, p6/m, z7.b, z19.b
movprfx	z7.b, p7/m, z31.b
srhadd	z7.b, p6/m, z7.b, z19.b
movprfx	z16, z31
srhadd	z16.d, p3/m, z16.d, z31.d
movprfx	z16.d, p3/m, z31.d
srhadd	z16.d, p3/m, z16.d, z31.d
movprfx	z21, z31
srhadd	z21.h, p7/m, z21.h, z19.h
movprfx	z21.s, p1/z, z31.s
srhadd	z21.h, p7/m, z21.h, z19.h
movprfx	z2, z31
srhadd	z2.s, p6/m, z2.s, z25.s
movprfx	z2.s, p6/m, z31.s
srhadd	z2.s, p6/m, z2.s, z25.s
movprfx	z13, z31
sri	z13.b, z31.b, #7
movprfx	z13.b, p1/m, z31.b
sri	z13.b, z31.b, #7
movprfx	z12, z31
sri	z12.d, z12.d, #1
movprfx	z12.d, p2/z, z31.d
sri	z12.d, z12.d, #1
movprfx	z14, z31
sri	z14.h, z26.h, #13
movprfx	z14.s, p3/m, z31.s
sri	z14.h, z26.h, #13
movprfx	z9, z31
sri	z9.s, z28.s, #27
movprfx	z9.s, p4/m, z31.s
sri	z9.s, z28.s, #27
movprfx	z22, z31
srshlr	z22.b, p0/m, z22.b, z11.b
movprfx	z22.h, p5/m, z31.h
srshlr	z22.b, p0/m, z22.b, z11.b
movprfx	z14, z31
srshlr	z14.d, p3/m, z14.d, z28.d
movprfx	z14.d, p3/z, z31.d
srshlr	z14.d, p3/m, z14.d, z28.d
movprfx	z14, z31
srshlr	z14.h, p7/m, z14.h, z30.h
movprfx	z14.h, p7/m, z31.h
srshlr	z14.h, p7/m, z14.h, z30.h
movprfx	z29, z31
srshlr	z29.s, p2/m, z29.s, z2.s
movprfx	z29.s, p2/m, z31.s
srshlr	z29.s, p2/m, z29.s, z2.s
movprfx	z22, z31
srshl	z22.b, p6/m, z22.b, z28.b
movprfx	z22.b, p1/z, z31.b
srshl	z22.b, p6/m, z22.b, z28.b
movprfx	z4, z31
srshl	z4.d, p1/m, z4.d, z31.d
movprfx	z4.b, p1/m, z31.b
srshl	z4.d, p1/m, z4.d, z31.d
movprfx	z9, z31
srshl	z9.h, p1/m, z9.h, z1.h
movprfx	z9.h, p3/m, z31.h
srshl	z9.h, p1/m, z9.h, z1.h
movprfx	z22, z31
srshl	z22.s, p1/m, z22.s, z6.s
movprfx	z22.s, p1/z, z31.s
srshl	z22.s, p1/m, z22.s, z6.s
movprfx	z30, z31
srshr	z30.b, p0/m, z30.b, #4
movprfx	z30.b, p5/z, z31.b
srshr	z30.b, p0/m, z30.b, #4
movprfx	z8, z31
srshr	z8.d, p0/m, z8.d, #1
movprfx	z8.d, p0/m, z31.d
srshr	z8.d, p0/m, z8.d, #1
movprfx	z3, z31
srshr	z3.h, p1/m, z3.h, #11
movprfx	z3.h, p7/m, z31.h
srshr	z3.h, p1/m, z3.h, #11
movprfx	z11, z31
srshr	z11.s, p7/m, z11.s, #27
movprfx	z11.s, p7/z, z31.s
srshr	z11.s, p7/m, z11.s, #27
movprfx	z24, z31
srsra	z24.b, z28.b, #8
movprfx	z24.b, p1/z, z31.b
srsra	z24.b, z28.b, #8
movprfx	z23, z31
srsra	z23.d, z9.d, #51
movprfx	z23.d, p2/m, z31.d
srsra	z23.d, z9.d, #51
movprfx	z25, z31
srsra	z25.h, z31.h, #11
movprfx	z25.s, p3/m, z31.s
srsra	z25.h, z31.h, #11
movprfx	z11, z31
srsra	z11.s, z29.s, #22
movprfx	z11.s, p4/z, z31.s
srsra	z11.s, z29.s, #22
movprfx	z18, z31
sshllb	z18.s, z26.h, #14
movprfx	z18.d, p5/z, z31.d
sshllb	z18.s, z26.h, #14
movprfx	z9, z31
sshllb	z9.d, z12.s, #0
movprfx	z9.d, p6/m, z31.d
sshllb	z9.d, z12.s, #0
movprfx	z17, z31
sshllb	z17.h, z14.b, #5
movprfx	z17.h, p7/m, z31.h
sshllb	z17.h, z14.b, #5
movprfx	z21, z31
sshllt	z21.s, z6.h, #0
movprfx	z21.s, p0/z, z31.s
sshllt	z21.s, z6.h, #0
movprfx	z30, z31
sshllt	z30.d, z22.s, #8
movprfx	z30.d, p1/m, z31.d
sshllt	z30.d, z22.s, #8
movprfx	z23, z31
sshllt	z23.h, z8.b, #7
movprfx	z23.s, p2/m, z31.s
sshllt	z23.h, z8.b, #7
movprfx	z2, z31
ssra	z2.b, z20.b, #1
movprfx	z2.b, p1/m, z31.b
ssra	z2.b, z20.b, #1
movprfx	z28, z31
ssra	z28.d, z8.d, #27
movprfx	z28.d, p2/m, z31.d
ssra	z28.d, z8.d, #27
movprfx	z25, z31
ssra	z25.h, z16.h, #1
movprfx	z25.s, p3/z, z31.s
ssra	z25.h, z16.h, #1
movprfx	z11, z31
ssra	z11.s, z5.s, #5
movprfx	z11.s, p4/m, z31.s
ssra	z11.s, z5.s, #5
movprfx	z24, z31
ssublbt	z24.h, z28.b, z24.b
movprfx	z24.s, p5/m, z31.s
ssublbt	z24.h, z28.b, z24.b
movprfx	z20, z31
ssublbt	z20.s, z13.h, z28.h
movprfx	z20.s, p6/m, z31.s
ssublbt	z20.s, z13.h, z28.h
movprfx	z9, z31
ssublbt	z9.d, z15.s, z6.s
movprfx	z9.d, p7/z, z31.d
ssublbt	z9.d, z15.s, z6.s
movprfx	z18, z31
ssublb	z18.h, z21.b, z27.b
movprfx	z18.h, p0/m, z31.h
ssublb	z18.h, z21.b, z27.b
movprfx	z14, z31
ssublb	z14.s, z31.h, z5.h
movprfx	z14.s, p1/m, z31.s
ssublb	z14.s, z31.h, z5.h
movprfx	z6, z31
ssublb	z6.d, z20.s, z6.s
movprfx	z6.b, p2/z, z31.b
ssublb	z6.d, z20.s, z6.s
movprfx	z26, z31
ssubltb	z26.h, z28.b, z22.b
movprfx	z26.h, p3/m, z31.h
ssubltb	z26.h, z28.b, z22.b
movprfx	z30, z31
ssubltb	z30.s, z18.h, z21.h
movprfx	z30.s, p4/m, z31.s
ssubltb	z30.s, z18.h, z21.h
movprfx	z1, z31
ssubltb	z1.d, z1.s, z5.s
movprfx	z1.d, p5/z, z31.d
ssubltb	z1.d, z1.s, z5.s
movprfx	z6, z31
ssublt	z6.h, z20.b, z23.b
movprfx	z6.h, p6/m, z31.h
ssublt	z6.h, z20.b, z23.b
movprfx	z7, z31
ssublt	z7.s, z3.h, z29.h
movprfx	z7.d, p7/m, z31.d
ssublt	z7.s, z3.h, z29.h
movprfx	z12, z31
ssublt	z12.d, z2.s, z26.s
movprfx	z12.d, p0/z, z31.d
ssublt	z12.d, z2.s, z26.s
movprfx	z29, z31
ssubwb	z29.h, z22.h, z27.b
movprfx	z29.h, p7/m, z31.h
ssubwb	z29.h, z22.h, z27.b
movprfx	z10, z31
ssubwb	z10.s, z14.s, z20.h
movprfx	z10.s, p0/m, z31.s
ssubwb	z10.s, z14.s, z20.h
movprfx	z18, z31
ssubwb	z18.d, z20.d, z29.s
movprfx	z18.b, p1/z, z31.b
ssubwb	z18.d, z20.d, z29.s
movprfx	z27, z31
ssubwt	z27.h, z19.h, z18.b
movprfx	z27.h, p2/m, z31.h
ssubwt	z27.h, z19.h, z18.b
movprfx	z11, z31
ssubwt	z11.s, z23.s, z0.h
movprfx	z11.s, p3/m, z31.s
ssubwt	z11.s, z23.s, z0.h
movprfx	z6, z31
ssubwt	z6.d, z11.d, z19.s
movprfx	z6.d, p4/z, z31.d
ssubwt	z6.d, z11.d, z19.s
movprfx	z21, z31
str	z21, [x18, #-25, mul vl]
movprfx	z0, z31
subhnb	z0.b, z15.h, z28.h
movprfx	z0.h, p0/z, z31.h
subhnb	z0.b, z15.h, z28.h
movprfx	z10, z31
subhnb	z10.h, z20.s, z30.s
movprfx	z10.h, p1/m, z31.h
subhnb	z10.h, z20.s, z30.s
movprfx	z18, z31
subhnb	z18.s, z4.d, z31.d
movprfx	z18.s, p2/m, z31.s
subhnb	z18.s, z4.d, z31.d
movprfx	z30, z31
subhnt	z30.b, z30.h, z26.h
movprfx	z30.b, p3/z, z31.b
subhnt	z30.b, z30.h, z26.h
movprfx	z13, z31
subhnt	z13.h, z19.s, z7.s
movprfx	z13.h, p4/m, z31.h
subhnt	z13.h, z19.s, z7.s
movprfx	z21, z31
subhnt	z21.s, z20.d, z20.d
movprfx	z21.d, p5/m, z31.d
subhnt	z21.s, z20.d, z20.d
movprfx	z27, z31
subr	z27.b, z27.b, #193
movprfx	z27.b, p6/m, z31.b
subr	z27.b, z27.b, #193
movprfx	z25, z31
subr	z25.d, z25.d, #251
movprfx	z25.b, p7/z, z31.b
subr	z25.d, z25.d, #251
movprfx	z12, z31
subr	z12.h, z12.h, #118
movprfx	z12.h, p0/m, z31.h
subr	z12.h, z12.h, #118
movprfx	z30, z31
subr	z30.s, z30.s, #0, lsl #8
movprfx	z30.s, p1/m, z31.s
subr	z30.s, z30.s, #0, lsl #8
movprfx	z30, z31
subr	z30.b, p2/m, z30.b, z9.b
movprfx	z30.b, p2/z, z31.b
subr	z30.b, p2/m, z30.b, z9.b
movprfx	z13, z31
subr	z13.d, p7/m, z13.d, z23.d
movprfx	z13.d, p3/m, z31.d
subr	z13.d, p7/m, z13.d, z23.d
movprfx	z14, z31
subr	z14.h, p0/m, z14.h, z11.h
movprfx	z14.s, p0/m, z31.s
subr	z14.h, p0/m, z14.h, z11.h
movprfx	z10, z31
subr	z10.s, p2/m, z10.s, z8.s
movprfx	z10.s, p5/z, z31.s
subr	z10.s, p2/m, z10.s, z8.s
movprfx	z23, z31
sub	z23.b, z23.b, #74
movprfx	z23.b, p4/z, z31.b
sub	z23.b, z23.b, #74
movprfx	z8, z31
sub	z8.d, z8.d, #0
movprfx	z8.d, p5/m, z31.d
sub	z8.d, z8.d, #0
movprfx	z30, z31
sub	z30.h, z30.h, #0
movprfx	z30.h, p6/m, z31.h
sub	z30.h, z30.h, #0
movprfx	z14, z31
sub	z14.s, z14.s, #187
movprfx	z14.s, p7/z, z31.s
sub	z14.s, z14.s, #187
movprfx	z18, z31
sub	z18.b, p0/m, z18.b, z28.b
movprfx	z18.h, p0/m, z31.h
sub	z18.b, p0/m, z18.b, z28.b
movprfx	z6, z31
sub	z6.d, p3/m, z6.d, z8.d
movprfx	z6.d, p1/m, z31.d
sub	z6.d, p3/m, z6.d, z8.d
movprfx	z21, z31
sub	z21.h, p0/m, z21.h, z7.h
movprfx	z21.h, p0/z, z31.h
sub	z21.h, p0/m, z21.h, z7.h
movprfx	z20, z31
sub	z20.s, p5/m, z20.s, z29.s
movprfx	z20.s, p3/m, z31.s
sub	z20.s, p5/m, z20.s, z29.s
movprfx	z22, z31
sub	z22.b, z20.b, z25.b
movprfx	z22.b, p4/m, z31.b
sub	z22.b, z20.b, z25.b
movprfx	z4, z31
sub	z4.d, z13.d, z29.d
movprfx	z4.b, p5/z, z31.b
sub	z4.d, z13.d, z29.d
movprfx	z26, z31
sub	z26.h, z29.h, z15.h
movprfx	z26.h, p6/m, z31.h
sub	z26.h, z29.h, z15.h
movprfx	z27, z31
sub	z27.s, z25.s, z9.s
movprfx	z27.s, p7/m, z31.s
sub	z27.s, z25.s, z9.s
movprfx	z19, z31
sudot	z19.s, z8.b, z3.b[1]
movprfx	z19.s, p0/m, z31.s
sudot	z19.s, z8.b, z3.b[1]
movprfx	z30, z31
sunpkhi	z30.d, z6.s
movprfx	z30.d, p3/m, z31.d
sunpkhi	z30.d, z6.s
movprfx	z21, z31
sunpkhi	z21.h, z26.b
movprfx	z21.s, p4/z, z31.s
sunpkhi	z21.h, z26.b
movprfx	z15, z31
sunpkhi	z15.s, z5.h
movprfx	z15.s, p5/m, z31.s
sunpkhi	z15.s, z5.h
movprfx	z0, z31
sunpklo	z0.d, z25.s
movprfx	z0.d, p6/m, z31.d
sunpklo	z0.d, z25.s
movprfx	z8, z31
sunpklo	z8.h, z1.b
movprfx	z8.h, p7/z, z31.h
sunpklo	z8.h, z1.b
movprfx	z16, z31
sunpklo	z16.s, z0.h
movprfx	z16.s, p0/m, z31.s
sunpklo	z16.s, z0.h
movprfx	z31, z30
suqadd	z31.b, p2/m, z31.b, z23.b
movprfx	z31.h, p1/m, z30.h
suqadd	z31.b, p2/m, z31.b, z23.b
movprfx	z10, z31
suqadd	z10.d, p6/m, z10.d, z28.d
movprfx	z10.d, p6/z, z31.d
suqadd	z10.d, p6/m, z10.d, z28.d
movprfx	z19, z31
suqadd	z19.h, p4/m, z19.h, z31.h
movprfx	z19.h, p3/m, z31.h
suqadd	z19.h, p4/m, z19.h, z31.h
movprfx	z24, z31
suqadd	z24.s, p2/m, z24.s, z6.s
movprfx	z24.s, p2/m, z31.s
suqadd	z24.s, p2/m, z24.s, z6.s
movprfx	z10, z31
sxtb	z10.d, p2/m, z4.d
movprfx	z10.d, p1/m, z31.d
sxtb	z10.d, p2/m, z4.d
movprfx	z27, z31
sxtb	z27.h, p6/m, z5.h
movprfx	z27.h, p6/m, z31.h
sxtb	z27.h, p6/m, z5.h
movprfx	z21, z31
sxtb	z21.s, p5/m, z23.s
movprfx	z21.s, p3/z, z31.s
sxtb	z21.s, p5/m, z23.s
movprfx	z17, z31
sxth	z17.d, p4/m, z28.d
movprfx	z17.b, p4/m, z31.b
sxth	z17.d, p4/m, z28.d
movprfx	z11, z31
sxth	z11.s, p0/m, z20.s
movprfx	z11.s, p5/m, z31.s
sxth	z11.s, p0/m, z20.s
movprfx	z8, z31
sxtw	z8.d, p1/m, z12.d
movprfx	z8.d, p1/z, z31.d
sxtw	z8.d, p1/m, z12.d
movprfx	z6, z31
tbl	z6.b, { z8.b, z9.b }, z0.b
movprfx	z6.h, p1/z, z31.h
tbl	z6.b, { z8.b, z9.b }, z0.b
movprfx	z16, z31
tbl	z16.d, { z22.d, z23.d }, z9.d
movprfx	z16.d, p2/m, z31.d
tbl	z16.d, { z22.d, z23.d }, z9.d
movprfx	z27, z31
tbl	z27.h, { z19.h, z20.h }, z20.h
movprfx	z27.h, p3/m, z31.h
tbl	z27.h, { z19.h, z20.h }, z20.h
movprfx	z28, z31
tbl	z28.s, { z19.s, z20.s }, z8.s
movprfx	z28.s, p4/z, z31.s
tbl	z28.s, { z19.s, z20.s }, z8.s
movprfx	z31, z30
tbl	z31.b, { z21.b }, z27.b
movprfx	z31.b, p5/m, z30.b
tbl	z31.b, { z21.b }, z27.b
movprfx	z27, z31
tbl	z27.d, { z25.d }, z3.d
movprfx	z27.b, p6/m, z31.b
tbl	z27.d, { z25.d }, z3.d
movprfx	z1, z31
tbl	z1.h, { z21.h }, z10.h
movprfx	z1.h, p7/z, z31.h
tbl	z1.h, { z21.h }, z10.h
movprfx	z25, z31
tbl	z25.s, { z25.s }, z30.s
movprfx	z25.s, p0/m, z31.s
tbl	z25.s, { z25.s }, z30.s
movprfx	z26, z31
tbx	z26.b, z21.b, z14.b
movprfx	z26.b, p3/z, z31.b
tbx	z26.b, z21.b, z14.b
movprfx	z21, z31
tbx	z21.d, z18.d, z2.d
movprfx	z21.d, p4/m, z31.d
tbx	z21.d, z18.d, z2.d
movprfx	z9, z31
tbx	z9.h, z18.h, z1.h
movprfx	z9.s, p5/m, z31.s
tbx	z9.h, z18.h, z1.h
movprfx	z29, z31
tbx	z29.s, z8.s, z7.s
movprfx	z29.s, p6/z, z31.s
tbx	z29.s, z8.s, z7.s
movprfx	z31, z30
trn1	z31.q, z11.q, z22.q
movprfx	z5, z31
trn1	z5.b, z5.b, z30.b
movprfx	z5.b, p0/z, z31.b
trn1	z5.b, z5.b, z30.b
movprfx	z23, z31
trn1	z23.d, z17.d, z24.d
movprfx	z23.b, p1/m, z31.b
trn1	z23.d, z17.d, z24.d
movprfx	z7, z31
trn1	z7.h, z12.h, z14.h
movprfx	z7.h, p2/m, z31.h
trn1	z7.h, z12.h, z14.h
movprfx	z26, z31
trn1	z26.s, z23.s, z19.s
movprfx	z26.s, p3/z, z31.s
trn1	z26.s, z23.s, z19.s
movprfx	z15, z31
trn2	z15.q, z15.q, z17.q
movprfx	z26, z31
trn2	z26.b, z11.b, z13.b
movprfx	z26.h, p0/m, z31.h
trn2	z26.b, z11.b, z13.b
movprfx	z5, z31
trn2	z5.d, z2.d, z31.d
movprfx	z5.d, p1/m, z31.d
trn2	z5.d, z2.d, z31.d
movprfx	z16, z31
trn2	z16.h, z22.h, z3.h
movprfx	z16.h, p2/z, z31.h
trn2	z16.h, z22.h, z3.h
movprfx	z3, z31
trn2	z3.s, z14.s, z12.s
movprfx	z3.s, p3/m, z31.s
trn2	z3.s, z14.s, z12.s
movprfx	z22, z31
uabalb	z22.h, z18.b, z21.b
movprfx	z22.h, p6/z, z31.h
uabalb	z22.h, z18.b, z21.b
movprfx	z15, z31
uabalb	z15.s, z14.h, z22.h
movprfx	z15.d, p7/m, z31.d
uabalb	z15.s, z14.h, z22.h
movprfx	z16, z31
uabalb	z16.d, z2.s, z3.s
movprfx	z16.d, p0/m, z31.d
uabalb	z16.d, z2.s, z3.s
movprfx	z18, z31
uabalt	z18.h, z7.b, z3.b
movprfx	z18.h, p1/z, z31.h
uabalt	z18.h, z7.b, z3.b
movprfx	z5, z31
uabalt	z5.s, z31.h, z6.h
movprfx	z5.s, p2/m, z31.s
uabalt	z5.s, z31.h, z6.h
movprfx	z5, z31
uabalt	z5.d, z30.s, z24.s
movprfx	z5.d, p3/m, z31.d
uabalt	z5.d, z30.s, z24.s
movprfx	z23, z31
uaba	z23.b, z1.b, z3.b
movprfx	z23.b, p2/z, z31.b
uaba	z23.b, z1.b, z3.b
movprfx	z11, z31
uaba	z11.d, z19.d, z29.d
movprfx	z11.d, p3/m, z31.d
uaba	z11.d, z19.d, z29.d
movprfx	z31, z30
uaba	z31.h, z30.h, z8.h
movprfx	z31.h, p4/m, z30.h
uaba	z31.h, z30.h, z8.h
movprfx	z3, z31
uaba	z3.s, z7.s, z17.s
movprfx	z3.s, p5/z, z31.s
uaba	z3.s, z7.s, z17.s
movprfx	z9, z31
uabdlb	z9.h, z8.b, z30.b
movprfx	z9.h, p4/m, z31.h
uabdlb	z9.h, z8.b, z30.b
movprfx	z2, z31
uabdlb	z2.s, z26.h, z30.h
movprfx	z2.s, p5/m, z31.s
uabdlb	z2.s, z26.h, z30.h
movprfx	z22, z31
uabdlb	z22.d, z29.s, z21.s
movprfx	z22.d, p6/z, z31.d
uabdlb	z22.d, z29.s, z21.s
movprfx	z31, z30
uabdlt	z31.h, z0.b, z29.b
movprfx	z31.h, p7/m, z30.h
uabdlt	z31.h, z0.b, z29.b
movprfx	z6, z31
uabdlt	z6.s, z2.h, z12.h
movprfx	z6.d, p0/m, z31.d
uabdlt	z6.s, z2.h, z12.h
movprfx	z18, z31
uabdlt	z18.d, z8.s, z6.s
movprfx	z18.d, p1/z, z31.d
uabdlt	z18.d, z8.s, z6.s
movprfx	z11, z31
uabd	z11.b, p7/m, z11.b, z19.b
movprfx	z11.b, p7/m, z31.b
uabd	z11.b, p7/m, z11.b, z19.b
movprfx	z17, z31
uabd	z17.d, p7/m, z17.d, z31.d
movprfx	z17.d, p1/m, z31.d
uabd	z17.d, p7/m, z17.d, z31.d
movprfx	z17, z31
uabd	z17.h, p0/m, z17.h, z27.h
movprfx	z17.s, p0/z, z31.s
uabd	z17.h, p0/m, z17.h, z27.h
movprfx	z27, z31
uabd	z27.s, p5/m, z27.s, z15.s
movprfx	z27.s, p3/m, z31.s
uabd	z27.s, p5/m, z27.s, z15.s
movprfx	z1, z31
uadalp	z1.h, p4/m, z5.b
movprfx	z1.h, p4/m, z31.h
uadalp	z1.h, p4/m, z5.b
movprfx	z31, z30
uadalp	z31.s, p4/m, z28.h
movprfx	z31.s, p3/z, z30.s
uadalp	z31.s, p4/m, z28.h
movprfx	z28, z31
uadalp	z28.d, p2/m, z12.s
movprfx	z28.b, p2/m, z31.b
uadalp	z28.d, p2/m, z12.s
movprfx	z17, z31
uaddlb	z17.h, z7.b, z3.b
movprfx	z17.h, p3/m, z31.h
uaddlb	z17.h, z7.b, z3.b
movprfx	z16, z31
uaddlb	z16.s, z13.h, z17.h
movprfx	z16.s, p4/z, z31.s
uaddlb	z16.s, z13.h, z17.h
movprfx	z10, z31
uaddlb	z10.d, z0.s, z28.s
movprfx	z10.d, p5/m, z31.d
uaddlb	z10.d, z0.s, z28.s
movprfx	z21, z31
uaddlt	z21.h, z7.b, z3.b
movprfx	z21.h, p4/m, z31.h
uaddlt	z21.h, z7.b, z3.b
movprfx	z29, z31
uaddlt	z29.s, z23.h, z21.h
movprfx	z29.s, p5/z, z31.s
uaddlt	z29.s, z23.h, z21.h
movprfx	z20, z31
uaddlt	z20.d, z21.s, z30.s
movprfx	z20.d, p6/m, z31.d
uaddlt	z20.d, z21.s, z30.s
movprfx	z7, z31
uaddwb	z7.h, z30.h, z15.b
movprfx	z7.h, p6/m, z31.h
uaddwb	z7.h, z30.h, z15.b
movprfx	z27, z31
uaddwb	z27.s, z23.s, z3.h
movprfx	z27.d, p7/z, z31.d
uaddwb	z27.s, z23.s, z3.h
movprfx	z23, z31
uaddwb	z23.d, z23.d, z29.s
movprfx	z23.d, p0/m, z31.d
uaddwb	z23.d, z23.d, z29.s
movprfx	z22, z31
uaddwt	z22.h, z1.h, z22.b
movprfx	z22.h, p1/m, z31.h
uaddwt	z22.h, z1.h, z22.b
movprfx	z2, z31
uaddwt	z2.s, z6.s, z5.h
movprfx	z2.s, p2/z, z31.s
uaddwt	z2.s, z6.s, z5.h
movprfx	z31, z30
uaddwt	z31.d, z22.d, z29.s
movprfx	z31.d, p3/m, z30.d
uaddwt	z31.d, z22.d, z29.s
movprfx	z20, z31
ucvtf	z20.d, p6/m, z30.d
movprfx	z20.b, p6/m, z31.b
ucvtf	z20.d, p6/m, z30.d
movprfx	z11, z31
ucvtf	z11.d, p2/m, z15.s
movprfx	z11.d, p1/m, z31.d
ucvtf	z11.d, p2/m, z15.s
movprfx	z9, z31
ucvtf	z9.h, p4/m, z29.d
movprfx	z9.h, p4/z, z31.h
ucvtf	z9.h, p4/m, z29.d
movprfx	z9, z31
ucvtf	z9.h, p4/m, z19.h
movprfx	z9.h, p3/m, z31.h
ucvtf	z9.h, p4/m, z19.h
movprfx	z8, z31
ucvtf	z8.h, p7/m, z12.s
movprfx	z8.h, p7/m, z31.h
ucvtf	z8.h, p7/m, z12.s
movprfx	z23, z31
ucvtf	z23.s, p0/m, z29.d
movprfx	z23.d, p5/z, z31.d
ucvtf	z23.s, p0/m, z29.d
movprfx	z17, z31
ucvtf	z17.s, p5/m, z7.s
movprfx	z17.s, p5/m, z31.s
ucvtf	z17.s, p5/m, z7.s
movprfx	z23, z31
udivr	z23.d, p7/m, z23.d, z19.d
movprfx	z23.d, p7/m, z31.d
udivr	z23.d, p7/m, z23.d, z19.d
movprfx	z31, z30
udivr	z31.s, p2/m, z31.s, z21.s
movprfx	z31.d, p1/m, z30.d
udivr	z31.s, p2/m, z31.s, z21.s
movprfx	z24, z31
udiv	z24.d, p7/m, z24.d, z4.d
movprfx	z24.d, p7/m, z31.d
udiv	z24.d, p7/m, z24.d, z4.d
movprfx	z12, z31
udiv	z12.s, p3/m, z12.s, z7.s
movprfx	z12.s, p5/z, z31.s
udiv	z12.s, p3/m, z12.s, z7.s
movprfx	z1, z31
udot	z1.d, z16.h, z8.h[1]
movprfx	z1.b, p6/m, z31.b
udot	z1.d, z16.h, z8.h[1]
movprfx	z3, z31
udot	z3.s, z11.b, z1.b[2]
movprfx	z3.s, p7/m, z31.s
udot	z3.s, z11.b, z1.b[2]
movprfx	z31, z30
udot	z31.d, z15.h, z9.h
movprfx	z31.d, p0/z, z30.d
udot	z31.d, z15.h, z9.h
movprfx	z5, z31
udot	z5.s, z29.b, z4.b
movprfx	z5.s, p1/m, z31.s
udot	z5.s, z29.b, z4.b
movprfx	z27, z31
uhadd	z27.b, p5/m, z27.b, z0.b
movprfx	z27.b, p5/z, z31.b
uhadd	z27.b, p5/m, z27.b, z0.b
movprfx	z29, z31
uhadd	z29.d, p2/m, z29.d, z8.d
movprfx	z29.d, p7/m, z31.d
uhadd	z29.d, p2/m, z29.d, z8.d
movprfx	z10, z31
uhadd	z10.h, p5/m, z10.h, z29.h
movprfx	z10.s, p5/m, z31.s
uhadd	z10.h, p5/m, z10.h, z29.h
movprfx	z15, z31
uhadd	z15.s, p1/m, z15.s, z20.s
movprfx	z15.s, p1/z, z31.s
uhadd	z15.s, p1/m, z15.s, z20.s
movprfx	z15, z31
uhsubr	z15.b, p5/m, z15.b, z25.b
movprfx	z15.b, p5/m, z31.b
uhsubr	z15.b, p5/m, z15.b, z25.b
movprfx	z21, z31
uhsubr	z21.d, p0/m, z21.d, z14.d
movprfx	z21.d, p1/m, z31.d
uhsubr	z21.d, p0/m, z21.d, z14.d
movprfx	z31, z30
uhsubr	z31.h, p5/m, z31.h, z25.h
movprfx	z31.s, p5/z, z30.s
uhsubr	z31.h, p5/m, z31.h, z25.h
movprfx	z4, z31
uhsubr	z4.s, p3/m, z4.s, z7.s
movprfx	z4.s, p3/m, z31.s
uhsubr	z4.s, p3/m, z4.s, z7.s
movprfx	z5, z31
uhsub	z5.b, p2/m, z5.b, z15.b
movprfx	z5.b, p2/m, z31.b
uhsub	z5.b, p2/m, z5.b, z15.b
movprfx	z19, z31
uhsub	z19.d, p2/m, z19.d, z7.d
movprfx	z19.d, p5/z, z31.d
uhsub	z19.d, p2/m, z19.d, z7.d
movprfx	z21, z31
uhsub	z21.h, p5/m, z21.h, z0.h
movprfx	z21.h, p5/m, z31.h
uhsub	z21.h, p5/m, z21.h, z0.h
movprfx	z11, z31
uhsub	z11.s, p0/m, z11.s, z2.s
movprfx	z11.d, p7/m, z31.d
uhsub	z11.s, p0/m, z11.s, z2.s
movprfx	z3, z31
umaxp	z3.b, p4/m, z3.b, z27.b
movprfx	z3.b, p7/m, z31.b
umaxp	z3.b, p4/m, z3.b, z27.b
movprfx	z15, z31
umaxp	z15.d, p6/m, z15.d, z27.d
movprfx	z15.d, p6/m, z31.d
umaxp	z15.d, p6/m, z15.d, z27.d
movprfx	z26, z31
umaxp	z26.h, p2/m, z26.h, z13.h
movprfx	z26.s, p1/z, z31.s
umaxp	z26.h, p2/m, z26.h, z13.h
movprfx	z26, z31
umaxp	z26.s, p7/m, z26.s, z18.s
movprfx	z26.s, p7/m, z31.s
umaxp	z26.s, p7/m, z26.s, z18.s
movprfx	z2, z31
umax	z2.b, z2.b, #30
movprfx	z2.b, p6/z, z31.b
umax	z2.b, z2.b, #30
movprfx	z14, z31
umax	z14.d, z14.d, #12
movprfx	z14.d, p7/m, z31.d
umax	z14.d, z14.d, #12
movprfx	z0, z31
umax	z0.h, z0.h, #32
movprfx	z0.h, p0/m, z31.h
umax	z0.h, z0.h, #32
movprfx	z29, z31
umax	z29.s, z29.s, #0
movprfx	z29.s, p1/z, z31.s
umax	z29.s, z29.s, #0
movprfx	z4, z31
umax	z4.b, p1/m, z4.b, z7.b
movprfx	z4.h, p1/m, z31.h
umax	z4.b, p1/m, z4.b, z7.b
movprfx	z7, z31
umax	z7.d, p6/m, z7.d, z21.d
movprfx	z7.d, p3/m, z31.d
umax	z7.d, p6/m, z7.d, z21.d
movprfx	z16, z31
umax	z16.h, p4/m, z16.h, z29.h
movprfx	z16.h, p4/z, z31.h
umax	z16.h, p4/m, z16.h, z29.h
movprfx	z23, z31
umax	z23.s, p0/m, z23.s, z3.s
movprfx	z23.s, p5/m, z31.s
umax	z23.s, p0/m, z23.s, z3.s
movprfx	z26, z31
uminp	z26.b, p2/m, z26.b, z9.b
movprfx	z26.h, p2/m, z31.h
uminp	z26.b, p2/m, z26.b, z9.b
movprfx	z11, z31
uminp	z11.d, p0/m, z11.d, z4.d
movprfx	z11.d, p5/z, z31.d
uminp	z11.d, p0/m, z11.d, z4.d
movprfx	z10, z31
uminp	z10.h, p0/m, z10.h, z8.h
movprfx	z10.h, p0/m, z31.h
uminp	z10.h, p0/m, z10.h, z8.h
movprfx	z9, z31
uminp	z9.s, p1/m, z9.s, z26.s
movprfx	z9.s, p7/m, z31.s
uminp	z9.s, p1/m, z9.s, z26.s
movprfx	z13, z31
umin	z13.b, z13.b, #38
movprfx	z13.b, p3/m, z31.b
umin	z13.b, z13.b, #38
movprfx	z30, z31
umin	z30.d, z30.d, #150
movprfx	z30.d, p4/m, z31.d
umin	z30.d, z30.d, #150
movprfx	z3, z31
umin	z3.h, z3.h, #106
movprfx	z3.s, p5/z, z31.s
umin	z3.h, z3.h, #106
movprfx	z22, z31
umin	z22.s, z22.s, #90
movprfx	z22.s, p6/m, z31.s
umin	z22.s, z22.s, #90
movprfx	z9, z31
umin	z9.b, p6/m, z9.b, z9.b
movprfx	z9.b, p7/m, z31.b
umin	z9.b, p6/m, z9.b, z9.b
movprfx	z8, z31
umin	z8.d, p4/m, z8.d, z18.d
movprfx	z8.d, p4/z, z31.d
umin	z8.d, p4/m, z8.d, z18.d
movprfx	z31, z30
umin	z31.h, p1/m, z31.h, z7.h
movprfx	z31.h, p1/m, z30.h
umin	z31.h, p1/m, z31.h, z7.h
movprfx	z31, z30
umin	z31.s, p7/m, z31.s, z7.s
movprfx	z31.d, p7/m, z30.d
umin	z31.s, p7/m, z31.s, z7.s
movprfx	z31, z30
umlalb	z31.d, z28.s, z9.s[1]
movprfx	z31.d, p1/z, z30.d
umlalb	z31.d, z28.s, z9.s[1]
movprfx	z6, z31
umlalb	z6.s, z18.h, z0.h[7]
movprfx	z6.s, p2/m, z31.s
umlalb	z6.s, z18.h, z0.h[7]
movprfx	z23, z31
umlalb	z23.h, z19.b, z16.b
movprfx	z23.h, p3/m, z31.h
umlalb	z23.h, z19.b, z16.b
movprfx	z7, z31
umlalb	z7.s, z20.h, z14.h
movprfx	z7.d, p4/z, z31.d
umlalb	z7.s, z20.h, z14.h
movprfx	z0, z31
umlalb	z0.d, z8.s, z13.s
movprfx	z0.d, p5/m, z31.d
umlalb	z0.d, z8.s, z13.s
movprfx	z31, z30
umlalt	z31.d, z30.s, z14.s[2]
movprfx	z31.d, p6/m, z30.d
umlalt	z31.d, z30.s, z14.s[2]
movprfx	z19, z31
umlalt	z19.s, z22.h, z1.h[1]
movprfx	z19.s, p7/z, z31.s
umlalt	z19.s, z22.h, z1.h[1]
movprfx	z25, z31
umlalt	z25.h, z18.b, z19.b
movprfx	z25.h, p0/m, z31.h
umlalt	z25.h, z18.b, z19.b
movprfx	z10, z31
umlalt	z10.s, z11.h, z13.h
movprfx	z10.d, p1/m, z31.d
umlalt	z10.s, z11.h, z13.h
movprfx	z22, z31
umlalt	z22.d, z6.s, z16.s
movprfx	z22.d, p2/z, z31.d
umlalt	z22.d, z6.s, z16.s
movprfx	z5, z31
umlslb	z5.d, z4.s, z10.s[3]
movprfx	z5.d, p5/m, z31.d
umlslb	z5.d, z4.s, z10.s[3]
movprfx	z8, z31
umlslb	z8.s, z11.h, z3.h[7]
movprfx	z8.s, p6/z, z31.s
umlslb	z8.s, z11.h, z3.h[7]
movprfx	z15, z31
umlslb	z15.h, z25.b, z6.b
movprfx	z15.h, p7/m, z31.h
umlslb	z15.h, z25.b, z6.b
movprfx	z3, z31
umlslb	z3.s, z23.h, z2.h
movprfx	z3.d, p0/m, z31.d
umlslb	z3.s, z23.h, z2.h
movprfx	z16, z31
umlslb	z16.d, z14.s, z23.s
movprfx	z16.d, p1/z, z31.d
umlslb	z16.d, z14.s, z23.s
movprfx	z12, z31
umlslt	z12.d, z31.s, z4.s[0]
movprfx	z12.d, p2/m, z31.d
umlslt	z12.d, z31.s, z4.s[0]
movprfx	z30, z31
umlslt	z30.s, z3.h, z0.h[1]
movprfx	z30.s, p3/m, z31.s
umlslt	z30.s, z3.h, z0.h[1]
movprfx	z7, z31
umlslt	z7.h, z12.b, z15.b
movprfx	z7.h, p4/z, z31.h
umlslt	z7.h, z12.b, z15.b
movprfx	z23, z31
umlslt	z23.s, z26.h, z0.h
movprfx	z23.d, p5/m, z31.d
umlslt	z23.s, z26.h, z0.h
movprfx	z18, z31
umlslt	z18.d, z2.s, z4.s
movprfx	z18.d, p6/m, z31.d
umlslt	z18.d, z2.s, z4.s
movprfx	z2, z31
ummla	z2.s, z13.b, z5.b
movprfx	z2.s, p2/m, z31.s
ummla	z2.s, z13.b, z5.b
movprfx	z20, z31
umulh	z20.b, p7/m, z20.b, z26.b
movprfx	z20.b, p7/m, z31.b
umulh	z20.b, p7/m, z20.b, z26.b
movprfx	z27, z31
umulh	z27.d, p0/m, z27.d, z26.d
movprfx	z27.b, p1/z, z31.b
umulh	z27.d, p0/m, z27.d, z26.d
movprfx	z26, z31
umulh	z26.h, p0/m, z26.h, z29.h
movprfx	z26.h, p0/m, z31.h
umulh	z26.h, p0/m, z26.h, z29.h
movprfx	z23, z31
umulh	z23.s, p3/m, z23.s, z26.s
movprfx	z23.s, p3/m, z31.s
umulh	z23.s, p3/m, z23.s, z26.s
movprfx	z26, z31
umulh	z26.b, z26.b, z10.b
movprfx	z26.b, p4/z, z31.b
umulh	z26.b, z26.b, z10.b
movprfx	z10, z31
umulh	z10.d, z23.d, z21.d
movprfx	z10.d, p5/m, z31.d
umulh	z10.d, z23.d, z21.d
movprfx	z28, z31
umulh	z28.h, z12.h, z6.h
movprfx	z28.s, p6/m, z31.s
umulh	z28.h, z12.h, z6.h
movprfx	z4, z31
umulh	z4.s, z30.s, z28.s
movprfx	z4.s, p7/z, z31.s
umulh	z4.s, z30.s, z28.s
movprfx	z19, z31
umullb	z19.d, z20.s, z8.s[0]
movprfx	z19.d, p1/m, z31.d
umullb	z19.d, z20.s, z8.s[0]
movprfx	z1, z31
umullb	z1.s, z26.h, z0.h[6]
movprfx	z1.s, p2/z, z31.s
umullb	z1.s, z26.h, z0.h[6]
movprfx	z3, z31
umullb	z3.h, z3.b, z26.b
movprfx	z3.s, p3/m, z31.s
umullb	z3.h, z3.b, z26.b
movprfx	z31, z30
umullb	z31.s, z1.h, z15.h
movprfx	z31.s, p4/m, z30.s
umullb	z31.s, z1.h, z15.h
movprfx	z8, z31
umullb	z8.d, z16.s, z19.s
movprfx	z8.d, p5/z, z31.d
umullb	z8.d, z16.s, z19.s
movprfx	z17, z31
umullt	z17.d, z27.s, z12.s[0]
movprfx	z17.d, p6/m, z31.d
umullt	z17.d, z27.s, z12.s[0]
movprfx	z25, z31
umullt	z25.s, z28.h, z1.h[5]
movprfx	z25.s, p7/m, z31.s
umullt	z25.s, z28.h, z1.h[5]
movprfx	z8, z31
umullt	z8.h, z11.b, z21.b
movprfx	z8.s, p0/z, z31.s
umullt	z8.h, z11.b, z21.b
movprfx	z3, z31
umullt	z3.s, z8.h, z28.h
movprfx	z3.s, p1/m, z31.s
umullt	z3.s, z8.h, z28.h
movprfx	z17, z31
umullt	z17.d, z8.s, z30.s
movprfx	z17.d, p2/m, z31.d
umullt	z17.d, z8.s, z30.s
movprfx	z29, z31
uqadd	z29.b, z29.b, #229
movprfx	z29.b, p5/m, z31.b
uqadd	z29.b, z29.b, #229
movprfx	z12, z31
uqadd	z12.d, z12.d, #36
movprfx	z12.d, p6/m, z31.d
uqadd	z12.d, z12.d, #36
movprfx	z28, z31
uqadd	z28.h, z28.h, #58368
movprfx	z28.s, p7/z, z31.s
uqadd	z28.h, z28.h, #58368
movprfx	z7, z31
uqadd	z7.s, z7.s, #106
movprfx	z7.s, p0/m, z31.s
uqadd	z7.s, z7.s, #106
movprfx	z15, z31
uqadd	z15.b, p3/m, z15.b, z31.b
movprfx	z15.b, p1/m, z31.b
uqadd	z15.b, p3/m, z15.b, z31.b
movprfx	z3, z31
uqadd	z3.d, p5/m, z3.d, z20.d
movprfx	z3.d, p5/z, z31.d
uqadd	z3.d, p5/m, z3.d, z20.d
movprfx	z28, z31
uqadd	z28.h, p0/m, z28.h, z11.h
movprfx	z28.h, p3/m, z31.h
uqadd	z28.h, p0/m, z28.h, z11.h
movprfx	z19, z31
uqadd	z19.s, p0/m, z19.s, z19.s
movprfx	z19.d, p0/m, z31.d
uqadd	z19.s, p0/m, z19.s, z19.s
movprfx	z8, z31
uqadd	z8.b, z10.b, z6.b
movprfx	z8.b, p5/z, z31.b
uqadd	z8.b, z10.b, z6.b
movprfx	z10, z31
uqadd	z10.d, z25.d, z21.d
movprfx	z10.d, p6/m, z31.d
uqadd	z10.d, z25.d, z21.d
movprfx	z24, z31
uqadd	z24.h, z11.h, z10.h
movprfx	z24.h, p7/m, z31.h
uqadd	z24.h, z11.h, z10.h
movprfx	z14, z31
uqadd	z14.s, z9.s, z11.s
movprfx	z14.s, p0/z, z31.s
uqadd	z14.s, z9.s, z11.s
movprfx	z14, z31
uqdecd	z14.d, #23, mul #5
movprfx	z14.b, p0/m, z31.b
uqdecd	z14.d, #23, mul #5
movprfx	z10, z31
uqdech	z10.h, all, mul #1
movprfx	z10.h, p3/m, z31.h
uqdech	z10.h, all, mul #1
movprfx	z25, z31
uqdecp	z25.d, p13.d
movprfx	z25.d, p4/m, z31.d
uqdecp	z25.d, p13.d
movprfx	z20, z31
uqdecp	z20.h, p5.h
movprfx	z20.h, p5/m, z31.h
uqdecp	z20.h, p5.h
movprfx	z22, z31
uqdecp	z22.s, p9.s
movprfx	z22.s, p6/z, z31.s
uqdecp	z22.s, p9.s
movprfx	z31, z30
uqdecw	z31.s, vl128, mul #2
movprfx	z31.s, p1/z, z30.s
uqdecw	z31.s, vl128, mul #2
movprfx	z9, z31
uqincd	z9.d, all, mul #1
movprfx	z9.d, p6/m, z31.d
uqincd	z9.d, all, mul #1
movprfx	z25, z31
uqinch	z25.h, vl1, mul #1
movprfx	z25.s, p1/m, z31.s
uqinch	z25.h, vl1, mul #1
movprfx	z18, z31
uqincp	z18.d, p3.d
movprfx	z18.d, p2/m, z31.d
uqincp	z18.d, p3.d
movprfx	z11, z31
uqincp	z11.h, p7.h
movprfx	z11.s, p3/z, z31.s
uqincp	z11.h, p7.h
movprfx	z8, z31
uqincp	z8.s, p3.s
movprfx	z8.s, p4/m, z31.s
uqincp	z8.s, p3.s
movprfx	z18, z31
uqincw	z18.s, vl7, mul #7
movprfx	z18.s, p7/m, z31.s
uqincw	z18.s, vl7, mul #7
movprfx	z1, z31
uqrshlr	z1.b, p1/m, z1.b, z5.b
movprfx	z1.h, p1/m, z31.h
uqrshlr	z1.b, p1/m, z1.b, z5.b
movprfx	z8, z31
uqrshlr	z8.d, p4/m, z8.d, z25.d
movprfx	z8.d, p1/z, z31.d
uqrshlr	z8.d, p4/m, z8.d, z25.d
movprfx	z7, z31
uqrshlr	z7.h, p7/m, z7.h, z1.h
movprfx	z7.h, p7/m, z31.h
uqrshlr	z7.h, p7/m, z7.h, z1.h
movprfx	z19, z31
uqrshlr	z19.s, p4/m, z19.s, z0.s
movprfx	z19.s, p3/m, z31.s
uqrshlr	z19.s, p4/m, z19.s, z0.s
movprfx	z2, z31
uqrshl	z2.b, p1/m, z2.b, z31.b
movprfx	z2.b, p1/z, z31.b
uqrshl	z2.b, p1/m, z2.b, z31.b
movprfx	z12, z31
uqrshl	z12.d, p3/m, z12.d, z14.d
movprfx	z12.b, p5/m, z31.b
uqrshl	z12.d, p3/m, z12.d, z14.d
movprfx	z27, z31
uqrshl	z27.h, p2/m, z27.h, z23.h
movprfx	z27.h, p2/m, z31.h
uqrshl	z27.h, p2/m, z27.h, z23.h
movprfx	z27, z31
uqrshl	z27.s, p7/m, z27.s, z29.s
movprfx	z27.s, p7/z, z31.s
uqrshl	z27.s, p7/m, z27.s, z29.s
movprfx	z11, z31
uqrshrnb	z11.h, z5.s, #12
movprfx	z11.h, p3/z, z31.h
uqrshrnb	z11.h, z5.s, #12
movprfx	z9, z31
uqrshrnb	z9.s, z19.d, #23
movprfx	z9.d, p4/m, z31.d
uqrshrnb	z9.s, z19.d, #23
movprfx	z6, z31
uqrshrnb	z6.b, z20.h, #6
movprfx	z6.b, p5/m, z31.b
uqrshrnb	z6.b, z20.h, #6
movprfx	z17, z31
uqrshrnt	z17.h, z19.s, #1
movprfx	z17.h, p6/z, z31.h
uqrshrnt	z17.h, z19.s, #1
movprfx	z25, z31
uqrshrnt	z25.s, z20.d, #6
movprfx	z25.s, p7/m, z31.s
uqrshrnt	z25.s, z20.d, #6
movprfx	z22, z31
uqrshrnt	z22.b, z10.h, #1
movprfx	z22.b, p0/m, z31.b
uqrshrnt	z22.b, z10.h, #1
movprfx	z30, z31
uqshlr	z30.b, p3/m, z30.b, z23.b
movprfx	z30.b, p3/z, z31.b
uqshlr	z30.b, p3/m, z30.b, z23.b
movprfx	z6, z31
uqshlr	z6.d, p0/m, z6.d, z26.d
movprfx	z6.b, p3/m, z31.b
uqshlr	z6.d, p0/m, z6.d, z26.d
movprfx	z14, z31
uqshlr	z14.h, p4/m, z14.h, z1.h
movprfx	z14.h, p4/m, z31.h
uqshlr	z14.h, p4/m, z14.h, z1.h
movprfx	z17, z31
uqshlr	z17.s, p5/m, z17.s, z15.s
movprfx	z17.s, p5/z, z31.s
uqshlr	z17.s, p5/m, z17.s, z15.s
movprfx	z12, z31
uqshl	z12.b, p2/m, z12.b, #0
movprfx	z12.b, p2/m, z31.b
uqshl	z12.b, p2/m, z12.b, #0
movprfx	z31, z30
uqshl	z31.d, p6/m, z31.d, #25
movprfx	z31.d, p7/m, z30.d
uqshl	z31.d, p6/m, z31.d, #25
movprfx	z29, z31
uqshl	z29.h, p2/m, z29.h, #3
movprfx	z29.s, p2/z, z31.s
uqshl	z29.h, p2/m, z29.h, #3
movprfx	z7, z31
uqshl	z7.s, p7/m, z7.s, #9
movprfx	z7.s, p1/m, z31.s
uqshl	z7.s, p7/m, z7.s, #9
movprfx	z26, z31
uqshl	z26.b, p6/m, z26.b, z19.b
movprfx	z26.b, p6/m, z31.b
uqshl	z26.b, p6/m, z26.b, z19.b
movprfx	z9, z31
uqshl	z9.d, p3/m, z9.d, z3.d
movprfx	z9.d, p3/z, z31.d
uqshl	z9.d, p3/m, z9.d, z3.d
movprfx	z4, z31
uqshl	z4.h, p5/m, z4.h, z30.h
movprfx	z4.h, p5/m, z31.h
uqshl	z4.h, p5/m, z4.h, z30.h
movprfx	z14, z31
uqshl	z14.s, p7/m, z14.s, z23.s
movprfx	z14.d, p5/m, z31.d
uqshl	z14.s, p7/m, z14.s, z23.s
movprfx	z11, z31
uqshrnb	z11.h, z9.s, #15
movprfx	z11.h, p4/m, z31.h
uqshrnb	z11.h, z9.s, #15
movprfx	z13, z31
uqshrnb	z13.s, z22.d, #22
movprfx	z13.s, p5/m, z31.s
uqshrnb	z13.s, z22.d, #22
movprfx	z1, z31
uqshrnb	z1.b, z3.h, #8
movprfx	z1.h, p6/z, z31.h
uqshrnb	z1.b, z3.h, #8
movprfx	z8, z31
uqshrnt	z8.h, z2.s, #1
movprfx	z8.h, p7/m, z31.h
uqshrnt	z8.h, z2.s, #1
movprfx	z23, z31
uqshrnt	z23.s, z24.d, #10
movprfx	z23.s, p0/m, z31.s
uqshrnt	z23.s, z24.d, #10
movprfx	z0, z31
uqshrnt	z0.b, z14.h, #8
movprfx	z0.b, p1/z, z31.b
uqshrnt	z0.b, z14.h, #8
movprfx	z23, z31
uqsubr	z23.b, p7/m, z23.b, z1.b
movprfx	z23.b, p3/m, z31.b
uqsubr	z23.b, p7/m, z23.b, z1.b
movprfx	z20, z31
uqsubr	z20.d, p1/m, z20.d, z16.d
movprfx	z20.d, p1/m, z31.d
uqsubr	z20.d, p1/m, z20.d, z16.d
movprfx	z18, z31
uqsubr	z18.h, p3/m, z18.h, z5.h
movprfx	z18.s, p5/z, z31.s
uqsubr	z18.h, p3/m, z18.h, z5.h
movprfx	z25, z31
uqsubr	z25.s, p3/m, z25.s, z17.s
movprfx	z25.s, p3/m, z31.s
uqsubr	z25.s, p3/m, z25.s, z17.s
movprfx	z18, z31
uqsub	z18.b, z18.b, #0
movprfx	z18.b, p7/m, z31.b
uqsub	z18.b, z18.b, #0
movprfx	z31, z30
uqsub	z31.d, z31.d, #217
movprfx	z31.d, p0/z, z30.d
uqsub	z31.d, z31.d, #217
movprfx	z29, z31
uqsub	z29.h, z29.h, #0
movprfx	z29.h, p1/m, z31.h
uqsub	z29.h, z29.h, #0
movprfx	z30, z31
uqsub	z30.s, z30.s, #63232
movprfx	z30.d, p2/m, z31.d
uqsub	z30.s, z30.s, #63232
movprfx	z18, z31
uqsub	z18.b, p3/m, z18.b, z0.b
movprfx	z18.b, p3/z, z31.b
uqsub	z18.b, p3/m, z18.b, z0.b
movprfx	z13, z31
uqsub	z13.d, p5/m, z13.d, z27.d
movprfx	z13.d, p5/m, z31.d
uqsub	z13.d, p5/m, z13.d, z27.d
movprfx	z10, z31
uqsub	z10.h, p2/m, z10.h, z20.h
movprfx	z10.h, p5/m, z31.h
uqsub	z10.h, p2/m, z10.h, z20.h
movprfx	z16, z31
uqsub	z16.s, p7/m, z16.s, z14.s
movprfx	z16.s, p7/z, z31.s
uqsub	z16.s, p7/m, z16.s, z14.s
movprfx	z15, z31
uqsub	z15.b, z0.b, z29.b
movprfx	z15.h, p7/m, z31.h
uqsub	z15.b, z0.b, z29.b
movprfx	z12, z31
uqsub	z12.d, z2.d, z17.d
movprfx	z12.d, p0/m, z31.d
uqsub	z12.d, z2.d, z17.d
movprfx	z16, z31
uqsub	z16.h, z11.h, z5.h
movprfx	z16.h, p1/z, z31.h
uqsub	z16.h, z11.h, z5.h
movprfx	z27, z31
uqsub	z27.s, z29.s, z22.s
movprfx	z27.s, p2/m, z31.s
uqsub	z27.s, z29.s, z22.s
movprfx	z1, z31
uqxtnb	z1.h, z28.s
movprfx	z1.s, p6/m, z31.s
uqxtnb	z1.h, z28.s
movprfx	z4, z31
uqxtnb	z4.s, z0.d
movprfx	z4.s, p7/m, z31.s
uqxtnb	z4.s, z0.d
movprfx	z19, z31
uqxtnb	z19.b, z31.h
movprfx	z19.b, p0/z, z31.b
uqxtnb	z19.b, z31.h
movprfx	z13, z31
uqxtnt	z13.h, z26.s
movprfx	z13.h, p1/m, z31.h
uqxtnt	z13.h, z26.s
movprfx	z3, z31
uqxtnt	z3.s, z25.d
movprfx	z3.s, p2/m, z31.s
uqxtnt	z3.s, z25.d
movprfx	z10, z31
uqxtnt	z10.b, z23.h
movprfx	z10.h, p3/z, z31.h
uqxtnt	z10.b, z23.h
movprfx	z23, z31
urecpe	z23.s, p4/m, z14.s
movprfx	z23.d, p5/m, z31.d
urecpe	z23.s, p4/m, z14.s
movprfx	z17, z31
urhadd	z17.b, p4/m, z17.b, z9.b
movprfx	z17.b, p4/m, z31.b
urhadd	z17.b, p4/m, z17.b, z9.b
movprfx	z16, z31
urhadd	z16.d, p3/m, z16.d, z17.d
movprfx	z16.d, p1/m, z31.d
urhadd	z16.d, p3/m, z16.d, z17.d
movprfx	z20, z31
urhadd	z20.h, p0/m, z20.h, z1.h
movprfx	z20.s, p0/z, z31.s
urhadd	z20.h, p0/m, z20.h, z1.h
movprfx	z24, z31
urhadd	z24.s, p6/m, z24.s, z6.s
movprfx	z24.s, p3/m, z31.s
urhadd	z24.s, p6/m, z24.s, z6.s
movprfx	z9, z31
urshlr	z9.b, p4/m, z9.b, z4.b
movprfx	z9.b, p4/m, z31.b
urshlr	z9.b, p4/m, z9.b, z4.b
movprfx	z27, z31
urshlr	z27.d, p6/m, z27.d, z16.d
movprfx	z27.d, p3/z, z31.d
urshlr	z27.d, p6/m, z27.d, z16.d
movprfx	z15, z31
urshlr	z15.h, p1/m, z15.h, z1.h
movprfx	z15.s, p1/m, z31.s
urshlr	z15.h, p1/m, z15.h, z1.h
movprfx	z1, z31
urshlr	z1.s, p1/m, z1.s, z19.s
movprfx	z1.s, p5/m, z31.s
urshlr	z1.s, p1/m, z1.s, z19.s
movprfx	z13, z31
urshl	z13.b, p0/m, z13.b, z29.b
movprfx	z13.b, p0/z, z31.b
urshl	z13.b, p0/m, z13.b, z29.b
movprfx	z0, z31
urshl	z0.d, p4/m, z0.d, z1.d
movprfx	z0.d, p7/m, z31.d
urshl	z0.d, p4/m, z0.d, z1.d
movprfx	z30, z31
urshl	z30.h, p0/m, z30.h, z2.h
movprfx	z30.h, p0/m, z31.h
urshl	z30.h, p0/m, z30.h, z2.h
movprfx	z10, z31
urshl	z10.s, p1/m, z10.s, z27.s
movprfx	z10.d, p1/z, z31.d
urshl	z10.s, p1/m, z10.s, z27.s
movprfx	z11, z31
urshr	z11.b, p2/m, z11.b, #2
movprfx	z11.b, p2/z, z31.b
urshr	z11.b, p2/m, z11.b, #2
movprfx	z12, z31
urshr	z12.d, p6/m, z12.d, #49
movprfx	z12.b, p3/m, z31.b
urshr	z12.d, p6/m, z12.d, #49
movprfx	z31, z30
urshr	z31.h, p0/m, z31.h, #16
movprfx	z31.h, p0/m, z30.h
urshr	z31.h, p0/m, z31.h, #16
movprfx	z16, z31
urshr	z16.s, p2/m, z16.s, #30
movprfx	z16.s, p5/z, z31.s
urshr	z16.s, p2/m, z16.s, #30
movprfx	z24, z31
ursqrte	z24.s, p4/m, z21.s
movprfx	z24.s, p4/z, z31.s
ursqrte	z24.s, p4/m, z21.s
movprfx	z11, z31
ursra	z11.b, z1.b, #7
movprfx	z11.b, p1/z, z31.b
ursra	z11.b, z1.b, #7
movprfx	z29, z31
ursra	z29.d, z6.d, #49
movprfx	z29.b, p2/m, z31.b
ursra	z29.d, z6.d, #49
movprfx	z2, z31
ursra	z2.h, z23.h, #15
movprfx	z2.h, p3/m, z31.h
ursra	z2.h, z23.h, #15
movprfx	z14, z31
ursra	z14.s, z19.s, #21
movprfx	z14.s, p4/z, z31.s
ursra	z14.s, z19.s, #21
movprfx	z7, z31
usdot	z7.s, z9.b, z23.b
movprfx	z7.s, p5/z, z31.s
usdot	z7.s, z9.b, z23.b
movprfx	z17, z31
usdot	z17.s, z22.b, z6.b[0]
movprfx	z17.s, p6/m, z31.s
usdot	z17.s, z22.b, z6.b[0]
movprfx	z13, z31
ushllb	z13.s, z6.h, #1
movprfx	z13.s, p3/z, z31.s
ushllb	z13.s, z6.h, #1
movprfx	z6, z31
ushllb	z6.d, z31.s, #16
movprfx	z6.d, p4/m, z31.d
ushllb	z6.d, z31.s, #16
movprfx	z3, z31
ushllb	z3.h, z17.b, #6
movprfx	z3.h, p5/m, z31.h
ushllb	z3.h, z17.b, #6
movprfx	z27, z31
ushllt	z27.s, z14.h, #4
movprfx	z27.d, p6/z, z31.d
ushllt	z27.s, z14.h, #4
movprfx	z14, z31
ushllt	z14.d, z14.s, #31
movprfx	z14.d, p7/m, z31.d
ushllt	z14.d, z14.s, #31
movprfx	z25, z31
ushllt	z25.h, z20.b, #7
movprfx	z25.h, p0/m, z31.h
ushllt	z25.h, z20.b, #7
movprfx	z2, z31
usmmla	z2.s, z30.b, z26.b
movprfx	z2.s, p0/m, z31.s
usmmla	z2.s, z30.b, z26.b
movprfx	z18, z31
usqadd	z18.b, p0/m, z18.b, z25.b
movprfx	z18.b, p1/z, z31.b
usqadd	z18.b, p0/m, z18.b, z25.b
movprfx	z16, z31
usqadd	z16.d, p6/m, z16.d, z16.d
movprfx	z16.d, p6/m, z31.d
usqadd	z16.d, p6/m, z16.d, z16.d
movprfx	z1, z31
usqadd	z1.h, p0/m, z1.h, z23.h
movprfx	z1.h, p3/m, z31.h
usqadd	z1.h, p0/m, z1.h, z23.h
movprfx	z30, z31
usqadd	z30.s, p3/m, z30.s, z1.s
movprfx	z30.d, p3/z, z31.d
usqadd	z30.s, p3/m, z30.s, z1.s
movprfx	z16, z31
usra	z16.b, z31.b, #2
movprfx	z16.b, p0/z, z31.b
usra	z16.b, z31.b, #2
movprfx	z7, z31
usra	z7.d, z0.d, #1
movprfx	z7.d, p1/m, z31.d
usra	z7.d, z0.d, #1
movprfx	z27, z31
usra	z27.h, z18.h, #9
movprfx	z27.h, p2/m, z31.h
usra	z27.h, z18.h, #9
movprfx	z18, z31
usra	z18.s, z26.s, #31
movprfx	z18.d, p3/z, z31.d
usra	z18.s, z26.s, #31
movprfx	z9, z31
usublb	z9.h, z25.b, z1.b
movprfx	z9.h, p4/z, z31.h
usublb	z9.h, z25.b, z1.b
movprfx	z18, z31
usublb	z18.s, z21.h, z17.h
movprfx	z18.d, p5/m, z31.d
usublb	z18.s, z21.h, z17.h
movprfx	z0, z31
usublb	z0.d, z26.s, z25.s
movprfx	z0.d, p6/m, z31.d
usublb	z0.d, z26.s, z25.s
movprfx	z27, z31
usublt	z27.h, z22.b, z28.b
movprfx	z27.h, p7/z, z31.h
usublt	z27.h, z22.b, z28.b
movprfx	z23, z31
usublt	z23.s, z11.h, z3.h
movprfx	z23.s, p0/m, z31.s
usublt	z23.s, z11.h, z3.h
movprfx	z16, z31
usublt	z16.d, z29.s, z21.s
movprfx	z16.d, p1/m, z31.d
usublt	z16.d, z29.s, z21.s
movprfx	z23, z31
usubwb	z23.h, z19.h, z20.b
movprfx	z23.h, p0/z, z31.h
usubwb	z23.h, z19.h, z20.b
movprfx	z7, z31
usubwb	z7.s, z28.s, z8.h
movprfx	z7.s, p1/m, z31.s
usubwb	z7.s, z28.s, z8.h
movprfx	z5, z31
usubwb	z5.d, z22.d, z23.s
movprfx	z5.d, p2/m, z31.d
usubwb	z5.d, z22.d, z23.s
movprfx	z19, z31
usubwt	z19.h, z21.h, z8.b
movprfx	z19.h, p3/z, z31.h
usubwt	z19.h, z21.h, z8.b
movprfx	z8, z31
usubwt	z8.s, z1.s, z27.h
movprfx	z8.d, p4/m, z31.d
usubwt	z8.s, z1.s, z27.h
movprfx	z3, z31
usubwt	z3.d, z14.d, z27.s
movprfx	z3.d, p5/m, z31.d
usubwt	z3.d, z14.d, z27.s
movprfx	z3, z31
uunpkhi	z3.d, z19.s
movprfx	z3.d, p4/z, z31.d
uunpkhi	z3.d, z19.s
movprfx	z20, z31
uunpkhi	z20.h, z14.b
movprfx	z20.h, p5/m, z31.h
uunpkhi	z20.h, z14.b
movprfx	z12, z31
uunpkhi	z12.s, z24.h
movprfx	z12.d, p6/m, z31.d
uunpkhi	z12.s, z24.h
movprfx	z1, z31
uunpklo	z1.d, z9.s
movprfx	z1.d, p7/z, z31.d
uunpklo	z1.d, z9.s
movprfx	z13, z31
uunpklo	z13.h, z13.b
movprfx	z13.h, p0/m, z31.h
uunpklo	z13.h, z13.b
movprfx	z14, z31
uunpklo	z14.s, z16.h
movprfx	z14.s, p1/m, z31.s
uunpklo	z14.s, z16.h
movprfx	z30, z31
uxtb	z30.d, p0/m, z19.d
movprfx	z30.d, p0/z, z31.d
uxtb	z30.d, p0/m, z19.d
movprfx	z7, z31
uxtb	z7.h, p0/m, z31.h
movprfx	z7.s, p3/m, z31.s
uxtb	z7.h, p0/m, z31.h
movprfx	z19, z31
uxtb	z19.s, p3/m, z2.s
movprfx	z19.s, p3/m, z31.s
uxtb	z19.s, p3/m, z2.s
movprfx	z4, z31
uxth	z4.d, p0/m, z24.d
movprfx	z4.d, p5/z, z31.d
uxth	z4.d, p0/m, z24.d
movprfx	z20, z31
uxth	z20.s, p2/m, z17.s
movprfx	z20.s, p2/m, z31.s
uxth	z20.s, p2/m, z17.s
movprfx	z15, z31
uxtw	z15.d, p0/m, z6.d
movprfx	z15.d, p7/m, z31.d
uxtw	z15.d, p0/m, z6.d
movprfx	z4, z31
uzp1	z4.q, z1.q, z8.q
movprfx	z5, z31
uzp1	z5.b, z5.b, z15.b
movprfx	z5.h, p5/m, z31.h
uzp1	z5.b, z5.b, z15.b
movprfx	z15, z31
uzp1	z15.d, z23.d, z27.d
movprfx	z15.d, p6/z, z31.d
uzp1	z15.d, z23.d, z27.d
movprfx	z10, z31
uzp1	z10.h, z30.h, z22.h
movprfx	z10.h, p7/m, z31.h
uzp1	z10.h, z30.h, z22.h
movprfx	z9, z31
uzp1	z9.s, z31.s, z6.s
movprfx	z9.s, p0/m, z31.s
uzp1	z9.s, z31.s, z6.s
movprfx	z2, z31
uzp2	z2.q, z15.q, z30.q
movprfx	z20, z31
uzp2	z20.b, z19.b, z15.b
movprfx	z20.b, p5/z, z31.b
uzp2	z20.b, z19.b, z15.b
movprfx	z31, z30
uzp2	z31.d, z3.d, z18.d
movprfx	z31.d, p6/m, z30.d
uzp2	z31.d, z3.d, z18.d
movprfx	z6, z31
uzp2	z6.h, z6.h, z28.h
movprfx	z6.h, p7/m, z31.h
uzp2	z6.h, z6.h, z28.h
movprfx	z25, z31
uzp2	z25.s, z10.s, z16.s
movprfx	z25.s, p0/z, z31.s
uzp2	z25.s, z10.s, z16.s
movprfx	z20, z31
xar	z20.b, z20.b, z30.b, #7
movprfx	z20.b, p5/m, z31.b
xar	z20.b, z20.b, z30.b, #7
movprfx	z8, z31
xar	z8.d, z8.d, z2.d, #53
movprfx	z8.b, p6/m, z31.b
xar	z8.d, z8.d, z2.d, #53
movprfx	z20, z31
xar	z20.h, z20.h, z21.h, #3
movprfx	z20.h, p7/z, z31.h
xar	z20.h, z20.h, z21.h, #3
movprfx	z25, z31
xar	z25.s, z25.s, z8.s, #29
movprfx	z25.s, p0/m, z31.s
xar	z25.s, z25.s, z8.s, #29
movprfx	z7, z31
zip1	z7.q, z21.q, z14.q
movprfx	z6, z31
zip1	z6.b, z14.b, z9.b
movprfx	z6.b, p6/z, z31.b
zip1	z6.b, z14.b, z9.b
movprfx	z28, z31
zip1	z28.d, z27.d, z23.d
movprfx	z28.d, p7/m, z31.d
zip1	z28.d, z27.d, z23.d
movprfx	z11, z31
zip1	z11.h, z5.h, z18.h
movprfx	z11.h, p0/m, z31.h
zip1	z11.h, z5.h, z18.h
movprfx	z30, z31
zip1	z30.s, z11.s, z26.s
movprfx	z30.s, p1/z, z31.s
zip1	z30.s, z11.s, z26.s
movprfx	z6, z31
zip2	z6.q, z1.q, z18.q
movprfx	z26, z31
zip2	z26.b, z25.b, z9.b
movprfx	z26.b, p6/m, z31.b
zip2	z26.b, z25.b, z9.b
movprfx	z20, z31
zip2	z20.d, z8.d, z7.d
movprfx	z20.d, p7/m, z31.d
zip2	z20.d, z8.d, z7.d
movprfx	z5, z31
zip2	z5.h, z2.h, z14.h
movprfx	z5.h, p0/z, z31.h
zip2	z5.h, z2.h, z14.h
movprfx	z24, z31
zip2	z24.s, z10.s, z4.s
movprfx	z24.d, p1/m, z31.d
zip2	z24.s, z10.s, z4.s
