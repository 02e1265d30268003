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
movprfx	z18, z31
cdot	z18.d, z2.h, z0.h[1], #90
movprfx	z18, z31
cdot	z18.s, z27.b, z2.b[2], #180
movprfx	z9, z31
cdot	z9.s, z8.b, z30.b, #270
movprfx	z30, z31
cdot	z30.d, z6.h, z16.h, #270
movprfx	z13, z31
clasta	z13.b, p1, z13.b, z31.b
movprfx	z13, z31
clasta	z13.d, p5, z13.d, z11.d
movprfx	z14, z31
clasta	z14.h, p3, z14.h, z15.h
movprfx	z18, z31
clasta	z18.s, p4, z18.s, z23.s
movprfx	z7, z31
clastb	z7.b, p3, z7.b, z5.b
movprfx	z21, z31
clastb	z21.d, p7, z21.d, z6.d
movprfx	z24, z31
clastb	z24.h, p4, z24.h, z17.h
movprfx	z3, z31
clastb	z3.s, p6, z3.s, z4.s
movprfx	z20, z31
cls	z20.b, p4/m, z25.b
movprfx	z30, z31
cls	z30.d, p2/m, z21.d
movprfx	z30.d, p2/m, z31.d
cls	z30.d, p2/m, z21.d
movprfx	z24, z31
cls	z24.h, p5/m, z26.h
movprfx	z16, z31
cls	z16.s, p0/m, z22.s
movprfx	z17, z31
clz	z17.b, p5/m, z21.b
movprfx	z5, z31
clz	z5.d, p7/m, z22.d
movprfx	z20, z31
clz	z20.s, p4/m, z30.s
movprfx	z20.s, p4/z, z31.s
clz	z20.s, p4/m, z30.s
movprfx	z9, z31
cmla	z9.h, z21.h, z5.h[2], #0
movprfx	z25, z31
cmla	z25.s, z13.s, z4.s[1], #180
movprfx	z22, z31
cmla	z22.b, z4.b, z1.b, #0
movprfx	z31, z30
cmla	z31.d, z22.d, z29.d, #0
movprfx	z19, z31
cmla	z19.h, z27.h, z28.h, #0
movprfx	z20, z31
cmla	z20.s, z23.s, z25.s, #270
movprfx	z6, z31
cnot	z6.b, p6/m, z29.b
movprfx	z2, z31
cnot	z2.d, p0/m, z7.d
movprfx	z2.d, p0/m, z31.d
cnot	z2.d, p0/m, z7.d
movprfx	z4, z31
cnot	z4.h, p1/m, z11.h
movprfx	z15, z31
cnot	z15.s, p2/m, z13.s
movprfx	z20, z31
cnt	z20.b, p6/m, z10.b
movprfx	z3, z31
cnt	z3.d, p3/m, z27.d
movprfx	z3.d, p3/z, z31.d
cnt	z3.d, p3/m, z27.d
movprfx	z23, z31
cnt	z23.h, p6/m, z24.h
movprfx	z21, z31
cnt	z21.s, p5/m, z4.s
movprfx	z21.s, p5/m, z31.s
cnt	z21.s, p5/m, z4.s
movprfx	z3, z31
cpy	z3.b, p15/m, #-20
movprfx	z27, z31
cpy	z27.d, p3/m, #-48
movprfx	z9, z31
cpy	z9.h, p8/m, #5
movprfx	z29, z31
cpy	z29.s, p11/m, #-3584
movprfx	z22, z31
cpy	z22.b, p0/m, w1
movprfx	z30, z31
cpy	z30.d, p6/m, x6
movprfx	z30.d, p6/z, z31.d
cpy	z30.d, p6/m, x6
movprfx	z14, z31
cpy	z14.h, p4/m, w16
movprfx	z13, z31
cpy	z13.s, p6/m, w13
movprfx	z13.s, p6/m, z31.s
cpy	z13.s, p6/m, w13
movprfx	z18, z31
cpy	z18.b, p6/m, b0
movprfx	z10, z31
cpy	z10.d, p1/m, d26
movprfx	z10.d, p1/m, z31.d
cpy	z10.d, p1/m, d26
movprfx	z18, z31
cpy	z18.h, p0/m, h12
movprfx	z5, z31
cpy	z5.s, p2/m, s0
movprfx	z27, z31
cpy	z27.b, p10/z, #119
movprfx	z8, z31
cpy	z8.d, p12/z, #-19456
movprfx	z24, z31
cpy	z24.h, p12/z, #-20480
movprfx	z18, z31
cpy	z18.s, p0/z, #15872
movprfx	z18.s, p0/m, z31.s
cpy	z18.s, p0/z, #15872
movprfx	z8, z31
decd	z8.d, vl6, mul #16
movprfx	z13, z31
dech	z13.h, #23, mul #3
movprfx	z5, z31
decp	z5.d, p15.d
movprfx	z17, z31
decp	z17.h, p12.h
movprfx	z30, z31
decp	z30.s, p12.s
movprfx	z11, z31
decw	z11.s, vl1, mul #6
movprfx	z18, z31
eor3	z18.d, z18.d, z12.d, z3.d
movprfx	z18, z31
eorbt	z18.b, z1.b, z24.b
movprfx	z31, z30
eorbt	z31.d, z4.d, z19.d
movprfx	z13, z31
eorbt	z13.h, z22.h, z18.h
movprfx	z13, z31
eorbt	z13.s, z3.s, z22.s
movprfx	z13, z31
eortb	z13.b, z10.b, z6.b
movprfx	z10, z31
eortb	z10.d, z19.d, z3.d
movprfx	z2, z31
eortb	z2.h, z8.h, z31.h
movprfx	z11, z31
eortb	z11.s, z0.s, z18.s
movprfx	z0, z31
eor	z0.d, z0.d, #0x7ffffffff0000000
movprfx	z0, z31
eor	z0.b, p6/m, z0.b, z4.b
movprfx	z24, z31
eor	z24.d, p1/m, z24.d, z9.d
movprfx	z24.d, p1/m, z31.d
eor	z24.d, p1/m, z24.d, z9.d
movprfx	z19, z31
eor	z19.h, p1/m, z19.h, z2.h
movprfx	z2, z31
eor	z2.s, p2/m, z2.s, z14.s
movprfx	z2.s, p2/m, z31.s
eor	z2.s, p2/m, z2.s, z14.s
movprfx	z23, z31
ext	z23.b, z23.b, z0.b, #242
movprfx	z16, z31
fabd	z16.d, p1/m, z16.d, z22.d
movprfx	z16.d, p1/m, z31.d
fabd	z16.d, p1/m, z16.d, z22.d
movprfx	z15, z31
fabd	z15.h, p0/m, z15.h, z7.h
movprfx	z12, z31
fabd	z12.s, p6/m, z12.s, z19.s
movprfx	z18, z31
fabs	z18.d, p0/m, z24.d
movprfx	z12, z31
fabs	z12.h, p0/m, z6.h
movprfx	z12.h, p0/m, z31.h
fabs	z12.h, p0/m, z6.h
movprfx	z16, z31
fabs	z16.s, p0/m, z8.s
movprfx	z6, z31
faddp	z6.d, p1/m, z6.d, z0.d
movprfx	z6.d, p1/z, z31.d
faddp	z6.d, p1/m, z6.d, z0.d
movprfx	z16, z31
faddp	z16.h, p7/m, z16.h, z13.h
movprfx	z2, z31
faddp	z2.s, p1/m, z2.s, z19.s
movprfx	z10, z31
fadd	z10.d, p3/m, z10.d, #1.0
movprfx	z10, z31
fadd	z10.h, p1/m, z10.h, #0.5
movprfx	z10.h, p1/m, z31.h
fadd	z10.h, p1/m, z10.h, #0.5
movprfx	z26, z31
fadd	z26.s, p7/m, z26.s, #0.5
movprfx	z31, z30
fadd	z31.d, p3/m, z31.d, z0.d
movprfx	z31.d, p3/z, z30.d
fadd	z31.d, p3/m, z31.d, z0.d
movprfx	z1, z31
fadd	z1.h, p4/m, z1.h, z0.h
movprfx	z17, z31
fadd	z17.s, p5/m, z17.s, z15.s
movprfx	z17.s, p5/m, z31.s
fadd	z17.s, p5/m, z17.s, z15.s
movprfx	z31, z30
fcadd	z31.d, p2/m, z31.d, z14.d, #90
movprfx	z9, z31
fcadd	z9.h, p6/m, z9.h, z20.h, #90
movprfx	z9.h, p6/z, z31.h
fcadd	z9.h, p6/m, z9.h, z20.h, #90
movprfx	z27, z31
fcadd	z27.s, p2/m, z27.s, z30.s, #90
movprfx	z29, z31
fcmla	z29.h, z8.h, z0.h[0], #270
movprfx	z24, z31
fcmla	z24.s, z2.s, z9.s[0], #180
movprfx	z3, z31
fcmla	z3.h, p0/m, z27.h, z11.h, #0
movprfx	z31, z30
fcmla	z31.s, p6/m, z17.s, z3.s, #180
movprfx	z24, z31
fcpy	z24.d, p5/m, #18.00000000
movprfx	z26, z31
fcpy	z26.h, p2/m, #-2.62500000
movprfx	z26.h, p2/m, z31.h
fcpy	z26.h, p2/m, #-2.62500000
movprfx	z13, z31
fcpy	z13.s, p6/m, #1.06250000
movprfx	z3, z31
fcvtx	z3.s, p3/m, z4.d
movprfx	z8, z31
fcvtzs	z8.d, p3/m, z30.d
movprfx	z7, z31
fcvtzs	z7.d, p0/m, z31.h
movprfx	z10, z31
fcvtzs	z10.d, p3/m, z9.s
movprfx	z10.d, p3/m, z31.d
fcvtzs	z10.d, p3/m, z9.s
movprfx	z31, z30
fcvtzs	z31.h, p6/m, z20.h
movprfx	z18, z31
fcvtzs	z18.s, p5/m, z1.d
movprfx	z10, z31
fcvtzs	z10.s, p5/m, z2.h
movprfx	z11, z31
fcvtzs	z11.s, p3/m, z20.s
movprfx	z11.s, p3/z, z31.s
fcvtzs	z11.s, p3/m, z20.s
movprfx	z30, z31
fcvtzu	z30.d, p0/m, z1.d
movprfx	z23, z31
fcvtzu	z23.d, p3/m, z0.h
movprfx	z23.d, p3/z, z31.d
fcvtzu	z23.d, p3/m, z0.h
movprfx	z30, z31
fcvtzu	z30.d, p3/m, z26.s
movprfx	z29, z31
fcvtzu	z29.h, p5/m, z27.h
movprfx	z29.h, p5/m, z31.h
fcvtzu	z29.h, p5/m, z27.h
movprfx	z20, z31
fcvtzu	z20.s, p7/m, z23.d
movprfx	z14, z31
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
movprfx	z8, z31
fcvt	z8.h, p7/m, z9.d
movprfx	z10, z31
fcvt	z10.h, p7/m, z4.s
movprfx	z6, z31
fcvt	z6.s, p3/m, z19.d
movprfx	z0, z31
fcvt	z0.s, p0/m, z31.h
movprfx	z21, z31
fdivr	z21.d, p6/m, z21.d, z11.d
movprfx	z21.d, p6/z, z31.d
fdivr	z21.d, p6/m, z21.d, z11.d
movprfx	z12, z31
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
movprfx	z12, z31
fdiv	z12.s, p3/m, z12.s, z19.s
movprfx	z12.s, p3/z, z31.s
fdiv	z12.s, p3/m, z12.s, z19.s
movprfx	z25, z31
flogb	z25.d, p7/m, z6.d
movprfx	z22, z31
flogb	z22.h, p3/m, z20.h
movprfx	z22.h, p3/m, z31.h
flogb	z22.h, p3/m, z20.h
movprfx	z26, z31
flogb	z26.s, p5/m, z7.s
movprfx	z23, z31
fmad	z23.d, p1/m, z1.d, z31.d
movprfx	z9, z31
fmad	z9.h, p3/m, z15.h, z6.h
movprfx	z9.h, p3/m, z31.h
fmad	z9.h, p3/m, z15.h, z6.h
movprfx	z12, z31
fmaxnmp	z12.d, p3/m, z12.d, z16.d
movprfx	z12.d, p3/m, z31.d
fmaxnmp	z12.d, p3/m, z12.d, z16.d
movprfx	z4, z31
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
movprfx	z0, z31
fmaxnm	z0.s, p5/m, z0.s, #0.0
movprfx	z0.s, p5/m, z31.s
fmaxnm	z0.s, p5/m, z0.s, #0.0
movprfx	z11, z31
fmaxnm	z11.d, p0/m, z11.d, z20.d
movprfx	z21, z31
fmaxnm	z21.h, p4/m, z21.h, z31.h
movprfx	z21.h, p4/z, z31.h
fmaxnm	z21.h, p4/m, z21.h, z31.h
movprfx	z13, z31
fmaxnm	z13.s, p7/m, z13.s, z18.s
movprfx	z20, z31
fmaxp	z20.d, p5/m, z20.d, z7.d
movprfx	z1, z31
fmaxp	z1.h, p6/m, z1.h, z11.h
movprfx	z1.h, p6/m, z31.h
fmaxp	z1.h, p6/m, z1.h, z11.h
movprfx	z17, z31
fmaxp	z17.s, p7/m, z17.s, z25.s
movprfx	z2, z31
fmax	z2.d, p6/m, z2.d, #1.0
movprfx	z17, z31
fmax	z17.h, p2/m, z17.h, #0.0
movprfx	z17.h, p2/m, z31.h
fmax	z17.h, p2/m, z17.h, #0.0
movprfx	z21, z31
fmax	z21.s, p0/m, z21.s, #1.0
movprfx	z11, z31
fmax	z11.d, p2/m, z11.d, z8.d
movprfx	z11.d, p2/m, z31.d
fmax	z11.d, p2/m, z11.d, z8.d
movprfx	z1, z31
fmax	z1.h, p5/m, z1.h, z24.h
movprfx	z5, z31
fminnmp	z5.d, p0/m, z5.d, z2.d
movprfx	z5.d, p0/m, z31.d
fminnmp	z5.d, p0/m, z5.d, z2.d
movprfx	z3, z31
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
movprfx	z17, z31
fminnm	z17.s, p4/m, z17.s, #0.0
movprfx	z17.s, p4/z, z31.s
fminnm	z17.s, p4/m, z17.s, #0.0
movprfx	z10, z31
fminnm	z10.d, p2/m, z10.d, z15.d
movprfx	z12, z31
fminnm	z12.h, p0/m, z12.h, z16.h
movprfx	z12.h, p0/m, z31.h
fminnm	z12.h, p0/m, z12.h, z16.h
movprfx	z15, z31
fminnm	z15.s, p1/m, z15.s, z8.s
movprfx	z22, z31
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
movprfx	z18, z31
fmin	z18.h, p6/m, z18.h, #0.0
movprfx	z18.h, p6/m, z31.h
fmin	z18.h, p6/m, z18.h, #0.0
movprfx	z8, z31
fmin	z8.s, p7/m, z8.s, #1.0
movprfx	z23, z31
fmin	z23.d, p4/m, z23.d, z12.d
movprfx	z23.d, p4/z, z31.d
fmin	z23.d, p4/m, z23.d, z12.d
movprfx	z27, z31
fmin	z27.h, p1/m, z27.h, z31.h
movprfx	z16, z31
fmin	z16.s, p0/m, z16.s, z14.s
movprfx	z16.s, p0/m, z31.s
fmin	z16.s, p0/m, z16.s, z14.s
movprfx	z3, z31
fmlalb	z3.s, z21.h, z1.h[1]
movprfx	z19, z31
fmlalb	z19.s, z20.h, z0.h
movprfx	z0, z31
fmlalt	z0.s, z23.h, z7.h[6]
movprfx	z20, z31
fmlalt	z20.s, z8.h, z10.h
movprfx	z16, z31
fmla	z16.d, z5.d, z1.d[0]
movprfx	z3, z31
fmla	z3.h, z13.h, z1.h[0]
movprfx	z26, z31
fmla	z26.s, z14.s, z2.s[0]
movprfx	z17, z31
fmla	z17.d, p4/m, z10.d, z22.d
movprfx	z29, z31
fmla	z29.h, p1/m, z9.h, z17.h
movprfx	z25, z31
fmla	z25.s, p2/m, z28.s, z11.s
movprfx	z24, z31
fmlslb	z24.s, z11.h, z5.h[2]
movprfx	z16, z31
fmlslb	z16.s, z21.h, z12.h
movprfx	z10, z31
fmlslt	z10.s, z3.h, z1.h[0]
movprfx	z11, z31
fmlslt	z11.s, z3.h, z18.h
movprfx	z6, z31
fmls	z6.h, z8.h, z5.h[7]
movprfx	z17, z31
fmls	z17.s, z16.s, z5.s[2]
movprfx	z8, z31
fmls	z8.d, p3/m, z12.d, z20.d
movprfx	z8, z31
fmls	z8.h, p6/m, z11.h, z25.h
movprfx	z10, z31
fmls	z10.s, p5/m, z9.s, z29.s
movprfx	z10.s, p5/m, z31.s
fmls	z10.s, p5/m, z9.s, z29.s
movprfx	z11, z31
fmmla	z11.d, z12.d, z27.d
movprfx	z31, z30
fmmla	z31.s, z8.s, z13.s
movprfx	z20, z31
fmsb	z20.d, p6/m, z12.d, z1.d
movprfx	z29, z31
fmsb	z29.h, p3/m, z10.h, z28.h
movprfx	z15, z31
fmsb	z15.s, p2/m, z16.s, z20.s
movprfx	z14, z31
fmulx	z14.h, p1/m, z14.h, z28.h
movprfx	z14.h, p1/m, z31.h
fmulx	z14.h, p1/m, z14.h, z28.h
movprfx	z27, z31
fmulx	z27.s, p6/m, z27.s, z11.s
movprfx	z24, z31
fmul	z24.d, p6/m, z24.d, #0.5
movprfx	z16, z31
fmul	z16.h, p6/m, z16.h, #0.5
movprfx	z16.h, p6/m, z31.h
fmul	z16.h, p6/m, z16.h, #0.5
movprfx	z27, z31
fmul	z27.s, p3/m, z27.s, #2.0
movprfx	z22, z31
fmul	z22.d, p7/m, z22.d, z1.d
movprfx	z20, z31
fmul	z20.h, p2/m, z20.h, z30.h
movprfx	z24, z31
fmul	z24.s, p5/m, z24.s, z31.s
movprfx	z24.s, p5/z, z31.s
fmul	z24.s, p5/m, z24.s, z31.s
movprfx	z23, z31
fneg	z23.d, p0/m, z3.d
movprfx	z31, z30
fneg	z31.h, p6/m, z19.h
movprfx	z31.h, p6/z, z30.h
fneg	z31.h, p6/m, z19.h
movprfx	z29, z31
fneg	z29.s, p4/m, z8.s
movprfx	z1, z31
fnmad	z1.d, p5/m, z29.d, z6.d
movprfx	z1.d, p5/m, z31.d
fnmad	z1.d, p5/m, z29.d, z6.d
movprfx	z20, z31
fnmad	z20.h, p1/m, z23.h, z28.h
movprfx	z10, z31
fnmad	z10.s, p5/m, z5.s, z19.s
movprfx	z10.s, p5/z, z31.s
fnmad	z10.s, p5/m, z5.s, z19.s
movprfx	z18, z31
fnmla	z18.d, p1/m, z28.d, z21.d
movprfx	z26, z31
fnmla	z26.h, p0/m, z22.h, z2.h
movprfx	z15, z31
fnmla	z15.s, p5/m, z1.s, z7.s
movprfx	z9, z31
fnmls	z9.d, p7/m, z22.d, z12.d
movprfx	z9.d, p7/m, z31.d
fnmls	z9.d, p7/m, z22.d, z12.d
movprfx	z4, z31
fnmls	z4.h, p6/m, z7.h, z24.h
movprfx	z11, z31
fnmls	z11.s, p0/m, z3.s, z17.s
movprfx	z11.s, p0/z, z31.s
fnmls	z11.s, p0/m, z3.s, z17.s
movprfx	z17, z31
fnmsb	z17.d, p7/m, z25.d, z7.d
movprfx	z18, z31
fnmsb	z18.h, p0/m, z9.h, z8.h
movprfx	z18.h, p0/m, z31.h
fnmsb	z18.h, p0/m, z9.h, z8.h
movprfx	z10, z31
frecpx	z10.d, p6/m, z22.d
movprfx	z10.d, p6/m, z31.d
frecpx	z10.d, p6/m, z22.d
movprfx	z6, z31
frecpx	z6.h, p0/m, z13.h
movprfx	z15, z31
frecpx	z15.s, p2/m, z22.s
movprfx	z15.s, p2/m, z31.s
frecpx	z15.s, p2/m, z22.s
movprfx	z24, z31
frinta	z24.d, p6/m, z2.d
movprfx	z14, z31
frinta	z14.h, p5/m, z24.h
movprfx	z14.h, p5/m, z31.h
frinta	z14.h, p5/m, z24.h
movprfx	z1, z31
frinta	z1.s, p5/m, z22.s
movprfx	z4, z31
frinti	z4.d, p3/m, z5.d
movprfx	z4.d, p3/z, z31.d
frinti	z4.d, p3/m, z5.d
movprfx	z18, z31
frinti	z18.h, p7/m, z0.h
movprfx	z26, z31
frinti	z26.s, p3/m, z23.s
movprfx	z26.s, p3/m, z31.s
frinti	z26.s, p3/m, z23.s
movprfx	z3, z31
frintm	z3.d, p4/m, z25.d
movprfx	z6, z31
frintm	z6.h, p0/m, z28.h
movprfx	z6.h, p0/z, z31.h
frintm	z6.h, p0/m, z28.h
movprfx	z26, z31
frintm	z26.s, p0/m, z5.s
movprfx	z19, z31
frintn	z19.d, p6/m, z23.d
movprfx	z19.d, p6/m, z31.d
frintn	z19.d, p6/m, z23.d
movprfx	z3, z31
frintn	z3.h, p6/m, z15.h
movprfx	z4, z31
frintn	z4.s, p4/m, z17.s
movprfx	z8, z31
frintp	z8.d, p6/m, z23.d
movprfx	z10, z31
frintp	z10.h, p5/m, z8.h
movprfx	z2, z31
frintp	z2.s, p6/m, z18.s
movprfx	z19, z31
frintx	z19.d, p1/m, z1.d
movprfx	z14, z31
frintx	z14.h, p5/m, z29.h
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
movprfx	z15, z31
fscale	z15.d, p6/m, z15.d, z20.d
movprfx	z8, z31
fscale	z8.h, p7/m, z8.h, z28.h
movprfx	z8.h, p7/m, z31.h
fscale	z8.h, p7/m, z8.h, z28.h
movprfx	z12, z31
fscale	z12.s, p4/m, z12.s, z17.s
movprfx	z5, z31
fsqrt	z5.d, p6/m, z24.d
movprfx	z10, z31
fsqrt	z10.h, p7/m, z8.h
movprfx	z10.h, p7/m, z31.h
fsqrt	z10.h, p7/m, z8.h
movprfx	z30, z31
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
movprfx	z17, z31
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
movprfx	z11, z31
fsub	z11.s, p0/m, z11.s, #1.0
movprfx	z11.s, p0/m, z31.s
fsub	z11.s, p0/m, z11.s, #1.0
movprfx	z9, z31
fsub	z9.d, p7/m, z9.d, z26.d
movprfx	z1, z31
fsub	z1.h, p5/m, z1.h, z19.h
movprfx	z1.h, p5/m, z31.h
fsub	z1.h, p5/m, z1.h, z19.h
movprfx	z29, z31
fsub	z29.s, p7/m, z29.s, z17.s
movprfx	z17, z31
ftmad	z17.d, z17.d, z15.d, #5
movprfx	z29, z31
ftmad	z29.h, z29.h, z20.h, #1
movprfx	z24, z31
ftmad	z24.s, z24.s, z2.s, #3
movprfx	z31, z30
incd	z31.d, #20, mul #16
movprfx	z25, z31
inch	z25.h, pow2, mul #3
movprfx	z25, z31
incp	z25.d, p12.d
movprfx	z17, z31
incp	z17.h, p5.h
movprfx	z18, z31
incp	z18.s, p10.s
movprfx	z20, z31
incw	z20.s, vl5, mul #1
movprfx	z6, z31
insr	z6.b, w30
movprfx	z22, z31
insr	z22.d, x6
movprfx	z30, z31
insr	z30.h, w23
movprfx	z19, z31
insr	z19.s, w9
movprfx	z25, z31
insr	z25.b, b23
movprfx	z29, z31
insr	z29.d, d12
movprfx	z8, z31
insr	z8.h, h19
movprfx	z7, z31
insr	z7.s, s5
movprfx	z31, z30
lslr	z31.b, p4/m, z31.b, z9.b
movprfx	z11, z31
lslr	z11.d, p5/m, z11.d, z14.d
movprfx	z11.d, p5/z, z31.d
lslr	z11.d, p5/m, z11.d, z14.d
movprfx	z16, z31
lslr	z16.h, p4/m, z16.h, z7.h
movprfx	z13, z31
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
movprfx	z18, z31
lsl	z18.b, p6/m, z18.b, #0
movprfx	z25, z31
lsl	z25.d, p0/m, z25.d, #11
movprfx	z30, z31
lsl	z30.h, p5/m, z30.h, #15
movprfx	z17, z31
lsl	z17.s, p2/m, z17.s, #27
movprfx	z17.s, p2/m, z31.s
lsl	z17.s, p2/m, z17.s, #27
movprfx	z22, z31
lsl	z22.b, p2/m, z22.b, z5.b
movprfx	z27, z31
lsl	z27.d, p5/m, z27.d, z23.d
movprfx	z27.d, p5/m, z31.d
lsl	z27.d, p5/m, z27.d, z23.d
movprfx	z12, z31
lsl	z12.h, p2/m, z12.h, z9.h
movprfx	z21, z31
lsl	z21.s, p0/m, z21.s, z10.s
movprfx	z21.s, p0/z, z31.s
lsl	z21.s, p0/m, z21.s, z10.s
movprfx	z14, z31
lsrr	z14.b, p4/m, z14.b, z7.b
movprfx	z28, z31
lsrr	z28.d, p4/m, z28.d, z21.d
movprfx	z28.d, p4/z, z31.d
lsrr	z28.d, p4/m, z28.d, z21.d
movprfx	z13, z31
lsrr	z13.h, p5/m, z13.h, z20.h
movprfx	z5, z31
lsrr	z5.s, p7/m, z5.s, z10.s
movprfx	z5.s, p7/m, z31.s
lsrr	z5.s, p7/m, z5.s, z10.s
movprfx	z17, z31
lsr	z17.b, p2/m, z17.b, z22.d
movprfx	z2, z31
lsr	z2.h, p3/m, z2.h, z5.d
movprfx	z2.h, p3/z, z31.h
lsr	z2.h, p3/m, z2.h, z5.d
movprfx	z30, z31
lsr	z30.s, p1/m, z30.s, z12.d
movprfx	z7, z31
lsr	z7.b, p4/m, z7.b, #1
movprfx	z13, z31
lsr	z13.d, p3/m, z13.d, #15
movprfx	z13.d, p3/z, z31.d
lsr	z13.d, p3/m, z13.d, #15
movprfx	z8, z31
lsr	z8.h, p7/m, z8.h, #1
movprfx	z27, z31
lsr	z27.s, p6/m, z27.s, #16
movprfx	z27.s, p6/m, z31.s
lsr	z27.s, p6/m, z27.s, #16
movprfx	z16, z31
lsr	z16.b, p7/m, z16.b, z22.b
movprfx	z28, z31
lsr	z28.d, p3/m, z28.d, z2.d
movprfx	z28.d, p3/m, z31.d
lsr	z28.d, p3/m, z28.d, z2.d
movprfx	z12, z31
lsr	z12.h, p6/m, z12.h, z27.h
movprfx	z0, z31
lsr	z0.s, p6/m, z0.s, z19.s
movprfx	z17, z31
mad	z17.b, p6/m, z18.b, z10.b
movprfx	z24, z31
mad	z24.d, p6/m, z22.d, z23.d
movprfx	z24.d, p6/m, z31.d
mad	z24.d, p6/m, z22.d, z23.d
movprfx	z21, z31
mad	z21.h, p0/m, z10.h, z11.h
movprfx	z19, z31
mad	z19.s, p4/m, z0.s, z26.s
movprfx	z30, z31
mla	z30.d, z4.d, z1.d[0]
movprfx	z26, z31
mla	z26.h, z29.h, z5.h[2]
movprfx	z7, z31
mla	z7.s, z8.s, z2.s[3]
movprfx	z2, z31
mla	z2.b, p7/m, z5.b, z14.b
movprfx	z2.b, p7/m, z31.b
mla	z2.b, p7/m, z5.b, z14.b
movprfx	z11, z31
mla	z11.d, p4/m, z3.d, z6.d
movprfx	z15, z31
mla	z15.h, p2/m, z11.h, z8.h
movprfx	z15.h, p2/z, z31.h
mla	z15.h, p2/m, z11.h, z8.h
movprfx	z1, z31
mla	z1.s, p0/m, z22.s, z0.s
movprfx	z10, z31
mls	z10.d, z1.d, z9.d[0]
movprfx	z11, z31
mls	z11.h, z26.h, z6.h[1]
movprfx	z25, z31
mls	z25.s, z29.s, z1.s[2]
movprfx	z6, z31
mls	z6.d, p0/m, z24.d, z10.d
movprfx	z6.d, p0/m, z31.d
mls	z6.d, p0/m, z24.d, z10.d
movprfx	z23, z31
mls	z23.s, p2/m, z4.s, z11.s
movprfx	z23.s, p2/z, z31.s
mls	z23.s, p2/m, z4.s, z11.s
movprfx	z19, z31
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
movprfx	z2, z31
mul	z2.d, z2.d, #0
movprfx	z15, z31
mul	z15.h, z15.h, #0
movprfx	z11, z31
mul	z11.s, z11.s, #-1
movprfx	z15, z31
mul	z15.b, p2/m, z15.b, z5.b
movprfx	z18, z31
mul	z18.d, p6/m, z18.d, z13.d
movprfx	z18.d, p6/z, z31.d
mul	z18.d, p6/m, z18.d, z13.d
movprfx	z15, z31
mul	z15.h, p3/m, z15.h, z17.h
movprfx	z18, z31
mul	z18.s, p4/m, z18.s, z28.s
movprfx	z9, z31
nbsl	z9.d, z9.d, z24.d, z31.d
movprfx	z9, z31
neg	z9.b, p5/m, z30.b
movprfx	z2, z31
neg	z2.d, p7/m, z3.d
movprfx	z2.d, p7/z, z31.d
neg	z2.d, p7/m, z3.d
movprfx	z27, z31
neg	z27.h, p7/m, z16.h
movprfx	z22, z31
neg	z22.s, p5/m, z26.s
movprfx	z2, z31
not	z2.b, p7/m, z24.b
movprfx	z14, z31
not	z14.d, p3/m, z31.d
movprfx	z14.d, p3/m, z31.d
not	z14.d, p3/m, z31.d
movprfx	z6, z31
not	z6.h, p7/m, z4.h
movprfx	z23, z31
not	z23.s, p2/m, z31.s
movprfx	z23.s, p2/z, z31.s
not	z23.s, p2/m, z31.s
movprfx	z9, z31
orr	z9.d, z9.d, #0x81ffffffffffffff
movprfx	z11, z31
orr	z11.b, p0/m, z11.b, z25.b
movprfx	z11.b, p0/m, z31.b
orr	z11.b, p0/m, z11.b, z25.b
movprfx	z3, z31
orr	z3.d, p2/m, z3.d, z24.d
movprfx	z14, z31
orr	z14.h, p0/m, z14.h, z22.h
movprfx	z14.h, p0/z, z31.h
orr	z14.h, p0/m, z14.h, z22.h
movprfx	z31, z30
orr	z31.s, p6/m, z31.s, z5.s
movprfx	z8, z31
rbit	z8.b, p7/m, z1.b
movprfx	z27, z31
rbit	z27.d, p4/m, z14.d
movprfx	z27.d, p4/m, z31.d
rbit	z27.d, p4/m, z14.d
movprfx	z6, z31
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
movprfx	z28, z31
revh	z28.s, p6/m, z4.s
movprfx	z29, z31
revw	z29.d, p1/m, z21.d
movprfx	z29.d, p1/m, z31.d
revw	z29.d, p1/m, z21.d
movprfx	z9, z31
sabalb	z9.h, z14.b, z10.b
movprfx	z7, z31
sabalb	z7.s, z24.h, z1.h
movprfx	z23, z31
sabalb	z23.d, z28.s, z7.s
movprfx	z11, z31
sabalt	z11.h, z4.b, z9.b
movprfx	z23, z31
sabalt	z23.s, z20.h, z29.h
movprfx	z10, z31
sabalt	z10.d, z11.s, z29.s
movprfx	z28, z31
saba	z28.b, z26.b, z10.b
movprfx	z21, z31
saba	z21.d, z9.d, z1.d
movprfx	z26, z31
saba	z26.h, z29.h, z17.h
movprfx	z1, z31
saba	z1.s, z11.s, z30.s
movprfx	z12, z31
sabd	z12.b, p0/m, z12.b, z28.b
movprfx	z26, z31
sabd	z26.d, p0/m, z26.d, z31.d
movprfx	z5, z31
sabd	z5.h, p4/m, z5.h, z25.h
movprfx	z25, z31
sabd	z25.s, p0/m, z25.s, z18.s
movprfx	z25.s, p0/m, z31.s
sabd	z25.s, p0/m, z25.s, z18.s
movprfx	z20, z31
sadalp	z20.h, p7/m, z7.b
movprfx	z18, z31
sadalp	z18.s, p2/m, z26.h
movprfx	z24, z31
sadalp	z24.d, p6/m, z10.s
movprfx	z6, z31
sbclb	z6.d, z17.d, z21.d
movprfx	z5, z31
sbclb	z5.s, z25.s, z7.s
movprfx	z4, z31
sbclt	z4.d, z16.d, z21.d
movprfx	z4, z31
sbclt	z4.s, z10.s, z19.s
movprfx	z26, z31
scvtf	z26.d, p3/m, z12.d
movprfx	z26.d, p3/m, z31.d
scvtf	z26.d, p3/m, z12.d
movprfx	z13, z31
scvtf	z13.d, p1/m, z26.s
movprfx	z25, z31
scvtf	z25.h, p1/m, z4.d
movprfx	z29, z31
scvtf	z29.h, p7/m, z19.h
movprfx	z9, z31
scvtf	z9.h, p3/m, z22.s
movprfx	z10, z31
scvtf	z10.s, p3/m, z13.d
movprfx	z29, z31
scvtf	z29.s, p3/m, z13.s
movprfx	z29.s, p3/m, z31.s
scvtf	z29.s, p3/m, z13.s
movprfx	z27, z31
sdivr	z27.d, p5/m, z27.d, z6.d
movprfx	z3, z31
sdivr	z3.s, p1/m, z3.s, z12.s
movprfx	z3.s, p1/m, z31.s
sdivr	z3.s, p1/m, z3.s, z12.s
movprfx	z31, z30
sdiv	z31.d, p0/m, z31.d, z28.d
movprfx	z22, z31
sdiv	z22.s, p3/m, z22.s, z5.s
movprfx	z5, z31
sdot	z5.d, z24.h, z3.h[0]
movprfx	z14, z31
sdot	z14.s, z20.b, z2.b[1]
movprfx	z3, z31
sdot	z3.d, z6.h, z12.h
movprfx	z15, z31
sdot	z15.s, z17.b, z3.b
movprfx	z23, z31
shadd	z23.b, p5/m, z23.b, z5.b
movprfx	z23.b, p5/z, z31.b
shadd	z23.b, p5/m, z23.b, z5.b
movprfx	z24, z31
shadd	z24.h, p7/m, z24.h, z14.h
movprfx	z24.h, p7/m, z31.h
shadd	z24.h, p7/m, z24.h, z14.h
movprfx	z14, z31
shadd	z14.s, p7/m, z14.s, z27.s
movprfx	z14.s, p7/z, z31.s
shadd	z14.s, p7/m, z14.s, z27.s
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
movprfx	z1, z31
smaxp	z1.b, p6/m, z1.b, z21.b
movprfx	z2, z31
smaxp	z2.d, p3/m, z2.d, z13.d
movprfx	z2.d, p3/z, z31.d
smaxp	z2.d, p3/m, z2.d, z13.d
movprfx	z22, z31
smaxp	z22.h, p0/m, z22.h, z11.h
movprfx	z1, z31
smaxp	z1.s, p7/m, z1.s, z7.s
movprfx	z1.s, p7/m, z31.s
smaxp	z1.s, p7/m, z1.s, z7.s
movprfx	z19, z31
smax	z19.b, z19.b, #-55
movprfx	z18, z31
smax	z18.d, z18.d, #70
movprfx	z28, z31
smax	z28.h, z28.h, #0
movprfx	z1, z31
smax	z1.s, z1.s, #-42
movprfx	z25, z31
smax	z25.b, p6/m, z25.b, z27.b
movprfx	z25.b, p6/m, z31.b
smax	z25.b, p6/m, z25.b, z27.b
movprfx	z6, z31
smax	z6.d, p4/m, z6.d, z27.d
movprfx	z2, z31
smax	z2.h, p1/m, z2.h, z31.h
movprfx	z2.h, p1/m, z31.h
smax	z2.h, p1/m, z2.h, z31.h
movprfx	z18, z31
smax	z18.s, p5/m, z18.s, z25.s
movprfx	z10, z31
sminp	z10.b, p4/m, z10.b, z18.b
movprfx	z21, z31
sminp	z21.d, p2/m, z21.d, z19.d
movprfx	z21.d, p2/m, z31.d
sminp	z21.d, p2/m, z21.d, z19.d
movprfx	z25, z31
sminp	z25.h, p5/m, z25.h, z19.h
movprfx	z19, z31
sminp	z19.s, p0/m, z19.s, z16.s
movprfx	z19.s, p0/m, z31.s
sminp	z19.s, p0/m, z19.s, z16.s
movprfx	z4, z31
smin	z4.b, z4.b, #-92
movprfx	z23, z31
smin	z23.d, z23.d, #33
movprfx	z4, z31
smin	z4.h, z4.h, #117
movprfx	z25, z31
smin	z25.s, z25.s, #-128
movprfx	z19, z31
smin	z19.b, p7/m, z19.b, z9.b
movprfx	z7, z31
smin	z7.d, p2/m, z7.d, z1.d
movprfx	z8, z31
smin	z8.h, p4/m, z8.h, z7.h
movprfx	z8.h, p4/z, z31.h
smin	z8.h, p4/m, z8.h, z7.h
movprfx	z23, z31
smin	z23.s, p1/m, z23.s, z30.s
movprfx	z10, z31
smlalb	z10.d, z31.s, z13.s[2]
movprfx	z3, z31
smlalb	z3.s, z17.h, z0.h[7]
movprfx	z17, z31
smlalb	z17.h, z0.b, z10.b
movprfx	z15, z31
smlalb	z15.s, z1.h, z30.h
movprfx	z23, z31
smlalt	z23.d, z10.s, z6.s[1]
movprfx	z26, z31
smlalt	z26.s, z27.h, z4.h[2]
movprfx	z23, z31
smlalt	z23.h, z24.b, z29.b
movprfx	z29, z31
smlalt	z29.s, z18.h, z12.h
movprfx	z22, z31
smlalt	z22.d, z6.s, z30.s
movprfx	z17, z31
smlslb	z17.d, z15.s, z9.s[1]
movprfx	z0, z31
smlslb	z0.s, z1.h, z4.h[2]
movprfx	z11, z31
smlslb	z11.h, z5.b, z28.b
movprfx	z10, z31
smlslb	z10.s, z23.h, z24.h
movprfx	z10, z31
smlslb	z10.d, z28.s, z17.s
movprfx	z19, z31
smlslt	z19.d, z8.s, z2.s[0]
movprfx	z1, z31
smlslt	z1.s, z23.h, z7.h[0]
movprfx	z10, z31
smlslt	z10.h, z8.b, z17.b
movprfx	z12, z31
smlslt	z12.s, z16.h, z0.h
movprfx	z20, z31
smlslt	z20.d, z12.s, z19.s
movprfx	z17, z31
smmla	z17.s, z25.b, z14.b
movprfx	z22, z31
smulh	z22.b, p6/m, z22.b, z4.b
movprfx	z22.b, p6/m, z31.b
smulh	z22.b, p6/m, z22.b, z4.b
movprfx	z21, z31
smulh	z21.d, p6/m, z21.d, z15.d
movprfx	z6, z31
smulh	z6.h, p7/m, z6.h, z20.h
movprfx	z15, z31
smulh	z15.s, p5/m, z15.s, z30.s
movprfx	z15.s, p5/m, z31.s
smulh	z15.s, p5/m, z15.s, z30.s
movprfx	z9, z31
splice	z9.b, p5, z9.b, z1.b
movprfx	z31, z30
splice	z31.d, p7, z31.d, z9.d
movprfx	z12, z31
splice	z12.h, p1, z12.h, z22.h
movprfx	z22, z31
splice	z22.s, p4, z22.s, z24.s
movprfx	z13, z31
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
movprfx	z5, z31
sqadd	z5.d, z5.d, #4864
movprfx	z7, z31
sqadd	z7.h, z7.h, #256
movprfx	z16, z31
sqadd	z16.s, z16.s, #247
movprfx	z18, z31
sqadd	z18.b, p0/m, z18.b, z27.b
movprfx	z18.b, p0/m, z31.b
sqadd	z18.b, p0/m, z18.b, z27.b
movprfx	z30, z31
sqadd	z30.d, p3/m, z30.d, z25.d
movprfx	z25, z31
sqadd	z25.h, p1/m, z25.h, z31.h
movprfx	z25.h, p1/z, z31.h
sqadd	z25.h, p1/m, z25.h, z31.h
movprfx	z24, z31
sqadd	z24.s, p3/m, z24.s, z22.s
movprfx	z7, z31
sqcadd	z7.b, z7.b, z16.b, #90
movprfx	z29, z31
sqcadd	z29.d, z29.d, z23.d, #270
movprfx	z21, z31
sqcadd	z21.h, z21.h, z7.h, #270
movprfx	z26, z31
sqcadd	z26.s, z26.s, z15.s, #270
movprfx	z17, z31
sqdecd	z17.d, pow2, mul #1
movprfx	z13, z31
sqdech	z13.h, all, mul #1
movprfx	z15, z31
sqdecp	z15.d, p3.d
movprfx	z17, z31
sqdecp	z17.h, p8.h
movprfx	z23, z31
sqdecp	z23.s, p2.s
movprfx	z2, z31
sqdecw	z2.s, vl4, mul #16
movprfx	z8, z31
sqdmlalbt	z8.s, z12.h, z31.h
movprfx	z0, z31
sqdmlalbt	z0.d, z10.s, z6.s
movprfx	z20, z31
sqdmlalb	z20.d, z4.s, z15.s[0]
movprfx	z0, z31
sqdmlalb	z0.s, z26.h, z5.h[2]
movprfx	z19, z31
sqdmlalb	z19.h, z10.b, z13.b
movprfx	z12, z31
sqdmlalb	z12.s, z16.h, z23.h
movprfx	z8, z31
sqdmlalb	z8.d, z17.s, z3.s
movprfx	z28, z31
sqdmlalt	z28.d, z30.s, z2.s[0]
movprfx	z6, z31
sqdmlalt	z6.s, z1.h, z5.h[1]
movprfx	z21, z31
sqdmlalt	z21.h, z23.b, z23.b
movprfx	z21, z31
sqdmlalt	z21.s, z4.h, z7.h
movprfx	z25, z31
sqdmlalt	z25.d, z6.s, z5.s
movprfx	z5, z31
sqdmlslbt	z5.h, z16.b, z8.b
movprfx	z27, z31
sqdmlslbt	z27.s, z28.h, z29.h
movprfx	z16, z31
sqdmlslbt	z16.d, z13.s, z4.s
movprfx	z8, z31
sqdmlslb	z8.d, z29.s, z2.s[0]
movprfx	z1, z31
sqdmlslb	z1.s, z4.h, z0.h[7]
movprfx	z23, z31
sqdmlslb	z23.h, z8.b, z8.b
movprfx	z27, z31
sqdmlslb	z27.s, z2.h, z24.h
movprfx	z26, z31
sqdmlslb	z26.d, z3.s, z30.s
movprfx	z22, z31
sqdmlslt	z22.d, z19.s, z2.s[0]
movprfx	z6, z31
sqdmlslt	z6.s, z26.h, z7.h[0]
movprfx	z24, z31
sqdmlslt	z24.h, z2.b, z2.b
movprfx	z10, z31
sqdmlslt	z10.s, z0.h, z28.h
movprfx	z29, z31
sqdmlslt	z29.d, z25.s, z16.s
movprfx	z11, z31
sqincd	z11.d, #14, mul #6
movprfx	z17, z31
sqinch	z17.h, vl16, mul #8
movprfx	z19, z31
sqincp	z19.d, p13.d
movprfx	z10, z31
sqincp	z10.h, p13.h
movprfx	z10, z31
sqincp	z10.s, p14.s
movprfx	z7, z31
sqincw	z7.s, vl5, mul #6
movprfx	z12, z31
sqneg	z12.b, p5/m, z27.b
movprfx	z12.b, p5/z, z31.b
sqneg	z12.b, p5/m, z27.b
movprfx	z11, z31
sqneg	z11.d, p7/m, z29.d
movprfx	z3, z31
sqneg	z3.h, p0/m, z25.h
movprfx	z3.h, p0/m, z31.h
sqneg	z3.h, p0/m, z25.h
movprfx	z1, z31
sqneg	z1.s, p7/m, z20.s
movprfx	z28, z31
sqrdcmlah	z28.h, z10.h, z6.h[1], #180
movprfx	z3, z31
sqrdcmlah	z3.s, z5.s, z13.s[1], #270
movprfx	z12, z31
sqrdcmlah	z12.b, z1.b, z5.b, #180
movprfx	z5, z31
sqrdcmlah	z5.d, z18.d, z9.d, #270
movprfx	z31, z30
sqrdcmlah	z31.h, z22.h, z4.h, #0
movprfx	z6, z31
sqrdcmlah	z6.s, z27.s, z22.s, #180
movprfx	z21, z31
sqrdmlah	z21.d, z17.d, z2.d[1]
movprfx	z8, z31
sqrdmlah	z8.h, z2.h, z0.h[2]
movprfx	z24, z31
sqrdmlah	z24.s, z11.s, z0.s[0]
movprfx	z6, z31
sqrdmlah	z6.b, z18.b, z8.b
movprfx	z2, z31
sqrdmlah	z2.h, z20.h, z13.h
movprfx	z20, z31
sqrdmlah	z20.s, z15.s, z3.s
movprfx	z25, z31
sqrdmlsh	z25.d, z4.d, z3.d[0]
movprfx	z19, z31
sqrdmlsh	z19.h, z8.h, z7.h[2]
movprfx	z7, z31
sqrdmlsh	z7.s, z20.s, z4.s[0]
movprfx	z10, z31
sqrdmlsh	z10.b, z23.b, z12.b
movprfx	z5, z31
sqrdmlsh	z5.d, z10.d, z11.d
movprfx	z8, z31
sqrdmlsh	z8.s, z0.s, z23.s
movprfx	z0, z31
sqrshlr	z0.b, p5/m, z0.b, z17.b
movprfx	z16, z31
sqrshlr	z16.d, p0/m, z16.d, z17.d
movprfx	z6, z31
sqrshlr	z6.h, p5/m, z6.h, z3.h
movprfx	z6.h, p5/m, z31.h
sqrshlr	z6.h, p5/m, z6.h, z3.h
movprfx	z22, z31
sqrshlr	z22.s, p3/m, z22.s, z7.s
movprfx	z20, z31
sqrshl	z20.b, p3/m, z20.b, z15.b
movprfx	z20.b, p3/m, z31.b
sqrshl	z20.b, p3/m, z20.b, z15.b
movprfx	z25, z31
sqrshl	z25.d, p5/m, z25.d, z6.d
movprfx	z11, z31
sqrshl	z11.h, p0/m, z11.h, z0.h
movprfx	z11.h, p0/z, z31.h
sqrshl	z11.h, p0/m, z11.h, z0.h
movprfx	z27, z31
sqrshl	z27.s, p6/m, z27.s, z19.s
movprfx	z8, z31
sqshlr	z8.b, p1/m, z8.b, z22.b
movprfx	z22, z31
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
movprfx	z19, z31
sqshlu	z19.d, p5/m, z19.d, #32
movprfx	z19.d, p5/z, z31.d
sqshlu	z19.d, p5/m, z19.d, #32
movprfx	z26, z31
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
movprfx	z26, z31
sqshl	z26.h, p1/m, z26.h, #15
movprfx	z20, z31
sqshl	z20.s, p0/m, z20.s, #23
movprfx	z2, z31
sqshl	z2.b, p1/m, z2.b, z9.b
movprfx	z2.b, p1/z, z31.b
sqshl	z2.b, p1/m, z2.b, z9.b
movprfx	z23, z31
sqshl	z23.d, p6/m, z23.d, z18.d
movprfx	z6, z31
sqshl	z6.h, p1/m, z6.h, z0.h
movprfx	z6.h, p1/m, z31.h
sqshl	z6.h, p1/m, z6.h, z0.h
movprfx	z31, z30
sqshl	z31.s, p7/m, z31.s, z9.s
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
movprfx	z1, z31
sqsubr	z1.s, p1/m, z1.s, z9.s
movprfx	z1.s, p1/m, z31.s
sqsubr	z1.s, p1/m, z1.s, z9.s
movprfx	z10, z31
sqsub	z10.b, z10.b, #189
movprfx	z1, z31
sqsub	z1.d, z1.d, #30464
movprfx	z23, z31
sqsub	z23.h, z23.h, #178
movprfx	z1, z31
sqsub	z1.s, z1.s, #126
movprfx	z9, z31
sqsub	z9.b, p7/m, z9.b, z0.b
movprfx	z9.b, p7/m, z31.b
sqsub	z9.b, p7/m, z9.b, z0.b
movprfx	z19, z31
sqsub	z19.d, p0/m, z19.d, z6.d
movprfx	z6, z31
sqsub	z6.h, p0/m, z6.h, z31.h
movprfx	z6.h, p0/z, z31.h
sqsub	z6.h, p0/m, z6.h, z31.h
movprfx	z28, z31
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
movprfx	z11, z31
srshlr	z11.b, p1/m, z11.b, z14.b
movprfx	z30, z31
srshlr	z30.d, p4/m, z30.d, z15.d
movprfx	z30.d, p4/m, z31.d
srshlr	z30.d, p4/m, z30.d, z15.d
movprfx	z0, z31
srshlr	z0.h, p4/m, z0.h, z28.h
movprfx	z18, z31
srshlr	z18.s, p6/m, z18.s, z5.s
movprfx	z18, z31
srshl	z18.b, p7/m, z18.b, z30.b
movprfx	z6, z31
srshl	z6.d, p6/m, z6.d, z29.d
movprfx	z6.d, p6/m, z31.d
srshl	z6.d, p6/m, z6.d, z29.d
movprfx	z6, z31
srshl	z6.h, p2/m, z6.h, z18.h
movprfx	z0, z31
srshl	z0.s, p4/m, z0.s, z21.s
movprfx	z0.s, p4/m, z31.s
srshl	z0.s, p4/m, z0.s, z21.s
movprfx	z31, z30
srshr	z31.b, p7/m, z31.b, #5
movprfx	z12, z31
srshr	z12.d, p0/m, z12.d, #28
movprfx	z12.d, p0/m, z31.d
srshr	z12.d, p0/m, z12.d, #28
movprfx	z14, z31
srshr	z14.h, p0/m, z14.h, #1
movprfx	z1, z31
srshr	z1.s, p6/m, z1.s, #1
movprfx	z1.s, p6/m, z31.s
srshr	z1.s, p6/m, z1.s, #1
movprfx	z2, z31
srsra	z2.b, z9.b, #7
movprfx	z24, z31
srsra	z24.d, z19.d, #44
movprfx	z21, z31
srsra	z21.h, z30.h, #14
movprfx	z29, z31
srsra	z29.s, z16.s, #14
movprfx	z25, z31
ssra	z25.b, z23.b, #1
movprfx	z12, z31
ssra	z12.d, z22.d, #36
movprfx	z2, z31
ssra	z2.h, z30.h, #3
movprfx	z19, z31
ssra	z19.s, z10.s, #1
movprfx	z15, z31
subr	z15.b, z15.b, #38
movprfx	z30, z31
subr	z30.d, z30.d, #87
movprfx	z11, z31
subr	z11.h, z11.h, #24320
movprfx	z3, z31
subr	z3.s, z3.s, #255
movprfx	z5, z31
subr	z5.b, p7/m, z5.b, z11.b
movprfx	z6, z31
subr	z6.d, p7/m, z6.d, z3.d
movprfx	z31, z30
subr	z31.h, p4/m, z31.h, z16.h
movprfx	z31.h, p4/z, z30.h
subr	z31.h, p4/m, z31.h, z16.h
movprfx	z31, z30
subr	z31.s, p7/m, z31.s, z13.s
movprfx	z18, z31
sub	z18.b, z18.b, #19
movprfx	z24, z31
sub	z24.d, z24.d, #237
movprfx	z25, z31
sub	z25.h, z25.h, #16
movprfx	z17, z31
sub	z17.s, z17.s, #189
movprfx	z3, z31
sub	z3.b, p2/m, z3.b, z9.b
movprfx	z3.b, p2/m, z31.b
sub	z3.b, p2/m, z3.b, z9.b
movprfx	z8, z31
sub	z8.d, p3/m, z8.d, z27.d
movprfx	z4, z31
sub	z4.h, p2/m, z4.h, z29.h
movprfx	z4.h, p2/m, z31.h
sub	z4.h, p2/m, z4.h, z29.h
movprfx	z20, z31
sub	z20.s, p7/m, z20.s, z16.s
movprfx	z4, z31
sudot	z4.s, z30.b, z7.b[3]
movprfx	z3, z31
suqadd	z3.b, p1/m, z3.b, z5.b
movprfx	z3.b, p1/z, z31.b
suqadd	z3.b, p1/m, z3.b, z5.b
movprfx	z12, z31
suqadd	z12.h, p1/m, z12.h, z27.h
movprfx	z15, z31
suqadd	z15.s, p5/m, z15.s, z25.s
movprfx	z29, z31
sxtb	z29.d, p2/m, z7.d
movprfx	z27, z31
sxtb	z27.h, p4/m, z12.h
movprfx	z4, z31
sxtb	z4.s, p4/m, z10.s
movprfx	z9, z31
sxth	z9.d, p5/m, z4.d
movprfx	z9.d, p5/m, z31.d
sxth	z9.d, p5/m, z4.d
movprfx	z5, z31
sxth	z5.s, p3/m, z30.s
movprfx	z0, z31
sxtw	z0.d, p1/m, z13.d
movprfx	z0.d, p1/m, z31.d
sxtw	z0.d, p1/m, z13.d
movprfx	z13, z31
uabalb	z13.h, z7.b, z9.b
movprfx	z2, z31
uabalb	z2.s, z3.h, z24.h
movprfx	z23, z31
uabalb	z23.d, z14.s, z27.s
movprfx	z5, z31
uabalt	z5.h, z10.b, z6.b
movprfx	z21, z31
uabalt	z21.s, z15.h, z10.h
movprfx	z24, z31
uaba	z24.b, z20.b, z28.b
movprfx	z11, z31
uaba	z11.d, z10.d, z10.d
movprfx	z5, z31
uaba	z5.h, z3.h, z27.h
movprfx	z16, z31
uaba	z16.s, z24.s, z15.s
movprfx	z24, z31
uabd	z24.b, p3/m, z24.b, z5.b
movprfx	z9, z31
uabd	z9.d, p3/m, z9.d, z26.d
movprfx	z23, z31
uabd	z23.h, p1/m, z23.h, z1.h
movprfx	z23.h, p1/m, z31.h
uabd	z23.h, p1/m, z23.h, z1.h
movprfx	z3, z31
uabd	z3.s, p1/m, z3.s, z10.s
movprfx	z31, z30
uadalp	z31.h, p5/m, z5.b
movprfx	z5, z31
uadalp	z5.s, p5/m, z17.h
movprfx	z24, z31
uadalp	z24.d, p3/m, z14.s
movprfx	z24.d, p3/m, z31.d
uadalp	z24.d, p3/m, z14.s
movprfx	z10, z31
ucvtf	z10.d, p0/m, z3.d
movprfx	z10.d, p0/m, z31.d
ucvtf	z10.d, p0/m, z3.d
movprfx	z11, z31
ucvtf	z11.d, p0/m, z1.s
movprfx	z24, z31
ucvtf	z24.h, p3/m, z10.d
movprfx	z1, z31
ucvtf	z1.h, p4/m, z5.h
movprfx	z31, z30
ucvtf	z31.h, p4/m, z28.s
movprfx	z28, z31
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
movprfx	z17, z31
udiv	z17.s, p7/m, z17.s, z8.s
movprfx	z23, z31
udot	z23.d, z29.h, z4.h[1]
movprfx	z20, z31
udot	z20.s, z7.b, z7.b[1]
movprfx	z23, z31
udot	z23.d, z3.h, z19.h
movprfx	z6, z31
udot	z6.s, z5.b, z27.b
movprfx	z9, z31
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
movprfx	z5, z31
uhsubr	z5.b, p3/m, z5.b, z16.b
movprfx	z17, z31
uhsubr	z17.d, p6/m, z17.d, z4.d
movprfx	z3, z31
uhsubr	z3.h, p6/m, z3.h, z28.h
movprfx	z3.h, p6/m, z31.h
uhsubr	z3.h, p6/m, z3.h, z28.h
movprfx	z19, z31
uhsubr	z19.s, p0/m, z19.s, z28.s
movprfx	z10, z31
uhsub	z10.b, p0/m, z10.b, z22.b
movprfx	z10.b, p0/z, z31.b
uhsub	z10.b, p0/m, z10.b, z22.b
movprfx	z18, z31
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
movprfx	z30, z31
umaxp	z30.d, p4/m, z30.d, z13.d
movprfx	z30.d, p4/z, z31.d
umaxp	z30.d, p4/m, z30.d, z13.d
movprfx	z3, z31
umaxp	z3.h, p7/m, z3.h, z14.h
movprfx	z21, z31
umaxp	z21.s, p5/m, z21.s, z7.s
movprfx	z21.s, p5/m, z31.s
umaxp	z21.s, p5/m, z21.s, z7.s
movprfx	z5, z31
umax	z5.b, z5.b, #151
movprfx	z3, z31
umax	z3.d, z3.d, #53
movprfx	z22, z31
umax	z22.h, z22.h, #87
movprfx	z16, z31
umax	z16.s, z16.s, #114
movprfx	z23, z31
umax	z23.b, p2/m, z23.b, z20.b
movprfx	z23.b, p2/m, z31.b
umax	z23.b, p2/m, z23.b, z20.b
movprfx	z28, z31
umax	z28.d, p4/m, z28.d, z18.d
movprfx	z15, z31
umax	z15.h, p5/m, z15.h, z25.h
movprfx	z15.h, p5/m, z31.h
umax	z15.h, p5/m, z15.h, z25.h
movprfx	z21, z31
umax	z21.s, p0/m, z21.s, z14.s
movprfx	z31, z30
uminp	z31.b, p0/m, z31.b, z3.b
movprfx	z31.b, p0/z, z30.b
uminp	z31.b, p0/m, z31.b, z3.b
movprfx	z25, z31
uminp	z25.d, p0/m, z25.d, z19.d
movprfx	z2, z31
uminp	z2.h, p6/m, z2.h, z16.h
movprfx	z2.h, p6/m, z31.h
uminp	z2.h, p6/m, z2.h, z16.h
movprfx	z0, z31
uminp	z0.s, p4/m, z0.s, z31.s
movprfx	z11, z31
umin	z11.b, z11.b, #61
movprfx	z18, z31
umin	z18.d, z18.d, #46
movprfx	z6, z31
umin	z6.h, z6.h, #70
movprfx	z25, z31
umin	z25.s, z25.s, #106
movprfx	z13, z31
umin	z13.b, p0/m, z13.b, z19.b
movprfx	z17, z31
umin	z17.d, p4/m, z17.d, z4.d
movprfx	z29, z31
umin	z29.h, p5/m, z29.h, z14.h
movprfx	z4, z31
umin	z4.s, p1/m, z4.s, z7.s
movprfx	z4.s, p1/z, z31.s
umin	z4.s, p1/m, z4.s, z7.s
movprfx	z13, z31
umlalb	z13.d, z30.s, z15.s[0]
movprfx	z17, z31
umlalb	z17.s, z16.h, z2.h[6]
movprfx	z26, z31
umlalb	z26.h, z7.b, z9.b
movprfx	z11, z31
umlalb	z11.s, z19.h, z4.h
movprfx	z10, z31
umlalb	z10.d, z6.s, z8.s
movprfx	z9, z31
umlalt	z9.d, z13.s, z13.s[3]
movprfx	z0, z31
umlalt	z0.s, z14.h, z2.h[0]
movprfx	z24, z31
umlalt	z24.h, z16.b, z1.b
movprfx	z11, z31
umlalt	z11.s, z28.h, z28.h
movprfx	z12, z31
umlalt	z12.d, z4.s, z17.s
movprfx	z11, z31
umlslb	z11.d, z10.s, z4.s[3]
movprfx	z1, z31
umlslb	z1.s, z31.h, z3.h[6]
movprfx	z28, z31
umlslb	z28.h, z7.b, z2.b
movprfx	z5, z31
umlslb	z5.s, z13.h, z8.h
movprfx	z31, z30
umlslt	z31.d, z13.s, z13.s[1]
movprfx	z7, z31
umlslt	z7.s, z11.h, z4.h[4]
movprfx	z22, z31
umlslt	z22.h, z30.b, z30.b
movprfx	z24, z31
umlslt	z24.s, z17.h, z13.h
movprfx	z12, z31
umlslt	z12.d, z13.s, z16.s
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
movprfx	z20, z31
uqadd	z20.b, z20.b, #67
movprfx	z18, z31
uqadd	z18.d, z18.d, #204
movprfx	z6, z31
uqadd	z6.h, z6.h, #0, lsl #8
movprfx	z2, z31
uqadd	z2.s, z2.s, #112
movprfx	z4, z31
uqadd	z4.b, p7/m, z4.b, z17.b
movprfx	z5, z31
uqadd	z5.d, p7/m, z5.d, z3.d
movprfx	z1, z31
uqadd	z1.h, p0/m, z1.h, z7.h
movprfx	z7, z31
uqadd	z7.s, p3/m, z7.s, z23.s
movprfx	z7.s, p3/z, z31.s
uqadd	z7.s, p3/m, z7.s, z23.s
movprfx	z1, z31
uqdecd	z1.d, vl3, mul #1
movprfx	z31, z30
uqdech	z31.h, all, mul #1
movprfx	z20, z31
uqdecp	z20.d, p14.d
movprfx	z26, z31
uqdecp	z26.h, p5.h
movprfx	z1, z31
uqdecp	z1.s, p9.s
movprfx	z12, z31
uqdecw	z12.s, vl8, mul #14
movprfx	z16, z31
uqincd	z16.d, all, mul #1
movprfx	z17, z31
uqinch	z17.h, vl8, mul #1
movprfx	z18, z31
uqincp	z18.d, p4.d
movprfx	z23, z31
uqincp	z23.h, p2.h
movprfx	z10, z31
uqincp	z10.s, p0.s
movprfx	z18, z31
uqincw	z18.s, vl8, mul #1
movprfx	z27, z31
uqrshlr	z27.b, p5/m, z27.b, z1.b
movprfx	z27.b, p5/z, z31.b
uqrshlr	z27.b, p5/m, z27.b, z1.b
movprfx	z11, z31
uqrshlr	z11.d, p4/m, z11.d, z12.d
movprfx	z7, z31
uqrshlr	z7.h, p1/m, z7.h, z16.h
movprfx	z7.h, p1/m, z31.h
uqrshlr	z7.h, p1/m, z7.h, z16.h
movprfx	z3, z31
uqrshlr	z3.s, p4/m, z3.s, z25.s
movprfx	z30, z31
uqrshl	z30.b, p1/m, z30.b, z11.b
movprfx	z30.b, p1/m, z31.b
uqrshl	z30.b, p1/m, z30.b, z11.b
movprfx	z29, z31
uqrshl	z29.d, p1/m, z29.d, z12.d
movprfx	z7, z31
uqrshl	z7.h, p2/m, z7.h, z2.h
movprfx	z7.h, p2/z, z31.h
uqrshl	z7.h, p2/m, z7.h, z2.h
movprfx	z7, z31
uqrshl	z7.s, p5/m, z7.s, z13.s
movprfx	z9, z31
uqshlr	z9.b, p4/m, z9.b, z28.b
movprfx	z9.b, p4/m, z31.b
uqshlr	z9.b, p4/m, z9.b, z28.b
movprfx	z14, z31
uqshlr	z14.d, p2/m, z14.d, z13.d
movprfx	z26, z31
uqshlr	z26.h, p6/m, z26.h, z17.h
movprfx	z26.h, p6/z, z31.h
uqshlr	z26.h, p6/m, z26.h, z17.h
movprfx	z0, z31
uqshlr	z0.s, p6/m, z0.s, z2.s
movprfx	z21, z31
uqshl	z21.b, p0/m, z21.b, #3
movprfx	z14, z31
uqshl	z14.d, p1/m, z14.d, #5
movprfx	z28, z31
uqshl	z28.h, p4/m, z28.h, #10
movprfx	z28.h, p4/m, z31.h
uqshl	z28.h, p4/m, z28.h, #10
movprfx	z19, z31
uqshl	z19.s, p4/m, z19.s, #22
movprfx	z27, z31
uqshl	z27.b, p1/m, z27.b, z17.b
movprfx	z27.b, p1/z, z31.b
uqshl	z27.b, p1/m, z27.b, z17.b
movprfx	z14, z31
uqshl	z14.d, p6/m, z14.d, z6.d
movprfx	z7, z31
uqshl	z7.h, p2/m, z7.h, z3.h
movprfx	z7.h, p2/m, z31.h
uqshl	z7.h, p2/m, z7.h, z3.h
movprfx	z8, z31
uqshl	z8.s, p3/m, z8.s, z3.s
movprfx	z19, z31
uqsubr	z19.b, p0/m, z19.b, z29.b
movprfx	z21, z31
uqsubr	z21.d, p2/m, z21.d, z30.d
movprfx	z21.d, p2/z, z31.d
uqsubr	z21.d, p2/m, z21.d, z30.d
movprfx	z8, z31
uqsubr	z8.h, p1/m, z8.h, z25.h
movprfx	z14, z31
uqsubr	z14.s, p7/m, z14.s, z10.s
movprfx	z14.s, p7/m, z31.s
uqsubr	z14.s, p7/m, z14.s, z10.s
movprfx	z19, z31
uqsub	z19.b, z19.b, #0
movprfx	z25, z31
uqsub	z25.d, z25.d, #51200
movprfx	z19, z31
uqsub	z19.h, z19.h, #256
movprfx	z27, z31
uqsub	z27.s, z27.s, #17408
movprfx	z23, z31
uqsub	z23.b, p2/m, z23.b, z30.b
movprfx	z13, z31
uqsub	z13.d, p1/m, z13.d, z31.d
movprfx	z13.d, p1/m, z31.d
uqsub	z13.d, p1/m, z13.d, z31.d
movprfx	z0, z31
uqsub	z0.h, p3/m, z0.h, z9.h
movprfx	z0, z31
uqsub	z0.s, p2/m, z0.s, z29.s
movprfx	z0.s, p2/m, z31.s
uqsub	z0.s, p2/m, z0.s, z29.s
movprfx	z10, z31
urecpe	z10.s, p3/m, z26.s
movprfx	z9, z31
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
movprfx	z12, z31
urshlr	z12.b, p4/m, z12.b, z5.b
movprfx	z14, z31
urshlr	z14.d, p6/m, z14.d, z28.d
movprfx	z27, z31
urshlr	z27.h, p0/m, z27.h, z7.h
movprfx	z27.h, p0/m, z31.h
urshlr	z27.h, p0/m, z27.h, z7.h
movprfx	z9, z31
urshlr	z9.s, p1/m, z9.s, z27.s
movprfx	z15, z31
urshl	z15.b, p3/m, z15.b, z19.b
movprfx	z15.b, p3/m, z31.b
urshl	z15.b, p3/m, z15.b, z19.b
movprfx	z21, z31
urshl	z21.d, p3/m, z21.d, z6.d
movprfx	z29, z31
urshl	z29.h, p5/m, z29.h, z12.h
movprfx	z29.h, p5/z, z31.h
urshl	z29.h, p5/m, z29.h, z12.h
movprfx	z12, z31
urshl	z12.s, p7/m, z12.s, z20.s
movprfx	z20, z31
urshr	z20.b, p1/m, z20.b, #1
movprfx	z20.b, p1/m, z31.b
urshr	z20.b, p1/m, z20.b, #1
movprfx	z23, z31
urshr	z23.d, p7/m, z23.d, #1
movprfx	z6, z31
urshr	z6.h, p5/m, z6.h, #4
movprfx	z6.h, p5/z, z31.h
urshr	z6.h, p5/m, z6.h, #4
movprfx	z29, z31
urshr	z29.s, p6/m, z29.s, #11
movprfx	z3, z31
ursqrte	z3.s, p2/m, z17.s
movprfx	z3.s, p2/m, z31.s
ursqrte	z3.s, p2/m, z17.s
movprfx	z2, z31
ursra	z2.b, z15.b, #2
movprfx	z2, z31
ursra	z2.d, z5.d, #51
movprfx	z30, z31
ursra	z30.h, z17.h, #9
movprfx	z6, z31
ursra	z6.s, z24.s, #27
movprfx	z26, z31
usdot	z26.s, z0.b, z31.b
movprfx	z15, z31
usdot	z15.s, z18.b, z2.b[3]
movprfx	z11, z31
usmmla	z11.s, z18.b, z30.b
movprfx	z2, z31
usqadd	z2.b, p1/m, z2.b, z11.b
movprfx	z2.b, p1/m, z31.b
usqadd	z2.b, p1/m, z2.b, z11.b
movprfx	z16, z31
usqadd	z16.d, p7/m, z16.d, z6.d
movprfx	z5, z31
usqadd	z5.h, p1/m, z5.h, z19.h
movprfx	z4, z31
usqadd	z4.s, p5/m, z4.s, z18.s
movprfx	z4.s, p5/m, z31.s
usqadd	z4.s, p5/m, z4.s, z18.s
movprfx	z28, z31
usra	z28.b, z30.b, #5
movprfx	z9, z31
usra	z9.d, z12.d, #46
movprfx	z11, z31
usra	z11.s, z16.s, #12
movprfx	z0, z31
uxtb	z0.d, p0/m, z28.d
movprfx	z0.d, p0/m, z31.d
uxtb	z0.d, p0/m, z28.d
movprfx	z10, z31
uxtb	z10.h, p5/m, z6.h
movprfx	z23, z31
uxtb	z23.s, p0/m, z31.s
movprfx	z23.s, p0/z, z31.s
uxtb	z23.s, p0/m, z31.s
movprfx	z28, z31
uxth	z28.d, p6/m, z27.d
movprfx	z24, z31
uxth	z24.s, p6/m, z30.s
movprfx	z24, z31
uxtw	z24.d, p1/m, z28.d
movprfx	z14, z31
xar	z14.b, z14.b, z3.b, #2
movprfx	z14, z31
xar	z14.d, z14.d, z5.d, #1
movprfx	z6, z31
xar	z6.h, z6.h, z12.h, #1
movprfx	z19, z31
xar	z19.s, z19.s, z21.s, #23
