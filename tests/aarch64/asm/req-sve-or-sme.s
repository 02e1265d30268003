// mattr: +sve,+sme
// instructions llvm-mc 19 takes only with: sve or sme
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x16, x20, #13
addvl	x24, x26, #-16
add	z12.b, z12.b, #161
add	z25.d, z25.d, #1
add	z14.h, z14.h, #255
add	z14.s, z14.s, #32000
add	z27.b, p0/m, z27.b, z31.b
add	z28.d, p0/m, z28.d, z15.d
add	z0.h, p1/m, z0.h, z12.h
add	z10.s, p1/m, z10.s, z22.s
add	z27.b, z31.b, z1.b
add	z10.d, z11.d, z4.d
add	z5.h, z2.h, z8.h
add	z18.s, z5.s, z21.s
ands	p3.b, p3/z, p2.b, p2.b
andv	b0, p6, z6.b
andv	d28, p6, z0.d
andv	h19, p5, z23.h
andv	s14, p7, z22.s
and	p13.b, p12/z, p6.b, p14.b
and	z22.d, z22.d, #0xfe000000003fffff
and	z20.b, p3/m, z20.b, z14.b
and	z28.d, p2/m, z28.d, z2.d
and	z14.h, p1/m, z14.h, z26.h
and	z10.s, p0/m, z10.s, z15.s
and	z23.d, z10.d, z11.d
asrd	z18.b, p2/m, z18.b, #1
asrd	z25.d, p1/m, z25.d, #36
asrd	z3.h, p7/m, z3.h, #6
asrd	z29.s, p1/m, z29.s, #8
asrr	z5.b, p3/m, z5.b, z22.b
asrr	z1.d, p2/m, z1.d, z27.d
asrr	z11.h, p2/m, z11.h, z10.h
asrr	z23.s, p3/m, z23.s, z27.s
asr	z2.b, p3/m, z2.b, z27.d
asr	z11.h, p3/m, z11.h, z27.d
asr	z10.s, p3/m, z10.s, z18.d
asr	z6.b, z11.b, z13.d
asr	z28.h, z4.h, z15.d
asr	z27.s, z11.s, z10.d
asr	z0.b, p6/m, z0.b, #5
asr	z26.d, p6/m, z26.d, #54
asr	z7.h, p4/m, z7.h, #5
asr	z18.s, p5/m, z18.s, #31
asr	z21.b, p1/m, z21.b, z6.b
asr	z2.d, p3/m, z2.d, z9.d
asr	z4.h, p0/m, z4.h, z2.h
asr	z15.s, p3/m, z15.s, z27.s
asr	z22.b, z12.b, #7
asr	z4.d, z12.d, #17
asr	z5.h, z29.h, #3
asr	z6.s, z27.s, #17
bics	p6.b, p11/z, p0.b, p9.b
bic	p2.b, p0/z, p9.b, p14.b
bic	z25.b, p0/m, z25.b, z17.b
bic	z20.d, p1/m, z20.d, z20.d
bic	z27.h, p0/m, z27.h, z8.h
bic	z8.s, p1/m, z8.s, z31.s
bic	z29.d, z13.d, z24.d
brkas	p15.b, p0/z, p11.b
brka	p7.b, p12/m, p0.b
brka	p12.b, p12/z, p13.b
brkbs	p0.b, p4/z, p12.b
brkb	p8.b, p12/m, p8.b
brkb	p15.b, p14/z, p5.b
brkn	p5.b, p9/z, p2.b, p5.b
brkns	p1.b, p3/z, p6.b, p1.b
brkpa	p2.b, p4/z, p7.b, p3.b
brkpas	p12.b, p4/z, p0.b, p11.b
brkpb	p8.b, p13/z, p15.b, p11.b
brkpbs	p9.b, p4/z, p5.b, p10.b
clasta	w4, p5, w4, z17.b
clasta	x16, p3, x16, z8.d
clasta	w13, p0, w13, z30.h
clasta	w27, p2, w27, z14.s
clasta	b11, p0, b11, z4.b
clasta	d28, p1, d28, z23.d
clasta	h15, p6, h15, z12.h
clasta	s6, p2, s6, z19.s
clasta	z28.b, p5, z28.b, z24.b
clasta	z11.d, p0, z11.d, z13.d
clasta	z12.h, p7, z12.h, z17.h
clasta	z28.s, p4, z28.s, z6.s
clastb	w3, p5, w3, z7.b
clastb	x5, p0, x5, z12.d
clastb	w6, p3, w6, z1.h
clastb	w30, p2, w30, z21.s
clastb	b18, p0, b18, z5.b
clastb	d5, p5, d5, z15.d
clastb	h10, p1, h10, z11.h
clastb	s21, p2, s21, z24.s
clastb	z24.b, p5, z24.b, z28.b
clastb	z13.d, p5, z13.d, z27.d
clastb	z11.h, p6, z11.h, z5.h
clastb	z2.s, p0, z2.s, z20.s
cls	z16.b, p3/m, z30.b
cls	z2.d, p7/m, z24.d
cls	z8.h, p2/m, z4.h
cls	z6.s, p1/m, z17.s
clz	z26.b, p0/m, z29.b
clz	z21.d, p1/m, z6.d
clz	z19.h, p2/m, z4.h
clz	z21.s, p6/m, z22.s
cmpeq	p12.b, p5/z, z30.b, #-3
cmpeq	p2.d, p3/z, z21.d, #1
cmpeq	p13.h, p7/z, z31.h, #-16
cmpeq	p15.s, p6/z, z4.s, #12
cmpeq	p11.b, p5/z, z20.b, z27.b
cmpeq	p2.d, p2/z, z0.d, z17.d
cmpeq	p11.h, p6/z, z17.h, z24.h
cmpeq	p4.s, p5/z, z29.s, z2.s
cmpeq	p5.b, p4/z, z23.b, z19.d
cmpeq	p12.h, p0/z, z14.h, z28.d
cmpeq	p2.s, p2/z, z30.s, z12.d
cmpge	p7.b, p0/z, z11.b, #9
cmpge	p11.d, p1/z, z20.d, #-10
cmpge	p2.h, p3/z, z14.h, #6
cmpge	p12.s, p3/z, z14.s, #3
cmpge	p13.b, p1/z, z21.b, z22.b
cmpge	p3.d, p1/z, z5.d, z12.d
cmpge	p12.h, p6/z, z11.h, z7.h
cmpge	p10.s, p5/z, z11.s, z17.s
cmpge	p15.b, p4/z, z3.b, z14.d
cmpge	p1.h, p3/z, z15.h, z1.d
cmpge	p0.s, p3/z, z31.s, z17.d
cmpgt	p8.b, p1/z, z20.b, #-2
cmpgt	p15.d, p0/z, z29.d, #2
cmpgt	p1.h, p0/z, z20.h, #2
cmpgt	p2.s, p1/z, z29.s, #-1
cmpgt	p4.b, p1/z, z20.b, z16.b
cmpgt	p5.d, p4/z, z31.d, z26.d
cmpgt	p0.h, p5/z, z10.h, z21.h
cmpgt	p12.s, p7/z, z2.s, z13.s
cmpgt	p13.b, p5/z, z27.b, z31.d
cmpgt	p1.h, p1/z, z6.h, z31.d
cmpgt	p2.s, p7/z, z31.s, z13.d
cmphi	p10.b, p0/z, z4.b, #127
cmphi	p14.d, p7/z, z22.d, #38
cmphi	p10.h, p6/z, z28.h, #109
cmphi	p0.s, p5/z, z0.s, #73
cmphi	p10.b, p6/z, z25.b, z26.b
cmphi	p11.d, p4/z, z9.d, z0.d
cmphi	p4.h, p6/z, z15.h, z30.h
cmphi	p11.s, p3/z, z10.s, z17.s
cmphi	p2.b, p5/z, z31.b, z22.d
cmphi	p6.h, p4/z, z31.h, z20.d
cmphi	p15.s, p7/z, z6.s, z22.d
cmphs	p14.b, p1/z, z5.b, #83
cmphs	p8.d, p1/z, z9.d, #88
cmphs	p4.h, p3/z, z1.h, #19
cmphs	p11.s, p4/z, z28.s, #92
cmphs	p12.b, p1/z, z0.b, z8.b
cmphs	p4.d, p4/z, z14.d, z27.d
cmphs	p2.h, p5/z, z28.h, z12.h
cmphs	p10.s, p3/z, z27.s, z10.s
cmphs	p5.b, p2/z, z2.b, z11.d
cmphs	p6.h, p0/z, z18.h, z22.d
cmphs	p13.s, p2/z, z30.s, z7.d
cmple	p6.b, p1/z, z17.b, #-1
cmple	p5.d, p3/z, z4.d, #-7
cmple	p8.h, p0/z, z7.h, #13
cmple	p7.s, p7/z, z13.s, #-15
cmple	p7.b, p2/z, z5.b, z24.d
cmple	p12.h, p6/z, z3.h, z20.d
cmple	p12.s, p6/z, z21.s, z28.d
cmplo	p0.b, p2/z, z27.b, #1
cmplo	p15.d, p6/z, z6.d, #89
cmplo	p11.h, p7/z, z28.h, #36
cmplo	p15.s, p6/z, z23.s, #0
cmplo	p8.b, p5/z, z11.b, z19.d
cmplo	p12.h, p2/z, z30.h, z15.d
cmplo	p14.s, p6/z, z2.s, z27.d
cmpls	p6.b, p6/z, z0.b, #5
cmpls	p2.d, p3/z, z31.d, #88
cmpls	p13.h, p7/z, z14.h, #116
cmpls	p11.s, p7/z, z9.s, #74
cmpls	p4.b, p1/z, z1.b, z2.d
cmpls	p10.h, p1/z, z20.h, z18.d
cmpls	p12.s, p6/z, z27.s, z26.d
cmplt	p3.b, p4/z, z10.b, #3
cmplt	p13.d, p2/z, z28.d, #-1
cmplt	p4.h, p5/z, z25.h, #7
cmplt	p4.s, p1/z, z26.s, #12
cmplt	p8.b, p3/z, z10.b, z5.d
cmplt	p0.h, p7/z, z10.h, z29.d
cmplt	p14.s, p6/z, z25.s, z0.d
cmpne	p8.b, p3/z, z14.b, #-2
cmpne	p0.d, p2/z, z23.d, #-11
cmpne	p1.h, p7/z, z10.h, #-4
cmpne	p5.s, p5/z, z27.s, #1
cmpne	p1.b, p1/z, z22.b, z24.b
cmpne	p11.d, p3/z, z14.d, z0.d
cmpne	p14.h, p0/z, z8.h, z29.h
cmpne	p3.s, p5/z, z28.s, z29.s
cmpne	p1.b, p4/z, z15.b, z24.d
cmpne	p15.h, p7/z, z20.h, z29.d
cmpne	p10.s, p6/z, z27.s, z5.d
cnot	z12.b, p1/m, z31.b
cnot	z5.d, p5/m, z17.d
cnot	z3.h, p0/m, z30.h
cnot	z29.s, p6/m, z9.s
cntb	x30, vl256, mul #1
cntd	x5, vl64, mul #6
cnth	x11, vl64, mul #9
cntp	x29, p6, p8.b
cntp	x0, p12, p1.d
cntp	x24, p7, p5.h
cntp	x22, p10, p4.s
cntw	x28, all, mul #1
cnt	z20.b, p4/m, z31.b
cnt	z22.d, p0/m, z24.d
cnt	z22.h, p7/m, z1.h
cnt	z9.s, p7/m, z1.s
cpy	z16.b, p3/m, #-74
cpy	z5.d, p1/m, #-114
cpy	z18.h, p5/m, #82
cpy	z31.s, p11/m, #-256
cpy	z16.b, p4/m, w18
cpy	z1.d, p7/m, x0
cpy	z19.h, p6/m, w1
cpy	z28.s, p7/m, w6
cpy	z18.b, p2/m, b9
cpy	z29.d, p5/m, d9
cpy	z17.h, p0/m, h13
cpy	z31.s, p7/m, s16
cpy	z17.b, p12/z, #0
cpy	z12.d, p6/z, #3072
cpy	z29.h, p7/z, #62
cpy	z29.s, p9/z, #2560
ctermeq	w8, w26
ctermeq	x25, x18
ctermne	w14, w2
ctermne	x8, x9
decb	x13, all, mul #1
decd	x7, vl7, mul #1
decd	z6.d, vl4, mul #8
dech	x18, mul4, mul #3
dech	z3.h, all, mul #1
decp	x4, p15.b
decp	x8, p4.d
decp	x7, p13.h
decp	x15, p2.s
decp	z26.d, p3.d
decp	z5.h, p14.h
decp	z15.s, p7.s
decw	x8, #16, mul #14
decw	z13.s, pow2, mul #1
dupm	z19.d, #0xf8
dup	z7.b, #88
dup	z22.d, #13312
dup	z14.h, #-87
dup	z31.s, #-79
dup	z10.b, w19
dup	z26.d, x17
dup	z31.h, w20
dup	z27.s, w25
dup	z29.q, z27.q[0]
dup	z11.h, z8.h[0]
dup	z27.s, z9.s[11]
dup	z5.d, z18.d[0]
dup	z12.b, z21.b[0]
eors	p11.b, p6/z, p8.b, p7.b
eorv	b5, p0, z7.b
eorv	d13, p0, z7.d
eorv	h22, p6, z28.h
eorv	s20, p3, z23.s
eor	p12.b, p8/z, p13.b, p6.b
eor	z30.d, z30.d, #0x4000000
eor	z14.b, p7/m, z14.b, z30.b
eor	z23.d, p4/m, z23.d, z17.d
eor	z18.h, p7/m, z18.h, z18.h
eor	z1.s, p3/m, z1.s, z24.s
eor	z2.d, z9.d, z12.d
ext	z14.b, z14.b, z6.b, #255
fabd	z18.d, p3/m, z18.d, z0.d
fabd	z16.h, p5/m, z16.h, z0.h
fabd	z8.s, p7/m, z8.s, z9.s
fabs	z11.d, p4/m, z17.d
fabs	z26.h, p0/m, z8.h
fabs	z5.s, p5/m, z30.s
facge	p14.d, p5/z, z28.d, z10.d
facge	p4.h, p7/z, z12.h, z19.h
facge	p6.s, p1/z, z0.s, z18.s
facgt	p12.d, p4/z, z24.d, z29.d
facgt	p13.h, p4/z, z3.h, z1.h
facgt	p13.s, p7/z, z15.s, z4.s
faddv	d21, p5, z3.d
faddv	h23, p2, z7.h
faddv	s14, p1, z9.s
fadd	z30.d, p1/m, z30.d, #1.0
fadd	z19.h, p2/m, z19.h, #1.0
fadd	z19.s, p3/m, z19.s, #0.5
fadd	z23.d, p2/m, z23.d, z20.d
fadd	z7.h, p2/m, z7.h, z10.h
fadd	z23.s, p1/m, z23.s, z2.s
fadd	z25.d, z1.d, z13.d
fadd	z0.h, z27.h, z28.h
fadd	z11.s, z12.s, z16.s
fcadd	z26.d, p1/m, z26.d, z7.d, #90
fcadd	z10.h, p3/m, z10.h, z4.h, #270
fcadd	z9.s, p4/m, z9.s, z9.s, #270
fcmeq	p13.d, p7/z, z5.d, #0.0
fcmeq	p14.h, p5/z, z15.h, #0.0
fcmeq	p7.s, p5/z, z23.s, #0.0
fcmeq	p2.d, p6/z, z26.d, z18.d
fcmeq	p15.h, p7/z, z2.h, z6.h
fcmeq	p1.s, p0/z, z3.s, z8.s
fcmge	p6.d, p1/z, z31.d, #0.0
fcmge	p12.h, p1/z, z8.h, #0.0
fcmge	p15.s, p4/z, z29.s, #0.0
fcmge	p8.d, p6/z, z16.d, z14.d
fcmge	p4.h, p3/z, z6.h, z8.h
fcmge	p10.s, p1/z, z24.s, z11.s
fcmgt	p11.d, p6/z, z0.d, #0.0
fcmgt	p5.h, p5/z, z11.h, #0.0
fcmgt	p8.s, p5/z, z6.s, #0.0
fcmgt	p6.d, p3/z, z7.d, z5.d
fcmgt	p9.h, p5/z, z10.h, z28.h
fcmgt	p2.s, p3/z, z11.s, z13.s
fcmla	z23.h, z6.h, z3.h[0], #0
fcmla	z18.s, z23.s, z7.s[0], #0
fcmla	z8.d, p1/m, z24.d, z28.d, #0
fcmla	z16.h, p2/m, z25.h, z0.h, #0
fcmla	z1.s, p3/m, z12.s, z8.s, #180
fcmle	p11.d, p0/z, z19.d, #0.0
fcmle	p12.h, p0/z, z30.h, #0.0
fcmle	p2.s, p7/z, z6.s, #0.0
fcmlt	p2.d, p6/z, z2.d, #0.0
fcmlt	p8.h, p3/z, z16.h, #0.0
fcmlt	p11.s, p4/z, z16.s, #0.0
fcmne	p10.d, p0/z, z28.d, #0.0
fcmne	p11.h, p2/z, z17.h, #0.0
fcmne	p0.s, p4/z, z9.s, #0.0
fcmne	p9.d, p6/z, z5.d, z20.d
fcmne	p14.h, p2/z, z25.h, z25.h
fcmne	p12.s, p2/z, z3.s, z0.s
fcmuo	p2.d, p6/z, z3.d, z19.d
fcmuo	p9.h, p4/z, z15.h, z18.h
fcmuo	p11.s, p7/z, z24.s, z0.s
fcpy	z15.d, p2/m, #29.00000000
fcpy	z21.h, p5/m, #-20.00000000
fcpy	z24.s, p11/m, #10.00000000
fcvtzs	z25.d, p5/m, z1.d
fcvtzs	z15.d, p5/m, z8.h
fcvtzs	z19.d, p2/m, z0.s
fcvtzs	z5.h, p6/m, z31.h
fcvtzs	z28.s, p5/m, z14.d
fcvtzs	z8.s, p2/m, z31.h
fcvtzs	z22.s, p4/m, z6.s
fcvtzu	z21.d, p2/m, z4.d
fcvtzu	z14.d, p2/m, z23.h
fcvtzu	z7.d, p5/m, z11.s
fcvtzu	z5.h, p1/m, z26.h
fcvtzu	z27.s, p4/m, z9.d
fcvtzu	z2.s, p1/m, z18.h
fcvtzu	z2.s, p1/m, z6.s
fcvt	z21.d, p7/m, z14.h
fcvt	z30.d, p6/m, z1.s
fcvt	z20.h, p3/m, z10.d
fcvt	z31.h, p7/m, z27.s
fcvt	z23.s, p5/m, z4.d
fcvt	z9.s, p7/m, z31.h
fdivr	z20.d, p0/m, z20.d, z11.d
fdivr	z24.h, p5/m, z24.h, z15.h
fdivr	z24.s, p1/m, z24.s, z28.s
fdiv	z13.d, p7/m, z13.d, z10.d
fdiv	z27.h, p4/m, z27.h, z24.h
fdiv	z25.s, p3/m, z25.s, z18.s
fdup	z6.d, #-0.62500000
fdup	z5.h, #29.00000000
fdup	z5.s, #15.00000000
fmad	z2.d, p3/m, z28.d, z3.d
fmad	z7.h, p7/m, z24.h, z29.h
fmad	z5.s, p6/m, z10.s, z13.s
fmaxnmv	d17, p0, z25.d
fmaxnmv	h29, p7, z19.h
fmaxnmv	s5, p6, z21.s
fmaxnm	z27.d, p0/m, z27.d, #1.0
fmaxnm	z30.h, p3/m, z30.h, #1.0
fmaxnm	z16.s, p5/m, z16.s, #0.0
fmaxnm	z17.d, p5/m, z17.d, z12.d
fmaxnm	z0.h, p2/m, z0.h, z31.h
fmaxnm	z10.s, p1/m, z10.s, z0.s
fmaxv	d22, p3, z7.d
fmaxv	h8, p3, z14.h
fmaxv	s9, p5, z25.s
fmax	z11.d, p1/m, z11.d, #0.0
fmax	z26.h, p6/m, z26.h, #0.0
fmax	z14.s, p1/m, z14.s, #1.0
fmax	z6.d, p0/m, z6.d, z29.d
fmax	z3.h, p0/m, z3.h, z0.h
fmax	z26.s, p1/m, z26.s, z23.s
fminnmv	d21, p6, z26.d
fminnmv	h19, p7, z9.h
fminnmv	s28, p7, z7.s
fminnm	z23.d, p1/m, z23.d, #1.0
fminnm	z27.h, p1/m, z27.h, #0.0
fminnm	z14.s, p3/m, z14.s, #1.0
fminnm	z22.d, p3/m, z22.d, z31.d
fminnm	z3.h, p0/m, z3.h, z26.h
fminnm	z16.s, p6/m, z16.s, z4.s
fminv	d3, p2, z16.d
fminv	h22, p2, z8.h
fminv	s31, p3, z29.s
fmin	z12.d, p6/m, z12.d, #0.0
fmin	z18.h, p2/m, z18.h, #0.0
fmin	z5.s, p0/m, z5.s, #0.0
fmin	z27.d, p5/m, z27.d, z12.d
fmin	z13.h, p5/m, z13.h, z16.h
fmin	z31.s, p4/m, z31.s, z17.s
fmla	z16.d, z22.d, z8.d[0]
fmla	z11.h, z17.h, z0.h[3]
fmla	z4.s, z8.s, z7.s[3]
fmla	z27.d, p7/m, z28.d, z0.d
fmla	z15.h, p4/m, z23.h, z30.h
fmla	z20.s, p3/m, z21.s, z9.s
fmls	z10.d, z30.d, z1.d[0]
fmls	z28.h, z14.h, z3.h[1]
fmls	z22.s, z22.s, z5.s[1]
fmls	z14.d, p6/m, z8.d, z24.d
fmls	z17.h, p6/m, z14.h, z9.h
fmls	z3.s, p5/m, z11.s, z0.s
fmsb	z12.d, p1/m, z8.d, z22.d
fmsb	z5.h, p5/m, z2.h, z8.h
fmsb	z4.s, p4/m, z18.s, z28.s
fmulx	z21.d, p4/m, z21.d, z20.d
fmulx	z4.h, p5/m, z4.h, z3.h
fmulx	z30.s, p3/m, z30.s, z13.s
fmul	z6.d, p5/m, z6.d, #0.5
fmul	z20.h, p7/m, z20.h, #2.0
fmul	z16.s, p6/m, z16.s, #2.0
fmul	z6.d, p6/m, z6.d, z12.d
fmul	z15.h, p7/m, z15.h, z8.h
fmul	z27.s, p6/m, z27.s, z16.s
fmul	z18.d, z23.d, z8.d[1]
fmul	z1.h, z29.h, z0.h[4]
fmul	z19.s, z5.s, z4.s[0]
fmul	z24.d, z10.d, z4.d
fmul	z3.h, z19.h, z17.h
fmul	z28.s, z13.s, z6.s
fneg	z0.d, p0/m, z31.d
fneg	z12.h, p6/m, z8.h
fneg	z24.s, p7/m, z16.s
fnmad	z5.d, p2/m, z27.d, z5.d
fnmad	z30.h, p2/m, z30.h, z27.h
fnmad	z3.s, p5/m, z16.s, z2.s
fnmla	z26.d, p5/m, z20.d, z27.d
fnmla	z5.h, p6/m, z18.h, z11.h
fnmla	z12.s, p2/m, z11.s, z8.s
fnmls	z2.d, p2/m, z5.d, z14.d
fnmls	z1.h, p1/m, z2.h, z8.h
fnmls	z7.s, p2/m, z12.s, z29.s
fnmsb	z30.d, p0/m, z23.d, z8.d
fnmsb	z9.h, p0/m, z9.h, z26.h
fnmsb	z28.s, p3/m, z20.s, z3.s
frecpe	z9.d, z18.d
frecpe	z19.h, z29.h
frecpe	z22.s, z17.s
frecps	z18.d, z14.d, z21.d
frecps	z10.h, z12.h, z18.h
frecps	z25.s, z20.s, z12.s
frecpx	z10.d, p3/m, z16.d
frecpx	z7.h, p5/m, z21.h
frecpx	z21.s, p1/m, z24.s
frinta	z2.d, p4/m, z28.d
frinta	z24.h, p4/m, z11.h
frinta	z1.s, p5/m, z23.s
frinti	z16.d, p6/m, z18.d
frinti	z0.h, p7/m, z16.h
frinti	z31.s, p6/m, z23.s
frintm	z27.d, p3/m, z10.d
frintm	z15.h, p3/m, z17.h
frintm	z12.s, p3/m, z3.s
frintn	z6.d, p4/m, z12.d
frintn	z14.h, p5/m, z4.h
frintn	z27.s, p1/m, z20.s
frintp	z5.d, p1/m, z31.d
frintp	z0.h, p1/m, z23.h
frintp	z13.s, p6/m, z12.s
frintx	z30.d, p7/m, z18.d
frintx	z16.h, p3/m, z7.h
frintx	z20.s, p3/m, z29.s
frintz	z29.d, p5/m, z28.d
frintz	z10.h, p6/m, z29.h
frintz	z31.s, p0/m, z9.s
frsqrte	z3.d, z3.d
frsqrte	z19.h, z5.h
frsqrte	z15.s, z14.s
frsqrts	z19.d, z19.d, z31.d
frsqrts	z9.h, z4.h, z17.h
frsqrts	z11.s, z6.s, z22.s
fscale	z9.d, p2/m, z9.d, z10.d
fscale	z21.h, p1/m, z21.h, z31.h
fscale	z27.s, p7/m, z27.s, z3.s
fsqrt	z26.d, p0/m, z8.d
fsqrt	z6.h, p6/m, z20.h
fsqrt	z2.s, p5/m, z12.s
fsubr	z21.d, p5/m, z21.d, #1.0
fsubr	z1.h, p0/m, z1.h, #1.0
fsubr	z30.s, p7/m, z30.s, #0.5
fsubr	z4.d, p0/m, z4.d, z7.d
fsubr	z16.h, p2/m, z16.h, z22.h
fsubr	z0.s, p3/m, z0.s, z20.s
fsub	z0.d, p5/m, z0.d, #0.5
fsub	z12.h, p3/m, z12.h, #1.0
fsub	z1.s, p0/m, z1.s, #1.0
fsub	z5.d, p6/m, z5.d, z5.d
fsub	z18.h, p7/m, z18.h, z16.h
fsub	z21.s, p2/m, z21.s, z16.s
fsub	z8.d, z22.d, z20.d
fsub	z30.h, z2.h, z6.h
fsub	z16.s, z5.s, z21.s
incb	x19, vl7, mul #5
incd	x11, #27, mul #10
incd	z10.d, pow2, mul #1
inch	x2, vl5, mul #3
inch	z10.h, vl3, mul #1
incp	x13, p12.b
incp	x26, p10.d
incp	x11, p8.h
incp	x17, p15.s
incp	z28.d, p3.d
incp	z30.h, p7.h
incp	z26.s, p15.s
incw	x26, #22, mul #6
incw	z26.s, vl2, mul #6
index	z28.b, #10, #-11
index	z22.d, #-1, #1
index	z3.h, #11, #2
index	z15.s, #7, #-15
index	z26.b, w3, #-1
index	z4.d, x24, #6
index	z29.h, w23, #15
index	z6.s, w0, #-3
index	z22.b, #15, w15
index	z17.d, #-7, x18
index	z16.h, #-11, w23
index	z23.s, #-2, w7
index	z3.b, w8, w22
index	z0.d, x27, x25
index	z23.h, w27, w9
index	z14.s, w13, w22
insr	z6.b, w2
insr	z4.d, x17
insr	z15.h, w20
insr	z30.s, w9
insr	z19.b, b20
insr	z7.d, d8
insr	z13.h, h13
insr	z24.s, s21
lasta	w1, p1, z10.b
lasta	x12, p3, z7.d
lasta	w9, p2, z13.h
lasta	w13, p1, z4.s
lasta	b27, p7, z21.b
lasta	d30, p7, z17.d
lasta	h10, p3, z17.h
lasta	s14, p0, z23.s
lastb	w15, p0, z2.b
lastb	x12, p1, z7.d
lastb	w2, p6, z6.h
lastb	w1, p6, z24.s
lastb	b3, p1, z5.b
lastb	d4, p3, z20.d
lastb	h1, p1, z17.h
lastb	s22, p4, z12.s
ld1b	{ z14.b }, p7/z, [x30, #-6, mul vl]
ld1b	{ z10.b }, p5/z, [x20, x13]
ld1b	{ z1.d }, p5/z, [x7, #0, mul vl]
ld1b	{ z12.d }, p5/z, [x11, x25]
ld1b	{ z11.h }, p4/z, [x19, #2, mul vl]
ld1b	{ z11.h }, p2/z, [x4, x21]
ld1b	{ z14.s }, p4/z, [x18, #7, mul vl]
ld1b	{ z31.s }, p6/z, [x26, x15]
ld1d	{ z16.d }, p2/z, [x15, #0, mul vl]
ld1d	{ z2.d }, p6/z, [x21, x15, lsl #3]
ld1h	{ z3.d }, p1/z, [x16, #1, mul vl]
ld1h	{ z20.d }, p2/z, [x7, x1, lsl #1]
ld1h	{ z17.h }, p7/z, [x0, #-2, mul vl]
ld1h	{ z16.h }, p4/z, [x28, x15, lsl #1]
ld1h	{ z19.s }, p4/z, [x14, #1, mul vl]
ld1h	{ z25.s }, p3/z, [x26, x3, lsl #1]
ld1rb	{ z3.b }, p1/z, [x29, #0]
ld1rb	{ z14.d }, p5/z, [x0, #0]
ld1rb	{ z15.h }, p1/z, [x27, #0]
ld1rb	{ z10.s }, p2/z, [x19, #34]
ld1rd	{ z2.d }, p5/z, [sp, #304]
ld1rh	{ z22.d }, p1/z, [x16, #84]
ld1rh	{ z9.h }, p6/z, [x1, #0]
ld1rh	{ z18.s }, p7/z, [x17, #0]
ld1rqb	{ z16.b }, p0/z, [x6, #-16]
ld1rqb	{ z7.b }, p6/z, [x4, x2]
ld1rqd	{ z13.d }, p3/z, [x22, #0]
ld1rqd	{ z2.d }, p2/z, [sp, x19, lsl #3]
ld1rqh	{ z19.h }, p3/z, [x11, #-64]
ld1rqh	{ z23.h }, p6/z, [x18, x12, lsl #1]
ld1rqw	{ z14.s }, p7/z, [x18, #-128]
ld1rqw	{ z16.s }, p5/z, [x28, x10, lsl #2]
ld1rsb	{ z10.d }, p2/z, [x2, #0]
ld1rsb	{ z1.h }, p4/z, [x15, #0]
ld1rsb	{ z7.s }, p6/z, [x2, #0]
ld1rsh	{ z4.d }, p3/z, [x12, #112]
ld1rsh	{ z24.s }, p6/z, [x6, #0]
ld1rsw	{ z1.d }, p0/z, [x15, #36]
ld1rw	{ z21.d }, p3/z, [x5, #0]
ld1rw	{ z26.s }, p5/z, [x6, #40]
ld1sb	{ z21.d }, p0/z, [x20, #-4, mul vl]
ld1sb	{ z10.d }, p2/z, [x6, x11]
ld1sb	{ z31.h }, p7/z, [x30, #3, mul vl]
ld1sb	{ z7.h }, p4/z, [x10, x1]
ld1sb	{ z8.s }, p0/z, [x1, #-1, mul vl]
ld1sb	{ z7.s }, p5/z, [x22, x24]
ld1sh	{ z24.d }, p3/z, [x28, #-3, mul vl]
ld1sh	{ z14.d }, p1/z, [x30, x29, lsl #1]
ld1sh	{ z1.s }, p7/z, [x11, #3, mul vl]
ld1sh	{ z21.s }, p6/z, [x28, x25, lsl #1]
ld1sw	{ z19.d }, p5/z, [x28, #5, mul vl]
ld1sw	{ z10.d }, p3/z, [x12, x4, lsl #2]
ld1w	{ z21.d }, p4/z, [x22, #0, mul vl]
ld1w	{ z6.d }, p2/z, [x11, x7, lsl #2]
ld1w	{ z13.s }, p2/z, [x12, #-1, mul vl]
ld1w	{ z0.s }, p7/z, [x25, x9, lsl #2]
ld2b	{ z25.b, z26.b }, p0/z, [x6, #0, mul vl]
ld2b	{ z25.b, z26.b }, p3/z, [x0, x27]
ld2d	{ z23.d, z24.d }, p2/z, [x11, #14, mul vl]
ld2d	{ z16.d, z17.d }, p6/z, [x26, x10, lsl #3]
ld2h	{ z24.h, z25.h }, p4/z, [x13, #-16, mul vl]
ld2h	{ z0.h, z1.h }, p6/z, [x18, x13, lsl #1]
ld2w	{ z15.s, z16.s }, p6/z, [x19, #10, mul vl]
ld2w	{ z8.s, z9.s }, p2/z, [x11, x9, lsl #2]
ld3b	{ z2.b - z4.b }, p3/z, [x22, #-21, mul vl]
ld3b	{ z6.b - z8.b }, p6/z, [x27, x25]
ld3d	{ z4.d - z6.d }, p0/z, [x20, #21, mul vl]
ld3d	{ z15.d - z17.d }, p5/z, [x27, x10, lsl #3]
ld3h	{ z3.h - z5.h }, p4/z, [x19, #0, mul vl]
ld3h	{ z7.h - z9.h }, p6/z, [x25, x1, lsl #1]
ld3w	{ z14.s - z16.s }, p2/z, [x5, #9, mul vl]
ld3w	{ z0.s - z2.s }, p0/z, [x10, x22, lsl #2]
ld4b	{ z10.b - z13.b }, p3/z, [x30, #0, mul vl]
ld4b	{ z8.b - z11.b }, p5/z, [x21, x0]
ld4d	{ z28.d - z31.d }, p1/z, [x5, #-28, mul vl]
ld4d	{ z6.d - z9.d }, p2/z, [x23, x27, lsl #3]
ld4h	{ z0.h - z3.h }, p4/z, [x25, #0, mul vl]
ld4h	{ z2.h - z5.h }, p0/z, [x18, x24, lsl #1]
ld4w	{ z4.s - z7.s }, p1/z, [x28, #16, mul vl]
ld4w	{ z11.s - z14.s }, p3/z, [sp, x3, lsl #2]
ldnt1b	{ z25.b }, p7/z, [x30, #0, mul vl]
ldnt1b	{ z18.b }, p7/z, [x0, x14]
ldnt1d	{ z31.d }, p5/z, [x30, #-5, mul vl]
ldnt1d	{ z16.d }, p4/z, [x22, x10, lsl #3]
ldnt1h	{ z28.h }, p1/z, [x26, #-5, mul vl]
ldnt1h	{ z30.h }, p7/z, [x7, x0, lsl #1]
ldnt1w	{ z1.s }, p3/z, [x22, #5, mul vl]
ldnt1w	{ z8.s }, p4/z, [x13, x14, lsl #2]
ldr	p15, [x9, #0, mul vl]
ldr	z17, [x7, #-70, mul vl]
lslr	z20.b, p6/m, z20.b, z27.b
lslr	z13.d, p4/m, z13.d, z10.d
lslr	z19.h, p2/m, z19.h, z5.h
lslr	z6.s, p3/m, z6.s, z27.s
lsl	z24.b, p1/m, z24.b, z14.d
lsl	z5.h, p7/m, z5.h, z23.d
lsl	z12.s, p7/m, z12.s, z14.d
lsl	z11.b, z26.b, z5.d
lsl	z2.h, z21.h, z18.d
lsl	z11.s, z20.s, z21.d
lsl	z9.b, p5/m, z9.b, #4
lsl	z8.d, p0/m, z8.d, #29
lsl	z13.h, p3/m, z13.h, #1
lsl	z25.s, p1/m, z25.s, #16
lsl	z9.b, p1/m, z9.b, z29.b
lsl	z29.d, p2/m, z29.d, z22.d
lsl	z29.h, p5/m, z29.h, z18.h
lsl	z27.s, p7/m, z27.s, z31.s
lsl	z16.b, z7.b, #0
lsl	z9.d, z24.d, #48
lsl	z18.h, z6.h, #10
lsl	z6.s, z20.s, #16
lsrr	z6.b, p2/m, z6.b, z7.b
lsrr	z27.d, p5/m, z27.d, z25.d
lsrr	z1.h, p3/m, z1.h, z0.h
lsrr	z4.s, p4/m, z4.s, z5.s
lsr	z31.b, p2/m, z31.b, z9.d
lsr	z18.h, p3/m, z18.h, z24.d
lsr	z11.s, p0/m, z11.s, z8.d
lsr	z31.b, z25.b, z1.d
lsr	z17.h, z27.h, z10.d
lsr	z20.s, z7.s, z10.d
lsr	z29.b, p4/m, z29.b, #8
lsr	z12.d, p6/m, z12.d, #1
lsr	z10.h, p6/m, z10.h, #11
lsr	z24.s, p5/m, z24.s, #4
lsr	z0.b, p4/m, z0.b, z9.b
lsr	z31.d, p6/m, z31.d, z25.d
lsr	z6.h, p3/m, z6.h, z26.h
lsr	z25.s, p3/m, z25.s, z17.s
lsr	z2.b, z15.b, #3
lsr	z18.d, z3.d, #19
lsr	z8.h, z6.h, #10
lsr	z10.s, z15.s, #14
mad	z28.b, p0/m, z10.b, z21.b
mad	z26.d, p3/m, z28.d, z1.d
mad	z18.h, p7/m, z17.h, z25.h
mad	z13.s, p7/m, z12.s, z4.s
mla	z23.b, p5/m, z27.b, z23.b
mla	z24.d, p3/m, z13.d, z5.d
mla	z19.h, p3/m, z25.h, z17.h
mla	z10.s, p4/m, z10.s, z6.s
mls	z21.b, p1/m, z30.b, z24.b
mls	z26.d, p1/m, z7.d, z1.d
mls	z8.h, p7/m, z7.h, z22.h
mls	z27.s, p3/m, z22.s, z12.s
msb	z11.b, p1/m, z4.b, z24.b
msb	z6.d, p0/m, z5.d, z21.d
msb	z7.h, p4/m, z26.h, z19.h
msb	z2.s, p5/m, z3.s, z14.s
mul	z21.b, z21.b, #-128
mul	z26.d, z26.d, #20
mul	z30.h, z30.h, #109
mul	z3.s, z3.s, #-46
mul	z26.b, p0/m, z26.b, z26.b
mul	z27.d, p5/m, z27.d, z17.d
mul	z4.h, p2/m, z4.h, z7.h
mul	z20.s, p2/m, z20.s, z26.s
nands	p7.b, p7/z, p11.b, p6.b
nand	p0.b, p5/z, p12.b, p13.b
neg	z25.b, p7/m, z29.b
neg	z11.d, p3/m, z30.d
neg	z8.h, p1/m, z26.h
neg	z28.s, p0/m, z7.s
nors	p4.b, p15/z, p5.b, p6.b
nor	p8.b, p14/z, p0.b, p15.b
not	z14.b, p5/m, z17.b
not	z28.d, p6/m, z24.d
not	z27.h, p6/m, z29.h
not	z29.s, p1/m, z5.s
orns	p11.b, p14/z, p5.b, p4.b
orn	p8.b, p8/z, p4.b, p15.b
orrs	p0.b, p0/z, p0.b, p0.b
orr	p10.b, p8/z, p8.b, p8.b
orr	z6.d, z6.d, #0x1fffffffffe00000
orr	z0.b, p7/m, z0.b, z15.b
orr	z19.d, p4/m, z19.d, z10.d
orr	z12.h, p2/m, z12.h, z21.h
orr	z5.s, p0/m, z5.s, z7.s
orr	z14.d, z0.d, z7.d
orv	b2, p6, z19.b
orv	d26, p5, z30.d
orv	h25, p6, z27.h
orv	s8, p0, z13.s
pfalse	p12.b
pfirst	p10.b, p1, p10.b
pnext	p15.b, p0, p15.b
pnext	p0.d, p9, p0.d
pnext	p14.h, p8, p14.h
pnext	p11.s, p15, p11.s
prfb	pldl3keep, p3, [x10, #4, mul vl]
prfb	pldl2strm, p7, [x25, x26]
prfd	pldl1keep, p1, [sp, #-24, mul vl]
prfd	pldl1keep, p3, [x9, x20, lsl #3]
prfh	pldl2keep, p4, [x30, #0, mul vl]
prfh	pstl2strm, p7, [x23, x25, lsl #1]
prfw	pldl3keep, p5, [x30, #0, mul vl]
prfw	pldl2strm, p1, [x27, x10, lsl #2]
ptest	p0, p0.b
ptrues	p0.b, vl256
ptrues	p2.d, #25
ptrues	p11.h, vl5
ptrues	p5.s, all
ptrue	p15.b, #27
ptrue	p7.d, pow2
ptrue	p11.h, vl32
ptrue	p14.s, vl256
punpkhi	p8.h, p14.b
punpklo	p3.h, p12.b
rbit	z5.b, p1/m, z29.b
rbit	z6.d, p3/m, z16.d
rbit	z17.h, p2/m, z22.h
rbit	z28.s, p2/m, z17.s
rdvl	x0, #31
revb	z27.d, p6/m, z31.d
revb	z12.h, p4/m, z19.h
revb	z20.s, p4/m, z19.s
revh	z22.d, p2/m, z30.d
revh	z6.s, p2/m, z1.s
revw	z12.d, p1/m, z24.d
rev	p13.b, p0.b
rev	p13.d, p11.d
rev	p4.h, p14.h
rev	p1.s, p0.s
rev	z7.b, z31.b
rev	z11.d, z8.d
rev	z5.h, z1.h
rev	z1.s, z6.s
sabd	z5.b, p2/m, z5.b, z30.b
sabd	z2.d, p0/m, z2.d, z12.d
sabd	z3.h, p5/m, z3.h, z28.h
sabd	z15.s, p2/m, z15.s, z30.s
saddv	d28, p2, z27.b
saddv	d2, p1, z11.h
saddv	d6, p6, z12.s
scvtf	z13.d, p6/m, z15.d
scvtf	z23.d, p4/m, z12.s
scvtf	z14.h, p1/m, z16.d
scvtf	z23.h, p6/m, z23.h
scvtf	z26.h, p5/m, z26.s
scvtf	z20.s, p6/m, z27.d
scvtf	z18.s, p1/m, z31.s
sdivr	z24.d, p1/m, z24.d, z18.d
sdivr	z1.s, p3/m, z1.s, z23.s
sdiv	z3.d, p4/m, z3.d, z3.d
sdiv	z11.s, p0/m, z11.s, z8.s
sdot	z14.d, z7.h, z4.h[0]
sdot	z18.s, z24.b, z4.b[0]
sdot	z1.d, z13.h, z31.h
sdot	z4.s, z29.b, z10.b
sel	p14.b, p10, p11.b, p4.b
sel	z10.b, p1, z25.b, z7.b
sel	z14.d, p1, z15.d, z18.d
sel	z7.h, p14, z8.h, z7.h
sel	z12.s, p4, z26.s, z12.s
smaxv	b5, p5, z24.b
smaxv	d11, p2, z19.d
smaxv	h25, p5, z27.h
smaxv	s31, p3, z6.s
smax	z11.b, z11.b, #61
smax	z24.d, z24.d, #-108
smax	z16.h, z16.h, #-63
smax	z13.s, z13.s, #-20
smax	z13.b, p3/m, z13.b, z22.b
smax	z26.d, p3/m, z26.d, z30.d
smax	z13.h, p1/m, z13.h, z12.h
smax	z18.s, p3/m, z18.s, z31.s
sminv	b14, p2, z31.b
sminv	d21, p0, z17.d
sminv	h4, p7, z17.h
sminv	s12, p2, z30.s
smin	z25.b, z25.b, #-11
smin	z30.d, z30.d, #-87
smin	z17.h, z17.h, #-1
smin	z14.s, z14.s, #-55
smin	z3.b, p5/m, z3.b, z1.b
smin	z22.d, p6/m, z22.d, z1.d
smin	z12.h, p6/m, z12.h, z23.h
smin	z14.s, p1/m, z14.s, z26.s
smulh	z24.b, p7/m, z24.b, z10.b
smulh	z6.d, p7/m, z6.d, z10.d
smulh	z23.h, p4/m, z23.h, z30.h
smulh	z27.s, p4/m, z27.s, z11.s
splice	z21.b, p3, z21.b, z9.b
splice	z26.d, p7, z26.d, z29.d
splice	z18.h, p4, z18.h, z21.h
splice	z24.s, p3, z24.s, z26.s
sqadd	z13.b, z13.b, #112
sqadd	z27.d, z27.d, #18
sqadd	z23.h, z23.h, #60928
sqadd	z25.s, z25.s, #173
sqadd	z28.b, z2.b, z21.b
sqadd	z4.d, z2.d, z23.d
sqadd	z8.h, z24.h, z25.h
sqadd	z18.s, z28.s, z31.s
sqdecb	x10, w10, all, mul #1
sqdecb	x9, vl64, mul #10
sqdecd	x19, w19, #26, mul #9
sqdecd	x10, vl1, mul #1
sqdecd	z21.d, all, mul #1
sqdech	xzr, wzr, vl2, mul #9
sqdech	x8, mul4, mul #6
sqdech	z20.h, vl3, mul #4
sqdecp	x10, p14.b, w10
sqdecp	x1, p2.d, w1
sqdecp	x25, p11.h, w25
sqdecp	x0, p5.s, w0
sqdecp	x2, p3.b
sqdecp	xzr, p9.d
sqdecp	x18, p3.h
sqdecp	x29, p5.s
sqdecp	z4.d, p3.d
sqdecp	z22.h, p8.h
sqdecp	z24.s, p14.s
sqdecw	x27, w27, pow2, mul #1
sqdecw	x19, all, mul #1
sqdecw	z1.s, all, mul #1
sqincb	x5, w5, vl3, mul #13
sqincb	x7, #18, mul #16
sqincd	x24, w24, #23, mul #1
sqincd	xzr, mul4, mul #7
sqincd	z15.d, vl1, mul #16
sqinch	x30, w30, all, mul #1
sqinch	x5, vl32, mul #8
sqinch	z23.h, vl2, mul #16
sqincp	x30, p12.b, w30
sqincp	x13, p12.d, w13
sqincp	xzr, p11.h, wzr
sqincp	x24, p7.s, w24
sqincp	x3, p10.b
sqincp	x23, p9.d
sqincp	x16, p12.h
sqincp	x28, p0.s
sqincp	z11.d, p5.d
sqincp	z14.h, p15.h
sqincp	z9.s, p1.s
sqincw	x8, w8, all, mul #1
sqincw	x4, all, mul #8
sqincw	z26.s, vl3, mul #1
sqsub	z24.b, z24.b, #0
sqsub	z28.d, z28.d, #0, lsl #8
sqsub	z1.h, z1.h, #61184
sqsub	z25.s, z25.s, #59136
sqsub	z23.b, z26.b, z28.b
sqsub	z17.d, z4.d, z6.d
sqsub	z9.h, z15.h, z31.h
sqsub	z29.s, z11.s, z13.s
st1b	{ z18.b }, p7, [x15, #0, mul vl]
st1b	{ z0.b }, p7, [x22, x20]
st1b	{ z30.d }, p4, [x14, #0, mul vl]
st1b	{ z15.d }, p0, [x15, x17]
st1b	{ z12.h }, p4, [x19, #7, mul vl]
st1b	{ z15.h }, p4, [x10, x4]
st1b	{ z15.s }, p0, [x14, #5, mul vl]
st1b	{ z24.s }, p5, [x25, x0]
st1d	{ z24.d }, p4, [x10, #0, mul vl]
st1d	{ z9.d }, p5, [x4, x25, lsl #3]
st1h	{ z12.d }, p6, [x16, #-2, mul vl]
st1h	{ z19.d }, p5, [x11, x7, lsl #1]
st1h	{ z16.h }, p5, [x23, #5, mul vl]
st1h	{ z0.h }, p6, [x18, x15, lsl #1]
st1h	{ z24.s }, p5, [x30, #0, mul vl]
st1h	{ z16.s }, p7, [x4, x22, lsl #1]
st1w	{ z15.d }, p6, [x29, #0, mul vl]
st1w	{ z5.d }, p6, [x25, x21, lsl #2]
st1w	{ z31.s }, p7, [x28, #7, mul vl]
st1w	{ z30.s }, p0, [x12, x4, lsl #2]
st2b	{ z9.b, z10.b }, p6, [x12, #2, mul vl]
st2b	{ z31.b, z0.b }, p0, [x19, x0]
st2d	{ z26.d, z27.d }, p3, [x20, #-14, mul vl]
st2d	{ z7.d, z8.d }, p6, [sp, x14, lsl #3]
st2h	{ z19.h, z20.h }, p4, [x17, #8, mul vl]
st2h	{ z4.h, z5.h }, p3, [x6, x17, lsl #1]
st2w	{ z1.s, z2.s }, p1, [x22, #8, mul vl]
st2w	{ z8.s, z9.s }, p7, [x19, x19, lsl #2]
st3b	{ z12.b - z14.b }, p2, [x22, #0, mul vl]
st3b	{ z30.b, z31.b, z0.b }, p4, [x24, x3]
st3d	{ z6.d - z8.d }, p3, [x17, #0, mul vl]
st3d	{ z25.d - z27.d }, p4, [x14, x24, lsl #3]
st3h	{ z21.h - z23.h }, p0, [x11, #0, mul vl]
st3h	{ z12.h - z14.h }, p7, [x21, x25, lsl #1]
st3w	{ z17.s - z19.s }, p7, [x22, #-12, mul vl]
st3w	{ z0.s - z2.s }, p2, [x9, x25, lsl #2]
st4b	{ z13.b - z16.b }, p4, [x5, #28, mul vl]
st4b	{ z0.b - z3.b }, p7, [x3, x23]
st4d	{ z14.d - z17.d }, p3, [x5, #0, mul vl]
st4d	{ z22.d - z25.d }, p6, [x23, x11, lsl #3]
st4h	{ z23.h - z26.h }, p3, [x13, #12, mul vl]
st4h	{ z14.h - z17.h }, p6, [x28, x26, lsl #1]
st4w	{ z12.s - z15.s }, p7, [x11, #28, mul vl]
st4w	{ z5.s - z8.s }, p3, [x18, x17, lsl #2]
stnt1b	{ z20.b }, p2, [x17, #0, mul vl]
stnt1b	{ z15.b }, p5, [x19, x20]
stnt1d	{ z26.d }, p7, [x10, #5, mul vl]
stnt1d	{ z31.d }, p3, [x22, x3, lsl #3]
stnt1h	{ z7.h }, p5, [x0, #5, mul vl]
stnt1h	{ z9.h }, p0, [x29, x30, lsl #1]
stnt1w	{ z7.s }, p3, [x29, #-1, mul vl]
stnt1w	{ z17.s }, p0, [x9, x23, lsl #2]
str	p10, [x23, #-217, mul vl]
str	z11, [x12, #6, mul vl]
subr	z22.b, z22.b, #0
subr	z21.d, z21.d, #129
subr	z24.h, z24.h, #212
subr	z30.s, z30.s, #35072
subr	z20.b, p2/m, z20.b, z15.b
subr	z21.d, p2/m, z21.d, z19.d
subr	z15.h, p7/m, z15.h, z14.h
subr	z28.s, p6/m, z28.s, z27.s
sub	z5.b, z5.b, #3
sub	z9.d, z9.d, #53760
sub	z11.h, z11.h, #240
sub	z27.s, z27.s, #0, lsl #8
sub	z15.b, p1/m, z15.b, z1.b
sub	z21.d, p2/m, z21.d, z17.d
sub	z2.h, p3/m, z2.h, z21.h
sub	z15.s, p3/m, z15.s, z15.s
sub	z21.b, z21.b, z22.b
sub	z8.d, z22.d, z29.d
sub	z22.h, z31.h, z29.h
sub	z31.s, z16.s, z18.s
sunpkhi	z6.d, z17.s
sunpkhi	z12.h, z6.b
sunpkhi	z22.s, z30.h
sunpklo	z11.d, z19.s
sunpklo	z22.h, z25.b
sunpklo	z0.s, z7.h
sxtb	z25.d, p3/m, z24.d
sxtb	z17.h, p2/m, z10.h
sxtb	z15.s, p0/m, z19.s
sxth	z10.d, p4/m, z25.d
sxth	z28.s, p1/m, z26.s
sxtw	z31.d, p6/m, z14.d
tbl	z1.b, { z3.b }, z4.b
tbl	z29.d, { z16.d }, z2.d
tbl	z14.h, { z0.h }, z23.h
tbl	z4.s, { z12.s }, z24.s
trn1	p3.b, p4.b, p10.b
trn1	p1.d, p8.d, p4.d
trn1	p0.h, p0.h, p9.h
trn1	p9.s, p12.s, p14.s
trn1	z8.b, z25.b, z4.b
trn1	z17.d, z17.d, z1.d
trn1	z26.h, z6.h, z19.h
trn1	z19.s, z27.s, z26.s
trn2	p0.b, p10.b, p10.b
trn2	p0.d, p7.d, p12.d
trn2	p11.h, p10.h, p1.h
trn2	p8.s, p10.s, p9.s
trn2	z28.b, z21.b, z5.b
trn2	z14.d, z5.d, z3.d
trn2	z13.h, z9.h, z9.h
trn2	z11.s, z28.s, z28.s
uabd	z22.b, p2/m, z22.b, z2.b
uabd	z3.d, p4/m, z3.d, z22.d
uabd	z8.h, p4/m, z8.h, z31.h
uabd	z1.s, p5/m, z1.s, z30.s
uaddv	d14, p1, z19.b
uaddv	d30, p4, z27.d
uaddv	d25, p5, z14.h
uaddv	d10, p0, z9.s
ucvtf	z28.d, p7/m, z30.d
ucvtf	z20.d, p4/m, z5.s
ucvtf	z8.h, p3/m, z18.d
ucvtf	z13.h, p2/m, z18.h
ucvtf	z10.h, p0/m, z20.s
ucvtf	z25.s, p1/m, z4.d
ucvtf	z15.s, p6/m, z27.s
udivr	z31.d, p5/m, z31.d, z26.d
udivr	z7.s, p6/m, z7.s, z8.s
udiv	z3.d, p1/m, z3.d, z10.d
udiv	z16.s, p7/m, z16.s, z6.s
udot	z3.d, z27.h, z9.h[0]
udot	z8.s, z26.b, z7.b[3]
udot	z6.d, z14.h, z12.h
udot	z6.s, z15.b, z1.b
umaxv	b23, p1, z14.b
umaxv	d24, p1, z8.d
umaxv	h7, p1, z10.h
umaxv	s26, p6, z25.s
umax	z8.b, z8.b, #246
umax	z18.d, z18.d, #1
umax	z8.h, z8.h, #255
umax	z11.s, z11.s, #208
umax	z9.b, p6/m, z9.b, z9.b
umax	z9.d, p0/m, z9.d, z18.d
umax	z18.h, p6/m, z18.h, z19.h
umax	z6.s, p7/m, z6.s, z19.s
uminv	b30, p1, z16.b
uminv	d24, p0, z18.d
uminv	h0, p2, z9.h
uminv	s8, p2, z4.s
umin	z13.b, z13.b, #193
umin	z16.d, z16.d, #37
umin	z14.h, z14.h, #137
umin	z9.s, z9.s, #182
umin	z12.b, p3/m, z12.b, z14.b
umin	z22.d, p0/m, z22.d, z1.d
umin	z24.h, p0/m, z24.h, z24.h
umin	z22.s, p7/m, z22.s, z21.s
umulh	z29.b, p6/m, z29.b, z23.b
umulh	z24.d, p6/m, z24.d, z13.d
umulh	z21.h, p3/m, z21.h, z15.h
umulh	z14.s, p1/m, z14.s, z28.s
uqadd	z17.b, z17.b, #38
uqadd	z14.d, z14.d, #256
uqadd	z27.h, z27.h, #58880
uqadd	z25.s, z25.s, #154
uqadd	z17.b, z9.b, z29.b
uqadd	z27.d, z29.d, z17.d
uqadd	z5.h, z6.h, z28.h
uqadd	z3.s, z2.s, z2.s
uqdecb	w12, vl64, mul #14
uqdecb	x6, vl1, mul #8
uqdecd	w15, vl4, mul #3
uqdecd	x16, #19, mul #16
uqdecd	z17.d, pow2, mul #1
uqdech	w10, mul3, mul #3
uqdech	x24, mul3, mul #1
uqdech	z2.h, vl1, mul #7
uqdecp	w16, p2.b
uqdecp	w0, p14.d
uqdecp	w1, p13.h
uqdecp	w24, p2.s
uqdecp	x13, p11.b
uqdecp	x2, p12.d
uqdecp	x5, p13.h
uqdecp	x18, p11.s
uqdecp	z23.d, p7.d
uqdecp	z16.h, p13.h
uqdecp	z17.s, p0.s
uqdecw	w3, vl32, mul #6
uqdecw	x13, all, mul #1
uqdecw	z10.s, vl6, mul #14
uqincb	w8, vl256, mul #1
uqincb	x18, vl16, mul #1
uqincd	w21, vl128, mul #10
uqincd	x26, vl256, mul #1
uqincd	z24.d, #22, mul #1
uqinch	w25, vl1, mul #15
uqinch	x27, all, mul #1
uqinch	z19.h, #19, mul #11
uqincp	w8, p6.b
uqincp	w23, p8.d
uqincp	w28, p2.h
uqincp	w2, p1.s
uqincp	x29, p15.b
uqincp	x3, p5.d
uqincp	x28, p0.h
uqincp	x3, p8.s
uqincp	z12.d, p4.d
uqincp	z12.h, p1.h
uqincp	z22.s, p0.s
uqincw	w2, pow2, mul #5
uqincw	x2, pow2, mul #16
uqincw	z24.s, all, mul #1
uqsub	z25.b, z25.b, #130
uqsub	z15.d, z15.d, #45568
uqsub	z12.h, z12.h, #0, lsl #8
uqsub	z22.s, z22.s, #23808
uqsub	z15.b, z22.b, z13.b
uqsub	z29.d, z24.d, z23.d
uqsub	z18.h, z21.h, z17.h
uqsub	z29.s, z19.s, z24.s
uunpkhi	z0.d, z7.s
uunpkhi	z19.h, z25.b
uunpkhi	z2.s, z16.h
uunpklo	z30.d, z12.s
uunpklo	z0.h, z8.b
uunpklo	z20.s, z29.h
uxtb	z11.d, p2/m, z8.d
uxtb	z2.h, p3/m, z7.h
uxtb	z30.s, p0/m, z10.s
uxth	z18.d, p7/m, z18.d
uxth	z10.s, p4/m, z28.s
uxtw	z10.d, p1/m, z23.d
uzp1	p13.b, p6.b, p1.b
uzp1	p3.d, p13.d, p4.d
uzp1	p9.h, p5.h, p1.h
uzp1	p10.s, p13.s, p6.s
uzp1	z11.b, z15.b, z23.b
uzp1	z26.d, z17.d, z4.d
uzp1	z22.h, z10.h, z18.h
uzp1	z18.s, z7.s, z14.s
uzp2	p13.b, p15.b, p15.b
uzp2	p12.d, p10.d, p10.d
uzp2	p13.h, p3.h, p10.h
uzp2	p12.s, p10.s, p15.s
uzp2	z17.b, z14.b, z2.b
uzp2	z24.d, z23.d, z11.d
uzp2	z0.h, z8.h, z22.h
uzp2	z5.s, z12.s, z29.s
whilele	p15.b, w24, w30
whilele	p11.d, w7, w6
whilele	p2.h, w24, w10
whilele	p0.s, w14, w1
whilele	p9.b, x18, x23
whilele	p4.d, x5, x9
whilele	p10.h, x5, x9
whilele	p11.s, x20, xzr
whilelo	p13.b, w24, w12
whilelo	p12.d, w14, w11
whilelo	p13.h, w26, w21
whilelo	p1.s, w29, w14
whilelo	p6.b, x26, x14
whilelo	p2.d, x10, x26
whilelo	p14.h, x7, x27
whilelo	p11.s, x16, x5
whilels	p10.b, w18, w23
whilels	p5.d, w3, w12
whilels	p9.h, w2, w17
whilels	p4.s, w13, w4
whilels	p5.b, x23, x12
whilels	p11.d, x18, x14
whilels	p9.h, x16, x18
whilels	p0.s, x10, x24
whilelt	p2.b, w10, w22
whilelt	p6.d, wzr, w3
whilelt	p6.h, w27, w6
whilelt	p7.s, w24, w27
whilelt	p13.b, x9, x4
whilelt	p6.d, x16, x1
whilelt	p8.h, x25, x5
whilelt	p13.s, x29, x21
zip1	p8.b, p13.b, p3.b
zip1	p5.d, p2.d, p9.d
zip1	p11.h, p10.h, p0.h
zip1	p15.s, p10.s, p3.s
zip1	z25.b, z20.b, z26.b
zip1	z25.d, z24.d, z0.d
zip1	z4.h, z22.h, z24.h
zip1	z30.s, z24.s, z29.s
zip2	p7.b, p9.b, p15.b
zip2	p12.d, p3.d, p5.d
zip2	p7.h, p14.h, p5.h
zip2	p2.s, p5.s, p10.s
zip2	z1.b, z21.b, z14.b
zip2	z2.d, z29.d, z25.d
zip2	z13.h, z15.h, z3.h
zip2	z30.s, z17.s, z27.s
