// mattr: +all
// instructions llvm-mc takes after a movprfx
movprfx	z16, z31
abs	z16.b, p1/m, z10.b
movprfx	z16.b, p1/m, z31.b
abs	z16.b, p1/m, z10.b
movprfx	z22, z31
abs	z22.d, p4/m, z28.d
movprfx	z16, z31
abs	z16.h, p1/m, z26.h
movprfx	z16.h, p1/m, z31.h
abs	z16.h, p1/m, z26.h
movprfx	z20, z31
abs	z20.s, p3/m, z17.s
movprfx	z21, z31
adclb	z21.d, z5.d, z6.d
movprfx	z28, z31
adclb	z28.s, z29.s, z31.s
movprfx	z14, z31
adclt	z14.d, z30.d, z12.d
movprfx	z14, z31
adclt	z14.s, z18.s, z27.s
movprfx	z27, z31
addp	z27.b, p0/m, z27.b, z21.b
movprfx	z27.b, p0/z, z31.b
addp	z27.b, p0/m, z27.b, z21.b
movprfx	z22, z31
addp	z22.d, p7/m, z22.d, z11.d
movprfx	z12, z31
addp	z12.h, p0/m, z12.h, z9.h
movprfx	z12.h, p0/m, z31.h
addp	z12.h, p0/m, z12.h, z9.h
movprfx	z30, z31
addp	z30.s, p4/m, z30.s, z2.s
movprfx	z12, z31
add	z12.b, z12.b, #255
movprfx	z25, z31
add	z25.d, z25.d, #228
movprfx	z26, z31
add	z26.h, z26.h, #256
movprfx	z19, z31
add	z19.s, z19.s, #1
movprfx	z11, z31
add	z11.b, p3/m, z11.b, z29.b
movprfx	z11.b, p3/z, z31.b
add	z11.b, p3/m, z11.b, z29.b
movprfx	z17, z31
add	z17.d, p3/m, z17.d, z21.d
movprfx	z26, z31
add	z26.h, p5/m, z26.h, z27.h
movprfx	z26.h, p5/m, z31.h
add	z26.h, p5/m, z26.h, z27.h
movprfx	z5, z31
add	z5.s, p3/m, z5.s, z15.s
movprfx	z25, z31
and	z25.d, z25.d, #0x8000000000000000
movprfx	z15, z31
and	z15.b, p3/m, z15.b, z7.b
movprfx	z1, z31
and	z1.d, p7/m, z1.d, z12.d
movprfx	z31, z30
and	z31.h, p7/m, z31.h, z9.h
movprfx	z28, z31
and	z28.s, p0/m, z28.s, z3.s
movprfx	z28.s, p0/z, z31.s
and	z28.s, p0/m, z28.s, z3.s
movprfx	z31, z30
asrd	z31.b, p2/m, z31.b, #6
movprfx	z31.b, p2/m, z30.b
asrd	z31.b, p2/m, z31.b, #6
movprfx	z9, z31
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
movprfx	z7, z31
asrr	z7.d, p2/m, z7.d, z9.d
movprfx	z9, z31
asrr	z9.h, p7/m, z9.h, z25.h
movprfx	z9.h, p7/m, z31.h
asrr	z9.h, p7/m, z9.h, z25.h
movprfx	z3, z31
asrr	z3.s, p0/m, z3.s, z12.s
movprfx	z30, z31
asr	z30.b, p0/m, z30.b, z28.d
movprfx	z30.b, p0/m, z31.b
asr	z30.b, p0/m, z30.b, z28.d
movprfx	z7, z31
asr	z7.h, p0/m, z7.h, z10.d
movprfx	z2, z31
asr	z2.s, p6/m, z2.s, z24.d
movprfx	z2.s, p6/m, z31.s
asr	z2.s, p6/m, z2.s, z24.d
movprfx	z23, z31
asr	z23.b, p2/m, z23.b, #1
movprfx	z23.b, p2/m, z31.b
asr	z23.b, p2/m, z23.b, #1
movprfx	z9, z31
asr	z9.d, p2/m, z9.d, #50
movprfx	z2, z31
asr	z2.h, p2/m, z2.h, #11
movprfx	z2.h, p2/m, z31.h
asr	z2.h, p2/m, z2.h, #11
movprfx	z12, z31
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
movprfx	z24, z31
bcax	z24.d, z24.d, z20.d, z23.d
movprfx	z3, z31
bfcvtnt	z3.h, p0/m, z4.s
movprfx	z8, z31
bfcvt	z8.h, p2/m, z26.s
movprfx	z28, z31
bfdot	z28.s, z21.h, z18.h
movprfx	z14, z31
bfdot	z14.s, z10.h, z1.h[0]
movprfx	z8, z31
bfmlalb	z8.s, z21.h, z28.h
movprfx	z19, z31
bfmlalb	z19.s, z28.h, z7.h[7]
movprfx	z9, z31
bfmlalt	z9.s, z31.h, z30.h
movprfx	z18, z31
bfmlalt	z18.s, z22.h, z7.h[0]
movprfx	z19, z31
bfmmla	z19.s, z26.h, z31.h
movprfx	z8, z31
bic	z8.b, p3/m, z8.b, z15.b
movprfx	z8.b, p3/m, z31.b
bic	z8.b, p3/m, z8.b, z15.b
movprfx	z11, z31
bic	z11.d, p0/m, z11.d, z23.d
movprfx	z16, z31
bic	z16.h, p5/m, z16.h, z3.h
movprfx	z27, z31
bic	z27.s, p0/m, z27.s, z5.s
movprfx	z26, z31
bsl1n	z26.d, z26.d, z30.d, z18.d
movprfx	z29, z31
bsl2n	z29.d, z29.d, z3.d, z27.d
movprfx	z27, z31
bsl	z27.d, z27.d, z7.d, z7.d
movprfx	z9, z31
cadd	z9.b, z9.b, z15.b, #90
movprfx	z8, z31
cadd	z8.d, z8.d, z1.d, #90
movprfx	z23, z31
cadd	z23.h, z23.h, z0.h, #270
movprfx	z5, z31
cadd	z5.s, z5.s, z8.s, #90
movprfx	z22, z31
cdot	z22.d, z6.h, z2.h[0], #180
movprfx	z22, z31
cdot	z22.s, z4.b, z2.b[0], #90
movprfx	z16, z31
cdot	z16.s, z6.b, z24.b, #0
movprfx	z1, z31
cdot	z1.d, z3.h, z2.h, #270
movprfx	z0, z31
clasta	z0.b, p5, z0.b, z3.b
movprfx	z18, z31
clasta	z18.d, p1, z18.d, z9.d
movprfx	z23, z31
clasta	z23.h, p1, z23.h, z0.h
movprfx	z0, z31
clasta	z0.s, p3, z0.s, z24.s
movprfx	z23, z31
clastb	z23.b, p6, z23.b, z3.b
movprfx	z0, z31
clastb	z0.d, p5, z0.d, z31.d
movprfx	z17, z31
clastb	z17.h, p3, z17.h, z23.h
movprfx	z31, z30
clastb	z31.s, p5, z31.s, z11.s
movprfx	z18, z31
cls	z18.b, p7/m, z17.b
movprfx	z22, z31
cls	z22.d, p5/m, z9.d
movprfx	z22.d, p5/z, z31.d
cls	z22.d, p5/m, z9.d
movprfx	z1, z31
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
movprfx	z16, z31
clz	z16.s, p2/m, z8.s
movprfx	z1, z31
cmla	z1.h, z3.h, z6.h[0], #0
movprfx	z1, z31
cmla	z1.s, z16.s, z12.s[0], #0
movprfx	z26, z31
cmla	z26.b, z31.b, z6.b, #0
movprfx	z20, z31
cmla	z20.d, z16.d, z6.d, #90
movprfx	z11, z31
cmla	z11.h, z14.h, z5.h, #270
movprfx	z10, z31
cmla	z10.s, z14.s, z0.s, #0
movprfx	z0, z31
cnot	z0.b, p1/m, z29.b
movprfx	z26, z31
cnot	z26.d, p7/m, z30.d
movprfx	z26.d, p7/z, z31.d
cnot	z26.d, p7/m, z30.d
movprfx	z10, z31
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
movprfx	z26, z31
cnt	z26.h, p2/m, z14.h
movprfx	z17, z31
cnt	z17.s, p7/m, z29.s
movprfx	z17.s, p7/m, z31.s
cnt	z17.s, p7/m, z29.s
movprfx	z5, z31
cpy	z5.b, p8/m, #0
movprfx	z31, z30
cpy	z31.d, p15/m, #-29952
movprfx	z26, z31
cpy	z26.h, p14/m, #-22016
movprfx	z22, z31
cpy	z22.s, p1/m, #-106
movprfx	z27, z31
cpy	z27.b, p2/m, w18
movprfx	z25, z31
cpy	z25.d, p1/m, x19
movprfx	z25.d, p1/m, z31.d
cpy	z25.d, p1/m, x19
movprfx	z17, z31
cpy	z17.h, p7/m, w30
movprfx	z5, z31
cpy	z5.s, p5/m, wsp
movprfx	z5.s, p5/m, z31.s
cpy	z5.s, p5/m, wsp
movprfx	z5, z31
cpy	z5.b, p7/m, b23
movprfx	z6, z31
cpy	z6.d, p5/m, d18
movprfx	z6.d, p5/z, z31.d
cpy	z6.d, p5/m, d18
movprfx	z3, z31
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
movprfx	z12, z31
cpy	z12.h, p3/z, #-4608
movprfx	z20, z31
cpy	z20.s, p15/z, #-17
movprfx	z17, z31
decd	z17.d, vl16, mul #3
movprfx	z18, z31
dech	z18.h, pow2, mul #12
movprfx	z19, z31
decp	z19.d, p6.d
movprfx	z22, z31
decp	z22.h, p9.h
movprfx	z15, z31
decp	z15.s, p1.s
movprfx	z15, z31
decw	z15.s, vl1, mul #16
movprfx	z2, z31
eor3	z2.d, z2.d, z28.d, z24.d
movprfx	z26, z31
eorbt	z26.d, z30.d, z16.d
movprfx	z7, z31
eorbt	z7.h, z22.h, z15.h
movprfx	z3, z31
eorbt	z3.s, z7.s, z12.s
movprfx	z6, z31
eortb	z6.b, z0.b, z2.b
movprfx	z9, z31
eortb	z9.d, z0.d, z30.d
movprfx	z28, z31
eortb	z28.s, z25.s, z0.s
movprfx	z13, z31
eor	z13.d, z13.d, #0xfffffffff3ffffff
movprfx	z8, z31
eor	z8.b, p0/m, z8.b, z22.b
movprfx	z10, z31
eor	z10.d, p5/m, z10.d, z27.d
movprfx	z10.d, p5/m, z31.d
eor	z10.d, p5/m, z10.d, z27.d
movprfx	z28, z31
eor	z28.h, p2/m, z28.h, z7.h
movprfx	z30, z31
eor	z30.s, p2/m, z30.s, z13.s
movprfx	z30.s, p2/z, z31.s
eor	z30.s, p2/m, z30.s, z13.s
movprfx	z29, z31
ext	z29.b, z29.b, z1.b, #57
movprfx	z9, z31
fabd	z9.d, p2/m, z9.d, z28.d
movprfx	z1, z31
fabd	z1.h, p2/m, z1.h, z26.h
movprfx	z1.h, p2/m, z31.h
fabd	z1.h, p2/m, z1.h, z26.h
movprfx	z4, z31
fabd	z4.s, p2/m, z4.s, z5.s
movprfx	z3, z31
fabs	z3.d, p6/m, z17.d
movprfx	z14, z31
fabs	z14.h, p6/m, z2.h
movprfx	z14.h, p6/m, z31.h
fabs	z14.h, p6/m, z2.h
movprfx	z20, z31
fabs	z20.s, p0/m, z2.s
movprfx	z21, z31
faddp	z21.d, p0/m, z21.d, z18.d
movprfx	z21.d, p0/m, z31.d
faddp	z21.d, p0/m, z21.d, z18.d
movprfx	z18, z31
faddp	z18.h, p4/m, z18.h, z8.h
movprfx	z21, z31
faddp	z21.s, p3/m, z21.s, z27.s
movprfx	z21.s, p3/m, z31.s
faddp	z21.s, p3/m, z21.s, z27.s
movprfx	z31, z30
fadd	z31.d, p0/m, z31.d, #1.0
movprfx	z13, z31
fadd	z13.h, p1/m, z13.h, #0.5
movprfx	z13.h, p1/z, z31.h
fadd	z13.h, p1/m, z13.h, #0.5
movprfx	z19, z31
fadd	z19.s, p0/m, z19.s, #0.5
movprfx	z5, z31
fadd	z5.d, p7/m, z5.d, z27.d
movprfx	z5.d, p7/m, z31.d
fadd	z5.d, p7/m, z5.d, z27.d
movprfx	z25, z31
fadd	z25.h, p7/m, z25.h, z11.h
movprfx	z22, z31
fadd	z22.s, p7/m, z22.s, z1.s
movprfx	z22.s, p7/m, z31.s
fadd	z22.s, p7/m, z22.s, z1.s
movprfx	z25, z31
fcadd	z25.d, p6/m, z25.d, z6.d, #270
movprfx	z30, z31
fcadd	z30.s, p2/m, z30.s, z9.s, #270
movprfx	z11, z31
fcmla	z11.h, z26.h, z3.h[0], #180
movprfx	z12, z31
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
fcpy	z14.d, p3/m, #0.29687500
movprfx	z21, z31
fcpy	z21.h, p1/m, #-0.31250000
movprfx	z21.h, p1/z, z31.h
fcpy	z21.h, p1/m, #-0.31250000
movprfx	z11, z31
fcpy	z11.s, p11/m, #0.81250000
movprfx	z23, z31
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
movprfx	z27, z31
fcvtzs	z27.h, p3/m, z8.h
movprfx	z5, z31
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
movprfx	z0, z31
fcvtzu	z0.d, p1/m, z10.h
movprfx	z0.d, p1/m, z31.d
fcvtzu	z0.d, p1/m, z10.h
movprfx	z22, z31
fcvtzu	z22.d, p5/m, z24.s
movprfx	z8, z31
fcvtzu	z8.h, p4/m, z26.h
movprfx	z8.h, p4/m, z31.h
fcvtzu	z8.h, p4/m, z26.h
movprfx	z1, z31
fcvtzu	z1.s, p4/m, z10.d
movprfx	z10, z31
fcvtzu	z10.s, p1/m, z29.h
movprfx	z10.s, p1/z, z31.s
fcvtzu	z10.s, p1/m, z29.h
movprfx	z9, z31
fcvtzu	z9.s, p1/m, z16.s
movprfx	z12, z31
fcvt	z12.d, p1/m, z26.h
movprfx	z12.d, p1/z, z31.d
fcvt	z12.d, p1/m, z26.h
movprfx	z3, z31
fcvt	z3.d, p2/m, z27.s
movprfx	z3, z31
fcvt	z3.h, p6/m, z14.d
movprfx	z11, z31
fcvt	z11.h, p7/m, z29.s
movprfx	z9, z31
fcvt	z9.s, p2/m, z12.d
movprfx	z15, z31
fcvt	z15.s, p4/m, z22.h
movprfx	z14, z31
fdivr	z14.d, p1/m, z14.d, z13.d
movprfx	z16, z31
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
movprfx	z5, z31
flogb	z5.d, p5/m, z6.d
movprfx	z5.d, p5/z, z31.d
flogb	z5.d, p5/m, z6.d
movprfx	z5, z31
flogb	z5.h, p6/m, z31.h
movprfx	z27, z31
flogb	z27.s, p0/m, z6.s
movprfx	z0, z31
fmad	z0.d, p6/m, z7.d, z12.d
movprfx	z8, z31
fmad	z8.h, p3/m, z22.h, z6.h
movprfx	z8.h, p3/m, z31.h
fmad	z8.h, p3/m, z22.h, z6.h
movprfx	z11, z31
fmad	z11.s, p2/m, z4.s, z6.s
movprfx	z18, z31
fmaxnmp	z18.d, p1/m, z18.d, z4.d
movprfx	z18.d, p1/m, z31.d
fmaxnmp	z18.d, p1/m, z18.d, z4.d
movprfx	z9, z31
fmaxnmp	z9.h, p6/m, z9.h, z30.h
movprfx	z4, z31
fmaxnmp	z4.s, p1/m, z4.s, z10.s
movprfx	z4.s, p1/z, z31.s
fmaxnmp	z4.s, p1/m, z4.s, z10.s
movprfx	z22, z31
fmaxnm	z22.d, p4/m, z22.d, #1.0
movprfx	z18, z31
fmaxnm	z18.h, p7/m, z18.h, #1.0
movprfx	z4, z31
fmaxnm	z4.s, p1/m, z4.s, #0.0
movprfx	z4.s, p1/z, z31.s
fmaxnm	z4.s, p1/m, z4.s, #0.0
movprfx	z11, z31
fmaxnm	z11.d, p4/m, z11.d, z6.d
movprfx	z25, z31
fmaxnm	z25.h, p6/m, z25.h, z8.h
movprfx	z25.h, p6/m, z31.h
fmaxnm	z25.h, p6/m, z25.h, z8.h
movprfx	z11, z31
fmaxnm	z11.s, p6/m, z11.s, z16.s
movprfx	z12, z31
fmaxp	z12.d, p2/m, z12.d, z6.d
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
movprfx	z15, z31
fmax	z15.s, p5/m, z15.s, #0.0
movprfx	z12, z31
fmax	z12.d, p2/m, z12.d, z6.d
movprfx	z12.d, p2/z, z31.d
fmax	z12.d, p2/m, z12.d, z6.d
movprfx	z24, z31
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
movprfx	z18, z31
fminnm	z18.s, p6/m, z18.s, #1.0
movprfx	z18.s, p6/m, z31.s
fminnm	z18.s, p6/m, z18.s, #1.0
movprfx	z4, z31
fminnm	z4.d, p4/m, z4.d, z3.d
movprfx	z4, z31
fminnm	z4.h, p3/m, z4.h, z31.h
movprfx	z4.h, p3/m, z31.h
fminnm	z4.h, p3/m, z4.h, z31.h
movprfx	z28, z31
fminnm	z28.s, p2/m, z28.s, z5.s
movprfx	z3, z31
fminp	z3.d, p6/m, z3.d, z15.d
movprfx	z20, z31
fminp	z20.h, p4/m, z20.h, z28.h
movprfx	z20.h, p4/z, z31.h
fminp	z20.h, p4/m, z20.h, z28.h
movprfx	z5, z31
fminp	z5.s, p4/m, z5.s, z29.s
movprfx	z19, z31
fmin	z19.d, p5/m, z19.d, #1.0
movprfx	z14, z31
fmin	z14.h, p7/m, z14.h, #1.0
movprfx	z14.h, p7/z, z31.h
fmin	z14.h, p7/m, z14.h, #1.0
movprfx	z24, z31
fmin	z24.s, p4/m, z24.s, #0.0
movprfx	z0, z31
fmin	z0.d, p1/m, z0.d, z17.d
movprfx	z0.d, p1/m, z31.d
fmin	z0.d, p1/m, z0.d, z17.d
movprfx	z7, z31
fmin	z7.h, p6/m, z7.h, z8.h
movprfx	z5, z31
fmin	z5.s, p3/m, z5.s, z10.s
movprfx	z5.s, p3/m, z31.s
fmin	z5.s, p3/m, z5.s, z10.s
movprfx	z10, z31
fmlalb	z10.s, z21.h, z0.h[5]
movprfx	z16, z31
fmlalb	z16.s, z5.h, z3.h
movprfx	z15, z31
fmlalt	z15.s, z3.h, z7.h[1]
movprfx	z27, z31
fmlalt	z27.s, z26.h, z5.h
movprfx	z2, z31
fmla	z2.d, z13.d, z11.d[0]
movprfx	z14, z31
fmla	z14.h, z27.h, z5.h[1]
movprfx	z9, z31
fmla	z9.d, p2/m, z25.d, z14.d
movprfx	z27, z31
fmla	z27.h, p3/m, z3.h, z26.h
movprfx	z27.h, p3/m, z31.h
fmla	z27.h, p3/m, z3.h, z26.h
movprfx	z29, z31
fmla	z29.s, p7/m, z16.s, z30.s
movprfx	z9, z31
fmlslb	z9.s, z30.h, z1.h[0]
movprfx	z11, z31
fmlslb	z11.s, z17.h, z22.h
movprfx	z26, z31
fmlslt	z26.s, z6.h, z1.h[5]
movprfx	z27, z31
fmlslt	z27.s, z17.h, z13.h
movprfx	z14, z31
fmls	z14.d, z15.d, z4.d[0]
movprfx	z17, z31
fmls	z17.h, z27.h, z4.h[1]
movprfx	z29, z31
fmls	z29.s, z7.s, z4.s[2]
movprfx	z11, z31
fmls	z11.d, p4/m, z19.d, z20.d
movprfx	z11.d, p4/m, z31.d
fmls	z11.d, p4/m, z19.d, z20.d
movprfx	z25, z31
fmls	z25.h, p4/m, z23.h, z8.h
movprfx	z3, z31
fmls	z3.s, p6/m, z16.s, z31.s
movprfx	z4, z31
fmmla	z4.d, z31.d, z25.d
movprfx	z24, z31
fmmla	z24.s, z2.s, z17.s
movprfx	z22, z31
fmsb	z22.h, p1/m, z16.h, z28.h
movprfx	z22.h, p1/z, z31.h
fmsb	z22.h, p1/m, z16.h, z28.h
movprfx	z27, z31
fmsb	z27.s, p0/m, z11.s, z4.s
movprfx	z14, z31
fmulx	z14.d, p0/m, z14.d, z19.d
movprfx	z14.d, p0/m, z31.d
fmulx	z14.d, p0/m, z14.d, z19.d
movprfx	z3, z31
fmulx	z3.h, p6/m, z3.h, z10.h
movprfx	z15, z31
fmulx	z15.s, p4/m, z15.s, z1.s
movprfx	z15.s, p4/m, z31.s
fmulx	z15.s, p4/m, z15.s, z1.s
movprfx	z4, z31
fmul	z4.d, p1/m, z4.d, #0.5
movprfx	z20, z31
fmul	z20.h, p6/m, z20.h, #0.5
movprfx	z20.h, p6/m, z31.h
fmul	z20.h, p6/m, z20.h, #0.5
movprfx	z11, z31
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
movprfx	z1, z31
fneg	z1.d, p5/m, z29.d
movprfx	z6, z31
fneg	z6.h, p0/m, z4.h
movprfx	z6.h, p0/m, z31.h
fneg	z6.h, p0/m, z4.h
movprfx	z23, z31
fneg	z23.s, p2/m, z18.s
movprfx	z12, z31
fnmad	z12.d, p1/m, z27.d, z7.d
movprfx	z12.d, p1/z, z31.d
fnmad	z12.d, p1/m, z27.d, z7.d
movprfx	z24, z31
fnmad	z24.h, p7/m, z2.h, z3.h
movprfx	z17, z31
fnmad	z17.s, p7/m, z31.s, z25.s
movprfx	z17.s, p7/m, z31.s
fnmad	z17.s, p7/m, z31.s, z25.s
movprfx	z7, z31
fnmla	z7.d, p1/m, z1.d, z9.d
movprfx	z8, z31
fnmla	z8.h, p7/m, z15.h, z0.h
movprfx	z8.h, p7/m, z31.h
fnmla	z8.h, p7/m, z15.h, z0.h
movprfx	z24, z31
fnmla	z24.s, p0/m, z27.s, z14.s
movprfx	z29, z31
fnmls	z29.d, p6/m, z7.d, z20.d
movprfx	z2, z31
fnmls	z2.h, p4/m, z25.h, z8.h
movprfx	z12, z31
fnmls	z12.s, p7/m, z13.s, z19.s
movprfx	z12.s, p7/m, z31.s
fnmls	z12.s, p7/m, z13.s, z19.s
movprfx	z2, z31
fnmsb	z2.d, p4/m, z30.d, z12.d
movprfx	z14, z31
fnmsb	z14.h, p3/m, z10.h, z10.h
movprfx	z14.h, p3/m, z31.h
fnmsb	z14.h, p3/m, z10.h, z10.h
movprfx	z20, z31
fnmsb	z20.s, p4/m, z16.s, z18.s
movprfx	z22, z31
frecpx	z22.d, p7/m, z8.d
movprfx	z22.d, p7/m, z31.d
frecpx	z22.d, p7/m, z8.d
movprfx	z12, z31
frecpx	z12.h, p7/m, z3.h
movprfx	z30, z31
frecpx	z30.s, p1/m, z2.s
movprfx	z30.s, p1/z, z31.s
frecpx	z30.s, p1/m, z2.s
movprfx	z31, z30
frinta	z31.d, p6/m, z1.d
movprfx	z13, z31
frinta	z13.h, p6/m, z12.h
movprfx	z13.h, p6/m, z31.h
frinta	z13.h, p6/m, z12.h
movprfx	z19, z31
frinta	z19.s, p7/m, z14.s
movprfx	z2, z31
frinti	z2.d, p6/m, z19.d
movprfx	z2.d, p6/m, z31.d
frinti	z2.d, p6/m, z19.d
movprfx	z0, z31
frinti	z0.h, p7/m, z24.h
movprfx	z5, z31
frinti	z5.s, p2/m, z19.s
movprfx	z5.s, p2/m, z31.s
frinti	z5.s, p2/m, z19.s
movprfx	z27, z31
frintm	z27.d, p1/m, z0.d
movprfx	z19, z31
frintm	z19.h, p4/m, z16.h
movprfx	z19.h, p4/m, z31.h
frintm	z19.h, p4/m, z16.h
movprfx	z5, z31
frintm	z5.s, p6/m, z19.s
movprfx	z21, z31
frintn	z21.d, p0/m, z9.d
movprfx	z21.d, p0/z, z31.d
frintn	z21.d, p0/m, z9.d
movprfx	z27, z31
frintn	z27.h, p2/m, z2.h
movprfx	z30, z31
frintn	z30.s, p3/m, z1.s
movprfx	z30.s, p3/m, z31.s
frintn	z30.s, p3/m, z1.s
movprfx	z21, z31
frintp	z21.d, p0/m, z30.d
movprfx	z6, z31
frintp	z6.h, p1/m, z19.h
movprfx	z6.h, p1/z, z31.h
frintp	z6.h, p1/m, z19.h
movprfx	z19, z31
frintp	z19.s, p3/m, z31.s
movprfx	z19, z31
frintx	z19.d, p5/m, z15.d
movprfx	z19.d, p5/m, z31.d
frintx	z19.d, p5/m, z15.d
movprfx	z19, z31
frintx	z19.h, p3/m, z14.h
movprfx	z18, z31
frintx	z18.s, p7/m, z30.s
movprfx	z13, z31
frintz	z13.d, p5/m, z31.d
movprfx	z9, z31
frintz	z9.h, p7/m, z22.h
movprfx	z18, z31
frintz	z18.s, p6/m, z11.s
movprfx	z9, z31
fscale	z9.d, p2/m, z9.d, z31.d
movprfx	z15, z31
fscale	z15.h, p5/m, z15.h, z18.h
movprfx	z12, z31
fscale	z12.s, p6/m, z12.s, z11.s
movprfx	z27, z31
fsqrt	z27.d, p0/m, z20.d
movprfx	z30, z31
fsqrt	z30.h, p4/m, z21.h
movprfx	z30.h, p4/m, z31.h
fsqrt	z30.h, p4/m, z21.h
movprfx	z0, z31
fsqrt	z0.s, p6/m, z5.s
movprfx	z9, z31
fsubr	z9.d, p7/m, z9.d, #0.5
movprfx	z28, z31
fsubr	z28.h, p2/m, z28.h, #1.0
movprfx	z28.h, p2/m, z31.h
fsubr	z28.h, p2/m, z28.h, #1.0
movprfx	z25, z31
fsubr	z25.s, p2/m, z25.s, #0.5
movprfx	z1, z31
fsubr	z1.d, p5/m, z1.d, z19.d
movprfx	z1.d, p5/m, z31.d
fsubr	z1.d, p5/m, z1.d, z19.d
movprfx	z29, z31
fsubr	z29.h, p7/m, z29.h, z17.h
movprfx	z26, z31
fsubr	z26.s, p0/m, z26.s, z25.s
movprfx	z12, z31
fsub	z12.d, p1/m, z12.d, #1.0
movprfx	z12.d, p1/m, z31.d
fsub	z12.d, p1/m, z12.d, #1.0
movprfx	z9, z31
fsub	z9.h, p5/m, z9.h, #1.0
movprfx	z11, z31
fsub	z11.s, p2/m, z11.s, #0.5
movprfx	z11.s, p2/m, z31.s
fsub	z11.s, p2/m, z11.s, #0.5
movprfx	z17, z31
fsub	z17.d, p3/m, z17.d, z6.d
movprfx	z15, z31
fsub	z15.h, p7/m, z15.h, z14.h
movprfx	z15.h, p7/z, z31.h
fsub	z15.h, p7/m, z15.h, z14.h
movprfx	z8, z31
fsub	z8.s, p3/m, z8.s, z18.s
movprfx	z8.s, p3/m, z31.s
fsub	z8.s, p3/m, z8.s, z18.s
movprfx	z8, z31
ftmad	z8.d, z8.d, z5.d, #7
movprfx	z28, z31
ftmad	z28.h, z28.h, z19.h, #1
movprfx	z29, z31
ftmad	z29.s, z29.s, z19.s, #2
movprfx	z21, z31
incd	z21.d, #17, mul #10
movprfx	z25, z31
inch	z25.h, mul3, mul #16
movprfx	z5, z31
incp	z5.d, p5.d
movprfx	z5, z31
incp	z5.h, p2.h
movprfx	z24, z31
incp	z24.s, p11.s
movprfx	z3, z31
incw	z3.s, mul3, mul #1
movprfx	z19, z31
insr	z19.b, w16
movprfx	z5, z31
insr	z5.d, x8
movprfx	z7, z31
insr	z7.h, w5
movprfx	z11, z31
insr	z11.s, w9
movprfx	z9, z31
insr	z9.b, b8
movprfx	z30, z31
insr	z30.d, d18
movprfx	z5, z31
insr	z5.h, h26
movprfx	z15, z31
insr	z15.s, s18
movprfx	z26, z31
lslr	z26.b, p0/m, z26.b, z17.b
movprfx	z11, z31
lslr	z11.d, p4/m, z11.d, z9.d
movprfx	z11.d, p4/m, z31.d
lslr	z11.d, p4/m, z11.d, z9.d
movprfx	z28, z31
lslr	z28.h, p6/m, z28.h, z27.h
movprfx	z27, z31
lslr	z27.s, p1/m, z27.s, z7.s
movprfx	z27.s, p1/m, z31.s
lslr	z27.s, p1/m, z27.s, z7.s
movprfx	z29, z31
lsl	z29.b, p6/m, z29.b, z11.d
movprfx	z6, z31
lsl	z6.h, p1/m, z6.h, z20.d
movprfx	z6.h, p1/m, z31.h
lsl	z6.h, p1/m, z6.h, z20.d
movprfx	z22, z31
lsl	z22.s, p5/m, z22.s, z11.d
movprfx	z8, z31
lsl	z8.b, p6/m, z8.b, #1
movprfx	z25, z31
lsl	z25.d, p5/m, z25.d, #19
movprfx	z25.d, p5/m, z31.d
lsl	z25.d, p5/m, z25.d, #19
movprfx	z17, z31
lsl	z17.h, p6/m, z17.h, #0
movprfx	z13, z31
lsl	z13.s, p2/m, z13.s, #8
movprfx	z13.s, p2/m, z31.s
lsl	z13.s, p2/m, z13.s, #8
movprfx	z3, z31
lsl	z3.b, p0/m, z3.b, z24.b
movprfx	z12, z31
lsl	z12.d, p3/m, z12.d, z22.d
movprfx	z12.d, p3/z, z31.d
lsl	z12.d, p3/m, z12.d, z22.d
movprfx	z26, z31
lsl	z26.h, p3/m, z26.h, z25.h
movprfx	z7, z31
lsl	z7.s, p7/m, z7.s, z16.s
movprfx	z8, z31
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
movprfx	z31, z30
lsr	z31.h, p5/m, z31.h, z12.d
movprfx	z31.h, p5/m, z30.h
lsr	z31.h, p5/m, z31.h, z12.d
movprfx	z7, z31
lsr	z7.s, p0/m, z7.s, z26.d
movprfx	z22, z31
lsr	z22.b, p5/m, z22.b, #8
movprfx	z14, z31
lsr	z14.d, p4/m, z14.d, #31
movprfx	z14.d, p4/m, z31.d
lsr	z14.d, p4/m, z14.d, #31
movprfx	z1, z31
lsr	z1.h, p3/m, z1.h, #10
movprfx	z6, z31
lsr	z6.s, p3/m, z6.s, #12
movprfx	z19, z31
lsr	z19.b, p1/m, z19.b, z0.b
movprfx	z26, z31
lsr	z26.d, p2/m, z26.d, z31.d
movprfx	z26.d, p2/z, z31.d
lsr	z26.d, p2/m, z26.d, z31.d
movprfx	z6, z31
lsr	z6.h, p3/m, z6.h, z26.h
movprfx	z15, z31
lsr	z15.s, p7/m, z15.s, z4.s
movprfx	z15.s, p7/m, z31.s
lsr	z15.s, p7/m, z15.s, z4.s
movprfx	z2, z31
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
movprfx	z29, z31
mla	z29.s, z17.s, z5.s[3]
movprfx	z9, z31
mla	z9.b, p2/m, z14.b, z27.b
movprfx	z9, z31
mla	z9.d, p6/m, z30.d, z19.d
movprfx	z27, z31
mla	z27.h, p3/m, z29.h, z20.h
movprfx	z27.h, p3/m, z31.h
mla	z27.h, p3/m, z29.h, z20.h
movprfx	z16, z31
mla	z16.s, p0/m, z22.s, z6.s
movprfx	z27, z31
mls	z27.d, z4.d, z5.d[0]
movprfx	z12, z31
mls	z12.h, z18.h, z3.h[4]
movprfx	z1, z31
mls	z1.s, z25.s, z7.s[2]
movprfx	z19, z31
mls	z19.b, p2/m, z3.b, z13.b
movprfx	z27, z31
mls	z27.d, p7/m, z29.d, z31.d
movprfx	z27.d, p7/z, z31.d
mls	z27.d, p7/m, z29.d, z31.d
movprfx	z0, z31
mls	z0.h, p7/m, z16.h, z22.h
movprfx	z30, z31
mls	z30.s, p3/m, z3.s, z25.s
movprfx	z17, z31
msb	z17.b, p4/m, z31.b, z28.b
movprfx	z17.b, p4/z, z31.b
msb	z17.b, p4/m, z31.b, z28.b
movprfx	z26, z31
msb	z26.d, p5/m, z27.d, z2.d
movprfx	z23, z31
msb	z23.h, p2/m, z15.h, z15.h
movprfx	z11, z31
msb	z11.s, p5/m, z20.s, z10.s
movprfx	z16, z31
mul	z16.b, z16.b, #-109
movprfx	z29, z31
mul	z29.d, z29.d, #-99
movprfx	z8, z31
mul	z8.h, z8.h, #-51
movprfx	z17, z31
mul	z17.s, z17.s, #23
movprfx	z1, z31
mul	z1.b, p5/m, z1.b, z17.b
movprfx	z3, z31
mul	z3.d, p3/m, z3.d, z14.d
movprfx	z3.d, p3/m, z31.d
mul	z3.d, p3/m, z3.d, z14.d
movprfx	z9, z31
mul	z9.h, p2/m, z9.h, z17.h
movprfx	z21, z31
mul	z21.s, p4/m, z21.s, z4.s
movprfx	z21.s, p4/m, z31.s
mul	z21.s, p4/m, z21.s, z4.s
movprfx	z3, z31
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
movprfx	z20, z31
neg	z20.s, p7/m, z22.s
movprfx	z20.s, p7/m, z31.s
neg	z20.s, p7/m, z22.s
movprfx	z5, z31
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
movprfx	z29, z31
orr	z29.d, z29.d, #0xfffffffffc0001ff
movprfx	z18, z31
orr	z18.b, p3/m, z18.b, z9.b
movprfx	z18.b, p3/z, z31.b
orr	z18.b, p3/m, z18.b, z9.b
movprfx	z13, z31
orr	z13.d, p4/m, z13.d, z20.d
movprfx	z8, z31
orr	z8.h, p5/m, z8.h, z24.h
movprfx	z8.h, p5/m, z31.h
orr	z8.h, p5/m, z8.h, z24.h
movprfx	z23, z31
orr	z23.s, p7/m, z23.s, z8.s
movprfx	z23.s, p7/z, z31.s
orr	z23.s, p7/m, z23.s, z8.s
movprfx	z7, z31
rbit	z7.b, p0/m, z4.b
movprfx	z25, z31
rbit	z25.d, p4/m, z1.d
movprfx	z25.d, p4/m, z31.d
rbit	z25.d, p4/m, z1.d
movprfx	z21, z31
rbit	z21.h, p2/m, z22.h
movprfx	z14, z31
rbit	z14.s, p0/m, z4.s
movprfx	z22, z31
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
movprfx	z3, z31
revw	z3.d, p3/m, z25.d
movprfx	z17, z31
sabalb	z17.h, z16.b, z25.b
movprfx	z23, z31
sabalb	z23.s, z19.h, z17.h
movprfx	z19, z31
sabalt	z19.h, z14.b, z3.b
movprfx	z2, z31
sabalt	z2.s, z15.h, z15.h
movprfx	z11, z31
sabalt	z11.d, z15.s, z13.s
movprfx	z26, z31
saba	z26.b, z9.b, z28.b
movprfx	z14, z31
saba	z14.d, z3.d, z7.d
movprfx	z16, z31
saba	z16.h, z20.h, z17.h
movprfx	z30, z31
saba	z30.s, z19.s, z28.s
movprfx	z7, z31
sabd	z7.b, p1/m, z7.b, z16.b
movprfx	z21, z31
sabd	z21.d, p1/m, z21.d, z10.d
movprfx	z21.d, p1/m, z31.d
sabd	z21.d, p1/m, z21.d, z10.d
movprfx	z19, z31
sabd	z19.h, p2/m, z19.h, z11.h
movprfx	z8, z31
sabd	z8.s, p1/m, z8.s, z1.s
movprfx	z8.s, p1/m, z31.s
sabd	z8.s, p1/m, z8.s, z1.s
movprfx	z18, z31
sadalp	z18.s, p5/m, z17.h
movprfx	z18.s, p5/z, z31.s
sadalp	z18.s, p5/m, z17.h
movprfx	z22, z31
sadalp	z22.d, p3/m, z6.s
movprfx	z19, z31
sbclb	z19.d, z16.d, z8.d
movprfx	z30, z31
sbclb	z30.s, z16.s, z6.s
movprfx	z7, z31
sbclt	z7.d, z24.d, z25.d
movprfx	z8, z31
sbclt	z8.s, z10.s, z17.s
movprfx	z12, z31
scvtf	z12.d, p3/m, z20.d
movprfx	z12.d, p3/z, z31.d
scvtf	z12.d, p3/m, z20.d
movprfx	z10, z31
scvtf	z10.d, p3/m, z3.s
movprfx	z30, z31
scvtf	z30.h, p3/m, z15.d
movprfx	z8, z31
scvtf	z8.h, p0/m, z15.h
movprfx	z25, z31
scvtf	z25.h, p0/m, z27.s
movprfx	z25.s, p0/m, z31.s
scvtf	z25.h, p0/m, z27.s
movprfx	z30, z31
scvtf	z30.s, p2/m, z20.d
movprfx	z26, z31
scvtf	z26.s, p0/m, z24.s
movprfx	z26.s, p0/z, z31.s
scvtf	z26.s, p0/m, z24.s
movprfx	z15, z31
sdivr	z15.d, p6/m, z15.d, z31.d
movprfx	z26, z31
sdiv	z26.d, p5/m, z26.d, z4.d
movprfx	z31, z30
sdiv	z31.s, p5/m, z31.s, z28.s
movprfx	z31.s, p5/m, z30.s
sdiv	z31.s, p5/m, z31.s, z28.s
movprfx	z10, z31
sdot	z10.d, z16.h, z1.h[1]
movprfx	z12, z31
sdot	z12.s, z4.b, z0.b[2]
movprfx	z21, z31
sdot	z21.d, z16.h, z5.h
movprfx	z9, z31
sdot	z9.s, z28.b, z29.b
movprfx	z14, z31
shadd	z14.b, p0/m, z14.b, z17.b
movprfx	z19, z31
shadd	z19.d, p2/m, z19.d, z6.d
movprfx	z19.d, p2/z, z31.d
shadd	z19.d, p2/m, z19.d, z6.d
movprfx	z2, z31
shadd	z2.h, p2/m, z2.h, z26.h
movprfx	z31, z30
shadd	z31.s, p7/m, z31.s, z16.s
movprfx	z31.s, p7/m, z30.s
shadd	z31.s, p7/m, z31.s, z16.s
movprfx	z7, z31
shsubr	z7.b, p3/m, z7.b, z5.b
movprfx	z20, z31
shsubr	z20.d, p0/m, z20.d, z18.d
movprfx	z20.d, p0/z, z31.d
shsubr	z20.d, p0/m, z20.d, z18.d
movprfx	z21, z31
shsubr	z21.s, p7/m, z21.s, z23.s
movprfx	z21.s, p7/m, z31.s
shsubr	z21.s, p7/m, z21.s, z23.s
movprfx	z27, z31
shsub	z27.b, p0/m, z27.b, z12.b
movprfx	z31, z30
shsub	z31.d, p4/m, z31.d, z14.d
movprfx	z31.d, p4/m, z30.d
shsub	z31.d, p4/m, z31.d, z14.d
movprfx	z5, z31
shsub	z5.h, p2/m, z5.h, z13.h
movprfx	z24, z31
shsub	z24.s, p0/m, z24.s, z20.s
movprfx	z24.s, p0/z, z31.s
shsub	z24.s, p0/m, z24.s, z20.s
movprfx	z26, z31
smaxp	z26.b, p2/m, z26.b, z6.b
movprfx	z19, z31
smaxp	z19.d, p1/m, z19.d, z2.d
movprfx	z4, z31
smaxp	z4.h, p6/m, z4.h, z18.h
movprfx	z23, z31
smaxp	z23.s, p5/m, z23.s, z22.s
movprfx	z23.s, p5/m, z31.s
smaxp	z23.s, p5/m, z23.s, z22.s
movprfx	z0, z31
smax	z0.b, z0.b, #-34
movprfx	z11, z31
smax	z11.d, z11.d, #43
movprfx	z27, z31
smax	z27.h, z27.h, #127
movprfx	z13, z31
smax	z13.s, z13.s, #112
movprfx	z5, z31
smax	z5.b, p2/m, z5.b, z7.b
movprfx	z5.b, p2/m, z31.b
smax	z5.b, p2/m, z5.b, z7.b
movprfx	z19, z31
smax	z19.d, p7/m, z19.d, z23.d
movprfx	z30, z31
smax	z30.h, p6/m, z30.h, z29.h
movprfx	z30.h, p6/z, z31.h
smax	z30.h, p6/m, z30.h, z29.h
movprfx	z30, z31
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
movprfx	z5, z31
smin	z5.b, z5.b, #-23
movprfx	z17, z31
smin	z17.d, z17.d, #-39
movprfx	z26, z31
smin	z26.h, z26.h, #63
movprfx	z30, z31
smin	z30.s, z30.s, #110
movprfx	z3, z31
smin	z3.b, p6/m, z3.b, z14.b
movprfx	z3.b, p6/z, z31.b
smin	z3.b, p6/m, z3.b, z14.b
movprfx	z28, z31
smin	z28.d, p7/m, z28.d, z16.d
movprfx	z9, z31
smin	z9.h, p5/m, z9.h, z14.h
movprfx	z9.h, p5/m, z31.h
smin	z9.h, p5/m, z9.h, z14.h
movprfx	z16, z31
smin	z16.s, p0/m, z16.s, z24.s
movprfx	z14, z31
smlalb	z14.d, z11.s, z8.s[2]
movprfx	z16, z31
smlalb	z16.s, z19.h, z2.h[6]
movprfx	z16, z31
smlalb	z16.h, z21.b, z25.b
movprfx	z14, z31
smlalb	z14.s, z20.h, z5.h
movprfx	z8, z31
smlalb	z8.d, z30.s, z31.s
movprfx	z18, z31
smlalt	z18.d, z6.s, z4.s[2]
movprfx	z29, z31
smlalt	z29.s, z23.h, z3.h[6]
movprfx	z3, z31
smlalt	z3.h, z16.b, z13.b
movprfx	z16, z31
smlalt	z16.s, z24.h, z4.h
movprfx	z4, z31
smlalt	z4.d, z24.s, z3.s
movprfx	z27, z31
smlslb	z27.d, z12.s, z4.s[0]
movprfx	z20, z31
smlslb	z20.h, z2.b, z31.b
movprfx	z6, z31
smlslb	z6.d, z13.s, z31.s
movprfx	z1, z31
smlslt	z1.d, z0.s, z7.s[2]
movprfx	z5, z31
smlslt	z5.s, z15.h, z3.h[0]
movprfx	z8, z31
smlslt	z8.h, z29.b, z23.b
movprfx	z2, z31
smlslt	z2.s, z16.h, z16.h
movprfx	z4, z31
smlslt	z4.d, z6.s, z10.s
movprfx	z21, z31
smmla	z21.s, z6.b, z16.b
movprfx	z7, z31
smulh	z7.b, p1/m, z7.b, z25.b
movprfx	z7.b, p1/m, z31.b
smulh	z7.b, p1/m, z7.b, z25.b
movprfx	z28, z31
smulh	z28.d, p5/m, z28.d, z9.d
movprfx	z20, z31
smulh	z20.h, p7/m, z20.h, z6.h
movprfx	z20.h, p7/z, z31.h
smulh	z20.h, p7/m, z20.h, z6.h
movprfx	z18, z31
smulh	z18.s, p0/m, z18.s, z27.s
movprfx	z1, z31
splice	z1.b, p3, z1.b, z11.b
movprfx	z7, z31
splice	z7.d, p6, z7.d, z24.d
movprfx	z31, z30
splice	z31.h, p3, z31.h, z0.h
movprfx	z12, z31
splice	z12.s, p3, z12.s, z2.s
movprfx	z26, z31
sqabs	z26.b, p1/m, z25.b
movprfx	z1, z31
sqabs	z1.d, p7/m, z26.d
movprfx	z3, z31
sqabs	z3.h, p2/m, z16.h
movprfx	z23, z31
sqabs	z23.s, p6/m, z8.s
movprfx	z23.s, p6/m, z31.s
sqabs	z23.s, p6/m, z8.s
movprfx	z9, z31
sqadd	z9.b, z9.b, #65
movprfx	z31, z30
sqadd	z31.d, z31.d, #0, lsl #8
movprfx	z25, z31
sqadd	z25.h, z25.h, #43520
movprfx	z0, z31
sqadd	z0.s, z0.s, #0, lsl #8
movprfx	z17, z31
sqadd	z17.b, p1/m, z17.b, z25.b
movprfx	z17.b, p1/z, z31.b
sqadd	z17.b, p1/m, z17.b, z25.b
movprfx	z20, z31
sqadd	z20.d, p6/m, z20.d, z18.d
movprfx	z27, z31
sqadd	z27.h, p0/m, z27.h, z0.h
movprfx	z10, z31
sqadd	z10.s, p7/m, z10.s, z1.s
movprfx	z4, z31
sqcadd	z4.b, z4.b, z22.b, #270
movprfx	z18, z31
sqcadd	z18.d, z18.d, z14.d, #90
movprfx	z23, z31
sqcadd	z23.h, z23.h, z2.h, #90
movprfx	z28, z31
sqcadd	z28.s, z28.s, z17.s, #270
movprfx	z26, z31
sqdecd	z26.d, vl4, mul #2
movprfx	z10, z31
sqdech	z10.h, all, mul #1
movprfx	z1, z31
sqdecp	z1.d, p14.d
movprfx	z1, z31
sqdecp	z1.h, p14.h
movprfx	z23, z31
sqdecp	z23.s, p2.s
movprfx	z1, z31
sqdecw	z1.s, vl16, mul #1
movprfx	z6, z31
sqdmlalbt	z6.h, z18.b, z23.b
movprfx	z12, z31
sqdmlalbt	z12.s, z7.h, z20.h
movprfx	z13, z31
sqdmlalbt	z13.d, z4.s, z7.s
movprfx	z13, z31
sqdmlalb	z13.d, z16.s, z3.s[3]
movprfx	z31, z30
sqdmlalb	z31.s, z8.h, z4.h[5]
movprfx	z1, z31
sqdmlalb	z1.h, z13.b, z6.b
movprfx	z27, z31
sqdmlalb	z27.s, z12.h, z18.h
movprfx	z15, z31
sqdmlalb	z15.d, z24.s, z31.s
movprfx	z24, z31
sqdmlalt	z24.d, z27.s, z5.s[3]
movprfx	z6, z31
sqdmlalt	z6.s, z21.h, z7.h[1]
movprfx	z19, z31
sqdmlalt	z19.h, z0.b, z15.b
movprfx	z4, z31
sqdmlalt	z4.s, z11.h, z6.h
movprfx	z31, z30
sqdmlalt	z31.d, z0.s, z2.s
movprfx	z18, z31
sqdmlslbt	z18.s, z27.h, z2.h
movprfx	z13, z31
sqdmlslbt	z13.d, z3.s, z24.s
movprfx	z24, z31
sqdmlslb	z24.d, z22.s, z10.s[0]
movprfx	z27, z31
sqdmlslb	z27.s, z22.h, z6.h[7]
movprfx	z7, z31
sqdmlslb	z7.h, z23.b, z10.b
movprfx	z2, z31
sqdmlslb	z2.s, z21.h, z29.h
movprfx	z31, z30
sqdmlslt	z31.s, z28.h, z3.h[0]
movprfx	z9, z31
sqdmlslt	z9.s, z25.h, z16.h
movprfx	z2, z31
sqdmlslt	z2.d, z31.s, z10.s
movprfx	z8, z31
sqincd	z8.d, #26, mul #1
movprfx	z24, z31
sqinch	z24.h, vl16, mul #1
movprfx	z9, z31
sqincp	z9.d, p15.d
movprfx	z3, z31
sqincp	z3.h, p14.h
movprfx	z6, z31
sqincp	z6.s, p14.s
movprfx	z5, z31
sqincw	z5.s, pow2, mul #3
movprfx	z25, z31
sqneg	z25.b, p2/m, z30.b
movprfx	z25.b, p2/m, z31.b
sqneg	z25.b, p2/m, z30.b
movprfx	z12, z31
sqneg	z12.d, p2/m, z8.d
movprfx	z28, z31
sqneg	z28.h, p5/m, z23.h
movprfx	z28.h, p5/m, z31.h
sqneg	z28.h, p5/m, z23.h
movprfx	z18, z31
sqneg	z18.s, p0/m, z31.s
movprfx	z25, z31
sqrdcmlah	z25.h, z4.h, z6.h[1], #180
movprfx	z16, z31
sqrdcmlah	z16.s, z31.s, z9.s[0], #90
movprfx	z12, z31
sqrdcmlah	z12.b, z9.b, z29.b, #0
movprfx	z22, z31
sqrdcmlah	z22.d, z8.d, z2.d, #0
movprfx	z2, z31
sqrdcmlah	z2.h, z1.h, z30.h, #270
movprfx	z6, z31
sqrdcmlah	z6.s, z30.s, z26.s, #270
movprfx	z23, z31
sqrdmlah	z23.d, z6.d, z11.d[1]
movprfx	z26, z31
sqrdmlah	z26.h, z3.h, z4.h[5]
movprfx	z8, z31
sqrdmlah	z8.s, z1.s, z6.s[0]
movprfx	z11, z31
sqrdmlah	z11.b, z12.b, z22.b
movprfx	z12, z31
sqrdmlah	z12.h, z28.h, z23.h
movprfx	z6, z31
sqrdmlah	z6.s, z29.s, z4.s
movprfx	z6, z31
sqrdmlsh	z6.d, z27.d, z12.d[1]
movprfx	z15, z31
sqrdmlsh	z15.h, z31.h, z5.h[4]
movprfx	z20, z31
sqrdmlsh	z20.s, z23.s, z3.s[3]
movprfx	z10, z31
sqrdmlsh	z10.b, z27.b, z31.b
movprfx	z25, z31
sqrdmlsh	z25.d, z11.d, z30.d
movprfx	z10, z31
sqrdmlsh	z10.h, z15.h, z30.h
movprfx	z3, z31
sqrdmlsh	z3.s, z17.s, z22.s
movprfx	z20, z31
sqrshlr	z20.b, p2/m, z20.b, z4.b
movprfx	z20.b, p2/m, z31.b
sqrshlr	z20.b, p2/m, z20.b, z4.b
movprfx	z22, z31
sqrshlr	z22.d, p7/m, z22.d, z11.d
movprfx	z21, z31
sqrshlr	z21.h, p4/m, z21.h, z0.h
movprfx	z21.h, p4/m, z31.h
sqrshlr	z21.h, p4/m, z21.h, z0.h
movprfx	z13, z31
sqrshlr	z13.s, p2/m, z13.s, z19.s
movprfx	z16, z31
sqrshl	z16.b, p0/m, z16.b, z31.b
movprfx	z16.b, p0/z, z31.b
sqrshl	z16.b, p0/m, z16.b, z31.b
movprfx	z31, z30
sqrshl	z31.d, p7/m, z31.d, z16.d
movprfx	z2, z31
sqrshl	z2.h, p7/m, z2.h, z24.h
movprfx	z17, z31
sqrshl	z17.s, p1/m, z17.s, z19.s
movprfx	z20, z31
sqshlr	z20.b, p0/m, z20.b, z16.b
movprfx	z23, z31
sqshlr	z23.d, p0/m, z23.d, z11.d
movprfx	z23.d, p0/m, z31.d
sqshlr	z23.d, p0/m, z23.d, z11.d
movprfx	z30, z31
sqshlr	z30.h, p2/m, z30.h, z8.h
movprfx	z25, z31
sqshlr	z25.s, p1/m, z25.s, z10.s
movprfx	z25.s, p1/z, z31.s
sqshlr	z25.s, p1/m, z25.s, z10.s
movprfx	z1, z31
sqshlu	z1.b, p0/m, z1.b, #1
movprfx	z15, z31
sqshlu	z15.d, p6/m, z15.d, #0
movprfx	z15.d, p6/m, z31.d
sqshlu	z15.d, p6/m, z15.d, #0
movprfx	z15, z31
sqshlu	z15.h, p7/m, z15.h, #14
movprfx	z22, z31
sqshlu	z22.s, p3/m, z22.s, #31
movprfx	z28, z31
sqshl	z28.b, p5/m, z28.b, #1
movprfx	z28.b, p5/m, z31.b
sqshl	z28.b, p5/m, z28.b, #1
movprfx	z24, z31
sqshl	z24.d, p7/m, z24.d, #8
movprfx	z2, z31
sqshl	z2.h, p5/m, z2.h, #7
movprfx	z2.h, p5/z, z31.h
sqshl	z2.h, p5/m, z2.h, #7
movprfx	z16, z31
sqshl	z16.s, p1/m, z16.s, #31
movprfx	z31, z30
sqshl	z31.b, p7/m, z31.b, z21.b
movprfx	z31.b, p7/m, z30.b
sqshl	z31.b, p7/m, z31.b, z21.b
movprfx	z9, z31
sqshl	z9.d, p0/m, z9.d, z12.d
movprfx	z23, z31
sqshl	z23.h, p7/m, z23.h, z4.h
movprfx	z23.h, p7/m, z31.h
sqshl	z23.h, p7/m, z23.h, z4.h
movprfx	z17, z31
sqshl	z17.s, p1/m, z17.s, z25.s
movprfx	z0, z31
sqsubr	z0.d, p4/m, z0.d, z21.d
movprfx	z15, z31
sqsubr	z15.h, p2/m, z15.h, z17.h
movprfx	z15.h, p2/z, z31.h
sqsubr	z15.h, p2/m, z15.h, z17.h
movprfx	z8, z31
sqsubr	z8.s, p4/m, z8.s, z12.s
movprfx	z23, z31
sqsub	z23.b, z23.b, #134
movprfx	z12, z31
sqsub	z12.d, z12.d, #225
movprfx	z17, z31
sqsub	z17.h, z17.h, #179
movprfx	z0, z31
sqsub	z0.s, z0.s, #63
movprfx	z26, z31
sqsub	z26.b, p2/m, z26.b, z15.b
movprfx	z20, z31
sqsub	z20.d, p4/m, z20.d, z21.d
movprfx	z25, z31
sqsub	z25.h, p4/m, z25.h, z13.h
movprfx	z25.h, p4/m, z31.h
sqsub	z25.h, p4/m, z25.h, z13.h
movprfx	z12, z31
sqsub	z12.s, p3/m, z12.s, z25.s
movprfx	z7, z31
srhadd	z7.b, p6/m, z7.b, z19.b
movprfx	z16, z31
srhadd	z16.d, p3/m, z16.d, z31.d
movprfx	z21, z31
srhadd	z21.h, p7/m, z21.h, z19.h
movprfx	z21.h, p7/z, z31.h
srhadd	z21.h, p7/m, z21.h, z19.h
movprfx	z2, z31
srhadd	z2.s, p6/m, z2.s, z25.s
movprfx	z2.s, p6/m, z31.s
srhadd	z2.s, p6/m, z2.s, z25.s
movprfx	z22, z31
srshlr	z22.b, p0/m, z22.b, z11.b
movprfx	z14, z31
srshlr	z14.d, p3/m, z14.d, z28.d
movprfx	z14.d, p3/z, z31.d
srshlr	z14.d, p3/m, z14.d, z28.d
movprfx	z14, z31
srshlr	z14.h, p7/m, z14.h, z30.h
movprfx	z29, z31
srshlr	z29.s, p2/m, z29.s, z2.s
movprfx	z29.s, p2/m, z31.s
srshlr	z29.s, p2/m, z29.s, z2.s
movprfx	z22, z31
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
movprfx	z8, z31
srshr	z8.d, p0/m, z8.d, #1
movprfx	z8.d, p0/m, z31.d
srshr	z8.d, p0/m, z8.d, #1
movprfx	z3, z31
srshr	z3.h, p1/m, z3.h, #11
movprfx	z11, z31
srshr	z11.s, p7/m, z11.s, #27
movprfx	z24, z31
srsra	z24.b, z28.b, #8
movprfx	z23, z31
srsra	z23.d, z9.d, #51
movprfx	z25, z31
srsra	z25.h, z31.h, #11
movprfx	z11, z31
srsra	z11.s, z29.s, #22
movprfx	z2, z31
ssra	z2.b, z20.b, #1
movprfx	z28, z31
ssra	z28.d, z8.d, #27
movprfx	z25, z31
ssra	z25.h, z16.h, #1
movprfx	z11, z31
ssra	z11.s, z5.s, #5
movprfx	z26, z31
subr	z26.b, z26.b, #35
movprfx	z23, z31
subr	z23.d, z23.d, #18944
movprfx	z4, z31
subr	z4.h, z4.h, #0
movprfx	z5, z31
subr	z5.s, z5.s, #1536
movprfx	z8, z31
subr	z8.b, p5/m, z8.b, z3.b
movprfx	z18, z31
subr	z18.d, p0/m, z18.d, z28.d
movprfx	z6, z31
subr	z6.h, p3/m, z6.h, z8.h
movprfx	z6.h, p3/m, z31.h
subr	z6.h, p3/m, z6.h, z8.h
movprfx	z21, z31
subr	z21.s, p0/m, z21.s, z7.s
movprfx	z4, z31
sub	z4.b, z4.b, #190
movprfx	z0, z31
sub	z0.d, z0.d, #22
movprfx	z25, z31
sub	z25.h, z25.h, #255
movprfx	z16, z31
sub	z16.s, z16.s, #28160
movprfx	z16, z31
sub	z16.b, p2/m, z16.b, z4.b
movprfx	z16.b, p2/m, z31.b
sub	z16.b, p2/m, z16.b, z4.b
movprfx	z29, z31
sub	z29.d, p0/m, z29.d, z31.d
movprfx	z12, z31
sub	z12.h, p6/m, z12.h, z9.h
movprfx	z12.h, p6/z, z31.h
sub	z12.h, p6/m, z12.h, z9.h
movprfx	z12, z31
sub	z12.s, p1/m, z12.s, z23.s
movprfx	z17, z31
sudot	z17.s, z22.b, z6.b[2]
movprfx	z4, z31
suqadd	z4.b, p6/m, z4.b, z24.b
movprfx	z5, z31
suqadd	z5.d, p5/m, z5.d, z21.d
movprfx	z5.d, p5/z, z31.d
suqadd	z5.d, p5/m, z5.d, z21.d
movprfx	z23, z31
suqadd	z23.h, p4/m, z23.h, z19.h
movprfx	z28, z31
suqadd	z28.s, p2/m, z28.s, z1.s
movprfx	z28, z31
sxtb	z28.d, p4/m, z24.d
movprfx	z0, z31
sxtb	z0.s, p2/m, z16.s
movprfx	z0, z31
sxth	z0.s, p1/m, z31.s
movprfx	z0.s, p1/m, z31.s
sxth	z0.s, p1/m, z31.s
movprfx	z6, z31
sxtw	z6.d, p6/m, z26.d
movprfx	z6.d, p6/z, z31.d
sxtw	z6.d, p6/m, z26.d
movprfx	z8, z31
uabalb	z8.h, z27.b, z21.b
movprfx	z30, z31
uabalb	z30.s, z7.h, z20.h
movprfx	z21, z31
uabalb	z21.d, z4.s, z11.s
movprfx	z10, z31
uabalt	z10.h, z1.b, z3.b
movprfx	z11, z31
uabalt	z11.s, z3.h, z1.h
movprfx	z24, z31
uabalt	z24.d, z13.s, z10.s
movprfx	z23, z31
uaba	z23.b, z2.b, z30.b
movprfx	z19, z31
uaba	z19.d, z17.d, z7.d
movprfx	z3, z31
uaba	z3.h, z13.h, z17.h
movprfx	z10, z31
uaba	z10.s, z28.s, z12.s
movprfx	z7, z31
uabd	z7.b, p7/m, z7.b, z27.b
movprfx	z29, z31
uabd	z29.h, p5/m, z29.h, z22.h
movprfx	z29.h, p5/z, z31.h
uabd	z29.h, p5/m, z29.h, z22.h
movprfx	z2, z31
uabd	z2.s, p1/m, z2.s, z31.s
movprfx	z15, z31
uadalp	z15.h, p0/m, z16.b
movprfx	z10, z31
uadalp	z10.s, p5/m, z16.h
movprfx	z10, z31
uadalp	z10.d, p3/m, z13.s
movprfx	z10.d, p3/m, z31.d
uadalp	z10.d, p3/m, z13.s
movprfx	z0, z31
ucvtf	z0.d, p2/m, z8.d
movprfx	z0.d, p2/m, z31.d
ucvtf	z0.d, p2/m, z8.d
movprfx	z27, z31
ucvtf	z27.d, p7/m, z13.s
movprfx	z13, z31
ucvtf	z13.h, p3/m, z4.d
movprfx	z15, z31
ucvtf	z15.h, p7/m, z26.s
movprfx	z5, z31
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
movprfx	z20, z31
udiv	z20.d, p3/m, z20.d, z7.d
movprfx	z15, z31
udiv	z15.s, p1/m, z15.s, z28.s
movprfx	z15.s, p1/z, z31.s
udiv	z15.s, p1/m, z15.s, z28.s
movprfx	z2, z31
udot	z2.d, z14.h, z11.h[1]
movprfx	z26, z31
udot	z26.s, z18.b, z2.b[0]
movprfx	z23, z31
udot	z23.d, z0.h, z8.h
movprfx	z17, z31
udot	z17.s, z14.b, z27.b
movprfx	z12, z31
uhadd	z12.b, p7/m, z12.b, z8.b
movprfx	z29, z31
uhadd	z29.d, p5/m, z29.d, z25.d
movprfx	z30, z31
uhadd	z30.h, p0/m, z30.h, z0.h
movprfx	z30.h, p0/m, z31.h
uhadd	z30.h, p0/m, z30.h, z0.h
movprfx	z25, z31
uhadd	z25.s, p1/m, z25.s, z7.s
movprfx	z21, z31
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
movprfx	z31, z30
uhsub	z31.h, p4/m, z31.h, z29.h
movprfx	z31.h, p4/m, z30.h
uhsub	z31.h, p4/m, z31.h, z29.h
movprfx	z25, z31
uhsub	z25.s, p0/m, z25.s, z6.s
movprfx	z4, z31
umaxp	z4.b, p1/m, z4.b, z7.b
movprfx	z7, z31
umaxp	z7.d, p6/m, z7.d, z21.d
movprfx	z7.d, p6/m, z31.d
umaxp	z7.d, p6/m, z7.d, z21.d
movprfx	z16, z31
umaxp	z16.h, p4/m, z16.h, z29.h
movprfx	z23, z31
umaxp	z23.s, p0/m, z23.s, z3.s
movprfx	z23.s, p0/m, z31.s
umaxp	z23.s, p0/m, z23.s, z3.s
movprfx	z25, z31
umax	z25.b, z25.b, #67
movprfx	z2, z31
umax	z2.d, z2.d, #0
movprfx	z31, z30
umax	z31.h, z31.h, #218
movprfx	z28, z31
umax	z28.s, z28.s, #132
movprfx	z19, z31
umax	z19.b, p4/m, z19.b, z7.b
movprfx	z19.b, p4/m, z31.b
umax	z19.b, p4/m, z19.b, z7.b
movprfx	z14, z31
umax	z14.d, p4/m, z14.d, z27.d
movprfx	z12, z31
umax	z12.h, p4/m, z12.h, z19.h
movprfx	z12.h, p4/z, z31.h
umax	z12.h, p4/m, z12.h, z19.h
movprfx	z20, z31
umax	z20.s, p5/m, z20.s, z22.s
movprfx	z13, z31
uminp	z13.b, p0/m, z13.b, z3.b
movprfx	z13.b, p0/m, z31.b
uminp	z13.b, p0/m, z13.b, z3.b
movprfx	z16, z31
uminp	z16.d, p3/m, z16.d, z0.d
movprfx	z9, z31
uminp	z9.h, p1/m, z9.h, z17.h
movprfx	z9.h, p1/m, z31.h
uminp	z9.h, p1/m, z9.h, z17.h
movprfx	z7, z31
uminp	z7.s, p4/m, z7.s, z11.s
movprfx	z25, z31
umin	z25.b, z25.b, #215
movprfx	z21, z31
umin	z21.d, z21.d, #11
movprfx	z31, z30
umin	z31.h, z31.h, #20
movprfx	z5, z31
umin	z5.s, z5.s, #0
movprfx	z5, z31
umin	z5.b, p2/m, z5.b, z18.b
movprfx	z11, z31
umin	z11.d, p3/m, z11.d, z28.d
movprfx	z15, z31
umin	z15.h, p1/m, z15.h, z6.h
movprfx	z3, z31
umin	z3.s, p1/m, z3.s, z2.s
movprfx	z3.s, p1/m, z31.s
umin	z3.s, p1/m, z3.s, z2.s
movprfx	z12, z31
umlalb	z12.d, z23.s, z6.s[0]
movprfx	z18, z31
umlalb	z18.s, z2.h, z1.h[2]
movprfx	z22, z31
umlalb	z22.h, z3.b, z31.b
movprfx	z14, z31
umlalb	z14.s, z11.h, z1.h
movprfx	z8, z31
umlalb	z8.d, z3.s, z27.s
movprfx	z17, z31
umlalt	z17.d, z10.s, z5.s[3]
movprfx	z22, z31
umlalt	z22.s, z13.h, z3.h[6]
movprfx	z17, z31
umlalt	z17.h, z4.b, z28.b
movprfx	z4, z31
umlalt	z4.s, z23.h, z0.h
movprfx	z2, z31
umlalt	z2.d, z13.s, z5.s
movprfx	z1, z31
umlslb	z1.d, z23.s, z6.s[3]
movprfx	z26, z31
umlslb	z26.s, z10.h, z2.h[5]
movprfx	z28, z31
umlslb	z28.h, z6.b, z4.b
movprfx	z30, z31
umlslb	z30.s, z12.h, z24.h
movprfx	z29, z31
umlslb	z29.d, z20.s, z16.s
movprfx	z3, z31
umlslt	z3.d, z1.s, z13.s[0]
movprfx	z25, z31
umlslt	z25.s, z3.h, z6.h[0]
movprfx	z15, z31
umlslt	z15.h, z16.b, z19.b
movprfx	z17, z31
umlslt	z17.s, z24.h, z4.h
movprfx	z26, z31
umlslt	z26.d, z28.s, z7.s
movprfx	z28, z31
ummla	z28.s, z14.b, z24.b
movprfx	z23, z31
umulh	z23.b, p2/m, z23.b, z28.b
movprfx	z23.b, p2/m, z31.b
umulh	z23.b, p2/m, z23.b, z28.b
movprfx	z2, z31
umulh	z2.d, p6/m, z2.d, z19.d
movprfx	z1, z31
umulh	z1.h, p4/m, z1.h, z8.h
movprfx	z1.h, p4/m, z31.h
umulh	z1.h, p4/m, z1.h, z8.h
movprfx	z10, z31
umulh	z10.s, p1/m, z10.s, z25.s
movprfx	z13, z31
uqadd	z13.b, z13.b, #0
movprfx	z19, z31
uqadd	z19.d, z19.d, #139
movprfx	z19, z31
uqadd	z19.h, z19.h, #1
movprfx	z1, z31
uqadd	z1.s, z1.s, #47
movprfx	z30, z31
uqadd	z30.d, p3/m, z30.d, z10.d
movprfx	z1, z31
uqadd	z1.s, p2/m, z1.s, z23.s
movprfx	z1.s, p2/m, z31.s
uqadd	z1.s, p2/m, z1.s, z23.s
movprfx	z14, z31
uqdecd	z14.d, vl6, mul #2
movprfx	z25, z31
uqdech	z25.h, all, mul #1
movprfx	z7, z31
uqdecp	z7.d, p9.d
movprfx	z23, z31
uqdecp	z23.h, p8.h
movprfx	z29, z31
uqdecp	z29.s, p13.s
movprfx	z13, z31
uqdecw	z13.s, vl32, mul #11
movprfx	z22, z31
uqincd	z22.d, all, mul #1
movprfx	z30, z31
uqinch	z30.h, vl4, mul #1
movprfx	z7, z31
uqincp	z7.d, p2.d
movprfx	z22, z31
uqincp	z22.h, p4.h
movprfx	z21, z31
uqincp	z21.s, p14.s
movprfx	z19, z31
uqincw	z19.s, vl3, mul #1
movprfx	z2, z31
uqrshlr	z2.b, p7/m, z2.b, z1.b
movprfx	z2.b, p7/m, z31.b
uqrshlr	z2.b, p7/m, z2.b, z1.b
movprfx	z25, z31
uqrshlr	z25.d, p2/m, z25.d, z8.d
movprfx	z26, z31
uqrshlr	z26.h, p4/m, z26.h, z5.h
movprfx	z26.h, p4/m, z31.h
uqrshlr	z26.h, p4/m, z26.h, z5.h
movprfx	z16, z31
uqrshlr	z16.s, p4/m, z16.s, z27.s
movprfx	z22, z31
uqrshl	z22.b, p3/m, z22.b, z21.b
movprfx	z22.b, p3/z, z31.b
uqrshl	z22.b, p3/m, z22.b, z21.b
movprfx	z2, z31
uqrshl	z2.d, p5/m, z2.d, z18.d
movprfx	z5, z31
uqrshl	z5.h, p5/m, z5.h, z10.h
movprfx	z5.h, p5/m, z31.h
uqrshl	z5.h, p5/m, z5.h, z10.h
movprfx	z12, z31
uqshlr	z12.b, p2/m, z12.b, z16.b
movprfx	z12.b, p2/z, z31.b
uqshlr	z12.b, p2/m, z12.b, z16.b
movprfx	z13, z31
uqshlr	z13.d, p0/m, z13.d, z31.d
movprfx	z23, z31
uqshlr	z23.h, p0/m, z23.h, z31.h
movprfx	z23.h, p0/m, z31.h
uqshlr	z23.h, p0/m, z23.h, z31.h
movprfx	z16, z31
uqshlr	z16.s, p0/m, z16.s, z19.s
movprfx	z7, z31
uqshl	z7.b, p6/m, z7.b, #3
movprfx	z14, z31
uqshl	z14.d, p7/m, z14.d, #63
movprfx	z1, z31
uqshl	z1.h, p7/m, z1.h, #2
movprfx	z1.h, p7/z, z31.h
uqshl	z1.h, p7/m, z1.h, #2
movprfx	z28, z31
uqshl	z28.s, p6/m, z28.s, #5
movprfx	z0, z31
uqshl	z0.b, p2/m, z0.b, z14.b
movprfx	z0.b, p2/m, z31.b
uqshl	z0.b, p2/m, z0.b, z14.b
movprfx	z15, z31
uqshl	z15.d, p2/m, z15.d, z2.d
movprfx	z17, z31
uqshl	z17.h, p4/m, z17.h, z24.h
movprfx	z17.h, p4/m, z31.h
uqshl	z17.h, p4/m, z17.h, z24.h
movprfx	z31, z30
uqshl	z31.s, p7/m, z31.s, z29.s
movprfx	z26, z31
uqsubr	z26.b, p1/m, z26.b, z7.b
movprfx	z6, z31
uqsubr	z6.d, p0/m, z6.d, z22.d
movprfx	z6.d, p0/m, z31.d
uqsubr	z6.d, p0/m, z6.d, z22.d
movprfx	z6, z31
uqsubr	z6.h, p2/m, z6.h, z14.h
movprfx	z18, z31
uqsubr	z18.s, p5/m, z18.s, z31.s
movprfx	z18.s, p5/m, z31.s
uqsubr	z18.s, p5/m, z18.s, z31.s
movprfx	z25, z31
uqsub	z25.b, z25.b, #27
movprfx	z11, z31
uqsub	z11.d, z11.d, #9984
movprfx	z31, z30
uqsub	z31.h, z31.h, #215
movprfx	z25, z31
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
movprfx	z29, z31
uqsub	z29.s, p1/m, z29.s, z22.s
movprfx	z29.s, p1/z, z31.s
uqsub	z29.s, p1/m, z29.s, z22.s
movprfx	z30, z31
urecpe	z30.s, p5/m, z12.s
movprfx	z9, z31
urhadd	z9.b, p0/m, z9.b, z25.b
movprfx	z30, z31
urhadd	z30.d, p1/m, z30.d, z25.d
movprfx	z30, z31
urhadd	z30.h, p1/m, z30.h, z4.h
movprfx	z30.h, p1/z, z31.h
urhadd	z30.h, p1/m, z30.h, z4.h
movprfx	z11, z31
urhadd	z11.s, p2/m, z11.s, z24.s
movprfx	z24, z31
urshlr	z24.b, p0/m, z24.b, z17.b
movprfx	z21, z31
urshlr	z21.d, p0/m, z21.d, z7.d
movprfx	z14, z31
urshlr	z14.h, p1/m, z14.h, z26.h
movprfx	z14.h, p1/m, z31.h
urshlr	z14.h, p1/m, z14.h, z26.h
movprfx	z30, z31
urshlr	z30.s, p5/m, z30.s, z2.s
movprfx	z4, z31
urshl	z4.b, p4/m, z4.b, z24.b
movprfx	z4.b, p4/z, z31.b
urshl	z4.b, p4/m, z4.b, z24.b
movprfx	z31, z30
urshl	z31.d, p0/m, z31.d, z1.d
movprfx	z7, z31
urshl	z7.h, p4/m, z7.h, z0.h
movprfx	z7.h, p4/m, z31.h
urshl	z7.h, p4/m, z7.h, z0.h
movprfx	z9, z31
urshl	z9.s, p1/m, z9.s, z7.s
movprfx	z31, z30
urshr	z31.b, p4/m, z31.b, #3
movprfx	z31.b, p4/z, z30.b
urshr	z31.b, p4/m, z31.b, #3
movprfx	z1, z31
urshr	z1.d, p6/m, z1.d, #47
movprfx	z16, z31
urshr	z16.h, p2/m, z16.h, #8
movprfx	z16.h, p2/m, z31.h
urshr	z16.h, p2/m, z16.h, #8
movprfx	z13, z31
urshr	z13.s, p4/m, z13.s, #9
movprfx	z19, z31
ursqrte	z19.s, p6/m, z31.s
movprfx	z19.s, p6/z, z31.s
ursqrte	z19.s, p6/m, z31.s
movprfx	z21, z31
ursra	z21.b, z10.b, #8
movprfx	z1, z31
ursra	z1.d, z24.d, #28
movprfx	z16, z31
ursra	z16.s, z27.s, #13
movprfx	z31, z30
usdot	z31.s, z4.b, z20.b
movprfx	z2, z31
usdot	z2.s, z24.b, z5.b[0]
movprfx	z3, z31
usmmla	z3.s, z9.b, z7.b
movprfx	z29, z31
usqadd	z29.b, p5/m, z29.b, z18.b
movprfx	z29.b, p5/z, z31.b
usqadd	z29.b, p5/m, z29.b, z18.b
movprfx	z28, z31
usqadd	z28.d, p5/m, z28.d, z16.d
movprfx	z3, z31
usqadd	z3.h, p6/m, z3.h, z11.h
movprfx	z17, z31
usqadd	z17.s, p3/m, z17.s, z28.s
movprfx	z17.s, p3/z, z31.s
usqadd	z17.s, p3/m, z17.s, z28.s
movprfx	z28, z31
usra	z28.b, z24.b, #8
movprfx	z12, z31
usra	z12.d, z31.d, #1
movprfx	z9, z31
usra	z9.h, z29.h, #13
movprfx	z15, z31
usra	z15.s, z16.s, #4
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
movprfx	z31, z30
uxth	z31.s, p0/m, z29.s
movprfx	z31, z30
uxtw	z31.d, p1/m, z3.d
movprfx	z13, z31
xar	z13.b, z13.b, z28.b, #1
movprfx	z28, z31
xar	z28.d, z28.d, z20.d, #51
movprfx	z9, z31
xar	z9.h, z9.h, z8.h, #14
movprfx	z24, z31
xar	z24.s, z24.s, z27.s, #1
