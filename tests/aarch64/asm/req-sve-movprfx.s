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
movprfx	z5, z31
lslr	z5.b, p1/m, z5.b, z13.b
movprfx	z11, z31
lslr	z11.d, p1/m, z11.d, z16.d
movprfx	z11.d, p1/m, z31.d
lslr	z11.d, p1/m, z11.d, z16.d
movprfx	z24, z31
lslr	z24.h, p0/m, z24.h, z15.h
movprfx	z30, z31
lslr	z30.s, p7/m, z30.s, z14.s
movprfx	z30.s, p7/m, z31.s
lslr	z30.s, p7/m, z30.s, z14.s
movprfx	z2, z31
lsl	z2.b, p2/m, z2.b, z0.d
movprfx	z8, z31
lsl	z8.h, p6/m, z8.h, z15.d
movprfx	z8.h, p6/m, z31.h
lsl	z8.h, p6/m, z8.h, z15.d
movprfx	z7, z31
lsl	z7.s, p5/m, z7.s, z14.d
movprfx	z7.s, p5/z, z31.s
lsl	z7.s, p5/m, z7.s, z14.d
movprfx	z15, z31
lsl	z15.b, p5/m, z15.b, #7
movprfx	z4, z31
lsl	z4.d, p2/m, z4.d, #52
movprfx	z4.d, p2/m, z31.d
lsl	z4.d, p2/m, z4.d, #52
movprfx	z20, z31
lsl	z20.h, p5/m, z20.h, #1
movprfx	z6, z31
lsl	z6.s, p6/m, z6.s, #0
movprfx	z12, z31
lsl	z12.b, p2/m, z12.b, z13.b
movprfx	z31, z30
lsl	z31.d, p6/m, z31.d, z0.d
movprfx	z31.d, p6/z, z30.d
lsl	z31.d, p6/m, z31.d, z0.d
movprfx	z20, z31
lsl	z20.h, p2/m, z20.h, z8.h
movprfx	z21, z31
lsl	z21.s, p5/m, z21.s, z7.s
movprfx	z21.s, p5/m, z31.s
lsl	z21.s, p5/m, z21.s, z7.s
movprfx	z2, z31
lsrr	z2.b, p4/m, z2.b, z6.b
movprfx	z24, z31
lsrr	z24.d, p7/m, z24.d, z12.d
movprfx	z19, z31
lsrr	z19.h, p2/m, z19.h, z31.h
movprfx	z19, z31
lsrr	z19.s, p6/m, z19.s, z23.s
movprfx	z19.s, p6/m, z31.s
lsrr	z19.s, p6/m, z19.s, z23.s
movprfx	z9, z31
lsr	z9.b, p3/m, z9.b, z17.d
movprfx	z5, z31
lsr	z5.h, p6/m, z5.h, z10.d
movprfx	z5.h, p6/m, z31.h
lsr	z5.h, p6/m, z5.h, z10.d
movprfx	z24, z31
lsr	z24.s, p1/m, z24.s, z22.d
movprfx	z0, z31
lsr	z0.b, p6/m, z0.b, #5
movprfx	z10, z31
lsr	z10.d, p1/m, z10.d, #24
movprfx	z10.d, p1/m, z31.d
lsr	z10.d, p1/m, z10.d, #24
movprfx	z8, z31
lsr	z8.h, p0/m, z8.h, #1
movprfx	z0, z31
lsr	z0.s, p7/m, z0.s, #9
movprfx	z0.s, p7/m, z31.s
lsr	z0.s, p7/m, z0.s, #9
movprfx	z17, z31
lsr	z17.b, p4/m, z17.b, z14.b
movprfx	z19, z31
lsr	z19.d, p2/m, z19.d, z0.d
movprfx	z19.d, p2/z, z31.d
lsr	z19.d, p2/m, z19.d, z0.d
movprfx	z1, z31
lsr	z1.h, p1/m, z1.h, z29.h
movprfx	z6, z31
lsr	z6.s, p5/m, z6.s, z28.s
movprfx	z6.s, p5/m, z31.s
lsr	z6.s, p5/m, z6.s, z28.s
movprfx	z3, z31
mad	z3.b, p2/m, z27.b, z1.b
movprfx	z20, z31
mad	z20.d, p3/m, z28.d, z2.d
movprfx	z20.d, p3/m, z31.d
mad	z20.d, p3/m, z28.d, z2.d
movprfx	z31, z30
mad	z31.h, p5/m, z14.h, z10.h
movprfx	z31, z30
mad	z31.s, p7/m, z29.s, z24.s
movprfx	z31.s, p7/z, z30.s
mad	z31.s, p7/m, z29.s, z24.s
movprfx	z2, z31
mla	z2.d, z11.d, z9.d[0]
movprfx	z30, z31
mla	z30.h, z15.h, z3.h[0]
movprfx	z26, z31
mla	z26.s, z31.s, z7.s[2]
movprfx	z2, z31
mla	z2.b, p0/m, z13.b, z27.b
movprfx	z2.b, p0/z, z31.b
mla	z2.b, p0/m, z13.b, z27.b
movprfx	z29, z31
mla	z29.d, p7/m, z31.d, z0.d
movprfx	z5, z31
mla	z5.h, p4/m, z22.h, z30.h
movprfx	z5.h, p4/m, z31.h
mla	z5.h, p4/m, z22.h, z30.h
movprfx	z9, z31
mla	z9.s, p0/m, z25.s, z7.s
movprfx	z16, z31
mls	z16.d, z3.d, z6.d[1]
movprfx	z1, z31
mls	z1.h, z26.h, z7.h[0]
movprfx	z0, z31
mls	z0.s, z7.s, z2.s[3]
movprfx	z28, z31
mls	z28.b, p4/m, z20.b, z25.b
movprfx	z16, z31
mls	z16.d, p6/m, z10.d, z3.d
movprfx	z16.d, p6/z, z31.d
mls	z16.d, p6/m, z10.d, z3.d
movprfx	z8, z31
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
movprfx	z6, z31
msb	z6.s, p0/m, z17.s, z11.s
movprfx	z27, z31
mul	z27.b, z27.b, #116
movprfx	z3, z31
mul	z3.d, z3.d, #-31
movprfx	z29, z31
mul	z29.h, z29.h, #-103
movprfx	z4, z31
mul	z4.s, z4.s, #-87
movprfx	z16, z31
mul	z16.b, p0/m, z16.b, z3.b
movprfx	z6, z31
mul	z6.d, p5/m, z6.d, z22.d
movprfx	z6.d, p5/m, z31.d
mul	z6.d, p5/m, z6.d, z22.d
movprfx	z12, z31
mul	z12.h, p2/m, z12.h, z14.h
movprfx	z4, z31
mul	z4.s, p1/m, z4.s, z13.s
movprfx	z4.s, p1/m, z31.s
mul	z4.s, p1/m, z4.s, z13.s
movprfx	z20, z31
nbsl	z20.d, z20.d, z12.d, z12.d
movprfx	z4, z31
neg	z4.b, p1/m, z22.b
movprfx	z18, z31
neg	z18.d, p7/m, z11.d
movprfx	z18.d, p7/m, z31.d
neg	z18.d, p7/m, z11.d
movprfx	z12, z31
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
movprfx	z13, z31
not	z13.s, p1/m, z25.s
movprfx	z13.s, p1/m, z31.s
not	z13.s, p1/m, z25.s
movprfx	z8, z31
orr	z8.d, z8.d, #0x7fffffffffffe
movprfx	z13, z31
orr	z13.d, p6/m, z13.d, z16.d
movprfx	z0, z31
orr	z0.h, p6/m, z0.h, z9.h
movprfx	z0.h, p6/m, z31.h
orr	z0.h, p6/m, z0.h, z9.h
movprfx	z1, z31
orr	z1.s, p3/m, z1.s, z9.s
movprfx	z15, z31
rbit	z15.b, p1/m, z7.b
movprfx	z20, z31
rbit	z20.d, p1/m, z11.d
movprfx	z20.d, p1/m, z31.d
rbit	z20.d, p1/m, z11.d
movprfx	z26, z31
rbit	z26.h, p6/m, z6.h
movprfx	z13, z31
rbit	z13.s, p4/m, z22.s
movprfx	z13.s, p4/z, z31.s
rbit	z13.s, p4/m, z22.s
movprfx	z28, z31
revb	z28.d, p7/m, z0.d
movprfx	z27, z31
revb	z27.h, p7/m, z12.h
movprfx	z0, z31
revb	z0.s, p5/m, z3.s
movprfx	z3, z31
revh	z3.d, p4/m, z6.d
movprfx	z3.d, p4/m, z31.d
revh	z3.d, p4/m, z6.d
movprfx	z22, z31
revw	z22.d, p2/m, z9.d
movprfx	z22.d, p2/z, z31.d
revw	z22.d, p2/m, z9.d
movprfx	z14, z31
sabalb	z14.h, z26.b, z12.b
movprfx	z9, z31
sabalb	z9.s, z14.h, z7.h
movprfx	z3, z31
sabalb	z3.d, z16.s, z16.s
movprfx	z20, z31
sabalt	z20.h, z30.b, z21.b
movprfx	z19, z31
sabalt	z19.s, z5.h, z1.h
movprfx	z9, z31
sabalt	z9.d, z23.s, z12.s
movprfx	z10, z31
saba	z10.b, z26.b, z9.b
movprfx	z14, z31
saba	z14.d, z25.d, z26.d
movprfx	z15, z31
saba	z15.h, z3.h, z16.h
movprfx	z9, z31
saba	z9.s, z14.s, z11.s
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
movprfx	z25, z31
sadalp	z25.h, p4/m, z17.b
movprfx	z7, z31
sadalp	z7.s, p7/m, z6.h
movprfx	z7.s, p7/z, z31.s
sadalp	z7.s, p7/m, z6.h
movprfx	z23, z31
sadalp	z23.d, p5/m, z22.s
movprfx	z23, z31
sbclb	z23.d, z13.d, z25.d
movprfx	z3, z31
sbclb	z3.s, z10.s, z31.s
movprfx	z13, z31
sbclt	z13.d, z15.d, z24.d
movprfx	z2, z31
scvtf	z2.d, p4/m, z21.d
movprfx	z14, z31
scvtf	z14.d, p6/m, z28.s
movprfx	z4, z31
scvtf	z4.h, p5/m, z5.d
movprfx	z11, z31
scvtf	z11.h, p2/m, z3.h
movprfx	z17, z31
scvtf	z17.h, p0/m, z16.s
movprfx	z11, z31
scvtf	z11.s, p2/m, z28.d
movprfx	z20, z31
scvtf	z20.s, p0/m, z3.s
movprfx	z20.s, p0/z, z31.s
scvtf	z20.s, p0/m, z3.s
movprfx	z3, z31
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
movprfx	z26, z31
sdot	z26.d, z0.h, z12.h
movprfx	z26, z31
sdot	z26.s, z2.b, z4.b
movprfx	z6, z31
shadd	z6.b, p3/m, z6.b, z1.b
movprfx	z6, z31
shadd	z6.d, p0/m, z6.d, z8.d
movprfx	z30, z31
shadd	z30.h, p4/m, z30.h, z7.h
movprfx	z17, z31
shadd	z17.s, p3/m, z17.s, z20.s
movprfx	z17.s, p3/m, z31.s
shadd	z17.s, p3/m, z17.s, z20.s
movprfx	z1, z31
shsubr	z1.b, p6/m, z1.b, z10.b
movprfx	z26, z31
shsubr	z26.d, p6/m, z26.d, z9.d
movprfx	z26.d, p6/z, z31.d
shsubr	z26.d, p6/m, z26.d, z9.d
movprfx	z25, z31
shsubr	z25.h, p7/m, z25.h, z30.h
movprfx	z24, z31
shsubr	z24.s, p0/m, z24.s, z20.s
movprfx	z24.s, p0/m, z31.s
shsubr	z24.s, p0/m, z24.s, z20.s
movprfx	z21, z31
shsub	z21.b, p0/m, z21.b, z8.b
movprfx	z13, z31
shsub	z13.d, p5/m, z13.d, z28.d
movprfx	z11, z31
shsub	z11.h, p0/m, z11.h, z2.h
movprfx	z7, z31
shsub	z7.s, p3/m, z7.s, z27.s
movprfx	z7.s, p3/z, z31.s
shsub	z7.s, p3/m, z7.s, z27.s
movprfx	z27, z31
smaxp	z27.b, p3/m, z27.b, z11.b
movprfx	z13, z31
smaxp	z13.d, p5/m, z13.d, z11.d
movprfx	z13.d, p5/m, z31.d
smaxp	z13.d, p5/m, z13.d, z11.d
movprfx	z31, z30
smaxp	z31.h, p4/m, z31.h, z4.h
movprfx	z13, z31
smaxp	z13.s, p5/m, z13.s, z12.s
movprfx	z13.s, p5/m, z31.s
smaxp	z13.s, p5/m, z13.s, z12.s
movprfx	z13, z31
smax	z13.b, z13.b, #12
movprfx	z23, z31
smax	z23.d, z23.d, #95
movprfx	z19, z31
smax	z19.h, z19.h, #-116
movprfx	z20, z31
smax	z20.s, z20.s, #106
movprfx	z10, z31
smax	z10.b, p0/m, z10.b, z17.b
movprfx	z31, z30
smax	z31.d, p2/m, z31.d, z24.d
movprfx	z8, z31
smax	z8.h, p1/m, z8.h, z7.h
movprfx	z8.h, p1/z, z31.h
smax	z8.h, p1/m, z8.h, z7.h
movprfx	z8, z31
smax	z8.s, p0/m, z8.s, z13.s
movprfx	z17, z31
sminp	z17.b, p0/m, z17.b, z23.b
movprfx	z30, z31
sminp	z30.d, p0/m, z30.d, z10.d
movprfx	z30.d, p0/m, z31.d
sminp	z30.d, p0/m, z30.d, z10.d
movprfx	z2, z31
sminp	z2.h, p2/m, z2.h, z12.h
movprfx	z17, z31
sminp	z17.s, p4/m, z17.s, z20.s
movprfx	z17.s, p4/z, z31.s
sminp	z17.s, p4/m, z17.s, z20.s
movprfx	z4, z31
smin	z4.b, z4.b, #4
movprfx	z18, z31
smin	z18.d, z18.d, #119
movprfx	z27, z31
smin	z27.h, z27.h, #98
movprfx	z20, z31
smin	z20.s, z20.s, #-6
movprfx	z25, z31
smin	z25.b, p5/m, z25.b, z11.b
movprfx	z25.b, p5/z, z31.b
smin	z25.b, p5/m, z25.b, z11.b
movprfx	z15, z31
smin	z15.d, p3/m, z15.d, z0.d
movprfx	z8, z31
smin	z8.h, p1/m, z8.h, z23.h
movprfx	z2, z31
smin	z2.s, p2/m, z2.s, z16.s
movprfx	z4, z31
smlalb	z4.d, z9.s, z11.s[0]
movprfx	z31, z30
smlalb	z31.s, z22.h, z2.h[1]
movprfx	z16, z31
smlalb	z16.h, z22.b, z18.b
movprfx	z28, z31
smlalb	z28.s, z13.h, z10.h
movprfx	z8, z31
smlalb	z8.d, z24.s, z6.s
movprfx	z23, z31
smlalt	z23.d, z17.s, z8.s[0]
movprfx	z5, z31
smlalt	z5.s, z21.h, z3.h[2]
movprfx	z8, z31
smlalt	z8.h, z21.b, z30.b
movprfx	z6, z31
smlalt	z6.s, z18.h, z10.h
movprfx	z24, z31
smlalt	z24.d, z7.s, z31.s
movprfx	z11, z31
smlslb	z11.d, z18.s, z12.s[3]
movprfx	z5, z31
smlslb	z5.s, z14.h, z2.h[3]
movprfx	z25, z31
smlslb	z25.h, z8.b, z4.b
movprfx	z29, z31
smlslb	z29.s, z3.h, z23.h
movprfx	z26, z31
smlslb	z26.d, z24.s, z29.s
movprfx	z18, z31
smlslt	z18.d, z5.s, z3.s[2]
movprfx	z23, z31
smlslt	z23.s, z4.h, z3.h[0]
movprfx	z4, z31
smlslt	z4.h, z0.b, z26.b
movprfx	z24, z31
smlslt	z24.s, z19.h, z7.h
movprfx	z0, z31
smmla	z0.s, z14.b, z15.b
movprfx	z18, z31
smulh	z18.b, p4/m, z18.b, z12.b
movprfx	z18.b, p4/m, z31.b
smulh	z18.b, p4/m, z18.b, z12.b
movprfx	z2, z31
smulh	z2.d, p2/m, z2.d, z22.d
movprfx	z7, z31
smulh	z7.h, p7/m, z7.h, z3.h
movprfx	z7.h, p7/z, z31.h
smulh	z7.h, p7/m, z7.h, z3.h
movprfx	z29, z31
smulh	z29.s, p1/m, z29.s, z9.s
movprfx	z5, z31
splice	z5.b, p4, z5.b, z8.b
movprfx	z0, z31
splice	z0.d, p4, z0.d, z29.d
movprfx	z21, z31
splice	z21.h, p0, z21.h, z11.h
movprfx	z10, z31
splice	z10.s, p3, z10.s, z0.s
movprfx	z15, z31
sqabs	z15.b, p2/m, z4.b
movprfx	z27, z31
sqabs	z27.d, p2/m, z14.d
movprfx	z27.d, p2/z, z31.d
sqabs	z27.d, p2/m, z14.d
movprfx	z25, z31
sqabs	z25.h, p5/m, z9.h
movprfx	z5, z31
sqabs	z5.s, p6/m, z16.s
movprfx	z5.s, p6/m, z31.s
sqabs	z5.s, p6/m, z16.s
movprfx	z12, z31
sqadd	z12.b, z12.b, #111
movprfx	z4, z31
sqadd	z4.d, z4.d, #100
movprfx	z12, z31
sqadd	z12.h, z12.h, #1
movprfx	z31, z30
sqadd	z31.s, z31.s, #0, lsl #8
movprfx	z20, z31
sqadd	z20.b, p5/m, z20.b, z19.b
movprfx	z20.b, p5/z, z31.b
sqadd	z20.b, p5/m, z20.b, z19.b
movprfx	z24, z31
sqadd	z24.d, p2/m, z24.d, z12.d
movprfx	z31, z30
sqadd	z31.h, p4/m, z31.h, z8.h
movprfx	z31.h, p4/m, z30.h
sqadd	z31.h, p4/m, z31.h, z8.h
movprfx	z3, z31
sqadd	z3.s, p4/m, z3.s, z28.s
movprfx	z28, z31
sqcadd	z28.b, z28.b, z19.b, #270
movprfx	z25, z31
sqcadd	z25.d, z25.d, z31.d, #270
movprfx	z28, z31
sqcadd	z28.h, z28.h, z31.h, #90
movprfx	z8, z31
sqcadd	z8.s, z8.s, z27.s, #270
movprfx	z25, z31
sqdecd	z25.d, mul4, mul #7
movprfx	z18, z31
sqdech	z18.h, all, mul #1
movprfx	z30, z31
sqdecp	z30.d, p8.d
movprfx	z27, z31
sqdecp	z27.h, p14.h
movprfx	z14, z31
sqdecp	z14.s, p5.s
movprfx	z29, z31
sqdecw	z29.s, vl3, mul #12
movprfx	z27, z31
sqdmlalbt	z27.h, z13.b, z8.b
movprfx	z3, z31
sqdmlalbt	z3.s, z24.h, z18.h
movprfx	z22, z31
sqdmlalbt	z22.d, z7.s, z26.s
movprfx	z27, z31
sqdmlalb	z27.d, z22.s, z12.s[3]
movprfx	z7, z31
sqdmlalb	z7.s, z23.h, z2.h[0]
movprfx	z21, z31
sqdmlalb	z21.h, z1.b, z13.b
movprfx	z1, z31
sqdmlalb	z1.s, z3.h, z8.h
movprfx	z3, z31
sqdmlalb	z3.d, z26.s, z25.s
movprfx	z31, z30
sqdmlalt	z31.d, z28.s, z6.s[0]
movprfx	z16, z31
sqdmlalt	z16.s, z2.h, z4.h[0]
movprfx	z25, z31
sqdmlalt	z25.h, z2.b, z19.b
movprfx	z31, z30
sqdmlalt	z31.s, z13.h, z6.h
movprfx	z1, z31
sqdmlalt	z1.d, z3.s, z15.s
movprfx	z6, z31
sqdmlslbt	z6.h, z11.b, z27.b
movprfx	z24, z31
sqdmlslbt	z24.s, z28.h, z3.h
movprfx	z16, z31
sqdmlslbt	z16.d, z28.s, z19.s
movprfx	z21, z31
sqdmlslb	z21.d, z12.s, z2.s[1]
movprfx	z4, z31
sqdmlslb	z4.s, z5.h, z5.h[2]
movprfx	z28, z31
sqdmlslb	z28.h, z11.b, z31.b
movprfx	z5, z31
sqdmlslb	z5.s, z10.h, z6.h
movprfx	z16, z31
sqdmlslb	z16.d, z11.s, z23.s
movprfx	z28, z31
sqdmlslt	z28.d, z24.s, z7.s[2]
movprfx	z1, z31
sqdmlslt	z1.s, z11.h, z4.h[0]
movprfx	z25, z31
sqdmlslt	z25.h, z14.b, z6.b
movprfx	z21, z31
sqdmlslt	z21.s, z17.h, z15.h
movprfx	z9, z31
sqdmlslt	z9.d, z6.s, z18.s
movprfx	z17, z31
sqincd	z17.d, vl5, mul #1
movprfx	z30, z31
sqinch	z30.h, vl8, mul #8
movprfx	z18, z31
sqincp	z18.d, p4.d
movprfx	z0, z31
sqincp	z0.h, p9.h
movprfx	z11, z31
sqincp	z11.s, p4.s
movprfx	z28, z31
sqincw	z28.s, pow2, mul #3
movprfx	z19, z31
sqneg	z19.b, p7/m, z21.b
movprfx	z19, z31
sqneg	z19.d, p4/m, z5.d
movprfx	z20, z31
sqneg	z20.h, p2/m, z21.h
movprfx	z20.h, p2/m, z31.h
sqneg	z20.h, p2/m, z21.h
movprfx	z15, z31
sqneg	z15.s, p1/m, z12.s
movprfx	z25, z31
sqrdcmlah	z25.h, z23.h, z1.h[0], #0
movprfx	z27, z31
sqrdcmlah	z27.s, z11.s, z9.s[1], #180
movprfx	z26, z31
sqrdcmlah	z26.b, z20.b, z5.b, #90
movprfx	z9, z31
sqrdcmlah	z9.d, z10.d, z18.d, #270
movprfx	z25, z31
sqrdcmlah	z25.h, z11.h, z30.h, #180
movprfx	z15, z31
sqrdcmlah	z15.s, z3.s, z31.s, #180
movprfx	z0, z31
sqrdmlah	z0.d, z30.d, z15.d[1]
movprfx	z4, z31
sqrdmlah	z4.h, z5.h, z2.h[1]
movprfx	z2, z31
sqrdmlah	z2.s, z3.s, z5.s[1]
movprfx	z4, z31
sqrdmlah	z4.b, z28.b, z14.b
movprfx	z22, z31
sqrdmlah	z22.d, z14.d, z28.d
movprfx	z3, z31
sqrdmlah	z3.h, z7.h, z4.h
movprfx	z9, z31
sqrdmlah	z9.s, z1.s, z10.s
movprfx	z31, z30
sqrdmlsh	z31.d, z27.d, z12.d[1]
movprfx	z24, z31
sqrdmlsh	z24.h, z10.h, z2.h[0]
movprfx	z23, z31
sqrdmlsh	z23.s, z22.s, z5.s[2]
movprfx	z12, z31
sqrdmlsh	z12.d, z1.d, z19.d
movprfx	z4, z31
sqrdmlsh	z4.h, z11.h, z10.h
movprfx	z29, z31
sqrdmlsh	z29.s, z30.s, z20.s
movprfx	z23, z31
sqrshlr	z23.b, p4/m, z23.b, z24.b
movprfx	z23.b, p4/m, z31.b
sqrshlr	z23.b, p4/m, z23.b, z24.b
movprfx	z15, z31
sqrshlr	z15.d, p2/m, z15.d, z5.d
movprfx	z13, z31
sqrshlr	z13.h, p0/m, z13.h, z22.h
movprfx	z10, z31
sqrshlr	z10.s, p7/m, z10.s, z30.s
movprfx	z8, z31
sqrshl	z8.b, p5/m, z8.b, z11.b
movprfx	z8.b, p5/z, z31.b
sqrshl	z8.b, p5/m, z8.b, z11.b
movprfx	z22, z31
sqrshl	z22.d, p7/m, z22.d, z27.d
movprfx	z15, z31
sqrshl	z15.h, p5/m, z15.h, z5.h
movprfx	z15.h, p5/m, z31.h
sqrshl	z15.h, p5/m, z15.h, z5.h
movprfx	z21, z31
sqrshl	z21.s, p5/m, z21.s, z8.s
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
movprfx	z22.s, p3/m, z31.s
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
movprfx	z9, z31
sqshl	z9.d, p0/m, z9.d, z12.d
movprfx	z23, z31
sqshl	z23.h, p7/m, z23.h, z4.h
movprfx	z23.h, p7/m, z31.h
sqshl	z23.h, p7/m, z23.h, z4.h
movprfx	z17, z31
sqshl	z17.s, p1/m, z17.s, z25.s
movprfx	z17.s, p1/m, z31.s
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
movprfx	z26.b, p2/z, z31.b
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
movprfx	z16.d, p3/m, z31.d
srhadd	z16.d, p3/m, z16.d, z31.d
movprfx	z21, z31
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
movprfx	z14.h, p7/m, z31.h
srshlr	z14.h, p7/m, z14.h, z30.h
movprfx	z29, z31
srshlr	z29.s, p2/m, z29.s, z2.s
movprfx	z29.s, p2/m, z31.s
srshlr	z29.s, p2/m, z29.s, z2.s
movprfx	z22, z31
srshl	z22.b, p6/m, z22.b, z28.b
movprfx	z4, z31
srshl	z4.d, p1/m, z4.d, z31.d
movprfx	z9, z31
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
movprfx	z11.s, p7/z, z31.s
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
movprfx	z27, z31
subr	z27.b, z27.b, #193
movprfx	z25, z31
subr	z25.d, z25.d, #251
movprfx	z12, z31
subr	z12.h, z12.h, #118
movprfx	z30, z31
subr	z30.s, z30.s, #0, lsl #8
movprfx	z30, z31
subr	z30.b, p2/m, z30.b, z9.b
movprfx	z30.b, p2/z, z31.b
subr	z30.b, p2/m, z30.b, z9.b
movprfx	z13, z31
subr	z13.d, p7/m, z13.d, z23.d
movprfx	z14, z31
subr	z14.h, p0/m, z14.h, z11.h
movprfx	z10, z31
subr	z10.s, p2/m, z10.s, z8.s
movprfx	z23, z31
sub	z23.b, z23.b, #74
movprfx	z8, z31
sub	z8.d, z8.d, #0
movprfx	z30, z31
sub	z30.h, z30.h, #0
movprfx	z14, z31
sub	z14.s, z14.s, #187
movprfx	z18, z31
sub	z18.b, p0/m, z18.b, z28.b
movprfx	z6, z31
sub	z6.d, p3/m, z6.d, z8.d
movprfx	z21, z31
sub	z21.h, p0/m, z21.h, z7.h
movprfx	z21.h, p0/z, z31.h
sub	z21.h, p0/m, z21.h, z7.h
movprfx	z20, z31
sub	z20.s, p5/m, z20.s, z29.s
movprfx	z19, z31
sudot	z19.s, z8.b, z3.b[1]
movprfx	z31, z30
suqadd	z31.b, p2/m, z31.b, z23.b
movprfx	z10, z31
suqadd	z10.d, p6/m, z10.d, z28.d
movprfx	z10.d, p6/z, z31.d
suqadd	z10.d, p6/m, z10.d, z28.d
movprfx	z19, z31
suqadd	z19.h, p4/m, z19.h, z31.h
movprfx	z24, z31
suqadd	z24.s, p2/m, z24.s, z6.s
movprfx	z24.s, p2/m, z31.s
suqadd	z24.s, p2/m, z24.s, z6.s
movprfx	z10, z31
sxtb	z10.d, p2/m, z4.d
movprfx	z27, z31
sxtb	z27.h, p6/m, z5.h
movprfx	z27.h, p6/m, z31.h
sxtb	z27.h, p6/m, z5.h
movprfx	z21, z31
sxtb	z21.s, p5/m, z23.s
movprfx	z17, z31
sxth	z17.d, p4/m, z28.d
movprfx	z11, z31
sxth	z11.s, p0/m, z20.s
movprfx	z8, z31
sxtw	z8.d, p1/m, z12.d
movprfx	z8.d, p1/z, z31.d
sxtw	z8.d, p1/m, z12.d
movprfx	z22, z31
uabalb	z22.h, z18.b, z21.b
movprfx	z15, z31
uabalb	z15.s, z14.h, z22.h
movprfx	z16, z31
uabalb	z16.d, z2.s, z3.s
movprfx	z18, z31
uabalt	z18.h, z7.b, z3.b
movprfx	z5, z31
uabalt	z5.s, z31.h, z6.h
movprfx	z5, z31
uabalt	z5.d, z30.s, z24.s
movprfx	z23, z31
uaba	z23.b, z1.b, z3.b
movprfx	z11, z31
uaba	z11.d, z19.d, z29.d
movprfx	z31, z30
uaba	z31.h, z30.h, z8.h
movprfx	z3, z31
uaba	z3.s, z7.s, z17.s
movprfx	z11, z31
uabd	z11.b, p7/m, z11.b, z19.b
movprfx	z11.b, p7/m, z31.b
uabd	z11.b, p7/m, z11.b, z19.b
movprfx	z17, z31
uabd	z17.d, p7/m, z17.d, z31.d
movprfx	z17, z31
uabd	z17.h, p0/m, z17.h, z27.h
movprfx	z27, z31
uabd	z27.s, p5/m, z27.s, z15.s
movprfx	z1, z31
uadalp	z1.h, p4/m, z5.b
movprfx	z1.h, p4/m, z31.h
uadalp	z1.h, p4/m, z5.b
movprfx	z31, z30
uadalp	z31.s, p4/m, z28.h
movprfx	z28, z31
uadalp	z28.d, p2/m, z12.s
movprfx	z20, z31
ucvtf	z20.d, p6/m, z30.d
movprfx	z11, z31
ucvtf	z11.d, p2/m, z15.s
movprfx	z9, z31
ucvtf	z9.h, p4/m, z29.d
movprfx	z9, z31
ucvtf	z9.h, p4/m, z19.h
movprfx	z8, z31
ucvtf	z8.h, p7/m, z12.s
movprfx	z23, z31
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
movprfx	z24, z31
udiv	z24.d, p7/m, z24.d, z4.d
movprfx	z24.d, p7/m, z31.d
udiv	z24.d, p7/m, z24.d, z4.d
movprfx	z12, z31
udiv	z12.s, p3/m, z12.s, z7.s
movprfx	z1, z31
udot	z1.d, z16.h, z8.h[1]
movprfx	z3, z31
udot	z3.s, z11.b, z1.b[2]
movprfx	z31, z30
udot	z31.d, z15.h, z9.h
movprfx	z5, z31
udot	z5.s, z29.b, z4.b
movprfx	z27, z31
uhadd	z27.b, p5/m, z27.b, z0.b
movprfx	z27.b, p5/z, z31.b
uhadd	z27.b, p5/m, z27.b, z0.b
movprfx	z29, z31
uhadd	z29.d, p2/m, z29.d, z8.d
movprfx	z10, z31
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
movprfx	z31, z30
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
movprfx	z21, z31
uhsub	z21.h, p5/m, z21.h, z0.h
movprfx	z21.h, p5/m, z31.h
uhsub	z21.h, p5/m, z21.h, z0.h
movprfx	z11, z31
uhsub	z11.s, p0/m, z11.s, z2.s
movprfx	z3, z31
umaxp	z3.b, p4/m, z3.b, z27.b
movprfx	z15, z31
umaxp	z15.d, p6/m, z15.d, z27.d
movprfx	z15.d, p6/m, z31.d
umaxp	z15.d, p6/m, z15.d, z27.d
movprfx	z26, z31
umaxp	z26.h, p2/m, z26.h, z13.h
movprfx	z26, z31
umaxp	z26.s, p7/m, z26.s, z18.s
movprfx	z26.s, p7/m, z31.s
umaxp	z26.s, p7/m, z26.s, z18.s
movprfx	z2, z31
umax	z2.b, z2.b, #30
movprfx	z14, z31
umax	z14.d, z14.d, #12
movprfx	z0, z31
umax	z0.h, z0.h, #32
movprfx	z29, z31
umax	z29.s, z29.s, #0
movprfx	z4, z31
umax	z4.b, p1/m, z4.b, z7.b
movprfx	z7, z31
umax	z7.d, p6/m, z7.d, z21.d
movprfx	z16, z31
umax	z16.h, p4/m, z16.h, z29.h
movprfx	z16.h, p4/z, z31.h
umax	z16.h, p4/m, z16.h, z29.h
movprfx	z23, z31
umax	z23.s, p0/m, z23.s, z3.s
movprfx	z26, z31
uminp	z26.b, p2/m, z26.b, z9.b
movprfx	z11, z31
uminp	z11.d, p0/m, z11.d, z4.d
movprfx	z10, z31
uminp	z10.h, p0/m, z10.h, z8.h
movprfx	z10.h, p0/m, z31.h
uminp	z10.h, p0/m, z10.h, z8.h
movprfx	z9, z31
uminp	z9.s, p1/m, z9.s, z26.s
movprfx	z13, z31
umin	z13.b, z13.b, #38
movprfx	z30, z31
umin	z30.d, z30.d, #150
movprfx	z3, z31
umin	z3.h, z3.h, #106
movprfx	z22, z31
umin	z22.s, z22.s, #90
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
movprfx	z31, z30
umlalb	z31.d, z28.s, z9.s[1]
movprfx	z6, z31
umlalb	z6.s, z18.h, z0.h[7]
movprfx	z23, z31
umlalb	z23.h, z19.b, z16.b
movprfx	z7, z31
umlalb	z7.s, z20.h, z14.h
movprfx	z0, z31
umlalb	z0.d, z8.s, z13.s
movprfx	z31, z30
umlalt	z31.d, z30.s, z14.s[2]
movprfx	z19, z31
umlalt	z19.s, z22.h, z1.h[1]
movprfx	z25, z31
umlalt	z25.h, z18.b, z19.b
movprfx	z10, z31
umlalt	z10.s, z11.h, z13.h
movprfx	z22, z31
umlalt	z22.d, z6.s, z16.s
movprfx	z5, z31
umlslb	z5.d, z4.s, z10.s[3]
movprfx	z8, z31
umlslb	z8.s, z11.h, z3.h[7]
movprfx	z15, z31
umlslb	z15.h, z25.b, z6.b
movprfx	z3, z31
umlslb	z3.s, z23.h, z2.h
movprfx	z16, z31
umlslb	z16.d, z14.s, z23.s
movprfx	z12, z31
umlslt	z12.d, z31.s, z4.s[0]
movprfx	z30, z31
umlslt	z30.s, z3.h, z0.h[1]
movprfx	z7, z31
umlslt	z7.h, z12.b, z15.b
movprfx	z23, z31
umlslt	z23.s, z26.h, z0.h
movprfx	z18, z31
umlslt	z18.d, z2.s, z4.s
movprfx	z2, z31
ummla	z2.s, z13.b, z5.b
movprfx	z20, z31
umulh	z20.b, p7/m, z20.b, z26.b
movprfx	z20.b, p7/m, z31.b
umulh	z20.b, p7/m, z20.b, z26.b
movprfx	z27, z31
umulh	z27.d, p0/m, z27.d, z26.d
movprfx	z26, z31
umulh	z26.h, p0/m, z26.h, z29.h
movprfx	z26.h, p0/m, z31.h
umulh	z26.h, p0/m, z26.h, z29.h
movprfx	z23, z31
umulh	z23.s, p3/m, z23.s, z26.s
movprfx	z23.s, p3/m, z31.s
umulh	z23.s, p3/m, z23.s, z26.s
movprfx	z29, z31
uqadd	z29.b, z29.b, #229
movprfx	z12, z31
uqadd	z12.d, z12.d, #36
movprfx	z28, z31
uqadd	z28.h, z28.h, #58368
movprfx	z7, z31
uqadd	z7.s, z7.s, #106
movprfx	z15, z31
uqadd	z15.b, p3/m, z15.b, z31.b
movprfx	z3, z31
uqadd	z3.d, p5/m, z3.d, z20.d
movprfx	z3.d, p5/z, z31.d
uqadd	z3.d, p5/m, z3.d, z20.d
movprfx	z28, z31
uqadd	z28.h, p0/m, z28.h, z11.h
movprfx	z14, z31
uqdecd	z14.d, #23, mul #5
movprfx	z10, z31
uqdech	z10.h, all, mul #1
movprfx	z25, z31
uqdecp	z25.d, p13.d
movprfx	z20, z31
uqdecp	z20.h, p5.h
movprfx	z22, z31
uqdecp	z22.s, p9.s
movprfx	z31, z30
uqdecw	z31.s, vl128, mul #2
movprfx	z9, z31
uqincd	z9.d, all, mul #1
movprfx	z25, z31
uqinch	z25.h, vl1, mul #1
movprfx	z18, z31
uqincp	z18.d, p3.d
movprfx	z11, z31
uqincp	z11.h, p7.h
movprfx	z8, z31
uqincp	z8.s, p3.s
movprfx	z18, z31
uqincw	z18.s, vl7, mul #7
movprfx	z1, z31
uqrshlr	z1.b, p1/m, z1.b, z5.b
movprfx	z8, z31
uqrshlr	z8.d, p4/m, z8.d, z25.d
movprfx	z7, z31
uqrshlr	z7.h, p7/m, z7.h, z1.h
movprfx	z7.h, p7/m, z31.h
uqrshlr	z7.h, p7/m, z7.h, z1.h
movprfx	z19, z31
uqrshlr	z19.s, p4/m, z19.s, z0.s
movprfx	z2, z31
uqrshl	z2.b, p1/m, z2.b, z31.b
movprfx	z2.b, p1/z, z31.b
uqrshl	z2.b, p1/m, z2.b, z31.b
movprfx	z12, z31
uqrshl	z12.d, p3/m, z12.d, z14.d
movprfx	z27, z31
uqrshl	z27.h, p2/m, z27.h, z23.h
movprfx	z27.h, p2/m, z31.h
uqrshl	z27.h, p2/m, z27.h, z23.h
movprfx	z27, z31
uqrshl	z27.s, p7/m, z27.s, z29.s
movprfx	z27.s, p7/z, z31.s
uqrshl	z27.s, p7/m, z27.s, z29.s
movprfx	z30, z31
uqshlr	z30.b, p3/m, z30.b, z23.b
movprfx	z30.b, p3/z, z31.b
uqshlr	z30.b, p3/m, z30.b, z23.b
movprfx	z6, z31
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
movprfx	z29, z31
uqshl	z29.h, p2/m, z29.h, #3
movprfx	z7, z31
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
movprfx	z23, z31
uqsubr	z23.b, p7/m, z23.b, z1.b
movprfx	z20, z31
uqsubr	z20.d, p1/m, z20.d, z16.d
movprfx	z20.d, p1/m, z31.d
uqsubr	z20.d, p1/m, z20.d, z16.d
movprfx	z18, z31
uqsubr	z18.h, p3/m, z18.h, z5.h
movprfx	z25, z31
uqsubr	z25.s, p3/m, z25.s, z17.s
movprfx	z25.s, p3/m, z31.s
uqsubr	z25.s, p3/m, z25.s, z17.s
movprfx	z18, z31
uqsub	z18.b, z18.b, #0
movprfx	z31, z30
uqsub	z31.d, z31.d, #217
movprfx	z29, z31
uqsub	z29.h, z29.h, #0
movprfx	z30, z31
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
movprfx	z16, z31
uqsub	z16.s, p7/m, z16.s, z14.s
movprfx	z16.s, p7/z, z31.s
uqsub	z16.s, p7/m, z16.s, z14.s
movprfx	z23, z31
urecpe	z23.s, p4/m, z14.s
movprfx	z17, z31
urhadd	z17.b, p4/m, z17.b, z9.b
movprfx	z17.b, p4/m, z31.b
urhadd	z17.b, p4/m, z17.b, z9.b
movprfx	z16, z31
urhadd	z16.d, p3/m, z16.d, z17.d
movprfx	z20, z31
urhadd	z20.h, p0/m, z20.h, z1.h
movprfx	z24, z31
urhadd	z24.s, p6/m, z24.s, z6.s
movprfx	z9, z31
urshlr	z9.b, p4/m, z9.b, z4.b
movprfx	z9.b, p4/m, z31.b
urshlr	z9.b, p4/m, z9.b, z4.b
movprfx	z27, z31
urshlr	z27.d, p6/m, z27.d, z16.d
movprfx	z15, z31
urshlr	z15.h, p1/m, z15.h, z1.h
movprfx	z1, z31
urshlr	z1.s, p1/m, z1.s, z19.s
movprfx	z13, z31
urshl	z13.b, p0/m, z13.b, z29.b
movprfx	z13.b, p0/z, z31.b
urshl	z13.b, p0/m, z13.b, z29.b
movprfx	z0, z31
urshl	z0.d, p4/m, z0.d, z1.d
movprfx	z30, z31
urshl	z30.h, p0/m, z30.h, z2.h
movprfx	z30.h, p0/m, z31.h
urshl	z30.h, p0/m, z30.h, z2.h
movprfx	z10, z31
urshl	z10.s, p1/m, z10.s, z27.s
movprfx	z11, z31
urshr	z11.b, p2/m, z11.b, #2
movprfx	z11.b, p2/z, z31.b
urshr	z11.b, p2/m, z11.b, #2
movprfx	z12, z31
urshr	z12.d, p6/m, z12.d, #49
movprfx	z31, z30
urshr	z31.h, p0/m, z31.h, #16
movprfx	z31.h, p0/m, z30.h
urshr	z31.h, p0/m, z31.h, #16
movprfx	z16, z31
urshr	z16.s, p2/m, z16.s, #30
movprfx	z24, z31
ursqrte	z24.s, p4/m, z21.s
movprfx	z24.s, p4/z, z31.s
ursqrte	z24.s, p4/m, z21.s
movprfx	z11, z31
ursra	z11.b, z1.b, #7
movprfx	z29, z31
ursra	z29.d, z6.d, #49
movprfx	z2, z31
ursra	z2.h, z23.h, #15
movprfx	z14, z31
ursra	z14.s, z19.s, #21
movprfx	z7, z31
usdot	z7.s, z9.b, z23.b
movprfx	z17, z31
usdot	z17.s, z22.b, z6.b[0]
movprfx	z2, z31
usmmla	z2.s, z30.b, z26.b
movprfx	z18, z31
usqadd	z18.b, p0/m, z18.b, z25.b
movprfx	z1, z31
usqadd	z1.h, p0/m, z1.h, z23.h
movprfx	z30, z31
usqadd	z30.s, p3/m, z30.s, z1.s
movprfx	z16, z31
usra	z16.b, z31.b, #2
movprfx	z7, z31
usra	z7.d, z0.d, #1
movprfx	z27, z31
usra	z27.h, z18.h, #9
movprfx	z18, z31
usra	z18.s, z26.s, #31
movprfx	z30, z31
uxtb	z30.d, p0/m, z19.d
movprfx	z30.d, p0/z, z31.d
uxtb	z30.d, p0/m, z19.d
movprfx	z7, z31
uxtb	z7.h, p0/m, z31.h
movprfx	z19, z31
uxtb	z19.s, p3/m, z2.s
movprfx	z19.s, p3/m, z31.s
uxtb	z19.s, p3/m, z2.s
movprfx	z4, z31
uxth	z4.d, p0/m, z24.d
movprfx	z20, z31
uxth	z20.s, p2/m, z17.s
movprfx	z20.s, p2/m, z31.s
uxth	z20.s, p2/m, z17.s
movprfx	z15, z31
uxtw	z15.d, p0/m, z6.d
movprfx	z20, z31
xar	z20.b, z20.b, z30.b, #7
movprfx	z8, z31
xar	z8.d, z8.d, z2.d, #53
movprfx	z20, z31
xar	z20.h, z20.h, z21.h, #3
movprfx	z25, z31
xar	z25.s, z25.s, z8.s, #29
