// mattr: +all
// instructions after a movprfx: llvm-mc rejects 1606 of them
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
movprfx	z18, z31
ldr	z18, [x1, #162, mul vl]
movprfx	z26, z31
lslr	z26.b, p0/m, z26.b, z17.b
movprfx	z26.b, p3/m, z31.b
lslr	z26.b, p0/m, z26.b, z17.b
movprfx	z11, z31
lslr	z11.d, p4/m, z11.d, z9.d
movprfx	z11.d, p4/m, z31.d
lslr	z11.d, p4/m, z11.d, z9.d
movprfx	z28, z31
lslr	z28.h, p6/m, z28.h, z27.h
movprfx	z28.h, p5/z, z31.h
lslr	z28.h, p6/m, z28.h, z27.h
movprfx	z27, z31
lslr	z27.s, p1/m, z27.s, z7.s
movprfx	z27.s, p1/m, z31.s
lslr	z27.s, p1/m, z27.s, z7.s
movprfx	z29, z31
lsl	z29.b, p6/m, z29.b, z11.d
movprfx	z29.b, p1/m, z31.b
lsl	z29.b, p6/m, z29.b, z11.d
movprfx	z6, z31
lsl	z6.h, p1/m, z6.h, z20.d
movprfx	z6.h, p1/m, z31.h
lsl	z6.h, p1/m, z6.h, z20.d
movprfx	z22, z31
lsl	z22.s, p5/m, z22.s, z11.d
movprfx	z22.s, p3/z, z31.s
lsl	z22.s, p5/m, z22.s, z11.d
movprfx	z9, z31
lsl	z9.b, z9.b, z21.d
movprfx	z9.h, p4/m, z31.h
lsl	z9.b, z9.b, z21.d
movprfx	z0, z31
lsl	z0.h, z26.h, z10.d
movprfx	z0.h, p5/m, z31.h
lsl	z0.h, z26.h, z10.d
movprfx	z24, z31
lsl	z24.s, z21.s, z24.d
movprfx	z24.s, p6/z, z31.s
lsl	z24.s, z21.s, z24.d
movprfx	z8, z31
lsl	z8.b, p6/m, z8.b, #1
movprfx	z8.b, p7/m, z31.b
lsl	z8.b, p6/m, z8.b, #1
movprfx	z25, z31
lsl	z25.d, p5/m, z25.d, #19
movprfx	z25.d, p5/m, z31.d
lsl	z25.d, p5/m, z25.d, #19
movprfx	z17, z31
lsl	z17.h, p6/m, z17.h, #0
movprfx	z17.s, p1/z, z31.s
lsl	z17.h, p6/m, z17.h, #0
movprfx	z13, z31
lsl	z13.s, p2/m, z13.s, #8
movprfx	z13.s, p2/m, z31.s
lsl	z13.s, p2/m, z13.s, #8
movprfx	z3, z31
lsl	z3.b, p0/m, z3.b, z24.b
movprfx	z3.b, p3/m, z31.b
lsl	z3.b, p0/m, z3.b, z24.b
movprfx	z12, z31
lsl	z12.d, p3/m, z12.d, z22.d
movprfx	z12.d, p3/z, z31.d
lsl	z12.d, p3/m, z12.d, z22.d
movprfx	z26, z31
lsl	z26.h, p3/m, z26.h, z25.h
movprfx	z26.h, p5/m, z31.h
lsl	z26.h, p3/m, z26.h, z25.h
movprfx	z7, z31
lsl	z7.s, p7/m, z7.s, z16.s
movprfx	z7.d, p7/m, z31.d
lsl	z7.s, p7/m, z7.s, z16.s
movprfx	z21, z31
lsl	z21.b, z13.b, #0
movprfx	z21.b, p7/z, z31.b
lsl	z21.b, z13.b, #0
movprfx	z14, z31
lsl	z14.d, z21.d, #1
movprfx	z14.d, p0/m, z31.d
lsl	z14.d, z21.d, #1
movprfx	z4, z31
lsl	z4.h, z11.h, #11
movprfx	z4.h, p1/m, z31.h
lsl	z4.h, z11.h, #11
movprfx	z26, z31
lsl	z26.s, z20.s, #30
movprfx	z26.s, p2/z, z31.s
lsl	z26.s, z20.s, #30
movprfx	z8, z31
lsrr	z8.b, p0/m, z8.b, z27.b
movprfx	z8.h, p3/m, z31.h
lsrr	z8.b, p0/m, z8.b, z27.b
movprfx	z24, z31
lsrr	z24.d, p1/m, z24.d, z12.d
movprfx	z24.d, p1/m, z31.d
lsrr	z24.d, p1/m, z24.d, z12.d
movprfx	z9, z31
lsrr	z9.h, p5/m, z9.h, z31.h
movprfx	z9.h, p5/z, z31.h
lsrr	z9.h, p5/m, z9.h, z31.h
movprfx	z24, z31
lsrr	z24.s, p2/m, z24.s, z20.s
movprfx	z24.s, p2/m, z31.s
lsrr	z24.s, p2/m, z24.s, z20.s
movprfx	z7, z31
lsr	z7.b, p3/m, z7.b, z29.d
movprfx	z7.b, p1/m, z31.b
lsr	z7.b, p3/m, z7.b, z29.d
movprfx	z31, z30
lsr	z31.h, p5/m, z31.h, z12.d
movprfx	z31.h, p5/m, z30.h
lsr	z31.h, p5/m, z31.h, z12.d
movprfx	z7, z31
lsr	z7.s, p0/m, z7.s, z26.d
movprfx	z7.s, p3/z, z31.s
lsr	z7.s, p0/m, z7.s, z26.d
movprfx	z16, z31
lsr	z16.b, z27.b, z0.d
movprfx	z16.b, p4/m, z31.b
lsr	z16.b, z27.b, z0.d
movprfx	z27, z31
lsr	z27.h, z8.h, z19.d
movprfx	z27.s, p5/m, z31.s
lsr	z27.h, z8.h, z19.d
movprfx	z20, z31
lsr	z20.s, z24.s, z13.d
movprfx	z20.s, p6/z, z31.s
lsr	z20.s, z24.s, z13.d
movprfx	z22, z31
lsr	z22.b, p5/m, z22.b, #8
movprfx	z22.b, p7/m, z31.b
lsr	z22.b, p5/m, z22.b, #8
movprfx	z14, z31
lsr	z14.d, p4/m, z14.d, #31
movprfx	z14.d, p4/m, z31.d
lsr	z14.d, p4/m, z14.d, #31
movprfx	z1, z31
lsr	z1.h, p3/m, z1.h, #10
movprfx	z1.h, p1/z, z31.h
lsr	z1.h, p3/m, z1.h, #10
movprfx	z6, z31
lsr	z6.s, p3/m, z6.s, #12
movprfx	z6.d, p3/m, z31.d
lsr	z6.s, p3/m, z6.s, #12
movprfx	z19, z31
lsr	z19.b, p1/m, z19.b, z0.b
movprfx	z19.b, p3/m, z31.b
lsr	z19.b, p1/m, z19.b, z0.b
movprfx	z26, z31
lsr	z26.d, p2/m, z26.d, z31.d
movprfx	z26.d, p2/z, z31.d
lsr	z26.d, p2/m, z26.d, z31.d
movprfx	z6, z31
lsr	z6.h, p3/m, z6.h, z26.h
movprfx	z6.h, p5/m, z31.h
lsr	z6.h, p3/m, z6.h, z26.h
movprfx	z15, z31
lsr	z15.s, p7/m, z15.s, z4.s
movprfx	z15.s, p7/m, z31.s
lsr	z15.s, p7/m, z15.s, z4.s
movprfx	z2, z31
lsr	z2.b, z8.b, #4
movprfx	z2.h, p7/z, z31.h
lsr	z2.b, z8.b, #4
movprfx	z11, z31
lsr	z11.d, z29.d, #22
movprfx	z11.d, p0/m, z31.d
lsr	z11.d, z29.d, #22
movprfx	z20, z31
lsr	z20.h, z10.h, #1
movprfx	z20.h, p1/m, z31.h
lsr	z20.h, z10.h, #1
movprfx	z18, z31
lsr	z18.s, z7.s, #2
movprfx	z18.s, p2/z, z31.s
lsr	z18.s, z7.s, #2
movprfx	z2, z31
mad	z2.b, p1/m, z25.b, z22.b
movprfx	z2.b, p5/z, z31.b
mad	z2.b, p1/m, z25.b, z22.b
movprfx	z19, z31
mad	z19.d, p1/m, z18.d, z20.d
movprfx	z19.d, p1/m, z31.d
mad	z19.d, p1/m, z18.d, z20.d
movprfx	z26, z31
mad	z26.h, p7/m, z1.h, z18.h
movprfx	z26.h, p7/m, z31.h
mad	z26.h, p7/m, z1.h, z18.h
movprfx	z23, z31
mad	z23.s, p2/m, z20.s, z26.s
movprfx	z23.s, p2/z, z31.s
mad	z23.s, p2/m, z20.s, z26.s
movprfx	z22, z31
mla	z22.d, z1.d, z4.d[0]
movprfx	z22.d, p3/z, z31.d
mla	z22.d, z1.d, z4.d[0]
movprfx	z6, z31
mla	z6.h, z0.h, z6.h[4]
movprfx	z6.h, p4/m, z31.h
mla	z6.h, z0.h, z6.h[4]
movprfx	z29, z31
mla	z29.s, z17.s, z5.s[3]
movprfx	z29.s, p5/m, z31.s
mla	z29.s, z17.s, z5.s[3]
movprfx	z9, z31
mla	z9.b, p2/m, z14.b, z27.b
movprfx	z9.h, p2/z, z31.h
mla	z9.b, p2/m, z14.b, z27.b
movprfx	z9, z31
mla	z9.d, p6/m, z30.d, z19.d
movprfx	z9.d, p7/m, z31.d
mla	z9.d, p6/m, z30.d, z19.d
movprfx	z27, z31
mla	z27.h, p3/m, z29.h, z20.h
movprfx	z27.h, p3/m, z31.h
mla	z27.h, p3/m, z29.h, z20.h
movprfx	z16, z31
mla	z16.s, p0/m, z22.s, z6.s
movprfx	z16.s, p1/z, z31.s
mla	z16.s, p0/m, z22.s, z6.s
movprfx	z27, z31
mls	z27.d, z4.d, z5.d[0]
movprfx	z27.d, p4/m, z31.d
mls	z27.d, z4.d, z5.d[0]
movprfx	z12, z31
mls	z12.h, z18.h, z3.h[4]
movprfx	z12.s, p5/z, z31.s
mls	z12.h, z18.h, z3.h[4]
movprfx	z1, z31
mls	z1.s, z25.s, z7.s[2]
movprfx	z1.s, p6/m, z31.s
mls	z1.s, z25.s, z7.s[2]
movprfx	z19, z31
mls	z19.b, p2/m, z3.b, z13.b
movprfx	z19.b, p7/m, z31.b
mls	z19.b, p2/m, z3.b, z13.b
movprfx	z27, z31
mls	z27.d, p7/m, z29.d, z31.d
movprfx	z27.d, p7/z, z31.d
mls	z27.d, p7/m, z29.d, z31.d
movprfx	z0, z31
mls	z0.h, p7/m, z16.h, z22.h
movprfx	z0.h, p1/m, z31.h
mls	z0.h, p7/m, z16.h, z22.h
movprfx	z30, z31
mls	z30.s, p3/m, z3.s, z25.s
movprfx	z30.d, p3/m, z31.d
mls	z30.s, p3/m, z3.s, z25.s
movprfx	z17, z31
msb	z17.b, p4/m, z31.b, z28.b
movprfx	z17.b, p4/z, z31.b
msb	z17.b, p4/m, z31.b, z28.b
movprfx	z26, z31
msb	z26.d, p5/m, z27.d, z2.d
movprfx	z26.d, p7/m, z31.d
msb	z26.d, p5/m, z27.d, z2.d
movprfx	z23, z31
msb	z23.h, p2/m, z15.h, z15.h
movprfx	z23.s, p2/m, z31.s
msb	z23.h, p2/m, z15.h, z15.h
movprfx	z11, z31
msb	z11.s, p5/m, z20.s, z10.s
movprfx	z11.s, p1/z, z31.s
msb	z11.s, p5/m, z20.s, z10.s
movprfx	z16, z31
mul	z16.b, z16.b, #-109
movprfx	z16.b, p7/z, z31.b
mul	z16.b, z16.b, #-109
movprfx	z29, z31
mul	z29.d, z29.d, #-99
movprfx	z29.d, p0/m, z31.d
mul	z29.d, z29.d, #-99
movprfx	z8, z31
mul	z8.h, z8.h, #-51
movprfx	z8.h, p1/m, z31.h
mul	z8.h, z8.h, #-51
movprfx	z17, z31
mul	z17.s, z17.s, #23
movprfx	z17.d, p2/z, z31.d
mul	z17.s, z17.s, #23
movprfx	z1, z31
mul	z1.b, p5/m, z1.b, z17.b
movprfx	z1.b, p3/m, z31.b
mul	z1.b, p5/m, z1.b, z17.b
movprfx	z3, z31
mul	z3.d, p3/m, z3.d, z14.d
movprfx	z3.d, p3/m, z31.d
mul	z3.d, p3/m, z3.d, z14.d
movprfx	z9, z31
mul	z9.h, p2/m, z9.h, z17.h
movprfx	z9.h, p5/z, z31.h
mul	z9.h, p2/m, z9.h, z17.h
movprfx	z21, z31
mul	z21.s, p4/m, z21.s, z4.s
movprfx	z21.s, p4/m, z31.s
mul	z21.s, p4/m, z21.s, z4.s
movprfx	z14, z31
mul	z14.d, z1.d, z2.d[1]
movprfx	z14.b, p7/m, z31.b
mul	z14.d, z1.d, z2.d[1]
movprfx	z16, z31
mul	z16.h, z20.h, z1.h[0]
movprfx	z16.h, p0/z, z31.h
mul	z16.h, z20.h, z1.h[0]
movprfx	z4, z31
mul	z4.s, z2.s, z3.s[3]
movprfx	z4.s, p1/m, z31.s
mul	z4.s, z2.s, z3.s[3]
movprfx	z14, z31
mul	z14.b, z21.b, z13.b
movprfx	z14.b, p2/m, z31.b
mul	z14.b, z21.b, z13.b
movprfx	z31, z30
mul	z31.d, z6.d, z30.d
movprfx	z31.d, p3/z, z30.d
mul	z31.d, z6.d, z30.d
movprfx	z30, z31
mul	z30.h, z4.h, z23.h
movprfx	z30.s, p4/m, z31.s
mul	z30.h, z4.h, z23.h
movprfx	z31, z30
mul	z31.s, z11.s, z31.s
movprfx	z31.s, p5/m, z30.s
mul	z31.s, z11.s, z31.s
movprfx	z3, z31
nbsl	z3.d, z3.d, z15.d, z24.d
movprfx	z3.b, p0/z, z31.b
nbsl	z3.d, z3.d, z15.d, z24.d
movprfx	z14, z31
neg	z14.b, p1/m, z22.b
movprfx	z14.b, p1/m, z31.b
neg	z14.b, p1/m, z22.b
movprfx	z31, z30
neg	z31.d, p0/m, z5.d
movprfx	z31.d, p0/m, z30.d
neg	z31.d, p0/m, z5.d
movprfx	z12, z31
neg	z12.h, p7/m, z4.h
movprfx	z12.h, p3/z, z31.h
neg	z12.h, p7/m, z4.h
movprfx	z20, z31
neg	z20.s, p7/m, z22.s
movprfx	z20.s, p7/m, z31.s
neg	z20.s, p7/m, z22.s
movprfx	z5, z31
not	z5.b, p4/m, z3.b
movprfx	z5.b, p1/m, z31.b
not	z5.b, p4/m, z3.b
movprfx	z31, z30
not	z31.d, p3/m, z0.d
movprfx	z31.d, p3/z, z30.d
not	z31.d, p3/m, z0.d
movprfx	z28, z31
not	z28.h, p3/m, z12.h
movprfx	z28.h, p3/m, z31.h
not	z28.h, p3/m, z12.h
movprfx	z21, z31
not	z21.s, p1/m, z22.s
movprfx	z21.d, p1/m, z31.d
not	z21.s, p1/m, z22.s
movprfx	z29, z31
orr	z29.d, z29.d, #0xfffffffffc0001ff
movprfx	z29.b, p3/m, z31.b
orr	z29.d, z29.d, #0xfffffffffc0001ff
movprfx	z18, z31
orr	z18.b, p3/m, z18.b, z9.b
movprfx	z18.b, p3/z, z31.b
orr	z18.b, p3/m, z18.b, z9.b
movprfx	z13, z31
orr	z13.d, p4/m, z13.d, z20.d
movprfx	z13.d, p5/m, z31.d
orr	z13.d, p4/m, z13.d, z20.d
movprfx	z8, z31
orr	z8.h, p5/m, z8.h, z24.h
movprfx	z8.h, p5/m, z31.h
orr	z8.h, p5/m, z8.h, z24.h
movprfx	z23, z31
orr	z23.s, p7/m, z23.s, z8.s
movprfx	z23.s, p7/z, z31.s
orr	z23.s, p7/m, z23.s, z8.s
movprfx	z31, z30
orr	z31.d, z19.d, z13.d
movprfx	z31.b, p0/m, z30.b
orr	z31.d, z19.d, z13.d
movprfx	z31, z30
pmullb	z31.q, z26.d, z6.d
movprfx	z27, z31
pmullb	z27.d, z0.s, z23.s
movprfx	z27.d, p7/z, z31.d
pmullb	z27.d, z0.s, z23.s
movprfx	z13, z31
pmullb	z13.h, z1.b, z24.b
movprfx	z13.h, p0/m, z31.h
pmullb	z13.h, z1.b, z24.b
movprfx	z5, z31
pmullt	z5.q, z4.d, z25.d
movprfx	z16, z31
pmullt	z16.d, z15.s, z5.s
movprfx	z16.d, p2/z, z31.d
pmullt	z16.d, z15.s, z5.s
movprfx	z29, z31
pmullt	z29.h, z29.b, z0.b
movprfx	z29.h, p3/m, z31.h
pmullt	z29.h, z29.b, z0.b
movprfx	z5, z31
pmul	z5.b, z1.b, z12.b
movprfx	z5.b, p0/z, z31.b
pmul	z5.b, z1.b, z12.b
movprfx	z29, z31
raddhnb	z29.b, z9.h, z8.h
movprfx	z29.b, p3/m, z31.b
raddhnb	z29.b, z9.h, z8.h
movprfx	z5, z31
raddhnb	z5.h, z31.s, z1.s
movprfx	z5.h, p4/z, z31.h
raddhnb	z5.h, z31.s, z1.s
movprfx	z25, z31
raddhnb	z25.s, z31.d, z28.d
movprfx	z25.s, p5/m, z31.s
raddhnb	z25.s, z31.d, z28.d
movprfx	z4, z31
raddhnt	z4.b, z4.h, z29.h
movprfx	z4.b, p6/m, z31.b
raddhnt	z4.b, z4.h, z29.h
movprfx	z29, z31
raddhnt	z29.h, z21.s, z31.s
movprfx	z29.s, p7/z, z31.s
raddhnt	z29.h, z21.s, z31.s
movprfx	z10, z31
raddhnt	z10.s, z7.d, z14.d
movprfx	z10.s, p0/m, z31.s
raddhnt	z10.s, z7.d, z14.d
movprfx	z4, z31
rax1	z4.d, z10.d, z21.d
movprfx	z4.d, p0/z, z31.d
rax1	z4.d, z10.d, z21.d
movprfx	z7, z31
rbit	z7.b, p0/m, z4.b
movprfx	z7.b, p3/z, z31.b
rbit	z7.b, p0/m, z4.b
movprfx	z25, z31
rbit	z25.d, p4/m, z1.d
movprfx	z25.d, p4/m, z31.d
rbit	z25.d, p4/m, z1.d
movprfx	z21, z31
rbit	z21.h, p2/m, z22.h
movprfx	z21.h, p5/m, z31.h
rbit	z21.h, p2/m, z22.h
movprfx	z14, z31
rbit	z14.s, p0/m, z4.s
movprfx	z14.d, p0/z, z31.d
rbit	z14.s, p0/m, z4.s
movprfx	z22, z31
revb	z22.d, p2/m, z19.d
movprfx	z22.b, p7/m, z31.b
revb	z22.d, p2/m, z19.d
movprfx	z5, z31
revb	z5.h, p2/m, z14.h
movprfx	z5.h, p2/m, z31.h
revb	z5.h, p2/m, z14.h
movprfx	z30, z31
revb	z30.s, p1/m, z6.s
movprfx	z30.s, p1/z, z31.s
revb	z30.s, p1/m, z6.s
movprfx	z15, z31
revh	z15.d, p5/m, z19.d
movprfx	z15.d, p5/m, z31.d
revh	z15.d, p5/m, z19.d
movprfx	z17, z31
revh	z17.s, p4/m, z18.s
movprfx	z17.s, p3/m, z31.s
revh	z17.s, p4/m, z18.s
movprfx	z3, z31
revw	z3.d, p3/m, z25.d
movprfx	z3.b, p3/z, z31.b
revw	z3.d, p3/m, z25.d
movprfx	z23, z31
rev	z23.b, z14.b
movprfx	z23.b, p3/m, z31.b
rev	z23.b, z14.b
movprfx	z26, z31
rev	z26.d, z4.d
movprfx	z26.d, p4/m, z31.d
rev	z26.d, z4.d
movprfx	z13, z31
rev	z13.h, z10.h
movprfx	z13.h, p5/z, z31.h
rev	z13.h, z10.h
movprfx	z15, z31
rev	z15.s, z26.s
movprfx	z15.d, p6/m, z31.d
rev	z15.s, z26.s
movprfx	z6, z31
rshrnb	z6.h, z11.s, #5
movprfx	z6.s, p3/z, z31.s
rshrnb	z6.h, z11.s, #5
movprfx	z1, z31
rshrnb	z1.s, z21.d, #26
movprfx	z1.s, p4/m, z31.s
rshrnb	z1.s, z21.d, #26
movprfx	z2, z31
rshrnb	z2.b, z10.h, #2
movprfx	z2.b, p5/m, z31.b
rshrnb	z2.b, z10.h, #2
movprfx	z8, z31
rshrnt	z8.h, z12.s, #4
movprfx	z8.h, p6/z, z31.h
rshrnt	z8.h, z12.s, #4
movprfx	z23, z31
rshrnt	z23.s, z11.d, #15
movprfx	z23.s, p7/m, z31.s
rshrnt	z23.s, z11.d, #15
movprfx	z3, z31
rshrnt	z3.b, z5.h, #4
movprfx	z3.h, p0/m, z31.h
rshrnt	z3.b, z5.h, #4
movprfx	z16, z31
rsubhnb	z16.b, z24.h, z22.h
movprfx	z16.b, p7/z, z31.b
rsubhnb	z16.b, z24.h, z22.h
movprfx	z23, z31
rsubhnb	z23.h, z20.s, z21.s
movprfx	z23.h, p0/m, z31.h
rsubhnb	z23.h, z20.s, z21.s
movprfx	z25, z31
rsubhnb	z25.s, z16.d, z17.d
movprfx	z25.s, p1/m, z31.s
rsubhnb	z25.s, z16.d, z17.d
movprfx	z12, z31
rsubhnt	z12.b, z0.h, z13.h
movprfx	z12.h, p2/z, z31.h
rsubhnt	z12.b, z0.h, z13.h
movprfx	z1, z31
rsubhnt	z1.h, z11.s, z15.s
movprfx	z1.h, p3/m, z31.h
rsubhnt	z1.h, z11.s, z15.s
movprfx	z20, z31
rsubhnt	z20.s, z28.d, z7.d
movprfx	z20.s, p4/m, z31.s
rsubhnt	z20.s, z28.d, z7.d
movprfx	z17, z31
sabalb	z17.h, z16.b, z25.b
movprfx	z17.h, p3/z, z31.h
sabalb	z17.h, z16.b, z25.b
movprfx	z23, z31
sabalb	z23.s, z19.h, z17.h
movprfx	z23.d, p4/m, z31.d
sabalb	z23.s, z19.h, z17.h
movprfx	z7, z31
sabalb	z7.d, z24.s, z7.s
movprfx	z7.d, p5/m, z31.d
sabalb	z7.d, z24.s, z7.s
movprfx	z19, z31
sabalt	z19.h, z14.b, z3.b
movprfx	z19.h, p6/z, z31.h
sabalt	z19.h, z14.b, z3.b
movprfx	z2, z31
sabalt	z2.s, z15.h, z15.h
movprfx	z2.s, p7/m, z31.s
sabalt	z2.s, z15.h, z15.h
movprfx	z11, z31
sabalt	z11.d, z15.s, z13.s
movprfx	z11.d, p0/m, z31.d
sabalt	z11.d, z15.s, z13.s
movprfx	z26, z31
saba	z26.b, z9.b, z28.b
movprfx	z26.b, p7/z, z31.b
saba	z26.b, z9.b, z28.b
movprfx	z14, z31
saba	z14.d, z3.d, z7.d
movprfx	z14.d, p0/m, z31.d
saba	z14.d, z3.d, z7.d
movprfx	z16, z31
saba	z16.h, z20.h, z17.h
movprfx	z16.h, p1/m, z31.h
saba	z16.h, z20.h, z17.h
movprfx	z30, z31
saba	z30.s, z19.s, z28.s
movprfx	z30.s, p2/z, z31.s
saba	z30.s, z19.s, z28.s
movprfx	z29, z31
sabdlb	z29.h, z12.b, z1.b
movprfx	z29.h, p1/m, z31.h
sabdlb	z29.h, z12.b, z1.b
movprfx	z3, z31
sabdlb	z3.s, z18.h, z24.h
movprfx	z3.s, p2/m, z31.s
sabdlb	z3.s, z18.h, z24.h
movprfx	z10, z31
sabdlb	z10.d, z15.s, z26.s
movprfx	z10.d, p3/z, z31.d
sabdlb	z10.d, z15.s, z26.s
movprfx	z9, z31
sabdlt	z9.h, z14.b, z21.b
movprfx	z9.h, p4/m, z31.h
sabdlt	z9.h, z14.b, z21.b
movprfx	z25, z31
sabdlt	z25.s, z26.h, z15.h
movprfx	z25.d, p5/m, z31.d
sabdlt	z25.s, z26.h, z15.h
movprfx	z13, z31
sabdlt	z13.d, z3.s, z16.s
movprfx	z13.d, p6/z, z31.d
sabdlt	z13.d, z3.s, z16.s
movprfx	z7, z31
sabd	z7.b, p1/m, z7.b, z16.b
movprfx	z7.b, p5/m, z31.b
sabd	z7.b, p1/m, z7.b, z16.b
movprfx	z21, z31
sabd	z21.d, p1/m, z21.d, z10.d
movprfx	z21.d, p1/m, z31.d
sabd	z21.d, p1/m, z21.d, z10.d
movprfx	z19, z31
sabd	z19.h, p2/m, z19.h, z11.h
movprfx	z19.s, p7/z, z31.s
sabd	z19.h, p2/m, z19.h, z11.h
movprfx	z8, z31
sabd	z8.s, p1/m, z8.s, z1.s
movprfx	z8.s, p1/m, z31.s
sabd	z8.s, p1/m, z8.s, z1.s
movprfx	z19, z31
sadalp	z19.h, p6/m, z19.b
movprfx	z19.h, p7/m, z31.h
sadalp	z19.h, p6/m, z19.b
movprfx	z18, z31
sadalp	z18.s, p5/m, z17.h
movprfx	z18.s, p5/z, z31.s
sadalp	z18.s, p5/m, z17.h
movprfx	z22, z31
sadalp	z22.d, p3/m, z6.s
movprfx	z22.b, p1/m, z31.b
sadalp	z22.d, p3/m, z6.s
movprfx	z27, z31
saddlbt	z27.h, z12.b, z2.b
movprfx	z27.h, p0/m, z31.h
saddlbt	z27.h, z12.b, z2.b
movprfx	z18, z31
saddlbt	z18.s, z18.h, z13.h
movprfx	z18.s, p1/z, z31.s
saddlbt	z18.s, z18.h, z13.h
movprfx	z10, z31
saddlbt	z10.d, z20.s, z20.s
movprfx	z10.d, p2/m, z31.d
saddlbt	z10.d, z20.s, z20.s
movprfx	z4, z31
saddlb	z4.h, z27.b, z1.b
movprfx	z4.s, p3/m, z31.s
saddlb	z4.h, z27.b, z1.b
movprfx	z31, z30
saddlb	z31.s, z27.h, z17.h
movprfx	z31.s, p4/z, z30.s
saddlb	z31.s, z27.h, z17.h
movprfx	z9, z31
saddlb	z9.d, z25.s, z18.s
movprfx	z9.d, p5/m, z31.d
saddlb	z9.d, z25.s, z18.s
movprfx	z8, z31
saddlt	z8.h, z22.b, z20.b
movprfx	z8.h, p4/m, z31.h
saddlt	z8.h, z22.b, z20.b
movprfx	z23, z31
saddlt	z23.s, z20.h, z0.h
movprfx	z23.d, p5/z, z31.d
saddlt	z23.s, z20.h, z0.h
movprfx	z7, z31
saddlt	z7.d, z22.s, z13.s
movprfx	z7.d, p6/m, z31.d
saddlt	z7.d, z22.s, z13.s
movprfx	z13, z31
saddwb	z13.h, z29.h, z12.b
movprfx	z13.h, p5/m, z31.h
saddwb	z13.h, z29.h, z12.b
movprfx	z13, z31
saddwb	z13.s, z13.s, z2.h
movprfx	z13.s, p6/m, z31.s
saddwb	z13.s, z13.s, z2.h
movprfx	z4, z31
saddwb	z4.d, z0.d, z24.s
movprfx	z4.d, p7/z, z31.d
saddwb	z4.d, z0.d, z24.s
movprfx	z25, z31
saddwt	z25.h, z22.h, z0.b
movprfx	z25.h, p0/m, z31.h
saddwt	z25.h, z22.h, z0.b
movprfx	z24, z31
saddwt	z24.s, z10.s, z24.h
movprfx	z24.d, p1/m, z31.d
saddwt	z24.s, z10.s, z24.h
movprfx	z30, z31
saddwt	z30.d, z30.d, z9.s
movprfx	z30.d, p2/z, z31.d
saddwt	z30.d, z30.d, z9.s
movprfx	z19, z31
sbclb	z19.d, z16.d, z8.d
movprfx	z19.d, p2/m, z31.d
sbclb	z19.d, z16.d, z8.d
movprfx	z30, z31
sbclb	z30.s, z16.s, z6.s
movprfx	z30.d, p3/z, z31.d
sbclb	z30.s, z16.s, z6.s
movprfx	z7, z31
sbclt	z7.d, z24.d, z25.d
movprfx	z7.d, p4/m, z31.d
sbclt	z7.d, z24.d, z25.d
movprfx	z8, z31
sbclt	z8.s, z10.s, z17.s
movprfx	z8.s, p5/m, z31.s
sbclt	z8.s, z10.s, z17.s
movprfx	z12, z31
scvtf	z12.d, p3/m, z20.d
movprfx	z12.d, p3/z, z31.d
scvtf	z12.d, p3/m, z20.d
movprfx	z10, z31
scvtf	z10.d, p3/m, z3.s
movprfx	z10.d, p1/m, z31.d
scvtf	z10.d, p3/m, z3.s
movprfx	z30, z31
scvtf	z30.h, p3/m, z15.d
movprfx	z30.h, p3/m, z31.h
scvtf	z30.h, p3/m, z15.d
movprfx	z8, z31
scvtf	z8.h, p0/m, z15.h
movprfx	z8.h, p3/z, z31.h
scvtf	z8.h, p0/m, z15.h
movprfx	z25, z31
scvtf	z25.h, p0/m, z27.s
movprfx	z25.s, p0/m, z31.s
scvtf	z25.h, p0/m, z27.s
movprfx	z30, z31
scvtf	z30.s, p2/m, z20.d
movprfx	z30.s, p5/m, z31.s
scvtf	z30.s, p2/m, z20.d
movprfx	z26, z31
scvtf	z26.s, p0/m, z24.s
movprfx	z26.s, p0/z, z31.s
scvtf	z26.s, p0/m, z24.s
movprfx	z15, z31
sdivr	z15.d, p6/m, z15.d, z31.d
movprfx	z15.d, p7/m, z31.d
sdivr	z15.d, p6/m, z15.d, z31.d
movprfx	z26, z31
sdivr	z26.s, p3/m, z26.s, z26.s
movprfx	z26.d, p3/z, z31.d
sdivr	z26.s, p3/m, z26.s, z26.s
movprfx	z26, z31
sdiv	z26.d, p5/m, z26.d, z4.d
movprfx	z26.d, p3/z, z31.d
sdiv	z26.d, p5/m, z26.d, z4.d
movprfx	z31, z30
sdiv	z31.s, p5/m, z31.s, z28.s
movprfx	z31.s, p5/m, z30.s
sdiv	z31.s, p5/m, z31.s, z28.s
movprfx	z10, z31
sdot	z10.d, z16.h, z1.h[1]
movprfx	z10.b, p5/m, z31.b
sdot	z10.d, z16.h, z1.h[1]
movprfx	z12, z31
sdot	z12.s, z4.b, z0.b[2]
movprfx	z12.s, p6/z, z31.s
sdot	z12.s, z4.b, z0.b[2]
movprfx	z21, z31
sdot	z21.d, z16.h, z5.h
movprfx	z21.d, p7/m, z31.d
sdot	z21.d, z16.h, z5.h
movprfx	z9, z31
sdot	z9.s, z28.b, z29.b
movprfx	z9.s, p0/m, z31.s
sdot	z9.s, z28.b, z29.b
movprfx	z22, z31
sel	z22.b, p6, z6.b, z17.b
movprfx	z22.b, p6/m, z31.b
sel	z22.b, p6, z6.b, z17.b
movprfx	z5, z31
sel	z5.d, p8, z25.d, z5.d
movprfx	z5.b, p7/z, z31.b
sel	z5.d, p8, z25.d, z5.d
movprfx	z25, z31
sel	z25.h, p6, z23.h, z25.h
movprfx	z25.h, p0/m, z31.h
sel	z25.h, p6, z23.h, z25.h
movprfx	z4, z31
sel	z4.s, p3, z26.s, z4.s
movprfx	z4.s, p1/m, z31.s
sel	z4.s, p3, z26.s, z4.s
movprfx	z14, z31
shadd	z14.b, p0/m, z14.b, z17.b
movprfx	z14.h, p3/m, z31.h
shadd	z14.b, p0/m, z14.b, z17.b
movprfx	z19, z31
shadd	z19.d, p2/m, z19.d, z6.d
movprfx	z19.d, p2/z, z31.d
shadd	z19.d, p2/m, z19.d, z6.d
movprfx	z2, z31
shadd	z2.h, p2/m, z2.h, z26.h
movprfx	z2.h, p5/m, z31.h
shadd	z2.h, p2/m, z2.h, z26.h
movprfx	z31, z30
shadd	z31.s, p7/m, z31.s, z16.s
movprfx	z31.s, p7/m, z30.s
shadd	z31.s, p7/m, z31.s, z16.s
movprfx	z23, z31
shrnb	z23.h, z13.s, #6
movprfx	z23.h, p3/m, z31.h
shrnb	z23.h, z13.s, #6
movprfx	z18, z31
shrnb	z18.s, z23.d, #1
movprfx	z18.d, p4/z, z31.d
shrnb	z18.s, z23.d, #1
movprfx	z14, z31
shrnb	z14.b, z12.h, #8
movprfx	z14.b, p5/m, z31.b
shrnb	z14.b, z12.h, #8
movprfx	z29, z31
shrnt	z29.h, z16.s, #11
movprfx	z29.h, p6/m, z31.h
shrnt	z29.h, z16.s, #11
movprfx	z25, z31
shrnt	z25.s, z7.d, #20
movprfx	z25.s, p7/z, z31.s
shrnt	z25.s, z7.d, #20
movprfx	z8, z31
shrnt	z8.b, z13.h, #8
movprfx	z8.b, p0/m, z31.b
shrnt	z8.b, z13.h, #8
movprfx	z7, z31
shsubr	z7.b, p3/m, z7.b, z5.b
movprfx	z7.b, p7/m, z31.b
shsubr	z7.b, p3/m, z7.b, z5.b
movprfx	z20, z31
shsubr	z20.d, p0/m, z20.d, z18.d
movprfx	z20.d, p0/z, z31.d
shsubr	z20.d, p0/m, z20.d, z18.d
movprfx	z3, z31
shsubr	z3.h, p6/m, z3.h, z3.h
movprfx	z3.h, p1/m, z31.h
shsubr	z3.h, p6/m, z3.h, z3.h
movprfx	z21, z31
shsubr	z21.s, p7/m, z21.s, z23.s
movprfx	z21.s, p7/m, z31.s
shsubr	z21.s, p7/m, z21.s, z23.s
movprfx	z27, z31
shsub	z27.b, p0/m, z27.b, z12.b
movprfx	z27.h, p3/z, z31.h
shsub	z27.b, p0/m, z27.b, z12.b
movprfx	z31, z30
shsub	z31.d, p4/m, z31.d, z14.d
movprfx	z31.d, p4/m, z30.d
shsub	z31.d, p4/m, z31.d, z14.d
movprfx	z5, z31
shsub	z5.h, p2/m, z5.h, z13.h
movprfx	z5.h, p5/m, z31.h
shsub	z5.h, p2/m, z5.h, z13.h
movprfx	z24, z31
shsub	z24.s, p0/m, z24.s, z20.s
movprfx	z24.s, p0/z, z31.s
shsub	z24.s, p0/m, z24.s, z20.s
movprfx	z29, z31
sli	z29.b, z31.b, #0
movprfx	z29.h, p5/m, z31.h
sli	z29.b, z31.b, #0
movprfx	z23, z31
sli	z23.d, z29.d, #49
movprfx	z23.d, p6/m, z31.d
sli	z23.d, z29.d, #49
movprfx	z5, z31
sli	z5.h, z30.h, #8
movprfx	z5.h, p7/z, z31.h
sli	z5.h, z30.h, #8
movprfx	z10, z31
sli	z10.s, z7.s, #31
movprfx	z10.s, p0/m, z31.s
sli	z10.s, z7.s, #31
movprfx	z17, z31
sm4ekey	z17.s, z5.s, z14.s
movprfx	z17.s, p2/m, z31.s
sm4ekey	z17.s, z5.s, z14.s
movprfx	z19, z31
sm4e	z19.s, z19.s, z27.s
movprfx	z19.s, p3/m, z31.s
sm4e	z19.s, z19.s, z27.s
movprfx	z26, z31
smaxp	z26.b, p2/m, z26.b, z6.b
movprfx	z26.b, p5/m, z31.b
smaxp	z26.b, p2/m, z26.b, z6.b
movprfx	z19, z31
smaxp	z19.d, p1/m, z19.d, z2.d
movprfx	z19.b, p1/m, z31.b
smaxp	z19.d, p1/m, z19.d, z2.d
movprfx	z4, z31
smaxp	z4.h, p6/m, z4.h, z18.h
movprfx	z4.h, p7/z, z31.h
smaxp	z4.h, p6/m, z4.h, z18.h
movprfx	z23, z31
smaxp	z23.s, p5/m, z23.s, z22.s
movprfx	z23.s, p5/m, z31.s
smaxp	z23.s, p5/m, z23.s, z22.s
movprfx	z0, z31
smax	z0.b, z0.b, #-34
movprfx	z0.b, p4/z, z31.b
smax	z0.b, z0.b, #-34
movprfx	z11, z31
smax	z11.d, z11.d, #43
movprfx	z11.d, p5/m, z31.d
smax	z11.d, z11.d, #43
movprfx	z27, z31
smax	z27.h, z27.h, #127
movprfx	z27.h, p6/m, z31.h
smax	z27.h, z27.h, #127
movprfx	z13, z31
smax	z13.s, z13.s, #112
movprfx	z13.d, p7/z, z31.d
smax	z13.s, z13.s, #112
movprfx	z5, z31
smax	z5.b, p2/m, z5.b, z7.b
movprfx	z5.b, p2/m, z31.b
smax	z5.b, p2/m, z5.b, z7.b
movprfx	z19, z31
smax	z19.d, p7/m, z19.d, z23.d
movprfx	z19.d, p1/m, z31.d
smax	z19.d, p7/m, z19.d, z23.d
movprfx	z30, z31
smax	z30.h, p6/m, z30.h, z29.h
movprfx	z30.h, p6/z, z31.h
smax	z30.h, p6/m, z30.h, z29.h
movprfx	z30, z31
smax	z30.s, p2/m, z30.s, z25.s
movprfx	z30.s, p3/m, z31.s
smax	z30.s, p2/m, z30.s, z25.s
movprfx	z29, z31
sminp	z29.b, p3/m, z29.b, z7.b
movprfx	z29.b, p3/z, z31.b
sminp	z29.b, p3/m, z29.b, z7.b
movprfx	z9, z31
sminp	z9.d, p4/m, z9.d, z8.d
movprfx	z9.d, p4/m, z31.d
sminp	z9.d, p4/m, z9.d, z8.d
movprfx	z16, z31
sminp	z16.h, p5/m, z16.h, z23.h
movprfx	z16.h, p5/m, z31.h
sminp	z16.h, p5/m, z16.h, z23.h
movprfx	z7, z31
sminp	z7.s, p7/m, z7.s, z7.s
movprfx	z7.d, p7/z, z31.d
sminp	z7.s, p7/m, z7.s, z7.s
movprfx	z5, z31
smin	z5.b, z5.b, #-23
movprfx	z5.h, p2/m, z31.h
smin	z5.b, z5.b, #-23
movprfx	z17, z31
smin	z17.d, z17.d, #-39
movprfx	z17.d, p3/z, z31.d
smin	z17.d, z17.d, #-39
movprfx	z26, z31
smin	z26.h, z26.h, #63
movprfx	z26.h, p4/m, z31.h
smin	z26.h, z26.h, #63
movprfx	z30, z31
smin	z30.s, z30.s, #110
movprfx	z30.s, p5/m, z31.s
smin	z30.s, z30.s, #110
movprfx	z3, z31
smin	z3.b, p6/m, z3.b, z14.b
movprfx	z3.b, p6/z, z31.b
smin	z3.b, p6/m, z3.b, z14.b
movprfx	z28, z31
smin	z28.d, p7/m, z28.d, z16.d
movprfx	z28.b, p7/m, z31.b
smin	z28.d, p7/m, z28.d, z16.d
movprfx	z9, z31
smin	z9.h, p5/m, z9.h, z14.h
movprfx	z9.h, p5/m, z31.h
smin	z9.h, p5/m, z9.h, z14.h
movprfx	z16, z31
smin	z16.s, p0/m, z16.s, z24.s
movprfx	z16.s, p1/z, z31.s
smin	z16.s, p0/m, z16.s, z24.s
movprfx	z14, z31
smlalb	z14.d, z11.s, z8.s[2]
movprfx	z14.d, p0/m, z31.d
smlalb	z14.d, z11.s, z8.s[2]
movprfx	z16, z31
smlalb	z16.s, z19.h, z2.h[6]
movprfx	z16.d, p1/m, z31.d
smlalb	z16.s, z19.h, z2.h[6]
movprfx	z16, z31
smlalb	z16.h, z21.b, z25.b
movprfx	z16.h, p2/z, z31.h
smlalb	z16.h, z21.b, z25.b
movprfx	z14, z31
smlalb	z14.s, z20.h, z5.h
movprfx	z14.s, p3/m, z31.s
smlalb	z14.s, z20.h, z5.h
movprfx	z8, z31
smlalb	z8.d, z30.s, z31.s
movprfx	z8.d, p4/m, z31.d
smlalb	z8.d, z30.s, z31.s
movprfx	z18, z31
smlalt	z18.d, z6.s, z4.s[2]
movprfx	z18.d, p5/z, z31.d
smlalt	z18.d, z6.s, z4.s[2]
movprfx	z29, z31
smlalt	z29.s, z23.h, z3.h[6]
movprfx	z29.d, p6/m, z31.d
smlalt	z29.s, z23.h, z3.h[6]
movprfx	z3, z31
smlalt	z3.h, z16.b, z13.b
movprfx	z3.h, p7/m, z31.h
smlalt	z3.h, z16.b, z13.b
movprfx	z16, z31
smlalt	z16.s, z24.h, z4.h
movprfx	z16.s, p0/z, z31.s
smlalt	z16.s, z24.h, z4.h
movprfx	z4, z31
smlalt	z4.d, z24.s, z3.s
movprfx	z4.d, p1/m, z31.d
smlalt	z4.d, z24.s, z3.s
movprfx	z27, z31
smlslb	z27.d, z12.s, z4.s[0]
movprfx	z27.d, p4/z, z31.d
smlslb	z27.d, z12.s, z4.s[0]
movprfx	z20, z31
smlslb	z20.s, z20.h, z7.h[1]
movprfx	z20.d, p5/m, z31.d
smlslb	z20.s, z20.h, z7.h[1]
movprfx	z20, z31
smlslb	z20.h, z2.b, z31.b
movprfx	z20.h, p6/m, z31.h
smlslb	z20.h, z2.b, z31.b
movprfx	z2, z31
smlslb	z2.s, z2.h, z13.h
movprfx	z2.s, p7/z, z31.s
smlslb	z2.s, z2.h, z13.h
movprfx	z6, z31
smlslb	z6.d, z13.s, z31.s
movprfx	z6.d, p0/m, z31.d
smlslb	z6.d, z13.s, z31.s
movprfx	z1, z31
smlslt	z1.d, z0.s, z7.s[2]
movprfx	z1.d, p1/m, z31.d
smlslt	z1.d, z0.s, z7.s[2]
movprfx	z5, z31
smlslt	z5.s, z15.h, z3.h[0]
movprfx	z5.d, p2/z, z31.d
smlslt	z5.s, z15.h, z3.h[0]
movprfx	z8, z31
smlslt	z8.h, z29.b, z23.b
movprfx	z8.h, p3/m, z31.h
smlslt	z8.h, z29.b, z23.b
movprfx	z2, z31
smlslt	z2.s, z16.h, z16.h
movprfx	z2.s, p4/m, z31.s
smlslt	z2.s, z16.h, z16.h
movprfx	z4, z31
smlslt	z4.d, z6.s, z10.s
movprfx	z4.d, p5/z, z31.d
smlslt	z4.d, z6.s, z10.s
movprfx	z21, z31
smmla	z21.s, z6.b, z16.b
movprfx	z21.d, p1/z, z31.d
smmla	z21.s, z6.b, z16.b
movprfx	z7, z31
smulh	z7.b, p1/m, z7.b, z25.b
movprfx	z7.b, p1/m, z31.b
smulh	z7.b, p1/m, z7.b, z25.b
movprfx	z28, z31
smulh	z28.d, p5/m, z28.d, z9.d
movprfx	z28.d, p1/m, z31.d
smulh	z28.d, p5/m, z28.d, z9.d
movprfx	z20, z31
smulh	z20.h, p7/m, z20.h, z6.h
movprfx	z20.h, p7/z, z31.h
smulh	z20.h, p7/m, z20.h, z6.h
movprfx	z18, z31
smulh	z18.s, p0/m, z18.s, z27.s
movprfx	z18.d, p3/m, z31.d
smulh	z18.s, p0/m, z18.s, z27.s
movprfx	z30, z31
smulh	z30.b, z14.b, z10.b
movprfx	z30.b, p4/m, z31.b
smulh	z30.b, z14.b, z10.b
movprfx	z25, z31
smulh	z25.d, z25.d, z7.d
movprfx	z25.d, p5/z, z31.d
smulh	z25.d, z25.d, z7.d
movprfx	z8, z31
smulh	z8.h, z31.h, z24.h
movprfx	z8.h, p6/m, z31.h
smulh	z8.h, z31.h, z24.h
movprfx	z15, z31
smulh	z15.s, z10.s, z22.s
movprfx	z15.s, p7/m, z31.s
smulh	z15.s, z10.s, z22.s
movprfx	z25, z31
smullb	z25.d, z18.s, z12.s[3]
movprfx	z25.d, p1/m, z31.d
smullb	z25.d, z18.s, z12.s[3]
movprfx	z5, z31
smullb	z5.s, z29.h, z3.h[4]
movprfx	z5.s, p2/m, z31.s
smullb	z5.s, z29.h, z3.h[4]
movprfx	z14, z31
smullb	z14.h, z25.b, z27.b
movprfx	z14.h, p3/z, z31.h
smullb	z14.h, z25.b, z27.b
movprfx	z8, z31
smullb	z8.s, z4.h, z29.h
movprfx	z8.s, p4/m, z31.s
smullb	z8.s, z4.h, z29.h
movprfx	z19, z31
smullb	z19.d, z3.s, z23.s
movprfx	z19.b, p5/m, z31.b
smullb	z19.d, z3.s, z23.s
movprfx	z26, z31
smullt	z26.d, z16.s, z12.s[2]
movprfx	z26.d, p6/z, z31.d
smullt	z26.d, z16.s, z12.s[2]
movprfx	z21, z31
smullt	z21.s, z5.h, z1.h[4]
movprfx	z21.s, p7/m, z31.s
smullt	z21.s, z5.h, z1.h[4]
movprfx	z23, z31
smullt	z23.h, z3.b, z4.b
movprfx	z23.h, p0/m, z31.h
smullt	z23.h, z3.b, z4.b
movprfx	z14, z31
smullt	z14.s, z7.h, z14.h
movprfx	z14.s, p1/z, z31.s
smullt	z14.s, z7.h, z14.h
movprfx	z4, z31
smullt	z4.d, z15.s, z0.s
movprfx	z4.b, p2/m, z31.b
smullt	z4.d, z15.s, z0.s
movprfx	z4, z31
splice	z4.b, p7, { z13.b, z14.b }
movprfx	z4.b, p5/z, z31.b
splice	z4.b, p7, { z13.b, z14.b }
movprfx	z9, z31
splice	z9.d, p0, { z29.d, z30.d }
movprfx	z9.d, p6/m, z31.d
splice	z9.d, p0, { z29.d, z30.d }
movprfx	z6, z31
splice	z6.h, p7, { z14.h, z15.h }
movprfx	z6.h, p7/m, z31.h
splice	z6.h, p7, { z14.h, z15.h }
movprfx	z14, z31
splice	z14.s, p1, { z6.s, z7.s }
movprfx	z14.s, p0/z, z31.s
splice	z14.s, p1, { z6.s, z7.s }
movprfx	z1, z31
splice	z1.b, p3, z1.b, z11.b
movprfx	z1.h, p1/m, z31.h
splice	z1.b, p3, z1.b, z11.b
movprfx	z7, z31
splice	z7.d, p6, z7.d, z24.d
movprfx	z7.d, p2/m, z31.d
splice	z7.d, p6, z7.d, z24.d
movprfx	z31, z30
splice	z31.h, p3, z31.h, z0.h
movprfx	z31.h, p3/z, z30.h
splice	z31.h, p3, z31.h, z0.h
movprfx	z12, z31
splice	z12.s, p3, z12.s, z2.s
movprfx	z12.s, p4/m, z31.s
splice	z12.s, p3, z12.s, z2.s
movprfx	z26, z31
sqabs	z26.b, p1/m, z25.b
movprfx	z26.b, p5/m, z31.b
sqabs	z26.b, p1/m, z25.b
movprfx	z1, z31
sqabs	z1.d, p7/m, z26.d
movprfx	z1.b, p7/z, z31.b
sqabs	z1.d, p7/m, z26.d
movprfx	z3, z31
sqabs	z3.h, p2/m, z16.h
movprfx	z3.h, p7/m, z31.h
sqabs	z3.h, p2/m, z16.h
movprfx	z23, z31
sqabs	z23.s, p6/m, z8.s
movprfx	z23.s, p6/m, z31.s
sqabs	z23.s, p6/m, z8.s
movprfx	z9, z31
sqadd	z9.b, z9.b, #65
movprfx	z9.b, p4/m, z31.b
sqadd	z9.b, z9.b, #65
movprfx	z31, z30
sqadd	z31.d, z31.d, #0, lsl #8
movprfx	z31.b, p5/z, z30.b
sqadd	z31.d, z31.d, #0, lsl #8
movprfx	z25, z31
sqadd	z25.h, z25.h, #43520
movprfx	z25.h, p6/m, z31.h
sqadd	z25.h, z25.h, #43520
movprfx	z0, z31
sqadd	z0.s, z0.s, #0, lsl #8
movprfx	z0.s, p7/m, z31.s
sqadd	z0.s, z0.s, #0, lsl #8
movprfx	z17, z31
sqadd	z17.b, p1/m, z17.b, z25.b
movprfx	z17.b, p1/z, z31.b
sqadd	z17.b, p1/m, z17.b, z25.b
movprfx	z20, z31
sqadd	z20.d, p6/m, z20.d, z18.d
movprfx	z20.d, p1/m, z31.d
sqadd	z20.d, p6/m, z20.d, z18.d
movprfx	z27, z31
sqadd	z27.h, p0/m, z27.h, z0.h
movprfx	z27.s, p0/m, z31.s
sqadd	z27.h, p0/m, z27.h, z0.h
movprfx	z10, z31
sqadd	z10.s, p7/m, z10.s, z1.s
movprfx	z10.s, p3/z, z31.s
sqadd	z10.s, p7/m, z10.s, z1.s
movprfx	z1, z31
sqadd	z1.b, z29.b, z1.b
movprfx	z1.b, p4/m, z31.b
sqadd	z1.b, z29.b, z1.b
movprfx	z4, z31
sqadd	z4.d, z16.d, z16.d
movprfx	z4.d, p5/m, z31.d
sqadd	z4.d, z16.d, z16.d
movprfx	z30, z31
sqadd	z30.h, z16.h, z28.h
movprfx	z30.h, p6/z, z31.h
sqadd	z30.h, z16.h, z28.h
movprfx	z30, z31
sqadd	z30.s, z5.s, z2.s
movprfx	z30.d, p7/m, z31.d
sqadd	z30.s, z5.s, z2.s
movprfx	z4, z31
sqcadd	z4.b, z4.b, z22.b, #270
movprfx	z4.b, p3/m, z31.b
sqcadd	z4.b, z4.b, z22.b, #270
movprfx	z18, z31
sqcadd	z18.d, z18.d, z14.d, #90
movprfx	z18.d, p4/m, z31.d
sqcadd	z18.d, z18.d, z14.d, #90
movprfx	z23, z31
sqcadd	z23.h, z23.h, z2.h, #90
movprfx	z23.h, p5/z, z31.h
sqcadd	z23.h, z23.h, z2.h, #90
movprfx	z28, z31
sqcadd	z28.s, z28.s, z17.s, #270
movprfx	z28.d, p6/m, z31.d
sqcadd	z28.s, z28.s, z17.s, #270
movprfx	z26, z31
sqdecd	z26.d, vl4, mul #2
movprfx	z26.b, p3/z, z31.b
sqdecd	z26.d, vl4, mul #2
movprfx	z10, z31
sqdech	z10.h, all, mul #1
movprfx	z10.h, p6/z, z31.h
sqdech	z10.h, all, mul #1
movprfx	z1, z31
sqdecp	z1.d, p14.d
movprfx	z1.d, p7/z, z31.d
sqdecp	z1.d, p14.d
movprfx	z1, z31
sqdecp	z1.h, p14.h
movprfx	z1.h, p0/m, z31.h
sqdecp	z1.h, p14.h
movprfx	z23, z31
sqdecp	z23.s, p2.s
movprfx	z23.s, p1/m, z31.s
sqdecp	z23.s, p2.s
movprfx	z1, z31
sqdecw	z1.s, vl16, mul #1
movprfx	z1.s, p4/m, z31.s
sqdecw	z1.s, vl16, mul #1
movprfx	z6, z31
sqdmlalbt	z6.h, z18.b, z23.b
movprfx	z6.h, p5/z, z31.h
sqdmlalbt	z6.h, z18.b, z23.b
movprfx	z12, z31
sqdmlalbt	z12.s, z7.h, z20.h
movprfx	z12.s, p6/m, z31.s
sqdmlalbt	z12.s, z7.h, z20.h
movprfx	z13, z31
sqdmlalbt	z13.d, z4.s, z7.s
movprfx	z13.b, p7/m, z31.b
sqdmlalbt	z13.d, z4.s, z7.s
movprfx	z13, z31
sqdmlalb	z13.d, z16.s, z3.s[3]
movprfx	z13.d, p0/z, z31.d
sqdmlalb	z13.d, z16.s, z3.s[3]
movprfx	z31, z30
sqdmlalb	z31.s, z8.h, z4.h[5]
movprfx	z31.s, p1/m, z30.s
sqdmlalb	z31.s, z8.h, z4.h[5]
movprfx	z1, z31
sqdmlalb	z1.h, z13.b, z6.b
movprfx	z1.h, p2/m, z31.h
sqdmlalb	z1.h, z13.b, z6.b
movprfx	z27, z31
sqdmlalb	z27.s, z12.h, z18.h
movprfx	z27.s, p3/z, z31.s
sqdmlalb	z27.s, z12.h, z18.h
movprfx	z15, z31
sqdmlalb	z15.d, z24.s, z31.s
movprfx	z15.b, p4/m, z31.b
sqdmlalb	z15.d, z24.s, z31.s
movprfx	z24, z31
sqdmlalt	z24.d, z27.s, z5.s[3]
movprfx	z24.d, p5/m, z31.d
sqdmlalt	z24.d, z27.s, z5.s[3]
movprfx	z6, z31
sqdmlalt	z6.s, z21.h, z7.h[1]
movprfx	z6.s, p6/z, z31.s
sqdmlalt	z6.s, z21.h, z7.h[1]
movprfx	z19, z31
sqdmlalt	z19.h, z0.b, z15.b
movprfx	z19.h, p7/m, z31.h
sqdmlalt	z19.h, z0.b, z15.b
movprfx	z4, z31
sqdmlalt	z4.s, z11.h, z6.h
movprfx	z4.s, p0/m, z31.s
sqdmlalt	z4.s, z11.h, z6.h
movprfx	z31, z30
sqdmlalt	z31.d, z0.s, z2.s
movprfx	z31.b, p1/z, z30.b
sqdmlalt	z31.d, z0.s, z2.s
movprfx	z19, z31
sqdmlslbt	z19.h, z19.b, z11.b
movprfx	z19.h, p6/m, z31.h
sqdmlslbt	z19.h, z19.b, z11.b
movprfx	z18, z31
sqdmlslbt	z18.s, z27.h, z2.h
movprfx	z18.s, p7/m, z31.s
sqdmlslbt	z18.s, z27.h, z2.h
movprfx	z13, z31
sqdmlslbt	z13.d, z3.s, z24.s
movprfx	z13.b, p0/z, z31.b
sqdmlslbt	z13.d, z3.s, z24.s
movprfx	z24, z31
sqdmlslb	z24.d, z22.s, z10.s[0]
movprfx	z24.d, p1/m, z31.d
sqdmlslb	z24.d, z22.s, z10.s[0]
movprfx	z27, z31
sqdmlslb	z27.s, z22.h, z6.h[7]
movprfx	z27.s, p2/m, z31.s
sqdmlslb	z27.s, z22.h, z6.h[7]
movprfx	z7, z31
sqdmlslb	z7.h, z23.b, z10.b
movprfx	z7.h, p3/z, z31.h
sqdmlslb	z7.h, z23.b, z10.b
movprfx	z2, z31
sqdmlslb	z2.s, z21.h, z29.h
movprfx	z2.s, p4/m, z31.s
sqdmlslb	z2.s, z21.h, z29.h
movprfx	z1, z31
sqdmlslb	z1.d, z1.s, z17.s
movprfx	z1.b, p5/m, z31.b
sqdmlslb	z1.d, z1.s, z17.s
movprfx	z3, z31
sqdmlslt	z3.d, z3.s, z9.s[3]
movprfx	z3.d, p6/z, z31.d
sqdmlslt	z3.d, z3.s, z9.s[3]
movprfx	z31, z30
sqdmlslt	z31.s, z28.h, z3.h[0]
movprfx	z31.s, p7/m, z30.s
sqdmlslt	z31.s, z28.h, z3.h[0]
movprfx	z16, z31
sqdmlslt	z16.h, z2.b, z16.b
movprfx	z16.h, p0/m, z31.h
sqdmlslt	z16.h, z2.b, z16.b
movprfx	z9, z31
sqdmlslt	z9.s, z25.h, z16.h
movprfx	z9.s, p1/z, z31.s
sqdmlslt	z9.s, z25.h, z16.h
movprfx	z2, z31
sqdmlslt	z2.d, z31.s, z10.s
movprfx	z2.b, p2/m, z31.b
sqdmlslt	z2.d, z31.s, z10.s
movprfx	z11, z31
sqdmulh	z11.d, z21.d, z8.d[0]
movprfx	z11.d, p7/m, z31.d
sqdmulh	z11.d, z21.d, z8.d[0]
movprfx	z13, z31
sqdmulh	z13.h, z6.h, z6.h[6]
movprfx	z13.h, p0/z, z31.h
sqdmulh	z13.h, z6.h, z6.h[6]
movprfx	z24, z31
sqdmulh	z24.s, z24.s, z7.s[0]
movprfx	z24.d, p1/m, z31.d
sqdmulh	z24.s, z24.s, z7.s[0]
movprfx	z27, z31
sqdmulh	z27.b, z28.b, z19.b
movprfx	z27.b, p2/m, z31.b
sqdmulh	z27.b, z28.b, z19.b
movprfx	z21, z31
sqdmulh	z21.d, z19.d, z12.d
movprfx	z21.d, p3/z, z31.d
sqdmulh	z21.d, z19.d, z12.d
movprfx	z5, z31
sqdmulh	z5.h, z16.h, z12.h
movprfx	z5.h, p4/m, z31.h
sqdmulh	z5.h, z16.h, z12.h
movprfx	z4, z31
sqdmulh	z4.s, z12.s, z5.s
movprfx	z4.s, p5/m, z31.s
sqdmulh	z4.s, z12.s, z5.s
movprfx	z25, z31
sqdmullb	z25.d, z17.s, z13.s[1]
movprfx	z25.d, p2/z, z31.d
sqdmullb	z25.d, z17.s, z13.s[1]
movprfx	z23, z31
sqdmullb	z23.s, z9.h, z5.h[1]
movprfx	z23.s, p3/m, z31.s
sqdmullb	z23.s, z9.h, z5.h[1]
movprfx	z6, z31
sqdmullb	z6.h, z11.b, z22.b
movprfx	z6.h, p4/m, z31.h
sqdmullb	z6.h, z11.b, z22.b
movprfx	z9, z31
sqdmullb	z9.s, z5.h, z26.h
movprfx	z9.d, p5/z, z31.d
sqdmullb	z9.s, z5.h, z26.h
movprfx	z17, z31
sqdmullb	z17.d, z26.s, z16.s
movprfx	z17.d, p6/m, z31.d
sqdmullb	z17.d, z26.s, z16.s
movprfx	z14, z31
sqdmullt	z14.d, z25.s, z8.s[1]
movprfx	z14.d, p7/m, z31.d
sqdmullt	z14.d, z25.s, z8.s[1]
movprfx	z21, z31
sqdmullt	z21.s, z5.h, z6.h[4]
movprfx	z21.s, p0/z, z31.s
sqdmullt	z21.s, z5.h, z6.h[4]
movprfx	z20, z31
sqdmullt	z20.h, z11.b, z10.b
movprfx	z20.h, p1/m, z31.h
sqdmullt	z20.h, z11.b, z10.b
movprfx	z20, z31
sqdmullt	z20.s, z14.h, z21.h
movprfx	z20.d, p2/m, z31.d
sqdmullt	z20.s, z14.h, z21.h
movprfx	z11, z31
sqdmullt	z11.d, z30.s, z8.s
movprfx	z11.d, p3/z, z31.d
sqdmullt	z11.d, z30.s, z8.s
movprfx	z8, z31
sqincd	z8.d, #26, mul #1
movprfx	z8.d, p4/m, z31.d
sqincd	z8.d, #26, mul #1
movprfx	z24, z31
sqinch	z24.h, vl16, mul #1
movprfx	z24.h, p7/m, z31.h
sqinch	z24.h, vl16, mul #1
movprfx	z9, z31
sqincp	z9.d, p15.d
movprfx	z9.b, p0/m, z31.b
sqincp	z9.d, p15.d
movprfx	z3, z31
sqincp	z3.h, p14.h
movprfx	z3.h, p1/z, z31.h
sqincp	z3.h, p14.h
movprfx	z6, z31
sqincp	z6.s, p14.s
movprfx	z6.s, p2/m, z31.s
sqincp	z6.s, p14.s
movprfx	z5, z31
sqincw	z5.s, pow2, mul #3
movprfx	z5.d, p5/m, z31.d
sqincw	z5.s, pow2, mul #3
movprfx	z25, z31
sqneg	z25.b, p2/m, z30.b
movprfx	z25.b, p2/m, z31.b
sqneg	z25.b, p2/m, z30.b
movprfx	z12, z31
sqneg	z12.d, p2/m, z8.d
movprfx	z12.d, p7/z, z31.d
sqneg	z12.d, p2/m, z8.d
movprfx	z28, z31
sqneg	z28.h, p5/m, z23.h
movprfx	z28.h, p5/m, z31.h
sqneg	z28.h, p5/m, z23.h
movprfx	z18, z31
sqneg	z18.s, p0/m, z31.s
movprfx	z18.s, p1/m, z31.s
sqneg	z18.s, p0/m, z31.s
movprfx	z25, z31
sqrdcmlah	z25.h, z4.h, z6.h[1], #180
movprfx	z25.h, p5/m, z31.h
sqrdcmlah	z25.h, z4.h, z6.h[1], #180
movprfx	z16, z31
sqrdcmlah	z16.s, z31.s, z9.s[0], #90
movprfx	z16.s, p6/z, z31.s
sqrdcmlah	z16.s, z31.s, z9.s[0], #90
movprfx	z12, z31
sqrdcmlah	z12.b, z9.b, z29.b, #0
movprfx	z12.b, p7/m, z31.b
sqrdcmlah	z12.b, z9.b, z29.b, #0
movprfx	z22, z31
sqrdcmlah	z22.d, z8.d, z2.d, #0
movprfx	z22.d, p0/m, z31.d
sqrdcmlah	z22.d, z8.d, z2.d, #0
movprfx	z2, z31
sqrdcmlah	z2.h, z1.h, z30.h, #270
movprfx	z2.s, p1/z, z31.s
sqrdcmlah	z2.h, z1.h, z30.h, #270
movprfx	z6, z31
sqrdcmlah	z6.s, z30.s, z26.s, #270
movprfx	z6.s, p2/m, z31.s
sqrdcmlah	z6.s, z30.s, z26.s, #270
movprfx	z23, z31
sqrdmlah	z23.d, z6.d, z11.d[1]
movprfx	z23.d, p3/m, z31.d
sqrdmlah	z23.d, z6.d, z11.d[1]
movprfx	z26, z31
sqrdmlah	z26.h, z3.h, z4.h[5]
movprfx	z26.h, p4/z, z31.h
sqrdmlah	z26.h, z3.h, z4.h[5]
movprfx	z8, z31
sqrdmlah	z8.s, z1.s, z6.s[0]
movprfx	z8.s, p5/m, z31.s
sqrdmlah	z8.s, z1.s, z6.s[0]
movprfx	z11, z31
sqrdmlah	z11.b, z12.b, z22.b
movprfx	z11.h, p6/m, z31.h
sqrdmlah	z11.b, z12.b, z22.b
movprfx	z7, z31
sqrdmlah	z7.d, z7.d, z6.d
movprfx	z7.d, p7/z, z31.d
sqrdmlah	z7.d, z7.d, z6.d
movprfx	z12, z31
sqrdmlah	z12.h, z28.h, z23.h
movprfx	z12.h, p0/m, z31.h
sqrdmlah	z12.h, z28.h, z23.h
movprfx	z6, z31
sqrdmlah	z6.s, z29.s, z4.s
movprfx	z6.s, p1/m, z31.s
sqrdmlah	z6.s, z29.s, z4.s
movprfx	z6, z31
sqrdmlsh	z6.d, z27.d, z12.d[1]
movprfx	z6.d, p6/z, z31.d
sqrdmlsh	z6.d, z27.d, z12.d[1]
movprfx	z15, z31
sqrdmlsh	z15.h, z31.h, z5.h[4]
movprfx	z15.h, p7/m, z31.h
sqrdmlsh	z15.h, z31.h, z5.h[4]
movprfx	z20, z31
sqrdmlsh	z20.s, z23.s, z3.s[3]
movprfx	z20.s, p0/m, z31.s
sqrdmlsh	z20.s, z23.s, z3.s[3]
movprfx	z10, z31
sqrdmlsh	z10.b, z27.b, z31.b
movprfx	z10.b, p1/z, z31.b
sqrdmlsh	z10.b, z27.b, z31.b
movprfx	z25, z31
sqrdmlsh	z25.d, z11.d, z30.d
movprfx	z25.b, p2/m, z31.b
sqrdmlsh	z25.d, z11.d, z30.d
movprfx	z10, z31
sqrdmlsh	z10.h, z15.h, z30.h
movprfx	z10.h, p3/m, z31.h
sqrdmlsh	z10.h, z15.h, z30.h
movprfx	z3, z31
sqrdmlsh	z3.s, z17.s, z22.s
movprfx	z3.s, p4/z, z31.s
sqrdmlsh	z3.s, z17.s, z22.s
movprfx	z19, z31
sqrdmulh	z19.d, z5.d, z1.d[0]
movprfx	z19.b, p1/m, z31.b
sqrdmulh	z19.d, z5.d, z1.d[0]
movprfx	z14, z31
sqrdmulh	z14.h, z20.h, z6.h[3]
movprfx	z14.h, p2/m, z31.h
sqrdmulh	z14.h, z20.h, z6.h[3]
movprfx	z17, z31
sqrdmulh	z17.s, z9.s, z7.s[0]
movprfx	z17.s, p3/z, z31.s
sqrdmulh	z17.s, z9.s, z7.s[0]
movprfx	z25, z31
sqrdmulh	z25.b, z1.b, z16.b
movprfx	z25.b, p4/m, z31.b
sqrdmulh	z25.b, z1.b, z16.b
movprfx	z15, z31
sqrdmulh	z15.d, z19.d, z14.d
movprfx	z15.d, p5/m, z31.d
sqrdmulh	z15.d, z19.d, z14.d
movprfx	z22, z31
sqrdmulh	z22.h, z0.h, z18.h
movprfx	z22.s, p6/z, z31.s
sqrdmulh	z22.h, z0.h, z18.h
movprfx	z9, z31
sqrdmulh	z9.s, z20.s, z5.s
movprfx	z9.s, p7/m, z31.s
sqrdmulh	z9.s, z20.s, z5.s
movprfx	z20, z31
sqrshlr	z20.b, p2/m, z20.b, z4.b
movprfx	z20.b, p2/m, z31.b
sqrshlr	z20.b, p2/m, z20.b, z4.b
movprfx	z22, z31
sqrshlr	z22.d, p7/m, z22.d, z11.d
movprfx	z22.b, p5/z, z31.b
sqrshlr	z22.d, p7/m, z22.d, z11.d
movprfx	z21, z31
sqrshlr	z21.h, p4/m, z21.h, z0.h
movprfx	z21.h, p4/m, z31.h
sqrshlr	z21.h, p4/m, z21.h, z0.h
movprfx	z13, z31
sqrshlr	z13.s, p2/m, z13.s, z19.s
movprfx	z13.s, p7/m, z31.s
sqrshlr	z13.s, p2/m, z13.s, z19.s
movprfx	z16, z31
sqrshl	z16.b, p0/m, z16.b, z31.b
movprfx	z16.b, p0/z, z31.b
sqrshl	z16.b, p0/m, z16.b, z31.b
movprfx	z31, z30
sqrshl	z31.d, p7/m, z31.d, z16.d
movprfx	z31.d, p1/m, z30.d
sqrshl	z31.d, p7/m, z31.d, z16.d
movprfx	z2, z31
sqrshl	z2.h, p7/m, z2.h, z24.h
movprfx	z2.s, p7/m, z31.s
sqrshl	z2.h, p7/m, z2.h, z24.h
movprfx	z17, z31
sqrshl	z17.s, p1/m, z17.s, z19.s
movprfx	z17.s, p3/z, z31.s
sqrshl	z17.s, p1/m, z17.s, z19.s
movprfx	z23, z31
sqrshrnb	z23.h, z21.s, #4
movprfx	z23.h, p7/z, z31.h
sqrshrnb	z23.h, z21.s, #4
movprfx	z4, z31
sqrshrnb	z4.s, z23.d, #20
movprfx	z4.s, p0/m, z31.s
sqrshrnb	z4.s, z23.d, #20
movprfx	z22, z31
sqrshrnb	z22.b, z27.h, #3
movprfx	z22.h, p1/m, z31.h
sqrshrnb	z22.b, z27.h, #3
movprfx	z11, z31
sqrshrnt	z11.h, z9.s, #12
movprfx	z11.h, p2/z, z31.h
sqrshrnt	z11.h, z9.s, #12
movprfx	z31, z30
sqrshrnt	z31.s, z22.d, #17
movprfx	z31.s, p3/m, z30.s
sqrshrnt	z31.s, z22.d, #17
movprfx	z11, z31
sqrshrnt	z11.b, z19.h, #1
movprfx	z11.b, p4/m, z31.b
sqrshrnt	z11.b, z19.h, #1
movprfx	z23, z31
sqrshrunb	z23.h, z7.s, #2
movprfx	z23.h, p6/z, z31.h
sqrshrunb	z23.h, z7.s, #2
movprfx	z30, z31
sqrshrunb	z30.s, z22.d, #13
movprfx	z30.s, p7/m, z31.s
sqrshrunb	z30.s, z22.d, #13
movprfx	z5, z31
sqrshrunb	z5.b, z5.h, #4
movprfx	z5.h, p0/m, z31.h
sqrshrunb	z5.b, z5.h, #4
movprfx	z18, z31
sqrshrunt	z18.h, z7.s, #10
movprfx	z18.h, p1/z, z31.h
sqrshrunt	z18.h, z7.s, #10
movprfx	z21, z31
sqrshrunt	z21.s, z0.d, #8
movprfx	z21.s, p2/m, z31.s
sqrshrunt	z21.s, z0.d, #8
movprfx	z3, z31
sqrshrunt	z3.b, z26.h, #2
movprfx	z3.b, p3/m, z31.b
sqrshrunt	z3.b, z26.h, #2
movprfx	z20, z31
sqshlr	z20.b, p0/m, z20.b, z16.b
movprfx	z20.b, p5/z, z31.b
sqshlr	z20.b, p0/m, z20.b, z16.b
movprfx	z23, z31
sqshlr	z23.d, p0/m, z23.d, z11.d
movprfx	z23.d, p0/m, z31.d
sqshlr	z23.d, p0/m, z23.d, z11.d
movprfx	z30, z31
sqshlr	z30.h, p2/m, z30.h, z8.h
movprfx	z30.s, p7/m, z31.s
sqshlr	z30.h, p2/m, z30.h, z8.h
movprfx	z25, z31
sqshlr	z25.s, p1/m, z25.s, z10.s
movprfx	z25.s, p1/z, z31.s
sqshlr	z25.s, p1/m, z25.s, z10.s
movprfx	z1, z31
sqshlu	z1.b, p0/m, z1.b, #1
movprfx	z1.b, p1/m, z31.b
sqshlu	z1.b, p0/m, z1.b, #1
movprfx	z15, z31
sqshlu	z15.d, p6/m, z15.d, #0
movprfx	z15.d, p6/m, z31.d
sqshlu	z15.d, p6/m, z15.d, #0
movprfx	z15, z31
sqshlu	z15.h, p7/m, z15.h, #14
movprfx	z15.h, p3/z, z31.h
sqshlu	z15.h, p7/m, z15.h, #14
movprfx	z22, z31
sqshlu	z22.s, p3/m, z22.s, #31
movprfx	z22.d, p3/m, z31.d
sqshlu	z22.s, p3/m, z22.s, #31
movprfx	z28, z31
sqshl	z28.b, p5/m, z28.b, #1
movprfx	z28.b, p5/m, z31.b
sqshl	z28.b, p5/m, z28.b, #1
movprfx	z24, z31
sqshl	z24.d, p7/m, z24.d, #8
movprfx	z24.d, p1/m, z31.d
sqshl	z24.d, p7/m, z24.d, #8
movprfx	z2, z31
sqshl	z2.h, p5/m, z2.h, #7
movprfx	z2.h, p5/z, z31.h
sqshl	z2.h, p5/m, z2.h, #7
movprfx	z16, z31
sqshl	z16.s, p1/m, z16.s, #31
movprfx	z16.d, p3/m, z31.d
sqshl	z16.s, p1/m, z16.s, #31
movprfx	z31, z30
sqshl	z31.b, p7/m, z31.b, z21.b
movprfx	z31.b, p7/m, z30.b
sqshl	z31.b, p7/m, z31.b, z21.b
movprfx	z9, z31
sqshl	z9.d, p0/m, z9.d, z12.d
movprfx	z9.d, p5/z, z31.d
sqshl	z9.d, p0/m, z9.d, z12.d
movprfx	z23, z31
sqshl	z23.h, p7/m, z23.h, z4.h
movprfx	z23.h, p7/m, z31.h
sqshl	z23.h, p7/m, z23.h, z4.h
movprfx	z17, z31
sqshl	z17.s, p1/m, z17.s, z25.s
movprfx	z17.s, p7/m, z31.s
sqshl	z17.s, p1/m, z17.s, z25.s
movprfx	z13, z31
sqshrnb	z13.h, z22.s, #1
movprfx	z13.h, p6/m, z31.h
sqshrnb	z13.h, z22.s, #1
movprfx	z22, z31
sqshrnb	z22.s, z4.d, #14
movprfx	z22.s, p7/m, z31.s
sqshrnb	z22.s, z4.d, #14
movprfx	z13, z31
sqshrnb	z13.b, z27.h, #1
movprfx	z13.b, p0/z, z31.b
sqshrnb	z13.b, z27.h, #1
movprfx	z25, z31
sqshrnt	z25.h, z12.s, #1
movprfx	z25.s, p1/m, z31.s
sqshrnt	z25.h, z12.s, #1
movprfx	z22, z31
sqshrnt	z22.s, z3.d, #8
movprfx	z22.s, p2/m, z31.s
sqshrnt	z22.s, z3.d, #8
movprfx	z16, z31
sqshrnt	z16.b, z8.h, #1
movprfx	z16.b, p3/z, z31.b
sqshrnt	z16.b, z8.h, #1
movprfx	z4, z31
sqshrunb	z4.h, z29.s, #3
movprfx	z4.h, p5/m, z31.h
sqshrunb	z4.h, z29.s, #3
movprfx	z11, z31
sqshrunb	z11.s, z31.d, #32
movprfx	z11.s, p6/m, z31.s
sqshrunb	z11.s, z31.d, #32
movprfx	z22, z31
sqshrunb	z22.b, z9.h, #1
movprfx	z22.b, p7/z, z31.b
sqshrunb	z22.b, z9.h, #1
movprfx	z19, z31
sqshrunt	z19.h, z21.s, #1
movprfx	z19.s, p0/m, z31.s
sqshrunt	z19.h, z21.s, #1
movprfx	z31, z30
sqshrunt	z31.s, z16.d, #30
movprfx	z31.s, p1/m, z30.s
sqshrunt	z31.s, z16.d, #30
movprfx	z22, z31
sqshrunt	z22.b, z28.h, #1
movprfx	z22.b, p2/z, z31.b
sqshrunt	z22.b, z28.h, #1
movprfx	z25, z31
sqsubr	z25.b, p7/m, z25.b, z25.b
movprfx	z25.b, p7/m, z31.b
sqsubr	z25.b, p7/m, z25.b, z25.b
movprfx	z0, z31
sqsubr	z0.d, p4/m, z0.d, z21.d
movprfx	z0.d, p5/m, z31.d
sqsubr	z0.d, p4/m, z0.d, z21.d
movprfx	z15, z31
sqsubr	z15.h, p2/m, z15.h, z17.h
movprfx	z15.h, p2/z, z31.h
sqsubr	z15.h, p2/m, z15.h, z17.h
movprfx	z8, z31
sqsubr	z8.s, p4/m, z8.s, z12.s
movprfx	z8.d, p7/m, z31.d
sqsubr	z8.s, p4/m, z8.s, z12.s
movprfx	z23, z31
sqsub	z23.b, z23.b, #134
movprfx	z23.b, p0/m, z31.b
sqsub	z23.b, z23.b, #134
movprfx	z12, z31
sqsub	z12.d, z12.d, #225
movprfx	z12.d, p1/z, z31.d
sqsub	z12.d, z12.d, #225
movprfx	z17, z31
sqsub	z17.h, z17.h, #179
movprfx	z17.h, p2/m, z31.h
sqsub	z17.h, z17.h, #179
movprfx	z0, z31
sqsub	z0.s, z0.s, #63
movprfx	z0.s, p3/m, z31.s
sqsub	z0.s, z0.s, #63
movprfx	z26, z31
sqsub	z26.b, p2/m, z26.b, z15.b
movprfx	z26.h, p2/z, z31.h
sqsub	z26.b, p2/m, z26.b, z15.b
movprfx	z20, z31
sqsub	z20.d, p4/m, z20.d, z21.d
movprfx	z20.d, p5/m, z31.d
sqsub	z20.d, p4/m, z20.d, z21.d
movprfx	z25, z31
sqsub	z25.h, p4/m, z25.h, z13.h
movprfx	z25.h, p4/m, z31.h
sqsub	z25.h, p4/m, z25.h, z13.h
movprfx	z12, z31
sqsub	z12.s, p3/m, z12.s, z25.s
movprfx	z12.s, p7/z, z31.s
sqsub	z12.s, p3/m, z12.s, z25.s
movprfx	z31, z30
sqsub	z31.b, z19.b, z19.b
movprfx	z31.b, p0/m, z30.b
sqsub	z31.b, z19.b, z19.b
movprfx	z6, z31
sqsub	z6.d, z25.d, z25.d
movprfx	z6.b, p1/m, z31.b
sqsub	z6.d, z25.d, z25.d
movprfx	z31, z30
sqsub	z31.h, z12.h, z19.h
movprfx	z31.h, p2/z, z30.h
sqsub	z31.h, z12.h, z19.h
movprfx	z24, z31
sqsub	z24.s, z14.s, z24.s
movprfx	z24.s, p3/m, z31.s
sqsub	z24.s, z14.s, z24.s
movprfx	z8, z31
sqxtnb	z8.h, z20.s
movprfx	z8.h, p7/m, z31.h
sqxtnb	z8.h, z20.s
movprfx	z5, z31
sqxtnb	z5.s, z5.d
movprfx	z5.d, p0/m, z31.d
sqxtnb	z5.s, z5.d
movprfx	z5, z31
sqxtnb	z5.b, z23.h
movprfx	z5.b, p1/z, z31.b
sqxtnb	z5.b, z23.h
movprfx	z26, z31
sqxtnt	z26.h, z26.s
movprfx	z26.h, p2/m, z31.h
sqxtnt	z26.h, z26.s
movprfx	z19, z31
sqxtnt	z19.s, z0.d
movprfx	z19.s, p3/m, z31.s
sqxtnt	z19.s, z0.d
movprfx	z12, z31
sqxtnt	z12.b, z6.h
movprfx	z12.b, p4/z, z31.b
sqxtnt	z12.b, z6.h
movprfx	z21, z31
sqxtunb	z21.h, z31.s
movprfx	z21.h, p6/m, z31.h
sqxtunb	z21.h, z31.s
movprfx	z26, z31
sqxtunb	z26.s, z20.d
movprfx	z26.d, p7/m, z31.d
sqxtunb	z26.s, z20.d
movprfx	z23, z31
sqxtunb	z23.b, z24.h
movprfx	z23.b, p0/z, z31.b
sqxtunb	z23.b, z24.h
movprfx	z14, z31
sqxtunt	z14.h, z22.s
movprfx	z14.h, p1/m, z31.h
sqxtunt	z14.h, z22.s
movprfx	z27, z31
sqxtunt	z27.s, z31.d
movprfx	z27.s, p2/m, z31.s
sqxtunt	z27.s, z31.d
movprfx	z11, z31
sqxtunt	z11.b, z18.h
movprfx	z11.b, p3/z, z31.b
sqxtunt	z11.b, z18.h
movprfx	z7, z31
srhadd	z7.b, p6/m, z7.b, z19.b
movprfx	z7.b, p5/m, z31.b
srhadd	z7.b, p6/m, z7.b, z19.b
movprfx	z16, z31
srhadd	z16.d, p3/m, z16.d, z31.d
movprfx	z16.b, p3/m, z31.b
srhadd	z16.d, p3/m, z16.d, z31.d
movprfx	z21, z31
srhadd	z21.h, p7/m, z21.h, z19.h
movprfx	z21.h, p7/z, z31.h
srhadd	z21.h, p7/m, z21.h, z19.h
movprfx	z2, z31
srhadd	z2.s, p6/m, z2.s, z25.s
movprfx	z2.s, p6/m, z31.s
srhadd	z2.s, p6/m, z2.s, z25.s
movprfx	z13, z31
sri	z13.b, z31.b, #7
movprfx	z13.b, p7/m, z31.b
sri	z13.b, z31.b, #7
movprfx	z12, z31
sri	z12.d, z12.d, #1
movprfx	z12.b, p0/z, z31.b
sri	z12.d, z12.d, #1
movprfx	z14, z31
sri	z14.h, z26.h, #13
movprfx	z14.h, p1/m, z31.h
sri	z14.h, z26.h, #13
movprfx	z9, z31
sri	z9.s, z28.s, #27
movprfx	z9.s, p2/m, z31.s
sri	z9.s, z28.s, #27
movprfx	z22, z31
srshlr	z22.b, p0/m, z22.b, z11.b
movprfx	z22.b, p3/m, z31.b
srshlr	z22.b, p0/m, z22.b, z11.b
movprfx	z14, z31
srshlr	z14.d, p3/m, z14.d, z28.d
movprfx	z14.d, p3/z, z31.d
srshlr	z14.d, p3/m, z14.d, z28.d
movprfx	z14, z31
srshlr	z14.h, p7/m, z14.h, z30.h
movprfx	z14.h, p5/m, z31.h
srshlr	z14.h, p7/m, z14.h, z30.h
movprfx	z29, z31
srshlr	z29.s, p2/m, z29.s, z2.s
movprfx	z29.s, p2/m, z31.s
srshlr	z29.s, p2/m, z29.s, z2.s
movprfx	z22, z31
srshl	z22.b, p6/m, z22.b, z28.b
movprfx	z22.h, p7/z, z31.h
srshl	z22.b, p6/m, z22.b, z28.b
movprfx	z4, z31
srshl	z4.d, p1/m, z4.d, z31.d
movprfx	z4.d, p1/m, z31.d
srshl	z4.d, p1/m, z4.d, z31.d
movprfx	z9, z31
srshl	z9.h, p1/m, z9.h, z1.h
movprfx	z9.h, p1/m, z31.h
srshl	z9.h, p1/m, z9.h, z1.h
movprfx	z22, z31
srshl	z22.s, p1/m, z22.s, z6.s
movprfx	z22.s, p1/z, z31.s
srshl	z22.s, p1/m, z22.s, z6.s
movprfx	z30, z31
srshr	z30.b, p0/m, z30.b, #4
movprfx	z30.b, p3/z, z31.b
srshr	z30.b, p0/m, z30.b, #4
movprfx	z8, z31
srshr	z8.d, p0/m, z8.d, #1
movprfx	z8.d, p0/m, z31.d
srshr	z8.d, p0/m, z8.d, #1
movprfx	z3, z31
srshr	z3.h, p1/m, z3.h, #11
movprfx	z3.h, p5/m, z31.h
srshr	z3.h, p1/m, z3.h, #11
movprfx	z11, z31
srshr	z11.s, p7/m, z11.s, #27
movprfx	z11.d, p7/z, z31.d
srshr	z11.s, p7/m, z11.s, #27
movprfx	z24, z31
srsra	z24.b, z28.b, #8
movprfx	z24.b, p7/z, z31.b
srsra	z24.b, z28.b, #8
movprfx	z23, z31
srsra	z23.d, z9.d, #51
movprfx	z23.b, p0/m, z31.b
srsra	z23.d, z9.d, #51
movprfx	z25, z31
srsra	z25.h, z31.h, #11
movprfx	z25.h, p1/m, z31.h
srsra	z25.h, z31.h, #11
movprfx	z11, z31
srsra	z11.s, z29.s, #22
movprfx	z11.s, p2/z, z31.s
srsra	z11.s, z29.s, #22
movprfx	z18, z31
sshllb	z18.s, z26.h, #14
movprfx	z18.s, p3/z, z31.s
sshllb	z18.s, z26.h, #14
movprfx	z9, z31
sshllb	z9.d, z12.s, #0
movprfx	z9.d, p4/m, z31.d
sshllb	z9.d, z12.s, #0
movprfx	z17, z31
sshllb	z17.h, z14.b, #5
movprfx	z17.h, p5/m, z31.h
sshllb	z17.h, z14.b, #5
movprfx	z21, z31
sshllt	z21.s, z6.h, #0
movprfx	z21.s, p6/z, z31.s
sshllt	z21.s, z6.h, #0
movprfx	z30, z31
sshllt	z30.d, z22.s, #8
movprfx	z30.b, p7/m, z31.b
sshllt	z30.d, z22.s, #8
movprfx	z23, z31
sshllt	z23.h, z8.b, #7
movprfx	z23.h, p0/m, z31.h
sshllt	z23.h, z8.b, #7
movprfx	z2, z31
ssra	z2.b, z20.b, #1
movprfx	z2.b, p7/m, z31.b
ssra	z2.b, z20.b, #1
movprfx	z28, z31
ssra	z28.d, z8.d, #27
movprfx	z28.b, p0/m, z31.b
ssra	z28.d, z8.d, #27
movprfx	z25, z31
ssra	z25.h, z16.h, #1
movprfx	z25.h, p1/z, z31.h
ssra	z25.h, z16.h, #1
movprfx	z11, z31
ssra	z11.s, z5.s, #5
movprfx	z11.s, p2/m, z31.s
ssra	z11.s, z5.s, #5
movprfx	z24, z31
ssublbt	z24.h, z28.b, z24.b
movprfx	z24.h, p3/m, z31.h
ssublbt	z24.h, z28.b, z24.b
movprfx	z20, z31
ssublbt	z20.s, z13.h, z28.h
movprfx	z20.s, p4/m, z31.s
ssublbt	z20.s, z13.h, z28.h
movprfx	z9, z31
ssublbt	z9.d, z15.s, z6.s
movprfx	z9.d, p5/z, z31.d
ssublbt	z9.d, z15.s, z6.s
movprfx	z18, z31
ssublb	z18.h, z21.b, z27.b
movprfx	z18.h, p6/m, z31.h
ssublb	z18.h, z21.b, z27.b
movprfx	z14, z31
ssublb	z14.s, z31.h, z5.h
movprfx	z14.d, p7/m, z31.d
ssublb	z14.s, z31.h, z5.h
movprfx	z6, z31
ssublb	z6.d, z20.s, z6.s
movprfx	z6.d, p0/z, z31.d
ssublb	z6.d, z20.s, z6.s
movprfx	z26, z31
ssubltb	z26.h, z28.b, z22.b
movprfx	z26.h, p1/m, z31.h
ssubltb	z26.h, z28.b, z22.b
movprfx	z30, z31
ssubltb	z30.s, z18.h, z21.h
movprfx	z30.s, p2/m, z31.s
ssubltb	z30.s, z18.h, z21.h
movprfx	z1, z31
ssubltb	z1.d, z1.s, z5.s
movprfx	z1.d, p3/z, z31.d
ssubltb	z1.d, z1.s, z5.s
movprfx	z6, z31
ssublt	z6.h, z20.b, z23.b
movprfx	z6.s, p4/m, z31.s
ssublt	z6.h, z20.b, z23.b
movprfx	z7, z31
ssublt	z7.s, z3.h, z29.h
movprfx	z7.s, p5/m, z31.s
ssublt	z7.s, z3.h, z29.h
movprfx	z12, z31
ssublt	z12.d, z2.s, z26.s
movprfx	z12.d, p6/z, z31.d
ssublt	z12.d, z2.s, z26.s
movprfx	z29, z31
ssubwb	z29.h, z22.h, z27.b
movprfx	z29.h, p5/m, z31.h
ssubwb	z29.h, z22.h, z27.b
movprfx	z10, z31
ssubwb	z10.s, z14.s, z20.h
movprfx	z10.d, p6/m, z31.d
ssubwb	z10.s, z14.s, z20.h
movprfx	z18, z31
ssubwb	z18.d, z20.d, z29.s
movprfx	z18.d, p7/z, z31.d
ssubwb	z18.d, z20.d, z29.s
movprfx	z27, z31
ssubwt	z27.h, z19.h, z18.b
movprfx	z27.h, p0/m, z31.h
ssubwt	z27.h, z19.h, z18.b
movprfx	z11, z31
ssubwt	z11.s, z23.s, z0.h
movprfx	z11.s, p1/m, z31.s
ssubwt	z11.s, z23.s, z0.h
movprfx	z6, z31
ssubwt	z6.d, z11.d, z19.s
movprfx	z6.d, p2/z, z31.d
ssubwt	z6.d, z11.d, z19.s
movprfx	z26, z31
str	z26, [x12, #0, mul vl]
movprfx	z2, z31
subhnb	z2.b, z23.h, z3.h
movprfx	z2.b, p4/z, z31.b
subhnb	z2.b, z23.h, z3.h
movprfx	z17, z31
subhnb	z17.h, z17.s, z0.s
movprfx	z17.h, p5/m, z31.h
subhnb	z17.h, z17.s, z0.s
movprfx	z0, z31
subhnb	z0.s, z24.d, z31.d
movprfx	z0.s, p6/m, z31.s
subhnb	z0.s, z24.d, z31.d
movprfx	z8, z31
subhnt	z8.b, z8.h, z21.h
movprfx	z8.h, p7/z, z31.h
subhnt	z8.b, z8.h, z21.h
movprfx	z27, z31
subhnt	z27.h, z7.s, z27.s
movprfx	z27.h, p0/m, z31.h
subhnt	z27.h, z7.s, z27.s
movprfx	z0, z31
subhnt	z0.s, z17.d, z2.d
movprfx	z0.s, p1/m, z31.s
subhnt	z0.s, z17.d, z2.d
movprfx	z26, z31
subr	z26.b, z26.b, #35
movprfx	z26.b, p2/m, z31.b
subr	z26.b, z26.b, #35
movprfx	z23, z31
subr	z23.d, z23.d, #18944
movprfx	z23.d, p3/z, z31.d
subr	z23.d, z23.d, #18944
movprfx	z4, z31
subr	z4.h, z4.h, #0
movprfx	z4.h, p4/m, z31.h
subr	z4.h, z4.h, #0
movprfx	z5, z31
subr	z5.s, z5.s, #1536
movprfx	z5.s, p5/m, z31.s
subr	z5.s, z5.s, #1536
movprfx	z8, z31
subr	z8.b, p5/m, z8.b, z3.b
movprfx	z8.h, p5/z, z31.h
subr	z8.b, p5/m, z8.b, z3.b
movprfx	z18, z31
subr	z18.d, p0/m, z18.d, z28.d
movprfx	z18.d, p7/m, z31.d
subr	z18.d, p0/m, z18.d, z28.d
movprfx	z6, z31
subr	z6.h, p3/m, z6.h, z8.h
movprfx	z6.h, p3/m, z31.h
subr	z6.h, p3/m, z6.h, z8.h
movprfx	z21, z31
subr	z21.s, p0/m, z21.s, z7.s
movprfx	z21.s, p1/z, z31.s
subr	z21.s, p0/m, z21.s, z7.s
movprfx	z4, z31
sub	z4.b, z4.b, #190
movprfx	z4.b, p0/z, z31.b
sub	z4.b, z4.b, #190
movprfx	z0, z31
sub	z0.d, z0.d, #22
movprfx	z0.d, p1/m, z31.d
sub	z0.d, z0.d, #22
movprfx	z25, z31
sub	z25.h, z25.h, #255
movprfx	z25.s, p2/m, z31.s
sub	z25.h, z25.h, #255
movprfx	z16, z31
sub	z16.s, z16.s, #28160
movprfx	z16.s, p3/z, z31.s
sub	z16.s, z16.s, #28160
movprfx	z16, z31
sub	z16.b, p2/m, z16.b, z4.b
movprfx	z16.b, p2/m, z31.b
sub	z16.b, p2/m, z16.b, z4.b
movprfx	z29, z31
sub	z29.d, p0/m, z29.d, z31.d
movprfx	z29.d, p5/m, z31.d
sub	z29.d, p0/m, z29.d, z31.d
movprfx	z12, z31
sub	z12.h, p6/m, z12.h, z9.h
movprfx	z12.h, p6/z, z31.h
sub	z12.h, p6/m, z12.h, z9.h
movprfx	z12, z31
sub	z12.s, p1/m, z12.s, z23.s
movprfx	z12.d, p7/m, z31.d
sub	z12.s, p1/m, z12.s, z23.s
movprfx	z23, z31
sub	z23.b, z12.b, z8.b
movprfx	z23.b, p0/m, z31.b
sub	z23.b, z12.b, z8.b
movprfx	z7, z31
sub	z7.d, z0.d, z12.d
movprfx	z7.d, p1/z, z31.d
sub	z7.d, z0.d, z12.d
movprfx	z21, z31
sub	z21.h, z0.h, z10.h
movprfx	z21.h, p2/m, z31.h
sub	z21.h, z0.h, z10.h
movprfx	z18, z31
sub	z18.s, z10.s, z29.s
movprfx	z18.s, p3/m, z31.s
sub	z18.s, z10.s, z29.s
movprfx	z17, z31
sudot	z17.s, z22.b, z6.b[2]
movprfx	z17.s, p4/m, z31.s
sudot	z17.s, z22.b, z6.b[2]
movprfx	z2, z31
sunpkhi	z2.d, z22.s
movprfx	z2.d, p7/m, z31.d
sunpkhi	z2.d, z22.s
movprfx	z6, z31
sunpkhi	z6.h, z20.b
movprfx	z6.h, p0/z, z31.h
sunpkhi	z6.h, z20.b
movprfx	z28, z31
sunpkhi	z28.s, z14.h
movprfx	z28.s, p1/m, z31.s
sunpkhi	z28.s, z14.h
movprfx	z4, z31
sunpklo	z4.d, z22.s
movprfx	z4.d, p2/m, z31.d
sunpklo	z4.d, z22.s
movprfx	z29, z31
sunpklo	z29.h, z10.b
movprfx	z29.s, p3/z, z31.s
sunpklo	z29.h, z10.b
movprfx	z9, z31
sunpklo	z9.s, z8.h
movprfx	z9.s, p4/m, z31.s
sunpklo	z9.s, z8.h
movprfx	z4, z31
suqadd	z4.b, p6/m, z4.b, z24.b
movprfx	z4.b, p5/m, z31.b
suqadd	z4.b, p6/m, z4.b, z24.b
movprfx	z5, z31
suqadd	z5.d, p5/m, z5.d, z21.d
movprfx	z5.d, p5/z, z31.d
suqadd	z5.d, p5/m, z5.d, z21.d
movprfx	z23, z31
suqadd	z23.h, p4/m, z23.h, z19.h
movprfx	z23.h, p7/m, z31.h
suqadd	z23.h, p4/m, z23.h, z19.h
movprfx	z28, z31
suqadd	z28.s, p2/m, z28.s, z1.s
movprfx	z28.d, p2/m, z31.d
suqadd	z28.s, p2/m, z28.s, z1.s
movprfx	z28, z31
sxtb	z28.d, p4/m, z24.d
movprfx	z28.d, p5/m, z31.d
sxtb	z28.d, p4/m, z24.d
movprfx	z14, z31
sxtb	z14.h, p0/m, z14.h
movprfx	z14.s, p0/m, z31.s
sxtb	z14.h, p0/m, z14.h
movprfx	z0, z31
sxtb	z0.s, p2/m, z16.s
movprfx	z0.s, p7/z, z31.s
sxtb	z0.s, p2/m, z16.s
movprfx	z27, z31
sxth	z27.d, p1/m, z27.d
movprfx	z27.d, p1/m, z31.d
sxth	z27.d, p1/m, z27.d
movprfx	z0, z31
sxth	z0.s, p1/m, z31.s
movprfx	z0.s, p1/m, z31.s
sxth	z0.s, p1/m, z31.s
movprfx	z6, z31
sxtw	z6.d, p6/m, z26.d
movprfx	z6.d, p6/z, z31.d
sxtw	z6.d, p6/m, z26.d
movprfx	z20, z31
tbl	z20.b, { z28.b, z29.b }, z11.b
movprfx	z20.b, p5/z, z31.b
tbl	z20.b, { z28.b, z29.b }, z11.b
movprfx	z8, z31
tbl	z8.d, { z10.d, z11.d }, z10.d
movprfx	z8.d, p6/m, z31.d
tbl	z8.d, { z10.d, z11.d }, z10.d
movprfx	z5, z31
tbl	z5.h, { z19.h, z20.h }, z3.h
movprfx	z5.h, p7/m, z31.h
tbl	z5.h, { z19.h, z20.h }, z3.h
movprfx	z27, z31
tbl	z27.s, { z16.s, z17.s }, z8.s
movprfx	z27.d, p0/z, z31.d
tbl	z27.s, { z16.s, z17.s }, z8.s
movprfx	z24, z31
tbl	z24.b, { z15.b }, z10.b
movprfx	z24.b, p1/m, z31.b
tbl	z24.b, { z15.b }, z10.b
movprfx	z13, z31
tbl	z13.d, { z0.d }, z11.d
movprfx	z13.d, p2/m, z31.d
tbl	z13.d, { z0.d }, z11.d
movprfx	z6, z31
tbl	z6.h, { z28.h }, z8.h
movprfx	z6.h, p3/z, z31.h
tbl	z6.h, { z28.h }, z8.h
movprfx	z24, z31
tbl	z24.s, { z14.s }, z3.s
movprfx	z24.s, p4/m, z31.s
tbl	z24.s, { z14.s }, z3.s
movprfx	z24, z31
tbx	z24.b, z31.b, z11.b
movprfx	z24.h, p7/z, z31.h
tbx	z24.b, z31.b, z11.b
movprfx	z22, z31
tbx	z22.d, z5.d, z30.d
movprfx	z22.d, p0/m, z31.d
tbx	z22.d, z5.d, z30.d
movprfx	z23, z31
tbx	z23.h, z24.h, z7.h
movprfx	z23.h, p1/m, z31.h
tbx	z23.h, z24.h, z7.h
movprfx	z12, z31
tbx	z12.s, z26.s, z23.s
movprfx	z12.s, p2/z, z31.s
tbx	z12.s, z26.s, z23.s
movprfx	z23, z31
trn1	z23.q, z31.q, z1.q
movprfx	z3, z31
trn1	z3.b, z11.b, z29.b
movprfx	z3.b, p4/z, z31.b
trn1	z3.b, z11.b, z29.b
movprfx	z19, z31
trn1	z19.d, z29.d, z31.d
movprfx	z19.d, p5/m, z31.d
trn1	z19.d, z29.d, z31.d
movprfx	z11, z31
trn1	z11.h, z30.h, z8.h
movprfx	z11.h, p6/m, z31.h
trn1	z11.h, z30.h, z8.h
movprfx	z3, z31
trn1	z3.s, z6.s, z7.s
movprfx	z3.s, p7/z, z31.s
trn1	z3.s, z6.s, z7.s
movprfx	z21, z31
trn2	z21.q, z31.q, z0.q
movprfx	z29, z31
trn2	z29.b, z6.b, z2.b
movprfx	z29.b, p4/m, z31.b
trn2	z29.b, z6.b, z2.b
movprfx	z12, z31
trn2	z12.d, z18.d, z8.d
movprfx	z12.d, p5/m, z31.d
trn2	z12.d, z18.d, z8.d
movprfx	z6, z31
trn2	z6.h, z27.h, z9.h
movprfx	z6.h, p6/z, z31.h
trn2	z6.h, z27.h, z9.h
movprfx	z22, z31
trn2	z22.s, z3.s, z27.s
movprfx	z22.d, p7/m, z31.d
trn2	z22.s, z3.s, z27.s
movprfx	z8, z31
uabalb	z8.h, z27.b, z21.b
movprfx	z8.h, p2/z, z31.h
uabalb	z8.h, z27.b, z21.b
movprfx	z30, z31
uabalb	z30.s, z7.h, z20.h
movprfx	z30.s, p3/m, z31.s
uabalb	z30.s, z7.h, z20.h
movprfx	z21, z31
uabalb	z21.d, z4.s, z11.s
movprfx	z21.d, p4/m, z31.d
uabalb	z21.d, z4.s, z11.s
movprfx	z10, z31
uabalt	z10.h, z1.b, z3.b
movprfx	z10.h, p5/z, z31.h
uabalt	z10.h, z1.b, z3.b
movprfx	z11, z31
uabalt	z11.s, z3.h, z1.h
movprfx	z11.d, p6/m, z31.d
uabalt	z11.s, z3.h, z1.h
movprfx	z24, z31
uabalt	z24.d, z13.s, z10.s
movprfx	z24.d, p7/m, z31.d
uabalt	z24.d, z13.s, z10.s
movprfx	z23, z31
uaba	z23.b, z2.b, z30.b
movprfx	z23.b, p6/z, z31.b
uaba	z23.b, z2.b, z30.b
movprfx	z19, z31
uaba	z19.d, z17.d, z7.d
movprfx	z19.d, p7/m, z31.d
uaba	z19.d, z17.d, z7.d
movprfx	z3, z31
uaba	z3.h, z13.h, z17.h
movprfx	z3.s, p0/m, z31.s
uaba	z3.h, z13.h, z17.h
movprfx	z10, z31
uaba	z10.s, z28.s, z12.s
movprfx	z10.s, p1/z, z31.s
uaba	z10.s, z28.s, z12.s
movprfx	z17, z31
uabdlb	z17.h, z13.b, z17.b
movprfx	z17.h, p0/m, z31.h
uabdlb	z17.h, z13.b, z17.b
movprfx	z18, z31
uabdlb	z18.s, z5.h, z21.h
movprfx	z18.s, p1/m, z31.s
uabdlb	z18.s, z5.h, z21.h
movprfx	z21, z31
uabdlb	z21.d, z6.s, z29.s
movprfx	z21.b, p2/z, z31.b
uabdlb	z21.d, z6.s, z29.s
movprfx	z14, z31
uabdlt	z14.h, z5.b, z7.b
movprfx	z14.h, p3/m, z31.h
uabdlt	z14.h, z5.b, z7.b
movprfx	z18, z31
uabdlt	z18.s, z6.h, z24.h
movprfx	z18.s, p4/m, z31.s
uabdlt	z18.s, z6.h, z24.h
movprfx	z10, z31
uabdlt	z10.d, z31.s, z5.s
movprfx	z10.d, p5/z, z31.d
uabdlt	z10.d, z31.s, z5.s
movprfx	z7, z31
uabd	z7.b, p7/m, z7.b, z27.b
movprfx	z7.h, p7/m, z31.h
uabd	z7.b, p7/m, z7.b, z27.b
movprfx	z23, z31
uabd	z23.d, p0/m, z23.d, z23.d
movprfx	z23.d, p5/m, z31.d
uabd	z23.d, p0/m, z23.d, z23.d
movprfx	z29, z31
uabd	z29.h, p5/m, z29.h, z22.h
movprfx	z29.h, p5/z, z31.h
uabd	z29.h, p5/m, z29.h, z22.h
movprfx	z2, z31
uabd	z2.s, p1/m, z2.s, z31.s
movprfx	z2.s, p7/m, z31.s
uabd	z2.s, p1/m, z2.s, z31.s
movprfx	z15, z31
uadalp	z15.h, p0/m, z16.b
movprfx	z15.s, p0/m, z31.s
uadalp	z15.h, p0/m, z16.b
movprfx	z10, z31
uadalp	z10.s, p5/m, z16.h
movprfx	z10.s, p7/z, z31.s
uadalp	z10.s, p5/m, z16.h
movprfx	z10, z31
uadalp	z10.d, p3/m, z13.s
movprfx	z10.d, p3/m, z31.d
uadalp	z10.d, p3/m, z13.s
movprfx	z5, z31
uaddlb	z5.h, z30.b, z5.b
movprfx	z5.h, p7/m, z31.h
uaddlb	z5.h, z30.b, z5.b
movprfx	z8, z31
uaddlb	z8.s, z22.h, z19.h
movprfx	z8.d, p0/z, z31.d
uaddlb	z8.s, z22.h, z19.h
movprfx	z18, z31
uaddlb	z18.d, z1.s, z19.s
movprfx	z18.d, p1/m, z31.d
uaddlb	z18.d, z1.s, z19.s
movprfx	z2, z31
uaddlt	z2.h, z13.b, z11.b
movprfx	z2.h, p0/m, z31.h
uaddlt	z2.h, z13.b, z11.b
movprfx	z1, z31
uaddlt	z1.s, z10.h, z2.h
movprfx	z1.s, p1/z, z31.s
uaddlt	z1.s, z10.h, z2.h
movprfx	z7, z31
uaddlt	z7.d, z9.s, z30.s
movprfx	z7.b, p2/m, z31.b
uaddlt	z7.d, z9.s, z30.s
movprfx	z5, z31
uaddwb	z5.h, z27.h, z23.b
movprfx	z5.h, p2/m, z31.h
uaddwb	z5.h, z27.h, z23.b
movprfx	z23, z31
uaddwb	z23.s, z8.s, z1.h
movprfx	z23.s, p3/z, z31.s
uaddwb	z23.s, z8.s, z1.h
movprfx	z26, z31
uaddwb	z26.d, z18.d, z4.s
movprfx	z26.d, p4/m, z31.d
uaddwb	z26.d, z18.d, z4.s
movprfx	z12, z31
uaddwt	z12.h, z11.h, z26.b
movprfx	z12.h, p5/m, z31.h
uaddwt	z12.h, z11.h, z26.b
movprfx	z19, z31
uaddwt	z19.s, z17.s, z20.h
movprfx	z19.d, p6/z, z31.d
uaddwt	z19.s, z17.s, z20.h
movprfx	z4, z31
uaddwt	z4.d, z26.d, z30.s
movprfx	z4.d, p7/m, z31.d
uaddwt	z4.d, z26.d, z30.s
movprfx	z0, z31
ucvtf	z0.d, p2/m, z8.d
movprfx	z0.d, p2/m, z31.d
ucvtf	z0.d, p2/m, z8.d
movprfx	z27, z31
ucvtf	z27.d, p7/m, z13.s
movprfx	z27.d, p5/m, z31.d
ucvtf	z27.d, p7/m, z13.s
movprfx	z13, z31
ucvtf	z13.h, p3/m, z4.d
movprfx	z13.h, p3/z, z31.h
ucvtf	z13.h, p3/m, z4.d
movprfx	z2, z31
ucvtf	z2.h, p6/m, z2.h
movprfx	z2.s, p7/m, z31.s
ucvtf	z2.h, p6/m, z2.h
movprfx	z15, z31
ucvtf	z15.h, p7/m, z26.s
movprfx	z15.h, p7/m, z31.h
ucvtf	z15.h, p7/m, z26.s
movprfx	z5, z31
ucvtf	z5.s, p3/m, z0.d
movprfx	z5.s, p1/z, z31.s
ucvtf	z5.s, p3/m, z0.d
movprfx	z26, z31
ucvtf	z26.s, p3/m, z29.s
movprfx	z26.s, p3/m, z31.s
ucvtf	z26.s, p3/m, z29.s
movprfx	z10, z31
udivr	z10.d, p7/m, z10.d, z12.d
movprfx	z10.d, p7/m, z31.d
udivr	z10.d, p7/m, z10.d, z12.d
movprfx	z2, z31
udivr	z2.s, p2/m, z2.s, z15.s
movprfx	z2.s, p5/m, z31.s
udivr	z2.s, p2/m, z2.s, z15.s
movprfx	z20, z31
udiv	z20.d, p3/m, z20.d, z7.d
movprfx	z20.b, p3/m, z31.b
udiv	z20.d, p3/m, z20.d, z7.d
movprfx	z15, z31
udiv	z15.s, p1/m, z15.s, z28.s
movprfx	z15.s, p1/z, z31.s
udiv	z15.s, p1/m, z15.s, z28.s
movprfx	z2, z31
udot	z2.d, z14.h, z11.h[1]
movprfx	z2.d, p2/m, z31.d
udot	z2.d, z14.h, z11.h[1]
movprfx	z26, z31
udot	z26.s, z18.b, z2.b[0]
movprfx	z26.s, p3/m, z31.s
udot	z26.s, z18.b, z2.b[0]
movprfx	z23, z31
udot	z23.d, z0.h, z8.h
movprfx	z23.d, p4/z, z31.d
udot	z23.d, z0.h, z8.h
movprfx	z17, z31
udot	z17.s, z14.b, z27.b
movprfx	z17.d, p5/m, z31.d
udot	z17.s, z14.b, z27.b
movprfx	z12, z31
uhadd	z12.b, p7/m, z12.b, z8.b
movprfx	z12.h, p7/z, z31.h
uhadd	z12.b, p7/m, z12.b, z8.b
movprfx	z29, z31
uhadd	z29.d, p5/m, z29.d, z25.d
movprfx	z29.d, p3/m, z31.d
uhadd	z29.d, p5/m, z29.d, z25.d
movprfx	z30, z31
uhadd	z30.h, p0/m, z30.h, z0.h
movprfx	z30.h, p0/m, z31.h
uhadd	z30.h, p0/m, z30.h, z0.h
movprfx	z25, z31
uhadd	z25.s, p1/m, z25.s, z7.s
movprfx	z25.s, p5/z, z31.s
uhadd	z25.s, p1/m, z25.s, z7.s
movprfx	z21, z31
uhsubr	z21.b, p1/m, z21.b, z16.b
movprfx	z21.h, p1/m, z31.h
uhsubr	z21.b, p1/m, z21.b, z16.b
movprfx	z29, z31
uhsubr	z29.d, p5/m, z29.d, z12.d
movprfx	z29.d, p5/m, z31.d
uhsubr	z29.d, p5/m, z29.d, z12.d
movprfx	z7, z31
uhsubr	z7.h, p0/m, z7.h, z19.h
movprfx	z7.h, p0/z, z31.h
uhsubr	z7.h, p0/m, z7.h, z19.h
movprfx	z30, z31
uhsubr	z30.s, p7/m, z30.s, z23.s
movprfx	z30.s, p7/m, z31.s
uhsubr	z30.s, p7/m, z30.s, z23.s
movprfx	z8, z31
uhsub	z8.b, p2/m, z8.b, z2.b
movprfx	z8.b, p2/m, z31.b
uhsub	z8.b, p2/m, z8.b, z2.b
movprfx	z5, z31
uhsub	z5.d, p2/m, z5.d, z8.d
movprfx	z5.b, p1/z, z31.b
uhsub	z5.d, p2/m, z5.d, z8.d
movprfx	z31, z30
uhsub	z31.h, p4/m, z31.h, z29.h
movprfx	z31.h, p4/m, z30.h
uhsub	z31.h, p4/m, z31.h, z29.h
movprfx	z25, z31
uhsub	z25.s, p0/m, z25.s, z6.s
movprfx	z25.s, p3/m, z31.s
uhsub	z25.s, p0/m, z25.s, z6.s
movprfx	z4, z31
umaxp	z4.b, p1/m, z4.b, z7.b
movprfx	z4.h, p3/m, z31.h
umaxp	z4.b, p1/m, z4.b, z7.b
movprfx	z7, z31
umaxp	z7.d, p6/m, z7.d, z21.d
movprfx	z7.d, p6/m, z31.d
umaxp	z7.d, p6/m, z7.d, z21.d
movprfx	z16, z31
umaxp	z16.h, p4/m, z16.h, z29.h
movprfx	z16.h, p5/z, z31.h
umaxp	z16.h, p4/m, z16.h, z29.h
movprfx	z23, z31
umaxp	z23.s, p0/m, z23.s, z3.s
movprfx	z23.s, p0/m, z31.s
umaxp	z23.s, p0/m, z23.s, z3.s
movprfx	z25, z31
umax	z25.b, z25.b, #67
movprfx	z25.b, p2/z, z31.b
umax	z25.b, z25.b, #67
movprfx	z2, z31
umax	z2.d, z2.d, #0
movprfx	z2.d, p3/m, z31.d
umax	z2.d, z2.d, #0
movprfx	z31, z30
umax	z31.h, z31.h, #218
movprfx	z31.s, p4/m, z30.s
umax	z31.h, z31.h, #218
movprfx	z28, z31
umax	z28.s, z28.s, #132
movprfx	z28.s, p5/z, z31.s
umax	z28.s, z28.s, #132
movprfx	z19, z31
umax	z19.b, p4/m, z19.b, z7.b
movprfx	z19.b, p4/m, z31.b
umax	z19.b, p4/m, z19.b, z7.b
movprfx	z14, z31
umax	z14.d, p4/m, z14.d, z27.d
movprfx	z14.d, p7/m, z31.d
umax	z14.d, p4/m, z14.d, z27.d
movprfx	z12, z31
umax	z12.h, p4/m, z12.h, z19.h
movprfx	z12.h, p4/z, z31.h
umax	z12.h, p4/m, z12.h, z19.h
movprfx	z20, z31
umax	z20.s, p5/m, z20.s, z22.s
movprfx	z20.d, p1/m, z31.d
umax	z20.s, p5/m, z20.s, z22.s
movprfx	z13, z31
uminp	z13.b, p0/m, z13.b, z3.b
movprfx	z13.b, p0/m, z31.b
uminp	z13.b, p0/m, z13.b, z3.b
movprfx	z16, z31
uminp	z16.d, p3/m, z16.d, z0.d
movprfx	z16.d, p1/z, z31.d
uminp	z16.d, p3/m, z16.d, z0.d
movprfx	z9, z31
uminp	z9.h, p1/m, z9.h, z17.h
movprfx	z9.h, p1/m, z31.h
uminp	z9.h, p1/m, z9.h, z17.h
movprfx	z7, z31
uminp	z7.s, p4/m, z7.s, z11.s
movprfx	z7.d, p3/m, z31.d
uminp	z7.s, p4/m, z7.s, z11.s
movprfx	z25, z31
umin	z25.b, z25.b, #215
movprfx	z25.h, p7/m, z31.h
umin	z25.b, z25.b, #215
movprfx	z21, z31
umin	z21.d, z21.d, #11
movprfx	z21.d, p0/m, z31.d
umin	z21.d, z21.d, #11
movprfx	z31, z30
umin	z31.h, z31.h, #20
movprfx	z31.h, p1/z, z30.h
umin	z31.h, z31.h, #20
movprfx	z5, z31
umin	z5.s, z5.s, #0
movprfx	z5.s, p2/m, z31.s
umin	z5.s, z5.s, #0
movprfx	z5, z31
umin	z5.b, p2/m, z5.b, z18.b
movprfx	z5.b, p3/m, z31.b
umin	z5.b, p2/m, z5.b, z18.b
movprfx	z11, z31
umin	z11.d, p3/m, z11.d, z28.d
movprfx	z11.b, p3/z, z31.b
umin	z11.d, p3/m, z11.d, z28.d
movprfx	z15, z31
umin	z15.h, p1/m, z15.h, z6.h
movprfx	z15.h, p5/m, z31.h
umin	z15.h, p1/m, z15.h, z6.h
movprfx	z3, z31
umin	z3.s, p1/m, z3.s, z2.s
movprfx	z3.s, p1/m, z31.s
umin	z3.s, p1/m, z3.s, z2.s
movprfx	z12, z31
umlalb	z12.d, z23.s, z6.s[0]
movprfx	z12.d, p5/z, z31.d
umlalb	z12.d, z23.s, z6.s[0]
movprfx	z18, z31
umlalb	z18.s, z2.h, z1.h[2]
movprfx	z18.d, p6/m, z31.d
umlalb	z18.s, z2.h, z1.h[2]
movprfx	z22, z31
umlalb	z22.h, z3.b, z31.b
movprfx	z22.h, p7/m, z31.h
umlalb	z22.h, z3.b, z31.b
movprfx	z14, z31
umlalb	z14.s, z11.h, z1.h
movprfx	z14.s, p0/z, z31.s
umlalb	z14.s, z11.h, z1.h
movprfx	z8, z31
umlalb	z8.d, z3.s, z27.s
movprfx	z8.d, p1/m, z31.d
umlalb	z8.d, z3.s, z27.s
movprfx	z17, z31
umlalt	z17.d, z10.s, z5.s[3]
movprfx	z17.d, p2/m, z31.d
umlalt	z17.d, z10.s, z5.s[3]
movprfx	z22, z31
umlalt	z22.s, z13.h, z3.h[6]
movprfx	z22.d, p3/z, z31.d
umlalt	z22.s, z13.h, z3.h[6]
movprfx	z17, z31
umlalt	z17.h, z4.b, z28.b
movprfx	z17.h, p4/m, z31.h
umlalt	z17.h, z4.b, z28.b
movprfx	z4, z31
umlalt	z4.s, z23.h, z0.h
movprfx	z4.s, p5/m, z31.s
umlalt	z4.s, z23.h, z0.h
movprfx	z2, z31
umlalt	z2.d, z13.s, z5.s
movprfx	z2.d, p6/z, z31.d
umlalt	z2.d, z13.s, z5.s
movprfx	z1, z31
umlslb	z1.d, z23.s, z6.s[3]
movprfx	z1.d, p1/m, z31.d
umlslb	z1.d, z23.s, z6.s[3]
movprfx	z26, z31
umlslb	z26.s, z10.h, z2.h[5]
movprfx	z26.d, p2/z, z31.d
umlslb	z26.s, z10.h, z2.h[5]
movprfx	z28, z31
umlslb	z28.h, z6.b, z4.b
movprfx	z28.h, p3/m, z31.h
umlslb	z28.h, z6.b, z4.b
movprfx	z30, z31
umlslb	z30.s, z12.h, z24.h
movprfx	z30.s, p4/m, z31.s
umlslb	z30.s, z12.h, z24.h
movprfx	z29, z31
umlslb	z29.d, z20.s, z16.s
movprfx	z29.d, p5/z, z31.d
umlslb	z29.d, z20.s, z16.s
movprfx	z3, z31
umlslt	z3.d, z1.s, z13.s[0]
movprfx	z3.d, p6/m, z31.d
umlslt	z3.d, z1.s, z13.s[0]
movprfx	z25, z31
umlslt	z25.s, z3.h, z6.h[0]
movprfx	z25.d, p7/m, z31.d
umlslt	z25.s, z3.h, z6.h[0]
movprfx	z15, z31
umlslt	z15.h, z16.b, z19.b
movprfx	z15.h, p0/z, z31.h
umlslt	z15.h, z16.b, z19.b
movprfx	z17, z31
umlslt	z17.s, z24.h, z4.h
movprfx	z17.s, p1/m, z31.s
umlslt	z17.s, z24.h, z4.h
movprfx	z26, z31
umlslt	z26.d, z28.s, z7.s
movprfx	z26.d, p2/m, z31.d
umlslt	z26.d, z28.s, z7.s
movprfx	z28, z31
ummla	z28.s, z14.b, z24.b
movprfx	z28.d, p6/m, z31.d
ummla	z28.s, z14.b, z24.b
movprfx	z23, z31
umulh	z23.b, p2/m, z23.b, z28.b
movprfx	z23.b, p2/m, z31.b
umulh	z23.b, p2/m, z23.b, z28.b
movprfx	z2, z31
umulh	z2.d, p6/m, z2.d, z19.d
movprfx	z2.d, p5/z, z31.d
umulh	z2.d, p6/m, z2.d, z19.d
movprfx	z1, z31
umulh	z1.h, p4/m, z1.h, z8.h
movprfx	z1.h, p4/m, z31.h
umulh	z1.h, p4/m, z1.h, z8.h
movprfx	z10, z31
umulh	z10.s, p1/m, z10.s, z25.s
movprfx	z10.s, p7/m, z31.s
umulh	z10.s, p1/m, z10.s, z25.s
movprfx	z21, z31
umulh	z21.b, z24.b, z11.b
movprfx	z21.h, p0/z, z31.h
umulh	z21.b, z24.b, z11.b
movprfx	z10, z31
umulh	z10.d, z14.d, z9.d
movprfx	z10.d, p1/m, z31.d
umulh	z10.d, z14.d, z9.d
movprfx	z11, z31
umulh	z11.h, z0.h, z6.h
movprfx	z11.h, p2/m, z31.h
umulh	z11.h, z0.h, z6.h
movprfx	z18, z31
umulh	z18.s, z15.s, z7.s
movprfx	z18.s, p3/z, z31.s
umulh	z18.s, z15.s, z7.s
movprfx	z5, z31
umullb	z5.d, z23.s, z2.s[1]
movprfx	z5.b, p5/m, z31.b
umullb	z5.d, z23.s, z2.s[1]
movprfx	z28, z31
umullb	z28.s, z14.h, z1.h[0]
movprfx	z28.s, p6/z, z31.s
umullb	z28.s, z14.h, z1.h[0]
movprfx	z16, z31
umullb	z16.h, z31.b, z9.b
movprfx	z16.h, p7/m, z31.h
umullb	z16.h, z31.b, z9.b
movprfx	z2, z31
umullb	z2.s, z31.h, z28.h
movprfx	z2.s, p0/m, z31.s
umullb	z2.s, z31.h, z28.h
movprfx	z30, z31
umullb	z30.d, z30.s, z10.s
movprfx	z30.d, p1/z, z31.d
umullb	z30.d, z30.s, z10.s
movprfx	z2, z31
umullt	z2.d, z10.s, z15.s[3]
movprfx	z2.b, p2/m, z31.b
umullt	z2.d, z10.s, z15.s[3]
movprfx	z7, z31
umullt	z7.s, z29.h, z3.h[7]
movprfx	z7.s, p3/m, z31.s
umullt	z7.s, z29.h, z3.h[7]
movprfx	z12, z31
umullt	z12.h, z11.b, z8.b
movprfx	z12.h, p4/z, z31.h
umullt	z12.h, z11.b, z8.b
movprfx	z3, z31
umullt	z3.s, z27.h, z1.h
movprfx	z3.s, p5/m, z31.s
umullt	z3.s, z27.h, z1.h
movprfx	z5, z31
umullt	z5.d, z26.s, z18.s
movprfx	z5.d, p6/m, z31.d
umullt	z5.d, z26.s, z18.s
movprfx	z13, z31
uqadd	z13.b, z13.b, #0
movprfx	z13.h, p1/m, z31.h
uqadd	z13.b, z13.b, #0
movprfx	z19, z31
uqadd	z19.d, z19.d, #139
movprfx	z19.d, p2/m, z31.d
uqadd	z19.d, z19.d, #139
movprfx	z19, z31
uqadd	z19.h, z19.h, #1
movprfx	z19.h, p3/z, z31.h
uqadd	z19.h, z19.h, #1
movprfx	z1, z31
uqadd	z1.s, z1.s, #47
movprfx	z1.s, p4/m, z31.s
uqadd	z1.s, z1.s, #47
movprfx	z9, z31
uqadd	z9.b, p4/m, z9.b, z9.b
movprfx	z9.b, p5/m, z31.b
uqadd	z9.b, p4/m, z9.b, z9.b
movprfx	z30, z31
uqadd	z30.d, p3/m, z30.d, z10.d
movprfx	z30.b, p3/z, z31.b
uqadd	z30.d, p3/m, z30.d, z10.d
movprfx	z24, z31
uqadd	z24.h, p6/m, z24.h, z24.h
movprfx	z24.h, p7/m, z31.h
uqadd	z24.h, p6/m, z24.h, z24.h
movprfx	z1, z31
uqadd	z1.s, p2/m, z1.s, z23.s
movprfx	z1.s, p2/m, z31.s
uqadd	z1.s, p2/m, z1.s, z23.s
movprfx	z25, z31
uqadd	z25.b, z29.b, z26.b
movprfx	z25.b, p1/z, z31.b
uqadd	z25.b, z29.b, z26.b
movprfx	z21, z31
uqadd	z21.d, z28.d, z23.d
movprfx	z21.d, p2/m, z31.d
uqadd	z21.d, z28.d, z23.d
movprfx	z22, z31
uqadd	z22.h, z13.h, z13.h
movprfx	z22.s, p3/m, z31.s
uqadd	z22.h, z13.h, z13.h
movprfx	z10, z31
uqadd	z10.s, z14.s, z5.s
movprfx	z10.s, p4/z, z31.s
uqadd	z10.s, z14.s, z5.s
movprfx	z14, z31
uqdecd	z14.d, vl6, mul #2
movprfx	z14.d, p4/m, z31.d
uqdecd	z14.d, vl6, mul #2
movprfx	z25, z31
uqdech	z25.h, all, mul #1
movprfx	z25.s, p7/m, z31.s
uqdech	z25.h, all, mul #1
movprfx	z7, z31
uqdecp	z7.d, p9.d
movprfx	z7.d, p0/m, z31.d
uqdecp	z7.d, p9.d
movprfx	z23, z31
uqdecp	z23.h, p8.h
movprfx	z23.s, p1/m, z31.s
uqdecp	z23.h, p8.h
movprfx	z29, z31
uqdecp	z29.s, p13.s
movprfx	z29.s, p2/z, z31.s
uqdecp	z29.s, p13.s
movprfx	z13, z31
uqdecw	z13.s, vl32, mul #11
movprfx	z13.s, p5/z, z31.s
uqdecw	z13.s, vl32, mul #11
movprfx	z22, z31
uqincd	z22.d, all, mul #1
movprfx	z22.d, p2/m, z31.d
uqincd	z22.d, all, mul #1
movprfx	z30, z31
uqinch	z30.h, vl4, mul #1
movprfx	z30.h, p5/m, z31.h
uqinch	z30.h, vl4, mul #1
movprfx	z7, z31
uqincp	z7.d, p2.d
movprfx	z7.d, p6/m, z31.d
uqincp	z7.d, p2.d
movprfx	z22, z31
uqincp	z22.h, p4.h
movprfx	z22.h, p7/z, z31.h
uqincp	z22.h, p4.h
movprfx	z21, z31
uqincp	z21.s, p14.s
movprfx	z21.s, p0/m, z31.s
uqincp	z21.s, p14.s
movprfx	z19, z31
uqincw	z19.s, vl3, mul #1
movprfx	z19.s, p3/m, z31.s
uqincw	z19.s, vl3, mul #1
movprfx	z2, z31
uqrshlr	z2.b, p7/m, z2.b, z1.b
movprfx	z2.b, p7/m, z31.b
uqrshlr	z2.b, p7/m, z2.b, z1.b
movprfx	z25, z31
uqrshlr	z25.d, p2/m, z25.d, z8.d
movprfx	z25.d, p5/z, z31.d
uqrshlr	z25.d, p2/m, z25.d, z8.d
movprfx	z26, z31
uqrshlr	z26.h, p4/m, z26.h, z5.h
movprfx	z26.h, p4/m, z31.h
uqrshlr	z26.h, p4/m, z26.h, z5.h
movprfx	z16, z31
uqrshlr	z16.s, p4/m, z16.s, z27.s
movprfx	z16.d, p7/m, z31.d
uqrshlr	z16.s, p4/m, z16.s, z27.s
movprfx	z22, z31
uqrshl	z22.b, p3/m, z22.b, z21.b
movprfx	z22.b, p3/z, z31.b
uqrshl	z22.b, p3/m, z22.b, z21.b
movprfx	z2, z31
uqrshl	z2.d, p5/m, z2.d, z18.d
movprfx	z2.d, p1/m, z31.d
uqrshl	z2.d, p5/m, z2.d, z18.d
movprfx	z5, z31
uqrshl	z5.h, p5/m, z5.h, z10.h
movprfx	z5.h, p5/m, z31.h
uqrshl	z5.h, p5/m, z5.h, z10.h
movprfx	z2, z31
uqrshl	z2.s, p6/m, z2.s, z2.s
movprfx	z2.s, p3/z, z31.s
uqrshl	z2.s, p6/m, z2.s, z2.s
movprfx	z8, z31
uqrshrnb	z8.h, z23.s, #16
movprfx	z8.h, p7/z, z31.h
uqrshrnb	z8.h, z23.s, #16
movprfx	z3, z31
uqrshrnb	z3.s, z31.d, #1
movprfx	z3.s, p0/m, z31.s
uqrshrnb	z3.s, z31.d, #1
movprfx	z27, z31
uqrshrnb	z27.b, z9.h, #1
movprfx	z27.b, p1/m, z31.b
uqrshrnb	z27.b, z9.h, #1
movprfx	z27, z31
uqrshrnt	z27.h, z2.s, #5
movprfx	z27.h, p2/z, z31.h
uqrshrnt	z27.h, z2.s, #5
movprfx	z6, z31
uqrshrnt	z6.s, z13.d, #29
movprfx	z6.d, p3/m, z31.d
uqrshrnt	z6.s, z13.d, #29
movprfx	z27, z31
uqrshrnt	z27.b, z14.h, #8
movprfx	z27.b, p4/m, z31.b
uqrshrnt	z27.b, z14.h, #8
movprfx	z12, z31
uqshlr	z12.b, p2/m, z12.b, z16.b
movprfx	z12.b, p2/z, z31.b
uqshlr	z12.b, p2/m, z12.b, z16.b
movprfx	z13, z31
uqshlr	z13.d, p0/m, z13.d, z31.d
movprfx	z13.d, p7/m, z31.d
uqshlr	z13.d, p0/m, z13.d, z31.d
movprfx	z23, z31
uqshlr	z23.h, p0/m, z23.h, z31.h
movprfx	z23.h, p0/m, z31.h
uqshlr	z23.h, p0/m, z23.h, z31.h
movprfx	z16, z31
uqshlr	z16.s, p0/m, z16.s, z19.s
movprfx	z16.s, p1/z, z31.s
uqshlr	z16.s, p0/m, z16.s, z19.s
movprfx	z7, z31
uqshl	z7.b, p6/m, z7.b, #3
movprfx	z7.h, p6/m, z31.h
uqshl	z7.b, p6/m, z7.b, #3
movprfx	z14, z31
uqshl	z14.d, p7/m, z14.d, #63
movprfx	z14.d, p3/m, z31.d
uqshl	z14.d, p7/m, z14.d, #63
movprfx	z1, z31
uqshl	z1.h, p7/m, z1.h, #2
movprfx	z1.h, p7/z, z31.h
uqshl	z1.h, p7/m, z1.h, #2
movprfx	z28, z31
uqshl	z28.s, p6/m, z28.s, #5
movprfx	z28.s, p5/m, z31.s
uqshl	z28.s, p6/m, z28.s, #5
movprfx	z0, z31
uqshl	z0.b, p2/m, z0.b, z14.b
movprfx	z0.b, p2/m, z31.b
uqshl	z0.b, p2/m, z0.b, z14.b
movprfx	z15, z31
uqshl	z15.d, p2/m, z15.d, z2.d
movprfx	z15.b, p7/z, z31.b
uqshl	z15.d, p2/m, z15.d, z2.d
movprfx	z17, z31
uqshl	z17.h, p4/m, z17.h, z24.h
movprfx	z17.h, p4/m, z31.h
uqshl	z17.h, p4/m, z17.h, z24.h
movprfx	z31, z30
uqshl	z31.s, p7/m, z31.s, z29.s
movprfx	z31.s, p1/m, z30.s
uqshl	z31.s, p7/m, z31.s, z29.s
movprfx	z0, z31
uqshrnb	z0.h, z22.s, #1
movprfx	z0.s, p0/m, z31.s
uqshrnb	z0.h, z22.s, #1
movprfx	z10, z31
uqshrnb	z10.s, z8.d, #32
movprfx	z10.s, p1/m, z31.s
uqshrnb	z10.s, z8.d, #32
movprfx	z28, z31
uqshrnb	z28.b, z27.h, #1
movprfx	z28.b, p2/z, z31.b
uqshrnb	z28.b, z27.h, #1
movprfx	z20, z31
uqshrnt	z20.h, z25.s, #1
movprfx	z20.h, p3/m, z31.h
uqshrnt	z20.h, z25.s, #1
movprfx	z16, z31
uqshrnt	z16.s, z6.d, #10
movprfx	z16.s, p4/m, z31.s
uqshrnt	z16.s, z6.d, #10
movprfx	z1, z31
uqshrnt	z1.b, z1.h, #5
movprfx	z1.h, p5/z, z31.h
uqshrnt	z1.b, z1.h, #5
movprfx	z26, z31
uqsubr	z26.b, p1/m, z26.b, z7.b
movprfx	z26.h, p7/m, z31.h
uqsubr	z26.b, p1/m, z26.b, z7.b
movprfx	z6, z31
uqsubr	z6.d, p0/m, z6.d, z22.d
movprfx	z6.d, p0/m, z31.d
uqsubr	z6.d, p0/m, z6.d, z22.d
movprfx	z6, z31
uqsubr	z6.h, p2/m, z6.h, z14.h
movprfx	z6.h, p1/z, z31.h
uqsubr	z6.h, p2/m, z6.h, z14.h
movprfx	z18, z31
uqsubr	z18.s, p5/m, z18.s, z31.s
movprfx	z18.s, p5/m, z31.s
uqsubr	z18.s, p5/m, z18.s, z31.s
movprfx	z25, z31
uqsub	z25.b, z25.b, #27
movprfx	z25.b, p3/m, z31.b
uqsub	z25.b, z25.b, #27
movprfx	z11, z31
uqsub	z11.d, z11.d, #9984
movprfx	z11.b, p4/z, z31.b
uqsub	z11.d, z11.d, #9984
movprfx	z31, z30
uqsub	z31.h, z31.h, #215
movprfx	z31.h, p5/m, z30.h
uqsub	z31.h, z31.h, #215
movprfx	z25, z31
uqsub	z25.s, z25.s, #48896
movprfx	z25.s, p6/m, z31.s
uqsub	z25.s, z25.s, #48896
movprfx	z22, z31
uqsub	z22.b, p7/m, z22.b, z4.b
movprfx	z22.b, p7/z, z31.b
uqsub	z22.b, p7/m, z22.b, z4.b
movprfx	z8, z31
uqsub	z8.d, p3/m, z8.d, z30.d
movprfx	z8.d, p3/m, z31.d
uqsub	z8.d, p3/m, z8.d, z30.d
movprfx	z24, z31
uqsub	z24.h, p1/m, z24.h, z20.h
movprfx	z24.s, p1/m, z31.s
uqsub	z24.h, p1/m, z24.h, z20.h
movprfx	z29, z31
uqsub	z29.s, p1/m, z29.s, z22.s
movprfx	z29.s, p1/z, z31.s
uqsub	z29.s, p1/m, z29.s, z22.s
movprfx	z30, z31
uqsub	z30.b, z18.b, z16.b
movprfx	z30.b, p3/m, z31.b
uqsub	z30.b, z18.b, z16.b
movprfx	z23, z31
uqsub	z23.d, z23.d, z18.d
movprfx	z23.d, p4/m, z31.d
uqsub	z23.d, z23.d, z18.d
movprfx	z14, z31
uqsub	z14.h, z12.h, z13.h
movprfx	z14.h, p5/z, z31.h
uqsub	z14.h, z12.h, z13.h
movprfx	z14, z31
uqsub	z14.s, z0.s, z17.s
movprfx	z14.d, p6/m, z31.d
uqsub	z14.s, z0.s, z17.s
movprfx	z9, z31
uqxtnb	z9.h, z17.s
movprfx	z9.h, p2/m, z31.h
uqxtnb	z9.h, z17.s
movprfx	z3, z31
uqxtnb	z3.s, z4.d
movprfx	z3.s, p3/m, z31.s
uqxtnb	z3.s, z4.d
movprfx	z27, z31
uqxtnb	z27.b, z24.h
movprfx	z27.b, p4/z, z31.b
uqxtnb	z27.b, z24.h
movprfx	z2, z31
uqxtnt	z2.h, z15.s
movprfx	z2.s, p5/m, z31.s
uqxtnt	z2.h, z15.s
movprfx	z6, z31
uqxtnt	z6.s, z1.d
movprfx	z6.s, p6/m, z31.s
uqxtnt	z6.s, z1.d
movprfx	z1, z31
uqxtnt	z1.b, z2.h
movprfx	z1.b, p7/z, z31.b
uqxtnt	z1.b, z2.h
movprfx	z30, z31
urecpe	z30.s, p5/m, z12.s
movprfx	z30.s, p1/m, z31.s
urecpe	z30.s, p5/m, z12.s
movprfx	z9, z31
urhadd	z9.b, p0/m, z9.b, z25.b
movprfx	z9.h, p0/m, z31.h
urhadd	z9.b, p0/m, z9.b, z25.b
movprfx	z30, z31
urhadd	z30.d, p1/m, z30.d, z25.d
movprfx	z30.d, p5/m, z31.d
urhadd	z30.d, p1/m, z30.d, z25.d
movprfx	z30, z31
urhadd	z30.h, p1/m, z30.h, z4.h
movprfx	z30.h, p1/z, z31.h
urhadd	z30.h, p1/m, z30.h, z4.h
movprfx	z11, z31
urhadd	z11.s, p2/m, z11.s, z24.s
movprfx	z11.s, p7/m, z31.s
urhadd	z11.s, p2/m, z11.s, z24.s
movprfx	z24, z31
urshlr	z24.b, p0/m, z24.b, z17.b
movprfx	z24.h, p0/m, z31.h
urshlr	z24.b, p0/m, z24.b, z17.b
movprfx	z21, z31
urshlr	z21.d, p0/m, z21.d, z7.d
movprfx	z21.d, p7/z, z31.d
urshlr	z21.d, p0/m, z21.d, z7.d
movprfx	z14, z31
urshlr	z14.h, p1/m, z14.h, z26.h
movprfx	z14.h, p1/m, z31.h
urshlr	z14.h, p1/m, z14.h, z26.h
movprfx	z30, z31
urshlr	z30.s, p5/m, z30.s, z2.s
movprfx	z30.s, p1/m, z31.s
urshlr	z30.s, p5/m, z30.s, z2.s
movprfx	z4, z31
urshl	z4.b, p4/m, z4.b, z24.b
movprfx	z4.b, p4/z, z31.b
urshl	z4.b, p4/m, z4.b, z24.b
movprfx	z31, z30
urshl	z31.d, p0/m, z31.d, z1.d
movprfx	z31.b, p3/m, z30.b
urshl	z31.d, p0/m, z31.d, z1.d
movprfx	z7, z31
urshl	z7.h, p4/m, z7.h, z0.h
movprfx	z7.h, p4/m, z31.h
urshl	z7.h, p4/m, z7.h, z0.h
movprfx	z9, z31
urshl	z9.s, p1/m, z9.s, z7.s
movprfx	z9.s, p5/z, z31.s
urshl	z9.s, p1/m, z9.s, z7.s
movprfx	z31, z30
urshr	z31.b, p4/m, z31.b, #3
movprfx	z31.b, p4/z, z30.b
urshr	z31.b, p4/m, z31.b, #3
movprfx	z1, z31
urshr	z1.d, p6/m, z1.d, #47
movprfx	z1.d, p7/m, z31.d
urshr	z1.d, p6/m, z1.d, #47
movprfx	z16, z31
urshr	z16.h, p2/m, z16.h, #8
movprfx	z16.h, p2/m, z31.h
urshr	z16.h, p2/m, z16.h, #8
movprfx	z13, z31
urshr	z13.s, p4/m, z13.s, #9
movprfx	z13.s, p1/z, z31.s
urshr	z13.s, p4/m, z13.s, #9
movprfx	z19, z31
ursqrte	z19.s, p6/m, z31.s
movprfx	z19.s, p6/z, z31.s
ursqrte	z19.s, p6/m, z31.s
movprfx	z21, z31
ursra	z21.b, z10.b, #8
movprfx	z21.b, p5/z, z31.b
ursra	z21.b, z10.b, #8
movprfx	z1, z31
ursra	z1.d, z24.d, #28
movprfx	z1.d, p6/m, z31.d
ursra	z1.d, z24.d, #28
movprfx	z13, z31
ursra	z13.h, z13.h, #5
movprfx	z13.h, p7/m, z31.h
ursra	z13.h, z13.h, #5
movprfx	z16, z31
ursra	z16.s, z27.s, #13
movprfx	z16.s, p0/z, z31.s
ursra	z16.s, z27.s, #13
movprfx	z31, z30
usdot	z31.s, z4.b, z20.b
movprfx	z31.s, p1/z, z30.s
usdot	z31.s, z4.b, z20.b
movprfx	z2, z31
usdot	z2.s, z24.b, z5.b[0]
movprfx	z2.s, p2/m, z31.s
usdot	z2.s, z24.b, z5.b[0]
movprfx	z7, z31
ushllb	z7.s, z8.h, #3
movprfx	z7.s, p7/z, z31.s
ushllb	z7.s, z8.h, #3
movprfx	z2, z31
ushllb	z2.d, z31.s, #11
movprfx	z2.b, p0/m, z31.b
ushllb	z2.d, z31.s, #11
movprfx	z16, z31
ushllb	z16.h, z28.b, #7
movprfx	z16.h, p1/m, z31.h
ushllb	z16.h, z28.b, #7
movprfx	z11, z31
ushllt	z11.s, z29.h, #15
movprfx	z11.s, p2/z, z31.s
ushllt	z11.s, z29.h, #15
movprfx	z2, z31
ushllt	z2.d, z5.s, #1
movprfx	z2.d, p3/m, z31.d
ushllt	z2.d, z5.s, #1
movprfx	z9, z31
ushllt	z9.h, z28.b, #1
movprfx	z9.h, p4/m, z31.h
ushllt	z9.h, z28.b, #1
movprfx	z3, z31
usmmla	z3.s, z9.b, z7.b
movprfx	z3.s, p4/m, z31.s
usmmla	z3.s, z9.b, z7.b
movprfx	z29, z31
usqadd	z29.b, p5/m, z29.b, z18.b
movprfx	z29.b, p5/z, z31.b
usqadd	z29.b, p5/m, z29.b, z18.b
movprfx	z28, z31
usqadd	z28.d, p5/m, z28.d, z16.d
movprfx	z28.b, p5/m, z31.b
usqadd	z28.d, p5/m, z28.d, z16.d
movprfx	z3, z31
usqadd	z3.h, p6/m, z3.h, z11.h
movprfx	z3.h, p7/m, z31.h
usqadd	z3.h, p6/m, z3.h, z11.h
movprfx	z17, z31
usqadd	z17.s, p3/m, z17.s, z28.s
movprfx	z17.s, p3/z, z31.s
usqadd	z17.s, p3/m, z17.s, z28.s
movprfx	z28, z31
usra	z28.b, z24.b, #8
movprfx	z28.b, p4/z, z31.b
usra	z28.b, z24.b, #8
movprfx	z12, z31
usra	z12.d, z31.d, #1
movprfx	z12.b, p5/m, z31.b
usra	z12.d, z31.d, #1
movprfx	z9, z31
usra	z9.h, z29.h, #13
movprfx	z9.h, p6/m, z31.h
usra	z9.h, z29.h, #13
movprfx	z15, z31
usra	z15.s, z16.s, #4
movprfx	z15.s, p7/z, z31.s
usra	z15.s, z16.s, #4
movprfx	z15, z31
usublb	z15.h, z23.b, z27.b
movprfx	z15.h, p0/z, z31.h
usublb	z15.h, z23.b, z27.b
movprfx	z10, z31
usublb	z10.s, z30.h, z22.h
movprfx	z10.s, p1/m, z31.s
usublb	z10.s, z30.h, z22.h
movprfx	z9, z31
usublb	z9.d, z31.s, z6.s
movprfx	z9.d, p2/m, z31.d
usublb	z9.d, z31.s, z6.s
movprfx	z31, z30
usublt	z31.h, z3.b, z0.b
movprfx	z31.h, p3/z, z30.h
usublt	z31.h, z3.b, z0.b
movprfx	z25, z31
usublt	z25.s, z17.h, z8.h
movprfx	z25.d, p4/m, z31.d
usublt	z25.s, z17.h, z8.h
movprfx	z15, z31
usublt	z15.d, z3.s, z1.s
movprfx	z15.d, p5/m, z31.d
usublt	z15.d, z3.s, z1.s
movprfx	z1, z31
usubwb	z1.h, z28.h, z6.b
movprfx	z1.h, p4/z, z31.h
usubwb	z1.h, z28.h, z6.b
movprfx	z6, z31
usubwb	z6.s, z5.s, z17.h
movprfx	z6.s, p5/m, z31.s
usubwb	z6.s, z5.s, z17.h
movprfx	z2, z31
usubwb	z2.d, z15.d, z30.s
movprfx	z2.b, p6/m, z31.b
usubwb	z2.d, z15.d, z30.s
movprfx	z20, z31
usubwt	z20.h, z19.h, z15.b
movprfx	z20.h, p7/z, z31.h
usubwt	z20.h, z19.h, z15.b
movprfx	z31, z30
usubwt	z31.s, z3.s, z18.h
movprfx	z31.s, p0/m, z30.s
usubwt	z31.s, z3.s, z18.h
movprfx	z6, z31
usubwt	z6.d, z6.d, z28.s
movprfx	z6.d, p1/m, z31.d
usubwt	z6.d, z6.d, z28.s
movprfx	z2, z31
uunpkhi	z2.d, z14.s
movprfx	z2.b, p0/z, z31.b
uunpkhi	z2.d, z14.s
movprfx	z9, z31
uunpkhi	z9.h, z25.b
movprfx	z9.h, p1/m, z31.h
uunpkhi	z9.h, z25.b
movprfx	z19, z31
uunpkhi	z19.s, z25.h
movprfx	z19.s, p2/m, z31.s
uunpkhi	z19.s, z25.h
movprfx	z16, z31
uunpklo	z16.d, z12.s
movprfx	z16.d, p3/z, z31.d
uunpklo	z16.d, z12.s
movprfx	z9, z31
uunpklo	z9.h, z29.b
movprfx	z9.h, p4/m, z31.h
uunpklo	z9.h, z29.b
movprfx	z18, z31
uunpklo	z18.s, z20.h
movprfx	z18.d, p5/m, z31.d
uunpklo	z18.s, z20.h
movprfx	z14, z31
uxtb	z14.d, p6/m, z30.d
movprfx	z14.d, p6/z, z31.d
uxtb	z14.d, p6/m, z30.d
movprfx	z3, z31
uxtb	z3.h, p7/m, z23.h
movprfx	z3.h, p7/m, z31.h
uxtb	z3.h, p7/m, z23.h
movprfx	z31, z30
uxtb	z31.s, p4/m, z11.s
movprfx	z31.s, p4/m, z30.s
uxtb	z31.s, p4/m, z11.s
movprfx	z3, z31
uxth	z3.d, p4/m, z19.d
movprfx	z3.d, p1/z, z31.d
uxth	z3.d, p4/m, z19.d
movprfx	z31, z30
uxth	z31.s, p0/m, z29.s
movprfx	z31.d, p0/m, z30.d
uxth	z31.s, p0/m, z29.s
movprfx	z31, z30
uxtw	z31.d, p1/m, z3.d
movprfx	z31.d, p3/m, z30.d
uxtw	z31.d, p1/m, z3.d
movprfx	z19, z31
uzp1	z19.q, z20.q, z18.q
movprfx	z13, z31
uzp1	z13.b, z27.b, z16.b
movprfx	z13.b, p1/m, z31.b
uzp1	z13.b, z27.b, z16.b
movprfx	z23, z31
uzp1	z23.d, z31.d, z8.d
movprfx	z23.d, p2/z, z31.d
uzp1	z23.d, z31.d, z8.d
movprfx	z12, z31
uzp1	z12.h, z22.h, z11.h
movprfx	z12.h, p3/m, z31.h
uzp1	z12.h, z22.h, z11.h
movprfx	z7, z31
uzp1	z7.s, z14.s, z10.s
movprfx	z7.d, p4/m, z31.d
uzp1	z7.s, z14.s, z10.s
movprfx	z27, z31
uzp2	z27.q, z3.q, z19.q
movprfx	z20, z31
uzp2	z20.b, z20.b, z18.b
movprfx	z20.b, p1/z, z31.b
uzp2	z20.b, z20.b, z18.b
movprfx	z12, z31
uzp2	z12.d, z15.d, z27.d
movprfx	z12.d, p2/m, z31.d
uzp2	z12.d, z15.d, z27.d
movprfx	z8, z31
uzp2	z8.h, z14.h, z17.h
movprfx	z8.s, p3/m, z31.s
uzp2	z8.h, z14.h, z17.h
movprfx	z15, z31
uzp2	z15.s, z16.s, z17.s
movprfx	z15.s, p4/z, z31.s
uzp2	z15.s, z16.s, z17.s
movprfx	z13, z31
xar	z13.b, z13.b, z28.b, #1
movprfx	z13.b, p1/m, z31.b
xar	z13.b, z13.b, z28.b, #1
movprfx	z28, z31
xar	z28.d, z28.d, z20.d, #51
movprfx	z28.d, p2/m, z31.d
xar	z28.d, z28.d, z20.d, #51
movprfx	z9, z31
xar	z9.h, z9.h, z8.h, #14
movprfx	z9.h, p3/z, z31.h
xar	z9.h, z9.h, z8.h, #14
movprfx	z24, z31
xar	z24.s, z24.s, z27.s, #1
movprfx	z24.s, p4/m, z31.s
xar	z24.s, z24.s, z27.s, #1
movprfx	z14, z31
zip1	z14.q, z29.q, z2.q
movprfx	z19, z31
zip1	z19.b, z14.b, z18.b
movprfx	z19.b, p2/z, z31.b
zip1	z19.b, z14.b, z18.b
movprfx	z7, z31
zip1	z7.d, z12.d, z7.d
movprfx	z7.d, p3/m, z31.d
zip1	z7.d, z12.d, z7.d
movprfx	z26, z31
zip1	z26.h, z1.h, z14.h
movprfx	z26.s, p4/m, z31.s
zip1	z26.h, z1.h, z14.h
movprfx	z6, z31
zip1	z6.s, z0.s, z2.s
movprfx	z6.s, p5/z, z31.s
zip1	z6.s, z0.s, z2.s
movprfx	z9, z31
zip2	z9.q, z8.q, z15.q
movprfx	z26, z31
zip2	z26.b, z13.b, z22.b
movprfx	z26.b, p2/m, z31.b
zip2	z26.b, z13.b, z22.b
movprfx	z7, z31
zip2	z7.d, z16.d, z14.d
movprfx	z7.b, p3/m, z31.b
zip2	z7.d, z16.d, z14.d
movprfx	z9, z31
zip2	z9.h, z14.h, z18.h
movprfx	z9.h, p4/z, z31.h
zip2	z9.h, z14.h, z18.h
movprfx	z30, z31
zip2	z30.s, z11.s, z18.s
movprfx	z30.s, p5/m, z31.s
zip2	z30.s, z11.s, z18.s
