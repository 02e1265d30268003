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
movprfx	z18, z31
cdot	z18.d, z2.h, z0.h[1], #90
movprfx	z18.b, p7/m, z31.b
cdot	z18.d, z2.h, z0.h[1], #90
movprfx	z18, z31
cdot	z18.s, z27.b, z2.b[2], #180
movprfx	z18.s, p0/m, z31.s
cdot	z18.s, z27.b, z2.b[2], #180
movprfx	z9, z31
cdot	z9.s, z8.b, z30.b, #270
movprfx	z9.s, p1/z, z31.s
cdot	z9.s, z8.b, z30.b, #270
movprfx	z30, z31
cdot	z30.d, z6.h, z16.h, #270
movprfx	z30.d, p2/m, z31.d
cdot	z30.d, z6.h, z16.h, #270
movprfx	z13, z31
clasta	z13.b, p1, z13.b, z31.b
movprfx	z13.b, p4/m, z31.b
clasta	z13.b, p1, z13.b, z31.b
movprfx	z13, z31
clasta	z13.d, p5, z13.d, z11.d
movprfx	z13.d, p5/z, z31.d
clasta	z13.d, p5, z13.d, z11.d
movprfx	z14, z31
clasta	z14.h, p3, z14.h, z15.h
movprfx	z14.s, p6/m, z31.s
clasta	z14.h, p3, z14.h, z15.h
movprfx	z18, z31
clasta	z18.s, p4, z18.s, z23.s
movprfx	z18.s, p7/m, z31.s
clasta	z18.s, p4, z18.s, z23.s
movprfx	z7, z31
clastb	z7.b, p3, z7.b, z5.b
movprfx	z7.h, p0/m, z31.h
clastb	z7.b, p3, z7.b, z5.b
movprfx	z21, z31
clastb	z21.d, p7, z21.d, z6.d
movprfx	z21.d, p1/z, z31.d
clastb	z21.d, p7, z21.d, z6.d
movprfx	z24, z31
clastb	z24.h, p4, z24.h, z17.h
movprfx	z24.h, p2/m, z31.h
clastb	z24.h, p4, z24.h, z17.h
movprfx	z3, z31
clastb	z3.s, p6, z3.s, z4.s
movprfx	z3.s, p3/m, z31.s
clastb	z3.s, p6, z3.s, z4.s
movprfx	z20, z31
cls	z20.b, p4/m, z25.b
movprfx	z20.b, p7/z, z31.b
cls	z20.b, p4/m, z25.b
movprfx	z30, z31
cls	z30.d, p2/m, z21.d
movprfx	z30.d, p2/m, z31.d
cls	z30.d, p2/m, z21.d
movprfx	z24, z31
cls	z24.h, p5/m, z26.h
movprfx	z24.h, p1/m, z31.h
cls	z24.h, p5/m, z26.h
movprfx	z16, z31
cls	z16.s, p0/m, z22.s
movprfx	z16.d, p0/z, z31.d
cls	z16.s, p0/m, z22.s
movprfx	z17, z31
clz	z17.b, p5/m, z21.b
movprfx	z17.b, p3/z, z31.b
clz	z17.b, p5/m, z21.b
movprfx	z5, z31
clz	z5.d, p7/m, z22.d
movprfx	z5.b, p7/m, z31.b
clz	z5.d, p7/m, z22.d
movprfx	z29, z31
clz	z29.h, p6/m, z29.h
movprfx	z29.h, p5/m, z31.h
clz	z29.h, p6/m, z29.h
movprfx	z20, z31
clz	z20.s, p4/m, z30.s
movprfx	z20.s, p4/z, z31.s
clz	z20.s, p4/m, z30.s
movprfx	z9, z31
cmla	z9.h, z21.h, z5.h[2], #0
movprfx	z9.h, p5/m, z31.h
cmla	z9.h, z21.h, z5.h[2], #0
movprfx	z25, z31
cmla	z25.s, z13.s, z4.s[1], #180
movprfx	z25.s, p6/z, z31.s
cmla	z25.s, z13.s, z4.s[1], #180
movprfx	z22, z31
cmla	z22.b, z4.b, z1.b, #0
movprfx	z22.h, p7/m, z31.h
cmla	z22.b, z4.b, z1.b, #0
movprfx	z31, z30
cmla	z31.d, z22.d, z29.d, #0
movprfx	z31.d, p0/m, z30.d
cmla	z31.d, z22.d, z29.d, #0
movprfx	z19, z31
cmla	z19.h, z27.h, z28.h, #0
movprfx	z19.h, p1/z, z31.h
cmla	z19.h, z27.h, z28.h, #0
movprfx	z20, z31
cmla	z20.s, z23.s, z25.s, #270
movprfx	z20.s, p2/m, z31.s
cmla	z20.s, z23.s, z25.s, #270
movprfx	z6, z31
cnot	z6.b, p6/m, z29.b
movprfx	z6.b, p1/z, z31.b
cnot	z6.b, p6/m, z29.b
movprfx	z2, z31
cnot	z2.d, p0/m, z7.d
movprfx	z2.d, p0/m, z31.d
cnot	z2.d, p0/m, z7.d
movprfx	z4, z31
cnot	z4.h, p1/m, z11.h
movprfx	z4.h, p3/m, z31.h
cnot	z4.h, p1/m, z11.h
movprfx	z15, z31
cnot	z15.s, p2/m, z13.s
movprfx	z15.d, p2/z, z31.d
cnot	z15.s, p2/m, z13.s
movprfx	z20, z31
cnt	z20.b, p6/m, z10.b
movprfx	z20.b, p7/m, z31.b
cnt	z20.b, p6/m, z10.b
movprfx	z3, z31
cnt	z3.d, p3/m, z27.d
movprfx	z3.d, p3/z, z31.d
cnt	z3.d, p3/m, z27.d
movprfx	z23, z31
cnt	z23.h, p6/m, z24.h
movprfx	z23.h, p1/m, z31.h
cnt	z23.h, p6/m, z24.h
movprfx	z21, z31
cnt	z21.s, p5/m, z4.s
movprfx	z21.s, p5/m, z31.s
cnt	z21.s, p5/m, z4.s
movprfx	z16, z31
compact	z16.d, p1, z21.d
movprfx	z16.d, p5/m, z31.d
compact	z16.d, p1, z21.d
movprfx	z1, z31
compact	z1.s, p2, z13.s
movprfx	z1.s, p6/z, z31.s
compact	z1.s, p2, z13.s
movprfx	z3, z31
cpy	z3.b, p15/m, #-20
movprfx	z3.b, p7/m, z31.b
cpy	z3.b, p15/m, #-20
movprfx	z27, z31
cpy	z27.d, p3/m, #-48
movprfx	z27.b, p3/m, z31.b
cpy	z27.d, p3/m, #-48
movprfx	z9, z31
cpy	z9.h, p8/m, #5
movprfx	z9.h, p1/z, z31.h
cpy	z9.h, p8/m, #5
movprfx	z29, z31
cpy	z29.s, p11/m, #-3584
movprfx	z29.s, p2/m, z31.s
cpy	z29.s, p11/m, #-3584
movprfx	z22, z31
cpy	z22.b, p0/m, w1
movprfx	z22.b, p3/m, z31.b
cpy	z22.b, p0/m, w1
movprfx	z30, z31
cpy	z30.d, p6/m, x6
movprfx	z30.d, p6/z, z31.d
cpy	z30.d, p6/m, x6
movprfx	z14, z31
cpy	z14.h, p4/m, w16
movprfx	z14.s, p5/m, z31.s
cpy	z14.h, p4/m, w16
movprfx	z13, z31
cpy	z13.s, p6/m, w13
movprfx	z13.s, p6/m, z31.s
cpy	z13.s, p6/m, w13
movprfx	z18, z31
cpy	z18.b, p6/m, b0
movprfx	z18.b, p7/z, z31.b
cpy	z18.b, p6/m, b0
movprfx	z10, z31
cpy	z10.d, p1/m, d26
movprfx	z10.d, p1/m, z31.d
cpy	z10.d, p1/m, d26
movprfx	z18, z31
cpy	z18.h, p0/m, h12
movprfx	z18.h, p1/m, z31.h
cpy	z18.h, p0/m, h12
movprfx	z5, z31
cpy	z5.s, p2/m, s0
movprfx	z5.d, p2/z, z31.d
cpy	z5.s, p2/m, s0
movprfx	z27, z31
cpy	z27.b, p10/z, #119
movprfx	z27.b, p3/m, z31.b
cpy	z27.b, p10/z, #119
movprfx	z8, z31
cpy	z8.d, p12/z, #-19456
movprfx	z8.d, p4/m, z31.d
cpy	z8.d, p12/z, #-19456
movprfx	z24, z31
cpy	z24.h, p12/z, #-20480
movprfx	z24.h, p5/z, z31.h
cpy	z24.h, p12/z, #-20480
movprfx	z18, z31
cpy	z18.s, p0/z, #15872
movprfx	z18.s, p0/m, z31.s
cpy	z18.s, p0/z, #15872
movprfx	z8, z31
decd	z8.d, vl6, mul #16
movprfx	z8.d, p2/m, z31.d
decd	z8.d, vl6, mul #16
movprfx	z13, z31
dech	z13.h, #23, mul #3
movprfx	z13.h, p4/m, z31.h
dech	z13.h, #23, mul #3
movprfx	z5, z31
decp	z5.d, p15.d
movprfx	z5.d, p1/z, z31.d
decp	z5.d, p15.d
movprfx	z17, z31
decp	z17.h, p12.h
movprfx	z17.s, p2/m, z31.s
decp	z17.h, p12.h
movprfx	z30, z31
decp	z30.s, p12.s
movprfx	z30.s, p3/m, z31.s
decp	z30.s, p12.s
movprfx	z11, z31
decw	z11.s, vl1, mul #6
movprfx	z11.s, p5/m, z31.s
decw	z11.s, vl1, mul #6
movprfx	z17, z31
dupm	z17.d, #0xfffffffffff8001f
movprfx	z17.d, p2/z, z31.d
dupm	z17.d, #0xfffffffffff8001f
movprfx	z1, z31
dup	z1.b, #7
movprfx	z1.b, p3/m, z31.b
dup	z1.b, #7
movprfx	z25, z31
dup	z25.d, #8
movprfx	z25.b, p4/m, z31.b
dup	z25.d, #8
movprfx	z20, z31
dup	z20.h, #32512
movprfx	z20.h, p5/z, z31.h
dup	z20.h, #32512
movprfx	z31, z30
dup	z31.s, #29696
movprfx	z31.s, p6/m, z30.s
dup	z31.s, #29696
movprfx	z20, z31
dup	z20.b, w13
movprfx	z20.b, p7/m, z31.b
dup	z20.b, w13
movprfx	z17, z31
dup	z17.d, x27
movprfx	z17.d, p0/z, z31.d
dup	z17.d, x27
movprfx	z2, z31
dup	z2.h, w4
movprfx	z2.s, p1/m, z31.s
dup	z2.h, w4
movprfx	z4, z31
dup	z4.s, w0
movprfx	z4.s, p2/m, z31.s
dup	z4.s, w0
movprfx	z29, z31
dup	z29.q, z8.q[0]
movprfx	z16, z31
dup	z16.h, z13.h[19]
movprfx	z16.h, p4/m, z31.h
dup	z16.h, z13.h[19]
movprfx	z9, z31
dup	z9.s, z18.s[0]
movprfx	z9.s, p5/m, z31.s
dup	z9.s, z18.s[0]
movprfx	z26, z31
dup	z26.d, z18.d[5]
movprfx	z26.b, p6/z, z31.b
dup	z26.d, z18.d[5]
movprfx	z0, z31
dup	z0.b, z4.b[51]
movprfx	z0.b, p7/m, z31.b
dup	z0.b, z4.b[51]
movprfx	z18, z31
eor3	z18.d, z18.d, z12.d, z3.d
movprfx	z18.d, p5/m, z31.d
eor3	z18.d, z18.d, z12.d, z3.d
movprfx	z18, z31
eorbt	z18.b, z1.b, z24.b
movprfx	z18.b, p6/z, z31.b
eorbt	z18.b, z1.b, z24.b
movprfx	z31, z30
eorbt	z31.d, z4.d, z19.d
movprfx	z31.b, p7/m, z30.b
eorbt	z31.d, z4.d, z19.d
movprfx	z13, z31
eorbt	z13.h, z22.h, z18.h
movprfx	z13.h, p0/m, z31.h
eorbt	z13.h, z22.h, z18.h
movprfx	z13, z31
eorbt	z13.s, z3.s, z22.s
movprfx	z13.s, p1/z, z31.s
eorbt	z13.s, z3.s, z22.s
movprfx	z13, z31
eortb	z13.b, z10.b, z6.b
movprfx	z13.b, p3/m, z31.b
eortb	z13.b, z10.b, z6.b
movprfx	z10, z31
eortb	z10.d, z19.d, z3.d
movprfx	z10.b, p4/z, z31.b
eortb	z10.d, z19.d, z3.d
movprfx	z2, z31
eortb	z2.h, z8.h, z31.h
movprfx	z2.h, p5/m, z31.h
eortb	z2.h, z8.h, z31.h
movprfx	z11, z31
eortb	z11.s, z0.s, z18.s
movprfx	z11.s, p6/m, z31.s
eortb	z11.s, z0.s, z18.s
movprfx	z0, z31
eor	z0.d, z0.d, #0x7ffffffff0000000
movprfx	z0.d, p0/z, z31.d
eor	z0.d, z0.d, #0x7ffffffff0000000
movprfx	z0, z31
eor	z0.b, p6/m, z0.b, z4.b
movprfx	z0.b, p1/m, z31.b
eor	z0.b, p6/m, z0.b, z4.b
movprfx	z24, z31
eor	z24.d, p1/m, z24.d, z9.d
movprfx	z24.d, p1/m, z31.d
eor	z24.d, p1/m, z24.d, z9.d
movprfx	z19, z31
eor	z19.h, p1/m, z19.h, z2.h
movprfx	z19.s, p3/z, z31.s
eor	z19.h, p1/m, z19.h, z2.h
movprfx	z2, z31
eor	z2.s, p2/m, z2.s, z14.s
movprfx	z2.s, p2/m, z31.s
eor	z2.s, p2/m, z2.s, z14.s
movprfx	z2, z31
eor	z2.d, z23.d, z29.d
movprfx	z2.d, p5/m, z31.d
eor	z2.d, z23.d, z29.d
movprfx	z23, z31
ext	z23.b, z23.b, z0.b, #242
movprfx	z23.h, p5/m, z31.h
ext	z23.b, z23.b, z0.b, #242
movprfx	z24, z31
ext	z24.b, { z7.b, z8.b }, #0
movprfx	z24.b, p6/m, z31.b
ext	z24.b, { z7.b, z8.b }, #0
movprfx	z16, z31
fabd	z16.d, p1/m, z16.d, z22.d
movprfx	z16.d, p1/m, z31.d
fabd	z16.d, p1/m, z16.d, z22.d
movprfx	z15, z31
fabd	z15.h, p0/m, z15.h, z7.h
movprfx	z15.s, p0/z, z31.s
fabd	z15.h, p0/m, z15.h, z7.h
movprfx	z12, z31
fabd	z12.s, p6/m, z12.s, z19.s
movprfx	z12.s, p3/m, z31.s
fabd	z12.s, p6/m, z12.s, z19.s
movprfx	z18, z31
fabs	z18.d, p0/m, z24.d
movprfx	z18.d, p7/m, z31.d
fabs	z18.d, p0/m, z24.d
movprfx	z12, z31
fabs	z12.h, p0/m, z6.h
movprfx	z12.h, p0/m, z31.h
fabs	z12.h, p0/m, z6.h
movprfx	z16, z31
fabs	z16.s, p0/m, z8.s
movprfx	z16.d, p1/z, z31.d
fabs	z16.s, p0/m, z8.s
movprfx	z6, z31
faddp	z6.d, p1/m, z6.d, z0.d
movprfx	z6.d, p1/z, z31.d
faddp	z6.d, p1/m, z6.d, z0.d
movprfx	z16, z31
faddp	z16.h, p7/m, z16.h, z13.h
movprfx	z16.h, p3/m, z31.h
faddp	z16.h, p7/m, z16.h, z13.h
movprfx	z2, z31
faddp	z2.s, p1/m, z2.s, z19.s
movprfx	z2.d, p1/m, z31.d
faddp	z2.s, p1/m, z2.s, z19.s
movprfx	z10, z31
fadd	z10.d, p3/m, z10.d, #1.0
movprfx	z10.d, p1/z, z31.d
fadd	z10.d, p3/m, z10.d, #1.0
movprfx	z10, z31
fadd	z10.h, p1/m, z10.h, #0.5
movprfx	z10.h, p1/m, z31.h
fadd	z10.h, p1/m, z10.h, #0.5
movprfx	z26, z31
fadd	z26.s, p7/m, z26.s, #0.5
movprfx	z26.d, p3/m, z31.d
fadd	z26.s, p7/m, z26.s, #0.5
movprfx	z31, z30
fadd	z31.d, p3/m, z31.d, z0.d
movprfx	z31.d, p3/z, z30.d
fadd	z31.d, p3/m, z31.d, z0.d
movprfx	z1, z31
fadd	z1.h, p4/m, z1.h, z0.h
movprfx	z1.h, p5/m, z31.h
fadd	z1.h, p4/m, z1.h, z0.h
movprfx	z17, z31
fadd	z17.s, p5/m, z17.s, z15.s
movprfx	z17.s, p5/m, z31.s
fadd	z17.s, p5/m, z17.s, z15.s
movprfx	z12, z31
fadd	z12.d, z25.d, z6.d
movprfx	z12.d, p7/z, z31.d
fadd	z12.d, z25.d, z6.d
movprfx	z8, z31
fadd	z8.h, z30.h, z2.h
movprfx	z8.s, p0/m, z31.s
fadd	z8.h, z30.h, z2.h
movprfx	z12, z31
fadd	z12.s, z2.s, z29.s
movprfx	z12.s, p1/m, z31.s
fadd	z12.s, z2.s, z29.s
movprfx	z31, z30
fcadd	z31.d, p2/m, z31.d, z14.d, #90
movprfx	z31.d, p7/m, z30.d
fcadd	z31.d, p2/m, z31.d, z14.d, #90
movprfx	z9, z31
fcadd	z9.h, p6/m, z9.h, z20.h, #90
movprfx	z9.h, p6/z, z31.h
fcadd	z9.h, p6/m, z9.h, z20.h, #90
movprfx	z27, z31
fcadd	z27.s, p2/m, z27.s, z30.s, #90
movprfx	z27.s, p1/m, z31.s
fcadd	z27.s, p2/m, z27.s, z30.s, #90
movprfx	z29, z31
fcmla	z29.h, z8.h, z0.h[0], #270
movprfx	z29.h, p7/m, z31.h
fcmla	z29.h, z8.h, z0.h[0], #270
movprfx	z24, z31
fcmla	z24.s, z2.s, z9.s[0], #180
movprfx	z24.s, p0/m, z31.s
fcmla	z24.s, z2.s, z9.s[0], #180
movprfx	z8, z31
fcmla	z8.d, p5/m, z8.d, z9.d, #180
movprfx	z8.d, p1/z, z31.d
fcmla	z8.d, p5/m, z8.d, z9.d, #180
movprfx	z3, z31
fcmla	z3.h, p0/m, z27.h, z11.h, #0
movprfx	z3.s, p0/m, z31.s
fcmla	z3.h, p0/m, z27.h, z11.h, #0
movprfx	z31, z30
fcmla	z31.s, p6/m, z17.s, z3.s, #180
movprfx	z31.s, p3/m, z30.s
fcmla	z31.s, p6/m, z17.s, z3.s, #180
movprfx	z24, z31
fcpy	z24.d, p5/m, #18.00000000
movprfx	z24.d, p7/z, z31.d
fcpy	z24.d, p5/m, #18.00000000
movprfx	z26, z31
fcpy	z26.h, p2/m, #-2.62500000
movprfx	z26.h, p2/m, z31.h
fcpy	z26.h, p2/m, #-2.62500000
movprfx	z13, z31
fcpy	z13.s, p6/m, #1.06250000
movprfx	z13.d, p1/m, z31.d
fcpy	z13.s, p6/m, #1.06250000
movprfx	z11, z31
fcvtlt	z11.d, p3/m, z21.s
movprfx	z11.d, p5/m, z31.d
fcvtlt	z11.d, p3/m, z21.s
movprfx	z25, z31
fcvtlt	z25.s, p6/m, z6.h
movprfx	z25.s, p6/z, z31.s
fcvtlt	z25.s, p6/m, z6.h
movprfx	z20, z31
fcvtnt	z20.h, p4/m, z8.s
movprfx	z20.h, p5/m, z31.h
fcvtnt	z20.h, p4/m, z8.s
movprfx	z13, z31
fcvtnt	z13.s, p3/m, z6.d
movprfx	z13.d, p3/z, z31.d
fcvtnt	z13.s, p3/m, z6.d
movprfx	z4, z31
fcvtxnt	z4.s, p7/m, z28.d
movprfx	z4.s, p7/m, z31.s
fcvtxnt	z4.s, p7/m, z28.d
movprfx	z3, z31
fcvtx	z3.s, p3/m, z4.d
movprfx	z3.s, p3/m, z31.s
fcvtx	z3.s, p3/m, z4.d
movprfx	z8, z31
fcvtzs	z8.d, p3/m, z30.d
movprfx	z8.b, p3/z, z31.b
fcvtzs	z8.d, p3/m, z30.d
movprfx	z7, z31
fcvtzs	z7.d, p0/m, z31.h
movprfx	z7.d, p3/m, z31.d
fcvtzs	z7.d, p0/m, z31.h
movprfx	z10, z31
fcvtzs	z10.d, p3/m, z9.s
movprfx	z10.d, p3/m, z31.d
fcvtzs	z10.d, p3/m, z9.s
movprfx	z31, z30
fcvtzs	z31.h, p6/m, z20.h
movprfx	z31.h, p5/z, z30.h
fcvtzs	z31.h, p6/m, z20.h
movprfx	z18, z31
fcvtzs	z18.s, p5/m, z1.d
movprfx	z18.s, p5/m, z31.s
fcvtzs	z18.s, p5/m, z1.d
movprfx	z10, z31
fcvtzs	z10.s, p5/m, z2.h
movprfx	z10.d, p7/m, z31.d
fcvtzs	z10.s, p5/m, z2.h
movprfx	z11, z31
fcvtzs	z11.s, p3/m, z20.s
movprfx	z11.s, p3/z, z31.s
fcvtzs	z11.s, p3/m, z20.s
movprfx	z30, z31
fcvtzu	z30.d, p0/m, z1.d
movprfx	z30.b, p5/m, z31.b
fcvtzu	z30.d, p0/m, z1.d
movprfx	z23, z31
fcvtzu	z23.d, p3/m, z0.h
movprfx	z23.d, p3/z, z31.d
fcvtzu	z23.d, p3/m, z0.h
movprfx	z30, z31
fcvtzu	z30.d, p3/m, z26.s
movprfx	z30.d, p7/m, z31.d
fcvtzu	z30.d, p3/m, z26.s
movprfx	z29, z31
fcvtzu	z29.h, p5/m, z27.h
movprfx	z29.h, p5/m, z31.h
fcvtzu	z29.h, p5/m, z27.h
movprfx	z20, z31
fcvtzu	z20.s, p7/m, z23.d
movprfx	z20.s, p1/z, z31.s
fcvtzu	z20.s, p7/m, z23.d
movprfx	z14, z31
fcvtzu	z14.s, p0/m, z3.h
movprfx	z14.d, p0/m, z31.d
fcvtzu	z14.s, p0/m, z3.h
movprfx	z24, z31
fcvtzu	z24.s, p3/m, z13.s
movprfx	z24.s, p3/m, z31.s
fcvtzu	z24.s, p3/m, z13.s
movprfx	z1, z31
fcvt	z1.d, p5/m, z6.h
movprfx	z1.d, p5/m, z31.d
fcvt	z1.d, p5/m, z6.h
movprfx	z6, z31
fcvt	z6.d, p5/m, z20.s
movprfx	z6.b, p3/m, z31.b
fcvt	z6.d, p5/m, z20.s
movprfx	z8, z31
fcvt	z8.h, p7/m, z9.d
movprfx	z8.h, p7/z, z31.h
fcvt	z8.h, p7/m, z9.d
movprfx	z10, z31
fcvt	z10.h, p7/m, z4.s
movprfx	z10.h, p5/m, z31.h
fcvt	z10.h, p7/m, z4.s
movprfx	z6, z31
fcvt	z6.s, p3/m, z19.d
movprfx	z6.s, p3/m, z31.s
fcvt	z6.s, p3/m, z19.d
movprfx	z0, z31
fcvt	z0.s, p0/m, z31.h
movprfx	z0.s, p7/z, z31.s
fcvt	z0.s, p0/m, z31.h
movprfx	z21, z31
fdivr	z21.d, p6/m, z21.d, z11.d
movprfx	z21.d, p6/z, z31.d
fdivr	z21.d, p6/m, z21.d, z11.d
movprfx	z12, z31
fdivr	z12.h, p6/m, z12.h, z26.h
movprfx	z12.h, p3/m, z31.h
fdivr	z12.h, p6/m, z12.h, z26.h
movprfx	z3, z31
fdivr	z3.s, p2/m, z3.s, z27.s
movprfx	z3.s, p2/m, z31.s
fdivr	z3.s, p2/m, z3.s, z27.s
movprfx	z14, z31
fdiv	z14.d, p2/m, z14.d, z30.d
movprfx	z14.d, p2/m, z31.d
fdiv	z14.d, p2/m, z14.d, z30.d
movprfx	z29, z31
fdiv	z29.h, p2/m, z29.h, z9.h
movprfx	z29.h, p7/m, z31.h
fdiv	z29.h, p2/m, z29.h, z9.h
movprfx	z12, z31
fdiv	z12.s, p3/m, z12.s, z19.s
movprfx	z12.s, p3/z, z31.s
fdiv	z12.s, p3/m, z12.s, z19.s
movprfx	z15, z31
fdup	z15.d, #-0.46875000
movprfx	z15.d, p6/z, z31.d
fdup	z15.d, #-0.46875000
movprfx	z30, z31
fdup	z30.h, #8.50000000
movprfx	z30.s, p7/m, z31.s
fdup	z30.h, #8.50000000
movprfx	z11, z31
fdup	z11.s, #3.62500000
movprfx	z11.s, p0/m, z31.s
fdup	z11.s, #3.62500000
movprfx	z24, z31
fexpa	z24.d, z26.d
movprfx	z24.d, p1/z, z31.d
fexpa	z24.d, z26.d
movprfx	z1, z31
fexpa	z1.h, z9.h
movprfx	z1.h, p2/m, z31.h
fexpa	z1.h, z9.h
movprfx	z17, z31
fexpa	z17.s, z9.s
movprfx	z17.s, p3/m, z31.s
fexpa	z17.s, z9.s
movprfx	z25, z31
flogb	z25.d, p7/m, z6.d
movprfx	z25.d, p5/m, z31.d
flogb	z25.d, p7/m, z6.d
movprfx	z22, z31
flogb	z22.h, p3/m, z20.h
movprfx	z22.h, p3/m, z31.h
flogb	z22.h, p3/m, z20.h
movprfx	z26, z31
flogb	z26.s, p5/m, z7.s
movprfx	z26.s, p7/z, z31.s
flogb	z26.s, p5/m, z7.s
movprfx	z23, z31
fmad	z23.d, p1/m, z1.d, z31.d
movprfx	z23.d, p3/m, z31.d
fmad	z23.d, p1/m, z1.d, z31.d
movprfx	z9, z31
fmad	z9.h, p3/m, z15.h, z6.h
movprfx	z9.h, p3/m, z31.h
fmad	z9.h, p3/m, z15.h, z6.h
movprfx	z5, z31
fmad	z5.s, p5/m, z6.s, z5.s
movprfx	z5.s, p5/z, z31.s
fmad	z5.s, p5/m, z6.s, z5.s
movprfx	z12, z31
fmaxnmp	z12.d, p3/m, z12.d, z16.d
movprfx	z12.d, p3/m, z31.d
fmaxnmp	z12.d, p3/m, z12.d, z16.d
movprfx	z4, z31
fmaxnmp	z4.h, p5/m, z4.h, z0.h
movprfx	z4.s, p3/z, z31.s
fmaxnmp	z4.h, p5/m, z4.h, z0.h
movprfx	z14, z31
fmaxnmp	z14.s, p6/m, z14.s, z12.s
movprfx	z14.s, p6/m, z31.s
fmaxnmp	z14.s, p6/m, z14.s, z12.s
movprfx	z18, z31
fmaxnm	z18.d, p5/m, z18.d, #0.0
movprfx	z18.d, p5/m, z31.d
fmaxnm	z18.d, p5/m, z18.d, #0.0
movprfx	z17, z31
fmaxnm	z17.h, p1/m, z17.h, #0.0
movprfx	z17.h, p5/z, z31.h
fmaxnm	z17.h, p1/m, z17.h, #0.0
movprfx	z0, z31
fmaxnm	z0.s, p5/m, z0.s, #0.0
movprfx	z0.s, p5/m, z31.s
fmaxnm	z0.s, p5/m, z0.s, #0.0
movprfx	z11, z31
fmaxnm	z11.d, p0/m, z11.d, z20.d
movprfx	z11.b, p7/m, z31.b
fmaxnm	z11.d, p0/m, z11.d, z20.d
movprfx	z21, z31
fmaxnm	z21.h, p4/m, z21.h, z31.h
movprfx	z21.h, p4/z, z31.h
fmaxnm	z21.h, p4/m, z21.h, z31.h
movprfx	z13, z31
fmaxnm	z13.s, p7/m, z13.s, z18.s
movprfx	z13.s, p1/m, z31.s
fmaxnm	z13.s, p7/m, z13.s, z18.s
movprfx	z20, z31
fmaxp	z20.d, p5/m, z20.d, z7.d
movprfx	z20.d, p7/m, z31.d
fmaxp	z20.d, p5/m, z20.d, z7.d
movprfx	z1, z31
fmaxp	z1.h, p6/m, z1.h, z11.h
movprfx	z1.h, p6/m, z31.h
fmaxp	z1.h, p6/m, z1.h, z11.h
movprfx	z17, z31
fmaxp	z17.s, p7/m, z17.s, z25.s
movprfx	z17.d, p1/z, z31.d
fmaxp	z17.s, p7/m, z17.s, z25.s
movprfx	z2, z31
fmax	z2.d, p6/m, z2.d, #1.0
movprfx	z2.d, p1/m, z31.d
fmax	z2.d, p6/m, z2.d, #1.0
movprfx	z17, z31
fmax	z17.h, p2/m, z17.h, #0.0
movprfx	z17.h, p2/m, z31.h
fmax	z17.h, p2/m, z17.h, #0.0
movprfx	z21, z31
fmax	z21.s, p0/m, z21.s, #1.0
movprfx	z21.s, p3/z, z31.s
fmax	z21.s, p0/m, z21.s, #1.0
movprfx	z11, z31
fmax	z11.d, p2/m, z11.d, z8.d
movprfx	z11.d, p2/m, z31.d
fmax	z11.d, p2/m, z11.d, z8.d
movprfx	z1, z31
fmax	z1.h, p5/m, z1.h, z24.h
movprfx	z1.s, p5/m, z31.s
fmax	z1.h, p5/m, z1.h, z24.h
movprfx	z12, z31
fmax	z12.s, p4/m, z12.s, z12.s
movprfx	z12.s, p4/z, z31.s
fmax	z12.s, p4/m, z12.s, z12.s
movprfx	z5, z31
fminnmp	z5.d, p0/m, z5.d, z2.d
movprfx	z5.d, p0/m, z31.d
fminnmp	z5.d, p0/m, z5.d, z2.d
movprfx	z3, z31
fminnmp	z3.h, p7/m, z3.h, z24.h
movprfx	z3.h, p1/m, z31.h
fminnmp	z3.h, p7/m, z3.h, z24.h
movprfx	z2, z31
fminnmp	z2.s, p1/m, z2.s, z14.s
movprfx	z2.s, p1/z, z31.s
fminnmp	z2.s, p1/m, z2.s, z14.s
movprfx	z6, z31
fminnm	z6.d, p0/m, z6.d, #1.0
movprfx	z6.d, p0/m, z31.d
fminnm	z6.d, p0/m, z6.d, #1.0
movprfx	z26, z31
fminnm	z26.h, p4/m, z26.h, #0.0
movprfx	z26.s, p3/m, z31.s
fminnm	z26.h, p4/m, z26.h, #0.0
movprfx	z17, z31
fminnm	z17.s, p4/m, z17.s, #0.0
movprfx	z17.s, p4/z, z31.s
fminnm	z17.s, p4/m, z17.s, #0.0
movprfx	z10, z31
fminnm	z10.d, p2/m, z10.d, z15.d
movprfx	z10.d, p5/m, z31.d
fminnm	z10.d, p2/m, z10.d, z15.d
movprfx	z12, z31
fminnm	z12.h, p0/m, z12.h, z16.h
movprfx	z12.h, p0/m, z31.h
fminnm	z12.h, p0/m, z12.h, z16.h
movprfx	z15, z31
fminnm	z15.s, p1/m, z15.s, z8.s
movprfx	z15.s, p7/z, z31.s
fminnm	z15.s, p1/m, z15.s, z8.s
movprfx	z22, z31
fminp	z22.d, p4/m, z22.d, z27.d
movprfx	z22.b, p5/z, z31.b
fminp	z22.d, p4/m, z22.d, z27.d
movprfx	z29, z31
fminp	z29.h, p5/m, z29.h, z4.h
movprfx	z29.h, p5/m, z31.h
fminp	z29.h, p5/m, z29.h, z4.h
movprfx	z16, z31
fminp	z16.s, p7/m, z16.s, z4.s
movprfx	z16.s, p7/m, z31.s
fminp	z16.s, p7/m, z16.s, z4.s
movprfx	z2, z31
fmin	z2.d, p3/m, z2.d, #0.0
movprfx	z2.d, p7/z, z31.d
fmin	z2.d, p3/m, z2.d, #0.0
movprfx	z18, z31
fmin	z18.h, p6/m, z18.h, #0.0
movprfx	z18.h, p6/m, z31.h
fmin	z18.h, p6/m, z18.h, #0.0
movprfx	z8, z31
fmin	z8.s, p7/m, z8.s, #1.0
movprfx	z8.d, p1/m, z31.d
fmin	z8.s, p7/m, z8.s, #1.0
movprfx	z23, z31
fmin	z23.d, p4/m, z23.d, z12.d
movprfx	z23.d, p4/z, z31.d
fmin	z23.d, p4/m, z23.d, z12.d
movprfx	z27, z31
fmin	z27.h, p1/m, z27.h, z31.h
movprfx	z27.h, p3/m, z31.h
fmin	z27.h, p1/m, z27.h, z31.h
movprfx	z16, z31
fmin	z16.s, p0/m, z16.s, z14.s
movprfx	z16.s, p0/m, z31.s
fmin	z16.s, p0/m, z16.s, z14.s
movprfx	z3, z31
fmlalb	z3.s, z21.h, z1.h[1]
movprfx	z3.s, p6/z, z31.s
fmlalb	z3.s, z21.h, z1.h[1]
movprfx	z19, z31
fmlalb	z19.s, z20.h, z0.h
movprfx	z19.s, p7/m, z31.s
fmlalb	z19.s, z20.h, z0.h
movprfx	z0, z31
fmlalt	z0.s, z23.h, z7.h[6]
movprfx	z0.d, p0/m, z31.d
fmlalt	z0.s, z23.h, z7.h[6]
movprfx	z20, z31
fmlalt	z20.s, z8.h, z10.h
movprfx	z20.s, p1/z, z31.s
fmlalt	z20.s, z8.h, z10.h
movprfx	z16, z31
fmla	z16.d, z5.d, z1.d[0]
movprfx	z16.d, p6/m, z31.d
fmla	z16.d, z5.d, z1.d[0]
movprfx	z3, z31
fmla	z3.h, z13.h, z1.h[0]
movprfx	z3.h, p7/z, z31.h
fmla	z3.h, z13.h, z1.h[0]
movprfx	z26, z31
fmla	z26.s, z14.s, z2.s[0]
movprfx	z26.s, p0/m, z31.s
fmla	z26.s, z14.s, z2.s[0]
movprfx	z17, z31
fmla	z17.d, p4/m, z10.d, z22.d
movprfx	z17.d, p1/m, z31.d
fmla	z17.d, p4/m, z10.d, z22.d
movprfx	z29, z31
fmla	z29.h, p1/m, z9.h, z17.h
movprfx	z29.s, p1/z, z31.s
fmla	z29.h, p1/m, z9.h, z17.h
movprfx	z25, z31
fmla	z25.s, p2/m, z28.s, z11.s
movprfx	z25.s, p3/m, z31.s
fmla	z25.s, p2/m, z28.s, z11.s
movprfx	z24, z31
fmlslb	z24.s, z11.h, z5.h[2]
movprfx	z24.s, p5/m, z31.s
fmlslb	z24.s, z11.h, z5.h[2]
movprfx	z16, z31
fmlslb	z16.s, z21.h, z12.h
movprfx	z16.d, p6/m, z31.d
fmlslb	z16.s, z21.h, z12.h
movprfx	z10, z31
fmlslt	z10.s, z3.h, z1.h[0]
movprfx	z10.s, p7/z, z31.s
fmlslt	z10.s, z3.h, z1.h[0]
movprfx	z11, z31
fmlslt	z11.s, z3.h, z18.h
movprfx	z11.s, p0/m, z31.s
fmlslt	z11.s, z3.h, z18.h
movprfx	z11, z31
fmls	z11.d, z17.d, z11.d[1]
movprfx	z11.d, p5/z, z31.d
fmls	z11.d, z17.d, z11.d[1]
movprfx	z6, z31
fmls	z6.h, z8.h, z5.h[7]
movprfx	z6.h, p6/m, z31.h
fmls	z6.h, z8.h, z5.h[7]
movprfx	z17, z31
fmls	z17.s, z16.s, z5.s[2]
movprfx	z17.s, p7/m, z31.s
fmls	z17.s, z16.s, z5.s[2]
movprfx	z8, z31
fmls	z8.d, p3/m, z12.d, z20.d
movprfx	z8.b, p3/z, z31.b
fmls	z8.d, p3/m, z12.d, z20.d
movprfx	z8, z31
fmls	z8.h, p6/m, z11.h, z25.h
movprfx	z8.h, p1/m, z31.h
fmls	z8.h, p6/m, z11.h, z25.h
movprfx	z10, z31
fmls	z10.s, p5/m, z9.s, z29.s
movprfx	z10.s, p5/m, z31.s
fmls	z10.s, p5/m, z9.s, z29.s
movprfx	z11, z31
fmmla	z11.d, z12.d, z27.d
movprfx	z11.d, p0/m, z31.d
fmmla	z11.d, z12.d, z27.d
movprfx	z31, z30
fmmla	z31.s, z8.s, z13.s
movprfx	z31.s, p1/m, z30.s
fmmla	z31.s, z8.s, z13.s
movprfx	z20, z31
fmsb	z20.d, p6/m, z12.d, z1.d
movprfx	z20.d, p7/z, z31.d
fmsb	z20.d, p6/m, z12.d, z1.d
movprfx	z29, z31
fmsb	z29.h, p3/m, z10.h, z28.h
movprfx	z29.s, p3/m, z31.s
fmsb	z29.h, p3/m, z10.h, z28.h
movprfx	z15, z31
fmsb	z15.s, p2/m, z16.s, z20.s
movprfx	z15.s, p1/m, z31.s
fmsb	z15.s, p2/m, z16.s, z20.s
movprfx	z22, z31
fmulx	z22.d, p7/m, z22.d, z22.d
movprfx	z22.d, p7/z, z31.d
fmulx	z22.d, p7/m, z22.d, z22.d
movprfx	z14, z31
fmulx	z14.h, p1/m, z14.h, z28.h
movprfx	z14.h, p1/m, z31.h
fmulx	z14.h, p1/m, z14.h, z28.h
movprfx	z27, z31
fmulx	z27.s, p6/m, z27.s, z11.s
movprfx	z27.d, p6/m, z31.d
fmulx	z27.s, p6/m, z27.s, z11.s
movprfx	z24, z31
fmul	z24.d, p6/m, z24.d, #0.5
movprfx	z24.d, p3/m, z31.d
fmul	z24.d, p6/m, z24.d, #0.5
movprfx	z16, z31
fmul	z16.h, p6/m, z16.h, #0.5
movprfx	z16.h, p6/m, z31.h
fmul	z16.h, p6/m, z16.h, #0.5
movprfx	z27, z31
fmul	z27.s, p3/m, z27.s, #2.0
movprfx	z27.s, p5/z, z31.s
fmul	z27.s, p3/m, z27.s, #2.0
movprfx	z22, z31
fmul	z22.d, p7/m, z22.d, z1.d
movprfx	z22.b, p7/m, z31.b
fmul	z22.d, p7/m, z22.d, z1.d
movprfx	z20, z31
fmul	z20.h, p2/m, z20.h, z30.h
movprfx	z20.h, p7/m, z31.h
fmul	z20.h, p2/m, z20.h, z30.h
movprfx	z24, z31
fmul	z24.s, p5/m, z24.s, z31.s
movprfx	z24.s, p5/z, z31.s
fmul	z24.s, p5/m, z24.s, z31.s
movprfx	z8, z31
fmul	z8.d, z7.d, z6.d[1]
movprfx	z8.d, p1/m, z31.d
fmul	z8.d, z7.d, z6.d[1]
movprfx	z28, z31
fmul	z28.h, z30.h, z1.h[7]
movprfx	z28.h, p2/m, z31.h
fmul	z28.h, z30.h, z1.h[7]
movprfx	z3, z31
fmul	z3.s, z0.s, z5.s[0]
movprfx	z3.d, p3/z, z31.d
fmul	z3.s, z0.s, z5.s[0]
movprfx	z1, z31
fmul	z1.d, z16.d, z11.d
movprfx	z1.d, p4/m, z31.d
fmul	z1.d, z16.d, z11.d
movprfx	z28, z31
fmul	z28.h, z5.h, z12.h
movprfx	z28.h, p5/m, z31.h
fmul	z28.h, z5.h, z12.h
movprfx	z5, z31
fmul	z5.s, z5.s, z9.s
movprfx	z5.s, p6/z, z31.s
fmul	z5.s, z5.s, z9.s
movprfx	z23, z31
fneg	z23.d, p0/m, z3.d
movprfx	z23.b, p7/m, z31.b
fneg	z23.d, p0/m, z3.d
movprfx	z31, z30
fneg	z31.h, p6/m, z19.h
movprfx	z31.h, p6/z, z30.h
fneg	z31.h, p6/m, z19.h
movprfx	z29, z31
fneg	z29.s, p4/m, z8.s
movprfx	z29.s, p1/m, z31.s
fneg	z29.s, p4/m, z8.s
movprfx	z1, z31
fnmad	z1.d, p5/m, z29.d, z6.d
movprfx	z1.d, p5/m, z31.d
fnmad	z1.d, p5/m, z29.d, z6.d
movprfx	z20, z31
fnmad	z20.h, p1/m, z23.h, z28.h
movprfx	z20.h, p3/m, z31.h
fnmad	z20.h, p1/m, z23.h, z28.h
movprfx	z10, z31
fnmad	z10.s, p5/m, z5.s, z19.s
movprfx	z10.s, p5/z, z31.s
fnmad	z10.s, p5/m, z5.s, z19.s
movprfx	z18, z31
fnmla	z18.d, p1/m, z28.d, z21.d
movprfx	z18.d, p5/m, z31.d
fnmla	z18.d, p1/m, z28.d, z21.d
movprfx	z26, z31
fnmla	z26.h, p0/m, z22.h, z2.h
movprfx	z26.s, p0/m, z31.s
fnmla	z26.h, p0/m, z22.h, z2.h
movprfx	z15, z31
fnmla	z15.s, p5/m, z1.s, z7.s
movprfx	z15.s, p7/z, z31.s
fnmla	z15.s, p5/m, z1.s, z7.s
movprfx	z9, z31
fnmls	z9.d, p7/m, z22.d, z12.d
movprfx	z9.d, p7/m, z31.d
fnmls	z9.d, p7/m, z22.d, z12.d
movprfx	z4, z31
fnmls	z4.h, p6/m, z7.h, z24.h
movprfx	z4.h, p1/m, z31.h
fnmls	z4.h, p6/m, z7.h, z24.h
movprfx	z11, z31
fnmls	z11.s, p0/m, z3.s, z17.s
movprfx	z11.s, p0/z, z31.s
fnmls	z11.s, p0/m, z3.s, z17.s
movprfx	z17, z31
fnmsb	z17.d, p7/m, z25.d, z7.d
movprfx	z17.b, p3/m, z31.b
fnmsb	z17.d, p7/m, z25.d, z7.d
movprfx	z18, z31
fnmsb	z18.h, p0/m, z9.h, z8.h
movprfx	z18.h, p0/m, z31.h
fnmsb	z18.h, p0/m, z9.h, z8.h
movprfx	z0, z31
fnmsb	z0.s, p3/m, z0.s, z24.s
movprfx	z0.s, p5/z, z31.s
fnmsb	z0.s, p3/m, z0.s, z24.s
movprfx	z17, z31
frecpe	z17.d, z30.d
movprfx	z17.d, p4/m, z31.d
frecpe	z17.d, z30.d
movprfx	z12, z31
frecpe	z12.h, z14.h
movprfx	z12.s, p5/m, z31.s
frecpe	z12.h, z14.h
movprfx	z7, z31
frecpe	z7.s, z15.s
movprfx	z7.s, p6/z, z31.s
frecpe	z7.s, z15.s
movprfx	z26, z31
frecps	z26.d, z10.d, z26.d
movprfx	z26.b, p7/z, z31.b
frecps	z26.d, z10.d, z26.d
movprfx	z15, z31
frecps	z15.h, z3.h, z16.h
movprfx	z15.h, p0/m, z31.h
frecps	z15.h, z3.h, z16.h
movprfx	z13, z31
frecps	z13.s, z8.s, z20.s
movprfx	z13.s, p1/m, z31.s
frecps	z13.s, z8.s, z20.s
movprfx	z10, z31
frecpx	z10.d, p6/m, z22.d
movprfx	z10.d, p6/m, z31.d
frecpx	z10.d, p6/m, z22.d
movprfx	z6, z31
frecpx	z6.h, p0/m, z13.h
movprfx	z6.h, p3/z, z31.h
frecpx	z6.h, p0/m, z13.h
movprfx	z15, z31
frecpx	z15.s, p2/m, z22.s
movprfx	z15.s, p2/m, z31.s
frecpx	z15.s, p2/m, z22.s
movprfx	z24, z31
frinta	z24.d, p6/m, z2.d
movprfx	z24.b, p7/m, z31.b
frinta	z24.d, p6/m, z2.d
movprfx	z14, z31
frinta	z14.h, p5/m, z24.h
movprfx	z14.h, p5/m, z31.h
frinta	z14.h, p5/m, z24.h
movprfx	z1, z31
frinta	z1.s, p5/m, z22.s
movprfx	z1.s, p1/z, z31.s
frinta	z1.s, p5/m, z22.s
movprfx	z4, z31
frinti	z4.d, p3/m, z5.d
movprfx	z4.d, p3/z, z31.d
frinti	z4.d, p3/m, z5.d
movprfx	z18, z31
frinti	z18.h, p7/m, z0.h
movprfx	z18.h, p3/m, z31.h
frinti	z18.h, p7/m, z0.h
movprfx	z26, z31
frinti	z26.s, p3/m, z23.s
movprfx	z26.s, p3/m, z31.s
frinti	z26.s, p3/m, z23.s
movprfx	z3, z31
frintm	z3.d, p4/m, z25.d
movprfx	z3.d, p5/m, z31.d
frintm	z3.d, p4/m, z25.d
movprfx	z6, z31
frintm	z6.h, p0/m, z28.h
movprfx	z6.h, p0/z, z31.h
frintm	z6.h, p0/m, z28.h
movprfx	z26, z31
frintm	z26.s, p0/m, z5.s
movprfx	z26.s, p7/m, z31.s
frintm	z26.s, p0/m, z5.s
movprfx	z19, z31
frintn	z19.d, p6/m, z23.d
movprfx	z19.d, p6/m, z31.d
frintn	z19.d, p6/m, z23.d
movprfx	z3, z31
frintn	z3.h, p6/m, z15.h
movprfx	z3.h, p1/m, z31.h
frintn	z3.h, p6/m, z15.h
movprfx	z4, z31
frintn	z4.s, p4/m, z17.s
movprfx	z4.d, p4/z, z31.d
frintn	z4.s, p4/m, z17.s
movprfx	z8, z31
frintp	z8.d, p6/m, z23.d
movprfx	z8.d, p3/z, z31.d
frintp	z8.d, p6/m, z23.d
movprfx	z10, z31
frintp	z10.h, p5/m, z8.h
movprfx	z10.s, p5/m, z31.s
frintp	z10.h, p5/m, z8.h
movprfx	z2, z31
frintp	z2.s, p6/m, z18.s
movprfx	z2.s, p5/m, z31.s
frintp	z2.s, p6/m, z18.s
movprfx	z19, z31
frintx	z19.d, p1/m, z1.d
movprfx	z19.b, p1/m, z31.b
frintx	z19.d, p1/m, z1.d
movprfx	z14, z31
frintx	z14.h, p5/m, z29.h
movprfx	z14.h, p7/z, z31.h
frintx	z14.h, p5/m, z29.h
movprfx	z0, z31
frintx	z0.s, p1/m, z0.s
movprfx	z0.s, p1/m, z31.s
frintx	z0.s, p1/m, z0.s
movprfx	z10, z31
frintz	z10.d, p1/m, z29.d
movprfx	z10.d, p1/m, z31.d
frintz	z10.d, p1/m, z29.d
movprfx	z22, z31
frintz	z22.h, p4/m, z2.h
movprfx	z22.h, p4/m, z31.h
frintz	z22.h, p4/m, z2.h
movprfx	z20, z31
frintz	z20.s, p4/m, z14.s
movprfx	z20.s, p3/z, z31.s
frintz	z20.s, p4/m, z14.s
movprfx	z18, z31
frsqrte	z18.d, z28.d
movprfx	z18.d, p1/z, z31.d
frsqrte	z18.d, z28.d
movprfx	z30, z31
frsqrte	z30.h, z1.h
movprfx	z30.s, p2/m, z31.s
frsqrte	z30.h, z1.h
movprfx	z30, z31
frsqrte	z30.s, z20.s
movprfx	z30.s, p3/m, z31.s
frsqrte	z30.s, z20.s
movprfx	z24, z31
frsqrts	z24.d, z11.d, z12.d
movprfx	z24.b, p4/m, z31.b
frsqrts	z24.d, z11.d, z12.d
movprfx	z24, z31
frsqrts	z24.h, z23.h, z18.h
movprfx	z24.h, p5/z, z31.h
frsqrts	z24.h, z23.h, z18.h
movprfx	z11, z31
frsqrts	z11.s, z7.s, z19.s
movprfx	z11.s, p6/m, z31.s
frsqrts	z11.s, z7.s, z19.s
movprfx	z15, z31
fscale	z15.d, p6/m, z15.d, z20.d
movprfx	z15.d, p7/m, z31.d
fscale	z15.d, p6/m, z15.d, z20.d
movprfx	z8, z31
fscale	z8.h, p7/m, z8.h, z28.h
movprfx	z8.h, p7/m, z31.h
fscale	z8.h, p7/m, z8.h, z28.h
movprfx	z12, z31
fscale	z12.s, p4/m, z12.s, z17.s
movprfx	z12.s, p1/z, z31.s
fscale	z12.s, p4/m, z12.s, z17.s
movprfx	z5, z31
fsqrt	z5.d, p6/m, z24.d
movprfx	z5.d, p5/m, z31.d
fsqrt	z5.d, p6/m, z24.d
movprfx	z10, z31
fsqrt	z10.h, p7/m, z8.h
movprfx	z10.h, p7/m, z31.h
fsqrt	z10.h, p7/m, z8.h
movprfx	z30, z31
fsqrt	z30.s, p1/m, z12.s
movprfx	z30.s, p7/z, z31.s
fsqrt	z30.s, p1/m, z12.s
movprfx	z18, z31
fsubr	z18.d, p7/m, z18.d, #0.5
movprfx	z18.d, p7/m, z31.d
fsubr	z18.d, p7/m, z18.d, #0.5
movprfx	z23, z31
fsubr	z23.h, p6/m, z23.h, #1.0
movprfx	z23.h, p6/z, z31.h
fsubr	z23.h, p6/m, z23.h, #1.0
movprfx	z30, z31
fsubr	z30.s, p1/m, z30.s, #0.5
movprfx	z30.s, p1/m, z31.s
fsubr	z30.s, p1/m, z30.s, #0.5
movprfx	z29, z31
fsubr	z29.d, p6/m, z29.d, z4.d
movprfx	z29.b, p6/m, z31.b
fsubr	z29.d, p6/m, z29.d, z4.d
movprfx	z17, z31
fsubr	z17.h, p0/m, z17.h, z11.h
movprfx	z17.h, p3/z, z31.h
fsubr	z17.h, p0/m, z17.h, z11.h
movprfx	z15, z31
fsubr	z15.s, p5/m, z15.s, z17.s
movprfx	z15.s, p5/m, z31.s
fsubr	z15.s, p5/m, z15.s, z17.s
movprfx	z16, z31
fsub	z16.d, p4/m, z16.d, #0.5
movprfx	z16.d, p4/z, z31.d
fsub	z16.d, p4/m, z16.d, #0.5
movprfx	z28, z31
fsub	z28.h, p2/m, z28.h, #0.5
movprfx	z28.s, p7/m, z31.s
fsub	z28.h, p2/m, z28.h, #0.5
movprfx	z11, z31
fsub	z11.s, p0/m, z11.s, #1.0
movprfx	z11.s, p0/m, z31.s
fsub	z11.s, p0/m, z11.s, #1.0
movprfx	z9, z31
fsub	z9.d, p7/m, z9.d, z26.d
movprfx	z9.d, p1/z, z31.d
fsub	z9.d, p7/m, z9.d, z26.d
movprfx	z1, z31
fsub	z1.h, p5/m, z1.h, z19.h
movprfx	z1.h, p5/m, z31.h
fsub	z1.h, p5/m, z1.h, z19.h
movprfx	z29, z31
fsub	z29.s, p7/m, z29.s, z17.s
movprfx	z29.s, p3/m, z31.s
fsub	z29.s, p7/m, z29.s, z17.s
movprfx	z26, z31
fsub	z26.d, z1.d, z3.d
movprfx	z26.b, p4/z, z31.b
fsub	z26.d, z1.d, z3.d
movprfx	z25, z31
fsub	z25.h, z13.h, z18.h
movprfx	z25.h, p5/m, z31.h
fsub	z25.h, z13.h, z18.h
movprfx	z27, z31
fsub	z27.s, z12.s, z5.s
movprfx	z27.s, p6/m, z31.s
fsub	z27.s, z12.s, z5.s
movprfx	z17, z31
ftmad	z17.d, z17.d, z15.d, #5
movprfx	z17.d, p4/m, z31.d
ftmad	z17.d, z17.d, z15.d, #5
movprfx	z29, z31
ftmad	z29.h, z29.h, z20.h, #1
movprfx	z29.h, p5/z, z31.h
ftmad	z29.h, z29.h, z20.h, #1
movprfx	z24, z31
ftmad	z24.s, z24.s, z2.s, #3
movprfx	z24.d, p6/m, z31.d
ftmad	z24.s, z24.s, z2.s, #3
movprfx	z24, z31
ftsmul	z24.d, z30.d, z30.d
movprfx	z24.d, p7/m, z31.d
ftsmul	z24.d, z30.d, z30.d
movprfx	z4, z31
ftsmul	z4.h, z14.h, z7.h
movprfx	z4.h, p0/z, z31.h
ftsmul	z4.h, z14.h, z7.h
movprfx	z7, z31
ftsmul	z7.s, z5.s, z5.s
movprfx	z7.s, p1/m, z31.s
ftsmul	z7.s, z5.s, z5.s
movprfx	z18, z31
ftssel	z18.d, z17.d, z26.d
movprfx	z18.d, p2/m, z31.d
ftssel	z18.d, z17.d, z26.d
movprfx	z4, z31
ftssel	z4.h, z29.h, z5.h
movprfx	z4.s, p3/z, z31.s
ftssel	z4.h, z29.h, z5.h
movprfx	z19, z31
ftssel	z19.s, z27.s, z8.s
movprfx	z19.s, p4/m, z31.s
ftssel	z19.s, z27.s, z8.s
movprfx	z13, z31
histcnt	z13.d, p3/z, z16.d, z30.d
movprfx	z13.d, p1/z, z31.d
histcnt	z13.d, p3/z, z16.d, z30.d
movprfx	z7, z31
histcnt	z7.s, p2/z, z0.s, z5.s
movprfx	z7.s, p2/m, z31.s
histcnt	z7.s, p2/z, z0.s, z5.s
movprfx	z5, z31
histseg	z5.b, z31.b, z14.b
movprfx	z5.b, p3/m, z31.b
histseg	z5.b, z31.b, z14.b
movprfx	z31, z30
incd	z31.d, #20, mul #16
movprfx	z31.d, p0/m, z30.d
incd	z31.d, #20, mul #16
movprfx	z25, z31
inch	z25.h, pow2, mul #3
movprfx	z25.s, p2/z, z31.s
inch	z25.h, pow2, mul #3
movprfx	z25, z31
incp	z25.d, p12.d
movprfx	z25.b, p7/m, z31.b
incp	z25.d, p12.d
movprfx	z17, z31
incp	z17.h, p5.h
movprfx	z17.h, p0/z, z31.h
incp	z17.h, p5.h
movprfx	z18, z31
incp	z18.s, p10.s
movprfx	z18.s, p1/m, z31.s
incp	z18.s, p10.s
movprfx	z20, z31
incw	z20.s, vl5, mul #1
movprfx	z20.s, p3/z, z31.s
incw	z20.s, vl5, mul #1
movprfx	z8, z31
index	z8.b, #-2, #-13
movprfx	z8.h, p4/m, z31.h
index	z8.b, #-2, #-13
movprfx	z2, z31
index	z2.d, #-6, #1
movprfx	z2.d, p5/m, z31.d
index	z2.d, #-6, #1
movprfx	z7, z31
index	z7.h, #-2, #1
movprfx	z7.h, p6/z, z31.h
index	z7.h, #-2, #1
movprfx	z24, z31
index	z24.s, #8, #-1
movprfx	z24.s, p7/m, z31.s
index	z24.s, #8, #-1
movprfx	z15, z31
index	z15.b, w6, #-16
movprfx	z15.b, p0/m, z31.b
index	z15.b, w6, #-16
movprfx	z15, z31
index	z15.d, x14, #0
movprfx	z15.b, p1/z, z31.b
index	z15.d, x14, #0
movprfx	z19, z31
index	z19.h, w22, #0
movprfx	z19.h, p2/m, z31.h
index	z19.h, w22, #0
movprfx	z20, z31
index	z20.s, w15, #-7
movprfx	z20.s, p3/m, z31.s
index	z20.s, w15, #-7
movprfx	z6, z31
index	z6.b, #-14, w29
movprfx	z6.b, p4/z, z31.b
index	z6.b, #-14, w29
movprfx	z20, z31
index	z20.d, #12, x18
movprfx	z20.d, p5/m, z31.d
index	z20.d, #12, x18
movprfx	z5, z31
index	z5.h, #14, w16
movprfx	z5.s, p6/m, z31.s
index	z5.h, #14, w16
movprfx	z17, z31
index	z17.s, #13, w0
movprfx	z17.s, p7/z, z31.s
index	z17.s, #13, w0
movprfx	z19, z31
index	z19.b, w26, wzr
movprfx	z19.b, p0/m, z31.b
index	z19.b, w26, wzr
movprfx	z31, z30
index	z31.d, x9, x15
movprfx	z31.d, p1/m, z30.d
index	z31.d, x9, x15
movprfx	z28, z31
index	z28.h, w19, w2
movprfx	z28.h, p2/z, z31.h
index	z28.h, w19, w2
movprfx	z12, z31
index	z12.s, w28, w16
movprfx	z12.d, p3/m, z31.d
index	z12.s, w28, w16
movprfx	z6, z31
insr	z6.b, w30
movprfx	z6.b, p4/m, z31.b
insr	z6.b, w30
movprfx	z22, z31
insr	z22.d, x6
movprfx	z22.d, p5/z, z31.d
insr	z22.d, x6
movprfx	z30, z31
insr	z30.h, w23
movprfx	z30.h, p6/m, z31.h
insr	z30.h, w23
movprfx	z19, z31
insr	z19.s, w9
movprfx	z19.s, p7/m, z31.s
insr	z19.s, w9
movprfx	z25, z31
insr	z25.b, b23
movprfx	z25.h, p0/z, z31.h
insr	z25.b, b23
movprfx	z29, z31
insr	z29.d, d12
movprfx	z29.d, p1/m, z31.d
insr	z29.d, d12
movprfx	z8, z31
insr	z8.h, h19
movprfx	z8.h, p2/m, z31.h
insr	z8.h, h19
movprfx	z7, z31
insr	z7.s, s5
movprfx	z7.s, p3/z, z31.s
insr	z7.s, s5
movprfx	z6, z31
ldr	z6, [x10, #-68, mul vl]
movprfx	z31, z30
lslr	z31.b, p4/m, z31.b, z9.b
movprfx	z31.b, p5/m, z30.b
lslr	z31.b, p4/m, z31.b, z9.b
movprfx	z11, z31
lslr	z11.d, p5/m, z11.d, z14.d
movprfx	z11.d, p5/z, z31.d
lslr	z11.d, p5/m, z11.d, z14.d
movprfx	z16, z31
lslr	z16.h, p4/m, z16.h, z7.h
movprfx	z16.h, p7/m, z31.h
lslr	z16.h, p4/m, z16.h, z7.h
movprfx	z13, z31
lslr	z13.s, p5/m, z13.s, z6.s
movprfx	z13.d, p5/m, z31.d
lslr	z13.s, p5/m, z13.s, z6.s
movprfx	z31, z30
lsl	z31.b, p3/m, z31.b, z4.d
movprfx	z31.b, p3/m, z30.b
lsl	z31.b, p3/m, z31.b, z4.d
movprfx	z3, z31
lsl	z3.h, p5/m, z3.h, z2.d
movprfx	z3.h, p5/z, z31.h
lsl	z3.h, p5/m, z3.h, z2.d
movprfx	z24, z31
lsl	z24.s, p4/m, z24.s, z21.d
movprfx	z24.d, p5/m, z31.d
lsl	z24.s, p4/m, z24.s, z21.d
movprfx	z27, z31
lsl	z27.b, z18.b, z14.d
movprfx	z27.b, p6/m, z31.b
lsl	z27.b, z18.b, z14.d
movprfx	z25, z31
lsl	z25.h, z6.h, z17.d
movprfx	z25.h, p7/z, z31.h
lsl	z25.h, z6.h, z17.d
movprfx	z1, z31
lsl	z1.s, z20.s, z3.d
movprfx	z1.s, p0/m, z31.s
lsl	z1.s, z20.s, z3.d
movprfx	z18, z31
lsl	z18.b, p6/m, z18.b, #0
movprfx	z18.b, p1/m, z31.b
lsl	z18.b, p6/m, z18.b, #0
movprfx	z25, z31
lsl	z25.d, p0/m, z25.d, #11
movprfx	z25.b, p0/z, z31.b
lsl	z25.d, p0/m, z25.d, #11
movprfx	z30, z31
lsl	z30.h, p5/m, z30.h, #15
movprfx	z30.h, p3/m, z31.h
lsl	z30.h, p5/m, z30.h, #15
movprfx	z17, z31
lsl	z17.s, p2/m, z17.s, #27
movprfx	z17.s, p2/m, z31.s
lsl	z17.s, p2/m, z17.s, #27
movprfx	z22, z31
lsl	z22.b, p2/m, z22.b, z5.b
movprfx	z22.b, p5/z, z31.b
lsl	z22.b, p2/m, z22.b, z5.b
movprfx	z27, z31
lsl	z27.d, p5/m, z27.d, z23.d
movprfx	z27.d, p5/m, z31.d
lsl	z27.d, p5/m, z27.d, z23.d
movprfx	z12, z31
lsl	z12.h, p2/m, z12.h, z9.h
movprfx	z12.s, p7/m, z31.s
lsl	z12.h, p2/m, z12.h, z9.h
movprfx	z21, z31
lsl	z21.s, p0/m, z21.s, z10.s
movprfx	z21.s, p0/z, z31.s
lsl	z21.s, p0/m, z21.s, z10.s
movprfx	z24, z31
lsl	z24.b, z21.b, #3
movprfx	z24.b, p1/m, z31.b
lsl	z24.b, z21.b, #3
movprfx	z8, z31
lsl	z8.d, z6.d, #42
movprfx	z8.d, p2/m, z31.d
lsl	z8.d, z6.d, #42
movprfx	z15, z31
lsl	z15.h, z23.h, #15
movprfx	z15.h, p3/z, z31.h
lsl	z15.h, z23.h, #15
movprfx	z29, z31
lsl	z29.s, z26.s, #26
movprfx	z29.d, p4/m, z31.d
lsl	z29.s, z26.s, #26
movprfx	z14, z31
lsrr	z14.b, p4/m, z14.b, z7.b
movprfx	z14.b, p5/m, z31.b
lsrr	z14.b, p4/m, z14.b, z7.b
movprfx	z28, z31
lsrr	z28.d, p4/m, z28.d, z21.d
movprfx	z28.d, p4/z, z31.d
lsrr	z28.d, p4/m, z28.d, z21.d
movprfx	z13, z31
lsrr	z13.h, p5/m, z13.h, z20.h
movprfx	z13.h, p7/m, z31.h
lsrr	z13.h, p5/m, z13.h, z20.h
movprfx	z5, z31
lsrr	z5.s, p7/m, z5.s, z10.s
movprfx	z5.s, p7/m, z31.s
lsrr	z5.s, p7/m, z5.s, z10.s
movprfx	z17, z31
lsr	z17.b, p2/m, z17.b, z22.d
movprfx	z17.b, p3/m, z31.b
lsr	z17.b, p2/m, z17.b, z22.d
movprfx	z2, z31
lsr	z2.h, p3/m, z2.h, z5.d
movprfx	z2.h, p3/z, z31.h
lsr	z2.h, p3/m, z2.h, z5.d
movprfx	z30, z31
lsr	z30.s, p1/m, z30.s, z12.d
movprfx	z30.s, p5/m, z31.s
lsr	z30.s, p1/m, z30.s, z12.d
movprfx	z27, z31
lsr	z27.b, z20.b, z27.d
movprfx	z27.h, p6/m, z31.h
lsr	z27.b, z20.b, z27.d
movprfx	z20, z31
lsr	z20.h, z24.h, z22.d
movprfx	z20.h, p7/z, z31.h
lsr	z20.h, z24.h, z22.d
movprfx	z19, z31
lsr	z19.s, z6.s, z17.d
movprfx	z19.s, p0/m, z31.s
lsr	z19.s, z6.s, z17.d
movprfx	z7, z31
lsr	z7.b, p4/m, z7.b, #1
movprfx	z7.b, p1/m, z31.b
lsr	z7.b, p4/m, z7.b, #1
movprfx	z13, z31
lsr	z13.d, p3/m, z13.d, #15
movprfx	z13.d, p3/z, z31.d
lsr	z13.d, p3/m, z13.d, #15
movprfx	z8, z31
lsr	z8.h, p7/m, z8.h, #1
movprfx	z8.s, p3/m, z31.s
lsr	z8.h, p7/m, z8.h, #1
movprfx	z27, z31
lsr	z27.s, p6/m, z27.s, #16
movprfx	z27.s, p6/m, z31.s
lsr	z27.s, p6/m, z27.s, #16
movprfx	z16, z31
lsr	z16.b, p7/m, z16.b, z22.b
movprfx	z16.b, p5/z, z31.b
lsr	z16.b, p7/m, z16.b, z22.b
movprfx	z28, z31
lsr	z28.d, p3/m, z28.d, z2.d
movprfx	z28.d, p3/m, z31.d
lsr	z28.d, p3/m, z28.d, z2.d
movprfx	z12, z31
lsr	z12.h, p6/m, z12.h, z27.h
movprfx	z12.h, p7/m, z31.h
lsr	z12.h, p6/m, z12.h, z27.h
movprfx	z0, z31
lsr	z0.s, p6/m, z0.s, z19.s
movprfx	z0.d, p6/z, z31.d
lsr	z0.s, p6/m, z0.s, z19.s
movprfx	z20, z31
lsr	z20.b, z24.b, #1
movprfx	z20.b, p1/m, z31.b
lsr	z20.b, z24.b, #1
movprfx	z13, z31
lsr	z13.d, z20.d, #55
movprfx	z13.d, p2/m, z31.d
lsr	z13.d, z20.d, #55
movprfx	z26, z31
lsr	z26.h, z15.h, #1
movprfx	z26.h, p3/z, z31.h
lsr	z26.h, z15.h, #1
movprfx	z15, z31
lsr	z15.s, z1.s, #4
movprfx	z15.s, p4/m, z31.s
lsr	z15.s, z1.s, #4
movprfx	z17, z31
mad	z17.b, p6/m, z18.b, z10.b
movprfx	z17.b, p7/m, z31.b
mad	z17.b, p6/m, z18.b, z10.b
movprfx	z24, z31
mad	z24.d, p6/m, z22.d, z23.d
movprfx	z24.d, p6/m, z31.d
mad	z24.d, p6/m, z22.d, z23.d
movprfx	z21, z31
mad	z21.h, p0/m, z10.h, z11.h
movprfx	z21.h, p1/z, z31.h
mad	z21.h, p0/m, z10.h, z11.h
movprfx	z19, z31
mad	z19.s, p4/m, z0.s, z26.s
movprfx	z19.d, p4/m, z31.d
mad	z19.s, p4/m, z0.s, z26.s
movprfx	z30, z31
mla	z30.d, z4.d, z1.d[0]
movprfx	z30.d, p5/m, z31.d
mla	z30.d, z4.d, z1.d[0]
movprfx	z26, z31
mla	z26.h, z29.h, z5.h[2]
movprfx	z26.h, p6/m, z31.h
mla	z26.h, z29.h, z5.h[2]
movprfx	z7, z31
mla	z7.s, z8.s, z2.s[3]
movprfx	z7.d, p7/z, z31.d
mla	z7.s, z8.s, z2.s[3]
movprfx	z2, z31
mla	z2.b, p7/m, z5.b, z14.b
movprfx	z2.b, p7/m, z31.b
mla	z2.b, p7/m, z5.b, z14.b
movprfx	z11, z31
mla	z11.d, p4/m, z3.d, z6.d
movprfx	z11.d, p1/m, z31.d
mla	z11.d, p4/m, z3.d, z6.d
movprfx	z15, z31
mla	z15.h, p2/m, z11.h, z8.h
movprfx	z15.h, p2/z, z31.h
mla	z15.h, p2/m, z11.h, z8.h
movprfx	z1, z31
mla	z1.s, p0/m, z22.s, z0.s
movprfx	z1.s, p3/m, z31.s
mla	z1.s, p0/m, z22.s, z0.s
movprfx	z10, z31
mls	z10.d, z1.d, z9.d[0]
movprfx	z10.b, p6/z, z31.b
mls	z10.d, z1.d, z9.d[0]
movprfx	z11, z31
mls	z11.h, z26.h, z6.h[1]
movprfx	z11.h, p7/m, z31.h
mls	z11.h, z26.h, z6.h[1]
movprfx	z25, z31
mls	z25.s, z29.s, z1.s[2]
movprfx	z25.s, p0/m, z31.s
mls	z25.s, z29.s, z1.s[2]
movprfx	z11, z31
mls	z11.b, p2/m, z11.b, z2.b
movprfx	z11.b, p1/z, z31.b
mls	z11.b, p2/m, z11.b, z2.b
movprfx	z6, z31
mls	z6.d, p0/m, z24.d, z10.d
movprfx	z6.d, p0/m, z31.d
mls	z6.d, p0/m, z24.d, z10.d
movprfx	z17, z31
mls	z17.h, p3/m, z17.h, z21.h
movprfx	z17.s, p3/m, z31.s
mls	z17.h, p3/m, z17.h, z21.h
movprfx	z23, z31
mls	z23.s, p2/m, z4.s, z11.s
movprfx	z23.s, p2/z, z31.s
mls	z23.s, p2/m, z4.s, z11.s
movprfx	z29, z31
msb	z29.b, p0/m, z11.b, z29.b
movprfx	z29.b, p0/m, z31.b
msb	z29.b, p0/m, z11.b, z29.b
movprfx	z19, z31
msb	z19.d, p0/m, z7.d, z14.d
movprfx	z19.b, p1/m, z31.b
msb	z19.d, p0/m, z7.d, z14.d
movprfx	z20, z31
msb	z20.h, p4/m, z6.h, z23.h
movprfx	z20.h, p4/z, z31.h
msb	z20.h, p4/m, z6.h, z23.h
movprfx	z1, z31
msb	z1.s, p3/m, z31.s, z25.s
movprfx	z1.s, p3/m, z31.s
msb	z1.s, p3/m, z31.s, z25.s
movprfx	z8, z31
mul	z8.b, z8.b, #-128
movprfx	z8.b, p1/m, z31.b
mul	z8.b, z8.b, #-128
movprfx	z2, z31
mul	z2.d, z2.d, #0
movprfx	z2.d, p2/m, z31.d
mul	z2.d, z2.d, #0
movprfx	z15, z31
mul	z15.h, z15.h, #0
movprfx	z15.s, p3/z, z31.s
mul	z15.h, z15.h, #0
movprfx	z11, z31
mul	z11.s, z11.s, #-1
movprfx	z11.s, p4/m, z31.s
mul	z11.s, z11.s, #-1
movprfx	z15, z31
mul	z15.b, p2/m, z15.b, z5.b
movprfx	z15.b, p5/m, z31.b
mul	z15.b, p2/m, z15.b, z5.b
movprfx	z18, z31
mul	z18.d, p6/m, z18.d, z13.d
movprfx	z18.d, p6/z, z31.d
mul	z18.d, p6/m, z18.d, z13.d
movprfx	z15, z31
mul	z15.h, p3/m, z15.h, z17.h
movprfx	z15.h, p7/m, z31.h
mul	z15.h, p3/m, z15.h, z17.h
movprfx	z18, z31
mul	z18.s, p4/m, z18.s, z28.s
movprfx	z18.d, p4/m, z31.d
mul	z18.s, p4/m, z18.s, z28.s
movprfx	z26, z31
mul	z26.d, z19.d, z11.d[0]
movprfx	z26.d, p1/z, z31.d
mul	z26.d, z19.d, z11.d[0]
movprfx	z23, z31
mul	z23.h, z5.h, z2.h[3]
movprfx	z23.h, p2/m, z31.h
mul	z23.h, z5.h, z2.h[3]
movprfx	z11, z31
mul	z11.s, z15.s, z5.s[1]
movprfx	z11.s, p3/m, z31.s
mul	z11.s, z15.s, z5.s[1]
movprfx	z21, z31
mul	z21.b, z4.b, z27.b
movprfx	z21.b, p4/z, z31.b
mul	z21.b, z4.b, z27.b
movprfx	z7, z31
mul	z7.d, z4.d, z13.d
movprfx	z7.b, p5/m, z31.b
mul	z7.d, z4.d, z13.d
movprfx	z20, z31
mul	z20.h, z8.h, z17.h
movprfx	z20.h, p6/m, z31.h
mul	z20.h, z8.h, z17.h
movprfx	z30, z31
mul	z30.s, z16.s, z27.s
movprfx	z30.s, p7/z, z31.s
mul	z30.s, z16.s, z27.s
movprfx	z9, z31
nbsl	z9.d, z9.d, z24.d, z31.d
movprfx	z9.d, p2/m, z31.d
nbsl	z9.d, z9.d, z24.d, z31.d
movprfx	z9, z31
neg	z9.b, p5/m, z30.b
movprfx	z9.b, p3/m, z31.b
neg	z9.b, p5/m, z30.b
movprfx	z2, z31
neg	z2.d, p7/m, z3.d
movprfx	z2.d, p7/z, z31.d
neg	z2.d, p7/m, z3.d
movprfx	z27, z31
neg	z27.h, p7/m, z16.h
movprfx	z27.h, p5/m, z31.h
neg	z27.h, p7/m, z16.h
movprfx	z22, z31
neg	z22.s, p5/m, z26.s
movprfx	z22.d, p5/m, z31.d
neg	z22.s, p5/m, z26.s
movprfx	z2, z31
not	z2.b, p7/m, z24.b
movprfx	z2.b, p3/z, z31.b
not	z2.b, p7/m, z24.b
movprfx	z14, z31
not	z14.d, p3/m, z31.d
movprfx	z14.d, p3/m, z31.d
not	z14.d, p3/m, z31.d
movprfx	z6, z31
not	z6.h, p7/m, z4.h
movprfx	z6.s, p5/m, z31.s
not	z6.h, p7/m, z4.h
movprfx	z23, z31
not	z23.s, p2/m, z31.s
movprfx	z23.s, p2/z, z31.s
not	z23.s, p2/m, z31.s
movprfx	z9, z31
orr	z9.d, z9.d, #0x81ffffffffffffff
movprfx	z9.d, p5/z, z31.d
orr	z9.d, z9.d, #0x81ffffffffffffff
movprfx	z11, z31
orr	z11.b, p0/m, z11.b, z25.b
movprfx	z11.b, p0/m, z31.b
orr	z11.b, p0/m, z11.b, z25.b
movprfx	z3, z31
orr	z3.d, p2/m, z3.d, z24.d
movprfx	z3.d, p7/m, z31.d
orr	z3.d, p2/m, z3.d, z24.d
movprfx	z14, z31
orr	z14.h, p0/m, z14.h, z22.h
movprfx	z14.h, p0/z, z31.h
orr	z14.h, p0/m, z14.h, z22.h
movprfx	z31, z30
orr	z31.s, p6/m, z31.s, z5.s
movprfx	z31.d, p1/m, z30.d
orr	z31.s, p6/m, z31.s, z5.s
movprfx	z12, z31
orr	z12.d, z19.d, z31.d
movprfx	z12.d, p2/m, z31.d
orr	z12.d, z19.d, z31.d
movprfx	z8, z31
pmullb	z8.q, z22.d, z25.d
movprfx	z27, z31
pmullb	z27.d, z25.s, z4.s
movprfx	z27.d, p1/m, z31.d
pmullb	z27.d, z25.s, z4.s
movprfx	z10, z31
pmullb	z10.h, z0.b, z24.b
movprfx	z10.s, p2/m, z31.s
pmullb	z10.h, z0.b, z24.b
movprfx	z26, z31
pmullt	z26.q, z1.d, z9.d
movprfx	z30, z31
pmullt	z30.d, z11.s, z22.s
movprfx	z30.d, p4/m, z31.d
pmullt	z30.d, z11.s, z22.s
movprfx	z21, z31
pmullt	z21.h, z14.b, z13.b
movprfx	z21.h, p5/m, z31.h
pmullt	z21.h, z14.b, z13.b
movprfx	z0, z31
pmul	z0.b, z29.b, z3.b
movprfx	z0.b, p2/m, z31.b
pmul	z0.b, z29.b, z3.b
movprfx	z5, z31
raddhnb	z5.b, z20.h, z22.h
movprfx	z5.b, p5/z, z31.b
raddhnb	z5.b, z20.h, z22.h
movprfx	z18, z31
raddhnb	z18.h, z31.s, z12.s
movprfx	z18.h, p6/m, z31.h
raddhnb	z18.h, z31.s, z12.s
movprfx	z1, z31
raddhnb	z1.s, z13.d, z18.d
movprfx	z1.s, p7/m, z31.s
raddhnb	z1.s, z13.d, z18.d
movprfx	z23, z31
raddhnt	z23.b, z22.h, z17.h
movprfx	z23.h, p0/z, z31.h
raddhnt	z23.b, z22.h, z17.h
movprfx	z19, z31
raddhnt	z19.h, z21.s, z0.s
movprfx	z19.h, p1/m, z31.h
raddhnt	z19.h, z21.s, z0.s
movprfx	z7, z31
raddhnt	z7.s, z20.d, z13.d
movprfx	z7.s, p2/m, z31.s
raddhnt	z7.s, z20.d, z13.d
movprfx	z12, z31
rax1	z12.d, z7.d, z5.d
movprfx	z12.b, p2/m, z31.b
rax1	z12.d, z7.d, z5.d
movprfx	z8, z31
rbit	z8.b, p7/m, z1.b
movprfx	z8.b, p5/m, z31.b
rbit	z8.b, p7/m, z1.b
movprfx	z27, z31
rbit	z27.d, p4/m, z14.d
movprfx	z27.d, p4/m, z31.d
rbit	z27.d, p4/m, z14.d
movprfx	z6, z31
rbit	z6.h, p1/m, z19.h
movprfx	z6.s, p7/z, z31.s
rbit	z6.h, p1/m, z19.h
movprfx	z14, z31
rbit	z14.s, p5/m, z24.s
movprfx	z14.s, p5/m, z31.s
rbit	z14.s, p5/m, z24.s
movprfx	z21, z31
revb	z21.d, p1/m, z22.d
movprfx	z21.d, p1/m, z31.d
revb	z21.d, p1/m, z22.d
movprfx	z20, z31
revb	z20.h, p2/m, z29.h
movprfx	z20.h, p2/z, z31.h
revb	z20.h, p2/m, z29.h
movprfx	z29, z31
revb	z29.s, p2/m, z5.s
movprfx	z29.s, p3/m, z31.s
revb	z29.s, p2/m, z5.s
movprfx	z31, z30
revh	z31.d, p6/m, z31.d
movprfx	z31.d, p6/m, z30.d
revh	z31.d, p6/m, z31.d
movprfx	z28, z31
revh	z28.s, p6/m, z4.s
movprfx	z28.d, p5/z, z31.d
revh	z28.s, p6/m, z4.s
movprfx	z29, z31
revw	z29.d, p1/m, z21.d
movprfx	z29.d, p1/m, z31.d
revw	z29.d, p1/m, z21.d
movprfx	z22, z31
rev	z22.b, z25.b
movprfx	z22.b, p5/m, z31.b
rev	z22.b, z25.b
movprfx	z10, z31
rev	z10.d, z15.d
movprfx	z10.d, p6/z, z31.d
rev	z10.d, z15.d
movprfx	z26, z31
rev	z26.h, z5.h
movprfx	z26.s, p7/m, z31.s
rev	z26.h, z5.h
movprfx	z29, z31
rev	z29.s, z9.s
movprfx	z29.s, p0/m, z31.s
rev	z29.s, z9.s
movprfx	z4, z31
rshrnb	z4.h, z24.s, #16
movprfx	z4.h, p5/m, z31.h
rshrnb	z4.h, z24.s, #16
movprfx	z11, z31
rshrnb	z11.s, z22.d, #32
movprfx	z11.s, p6/m, z31.s
rshrnb	z11.s, z22.d, #32
movprfx	z19, z31
rshrnb	z19.b, z26.h, #6
movprfx	z19.b, p7/z, z31.b
rshrnb	z19.b, z26.h, #6
movprfx	z30, z31
rshrnt	z30.h, z16.s, #16
movprfx	z30.h, p0/m, z31.h
rshrnt	z30.h, z16.s, #16
movprfx	z20, z31
rshrnt	z20.s, z7.d, #27
movprfx	z20.d, p1/m, z31.d
rshrnt	z20.s, z7.d, #27
movprfx	z4, z31
rshrnt	z4.b, z15.h, #5
movprfx	z4.b, p2/z, z31.b
rshrnt	z4.b, z15.h, #5
movprfx	z11, z31
rsubhnb	z11.b, z8.h, z31.h
movprfx	z11.b, p1/m, z31.b
rsubhnb	z11.b, z8.h, z31.h
movprfx	z18, z31
rsubhnb	z18.h, z7.s, z19.s
movprfx	z18.h, p2/m, z31.h
rsubhnb	z18.h, z7.s, z19.s
movprfx	z11, z31
rsubhnb	z11.s, z23.d, z20.d
movprfx	z11.d, p3/z, z31.d
rsubhnb	z11.s, z23.d, z20.d
movprfx	z30, z31
rsubhnt	z30.b, z21.h, z27.h
movprfx	z30.b, p4/m, z31.b
rsubhnt	z30.b, z21.h, z27.h
movprfx	z11, z31
rsubhnt	z11.h, z13.s, z19.s
movprfx	z11.h, p5/m, z31.h
rsubhnt	z11.h, z13.s, z19.s
movprfx	z7, z31
rsubhnt	z7.s, z31.d, z11.d
movprfx	z7.s, p6/z, z31.s
rsubhnt	z7.s, z31.d, z11.d
movprfx	z9, z31
sabalb	z9.h, z14.b, z10.b
movprfx	z9.s, p5/m, z31.s
sabalb	z9.h, z14.b, z10.b
movprfx	z7, z31
sabalb	z7.s, z24.h, z1.h
movprfx	z7.s, p6/m, z31.s
sabalb	z7.s, z24.h, z1.h
movprfx	z23, z31
sabalb	z23.d, z28.s, z7.s
movprfx	z23.d, p7/z, z31.d
sabalb	z23.d, z28.s, z7.s
movprfx	z11, z31
sabalt	z11.h, z4.b, z9.b
movprfx	z11.h, p0/m, z31.h
sabalt	z11.h, z4.b, z9.b
movprfx	z23, z31
sabalt	z23.s, z20.h, z29.h
movprfx	z23.s, p1/m, z31.s
sabalt	z23.s, z20.h, z29.h
movprfx	z10, z31
sabalt	z10.d, z11.s, z29.s
movprfx	z10.b, p2/z, z31.b
sabalt	z10.d, z11.s, z29.s
movprfx	z28, z31
saba	z28.b, z26.b, z10.b
movprfx	z28.b, p1/m, z31.b
saba	z28.b, z26.b, z10.b
movprfx	z21, z31
saba	z21.d, z9.d, z1.d
movprfx	z21.d, p2/m, z31.d
saba	z21.d, z9.d, z1.d
movprfx	z26, z31
saba	z26.h, z29.h, z17.h
movprfx	z26.h, p3/z, z31.h
saba	z26.h, z29.h, z17.h
movprfx	z1, z31
saba	z1.s, z11.s, z30.s
movprfx	z1.d, p4/m, z31.d
saba	z1.s, z11.s, z30.s
movprfx	z6, z31
sabdlb	z6.h, z11.b, z4.b
movprfx	z6.h, p3/m, z31.h
sabdlb	z6.h, z11.b, z4.b
movprfx	z20, z31
sabdlb	z20.s, z29.h, z0.h
movprfx	z20.s, p4/z, z31.s
sabdlb	z20.s, z29.h, z0.h
movprfx	z2, z31
sabdlb	z2.d, z3.s, z8.s
movprfx	z2.d, p5/m, z31.d
sabdlb	z2.d, z3.s, z8.s
movprfx	z13, z31
sabdlt	z13.h, z19.b, z8.b
movprfx	z13.s, p6/m, z31.s
sabdlt	z13.h, z19.b, z8.b
movprfx	z18, z31
sabdlt	z18.s, z13.h, z31.h
movprfx	z18.s, p7/z, z31.s
sabdlt	z18.s, z13.h, z31.h
movprfx	z15, z31
sabdlt	z15.d, z3.s, z23.s
movprfx	z15.d, p0/m, z31.d
sabdlt	z15.d, z3.s, z23.s
movprfx	z12, z31
sabd	z12.b, p0/m, z12.b, z28.b
movprfx	z12.b, p7/m, z31.b
sabd	z12.b, p0/m, z12.b, z28.b
movprfx	z26, z31
sabd	z26.d, p0/m, z26.d, z31.d
movprfx	z26.b, p0/z, z31.b
sabd	z26.d, p0/m, z26.d, z31.d
movprfx	z5, z31
sabd	z5.h, p4/m, z5.h, z25.h
movprfx	z5.h, p1/m, z31.h
sabd	z5.h, p4/m, z5.h, z25.h
movprfx	z25, z31
sabd	z25.s, p0/m, z25.s, z18.s
movprfx	z25.s, p0/m, z31.s
sabd	z25.s, p0/m, z25.s, z18.s
movprfx	z20, z31
sadalp	z20.h, p7/m, z7.b
movprfx	z20.h, p1/z, z31.h
sadalp	z20.h, p7/m, z7.b
movprfx	z18, z31
sadalp	z18.s, p2/m, z26.h
movprfx	z18.d, p2/m, z31.d
sadalp	z18.s, p2/m, z26.h
movprfx	z24, z31
sadalp	z24.d, p6/m, z10.s
movprfx	z24.d, p3/m, z31.d
sadalp	z24.d, p6/m, z10.s
movprfx	z15, z31
saddlbt	z15.h, z19.b, z17.b
movprfx	z15.h, p2/z, z31.h
saddlbt	z15.h, z19.b, z17.b
movprfx	z7, z31
saddlbt	z7.s, z24.h, z24.h
movprfx	z7.s, p3/m, z31.s
saddlbt	z7.s, z24.h, z24.h
movprfx	z7, z31
saddlbt	z7.d, z19.s, z7.s
movprfx	z7.b, p4/m, z31.b
saddlbt	z7.d, z19.s, z7.s
movprfx	z14, z31
saddlb	z14.h, z3.b, z2.b
movprfx	z14.h, p5/z, z31.h
saddlb	z14.h, z3.b, z2.b
movprfx	z24, z31
saddlb	z24.s, z15.h, z15.h
movprfx	z24.s, p6/m, z31.s
saddlb	z24.s, z15.h, z15.h
movprfx	z11, z31
saddlb	z11.d, z1.s, z15.s
movprfx	z11.d, p7/m, z31.d
saddlb	z11.d, z1.s, z15.s
movprfx	z9, z31
saddlt	z9.h, z14.b, z23.b
movprfx	z9.s, p6/z, z31.s
saddlt	z9.h, z14.b, z23.b
movprfx	z10, z31
saddlt	z10.s, z19.h, z16.h
movprfx	z10.s, p7/m, z31.s
saddlt	z10.s, z19.h, z16.h
movprfx	z0, z31
saddlt	z0.d, z11.s, z26.s
movprfx	z0.d, p0/m, z31.d
saddlt	z0.d, z11.s, z26.s
movprfx	z21, z31
saddwb	z21.h, z8.h, z23.b
movprfx	z21.h, p7/m, z31.h
saddwb	z21.h, z8.h, z23.b
movprfx	z23, z31
saddwb	z23.s, z15.s, z29.h
movprfx	z23.s, p0/z, z31.s
saddwb	z23.s, z15.s, z29.h
movprfx	z16, z31
saddwb	z16.d, z29.d, z12.s
movprfx	z16.d, p1/m, z31.d
saddwb	z16.d, z29.d, z12.s
movprfx	z1, z31
saddwt	z1.h, z3.h, z18.b
movprfx	z1.s, p2/m, z31.s
saddwt	z1.h, z3.h, z18.b
movprfx	z24, z31
saddwt	z24.s, z10.s, z15.h
movprfx	z24.s, p3/z, z31.s
saddwt	z24.s, z10.s, z15.h
movprfx	z26, z31
saddwt	z26.d, z9.d, z14.s
movprfx	z26.d, p4/m, z31.d
saddwt	z26.d, z9.d, z14.s
movprfx	z6, z31
sbclb	z6.d, z17.d, z21.d
movprfx	z6.b, p4/z, z31.b
sbclb	z6.d, z17.d, z21.d
movprfx	z5, z31
sbclb	z5.s, z25.s, z7.s
movprfx	z5.s, p5/m, z31.s
sbclb	z5.s, z25.s, z7.s
movprfx	z4, z31
sbclt	z4.d, z16.d, z21.d
movprfx	z4.d, p6/m, z31.d
sbclt	z4.d, z16.d, z21.d
movprfx	z4, z31
sbclt	z4.s, z10.s, z19.s
movprfx	z4.s, p7/z, z31.s
sbclt	z4.s, z10.s, z19.s
movprfx	z26, z31
scvtf	z26.d, p3/m, z12.d
movprfx	z26.d, p3/m, z31.d
scvtf	z26.d, p3/m, z12.d
movprfx	z13, z31
scvtf	z13.d, p1/m, z26.s
movprfx	z13.d, p3/m, z31.d
scvtf	z13.d, p1/m, z26.s
movprfx	z25, z31
scvtf	z25.h, p1/m, z4.d
movprfx	z25.h, p1/z, z31.h
scvtf	z25.h, p1/m, z4.d
movprfx	z29, z31
scvtf	z29.h, p7/m, z19.h
movprfx	z29.s, p5/m, z31.s
scvtf	z29.h, p7/m, z19.h
movprfx	z9, z31
scvtf	z9.h, p3/m, z22.s
movprfx	z9.h, p3/m, z31.h
scvtf	z9.h, p3/m, z22.s
movprfx	z10, z31
scvtf	z10.s, p3/m, z13.d
movprfx	z10.s, p7/z, z31.s
scvtf	z10.s, p3/m, z13.d
movprfx	z29, z31
scvtf	z29.s, p3/m, z13.s
movprfx	z29.s, p3/m, z31.s
scvtf	z29.s, p3/m, z13.s
movprfx	z27, z31
sdivr	z27.d, p5/m, z27.d, z6.d
movprfx	z27.b, p1/z, z31.b
sdivr	z27.d, p5/m, z27.d, z6.d
movprfx	z3, z31
sdivr	z3.s, p1/m, z3.s, z12.s
movprfx	z3.s, p1/m, z31.s
sdivr	z3.s, p1/m, z3.s, z12.s
movprfx	z31, z30
sdiv	z31.d, p0/m, z31.d, z28.d
movprfx	z31.d, p5/m, z30.d
sdiv	z31.d, p0/m, z31.d, z28.d
movprfx	z22, z31
sdiv	z22.s, p3/m, z22.s, z5.s
movprfx	z22.d, p3/m, z31.d
sdiv	z22.s, p3/m, z22.s, z5.s
movprfx	z5, z31
sdot	z5.d, z24.h, z3.h[0]
movprfx	z5.d, p7/z, z31.d
sdot	z5.d, z24.h, z3.h[0]
movprfx	z14, z31
sdot	z14.s, z20.b, z2.b[1]
movprfx	z14.s, p0/m, z31.s
sdot	z14.s, z20.b, z2.b[1]
movprfx	z3, z31
sdot	z3.d, z6.h, z12.h
movprfx	z3.d, p1/m, z31.d
sdot	z3.d, z6.h, z12.h
movprfx	z15, z31
sdot	z15.s, z17.b, z3.b
movprfx	z15.s, p2/z, z31.s
sdot	z15.s, z17.b, z3.b
movprfx	z28, z31
sel	z28.b, p3, z12.b, z24.b
movprfx	z28.h, p0/z, z31.h
sel	z28.b, p3, z12.b, z24.b
movprfx	z23, z31
sel	z23.d, p7, z7.d, z23.d
movprfx	z23.d, p1/m, z31.d
sel	z23.d, p7, z7.d, z23.d
movprfx	z0, z31
sel	z0.h, p4, z20.h, z0.h
movprfx	z0.h, p2/m, z31.h
sel	z0.h, p4, z20.h, z0.h
movprfx	z10, z31
sel	z10.s, p12, z12.s, z10.s
movprfx	z10.s, p3/z, z31.s
sel	z10.s, p12, z12.s, z10.s
movprfx	z23, z31
shadd	z23.b, p5/m, z23.b, z5.b
movprfx	z23.b, p5/z, z31.b
shadd	z23.b, p5/m, z23.b, z5.b
movprfx	z25, z31
shadd	z25.d, p4/m, z25.d, z25.d
movprfx	z25.d, p4/m, z31.d
shadd	z25.d, p4/m, z25.d, z25.d
movprfx	z24, z31
shadd	z24.h, p7/m, z24.h, z14.h
movprfx	z24.h, p7/m, z31.h
shadd	z24.h, p7/m, z24.h, z14.h
movprfx	z14, z31
shadd	z14.s, p7/m, z14.s, z27.s
movprfx	z14.s, p7/z, z31.s
shadd	z14.s, p7/m, z14.s, z27.s
movprfx	z30, z31
shrnb	z30.h, z2.s, #9
movprfx	z30.s, p5/z, z31.s
shrnb	z30.h, z2.s, #9
movprfx	z9, z31
shrnb	z9.s, z1.d, #29
movprfx	z9.s, p6/m, z31.s
shrnb	z9.s, z1.d, #29
movprfx	z26, z31
shrnb	z26.b, z14.h, #1
movprfx	z26.b, p7/m, z31.b
shrnb	z26.b, z14.h, #1
movprfx	z17, z31
shrnt	z17.h, z10.s, #8
movprfx	z17.h, p0/z, z31.h
shrnt	z17.h, z10.s, #8
movprfx	z10, z31
shrnt	z10.s, z10.d, #29
movprfx	z10.s, p1/m, z31.s
shrnt	z10.s, z10.d, #29
movprfx	z7, z31
shrnt	z7.b, z6.h, #1
movprfx	z7.h, p2/m, z31.h
shrnt	z7.b, z6.h, #1
movprfx	z1, z31
shsubr	z1.b, p5/m, z1.b, z1.b
movprfx	z1.b, p1/z, z31.b
shsubr	z1.b, p5/m, z1.b, z1.b
movprfx	z17, z31
shsubr	z17.d, p7/m, z17.d, z14.d
movprfx	z17.d, p7/m, z31.d
shsubr	z17.d, p7/m, z17.d, z14.d
movprfx	z18, z31
shsubr	z18.h, p3/m, z18.h, z20.h
movprfx	z18.h, p3/m, z31.h
shsubr	z18.h, p3/m, z18.h, z20.h
movprfx	z8, z31
shsubr	z8.s, p7/m, z8.s, z4.s
movprfx	z8.d, p7/z, z31.d
shsubr	z8.s, p7/m, z8.s, z4.s
movprfx	z27, z31
shsub	z27.b, p5/m, z27.b, z9.b
movprfx	z27.b, p5/m, z31.b
shsub	z27.b, p5/m, z27.b, z9.b
movprfx	z4, z31
shsub	z4.d, p1/m, z4.d, z15.d
movprfx	z4.d, p1/m, z31.d
shsub	z4.d, p1/m, z4.d, z15.d
movprfx	z19, z31
shsub	z19.h, p7/m, z19.h, z12.h
movprfx	z19.h, p7/z, z31.h
shsub	z19.h, p7/m, z19.h, z12.h
movprfx	z30, z31
shsub	z30.s, p6/m, z30.s, z13.s
movprfx	z30.s, p6/m, z31.s
shsub	z30.s, p6/m, z30.s, z13.s
movprfx	z14, z31
sli	z14.b, z15.b, #6
movprfx	z14.b, p7/m, z31.b
sli	z14.b, z15.b, #6
movprfx	z3, z31
sli	z3.d, z17.d, #7
movprfx	z3.d, p0/z, z31.d
sli	z3.d, z17.d, #7
movprfx	z23, z31
sli	z23.h, z24.h, #4
movprfx	z23.h, p1/m, z31.h
sli	z23.h, z24.h, #4
movprfx	z15, z31
sli	z15.s, z12.s, #7
movprfx	z15.s, p2/m, z31.s
sli	z15.s, z12.s, #7
movprfx	z10, z31
sm4ekey	z10.s, z26.s, z25.s
movprfx	z10.s, p4/m, z31.s
sm4ekey	z10.s, z26.s, z25.s
movprfx	z5, z31
sm4e	z5.s, z5.s, z25.s
movprfx	z5.s, p5/z, z31.s
sm4e	z5.s, z5.s, z25.s
movprfx	z1, z31
smaxp	z1.b, p6/m, z1.b, z21.b
movprfx	z1.h, p7/m, z31.h
smaxp	z1.b, p6/m, z1.b, z21.b
movprfx	z2, z31
smaxp	z2.d, p3/m, z2.d, z13.d
movprfx	z2.d, p3/z, z31.d
smaxp	z2.d, p3/m, z2.d, z13.d
movprfx	z22, z31
smaxp	z22.h, p0/m, z22.h, z11.h
movprfx	z22.h, p1/m, z31.h
smaxp	z22.h, p0/m, z22.h, z11.h
movprfx	z1, z31
smaxp	z1.s, p7/m, z1.s, z7.s
movprfx	z1.s, p7/m, z31.s
smaxp	z1.s, p7/m, z1.s, z7.s
movprfx	z19, z31
smax	z19.b, z19.b, #-55
movprfx	z19.b, p6/m, z31.b
smax	z19.b, z19.b, #-55
movprfx	z18, z31
smax	z18.d, z18.d, #70
movprfx	z18.d, p7/m, z31.d
smax	z18.d, z18.d, #70
movprfx	z28, z31
smax	z28.h, z28.h, #0
movprfx	z28.s, p0/z, z31.s
smax	z28.h, z28.h, #0
movprfx	z1, z31
smax	z1.s, z1.s, #-42
movprfx	z1.s, p1/m, z31.s
smax	z1.s, z1.s, #-42
movprfx	z25, z31
smax	z25.b, p6/m, z25.b, z27.b
movprfx	z25.b, p6/m, z31.b
smax	z25.b, p6/m, z25.b, z27.b
movprfx	z6, z31
smax	z6.d, p4/m, z6.d, z27.d
movprfx	z6.d, p3/z, z31.d
smax	z6.d, p4/m, z6.d, z27.d
movprfx	z2, z31
smax	z2.h, p1/m, z2.h, z31.h
movprfx	z2.h, p1/m, z31.h
smax	z2.h, p1/m, z2.h, z31.h
movprfx	z18, z31
smax	z18.s, p5/m, z18.s, z25.s
movprfx	z18.d, p5/m, z31.d
smax	z18.s, p5/m, z18.s, z25.s
movprfx	z10, z31
sminp	z10.b, p4/m, z10.b, z18.b
movprfx	z10.b, p5/m, z31.b
sminp	z10.b, p4/m, z10.b, z18.b
movprfx	z21, z31
sminp	z21.d, p2/m, z21.d, z19.d
movprfx	z21.d, p2/m, z31.d
sminp	z21.d, p2/m, z21.d, z19.d
movprfx	z25, z31
sminp	z25.h, p5/m, z25.h, z19.h
movprfx	z25.s, p7/z, z31.s
sminp	z25.h, p5/m, z25.h, z19.h
movprfx	z19, z31
sminp	z19.s, p0/m, z19.s, z16.s
movprfx	z19.s, p0/m, z31.s
sminp	z19.s, p0/m, z19.s, z16.s
movprfx	z4, z31
smin	z4.b, z4.b, #-92
movprfx	z4.b, p4/z, z31.b
smin	z4.b, z4.b, #-92
movprfx	z23, z31
smin	z23.d, z23.d, #33
movprfx	z23.d, p5/m, z31.d
smin	z23.d, z23.d, #33
movprfx	z4, z31
smin	z4.h, z4.h, #117
movprfx	z4.h, p6/m, z31.h
smin	z4.h, z4.h, #117
movprfx	z25, z31
smin	z25.s, z25.s, #-128
movprfx	z25.s, p7/z, z31.s
smin	z25.s, z25.s, #-128
movprfx	z19, z31
smin	z19.b, p7/m, z19.b, z9.b
movprfx	z19.h, p7/m, z31.h
smin	z19.b, p7/m, z19.b, z9.b
movprfx	z7, z31
smin	z7.d, p2/m, z7.d, z1.d
movprfx	z7.d, p1/m, z31.d
smin	z7.d, p2/m, z7.d, z1.d
movprfx	z8, z31
smin	z8.h, p4/m, z8.h, z7.h
movprfx	z8.h, p4/z, z31.h
smin	z8.h, p4/m, z8.h, z7.h
movprfx	z23, z31
smin	z23.s, p1/m, z23.s, z30.s
movprfx	z23.s, p3/m, z31.s
smin	z23.s, p1/m, z23.s, z30.s
movprfx	z10, z31
smlalb	z10.d, z31.s, z13.s[2]
movprfx	z10.b, p2/m, z31.b
smlalb	z10.d, z31.s, z13.s[2]
movprfx	z3, z31
smlalb	z3.s, z17.h, z0.h[7]
movprfx	z3.s, p3/z, z31.s
smlalb	z3.s, z17.h, z0.h[7]
movprfx	z17, z31
smlalb	z17.h, z0.b, z10.b
movprfx	z17.h, p4/m, z31.h
smlalb	z17.h, z0.b, z10.b
movprfx	z15, z31
smlalb	z15.s, z1.h, z30.h
movprfx	z15.s, p5/m, z31.s
smlalb	z15.s, z1.h, z30.h
movprfx	z3, z31
smlalb	z3.d, z15.s, z3.s
movprfx	z3.d, p6/z, z31.d
smlalb	z3.d, z15.s, z3.s
movprfx	z23, z31
smlalt	z23.d, z10.s, z6.s[1]
movprfx	z23.b, p7/m, z31.b
smlalt	z23.d, z10.s, z6.s[1]
movprfx	z26, z31
smlalt	z26.s, z27.h, z4.h[2]
movprfx	z26.s, p0/m, z31.s
smlalt	z26.s, z27.h, z4.h[2]
movprfx	z23, z31
smlalt	z23.h, z24.b, z29.b
movprfx	z23.h, p1/z, z31.h
smlalt	z23.h, z24.b, z29.b
movprfx	z29, z31
smlalt	z29.s, z18.h, z12.h
movprfx	z29.s, p2/m, z31.s
smlalt	z29.s, z18.h, z12.h
movprfx	z22, z31
smlalt	z22.d, z6.s, z30.s
movprfx	z22.d, p3/m, z31.d
smlalt	z22.d, z6.s, z30.s
movprfx	z17, z31
smlslb	z17.d, z15.s, z9.s[1]
movprfx	z17.b, p6/m, z31.b
smlslb	z17.d, z15.s, z9.s[1]
movprfx	z0, z31
smlslb	z0.s, z1.h, z4.h[2]
movprfx	z0.s, p7/m, z31.s
smlslb	z0.s, z1.h, z4.h[2]
movprfx	z11, z31
smlslb	z11.h, z5.b, z28.b
movprfx	z11.h, p0/z, z31.h
smlslb	z11.h, z5.b, z28.b
movprfx	z10, z31
smlslb	z10.s, z23.h, z24.h
movprfx	z10.s, p1/m, z31.s
smlslb	z10.s, z23.h, z24.h
movprfx	z10, z31
smlslb	z10.d, z28.s, z17.s
movprfx	z10.d, p2/m, z31.d
smlslb	z10.d, z28.s, z17.s
movprfx	z19, z31
smlslt	z19.d, z8.s, z2.s[0]
movprfx	z19.b, p3/z, z31.b
smlslt	z19.d, z8.s, z2.s[0]
movprfx	z1, z31
smlslt	z1.s, z23.h, z7.h[0]
movprfx	z1.s, p4/m, z31.s
smlslt	z1.s, z23.h, z7.h[0]
movprfx	z10, z31
smlslt	z10.h, z8.b, z17.b
movprfx	z10.h, p5/m, z31.h
smlslt	z10.h, z8.b, z17.b
movprfx	z12, z31
smlslt	z12.s, z16.h, z0.h
movprfx	z12.s, p6/z, z31.s
smlslt	z12.s, z16.h, z0.h
movprfx	z20, z31
smlslt	z20.d, z12.s, z19.s
movprfx	z20.d, p7/m, z31.d
smlslt	z20.d, z12.s, z19.s
movprfx	z17, z31
smmla	z17.s, z25.b, z14.b
movprfx	z17.s, p3/m, z31.s
smmla	z17.s, z25.b, z14.b
movprfx	z22, z31
smulh	z22.b, p6/m, z22.b, z4.b
movprfx	z22.b, p6/m, z31.b
smulh	z22.b, p6/m, z22.b, z4.b
movprfx	z21, z31
smulh	z21.d, p6/m, z21.d, z15.d
movprfx	z21.d, p3/z, z31.d
smulh	z21.d, p6/m, z21.d, z15.d
movprfx	z6, z31
smulh	z6.h, p7/m, z6.h, z20.h
movprfx	z6.s, p7/m, z31.s
smulh	z6.h, p7/m, z6.h, z20.h
movprfx	z15, z31
smulh	z15.s, p5/m, z15.s, z30.s
movprfx	z15.s, p5/m, z31.s
smulh	z15.s, p5/m, z15.s, z30.s
movprfx	z26, z31
smulh	z26.b, z3.b, z4.b
movprfx	z26.b, p6/z, z31.b
smulh	z26.b, z3.b, z4.b
movprfx	z27, z31
smulh	z27.d, z21.d, z17.d
movprfx	z27.d, p7/m, z31.d
smulh	z27.d, z21.d, z17.d
movprfx	z16, z31
smulh	z16.h, z18.h, z24.h
movprfx	z16.h, p0/m, z31.h
smulh	z16.h, z18.h, z24.h
movprfx	z9, z31
smulh	z9.s, z14.s, z7.s
movprfx	z9.d, p1/z, z31.d
smulh	z9.s, z14.s, z7.s
movprfx	z19, z31
smullb	z19.d, z29.s, z3.s[0]
movprfx	z19.d, p3/m, z31.d
smullb	z19.d, z29.s, z3.s[0]
movprfx	z2, z31
smullb	z2.s, z15.h, z0.h[0]
movprfx	z2.s, p4/z, z31.s
smullb	z2.s, z15.h, z0.h[0]
movprfx	z30, z31
smullb	z30.h, z30.b, z27.b
movprfx	z30.h, p5/m, z31.h
smullb	z30.h, z30.b, z27.b
movprfx	z26, z31
smullb	z26.s, z15.h, z2.h
movprfx	z26.d, p6/m, z31.d
smullb	z26.s, z15.h, z2.h
movprfx	z0, z31
smullb	z0.d, z1.s, z2.s
movprfx	z0.d, p7/z, z31.d
smullb	z0.d, z1.s, z2.s
movprfx	z28, z31
smullt	z28.d, z29.s, z1.s[0]
movprfx	z28.d, p0/m, z31.d
smullt	z28.d, z29.s, z1.s[0]
movprfx	z27, z31
smullt	z27.s, z13.h, z3.h[3]
movprfx	z27.s, p1/m, z31.s
smullt	z27.s, z13.h, z3.h[3]
movprfx	z2, z31
smullt	z2.h, z20.b, z28.b
movprfx	z2.h, p2/z, z31.h
smullt	z2.h, z20.b, z28.b
movprfx	z20, z31
smullt	z20.s, z30.h, z14.h
movprfx	z20.d, p3/m, z31.d
smullt	z20.s, z30.h, z14.h
movprfx	z7, z31
smullt	z7.d, z20.s, z11.s
movprfx	z7.d, p4/m, z31.d
smullt	z7.d, z20.s, z11.s
movprfx	z14, z31
splice	z14.b, p3, { z28.b, z29.b }
movprfx	z14.b, p7/m, z31.b
splice	z14.b, p3, { z28.b, z29.b }
movprfx	z24, z31
splice	z24.d, p2, { z11.d, z12.d }
movprfx	z24.d, p0/m, z31.d
splice	z24.d, p2, { z11.d, z12.d }
movprfx	z13, z31
splice	z13.h, p6, { z5.h, z6.h }
movprfx	z13.h, p1/z, z31.h
splice	z13.h, p6, { z5.h, z6.h }
movprfx	z3, z31
splice	z3.s, p1, { z7.s, z8.s }
movprfx	z3.d, p2/m, z31.d
splice	z3.s, p1, { z7.s, z8.s }
movprfx	z9, z31
splice	z9.b, p5, z9.b, z1.b
movprfx	z9.b, p3/m, z31.b
splice	z9.b, p5, z9.b, z1.b
movprfx	z31, z30
splice	z31.d, p7, z31.d, z9.d
movprfx	z31.d, p4/z, z30.d
splice	z31.d, p7, z31.d, z9.d
movprfx	z12, z31
splice	z12.h, p1, z12.h, z22.h
movprfx	z12.h, p5/m, z31.h
splice	z12.h, p1, z12.h, z22.h
movprfx	z22, z31
splice	z22.s, p4, z22.s, z24.s
movprfx	z22.s, p6/m, z31.s
splice	z22.s, p4, z22.s, z24.s
movprfx	z13, z31
sqabs	z13.b, p2/m, z21.b
movprfx	z13.h, p7/z, z31.h
sqabs	z13.b, p2/m, z21.b
movprfx	z24, z31
sqabs	z24.d, p5/m, z31.d
movprfx	z24.d, p5/m, z31.d
sqabs	z24.d, p5/m, z31.d
movprfx	z17, z31
sqabs	z17.h, p1/m, z1.h
movprfx	z17.h, p1/m, z31.h
sqabs	z17.h, p1/m, z1.h
movprfx	z5, z31
sqabs	z5.s, p5/m, z14.s
movprfx	z5.s, p5/z, z31.s
sqabs	z5.s, p5/m, z14.s
movprfx	z22, z31
sqadd	z22.b, z22.b, #1
movprfx	z22.h, p6/z, z31.h
sqadd	z22.b, z22.b, #1
movprfx	z5, z31
sqadd	z5.d, z5.d, #4864
movprfx	z5.d, p7/m, z31.d
sqadd	z5.d, z5.d, #4864
movprfx	z7, z31
sqadd	z7.h, z7.h, #256
movprfx	z7.h, p0/m, z31.h
sqadd	z7.h, z7.h, #256
movprfx	z16, z31
sqadd	z16.s, z16.s, #247
movprfx	z16.s, p1/z, z31.s
sqadd	z16.s, z16.s, #247
movprfx	z18, z31
sqadd	z18.b, p0/m, z18.b, z27.b
movprfx	z18.b, p0/m, z31.b
sqadd	z18.b, p0/m, z18.b, z27.b
movprfx	z30, z31
sqadd	z30.d, p3/m, z30.d, z25.d
movprfx	z30.b, p3/m, z31.b
sqadd	z30.d, p3/m, z30.d, z25.d
movprfx	z25, z31
sqadd	z25.h, p1/m, z25.h, z31.h
movprfx	z25.h, p1/z, z31.h
sqadd	z25.h, p1/m, z25.h, z31.h
movprfx	z24, z31
sqadd	z24.s, p3/m, z24.s, z22.s
movprfx	z24.s, p5/m, z31.s
sqadd	z24.s, p3/m, z24.s, z22.s
movprfx	z30, z31
sqadd	z30.b, z15.b, z11.b
movprfx	z30.b, p6/m, z31.b
sqadd	z30.b, z15.b, z11.b
movprfx	z25, z31
sqadd	z25.d, z18.d, z24.d
movprfx	z25.d, p7/z, z31.d
sqadd	z25.d, z18.d, z24.d
movprfx	z14, z31
sqadd	z14.h, z26.h, z5.h
movprfx	z14.s, p0/m, z31.s
sqadd	z14.h, z26.h, z5.h
movprfx	z29, z31
sqadd	z29.s, z14.s, z9.s
movprfx	z29.s, p1/m, z31.s
sqadd	z29.s, z14.s, z9.s
movprfx	z7, z31
sqcadd	z7.b, z7.b, z16.b, #90
movprfx	z7.b, p5/m, z31.b
sqcadd	z7.b, z7.b, z16.b, #90
movprfx	z29, z31
sqcadd	z29.d, z29.d, z23.d, #270
movprfx	z29.d, p6/z, z31.d
sqcadd	z29.d, z29.d, z23.d, #270
movprfx	z21, z31
sqcadd	z21.h, z21.h, z7.h, #270
movprfx	z21.s, p7/m, z31.s
sqcadd	z21.h, z21.h, z7.h, #270
movprfx	z26, z31
sqcadd	z26.s, z26.s, z15.s, #270
movprfx	z26.s, p0/m, z31.s
sqcadd	z26.s, z26.s, z15.s, #270
movprfx	z17, z31
sqdecd	z17.d, pow2, mul #1
movprfx	z17.d, p5/m, z31.d
sqdecd	z17.d, pow2, mul #1
movprfx	z13, z31
sqdech	z13.h, all, mul #1
movprfx	z13.h, p0/m, z31.h
sqdech	z13.h, all, mul #1
movprfx	z15, z31
sqdecp	z15.d, p3.d
movprfx	z15.d, p1/m, z31.d
sqdecp	z15.d, p3.d
movprfx	z17, z31
sqdecp	z17.h, p8.h
movprfx	z17.h, p2/m, z31.h
sqdecp	z17.h, p8.h
movprfx	z23, z31
sqdecp	z23.s, p2.s
movprfx	z23.d, p3/z, z31.d
sqdecp	z23.s, p2.s
movprfx	z2, z31
sqdecw	z2.s, vl4, mul #16
movprfx	z2.s, p6/z, z31.s
sqdecw	z2.s, vl4, mul #16
movprfx	z13, z31
sqdmlalbt	z13.h, z13.b, z4.b
movprfx	z13.h, p7/m, z31.h
sqdmlalbt	z13.h, z13.b, z4.b
movprfx	z8, z31
sqdmlalbt	z8.s, z12.h, z31.h
movprfx	z8.d, p0/m, z31.d
sqdmlalbt	z8.s, z12.h, z31.h
movprfx	z0, z31
sqdmlalbt	z0.d, z10.s, z6.s
movprfx	z0.d, p1/z, z31.d
sqdmlalbt	z0.d, z10.s, z6.s
movprfx	z20, z31
sqdmlalb	z20.d, z4.s, z15.s[0]
movprfx	z20.d, p2/m, z31.d
sqdmlalb	z20.d, z4.s, z15.s[0]
movprfx	z0, z31
sqdmlalb	z0.s, z26.h, z5.h[2]
movprfx	z0.s, p3/m, z31.s
sqdmlalb	z0.s, z26.h, z5.h[2]
movprfx	z19, z31
sqdmlalb	z19.h, z10.b, z13.b
movprfx	z19.h, p4/z, z31.h
sqdmlalb	z19.h, z10.b, z13.b
movprfx	z12, z31
sqdmlalb	z12.s, z16.h, z23.h
movprfx	z12.d, p5/m, z31.d
sqdmlalb	z12.s, z16.h, z23.h
movprfx	z8, z31
sqdmlalb	z8.d, z17.s, z3.s
movprfx	z8.d, p6/m, z31.d
sqdmlalb	z8.d, z17.s, z3.s
movprfx	z28, z31
sqdmlalt	z28.d, z30.s, z2.s[0]
movprfx	z28.d, p7/z, z31.d
sqdmlalt	z28.d, z30.s, z2.s[0]
movprfx	z6, z31
sqdmlalt	z6.s, z1.h, z5.h[1]
movprfx	z6.s, p0/m, z31.s
sqdmlalt	z6.s, z1.h, z5.h[1]
movprfx	z21, z31
sqdmlalt	z21.h, z23.b, z23.b
movprfx	z21.h, p1/m, z31.h
sqdmlalt	z21.h, z23.b, z23.b
movprfx	z21, z31
sqdmlalt	z21.s, z4.h, z7.h
movprfx	z21.d, p2/z, z31.d
sqdmlalt	z21.s, z4.h, z7.h
movprfx	z25, z31
sqdmlalt	z25.d, z6.s, z5.s
movprfx	z25.d, p3/m, z31.d
sqdmlalt	z25.d, z6.s, z5.s
movprfx	z5, z31
sqdmlslbt	z5.h, z16.b, z8.b
movprfx	z5.h, p0/m, z31.h
sqdmlslbt	z5.h, z16.b, z8.b
movprfx	z27, z31
sqdmlslbt	z27.s, z28.h, z29.h
movprfx	z27.d, p1/z, z31.d
sqdmlslbt	z27.s, z28.h, z29.h
movprfx	z16, z31
sqdmlslbt	z16.d, z13.s, z4.s
movprfx	z16.d, p2/m, z31.d
sqdmlslbt	z16.d, z13.s, z4.s
movprfx	z8, z31
sqdmlslb	z8.d, z29.s, z2.s[0]
movprfx	z8.d, p3/m, z31.d
sqdmlslb	z8.d, z29.s, z2.s[0]
movprfx	z1, z31
sqdmlslb	z1.s, z4.h, z0.h[7]
movprfx	z1.s, p4/z, z31.s
sqdmlslb	z1.s, z4.h, z0.h[7]
movprfx	z23, z31
sqdmlslb	z23.h, z8.b, z8.b
movprfx	z23.h, p5/m, z31.h
sqdmlslb	z23.h, z8.b, z8.b
movprfx	z27, z31
sqdmlslb	z27.s, z2.h, z24.h
movprfx	z27.d, p6/m, z31.d
sqdmlslb	z27.s, z2.h, z24.h
movprfx	z26, z31
sqdmlslb	z26.d, z3.s, z30.s
movprfx	z26.d, p7/z, z31.d
sqdmlslb	z26.d, z3.s, z30.s
movprfx	z22, z31
sqdmlslt	z22.d, z19.s, z2.s[0]
movprfx	z22.d, p0/m, z31.d
sqdmlslt	z22.d, z19.s, z2.s[0]
movprfx	z6, z31
sqdmlslt	z6.s, z26.h, z7.h[0]
movprfx	z6.s, p1/m, z31.s
sqdmlslt	z6.s, z26.h, z7.h[0]
movprfx	z24, z31
sqdmlslt	z24.h, z2.b, z2.b
movprfx	z24.h, p2/z, z31.h
sqdmlslt	z24.h, z2.b, z2.b
movprfx	z10, z31
sqdmlslt	z10.s, z0.h, z28.h
movprfx	z10.d, p3/m, z31.d
sqdmlslt	z10.s, z0.h, z28.h
movprfx	z29, z31
sqdmlslt	z29.d, z25.s, z16.s
movprfx	z29.d, p4/m, z31.d
sqdmlslt	z29.d, z25.s, z16.s
movprfx	z6, z31
sqdmulh	z6.d, z27.d, z2.d[1]
movprfx	z6.d, p1/z, z31.d
sqdmulh	z6.d, z27.d, z2.d[1]
movprfx	z15, z31
sqdmulh	z15.h, z21.h, z6.h[6]
movprfx	z15.s, p2/m, z31.s
sqdmulh	z15.h, z21.h, z6.h[6]
movprfx	z3, z31
sqdmulh	z3.s, z27.s, z2.s[3]
movprfx	z3.s, p3/m, z31.s
sqdmulh	z3.s, z27.s, z2.s[3]
movprfx	z6, z31
sqdmulh	z6.b, z15.b, z21.b
movprfx	z6.b, p4/z, z31.b
sqdmulh	z6.b, z15.b, z21.b
movprfx	z30, z31
sqdmulh	z30.d, z7.d, z24.d
movprfx	z30.d, p5/m, z31.d
sqdmulh	z30.d, z7.d, z24.d
movprfx	z19, z31
sqdmulh	z19.h, z23.h, z0.h
movprfx	z19.h, p6/m, z31.h
sqdmulh	z19.h, z23.h, z0.h
movprfx	z15, z31
sqdmulh	z15.s, z4.s, z5.s
movprfx	z15.d, p7/z, z31.d
sqdmulh	z15.s, z4.s, z5.s
movprfx	z1, z31
sqdmullb	z1.d, z4.s, z14.s[2]
movprfx	z1.d, p4/m, z31.d
sqdmullb	z1.d, z4.s, z14.s[2]
movprfx	z10, z31
sqdmullb	z10.s, z7.h, z6.h[7]
movprfx	z10.s, p5/m, z31.s
sqdmullb	z10.s, z7.h, z6.h[7]
movprfx	z25, z31
sqdmullb	z25.h, z13.b, z0.b
movprfx	z25.s, p6/z, z31.s
sqdmullb	z25.h, z13.b, z0.b
movprfx	z12, z31
sqdmullb	z12.s, z20.h, z23.h
movprfx	z12.s, p7/m, z31.s
sqdmullb	z12.s, z20.h, z23.h
movprfx	z28, z31
sqdmullb	z28.d, z10.s, z19.s
movprfx	z28.d, p0/m, z31.d
sqdmullb	z28.d, z10.s, z19.s
movprfx	z11, z31
sqdmullt	z11.d, z19.s, z5.s[2]
movprfx	z11.d, p1/z, z31.d
sqdmullt	z11.d, z19.s, z5.s[2]
movprfx	z27, z31
sqdmullt	z27.s, z2.h, z3.h[0]
movprfx	z27.s, p2/m, z31.s
sqdmullt	z27.s, z2.h, z3.h[0]
movprfx	z24, z31
sqdmullt	z24.h, z24.b, z18.b
movprfx	z24.s, p3/m, z31.s
sqdmullt	z24.h, z24.b, z18.b
movprfx	z22, z31
sqdmullt	z22.s, z20.h, z7.h
movprfx	z22.s, p4/z, z31.s
sqdmullt	z22.s, z20.h, z7.h
movprfx	z26, z31
sqdmullt	z26.d, z27.s, z24.s
movprfx	z26.d, p5/m, z31.d
sqdmullt	z26.d, z27.s, z24.s
movprfx	z11, z31
sqincd	z11.d, #14, mul #6
movprfx	z11.d, p6/z, z31.d
sqincd	z11.d, #14, mul #6
movprfx	z17, z31
sqinch	z17.h, vl16, mul #8
movprfx	z17.h, p1/z, z31.h
sqinch	z17.h, vl16, mul #8
movprfx	z19, z31
sqincp	z19.d, p13.d
movprfx	z19.d, p2/z, z31.d
sqincp	z19.d, p13.d
movprfx	z10, z31
sqincp	z10.h, p13.h
movprfx	z10.h, p3/m, z31.h
sqincp	z10.h, p13.h
movprfx	z10, z31
sqincp	z10.s, p14.s
movprfx	z10.s, p4/m, z31.s
sqincp	z10.s, p14.s
movprfx	z7, z31
sqincw	z7.s, vl5, mul #6
movprfx	z7.s, p7/m, z31.s
sqincw	z7.s, vl5, mul #6
movprfx	z12, z31
sqneg	z12.b, p5/m, z27.b
movprfx	z12.b, p5/z, z31.b
sqneg	z12.b, p5/m, z27.b
movprfx	z11, z31
sqneg	z11.d, p7/m, z29.d
movprfx	z11.d, p1/m, z31.d
sqneg	z11.d, p7/m, z29.d
movprfx	z3, z31
sqneg	z3.h, p0/m, z25.h
movprfx	z3.h, p0/m, z31.h
sqneg	z3.h, p0/m, z25.h
movprfx	z1, z31
sqneg	z1.s, p7/m, z20.s
movprfx	z1.d, p3/z, z31.d
sqneg	z1.s, p7/m, z20.s
movprfx	z28, z31
sqrdcmlah	z28.h, z10.h, z6.h[1], #180
movprfx	z28.h, p7/z, z31.h
sqrdcmlah	z28.h, z10.h, z6.h[1], #180
movprfx	z3, z31
sqrdcmlah	z3.s, z5.s, z13.s[1], #270
movprfx	z3.s, p0/m, z31.s
sqrdcmlah	z3.s, z5.s, z13.s[1], #270
movprfx	z12, z31
sqrdcmlah	z12.b, z1.b, z5.b, #180
movprfx	z12.b, p1/m, z31.b
sqrdcmlah	z12.b, z1.b, z5.b, #180
movprfx	z5, z31
sqrdcmlah	z5.d, z18.d, z9.d, #270
movprfx	z5.b, p2/z, z31.b
sqrdcmlah	z5.d, z18.d, z9.d, #270
movprfx	z31, z30
sqrdcmlah	z31.h, z22.h, z4.h, #0
movprfx	z31.h, p3/m, z30.h
sqrdcmlah	z31.h, z22.h, z4.h, #0
movprfx	z6, z31
sqrdcmlah	z6.s, z27.s, z22.s, #180
movprfx	z6.s, p4/m, z31.s
sqrdcmlah	z6.s, z27.s, z22.s, #180
movprfx	z21, z31
sqrdmlah	z21.d, z17.d, z2.d[1]
movprfx	z21.d, p5/z, z31.d
sqrdmlah	z21.d, z17.d, z2.d[1]
movprfx	z8, z31
sqrdmlah	z8.h, z2.h, z0.h[2]
movprfx	z8.h, p6/m, z31.h
sqrdmlah	z8.h, z2.h, z0.h[2]
movprfx	z24, z31
sqrdmlah	z24.s, z11.s, z0.s[0]
movprfx	z24.d, p7/m, z31.d
sqrdmlah	z24.s, z11.s, z0.s[0]
movprfx	z6, z31
sqrdmlah	z6.b, z18.b, z8.b
movprfx	z6.b, p0/z, z31.b
sqrdmlah	z6.b, z18.b, z8.b
movprfx	z27, z31
sqrdmlah	z27.d, z19.d, z27.d
movprfx	z27.d, p1/m, z31.d
sqrdmlah	z27.d, z19.d, z27.d
movprfx	z2, z31
sqrdmlah	z2.h, z20.h, z13.h
movprfx	z2.h, p2/m, z31.h
sqrdmlah	z2.h, z20.h, z13.h
movprfx	z20, z31
sqrdmlah	z20.s, z15.s, z3.s
movprfx	z20.s, p3/z, z31.s
sqrdmlah	z20.s, z15.s, z3.s
movprfx	z25, z31
sqrdmlsh	z25.d, z4.d, z3.d[0]
movprfx	z25.d, p0/m, z31.d
sqrdmlsh	z25.d, z4.d, z3.d[0]
movprfx	z19, z31
sqrdmlsh	z19.h, z8.h, z7.h[2]
movprfx	z19.h, p1/m, z31.h
sqrdmlsh	z19.h, z8.h, z7.h[2]
movprfx	z7, z31
sqrdmlsh	z7.s, z20.s, z4.s[0]
movprfx	z7.s, p2/z, z31.s
sqrdmlsh	z7.s, z20.s, z4.s[0]
movprfx	z10, z31
sqrdmlsh	z10.b, z23.b, z12.b
movprfx	z10.h, p3/m, z31.h
sqrdmlsh	z10.b, z23.b, z12.b
movprfx	z5, z31
sqrdmlsh	z5.d, z10.d, z11.d
movprfx	z5.d, p4/m, z31.d
sqrdmlsh	z5.d, z10.d, z11.d
movprfx	z30, z31
sqrdmlsh	z30.h, z30.h, z8.h
movprfx	z30.h, p5/z, z31.h
sqrdmlsh	z30.h, z30.h, z8.h
movprfx	z8, z31
sqrdmlsh	z8.s, z0.s, z23.s
movprfx	z8.s, p6/m, z31.s
sqrdmlsh	z8.s, z0.s, z23.s
movprfx	z24, z31
sqrdmulh	z24.d, z6.d, z11.d[1]
movprfx	z24.d, p3/m, z31.d
sqrdmulh	z24.d, z6.d, z11.d[1]
movprfx	z25, z31
sqrdmulh	z25.h, z30.h, z5.h[1]
movprfx	z25.h, p4/z, z31.h
sqrdmulh	z25.h, z30.h, z5.h[1]
movprfx	z22, z31
sqrdmulh	z22.s, z14.s, z5.s[3]
movprfx	z22.s, p5/m, z31.s
sqrdmulh	z22.s, z14.s, z5.s[3]
movprfx	z3, z31
sqrdmulh	z3.b, z18.b, z28.b
movprfx	z3.b, p6/m, z31.b
sqrdmulh	z3.b, z18.b, z28.b
movprfx	z23, z31
sqrdmulh	z23.d, z8.d, z31.d
movprfx	z23.b, p7/z, z31.b
sqrdmulh	z23.d, z8.d, z31.d
movprfx	z1, z31
sqrdmulh	z1.h, z24.h, z23.h
movprfx	z1.h, p0/m, z31.h
sqrdmulh	z1.h, z24.h, z23.h
movprfx	z4, z31
sqrdmulh	z4.s, z11.s, z6.s
movprfx	z4.s, p1/m, z31.s
sqrdmulh	z4.s, z11.s, z6.s
movprfx	z0, z31
sqrshlr	z0.b, p5/m, z0.b, z17.b
movprfx	z0.h, p5/z, z31.h
sqrshlr	z0.b, p5/m, z0.b, z17.b
movprfx	z16, z31
sqrshlr	z16.d, p0/m, z16.d, z17.d
movprfx	z16.d, p7/m, z31.d
sqrshlr	z16.d, p0/m, z16.d, z17.d
movprfx	z6, z31
sqrshlr	z6.h, p5/m, z6.h, z3.h
movprfx	z6.h, p5/m, z31.h
sqrshlr	z6.h, p5/m, z6.h, z3.h
movprfx	z22, z31
sqrshlr	z22.s, p3/m, z22.s, z7.s
movprfx	z22.s, p1/z, z31.s
sqrshlr	z22.s, p3/m, z22.s, z7.s
movprfx	z20, z31
sqrshl	z20.b, p3/m, z20.b, z15.b
movprfx	z20.b, p3/m, z31.b
sqrshl	z20.b, p3/m, z20.b, z15.b
movprfx	z25, z31
sqrshl	z25.d, p5/m, z25.d, z6.d
movprfx	z25.b, p3/m, z31.b
sqrshl	z25.d, p5/m, z25.d, z6.d
movprfx	z11, z31
sqrshl	z11.h, p0/m, z11.h, z0.h
movprfx	z11.h, p0/z, z31.h
sqrshl	z11.h, p0/m, z11.h, z0.h
movprfx	z27, z31
sqrshl	z27.s, p6/m, z27.s, z19.s
movprfx	z27.s, p5/m, z31.s
sqrshl	z27.s, p6/m, z27.s, z19.s
movprfx	z19, z31
sqrshrnb	z19.h, z4.s, #1
movprfx	z19.h, p1/m, z31.h
sqrshrnb	z19.h, z4.s, #1
movprfx	z9, z31
sqrshrnb	z9.s, z21.d, #1
movprfx	z9.d, p2/m, z31.d
sqrshrnb	z9.s, z21.d, #1
movprfx	z25, z31
sqrshrnb	z25.b, z3.h, #1
movprfx	z25.b, p3/z, z31.b
sqrshrnb	z25.b, z3.h, #1
movprfx	z10, z31
sqrshrnt	z10.h, z15.s, #5
movprfx	z10.h, p4/m, z31.h
sqrshrnt	z10.h, z15.s, #5
movprfx	z8, z31
sqrshrnt	z8.s, z4.d, #6
movprfx	z8.s, p5/m, z31.s
sqrshrnt	z8.s, z4.d, #6
movprfx	z25, z31
sqrshrnt	z25.b, z16.h, #7
movprfx	z25.b, p6/z, z31.b
sqrshrnt	z25.b, z16.h, #7
movprfx	z23, z31
sqrshrunb	z23.h, z17.s, #6
movprfx	z23.h, p0/m, z31.h
sqrshrunb	z23.h, z17.s, #6
movprfx	z22, z31
sqrshrunb	z22.s, z31.d, #12
movprfx	z22.d, p1/m, z31.d
sqrshrunb	z22.s, z31.d, #12
movprfx	z10, z31
sqrshrunb	z10.b, z19.h, #1
movprfx	z10.b, p2/z, z31.b
sqrshrunb	z10.b, z19.h, #1
movprfx	z5, z31
sqrshrunt	z5.h, z25.s, #1
movprfx	z5.h, p3/m, z31.h
sqrshrunt	z5.h, z25.s, #1
movprfx	z21, z31
sqrshrunt	z21.s, z3.d, #15
movprfx	z21.s, p4/m, z31.s
sqrshrunt	z21.s, z3.d, #15
movprfx	z26, z31
sqrshrunt	z26.b, z22.h, #6
movprfx	z26.b, p5/z, z31.b
sqrshrunt	z26.b, z22.h, #6
movprfx	z8, z31
sqshlr	z8.b, p1/m, z8.b, z22.b
movprfx	z8.b, p7/m, z31.b
sqshlr	z8.b, p1/m, z8.b, z22.b
movprfx	z22, z31
sqshlr	z22.d, p6/m, z22.d, z3.d
movprfx	z22.b, p6/m, z31.b
sqshlr	z22.d, p6/m, z22.d, z3.d
movprfx	z12, z31
sqshlr	z12.h, p1/m, z12.h, z14.h
movprfx	z12.h, p1/z, z31.h
sqshlr	z12.h, p1/m, z12.h, z14.h
movprfx	z25, z31
sqshlr	z25.s, p3/m, z25.s, z27.s
movprfx	z25.s, p3/m, z31.s
sqshlr	z25.s, p3/m, z25.s, z27.s
movprfx	z25, z31
sqshlu	z25.b, p2/m, z25.b, #3
movprfx	z25.b, p3/m, z31.b
sqshlu	z25.b, p2/m, z25.b, #3
movprfx	z19, z31
sqshlu	z19.d, p5/m, z19.d, #32
movprfx	z19.d, p5/z, z31.d
sqshlu	z19.d, p5/m, z19.d, #32
movprfx	z26, z31
sqshlu	z26.h, p7/m, z26.h, #1
movprfx	z26.s, p5/m, z31.s
sqshlu	z26.h, p7/m, z26.h, #1
movprfx	z30, z31
sqshlu	z30.s, p2/m, z30.s, #16
movprfx	z30.s, p2/m, z31.s
sqshlu	z30.s, p2/m, z30.s, #16
movprfx	z22, z31
sqshl	z22.b, p7/m, z22.b, #4
movprfx	z22.b, p7/m, z31.b
sqshl	z22.b, p7/m, z22.b, #4
movprfx	z26, z31
sqshl	z26.d, p4/m, z26.d, #37
movprfx	z26.d, p3/z, z31.d
sqshl	z26.d, p4/m, z26.d, #37
movprfx	z26, z31
sqshl	z26.h, p1/m, z26.h, #15
movprfx	z26.s, p1/m, z31.s
sqshl	z26.h, p1/m, z26.h, #15
movprfx	z20, z31
sqshl	z20.s, p0/m, z20.s, #23
movprfx	z20.s, p5/m, z31.s
sqshl	z20.s, p0/m, z20.s, #23
movprfx	z2, z31
sqshl	z2.b, p1/m, z2.b, z9.b
movprfx	z2.b, p1/z, z31.b
sqshl	z2.b, p1/m, z2.b, z9.b
movprfx	z23, z31
sqshl	z23.d, p6/m, z23.d, z18.d
movprfx	z23.d, p7/m, z31.d
sqshl	z23.d, p6/m, z23.d, z18.d
movprfx	z6, z31
sqshl	z6.h, p1/m, z6.h, z0.h
movprfx	z6.h, p1/m, z31.h
sqshl	z6.h, p1/m, z6.h, z0.h
movprfx	z31, z30
sqshl	z31.s, p7/m, z31.s, z9.s
movprfx	z31.d, p1/z, z30.d
sqshl	z31.s, p7/m, z31.s, z9.s
movprfx	z14, z31
sqshrnb	z14.h, z16.s, #16
movprfx	z14.h, p0/m, z31.h
sqshrnb	z14.h, z16.s, #16
movprfx	z1, z31
sqshrnb	z1.s, z6.d, #32
movprfx	z1.s, p1/z, z31.s
sqshrnb	z1.s, z6.d, #32
movprfx	z11, z31
sqshrnb	z11.b, z11.h, #8
movprfx	z11.h, p2/m, z31.h
sqshrnb	z11.b, z11.h, #8
movprfx	z7, z31
sqshrnt	z7.h, z21.s, #4
movprfx	z7.h, p3/m, z31.h
sqshrnt	z7.h, z21.s, #4
movprfx	z15, z31
sqshrnt	z15.s, z28.d, #28
movprfx	z15.s, p4/z, z31.s
sqshrnt	z15.s, z28.d, #28
movprfx	z26, z31
sqshrnt	z26.b, z26.h, #2
movprfx	z26.b, p5/m, z31.b
sqshrnt	z26.b, z26.h, #2
movprfx	z2, z31
sqshrunb	z2.h, z3.s, #9
movprfx	z2.h, p7/m, z31.h
sqshrunb	z2.h, z3.s, #9
movprfx	z16, z31
sqshrunb	z16.s, z12.d, #31
movprfx	z16.s, p0/z, z31.s
sqshrunb	z16.s, z12.d, #31
movprfx	z9, z31
sqshrunb	z9.b, z18.h, #1
movprfx	z9.h, p1/m, z31.h
sqshrunb	z9.b, z18.h, #1
movprfx	z15, z31
sqshrunt	z15.h, z26.s, #3
movprfx	z15.h, p2/m, z31.h
sqshrunt	z15.h, z26.s, #3
movprfx	z3, z31
sqshrunt	z3.s, z2.d, #1
movprfx	z3.s, p3/z, z31.s
sqshrunt	z3.s, z2.d, #1
movprfx	z30, z31
sqshrunt	z30.b, z7.h, #7
movprfx	z30.b, p4/m, z31.b
sqshrunt	z30.b, z7.h, #7
movprfx	z24, z31
sqsubr	z24.b, p6/m, z24.b, z14.b
movprfx	z24.b, p6/m, z31.b
sqsubr	z24.b, p6/m, z24.b, z14.b
movprfx	z22, z31
sqsubr	z22.d, p7/m, z22.d, z15.d
movprfx	z22.d, p7/z, z31.d
sqsubr	z22.d, p7/m, z22.d, z15.d
movprfx	z18, z31
sqsubr	z18.h, p2/m, z18.h, z14.h
movprfx	z18.s, p2/m, z31.s
sqsubr	z18.h, p2/m, z18.h, z14.h
movprfx	z1, z31
sqsubr	z1.s, p1/m, z1.s, z9.s
movprfx	z1.s, p1/m, z31.s
sqsubr	z1.s, p1/m, z1.s, z9.s
movprfx	z10, z31
sqsub	z10.b, z10.b, #189
movprfx	z10.b, p2/z, z31.b
sqsub	z10.b, z10.b, #189
movprfx	z1, z31
sqsub	z1.d, z1.d, #30464
movprfx	z1.d, p3/m, z31.d
sqsub	z1.d, z1.d, #30464
movprfx	z23, z31
sqsub	z23.h, z23.h, #178
movprfx	z23.h, p4/m, z31.h
sqsub	z23.h, z23.h, #178
movprfx	z1, z31
sqsub	z1.s, z1.s, #126
movprfx	z1.d, p5/z, z31.d
sqsub	z1.s, z1.s, #126
movprfx	z9, z31
sqsub	z9.b, p7/m, z9.b, z0.b
movprfx	z9.b, p7/m, z31.b
sqsub	z9.b, p7/m, z9.b, z0.b
movprfx	z19, z31
sqsub	z19.d, p0/m, z19.d, z6.d
movprfx	z19.d, p7/m, z31.d
sqsub	z19.d, p0/m, z19.d, z6.d
movprfx	z6, z31
sqsub	z6.h, p0/m, z6.h, z31.h
movprfx	z6.h, p0/z, z31.h
sqsub	z6.h, p0/m, z6.h, z31.h
movprfx	z28, z31
sqsub	z28.s, p5/m, z28.s, z28.s
movprfx	z28.s, p1/m, z31.s
sqsub	z28.s, p5/m, z28.s, z28.s
movprfx	z4, z31
sqsub	z4.b, z21.b, z13.b
movprfx	z4.h, p2/m, z31.h
sqsub	z4.b, z21.b, z13.b
movprfx	z6, z31
sqsub	z6.d, z23.d, z25.d
movprfx	z6.d, p3/z, z31.d
sqsub	z6.d, z23.d, z25.d
movprfx	z17, z31
sqsub	z17.h, z5.h, z21.h
movprfx	z17.h, p4/m, z31.h
sqsub	z17.h, z5.h, z21.h
movprfx	z4, z31
sqsub	z4.s, z28.s, z28.s
movprfx	z4.s, p5/m, z31.s
sqsub	z4.s, z28.s, z28.s
movprfx	z23, z31
sqxtnb	z23.h, z11.s
movprfx	z23.s, p1/m, z31.s
sqxtnb	z23.h, z11.s
movprfx	z28, z31
sqxtnb	z28.s, z21.d
movprfx	z28.s, p2/z, z31.s
sqxtnb	z28.s, z21.d
movprfx	z30, z31
sqxtnb	z30.b, z27.h
movprfx	z30.b, p3/m, z31.b
sqxtnb	z30.b, z27.h
movprfx	z29, z31
sqxtnt	z29.h, z21.s
movprfx	z29.h, p4/m, z31.h
sqxtnt	z29.h, z21.s
movprfx	z31, z30
sqxtnt	z31.s, z3.d
movprfx	z31.s, p5/z, z30.s
sqxtnt	z31.s, z3.d
movprfx	z24, z31
sqxtnt	z24.b, z29.h
movprfx	z24.h, p6/m, z31.h
sqxtnt	z24.b, z29.h
movprfx	z11, z31
sqxtunb	z11.h, z15.s
movprfx	z11.s, p0/m, z31.s
sqxtunb	z11.h, z15.s
movprfx	z5, z31
sqxtunb	z5.s, z1.d
movprfx	z5.s, p1/z, z31.s
sqxtunb	z5.s, z1.d
movprfx	z26, z31
sqxtunb	z26.b, z28.h
movprfx	z26.b, p2/m, z31.b
sqxtunb	z26.b, z28.h
movprfx	z24, z31
sqxtunt	z24.h, z28.s
movprfx	z24.h, p3/m, z31.h
sqxtunt	z24.h, z28.s
movprfx	z20, z31
sqxtunt	z20.s, z31.d
movprfx	z20.s, p4/z, z31.s
sqxtunt	z20.s, z31.d
movprfx	z25, z31
sqxtunt	z25.b, z18.h
movprfx	z25.h, p5/m, z31.h
sqxtunt	z25.b, z18.h
movprfx	z28, z31
srhadd	z28.b, p0/m, z28.b, z13.b
movprfx	z28.h, p7/m, z31.h
srhadd	z28.b, p0/m, z28.b, z13.b
movprfx	z11, z31
srhadd	z11.d, p5/m, z11.d, z14.d
movprfx	z11.d, p5/z, z31.d
srhadd	z11.d, p5/m, z11.d, z14.d
movprfx	z0, z31
srhadd	z0.h, p1/m, z0.h, z7.h
movprfx	z0.h, p1/m, z31.h
srhadd	z0.h, p1/m, z0.h, z7.h
movprfx	z12, z31
srhadd	z12.s, p1/m, z12.s, z9.s
movprfx	z12.s, p1/m, z31.s
srhadd	z12.s, p1/m, z12.s, z9.s
movprfx	z25, z31
sri	z25.b, z31.b, #1
movprfx	z25.h, p1/z, z31.h
sri	z25.b, z31.b, #1
movprfx	z30, z31
sri	z30.d, z4.d, #17
movprfx	z30.d, p2/m, z31.d
sri	z30.d, z4.d, #17
movprfx	z20, z31
sri	z20.h, z5.h, #1
movprfx	z20.h, p3/m, z31.h
sri	z20.h, z5.h, #1
movprfx	z26, z31
sri	z26.s, z26.s, #31
movprfx	z26.s, p4/z, z31.s
sri	z26.s, z26.s, #31
movprfx	z11, z31
srshlr	z11.b, p1/m, z11.b, z14.b
movprfx	z11.b, p5/z, z31.b
srshlr	z11.b, p1/m, z11.b, z14.b
movprfx	z30, z31
srshlr	z30.d, p4/m, z30.d, z15.d
movprfx	z30.d, p4/m, z31.d
srshlr	z30.d, p4/m, z30.d, z15.d
movprfx	z0, z31
srshlr	z0.h, p4/m, z0.h, z28.h
movprfx	z0.h, p7/m, z31.h
srshlr	z0.h, p4/m, z0.h, z28.h
movprfx	z18, z31
srshlr	z18.s, p6/m, z18.s, z5.s
movprfx	z18.d, p6/z, z31.d
srshlr	z18.s, p6/m, z18.s, z5.s
movprfx	z18, z31
srshl	z18.b, p7/m, z18.b, z30.b
movprfx	z18.b, p1/m, z31.b
srshl	z18.b, p7/m, z18.b, z30.b
movprfx	z6, z31
srshl	z6.d, p6/m, z6.d, z29.d
movprfx	z6.d, p6/m, z31.d
srshl	z6.d, p6/m, z6.d, z29.d
movprfx	z6, z31
srshl	z6.h, p2/m, z6.h, z18.h
movprfx	z6.h, p3/z, z31.h
srshl	z6.h, p2/m, z6.h, z18.h
movprfx	z0, z31
srshl	z0.s, p4/m, z0.s, z21.s
movprfx	z0.s, p4/m, z31.s
srshl	z0.s, p4/m, z0.s, z21.s
movprfx	z31, z30
srshr	z31.b, p7/m, z31.b, #5
movprfx	z31.b, p5/m, z30.b
srshr	z31.b, p7/m, z31.b, #5
movprfx	z12, z31
srshr	z12.d, p0/m, z12.d, #28
movprfx	z12.d, p0/m, z31.d
srshr	z12.d, p0/m, z12.d, #28
movprfx	z14, z31
srshr	z14.h, p0/m, z14.h, #1
movprfx	z14.s, p7/z, z31.s
srshr	z14.h, p0/m, z14.h, #1
movprfx	z1, z31
srshr	z1.s, p6/m, z1.s, #1
movprfx	z1.s, p6/m, z31.s
srshr	z1.s, p6/m, z1.s, #1
movprfx	z2, z31
srsra	z2.b, z9.b, #7
movprfx	z2.h, p1/m, z31.h
srsra	z2.b, z9.b, #7
movprfx	z24, z31
srsra	z24.d, z19.d, #44
movprfx	z24.d, p2/m, z31.d
srsra	z24.d, z19.d, #44
movprfx	z21, z31
srsra	z21.h, z30.h, #14
movprfx	z21.h, p3/z, z31.h
srsra	z21.h, z30.h, #14
movprfx	z29, z31
srsra	z29.s, z16.s, #14
movprfx	z29.s, p4/m, z31.s
srsra	z29.s, z16.s, #14
movprfx	z5, z31
sshllb	z5.s, z15.h, #6
movprfx	z5.s, p5/m, z31.s
sshllb	z5.s, z15.h, #6
movprfx	z27, z31
sshllb	z27.d, z23.s, #31
movprfx	z27.d, p6/m, z31.d
sshllb	z27.d, z23.s, #31
movprfx	z24, z31
sshllb	z24.h, z15.b, #2
movprfx	z24.h, p7/z, z31.h
sshllb	z24.h, z15.b, #2
movprfx	z10, z31
sshllt	z10.s, z2.h, #4
movprfx	z10.d, p0/m, z31.d
sshllt	z10.s, z2.h, #4
movprfx	z31, z30
sshllt	z31.d, z6.s, #5
movprfx	z31.d, p1/m, z30.d
sshllt	z31.d, z6.s, #5
movprfx	z26, z31
sshllt	z26.h, z30.b, #1
movprfx	z26.h, p2/z, z31.h
sshllt	z26.h, z30.b, #1
movprfx	z25, z31
ssra	z25.b, z23.b, #1
movprfx	z25.h, p1/m, z31.h
ssra	z25.b, z23.b, #1
movprfx	z12, z31
ssra	z12.d, z22.d, #36
movprfx	z12.d, p2/z, z31.d
ssra	z12.d, z22.d, #36
movprfx	z2, z31
ssra	z2.h, z30.h, #3
movprfx	z2.h, p3/m, z31.h
ssra	z2.h, z30.h, #3
movprfx	z19, z31
ssra	z19.s, z10.s, #1
movprfx	z19.s, p4/m, z31.s
ssra	z19.s, z10.s, #1
movprfx	z10, z31
ssublbt	z10.h, z15.b, z28.b
movprfx	z10.h, p5/m, z31.h
ssublbt	z10.h, z15.b, z28.b
movprfx	z25, z31
ssublbt	z25.s, z19.h, z3.h
movprfx	z25.s, p6/z, z31.s
ssublbt	z25.s, z19.h, z3.h
movprfx	z16, z31
ssublbt	z16.d, z13.s, z12.s
movprfx	z16.d, p7/m, z31.d
ssublbt	z16.d, z13.s, z12.s
movprfx	z12, z31
ssublb	z12.h, z18.b, z12.b
movprfx	z12.s, p0/m, z31.s
ssublb	z12.h, z18.b, z12.b
movprfx	z4, z31
ssublb	z4.s, z31.h, z8.h
movprfx	z4.s, p1/z, z31.s
ssublb	z4.s, z31.h, z8.h
movprfx	z18, z31
ssublb	z18.d, z3.s, z25.s
movprfx	z18.d, p2/m, z31.d
ssublb	z18.d, z3.s, z25.s
movprfx	z0, z31
ssubltb	z0.h, z9.b, z24.b
movprfx	z0.h, p3/m, z31.h
ssubltb	z0.h, z9.b, z24.b
movprfx	z3, z31
ssubltb	z3.s, z31.h, z23.h
movprfx	z3.s, p4/z, z31.s
ssubltb	z3.s, z31.h, z23.h
movprfx	z2, z31
ssubltb	z2.d, z20.s, z5.s
movprfx	z2.b, p5/m, z31.b
ssubltb	z2.d, z20.s, z5.s
movprfx	z23, z31
ssublt	z23.h, z13.b, z20.b
movprfx	z23.h, p6/m, z31.h
ssublt	z23.h, z13.b, z20.b
movprfx	z4, z31
ssublt	z4.s, z0.h, z19.h
movprfx	z4.s, p7/z, z31.s
ssublt	z4.s, z0.h, z19.h
movprfx	z2, z31
ssublt	z2.d, z17.s, z8.s
movprfx	z2.d, p0/m, z31.d
ssublt	z2.d, z17.s, z8.s
movprfx	z26, z31
ssubwb	z26.h, z20.h, z27.b
movprfx	z26.s, p7/m, z31.s
ssubwb	z26.h, z20.h, z27.b
movprfx	z16, z31
ssubwb	z16.s, z17.s, z3.h
movprfx	z16.s, p0/z, z31.s
ssubwb	z16.s, z17.s, z3.h
movprfx	z1, z31
ssubwb	z1.d, z7.d, z12.s
movprfx	z1.d, p1/m, z31.d
ssubwb	z1.d, z7.d, z12.s
movprfx	z2, z31
ssubwt	z2.h, z0.h, z14.b
movprfx	z2.h, p2/m, z31.h
ssubwt	z2.h, z0.h, z14.b
movprfx	z2, z31
ssubwt	z2.s, z25.s, z27.h
movprfx	z2.s, p3/z, z31.s
ssubwt	z2.s, z25.s, z27.h
movprfx	z23, z31
ssubwt	z23.d, z21.d, z24.s
movprfx	z23.b, p4/m, z31.b
ssubwt	z23.d, z21.d, z24.s
movprfx	z31, z30
str	z31, [x11, #-256, mul vl]
movprfx	z0, z31
subhnb	z0.b, z21.h, z18.h
movprfx	z0.b, p0/m, z31.b
subhnb	z0.b, z21.h, z18.h
movprfx	z17, z31
subhnb	z17.h, z8.s, z10.s
movprfx	z17.h, p1/m, z31.h
subhnb	z17.h, z8.s, z10.s
movprfx	z9, z31
subhnb	z9.s, z31.d, z26.d
movprfx	z9.s, p2/z, z31.s
subhnb	z9.s, z31.d, z26.d
movprfx	z17, z31
subhnt	z17.b, z3.h, z3.h
movprfx	z17.h, p3/m, z31.h
subhnt	z17.b, z3.h, z3.h
movprfx	z29, z31
subhnt	z29.h, z30.s, z26.s
movprfx	z29.h, p4/m, z31.h
subhnt	z29.h, z30.s, z26.s
movprfx	z4, z31
subhnt	z4.s, z28.d, z14.d
movprfx	z4.s, p5/z, z31.s
subhnt	z4.s, z28.d, z14.d
movprfx	z15, z31
subr	z15.b, z15.b, #38
movprfx	z15.b, p6/z, z31.b
subr	z15.b, z15.b, #38
movprfx	z30, z31
subr	z30.d, z30.d, #87
movprfx	z30.d, p7/m, z31.d
subr	z30.d, z30.d, #87
movprfx	z11, z31
subr	z11.h, z11.h, #24320
movprfx	z11.h, p0/m, z31.h
subr	z11.h, z11.h, #24320
movprfx	z3, z31
subr	z3.s, z3.s, #255
movprfx	z3.s, p1/z, z31.s
subr	z3.s, z3.s, #255
movprfx	z5, z31
subr	z5.b, p7/m, z5.b, z11.b
movprfx	z5.h, p7/m, z31.h
subr	z5.b, p7/m, z5.b, z11.b
movprfx	z6, z31
subr	z6.d, p7/m, z6.d, z3.d
movprfx	z6.d, p3/m, z31.d
subr	z6.d, p7/m, z6.d, z3.d
movprfx	z31, z30
subr	z31.h, p4/m, z31.h, z16.h
movprfx	z31.h, p4/z, z30.h
subr	z31.h, p4/m, z31.h, z16.h
movprfx	z31, z30
subr	z31.s, p7/m, z31.s, z13.s
movprfx	z31.s, p5/m, z30.s
subr	z31.s, p7/m, z31.s, z13.s
movprfx	z18, z31
sub	z18.b, z18.b, #19
movprfx	z18.b, p4/m, z31.b
sub	z18.b, z18.b, #19
movprfx	z24, z31
sub	z24.d, z24.d, #237
movprfx	z24.d, p5/m, z31.d
sub	z24.d, z24.d, #237
movprfx	z25, z31
sub	z25.h, z25.h, #16
movprfx	z25.s, p6/z, z31.s
sub	z25.h, z25.h, #16
movprfx	z17, z31
sub	z17.s, z17.s, #189
movprfx	z17.s, p7/m, z31.s
sub	z17.s, z17.s, #189
movprfx	z3, z31
sub	z3.b, p2/m, z3.b, z9.b
movprfx	z3.b, p2/m, z31.b
sub	z3.b, p2/m, z3.b, z9.b
movprfx	z8, z31
sub	z8.d, p3/m, z8.d, z27.d
movprfx	z8.d, p1/z, z31.d
sub	z8.d, p3/m, z8.d, z27.d
movprfx	z4, z31
sub	z4.h, p2/m, z4.h, z29.h
movprfx	z4.h, p2/m, z31.h
sub	z4.h, p2/m, z4.h, z29.h
movprfx	z20, z31
sub	z20.s, p7/m, z20.s, z16.s
movprfx	z20.d, p3/m, z31.d
sub	z20.s, p7/m, z20.s, z16.s
movprfx	z7, z31
sub	z7.b, z8.b, z24.b
movprfx	z7.b, p4/z, z31.b
sub	z7.b, z8.b, z24.b
movprfx	z26, z31
sub	z26.d, z0.d, z8.d
movprfx	z26.d, p5/m, z31.d
sub	z26.d, z0.d, z8.d
movprfx	z0, z31
sub	z0.h, z18.h, z29.h
movprfx	z0.h, p6/m, z31.h
sub	z0.h, z18.h, z29.h
movprfx	z26, z31
sub	z26.s, z6.s, z6.s
movprfx	z26.s, p7/z, z31.s
sub	z26.s, z6.s, z6.s
movprfx	z4, z31
sudot	z4.s, z30.b, z7.b[3]
movprfx	z4.s, p0/z, z31.s
sudot	z4.s, z30.b, z7.b[3]
movprfx	z12, z31
sunpkhi	z12.d, z2.s
movprfx	z12.d, p3/z, z31.d
sunpkhi	z12.d, z2.s
movprfx	z4, z31
sunpkhi	z4.h, z28.b
movprfx	z4.h, p4/m, z31.h
sunpkhi	z4.h, z28.b
movprfx	z22, z31
sunpkhi	z22.s, z23.h
movprfx	z22.s, p5/m, z31.s
sunpkhi	z22.s, z23.h
movprfx	z27, z31
sunpklo	z27.d, z23.s
movprfx	z27.d, p6/z, z31.d
sunpklo	z27.d, z23.s
movprfx	z23, z31
sunpklo	z23.h, z14.b
movprfx	z23.s, p7/m, z31.s
sunpklo	z23.h, z14.b
movprfx	z25, z31
sunpklo	z25.s, z9.h
movprfx	z25.s, p0/m, z31.s
sunpklo	z25.s, z9.h
movprfx	z3, z31
suqadd	z3.b, p1/m, z3.b, z5.b
movprfx	z3.b, p1/z, z31.b
suqadd	z3.b, p1/m, z3.b, z5.b
movprfx	z30, z31
suqadd	z30.d, p2/m, z30.d, z30.d
movprfx	z30.d, p2/m, z31.d
suqadd	z30.d, p2/m, z30.d, z30.d
movprfx	z12, z31
suqadd	z12.h, p1/m, z12.h, z27.h
movprfx	z12.h, p3/m, z31.h
suqadd	z12.h, p1/m, z12.h, z27.h
movprfx	z15, z31
suqadd	z15.s, p5/m, z15.s, z25.s
movprfx	z15.d, p5/z, z31.d
suqadd	z15.s, p5/m, z15.s, z25.s
movprfx	z29, z31
sxtb	z29.d, p2/m, z7.d
movprfx	z29.d, p1/m, z31.d
sxtb	z29.d, p2/m, z7.d
movprfx	z27, z31
sxtb	z27.h, p4/m, z12.h
movprfx	z27.s, p4/z, z31.s
sxtb	z27.h, p4/m, z12.h
movprfx	z4, z31
sxtb	z4.s, p4/m, z10.s
movprfx	z4.s, p3/m, z31.s
sxtb	z4.s, p4/m, z10.s
movprfx	z9, z31
sxth	z9.d, p5/m, z4.d
movprfx	z9.d, p5/m, z31.d
sxth	z9.d, p5/m, z4.d
movprfx	z5, z31
sxth	z5.s, p3/m, z30.s
movprfx	z5.s, p5/z, z31.s
sxth	z5.s, p3/m, z30.s
movprfx	z0, z31
sxtw	z0.d, p1/m, z13.d
movprfx	z0.d, p1/m, z31.d
sxtw	z0.d, p1/m, z13.d
movprfx	z26, z31
tbl	z26.b, { z22.b, z23.b }, z15.b
movprfx	z26.b, p1/m, z31.b
tbl	z26.b, { z22.b, z23.b }, z15.b
movprfx	z13, z31
tbl	z13.d, { z7.d, z8.d }, z31.d
movprfx	z13.d, p2/m, z31.d
tbl	z13.d, { z7.d, z8.d }, z31.d
movprfx	z20, z31
tbl	z20.h, { z0.h, z1.h }, z6.h
movprfx	z20.h, p3/z, z31.h
tbl	z20.h, { z0.h, z1.h }, z6.h
movprfx	z19, z31
tbl	z19.s, { z23.s, z24.s }, z8.s
movprfx	z19.d, p4/m, z31.d
tbl	z19.s, { z23.s, z24.s }, z8.s
movprfx	z12, z31
tbl	z12.b, { z4.b }, z24.b
movprfx	z12.b, p5/m, z31.b
tbl	z12.b, { z4.b }, z24.b
movprfx	z8, z31
tbl	z8.d, { z23.d }, z18.d
movprfx	z8.d, p6/z, z31.d
tbl	z8.d, { z23.d }, z18.d
movprfx	z3, z31
tbl	z3.h, { z22.h }, z24.h
movprfx	z3.h, p7/m, z31.h
tbl	z3.h, { z22.h }, z24.h
movprfx	z17, z31
tbl	z17.s, { z17.s }, z10.s
movprfx	z17.s, p0/m, z31.s
tbl	z17.s, { z17.s }, z10.s
movprfx	z13, z31
tbx	z13.b, z4.b, z23.b
movprfx	z13.h, p3/m, z31.h
tbx	z13.b, z4.b, z23.b
movprfx	z22, z31
tbx	z22.d, z22.d, z22.d
movprfx	z22.d, p4/m, z31.d
tbx	z22.d, z22.d, z22.d
movprfx	z25, z31
tbx	z25.h, z21.h, z27.h
movprfx	z25.h, p5/z, z31.h
tbx	z25.h, z21.h, z27.h
movprfx	z13, z31
tbx	z13.s, z27.s, z8.s
movprfx	z13.s, p6/m, z31.s
tbx	z13.s, z27.s, z8.s
movprfx	z16, z31
trn1	z16.q, z23.q, z6.q
movprfx	z8, z31
trn1	z8.b, z0.b, z16.b
movprfx	z8.b, p0/m, z31.b
trn1	z8.b, z0.b, z16.b
movprfx	z22, z31
trn1	z22.d, z9.d, z27.d
movprfx	z22.d, p1/m, z31.d
trn1	z22.d, z9.d, z27.d
movprfx	z19, z31
trn1	z19.h, z20.h, z28.h
movprfx	z19.h, p2/z, z31.h
trn1	z19.h, z20.h, z28.h
movprfx	z19, z31
trn1	z19.s, z8.s, z31.s
movprfx	z19.s, p3/m, z31.s
trn1	z19.s, z8.s, z31.s
movprfx	z5, z31
trn2	z5.q, z31.q, z6.q
movprfx	z29, z31
trn2	z29.b, z27.b, z26.b
movprfx	z29.b, p0/m, z31.b
trn2	z29.b, z27.b, z26.b
movprfx	z27, z31
trn2	z27.d, z7.d, z16.d
movprfx	z27.d, p1/z, z31.d
trn2	z27.d, z7.d, z16.d
movprfx	z4, z31
trn2	z4.h, z12.h, z4.h
movprfx	z4.h, p2/m, z31.h
trn2	z4.h, z12.h, z4.h
movprfx	z11, z31
trn2	z11.s, z15.s, z8.s
movprfx	z11.d, p3/m, z31.d
trn2	z11.s, z15.s, z8.s
movprfx	z13, z31
uabalb	z13.h, z7.b, z9.b
movprfx	z13.h, p6/m, z31.h
uabalb	z13.h, z7.b, z9.b
movprfx	z2, z31
uabalb	z2.s, z3.h, z24.h
movprfx	z2.s, p7/m, z31.s
uabalb	z2.s, z3.h, z24.h
movprfx	z23, z31
uabalb	z23.d, z14.s, z27.s
movprfx	z23.d, p0/z, z31.d
uabalb	z23.d, z14.s, z27.s
movprfx	z5, z31
uabalt	z5.h, z10.b, z6.b
movprfx	z5.h, p1/m, z31.h
uabalt	z5.h, z10.b, z6.b
movprfx	z21, z31
uabalt	z21.s, z15.h, z10.h
movprfx	z21.d, p2/m, z31.d
uabalt	z21.s, z15.h, z10.h
movprfx	z2, z31
uabalt	z2.d, z26.s, z2.s
movprfx	z2.d, p3/z, z31.d
uabalt	z2.d, z26.s, z2.s
movprfx	z24, z31
uaba	z24.b, z20.b, z28.b
movprfx	z24.b, p2/m, z31.b
uaba	z24.b, z20.b, z28.b
movprfx	z11, z31
uaba	z11.d, z10.d, z10.d
movprfx	z11.d, p3/m, z31.d
uaba	z11.d, z10.d, z10.d
movprfx	z5, z31
uaba	z5.h, z3.h, z27.h
movprfx	z5.s, p4/z, z31.s
uaba	z5.h, z3.h, z27.h
movprfx	z16, z31
uaba	z16.s, z24.s, z15.s
movprfx	z16.s, p5/m, z31.s
uaba	z16.s, z24.s, z15.s
movprfx	z2, z31
uabdlb	z2.h, z2.b, z9.b
movprfx	z2.h, p4/m, z31.h
uabdlb	z2.h, z2.b, z9.b
movprfx	z29, z31
uabdlb	z29.s, z26.h, z31.h
movprfx	z29.s, p5/z, z31.s
uabdlb	z29.s, z26.h, z31.h
movprfx	z23, z31
uabdlb	z23.d, z23.s, z15.s
movprfx	z23.b, p6/m, z31.b
uabdlb	z23.d, z23.s, z15.s
movprfx	z19, z31
uabdlt	z19.h, z14.b, z10.b
movprfx	z19.h, p7/m, z31.h
uabdlt	z19.h, z14.b, z10.b
movprfx	z24, z31
uabdlt	z24.s, z7.h, z11.h
movprfx	z24.s, p0/z, z31.s
uabdlt	z24.s, z7.h, z11.h
movprfx	z28, z31
uabdlt	z28.d, z18.s, z24.s
movprfx	z28.d, p1/m, z31.d
uabdlt	z28.d, z18.s, z24.s
movprfx	z24, z31
uabd	z24.b, p3/m, z24.b, z5.b
movprfx	z24.h, p3/m, z31.h
uabd	z24.b, p3/m, z24.b, z5.b
movprfx	z9, z31
uabd	z9.d, p3/m, z9.d, z26.d
movprfx	z9.d, p1/z, z31.d
uabd	z9.d, p3/m, z9.d, z26.d
movprfx	z23, z31
uabd	z23.h, p1/m, z23.h, z1.h
movprfx	z23.h, p1/m, z31.h
uabd	z23.h, p1/m, z23.h, z1.h
movprfx	z3, z31
uabd	z3.s, p1/m, z3.s, z10.s
movprfx	z3.s, p3/m, z31.s
uabd	z3.s, p1/m, z3.s, z10.s
movprfx	z31, z30
uadalp	z31.h, p5/m, z5.b
movprfx	z31.s, p5/z, z30.s
uadalp	z31.h, p5/m, z5.b
movprfx	z5, z31
uadalp	z5.s, p5/m, z17.h
movprfx	z5.s, p3/m, z31.s
uadalp	z5.s, p5/m, z17.h
movprfx	z24, z31
uadalp	z24.d, p3/m, z14.s
movprfx	z24.d, p3/m, z31.d
uadalp	z24.d, p3/m, z14.s
movprfx	z28, z31
uaddlb	z28.h, z5.b, z25.b
movprfx	z28.h, p3/z, z31.h
uaddlb	z28.h, z5.b, z25.b
movprfx	z0, z31
uaddlb	z0.s, z19.h, z31.h
movprfx	z0.d, p4/m, z31.d
uaddlb	z0.s, z19.h, z31.h
movprfx	z15, z31
uaddlb	z15.d, z31.s, z29.s
movprfx	z15.d, p5/m, z31.d
uaddlb	z15.d, z31.s, z29.s
movprfx	z26, z31
uaddlt	z26.h, z11.b, z13.b
movprfx	z26.h, p4/z, z31.h
uaddlt	z26.h, z11.b, z13.b
movprfx	z5, z31
uaddlt	z5.s, z2.h, z31.h
movprfx	z5.s, p5/m, z31.s
uaddlt	z5.s, z2.h, z31.h
movprfx	z16, z31
uaddlt	z16.d, z22.s, z3.s
movprfx	z16.b, p6/m, z31.b
uaddlt	z16.d, z22.s, z3.s
movprfx	z7, z31
uaddwb	z7.h, z3.h, z5.b
movprfx	z7.h, p6/z, z31.h
uaddwb	z7.h, z3.h, z5.b
movprfx	z20, z31
uaddwb	z20.s, z31.s, z6.h
movprfx	z20.s, p7/m, z31.s
uaddwb	z20.s, z31.s, z6.h
movprfx	z5, z31
uaddwb	z5.d, z0.d, z30.s
movprfx	z5.d, p0/m, z31.d
uaddwb	z5.d, z0.d, z30.s
movprfx	z24, z31
uaddwt	z24.h, z30.h, z6.b
movprfx	z24.h, p1/z, z31.h
uaddwt	z24.h, z30.h, z6.b
movprfx	z23, z31
uaddwt	z23.s, z19.s, z26.h
movprfx	z23.d, p2/m, z31.d
uaddwt	z23.s, z19.s, z26.h
movprfx	z21, z31
uaddwt	z21.d, z20.d, z20.s
movprfx	z21.d, p3/m, z31.d
uaddwt	z21.d, z20.d, z20.s
movprfx	z10, z31
ucvtf	z10.d, p0/m, z3.d
movprfx	z10.d, p0/m, z31.d
ucvtf	z10.d, p0/m, z3.d
movprfx	z11, z31
ucvtf	z11.d, p0/m, z1.s
movprfx	z11.d, p1/z, z31.d
ucvtf	z11.d, p0/m, z1.s
movprfx	z24, z31
ucvtf	z24.h, p3/m, z10.d
movprfx	z24.h, p3/m, z31.h
ucvtf	z24.h, p3/m, z10.d
movprfx	z1, z31
ucvtf	z1.h, p4/m, z5.h
movprfx	z1.s, p3/m, z31.s
ucvtf	z1.h, p4/m, z5.h
movprfx	z31, z30
ucvtf	z31.h, p4/m, z28.s
movprfx	z31.h, p4/z, z30.h
ucvtf	z31.h, p4/m, z28.s
movprfx	z28, z31
ucvtf	z28.s, p2/m, z12.d
movprfx	z28.s, p5/m, z31.s
ucvtf	z28.s, p2/m, z12.d
movprfx	z14, z31
ucvtf	z14.s, p0/m, z0.s
movprfx	z14.s, p0/m, z31.s
ucvtf	z14.s, p0/m, z0.s
movprfx	z27, z31
udivr	z27.d, p5/m, z27.d, z22.d
movprfx	z27.d, p5/m, z31.d
udivr	z27.d, p5/m, z27.d, z22.d
movprfx	z8, z31
udivr	z8.s, p1/m, z8.s, z18.s
movprfx	z8.s, p1/z, z31.s
udivr	z8.s, p1/m, z8.s, z18.s
movprfx	z14, z31
udiv	z14.d, p3/m, z14.d, z21.d
movprfx	z14.b, p3/z, z31.b
udiv	z14.d, p3/m, z14.d, z21.d
movprfx	z17, z31
udiv	z17.s, p7/m, z17.s, z8.s
movprfx	z17.s, p5/m, z31.s
udiv	z17.s, p7/m, z17.s, z8.s
movprfx	z23, z31
udot	z23.d, z29.h, z4.h[1]
movprfx	z23.d, p6/m, z31.d
udot	z23.d, z29.h, z4.h[1]
movprfx	z20, z31
udot	z20.s, z7.b, z7.b[1]
movprfx	z20.s, p7/z, z31.s
udot	z20.s, z7.b, z7.b[1]
movprfx	z23, z31
udot	z23.d, z3.h, z19.h
movprfx	z23.d, p0/m, z31.d
udot	z23.d, z3.h, z19.h
movprfx	z6, z31
udot	z6.s, z5.b, z27.b
movprfx	z6.d, p1/m, z31.d
udot	z6.s, z5.b, z27.b
movprfx	z9, z31
uhadd	z9.b, p2/m, z9.b, z29.b
movprfx	z9.h, p2/m, z31.h
uhadd	z9.b, p2/m, z9.b, z29.b
movprfx	z9, z31
uhadd	z9.d, p7/m, z9.d, z19.d
movprfx	z9.d, p7/m, z31.d
uhadd	z9.d, p7/m, z9.d, z19.d
movprfx	z8, z31
uhadd	z8.h, p4/m, z8.h, z12.h
movprfx	z8.h, p4/z, z31.h
uhadd	z8.h, p4/m, z8.h, z12.h
movprfx	z23, z31
uhadd	z23.s, p3/m, z23.s, z29.s
movprfx	z23.s, p1/m, z31.s
uhadd	z23.s, p3/m, z23.s, z29.s
movprfx	z5, z31
uhsubr	z5.b, p3/m, z5.b, z16.b
movprfx	z5.h, p3/m, z31.h
uhsubr	z5.b, p3/m, z5.b, z16.b
movprfx	z17, z31
uhsubr	z17.d, p6/m, z17.d, z4.d
movprfx	z17.d, p1/z, z31.d
uhsubr	z17.d, p6/m, z17.d, z4.d
movprfx	z3, z31
uhsubr	z3.h, p6/m, z3.h, z28.h
movprfx	z3.h, p6/m, z31.h
uhsubr	z3.h, p6/m, z3.h, z28.h
movprfx	z19, z31
uhsubr	z19.s, p0/m, z19.s, z28.s
movprfx	z19.s, p3/m, z31.s
uhsubr	z19.s, p0/m, z19.s, z28.s
movprfx	z10, z31
uhsub	z10.b, p0/m, z10.b, z22.b
movprfx	z10.b, p0/z, z31.b
uhsub	z10.b, p0/m, z10.b, z22.b
movprfx	z18, z31
uhsub	z18.d, p0/m, z18.d, z25.d
movprfx	z18.b, p5/m, z31.b
uhsub	z18.d, p0/m, z18.d, z25.d
movprfx	z7, z31
uhsub	z7.h, p7/m, z7.h, z6.h
movprfx	z7.h, p7/m, z31.h
uhsub	z7.h, p7/m, z7.h, z6.h
movprfx	z28, z31
uhsub	z28.s, p7/m, z28.s, z1.s
movprfx	z28.s, p7/z, z31.s
uhsub	z28.s, p7/m, z28.s, z1.s
movprfx	z4, z31
umaxp	z4.b, p5/m, z4.b, z21.b
movprfx	z4.h, p7/m, z31.h
umaxp	z4.b, p5/m, z4.b, z21.b
movprfx	z30, z31
umaxp	z30.d, p4/m, z30.d, z13.d
movprfx	z30.d, p4/z, z31.d
umaxp	z30.d, p4/m, z30.d, z13.d
movprfx	z3, z31
umaxp	z3.h, p7/m, z3.h, z14.h
movprfx	z3.h, p1/m, z31.h
umaxp	z3.h, p7/m, z3.h, z14.h
movprfx	z21, z31
umaxp	z21.s, p5/m, z21.s, z7.s
movprfx	z21.s, p5/m, z31.s
umaxp	z21.s, p5/m, z21.s, z7.s
movprfx	z5, z31
umax	z5.b, z5.b, #151
movprfx	z5.b, p6/m, z31.b
umax	z5.b, z5.b, #151
movprfx	z3, z31
umax	z3.d, z3.d, #53
movprfx	z3.d, p7/m, z31.d
umax	z3.d, z3.d, #53
movprfx	z22, z31
umax	z22.h, z22.h, #87
movprfx	z22.s, p0/z, z31.s
umax	z22.h, z22.h, #87
movprfx	z16, z31
umax	z16.s, z16.s, #114
movprfx	z16.s, p1/m, z31.s
umax	z16.s, z16.s, #114
movprfx	z23, z31
umax	z23.b, p2/m, z23.b, z20.b
movprfx	z23.b, p2/m, z31.b
umax	z23.b, p2/m, z23.b, z20.b
movprfx	z28, z31
umax	z28.d, p4/m, z28.d, z18.d
movprfx	z28.d, p3/z, z31.d
umax	z28.d, p4/m, z28.d, z18.d
movprfx	z15, z31
umax	z15.h, p5/m, z15.h, z25.h
movprfx	z15.h, p5/m, z31.h
umax	z15.h, p5/m, z15.h, z25.h
movprfx	z21, z31
umax	z21.s, p0/m, z21.s, z14.s
movprfx	z21.d, p5/m, z31.d
umax	z21.s, p0/m, z21.s, z14.s
movprfx	z31, z30
uminp	z31.b, p0/m, z31.b, z3.b
movprfx	z31.b, p0/z, z30.b
uminp	z31.b, p0/m, z31.b, z3.b
movprfx	z25, z31
uminp	z25.d, p0/m, z25.d, z19.d
movprfx	z25.d, p5/m, z31.d
uminp	z25.d, p0/m, z25.d, z19.d
movprfx	z2, z31
uminp	z2.h, p6/m, z2.h, z16.h
movprfx	z2.h, p6/m, z31.h
uminp	z2.h, p6/m, z2.h, z16.h
movprfx	z0, z31
uminp	z0.s, p4/m, z0.s, z31.s
movprfx	z0.d, p7/z, z31.d
uminp	z0.s, p4/m, z0.s, z31.s
movprfx	z11, z31
umin	z11.b, z11.b, #61
movprfx	z11.h, p3/m, z31.h
umin	z11.b, z11.b, #61
movprfx	z18, z31
umin	z18.d, z18.d, #46
movprfx	z18.d, p4/z, z31.d
umin	z18.d, z18.d, #46
movprfx	z6, z31
umin	z6.h, z6.h, #70
movprfx	z6.h, p5/m, z31.h
umin	z6.h, z6.h, #70
movprfx	z25, z31
umin	z25.s, z25.s, #106
movprfx	z25.s, p6/m, z31.s
umin	z25.s, z25.s, #106
movprfx	z13, z31
umin	z13.b, p0/m, z13.b, z19.b
movprfx	z13.b, p7/z, z31.b
umin	z13.b, p0/m, z13.b, z19.b
movprfx	z17, z31
umin	z17.d, p4/m, z17.d, z4.d
movprfx	z17.b, p4/m, z31.b
umin	z17.d, p4/m, z17.d, z4.d
movprfx	z29, z31
umin	z29.h, p5/m, z29.h, z14.h
movprfx	z29.h, p1/m, z31.h
umin	z29.h, p5/m, z29.h, z14.h
movprfx	z4, z31
umin	z4.s, p1/m, z4.s, z7.s
movprfx	z4.s, p1/z, z31.s
umin	z4.s, p1/m, z4.s, z7.s
movprfx	z13, z31
umlalb	z13.d, z30.s, z15.s[0]
movprfx	z13.d, p1/m, z31.d
umlalb	z13.d, z30.s, z15.s[0]
movprfx	z17, z31
umlalb	z17.s, z16.h, z2.h[6]
movprfx	z17.d, p2/m, z31.d
umlalb	z17.s, z16.h, z2.h[6]
movprfx	z26, z31
umlalb	z26.h, z7.b, z9.b
movprfx	z26.h, p3/z, z31.h
umlalb	z26.h, z7.b, z9.b
movprfx	z11, z31
umlalb	z11.s, z19.h, z4.h
movprfx	z11.s, p4/m, z31.s
umlalb	z11.s, z19.h, z4.h
movprfx	z10, z31
umlalb	z10.d, z6.s, z8.s
movprfx	z10.d, p5/m, z31.d
umlalb	z10.d, z6.s, z8.s
movprfx	z9, z31
umlalt	z9.d, z13.s, z13.s[3]
movprfx	z9.d, p6/z, z31.d
umlalt	z9.d, z13.s, z13.s[3]
movprfx	z0, z31
umlalt	z0.s, z14.h, z2.h[0]
movprfx	z0.d, p7/m, z31.d
umlalt	z0.s, z14.h, z2.h[0]
movprfx	z24, z31
umlalt	z24.h, z16.b, z1.b
movprfx	z24.h, p0/m, z31.h
umlalt	z24.h, z16.b, z1.b
movprfx	z11, z31
umlalt	z11.s, z28.h, z28.h
movprfx	z11.s, p1/z, z31.s
umlalt	z11.s, z28.h, z28.h
movprfx	z12, z31
umlalt	z12.d, z4.s, z17.s
movprfx	z12.d, p2/m, z31.d
umlalt	z12.d, z4.s, z17.s
movprfx	z11, z31
umlslb	z11.d, z10.s, z4.s[3]
movprfx	z11.d, p5/z, z31.d
umlslb	z11.d, z10.s, z4.s[3]
movprfx	z1, z31
umlslb	z1.s, z31.h, z3.h[6]
movprfx	z1.d, p6/m, z31.d
umlslb	z1.s, z31.h, z3.h[6]
movprfx	z28, z31
umlslb	z28.h, z7.b, z2.b
movprfx	z28.h, p7/m, z31.h
umlslb	z28.h, z7.b, z2.b
movprfx	z5, z31
umlslb	z5.s, z13.h, z8.h
movprfx	z5.s, p0/z, z31.s
umlslb	z5.s, z13.h, z8.h
movprfx	z9, z31
umlslb	z9.d, z9.s, z30.s
movprfx	z9.d, p1/m, z31.d
umlslb	z9.d, z9.s, z30.s
movprfx	z31, z30
umlslt	z31.d, z13.s, z13.s[1]
movprfx	z31.d, p2/m, z30.d
umlslt	z31.d, z13.s, z13.s[1]
movprfx	z7, z31
umlslt	z7.s, z11.h, z4.h[4]
movprfx	z7.d, p3/z, z31.d
umlslt	z7.s, z11.h, z4.h[4]
movprfx	z22, z31
umlslt	z22.h, z30.b, z30.b
movprfx	z22.h, p4/m, z31.h
umlslt	z22.h, z30.b, z30.b
movprfx	z24, z31
umlslt	z24.s, z17.h, z13.h
movprfx	z24.s, p5/m, z31.s
umlslt	z24.s, z17.h, z13.h
movprfx	z12, z31
umlslt	z12.d, z13.s, z16.s
movprfx	z12.d, p6/z, z31.d
umlslt	z12.d, z13.s, z16.s
movprfx	z18, z31
ummla	z18.s, z8.b, z18.b
movprfx	z18.d, p2/z, z31.d
ummla	z18.s, z8.b, z18.b
movprfx	z20, z31
umulh	z20.b, p7/m, z20.b, z19.b
movprfx	z20.b, p7/z, z31.b
umulh	z20.b, p7/m, z20.b, z19.b
movprfx	z22, z31
umulh	z22.d, p1/m, z22.d, z17.d
movprfx	z22.d, p1/m, z31.d
umulh	z22.d, p1/m, z22.d, z17.d
movprfx	z31, z30
umulh	z31.h, p4/m, z31.h, z18.h
movprfx	z31.h, p4/m, z30.h
umulh	z31.h, p4/m, z31.h, z18.h
movprfx	z29, z31
umulh	z29.s, p2/m, z29.s, z25.s
movprfx	z29.s, p3/z, z31.s
umulh	z29.s, p2/m, z29.s, z25.s
movprfx	z18, z31
umulh	z18.b, z1.b, z25.b
movprfx	z18.h, p4/m, z31.h
umulh	z18.b, z1.b, z25.b
movprfx	z30, z31
umulh	z30.d, z23.d, z18.d
movprfx	z30.d, p5/m, z31.d
umulh	z30.d, z23.d, z18.d
movprfx	z19, z31
umulh	z19.h, z16.h, z7.h
movprfx	z19.h, p6/z, z31.h
umulh	z19.h, z16.h, z7.h
movprfx	z10, z31
umulh	z10.s, z20.s, z14.s
movprfx	z10.s, p7/m, z31.s
umulh	z10.s, z20.s, z14.s
movprfx	z13, z31
umullb	z13.d, z31.s, z14.s[3]
movprfx	z13.b, p1/z, z31.b
umullb	z13.d, z31.s, z14.s[3]
movprfx	z31, z30
umullb	z31.s, z21.h, z4.h[1]
movprfx	z31.s, p2/m, z30.s
umullb	z31.s, z21.h, z4.h[1]
movprfx	z7, z31
umullb	z7.h, z15.b, z6.b
movprfx	z7.h, p3/m, z31.h
umullb	z7.h, z15.b, z6.b
movprfx	z25, z31
umullb	z25.s, z14.h, z18.h
movprfx	z25.s, p4/z, z31.s
umullb	z25.s, z14.h, z18.h
movprfx	z19, z31
umullb	z19.d, z10.s, z1.s
movprfx	z19.d, p5/m, z31.d
umullb	z19.d, z10.s, z1.s
movprfx	z11, z31
umullt	z11.d, z13.s, z11.s[0]
movprfx	z11.b, p6/m, z31.b
umullt	z11.d, z13.s, z11.s[0]
movprfx	z16, z31
umullt	z16.s, z9.h, z2.h[1]
movprfx	z16.s, p7/z, z31.s
umullt	z16.s, z9.h, z2.h[1]
movprfx	z13, z31
umullt	z13.h, z29.b, z8.b
movprfx	z13.h, p0/m, z31.h
umullt	z13.h, z29.b, z8.b
movprfx	z26, z31
umullt	z26.s, z21.h, z29.h
movprfx	z26.s, p1/m, z31.s
umullt	z26.s, z21.h, z29.h
movprfx	z8, z31
umullt	z8.d, z6.s, z2.s
movprfx	z8.d, p2/z, z31.d
umullt	z8.d, z6.s, z2.s
movprfx	z20, z31
uqadd	z20.b, z20.b, #67
movprfx	z20.h, p5/m, z31.h
uqadd	z20.b, z20.b, #67
movprfx	z18, z31
uqadd	z18.d, z18.d, #204
movprfx	z18.d, p6/z, z31.d
uqadd	z18.d, z18.d, #204
movprfx	z6, z31
uqadd	z6.h, z6.h, #0, lsl #8
movprfx	z6.h, p7/m, z31.h
uqadd	z6.h, z6.h, #0, lsl #8
movprfx	z2, z31
uqadd	z2.s, z2.s, #112
movprfx	z2.s, p0/m, z31.s
uqadd	z2.s, z2.s, #112
movprfx	z4, z31
uqadd	z4.b, p7/m, z4.b, z17.b
movprfx	z4.b, p1/z, z31.b
uqadd	z4.b, p7/m, z4.b, z17.b
movprfx	z5, z31
uqadd	z5.d, p7/m, z5.d, z3.d
movprfx	z5.b, p7/m, z31.b
uqadd	z5.d, p7/m, z5.d, z3.d
movprfx	z1, z31
uqadd	z1.h, p0/m, z1.h, z7.h
movprfx	z1.h, p3/m, z31.h
uqadd	z1.h, p0/m, z1.h, z7.h
movprfx	z7, z31
uqadd	z7.s, p3/m, z7.s, z23.s
movprfx	z7.s, p3/z, z31.s
uqadd	z7.s, p3/m, z7.s, z23.s
movprfx	z13, z31
uqadd	z13.b, z26.b, z0.b
movprfx	z13.b, p5/m, z31.b
uqadd	z13.b, z26.b, z0.b
movprfx	z18, z31
uqadd	z18.d, z21.d, z2.d
movprfx	z18.d, p6/m, z31.d
uqadd	z18.d, z21.d, z2.d
movprfx	z4, z31
uqadd	z4.h, z13.h, z8.h
movprfx	z4.s, p7/z, z31.s
uqadd	z4.h, z13.h, z8.h
movprfx	z22, z31
uqadd	z22.s, z15.s, z3.s
movprfx	z22.s, p0/m, z31.s
uqadd	z22.s, z15.s, z3.s
movprfx	z1, z31
uqdecd	z1.d, vl3, mul #1
movprfx	z1.d, p0/m, z31.d
uqdecd	z1.d, vl3, mul #1
movprfx	z31, z30
uqdech	z31.h, all, mul #1
movprfx	z31.s, p3/m, z30.s
uqdech	z31.h, all, mul #1
movprfx	z20, z31
uqdecp	z20.d, p14.d
movprfx	z20.d, p4/m, z31.d
uqdecp	z20.d, p14.d
movprfx	z26, z31
uqdecp	z26.h, p5.h
movprfx	z26.s, p5/z, z31.s
uqdecp	z26.h, p5.h
movprfx	z1, z31
uqdecp	z1.s, p9.s
movprfx	z1.s, p6/m, z31.s
uqdecp	z1.s, p9.s
movprfx	z12, z31
uqdecw	z12.s, vl8, mul #14
movprfx	z12.s, p1/m, z31.s
uqdecw	z12.s, vl8, mul #14
movprfx	z16, z31
uqincd	z16.d, all, mul #1
movprfx	z16.d, p6/z, z31.d
uqincd	z16.d, all, mul #1
movprfx	z17, z31
uqinch	z17.h, vl8, mul #1
movprfx	z17.h, p1/z, z31.h
uqinch	z17.h, vl8, mul #1
movprfx	z18, z31
uqincp	z18.d, p4.d
movprfx	z18.d, p2/z, z31.d
uqincp	z18.d, p4.d
movprfx	z23, z31
uqincp	z23.h, p2.h
movprfx	z23.h, p3/m, z31.h
uqincp	z23.h, p2.h
movprfx	z10, z31
uqincp	z10.s, p0.s
movprfx	z10.s, p4/m, z31.s
uqincp	z10.s, p0.s
movprfx	z18, z31
uqincw	z18.s, vl8, mul #1
movprfx	z18.s, p7/m, z31.s
uqincw	z18.s, vl8, mul #1
movprfx	z27, z31
uqrshlr	z27.b, p5/m, z27.b, z1.b
movprfx	z27.b, p5/z, z31.b
uqrshlr	z27.b, p5/m, z27.b, z1.b
movprfx	z11, z31
uqrshlr	z11.d, p4/m, z11.d, z12.d
movprfx	z11.d, p1/m, z31.d
uqrshlr	z11.d, p4/m, z11.d, z12.d
movprfx	z7, z31
uqrshlr	z7.h, p1/m, z7.h, z16.h
movprfx	z7.h, p1/m, z31.h
uqrshlr	z7.h, p1/m, z7.h, z16.h
movprfx	z3, z31
uqrshlr	z3.s, p4/m, z3.s, z25.s
movprfx	z3.d, p3/z, z31.d
uqrshlr	z3.s, p4/m, z3.s, z25.s
movprfx	z30, z31
uqrshl	z30.b, p1/m, z30.b, z11.b
movprfx	z30.b, p1/m, z31.b
uqrshl	z30.b, p1/m, z30.b, z11.b
movprfx	z29, z31
uqrshl	z29.d, p1/m, z29.d, z12.d
movprfx	z29.d, p5/m, z31.d
uqrshl	z29.d, p1/m, z29.d, z12.d
movprfx	z7, z31
uqrshl	z7.h, p2/m, z7.h, z2.h
movprfx	z7.h, p2/z, z31.h
uqrshl	z7.h, p2/m, z7.h, z2.h
movprfx	z7, z31
uqrshl	z7.s, p5/m, z7.s, z13.s
movprfx	z7.s, p7/m, z31.s
uqrshl	z7.s, p5/m, z7.s, z13.s
movprfx	z19, z31
uqrshrnb	z19.h, z31.s, #9
movprfx	z19.h, p3/m, z31.h
uqrshrnb	z19.h, z31.s, #9
movprfx	z20, z31
uqrshrnb	z20.s, z0.d, #1
movprfx	z20.s, p4/m, z31.s
uqrshrnb	z20.s, z0.d, #1
movprfx	z1, z31
uqrshrnb	z1.b, z29.h, #6
movprfx	z1.b, p5/z, z31.b
uqrshrnb	z1.b, z29.h, #6
movprfx	z27, z31
uqrshrnt	z27.h, z7.s, #13
movprfx	z27.h, p6/m, z31.h
uqrshrnt	z27.h, z7.s, #13
movprfx	z21, z31
uqrshrnt	z21.s, z28.d, #29
movprfx	z21.d, p7/m, z31.d
uqrshrnt	z21.s, z28.d, #29
movprfx	z26, z31
uqrshrnt	z26.b, z6.h, #1
movprfx	z26.b, p0/z, z31.b
uqrshrnt	z26.b, z6.h, #1
movprfx	z9, z31
uqshlr	z9.b, p4/m, z9.b, z28.b
movprfx	z9.b, p4/m, z31.b
uqshlr	z9.b, p4/m, z9.b, z28.b
movprfx	z14, z31
uqshlr	z14.d, p2/m, z14.d, z13.d
movprfx	z14.d, p3/m, z31.d
uqshlr	z14.d, p2/m, z14.d, z13.d
movprfx	z26, z31
uqshlr	z26.h, p6/m, z26.h, z17.h
movprfx	z26.h, p6/z, z31.h
uqshlr	z26.h, p6/m, z26.h, z17.h
movprfx	z0, z31
uqshlr	z0.s, p6/m, z0.s, z2.s
movprfx	z0.s, p5/m, z31.s
uqshlr	z0.s, p6/m, z0.s, z2.s
movprfx	z21, z31
uqshl	z21.b, p0/m, z21.b, #3
movprfx	z21.h, p0/m, z31.h
uqshl	z21.b, p0/m, z21.b, #3
movprfx	z14, z31
uqshl	z14.d, p1/m, z14.d, #5
movprfx	z14.d, p7/z, z31.d
uqshl	z14.d, p1/m, z14.d, #5
movprfx	z28, z31
uqshl	z28.h, p4/m, z28.h, #10
movprfx	z28.h, p4/m, z31.h
uqshl	z28.h, p4/m, z28.h, #10
movprfx	z19, z31
uqshl	z19.s, p4/m, z19.s, #22
movprfx	z19.s, p1/m, z31.s
uqshl	z19.s, p4/m, z19.s, #22
movprfx	z27, z31
uqshl	z27.b, p1/m, z27.b, z17.b
movprfx	z27.b, p1/z, z31.b
uqshl	z27.b, p1/m, z27.b, z17.b
movprfx	z14, z31
uqshl	z14.d, p6/m, z14.d, z6.d
movprfx	z14.b, p3/m, z31.b
uqshl	z14.d, p6/m, z14.d, z6.d
movprfx	z7, z31
uqshl	z7.h, p2/m, z7.h, z3.h
movprfx	z7.h, p2/m, z31.h
uqshl	z7.h, p2/m, z7.h, z3.h
movprfx	z8, z31
uqshl	z8.s, p3/m, z8.s, z3.s
movprfx	z8.s, p5/z, z31.s
uqshl	z8.s, p3/m, z8.s, z3.s
movprfx	z21, z31
uqshrnb	z21.h, z10.s, #13
movprfx	z21.s, p4/m, z31.s
uqshrnb	z21.h, z10.s, #13
movprfx	z19, z31
uqshrnb	z19.s, z9.d, #15
movprfx	z19.s, p5/z, z31.s
uqshrnb	z19.s, z9.d, #15
movprfx	z5, z31
uqshrnb	z5.b, z31.h, #4
movprfx	z5.b, p6/m, z31.b
uqshrnb	z5.b, z31.h, #4
movprfx	z9, z31
uqshrnt	z9.h, z16.s, #12
movprfx	z9.h, p7/m, z31.h
uqshrnt	z9.h, z16.s, #12
movprfx	z2, z31
uqshrnt	z2.s, z10.d, #2
movprfx	z2.s, p0/z, z31.s
uqshrnt	z2.s, z10.d, #2
movprfx	z30, z31
uqshrnt	z30.b, z6.h, #8
movprfx	z30.h, p1/m, z31.h
uqshrnt	z30.b, z6.h, #8
movprfx	z19, z31
uqsubr	z19.b, p0/m, z19.b, z29.b
movprfx	z19.h, p3/m, z31.h
uqsubr	z19.b, p0/m, z19.b, z29.b
movprfx	z21, z31
uqsubr	z21.d, p2/m, z21.d, z30.d
movprfx	z21.d, p2/z, z31.d
uqsubr	z21.d, p2/m, z21.d, z30.d
movprfx	z8, z31
uqsubr	z8.h, p1/m, z8.h, z25.h
movprfx	z8.h, p5/m, z31.h
uqsubr	z8.h, p1/m, z8.h, z25.h
movprfx	z14, z31
uqsubr	z14.s, p7/m, z14.s, z10.s
movprfx	z14.s, p7/m, z31.s
uqsubr	z14.s, p7/m, z14.s, z10.s
movprfx	z19, z31
uqsub	z19.b, z19.b, #0
movprfx	z19.b, p7/z, z31.b
uqsub	z19.b, z19.b, #0
movprfx	z25, z31
uqsub	z25.d, z25.d, #51200
movprfx	z25.b, p0/m, z31.b
uqsub	z25.d, z25.d, #51200
movprfx	z19, z31
uqsub	z19.h, z19.h, #256
movprfx	z19.h, p1/m, z31.h
uqsub	z19.h, z19.h, #256
movprfx	z27, z31
uqsub	z27.s, z27.s, #17408
movprfx	z27.s, p2/z, z31.s
uqsub	z27.s, z27.s, #17408
movprfx	z23, z31
uqsub	z23.b, p2/m, z23.b, z30.b
movprfx	z23.b, p3/m, z31.b
uqsub	z23.b, p2/m, z23.b, z30.b
movprfx	z13, z31
uqsub	z13.d, p1/m, z13.d, z31.d
movprfx	z13.d, p1/m, z31.d
uqsub	z13.d, p1/m, z13.d, z31.d
movprfx	z0, z31
uqsub	z0.h, p3/m, z0.h, z9.h
movprfx	z0.s, p5/z, z31.s
uqsub	z0.h, p3/m, z0.h, z9.h
movprfx	z0, z31
uqsub	z0.s, p2/m, z0.s, z29.s
movprfx	z0.s, p2/m, z31.s
uqsub	z0.s, p2/m, z0.s, z29.s
movprfx	z17, z31
uqsub	z17.b, z19.b, z17.b
movprfx	z17.b, p7/m, z31.b
uqsub	z17.b, z19.b, z17.b
movprfx	z15, z31
uqsub	z15.d, z12.d, z17.d
movprfx	z15.d, p0/z, z31.d
uqsub	z15.d, z12.d, z17.d
movprfx	z12, z31
uqsub	z12.h, z15.h, z16.h
movprfx	z12.h, p1/m, z31.h
uqsub	z12.h, z15.h, z16.h
movprfx	z20, z31
uqsub	z20.s, z24.s, z21.s
movprfx	z20.d, p2/m, z31.d
uqsub	z20.s, z24.s, z21.s
movprfx	z18, z31
uqxtnb	z18.h, z31.s
movprfx	z18.h, p6/m, z31.h
uqxtnb	z18.h, z31.s
movprfx	z18, z31
uqxtnb	z18.s, z13.d
movprfx	z18.s, p7/z, z31.s
uqxtnb	z18.s, z13.d
movprfx	z21, z31
uqxtnb	z21.b, z24.h
movprfx	z21.b, p0/m, z31.b
uqxtnb	z21.b, z24.h
movprfx	z13, z31
uqxtnt	z13.h, z22.s
movprfx	z13.s, p1/m, z31.s
uqxtnt	z13.h, z22.s
movprfx	z2, z31
uqxtnt	z2.s, z10.d
movprfx	z2.s, p2/z, z31.s
uqxtnt	z2.s, z10.d
movprfx	z8, z31
uqxtnt	z8.b, z9.h
movprfx	z8.b, p3/m, z31.b
uqxtnt	z8.b, z9.h
movprfx	z10, z31
urecpe	z10.s, p3/m, z26.s
movprfx	z10.s, p5/m, z31.s
urecpe	z10.s, p3/m, z26.s
movprfx	z9, z31
urhadd	z9.b, p0/m, z9.b, z1.b
movprfx	z9.h, p0/m, z31.h
urhadd	z9.b, p0/m, z9.b, z1.b
movprfx	z7, z31
urhadd	z7.d, p1/m, z7.d, z9.d
movprfx	z7.d, p1/z, z31.d
urhadd	z7.d, p1/m, z7.d, z9.d
movprfx	z25, z31
urhadd	z25.h, p1/m, z25.h, z1.h
movprfx	z25.h, p1/m, z31.h
urhadd	z25.h, p1/m, z25.h, z1.h
movprfx	z4, z31
urhadd	z4.s, p7/m, z4.s, z21.s
movprfx	z4.s, p3/m, z31.s
urhadd	z4.s, p7/m, z4.s, z21.s
movprfx	z12, z31
urshlr	z12.b, p4/m, z12.b, z5.b
movprfx	z12.h, p4/z, z31.h
urshlr	z12.b, p4/m, z12.b, z5.b
movprfx	z14, z31
urshlr	z14.d, p6/m, z14.d, z28.d
movprfx	z14.d, p3/m, z31.d
urshlr	z14.d, p6/m, z14.d, z28.d
movprfx	z27, z31
urshlr	z27.h, p0/m, z27.h, z7.h
movprfx	z27.h, p0/m, z31.h
urshlr	z27.h, p0/m, z27.h, z7.h
movprfx	z9, z31
urshlr	z9.s, p1/m, z9.s, z27.s
movprfx	z9.s, p5/z, z31.s
urshlr	z9.s, p1/m, z9.s, z27.s
movprfx	z15, z31
urshl	z15.b, p3/m, z15.b, z19.b
movprfx	z15.b, p3/m, z31.b
urshl	z15.b, p3/m, z15.b, z19.b
movprfx	z21, z31
urshl	z21.d, p3/m, z21.d, z6.d
movprfx	z21.b, p7/m, z31.b
urshl	z21.d, p3/m, z21.d, z6.d
movprfx	z29, z31
urshl	z29.h, p5/m, z29.h, z12.h
movprfx	z29.h, p5/z, z31.h
urshl	z29.h, p5/m, z29.h, z12.h
movprfx	z12, z31
urshl	z12.s, p7/m, z12.s, z20.s
movprfx	z12.s, p1/m, z31.s
urshl	z12.s, p7/m, z12.s, z20.s
movprfx	z20, z31
urshr	z20.b, p1/m, z20.b, #1
movprfx	z20.b, p1/m, z31.b
urshr	z20.b, p1/m, z20.b, #1
movprfx	z23, z31
urshr	z23.d, p7/m, z23.d, #1
movprfx	z23.d, p3/m, z31.d
urshr	z23.d, p7/m, z23.d, #1
movprfx	z6, z31
urshr	z6.h, p5/m, z6.h, #4
movprfx	z6.h, p5/z, z31.h
urshr	z6.h, p5/m, z6.h, #4
movprfx	z29, z31
urshr	z29.s, p6/m, z29.s, #11
movprfx	z29.s, p5/m, z31.s
urshr	z29.s, p6/m, z29.s, #11
movprfx	z3, z31
ursqrte	z3.s, p2/m, z17.s
movprfx	z3.s, p2/m, z31.s
ursqrte	z3.s, p2/m, z17.s
movprfx	z2, z31
ursra	z2.b, z15.b, #2
movprfx	z2.b, p1/m, z31.b
ursra	z2.b, z15.b, #2
movprfx	z2, z31
ursra	z2.d, z5.d, #51
movprfx	z2.d, p2/m, z31.d
ursra	z2.d, z5.d, #51
movprfx	z30, z31
ursra	z30.h, z17.h, #9
movprfx	z30.h, p3/z, z31.h
ursra	z30.h, z17.h, #9
movprfx	z6, z31
ursra	z6.s, z24.s, #27
movprfx	z6.s, p4/m, z31.s
ursra	z6.s, z24.s, #27
movprfx	z26, z31
usdot	z26.s, z0.b, z31.b
movprfx	z26.s, p5/m, z31.s
usdot	z26.s, z0.b, z31.b
movprfx	z15, z31
usdot	z15.s, z18.b, z2.b[3]
movprfx	z15.s, p6/m, z31.s
usdot	z15.s, z18.b, z2.b[3]
movprfx	z22, z31
ushllb	z22.s, z6.h, #13
movprfx	z22.s, p3/m, z31.s
ushllb	z22.s, z6.h, #13
movprfx	z11, z31
ushllb	z11.d, z31.s, #0
movprfx	z11.b, p4/m, z31.b
ushllb	z11.d, z31.s, #0
movprfx	z13, z31
ushllb	z13.h, z9.b, #0
movprfx	z13.h, p5/z, z31.h
ushllb	z13.h, z9.b, #0
movprfx	z23, z31
ushllt	z23.s, z9.h, #13
movprfx	z23.s, p6/m, z31.s
ushllt	z23.s, z9.h, #13
movprfx	z15, z31
ushllt	z15.d, z27.s, #24
movprfx	z15.d, p7/m, z31.d
ushllt	z15.d, z27.s, #24
movprfx	z5, z31
ushllt	z5.h, z13.b, #0
movprfx	z5.h, p0/z, z31.h
ushllt	z5.h, z13.b, #0
movprfx	z11, z31
usmmla	z11.s, z18.b, z30.b
movprfx	z11.s, p0/z, z31.s
usmmla	z11.s, z18.b, z30.b
movprfx	z2, z31
usqadd	z2.b, p1/m, z2.b, z11.b
movprfx	z2.b, p1/m, z31.b
usqadd	z2.b, p1/m, z2.b, z11.b
movprfx	z16, z31
usqadd	z16.d, p7/m, z16.d, z6.d
movprfx	z16.b, p7/m, z31.b
usqadd	z16.d, p7/m, z16.d, z6.d
movprfx	z5, z31
usqadd	z5.h, p1/m, z5.h, z19.h
movprfx	z5.h, p3/z, z31.h
usqadd	z5.h, p1/m, z5.h, z19.h
movprfx	z4, z31
usqadd	z4.s, p5/m, z4.s, z18.s
movprfx	z4.s, p5/m, z31.s
usqadd	z4.s, p5/m, z4.s, z18.s
movprfx	z28, z31
usra	z28.b, z30.b, #5
movprfx	z28.b, p0/m, z31.b
usra	z28.b, z30.b, #5
movprfx	z9, z31
usra	z9.d, z12.d, #46
movprfx	z9.b, p1/m, z31.b
usra	z9.d, z12.d, #46
movprfx	z10, z31
usra	z10.h, z10.h, #5
movprfx	z10.h, p2/z, z31.h
usra	z10.h, z10.h, #5
movprfx	z11, z31
usra	z11.s, z16.s, #12
movprfx	z11.s, p3/m, z31.s
usra	z11.s, z16.s, #12
movprfx	z12, z31
usublb	z12.h, z26.b, z16.b
movprfx	z12.h, p4/m, z31.h
usublb	z12.h, z26.b, z16.b
movprfx	z27, z31
usublb	z27.s, z17.h, z27.h
movprfx	z27.s, p5/m, z31.s
usublb	z27.s, z17.h, z27.h
movprfx	z21, z31
usublb	z21.d, z18.s, z22.s
movprfx	z21.d, p6/z, z31.d
usublb	z21.d, z18.s, z22.s
movprfx	z7, z31
usublt	z7.h, z8.b, z14.b
movprfx	z7.h, p7/m, z31.h
usublt	z7.h, z8.b, z14.b
movprfx	z0, z31
usublt	z0.s, z28.h, z13.h
movprfx	z0.d, p0/m, z31.d
usublt	z0.s, z28.h, z13.h
movprfx	z27, z31
usublt	z27.d, z16.s, z18.s
movprfx	z27.d, p1/z, z31.d
usublt	z27.d, z16.s, z18.s
movprfx	z8, z31
usubwb	z8.h, z30.h, z5.b
movprfx	z8.h, p0/m, z31.h
usubwb	z8.h, z30.h, z5.b
movprfx	z9, z31
usubwb	z9.s, z29.s, z28.h
movprfx	z9.s, p1/m, z31.s
usubwb	z9.s, z29.s, z28.h
movprfx	z31, z30
usubwb	z31.d, z3.d, z22.s
movprfx	z31.b, p2/z, z30.b
usubwb	z31.d, z3.d, z22.s
movprfx	z9, z31
usubwt	z9.h, z7.h, z29.b
movprfx	z9.h, p3/m, z31.h
usubwt	z9.h, z7.h, z29.b
movprfx	z20, z31
usubwt	z20.s, z26.s, z18.h
movprfx	z20.s, p4/m, z31.s
usubwt	z20.s, z26.s, z18.h
movprfx	z28, z31
usubwt	z28.d, z22.d, z16.s
movprfx	z28.d, p5/z, z31.d
usubwt	z28.d, z22.d, z16.s
movprfx	z15, z31
uunpkhi	z15.d, z30.s
movprfx	z15.b, p4/m, z31.b
uunpkhi	z15.d, z30.s
movprfx	z6, z31
uunpkhi	z6.h, z18.b
movprfx	z6.h, p5/m, z31.h
uunpkhi	z6.h, z18.b
movprfx	z7, z31
uunpkhi	z7.s, z14.h
movprfx	z7.s, p6/z, z31.s
uunpkhi	z7.s, z14.h
movprfx	z8, z31
uunpklo	z8.d, z12.s
movprfx	z8.d, p7/m, z31.d
uunpklo	z8.d, z12.s
movprfx	z21, z31
uunpklo	z21.h, z27.b
movprfx	z21.h, p0/m, z31.h
uunpklo	z21.h, z27.b
movprfx	z22, z31
uunpklo	z22.s, z10.h
movprfx	z22.d, p1/z, z31.d
uunpklo	z22.s, z10.h
movprfx	z0, z31
uxtb	z0.d, p0/m, z28.d
movprfx	z0.d, p0/m, z31.d
uxtb	z0.d, p0/m, z28.d
movprfx	z10, z31
uxtb	z10.h, p5/m, z6.h
movprfx	z10.h, p3/m, z31.h
uxtb	z10.h, p5/m, z6.h
movprfx	z23, z31
uxtb	z23.s, p0/m, z31.s
movprfx	z23.s, p0/z, z31.s
uxtb	z23.s, p0/m, z31.s
movprfx	z28, z31
uxth	z28.d, p6/m, z27.d
movprfx	z28.d, p5/m, z31.d
uxth	z28.d, p6/m, z27.d
movprfx	z24, z31
uxth	z24.s, p6/m, z30.s
movprfx	z24.d, p6/m, z31.d
uxth	z24.s, p6/m, z30.s
movprfx	z24, z31
uxtw	z24.d, p1/m, z28.d
movprfx	z24.d, p7/z, z31.d
uxtw	z24.d, p1/m, z28.d
movprfx	z4, z31
uzp1	z4.q, z25.q, z9.q
movprfx	z0, z31
uzp1	z0.b, z29.b, z30.b
movprfx	z0.b, p5/z, z31.b
uzp1	z0.b, z29.b, z30.b
movprfx	z0, z31
uzp1	z0.d, z4.d, z30.d
movprfx	z0.d, p6/m, z31.d
uzp1	z0.d, z4.d, z30.d
movprfx	z30, z31
uzp1	z30.h, z3.h, z3.h
movprfx	z30.h, p7/m, z31.h
uzp1	z30.h, z3.h, z3.h
movprfx	z28, z31
uzp1	z28.s, z19.s, z31.s
movprfx	z28.d, p0/z, z31.d
uzp1	z28.s, z19.s, z31.s
movprfx	z13, z31
uzp2	z13.q, z30.q, z15.q
movprfx	z28, z31
uzp2	z28.b, z19.b, z1.b
movprfx	z28.b, p5/m, z31.b
uzp2	z28.b, z19.b, z1.b
movprfx	z5, z31
uzp2	z5.d, z11.d, z27.d
movprfx	z5.d, p6/m, z31.d
uzp2	z5.d, z11.d, z27.d
movprfx	z14, z31
uzp2	z14.h, z23.h, z21.h
movprfx	z14.s, p7/z, z31.s
uzp2	z14.h, z23.h, z21.h
movprfx	z2, z31
uzp2	z2.s, z25.s, z4.s
movprfx	z2.s, p0/m, z31.s
uzp2	z2.s, z25.s, z4.s
movprfx	z14, z31
xar	z14.b, z14.b, z3.b, #2
movprfx	z14.b, p5/m, z31.b
xar	z14.b, z14.b, z3.b, #2
movprfx	z14, z31
xar	z14.d, z14.d, z5.d, #1
movprfx	z14.d, p6/z, z31.d
xar	z14.d, z14.d, z5.d, #1
movprfx	z6, z31
xar	z6.h, z6.h, z12.h, #1
movprfx	z6.h, p7/m, z31.h
xar	z6.h, z6.h, z12.h, #1
movprfx	z19, z31
xar	z19.s, z19.s, z21.s, #23
movprfx	z19.s, p0/m, z31.s
xar	z19.s, z19.s, z21.s, #23
movprfx	z14, z31
zip1	z14.q, z11.q, z30.q
movprfx	z17, z31
zip1	z17.b, z0.b, z28.b
movprfx	z17.b, p6/m, z31.b
zip1	z17.b, z0.b, z28.b
movprfx	z16, z31
zip1	z16.d, z1.d, z23.d
movprfx	z16.d, p7/m, z31.d
zip1	z16.d, z1.d, z23.d
movprfx	z0, z31
zip1	z0.h, z19.h, z10.h
movprfx	z0.s, p0/z, z31.s
zip1	z0.h, z19.h, z10.h
movprfx	z8, z31
zip1	z8.s, z17.s, z28.s
movprfx	z8.s, p1/m, z31.s
zip1	z8.s, z17.s, z28.s
movprfx	z27, z31
zip2	z27.q, z27.q, z8.q
movprfx	z18, z31
zip2	z18.b, z4.b, z2.b
movprfx	z18.b, p6/m, z31.b
zip2	z18.b, z4.b, z2.b
movprfx	z15, z31
zip2	z15.d, z31.d, z10.d
movprfx	z15.b, p7/z, z31.b
zip2	z15.d, z31.d, z10.d
movprfx	z11, z31
zip2	z11.h, z18.h, z9.h
movprfx	z11.h, p0/m, z31.h
zip2	z11.h, z18.h, z9.h
movprfx	z31, z30
zip2	z31.s, z22.s, z11.s
movprfx	z31.s, p1/m, z30.s
zip2	z31.s, z22.s, z11.s
