// mattr: +sve,+sme
// instructions llvm-mc 19 takes only with: sve or sme
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x16, x20, #13
addvl	x24, x26, #-16
add	z24.b, z24.b, #2
add	z7.d, z7.d, #255
add	z10.h, z10.h, #256
add	z1.s, z1.s, #32
add	z8.b, p4/m, z8.b, z21.b
add	z19.d, p7/m, z19.d, z20.d
add	z22.h, p3/m, z22.h, z9.h
add	z14.s, p3/m, z14.s, z12.s
add	z23.b, z22.b, z6.b
add	z6.d, z30.d, z3.d
add	z31.h, z12.h, z15.h
add	z29.s, z12.s, z2.s
ands	p3.b, p4/z, p14.b, p15.b
andv	b0, p1, z4.b
andv	d2, p2, z4.d
andv	h18, p7, z25.h
andv	s26, p0, z26.s
and	p10.b, p7/z, p11.b, p5.b
and	z11.d, z11.d, #0x1ff
and	z12.b, p4/m, z12.b, z18.b
and	z2.d, p1/m, z2.d, z6.d
and	z10.h, p3/m, z10.h, z11.h
and	z18.s, p0/m, z18.s, z21.s
and	z1.d, z10.d, z31.d
asrd	z4.b, p4/m, z4.b, #8
asrd	z13.d, p2/m, z13.d, #4
asrd	z13.h, p1/m, z13.h, #5
asrd	z25.s, p4/m, z25.s, #32
asrr	z25.b, p6/m, z25.b, z13.b
asrr	z1.d, p6/m, z1.d, z13.d
asrr	z14.h, p4/m, z14.h, z11.h
asrr	z13.s, p7/m, z13.s, z15.s
asr	z14.b, p6/m, z14.b, z13.d
asr	z6.h, p1/m, z6.h, z28.d
asr	z14.s, p1/m, z14.s, z8.d
asr	z23.b, z30.b, z27.d
asr	z0.h, z22.h, z18.d
asr	z26.s, z26.s, z17.d
asr	z13.b, p7/m, z13.b, #6
asr	z28.d, p4/m, z28.d, #8
asr	z28.h, p4/m, z28.h, #4
asr	z6.s, p0/m, z6.s, #5
asr	z22.b, p6/m, z22.b, z16.b
asr	z19.d, p5/m, z19.d, z17.d
asr	z3.h, p1/m, z3.h, z25.h
asr	z4.s, p3/m, z4.s, z22.s
asr	z30.b, z17.b, #3
asr	z31.d, z8.d, #64
asr	z21.h, z7.h, #1
asr	z23.s, z28.s, #11
bics	p2.b, p10/z, p2.b, p4.b
bic	p6.b, p4/z, p12.b, p2.b
bic	z1.b, p5/m, z1.b, z24.b
bic	z8.d, p1/m, z8.d, z0.d
bic	z26.h, p1/m, z26.h, z1.h
bic	z20.s, p5/m, z20.s, z27.s
bic	z9.d, z24.d, z7.d
brkas	p14.b, p2/z, p13.b
brka	p15.b, p13/m, p1.b
brka	p14.b, p13/z, p6.b
brkbs	p9.b, p4/z, p7.b
brkb	p13.b, p6/m, p10.b
brkb	p0.b, p6/z, p0.b
brkn	p11.b, p3/z, p8.b, p11.b
brkns	p9.b, p10/z, p8.b, p9.b
brkpa	p10.b, p4/z, p14.b, p4.b
brkpas	p9.b, p11/z, p0.b, p14.b
brkpb	p8.b, p15/z, p12.b, p3.b
brkpbs	p1.b, p11/z, p13.b, p14.b
clasta	w26, p2, w26, z10.b
clasta	x12, p1, x12, z7.d
clasta	w13, p5, w13, z16.h
clasta	w28, p5, w28, z14.s
clasta	b5, p2, b5, z26.b
clasta	d2, p6, d2, z15.d
clasta	h24, p4, h24, z22.h
clasta	s18, p1, s18, z19.s
clasta	z30.b, p2, z30.b, z18.b
clasta	z6.d, p5, z6.d, z24.d
clasta	z10.h, p3, z10.h, z12.h
clasta	z26.s, p0, z26.s, z11.s
clastb	w10, p5, w10, z3.b
clastb	x11, p6, x11, z3.d
clastb	w11, p2, w11, z31.h
clastb	w10, p3, w10, z24.s
clastb	b0, p2, b0, z16.b
clastb	d2, p0, d2, z19.d
clastb	h22, p6, h22, z1.h
clastb	s24, p0, s24, z2.s
clastb	z3.b, p5, z3.b, z26.b
clastb	z27.d, p3, z27.d, z22.d
clastb	z19.h, p4, z19.h, z11.h
clastb	z28.s, p2, z28.s, z9.s
cls	z20.b, p2/m, z8.b
cls	z29.d, p6/m, z4.d
cls	z22.h, p2/m, z3.h
cls	z5.s, p0/m, z15.s
clz	z23.b, p7/m, z6.b
clz	z23.d, p0/m, z19.d
clz	z0.h, p5/m, z18.h
clz	z7.s, p7/m, z27.s
cmpeq	p10.b, p1/z, z27.b, #11
cmpeq	p6.d, p6/z, z31.d, #-7
cmpeq	p10.h, p7/z, z2.h, #-15
cmpeq	p8.s, p5/z, z11.s, #-9
cmpeq	p13.b, p1/z, z27.b, z3.b
cmpeq	p10.d, p0/z, z29.d, z24.d
cmpeq	p3.h, p6/z, z27.h, z7.h
cmpeq	p4.s, p1/z, z6.s, z4.s
cmpeq	p7.b, p3/z, z9.b, z11.d
cmpeq	p11.h, p7/z, z14.h, z31.d
cmpeq	p12.s, p4/z, z17.s, z2.d
cmpge	p11.b, p3/z, z24.b, #15
cmpge	p5.d, p4/z, z22.d, #15
cmpge	p15.h, p5/z, z19.h, #1
cmpge	p1.s, p3/z, z2.s, #-2
cmpge	p4.b, p1/z, z23.b, z26.b
cmpge	p14.d, p6/z, z9.d, z17.d
cmpge	p14.h, p3/z, z30.h, z1.h
cmpge	p14.s, p7/z, z0.s, z6.s
cmpge	p2.b, p3/z, z17.b, z8.d
cmpge	p0.h, p5/z, z19.h, z0.d
cmpge	p13.s, p0/z, z12.s, z9.d
cmpgt	p3.b, p1/z, z18.b, #-16
cmpgt	p10.d, p6/z, z15.d, #-12
cmpgt	p14.h, p0/z, z24.h, #4
cmpgt	p13.s, p7/z, z2.s, #-16
cmpgt	p15.b, p1/z, z31.b, z31.b
cmpgt	p6.d, p5/z, z0.d, z4.d
cmpgt	p10.h, p5/z, z22.h, z4.h
cmpgt	p7.s, p0/z, z19.s, z21.s
cmpgt	p6.b, p6/z, z18.b, z0.d
cmpgt	p5.h, p6/z, z11.h, z8.d
cmpgt	p7.s, p7/z, z29.s, z31.d
cmphi	p11.b, p6/z, z21.b, #105
cmphi	p14.d, p4/z, z5.d, #90
cmphi	p0.h, p2/z, z14.h, #96
cmphi	p12.s, p6/z, z22.s, #127
cmphi	p10.b, p7/z, z31.b, z6.b
cmphi	p11.d, p7/z, z7.d, z5.d
cmphi	p11.h, p4/z, z21.h, z1.h
cmphi	p4.s, p2/z, z25.s, z7.s
cmphi	p9.b, p7/z, z8.b, z17.d
cmphi	p6.h, p0/z, z31.h, z4.d
cmphi	p1.s, p5/z, z17.s, z6.d
cmphs	p4.b, p3/z, z1.b, #1
cmphs	p8.d, p0/z, z20.d, #116
cmphs	p7.h, p0/z, z29.h, #122
cmphs	p15.s, p0/z, z13.s, #58
cmphs	p13.b, p1/z, z21.b, z28.b
cmphs	p6.d, p5/z, z15.d, z27.d
cmphs	p5.h, p2/z, z9.h, z2.h
cmphs	p5.s, p3/z, z3.s, z18.s
cmphs	p11.b, p6/z, z9.b, z30.d
cmphs	p3.h, p3/z, z5.h, z17.d
cmphs	p1.s, p5/z, z10.s, z13.d
cmple	p2.b, p4/z, z11.b, #-13
cmple	p3.d, p5/z, z30.d, #14
cmple	p6.h, p3/z, z30.h, #-5
cmple	p2.s, p6/z, z25.s, #-2
cmple	p6.b, p5/z, z23.b, z6.d
cmple	p3.h, p1/z, z10.h, z14.d
cmple	p0.s, p7/z, z28.s, z25.d
cmplo	p13.b, p4/z, z22.b, #39
cmplo	p10.d, p0/z, z9.d, #52
cmplo	p12.h, p0/z, z21.h, #0
cmplo	p3.s, p1/z, z21.s, #98
cmplo	p3.b, p4/z, z6.b, z13.d
cmplo	p8.h, p0/z, z17.h, z13.d
cmplo	p11.s, p4/z, z20.s, z31.d
cmpls	p13.b, p7/z, z22.b, #88
cmpls	p13.d, p6/z, z29.d, #54
cmpls	p0.h, p0/z, z18.h, #77
cmpls	p13.s, p2/z, z8.s, #33
cmpls	p10.b, p6/z, z21.b, z11.d
cmpls	p12.h, p4/z, z31.h, z6.d
cmpls	p10.s, p7/z, z15.s, z28.d
cmplt	p12.b, p3/z, z6.b, #-4
cmplt	p2.d, p4/z, z29.d, #0
cmplt	p6.h, p3/z, z28.h, #-15
cmplt	p4.s, p5/z, z18.s, #-13
cmplt	p15.b, p2/z, z10.b, z25.d
cmplt	p10.h, p3/z, z24.h, z12.d
cmplt	p5.s, p3/z, z1.s, z21.d
cmpne	p7.b, p4/z, z21.b, #4
cmpne	p12.d, p0/z, z21.d, #-10
cmpne	p10.h, p7/z, z29.h, #0
cmpne	p7.s, p6/z, z30.s, #0
cmpne	p0.b, p4/z, z7.b, z3.b
cmpne	p1.d, p4/z, z15.d, z30.d
cmpne	p1.h, p5/z, z26.h, z28.h
cmpne	p0.s, p3/z, z11.s, z7.s
cmpne	p15.b, p1/z, z5.b, z20.d
cmpne	p8.h, p0/z, z3.h, z2.d
cmpne	p15.s, p7/z, z17.s, z27.d
cnot	z4.b, p1/m, z0.b
cnot	z5.d, p2/m, z28.d
cnot	z19.h, p2/m, z16.h
cnot	z31.s, p7/m, z17.s
cntb	x19, vl64, mul #1
cntd	x3, vl128, mul #15
cnth	x4, vl5, mul #11
cntp	x0, p7, p15.b
cntp	x2, p5, p11.d
cntp	x16, p14, p3.h
cntp	x19, p11, p2.s
cntw	x7, mul3, mul #1
cnt	z0.b, p7/m, z25.b
cnt	z1.d, p4/m, z28.d
cnt	z6.h, p4/m, z10.h
cnt	z9.s, p4/m, z22.s
cpy	z24.b, p0/m, #104
cpy	z26.d, p9/m, #-24
cpy	z7.h, p6/m, #-103
cpy	z16.s, p10/m, #85
cpy	z21.b, p1/m, w4
cpy	z27.d, p4/m, x20
cpy	z14.h, p4/m, w16
cpy	z19.s, p5/m, w12
cpy	z18.b, p0/m, b29
cpy	z4.d, p3/m, d18
cpy	z18.h, p4/m, h24
cpy	z14.s, p3/m, s19
cpy	z9.b, p3/z, #81
cpy	z21.d, p9/z, #26624
cpy	z16.h, p12/z, #-87
cpy	z13.s, p10/z, #-256
ctermeq	w6, w16
ctermeq	x2, x24
ctermne	w21, w25
ctermne	x3, x13
decb	x6, all, mul #1
decd	x3, vl3, mul #1
decd	z4.d, vl7, mul #15
dech	x21, vl1, mul #8
dech	z14.h, all, mul #1
decp	x5, p9.b
decp	x26, p6.d
decp	x19, p10.h
decp	x3, p8.s
decp	z28.d, p11.d
decp	z3.h, p6.h
decp	z28.s, p0.s
decw	x15, vl64, mul #15
decw	z1.s, vl8, mul #1
dupm	z26.d, #0xfffff800
dup	z22.b, #0
dup	z2.d, #103
dup	z21.h, #66
dup	z11.s, #32256
dup	z23.b, w29
dup	z24.d, x16
dup	z18.h, w5
dup	z12.s, w9
dup	z24.q, z21.q[3]
dup	z31.h, z24.h[0]
dup	z6.s, z13.s[4]
dup	z21.d, z23.d[6]
dup	z29.b, z22.b[0]
eors	p5.b, p1/z, p0.b, p15.b
eorv	b18, p6, z16.b
eorv	d27, p3, z30.d
eorv	h21, p1, z4.h
eorv	s31, p4, z14.s
eor	p0.b, p15/z, p2.b, p13.b
eor	z21.d, z21.d, #0xf80000000000
eor	z23.b, p6/m, z23.b, z29.b
eor	z31.d, p1/m, z31.d, z17.d
eor	z14.h, p4/m, z14.h, z21.h
eor	z7.s, p3/m, z7.s, z12.s
eor	z0.d, z14.d, z18.d
ext	z30.b, z30.b, z26.b, #88
fabd	z29.d, p3/m, z29.d, z25.d
fabd	z4.h, p0/m, z4.h, z24.h
fabd	z30.s, p2/m, z30.s, z4.s
fabs	z16.d, p1/m, z17.d
fabs	z2.h, p7/m, z14.h
fabs	z31.s, p3/m, z7.s
facge	p10.d, p3/z, z2.d, z21.d
facge	p7.h, p7/z, z22.h, z7.h
facge	p13.s, p0/z, z23.s, z2.s
facgt	p9.d, p2/z, z25.d, z3.d
facgt	p10.h, p4/z, z14.h, z15.h
facgt	p8.s, p3/z, z23.s, z8.s
faddv	d2, p3, z2.d
faddv	h9, p3, z2.h
faddv	s8, p7, z26.s
fadd	z18.d, p5/m, z18.d, #0.5
fadd	z2.h, p2/m, z2.h, #0.5
fadd	z18.s, p3/m, z18.s, #1.0
fadd	z20.d, p3/m, z20.d, z9.d
fadd	z31.h, p6/m, z31.h, z13.h
fadd	z7.s, p3/m, z7.s, z25.s
fadd	z5.d, z30.d, z27.d
fadd	z5.h, z30.h, z31.h
fadd	z12.s, z15.s, z26.s
fcadd	z17.d, p5/m, z17.d, z16.d, #270
fcadd	z30.h, p1/m, z30.h, z20.h, #90
fcadd	z23.s, p5/m, z23.s, z25.s, #270
fcmeq	p0.d, p4/z, z14.d, #0.0
fcmeq	p5.h, p6/z, z0.h, #0.0
fcmeq	p3.s, p7/z, z1.s, #0.0
fcmeq	p0.d, p3/z, z12.d, z8.d
fcmeq	p12.h, p5/z, z19.h, z11.h
fcmeq	p9.s, p0/z, z19.s, z1.s
fcmge	p0.d, p3/z, z29.d, #0.0
fcmge	p6.h, p7/z, z14.h, #0.0
fcmge	p9.s, p2/z, z23.s, #0.0
fcmge	p1.d, p4/z, z24.d, z0.d
fcmge	p15.h, p1/z, z31.h, z6.h
fcmge	p12.s, p1/z, z28.s, z5.s
fcmgt	p11.d, p2/z, z17.d, #0.0
fcmgt	p0.h, p4/z, z9.h, #0.0
fcmgt	p9.s, p6/z, z5.s, #0.0
fcmgt	p10.d, p7/z, z8.d, z25.d
fcmgt	p12.h, p6/z, z11.h, z3.h
fcmgt	p0.s, p4/z, z1.s, z9.s
fcmla	z3.h, z15.h, z5.h[0], #270
fcmla	z5.s, z24.s, z13.s[1], #90
fcmla	z25.d, p2/m, z30.d, z20.d, #0
fcmla	z4.h, p7/m, z19.h, z6.h, #270
fcmla	z9.s, p7/m, z7.s, z8.s, #90
fcmle	p9.d, p6/z, z26.d, #0.0
fcmle	p3.h, p5/z, z31.h, #0.0
fcmle	p9.s, p1/z, z5.s, #0.0
fcmlt	p3.d, p7/z, z25.d, #0.0
fcmlt	p15.h, p2/z, z18.h, #0.0
fcmlt	p1.s, p1/z, z12.s, #0.0
fcmne	p0.d, p2/z, z6.d, #0.0
fcmne	p14.h, p3/z, z28.h, #0.0
fcmne	p15.s, p4/z, z5.s, #0.0
fcmne	p8.d, p2/z, z9.d, z18.d
fcmne	p14.h, p5/z, z24.h, z29.h
fcmne	p3.s, p4/z, z0.s, z6.s
fcmuo	p0.d, p7/z, z23.d, z28.d
fcmuo	p6.h, p6/z, z27.h, z24.h
fcmuo	p7.s, p0/z, z8.s, z8.s
fcpy	z8.d, p14/m, #22.00000000
fcpy	z6.h, p0/m, #0.21093750
fcpy	z8.s, p2/m, #26.00000000
fcvtzs	z10.d, p2/m, z25.d
fcvtzs	z21.d, p3/m, z6.h
fcvtzs	z26.d, p7/m, z19.s
fcvtzs	z5.h, p3/m, z29.h
fcvtzs	z15.s, p4/m, z31.d
fcvtzs	z26.s, p0/m, z1.h
fcvtzs	z25.s, p2/m, z18.s
fcvtzu	z4.d, p1/m, z21.d
fcvtzu	z28.d, p1/m, z31.h
fcvtzu	z9.d, p1/m, z28.s
fcvtzu	z5.h, p1/m, z5.h
fcvtzu	z29.s, p7/m, z23.d
fcvtzu	z8.s, p7/m, z18.h
fcvtzu	z0.s, p4/m, z1.s
fcvt	z25.d, p2/m, z17.h
fcvt	z17.d, p2/m, z15.s
fcvt	z10.h, p2/m, z30.d
fcvt	z12.h, p0/m, z24.s
fcvt	z11.s, p6/m, z20.d
fcvt	z28.s, p2/m, z16.h
fdivr	z20.d, p2/m, z20.d, z25.d
fdivr	z22.h, p3/m, z22.h, z8.h
fdivr	z13.s, p3/m, z13.s, z21.s
fdiv	z15.d, p6/m, z15.d, z3.d
fdiv	z11.h, p1/m, z11.h, z6.h
fdiv	z5.s, p6/m, z5.s, z30.s
fdup	z26.d, #26.00000000
fdup	z20.h, #-30.00000000
fdup	z15.s, #0.18750000
fmad	z20.d, p0/m, z27.d, z30.d
fmad	z3.h, p7/m, z14.h, z27.h
fmad	z26.s, p7/m, z30.s, z8.s
fmaxnmv	d3, p0, z0.d
fmaxnmv	h26, p4, z25.h
fmaxnmv	s12, p1, z29.s
fmaxnm	z9.d, p0/m, z9.d, #1.0
fmaxnm	z13.h, p6/m, z13.h, #1.0
fmaxnm	z22.s, p7/m, z22.s, #0.0
fmaxnm	z5.d, p5/m, z5.d, z9.d
fmaxnm	z16.h, p5/m, z16.h, z8.h
fmaxnm	z31.s, p3/m, z31.s, z14.s
fmaxv	d1, p5, z31.d
fmaxv	h7, p4, z18.h
fmaxv	s12, p6, z19.s
fmax	z4.d, p2/m, z4.d, #0.0
fmax	z25.h, p6/m, z25.h, #0.0
fmax	z21.s, p0/m, z21.s, #0.0
fmax	z5.d, p2/m, z5.d, z29.d
fmax	z20.h, p0/m, z20.h, z13.h
fmax	z17.s, p3/m, z17.s, z24.s
fminnmv	d12, p5, z15.d
fminnmv	h4, p2, z9.h
fminnmv	s4, p4, z10.s
fminnm	z2.d, p2/m, z2.d, #0.0
fminnm	z22.h, p5/m, z22.h, #1.0
fminnm	z6.s, p6/m, z6.s, #0.0
fminnm	z20.d, p4/m, z20.d, z13.d
fminnm	z0.h, p5/m, z0.h, z4.h
fminnm	z18.s, p5/m, z18.s, z24.s
fminv	d18, p5, z7.d
fminv	h1, p6, z10.h
fminv	s7, p4, z19.s
fmin	z5.d, p4/m, z5.d, #1.0
fmin	z22.h, p7/m, z22.h, #1.0
fmin	z11.s, p2/m, z11.s, #0.0
fmin	z25.d, p4/m, z25.d, z9.d
fmin	z15.h, p2/m, z15.h, z21.h
fmin	z9.s, p6/m, z9.s, z16.s
fmla	z26.d, z4.d, z6.d[1]
fmla	z17.h, z9.h, z5.h[5]
fmla	z11.s, z21.s, z4.s[2]
fmla	z4.d, p4/m, z3.d, z30.d
fmla	z14.h, p3/m, z31.h, z29.h
fmla	z23.s, p6/m, z22.s, z12.s
fmls	z16.d, z5.d, z14.d[1]
fmls	z22.h, z0.h, z1.h[3]
fmls	z27.s, z22.s, z6.s[0]
fmls	z15.d, p2/m, z3.d, z7.d
fmls	z5.h, p5/m, z2.h, z5.h
fmls	z23.s, p3/m, z31.s, z29.s
fmsb	z10.d, p3/m, z16.d, z7.d
fmsb	z26.h, p5/m, z21.h, z25.h
fmsb	z6.s, p0/m, z4.s, z22.s
fmulx	z14.d, p2/m, z14.d, z21.d
fmulx	z25.h, p3/m, z25.h, z22.h
fmulx	z0.s, p6/m, z0.s, z8.s
fmul	z0.d, p6/m, z0.d, #2.0
fmul	z1.h, p4/m, z1.h, #0.5
fmul	z12.s, p2/m, z12.s, #0.5
fmul	z17.d, p3/m, z17.d, z15.d
fmul	z3.h, p4/m, z3.h, z8.h
fmul	z2.s, p4/m, z2.s, z15.s
fmul	z8.d, z4.d, z8.d[0]
fmul	z20.h, z31.h, z4.h[1]
fmul	z6.s, z18.s, z3.s[0]
fmul	z21.d, z4.d, z27.d
fmul	z7.h, z4.h, z20.h
fmul	z12.s, z2.s, z13.s
fneg	z8.d, p5/m, z16.d
fneg	z12.h, p0/m, z30.h
fneg	z29.s, p5/m, z28.s
fnmad	z15.d, p3/m, z3.d, z29.d
fnmad	z18.h, p0/m, z25.h, z26.h
fnmad	z29.s, p0/m, z17.s, z20.s
fnmla	z21.d, p4/m, z19.d, z19.d
fnmla	z31.h, p1/m, z17.h, z11.h
fnmla	z6.s, p5/m, z8.s, z26.s
fnmls	z28.d, p4/m, z5.d, z14.d
fnmls	z12.h, p6/m, z17.h, z14.h
fnmls	z18.s, p0/m, z31.s, z24.s
fnmsb	z6.d, p3/m, z19.d, z5.d
fnmsb	z17.h, p2/m, z13.h, z10.h
fnmsb	z21.s, p0/m, z31.s, z27.s
frecpe	z30.d, z16.d
frecpe	z3.h, z26.h
frecpe	z3.s, z1.s
frecps	z11.d, z8.d, z7.d
frecps	z0.h, z25.h, z20.h
frecps	z13.s, z5.s, z12.s
frecpx	z15.d, p5/m, z17.d
frecpx	z15.h, p0/m, z23.h
frecpx	z15.s, p1/m, z12.s
frinta	z5.d, p3/m, z13.d
frinta	z14.h, p2/m, z2.h
frinta	z28.s, p2/m, z14.s
frinti	z4.d, p6/m, z9.d
frinti	z0.h, p7/m, z6.h
frinti	z31.s, p1/m, z21.s
frintm	z2.d, p6/m, z2.d
frintm	z12.h, p6/m, z0.h
frintm	z15.s, p1/m, z12.s
frintn	z29.d, p7/m, z12.d
frintn	z25.h, p5/m, z3.h
frintn	z12.s, p1/m, z17.s
frintp	z2.d, p3/m, z14.d
frintp	z5.h, p7/m, z11.h
frintp	z0.s, p7/m, z21.s
frintx	z26.d, p5/m, z31.d
frintx	z24.h, p7/m, z12.h
frintx	z9.s, p7/m, z13.s
frintz	z25.d, p0/m, z16.d
frintz	z27.h, p2/m, z23.h
frintz	z28.s, p2/m, z21.s
frsqrte	z15.d, z5.d
frsqrte	z29.h, z10.h
frsqrte	z7.s, z10.s
frsqrts	z26.d, z16.d, z11.d
frsqrts	z3.h, z5.h, z13.h
frsqrts	z13.s, z25.s, z22.s
fscale	z19.d, p6/m, z19.d, z10.d
fscale	z28.h, p2/m, z28.h, z30.h
fscale	z20.s, p3/m, z20.s, z22.s
fsqrt	z8.d, p2/m, z18.d
fsqrt	z27.h, p3/m, z5.h
fsqrt	z22.s, p5/m, z0.s
fsubr	z7.d, p2/m, z7.d, #1.0
fsubr	z7.h, p6/m, z7.h, #0.5
fsubr	z22.s, p7/m, z22.s, #1.0
fsubr	z16.d, p7/m, z16.d, z3.d
fsubr	z19.h, p5/m, z19.h, z15.h
fsubr	z15.s, p6/m, z15.s, z12.s
fsub	z2.d, p5/m, z2.d, #1.0
fsub	z22.h, p0/m, z22.h, #1.0
fsub	z23.s, p4/m, z23.s, #1.0
fsub	z6.d, p2/m, z6.d, z1.d
fsub	z9.h, p5/m, z9.h, z2.h
fsub	z2.s, p1/m, z2.s, z0.s
fsub	z15.d, z1.d, z26.d
fsub	z3.h, z22.h, z1.h
fsub	z20.s, z20.s, z20.s
incb	x17, all, mul #2
incd	x15, all, mul #1
incd	z21.d, vl5, mul #1
inch	xzr, vl3, mul #12
inch	z17.h, #18, mul #1
incp	x27, p14.b
incp	x30, p15.d
incp	x10, p7.h
incp	x14, p1.s
incp	z15.d, p0.d
incp	z12.h, p3.h
incp	z2.s, p12.s
incw	x1, vl6, mul #1
incw	z4.s, vl32, mul #1
index	z22.b, #9, #-4
index	z29.d, #-5, #8
index	z23.h, #-12, #5
index	z14.s, #-1, #1
index	z4.b, w6, #1
index	z22.d, x5, #-9
index	z3.h, w20, #-10
index	z9.s, w17, #-1
index	z21.b, #-4, w25
index	z20.d, #9, x2
index	z8.h, #-4, w2
index	z4.s, #6, w4
index	z25.b, w3, w26
index	z5.d, x21, x25
index	z13.h, w3, w5
index	z16.s, w7, w20
insr	z3.b, w19
insr	z13.d, x17
insr	z28.h, w19
insr	z18.s, w9
insr	z7.b, b21
insr	z6.d, d24
insr	z17.h, h26
insr	z7.s, s15
lasta	w30, p0, z3.b
lasta	x24, p1, z7.d
lasta	w12, p7, z28.h
lasta	w3, p1, z29.s
lasta	b0, p3, z14.b
lasta	d22, p0, z8.d
lasta	h3, p6, z19.h
lasta	s28, p6, z0.s
lastb	w18, p3, z9.b
lastb	x2, p4, z2.d
lastb	w30, p3, z11.h
lastb	w8, p6, z15.s
lastb	b4, p6, z7.b
lastb	d31, p3, z2.d
lastb	h21, p4, z1.h
lastb	s26, p7, z7.s
ld1b	{ z25.b }, p0/z, [x14, #0, mul vl]
ld1b	{ z10.b }, p4/z, [x12, x10]
ld1b	{ z11.d }, p4/z, [x20, #-7, mul vl]
ld1b	{ z16.d }, p3/z, [x27, x19]
ld1b	{ z24.h }, p1/z, [x7, #0, mul vl]
ld1b	{ z29.h }, p1/z, [x19, x2]
ld1b	{ z21.s }, p7/z, [x6, #7, mul vl]
ld1b	{ z1.s }, p5/z, [x29, x6]
ld1d	{ z22.d }, p2/z, [x9, #-5, mul vl]
ld1d	{ z26.d }, p3/z, [x7, x29, lsl #3]
ld1h	{ z15.d }, p6/z, [x29, #2, mul vl]
ld1h	{ z7.d }, p1/z, [x19, x23, lsl #1]
ld1h	{ z26.h }, p1/z, [x1, #-8, mul vl]
ld1h	{ z1.h }, p3/z, [x7, x15, lsl #1]
ld1h	{ z28.s }, p0/z, [x24, #-8, mul vl]
ld1h	{ z5.s }, p6/z, [sp, x3, lsl #1]
ld1rb	{ z27.b }, p6/z, [x16, #40]
ld1rb	{ z10.d }, p2/z, [x6, #7]
ld1rb	{ z15.h }, p0/z, [x18, #0]
ld1rb	{ z5.s }, p7/z, [x25, #43]
ld1rd	{ z7.d }, p5/z, [x22, #24]
ld1rh	{ z2.d }, p6/z, [x5, #0]
ld1rh	{ z17.h }, p4/z, [x10, #56]
ld1rh	{ z7.s }, p7/z, [x30, #56]
ld1rqb	{ z24.b }, p5/z, [x4, #0]
ld1rqb	{ z21.b }, p0/z, [x0, x21]
ld1rqd	{ z29.d }, p5/z, [x7, #-96]
ld1rqd	{ z11.d }, p4/z, [x11, x9, lsl #3]
ld1rqh	{ z31.h }, p6/z, [x19, #0]
ld1rqh	{ z5.h }, p5/z, [x3, x23, lsl #1]
ld1rqw	{ z23.s }, p5/z, [x28, #0]
ld1rqw	{ z7.s }, p7/z, [x10, x4, lsl #2]
ld1rsb	{ z25.d }, p6/z, [x12, #41]
ld1rsb	{ z30.h }, p6/z, [x21, #61]
ld1rsb	{ z17.s }, p5/z, [x0, #30]
ld1rsh	{ z25.d }, p1/z, [x7, #0]
ld1rsh	{ z2.s }, p5/z, [x12, #0]
ld1rsw	{ z23.d }, p3/z, [x27, #72]
ld1rw	{ z11.d }, p1/z, [x0, #228]
ld1rw	{ z25.s }, p7/z, [x25, #92]
ld1sb	{ z13.d }, p7/z, [x17, #0, mul vl]
ld1sb	{ z2.d }, p6/z, [x9, x24]
ld1sb	{ z19.h }, p1/z, [x12, #6, mul vl]
ld1sb	{ z4.h }, p1/z, [x20, x26]
ld1sb	{ z16.s }, p6/z, [x12, #0, mul vl]
ld1sb	{ z26.s }, p7/z, [x25, x17]
ld1sh	{ z16.d }, p6/z, [x26, #2, mul vl]
ld1sh	{ z14.d }, p7/z, [x28, x20, lsl #1]
ld1sh	{ z22.s }, p1/z, [x8, #2, mul vl]
ld1sh	{ z19.s }, p6/z, [x17, x23, lsl #1]
ld1sw	{ z29.d }, p1/z, [x15, #5, mul vl]
ld1sw	{ z22.d }, p7/z, [x7, x5, lsl #2]
ld1w	{ z0.d }, p0/z, [x10, #3, mul vl]
ld1w	{ z12.d }, p1/z, [x1, x6, lsl #2]
ld1w	{ z0.s }, p4/z, [x25, #-7, mul vl]
ld1w	{ z9.s }, p0/z, [x1, x28, lsl #2]
ld2b	{ z20.b, z21.b }, p0/z, [x11, #12, mul vl]
ld2b	{ z16.b, z17.b }, p6/z, [x28, x7]
ld2d	{ z20.d, z21.d }, p3/z, [x15, #14, mul vl]
ld2d	{ z25.d, z26.d }, p0/z, [x8, x26, lsl #3]
ld2h	{ z21.h, z22.h }, p5/z, [x30, #0, mul vl]
ld2h	{ z6.h, z7.h }, p1/z, [x5, x15, lsl #1]
ld2w	{ z0.s, z1.s }, p3/z, [x30, #0, mul vl]
ld2w	{ z30.s, z31.s }, p0/z, [x4, x4, lsl #2]
ld3b	{ z12.b - z14.b }, p7/z, [x17, #-18, mul vl]
ld3b	{ z23.b - z25.b }, p6/z, [x11, x26]
ld3d	{ z24.d - z26.d }, p6/z, [x6, #0, mul vl]
ld3d	{ z21.d - z23.d }, p4/z, [x15, x17, lsl #3]
ld3h	{ z9.h - z11.h }, p0/z, [x22, #6, mul vl]
ld3h	{ z14.h - z16.h }, p3/z, [x19, x11, lsl #1]
ld3w	{ z24.s - z26.s }, p6/z, [x10, #-3, mul vl]
ld3w	{ z19.s - z21.s }, p7/z, [x12, x24, lsl #2]
ld4b	{ z5.b - z8.b }, p2/z, [x23, #0, mul vl]
ld4b	{ z21.b - z24.b }, p2/z, [x0, x1]
ld4d	{ z2.d - z5.d }, p3/z, [x23, #-32, mul vl]
ld4d	{ z9.d - z12.d }, p1/z, [x24, x5, lsl #3]
ld4h	{ z23.h - z26.h }, p4/z, [x12, #-16, mul vl]
ld4h	{ z5.h - z8.h }, p4/z, [x18, x30, lsl #1]
ld4w	{ z13.s - z16.s }, p6/z, [x10, #28, mul vl]
ld4w	{ z14.s - z17.s }, p6/z, [x6, x20, lsl #2]
ldnt1b	{ z28.b }, p0/z, [x11, #0, mul vl]
ldnt1b	{ z7.b }, p5/z, [x13, x3]
ldnt1d	{ z9.d }, p2/z, [x12, #4, mul vl]
ldnt1d	{ z7.d }, p0/z, [x20, x29, lsl #3]
ldnt1h	{ z8.h }, p4/z, [x11, #0, mul vl]
ldnt1h	{ z25.h }, p2/z, [x29, x28, lsl #1]
ldnt1w	{ z30.s }, p2/z, [sp, #0, mul vl]
ldnt1w	{ z4.s }, p6/z, [x3, x9, lsl #2]
ldr	p10, [x27, #179, mul vl]
ldr	z23, [x14, #1, mul vl]
lslr	z24.b, p1/m, z24.b, z18.b
lslr	z12.d, p4/m, z12.d, z27.d
lslr	z22.h, p1/m, z22.h, z18.h
lslr	z31.s, p0/m, z31.s, z31.s
lsl	z6.b, p3/m, z6.b, z15.d
lsl	z29.h, p1/m, z29.h, z24.d
lsl	z23.s, p5/m, z23.s, z27.d
lsl	z23.b, z24.b, z29.d
lsl	z14.h, z13.h, z5.d
lsl	z19.s, z18.s, z13.d
lsl	z25.b, p4/m, z25.b, #2
lsl	z26.d, p0/m, z26.d, #50
lsl	z23.h, p5/m, z23.h, #0
lsl	z6.s, p1/m, z6.s, #4
lsl	z23.b, p4/m, z23.b, z23.b
lsl	z17.d, p5/m, z17.d, z4.d
lsl	z30.h, p6/m, z30.h, z7.h
lsl	z7.s, p1/m, z7.s, z8.s
lsl	z19.b, z30.b, #7
lsl	z22.d, z25.d, #31
lsl	z29.h, z20.h, #0
lsl	z2.s, z5.s, #0
lsrr	z13.b, p4/m, z13.b, z31.b
lsrr	z6.d, p6/m, z6.d, z23.d
lsrr	z27.h, p6/m, z27.h, z25.h
lsrr	z20.s, p2/m, z20.s, z5.s
lsr	z1.b, p2/m, z1.b, z20.d
lsr	z30.h, p2/m, z30.h, z22.d
lsr	z6.s, p5/m, z6.s, z22.d
lsr	z18.b, z25.b, z30.d
lsr	z5.h, z17.h, z14.d
lsr	z23.s, z29.s, z0.d
lsr	z28.b, p5/m, z28.b, #1
lsr	z7.d, p6/m, z7.d, #38
lsr	z24.h, p2/m, z24.h, #1
lsr	z13.s, p7/m, z13.s, #1
lsr	z7.b, p1/m, z7.b, z23.b
lsr	z9.d, p1/m, z9.d, z23.d
lsr	z27.h, p1/m, z27.h, z29.h
lsr	z31.s, p2/m, z31.s, z12.s
lsr	z2.b, z14.b, #3
lsr	z31.d, z29.d, #52
lsr	z25.h, z27.h, #5
lsr	z30.s, z2.s, #1
mad	z1.b, p3/m, z24.b, z0.b
mad	z5.d, p3/m, z26.d, z21.d
mad	z22.h, p5/m, z8.h, z10.h
mad	z30.s, p5/m, z31.s, z1.s
mla	z14.b, p0/m, z14.b, z31.b
mla	z15.d, p4/m, z24.d, z30.d
mla	z11.h, p2/m, z28.h, z25.h
mla	z15.s, p0/m, z9.s, z2.s
mls	z18.b, p7/m, z20.b, z28.b
mls	z1.d, p5/m, z12.d, z19.d
mls	z20.h, p5/m, z5.h, z29.h
mls	z14.s, p4/m, z2.s, z1.s
msb	z16.b, p2/m, z13.b, z20.b
msb	z17.d, p6/m, z6.d, z1.d
msb	z15.h, p2/m, z21.h, z0.h
msb	z29.s, p3/m, z19.s, z19.s
mul	z30.b, z30.b, #-108
mul	z10.d, z10.d, #83
mul	z24.h, z24.h, #1
mul	z29.s, z29.s, #-115
mul	z18.b, p6/m, z18.b, z17.b
mul	z8.d, p5/m, z8.d, z1.d
mul	z11.h, p0/m, z11.h, z25.h
mul	z0.s, p3/m, z0.s, z14.s
nands	p9.b, p6/z, p14.b, p7.b
nand	p14.b, p10/z, p12.b, p1.b
neg	z7.b, p1/m, z31.b
neg	z7.d, p4/m, z27.d
neg	z23.h, p4/m, z27.h
neg	z12.s, p4/m, z16.s
nors	p13.b, p12/z, p12.b, p9.b
nor	p12.b, p3/z, p10.b, p11.b
not	z23.b, p3/m, z22.b
not	z24.d, p2/m, z17.d
not	z16.h, p0/m, z26.h
not	z3.s, p6/m, z0.s
orns	p7.b, p0/z, p11.b, p4.b
orn	p0.b, p3/z, p14.b, p6.b
orrs	p2.b, p3/z, p3.b, p10.b
orr	p7.b, p2/z, p5.b, p13.b
orr	z4.d, z4.d, #0xffffffffffe7ffff
orr	z15.b, p5/m, z15.b, z12.b
orr	z25.d, p0/m, z25.d, z10.d
orr	z9.h, p2/m, z9.h, z10.h
orr	z15.s, p3/m, z15.s, z18.s
orr	z20.d, z12.d, z12.d
orv	b3, p0, z31.b
orv	d11, p2, z10.d
orv	h13, p5, z12.h
orv	s11, p6, z6.s
pfalse	p14.b
pfirst	p14.b, p0, p14.b
pnext	p11.b, p15, p11.b
pnext	p4.d, p15, p4.d
pnext	p7.h, p5, p7.h
pnext	p3.s, p6, p3.s
prfb	pldl3keep, p2, [x6, #5, mul vl]
prfb	pstl2strm, p5, [x27, x28]
prfd	pstl1strm, p7, [x9, #0, mul vl]
prfd	pldl1strm, p1, [x16, x23, lsl #3]
prfh	pstl3keep, p1, [x14, #0, mul vl]
prfh	pstl3strm, p6, [x15, x0, lsl #1]
prfw	pldl2keep, p5, [x23, #0, mul vl]
prfw	pldl3strm, p1, [x26, x1, lsl #2]
ptest	p3, p8.b
ptrues	p13.b, vl32
ptrues	p10.d, all
ptrues	p6.h, all
ptrues	p11.s, all
ptrue	p13.b, all
ptrue	p4.d, pow2
ptrue	p1.h, all
ptrue	p1.s, #16
punpkhi	p14.h, p5.b
punpklo	p8.h, p7.b
rbit	z20.b, p7/m, z6.b
rbit	z5.d, p0/m, z12.d
rbit	z16.h, p6/m, z6.h
rbit	z4.s, p3/m, z26.s
rdvl	x23, #1
revb	z12.d, p3/m, z22.d
revb	z9.h, p2/m, z26.h
revb	z14.s, p7/m, z12.s
revh	z21.d, p4/m, z19.d
revh	z18.s, p3/m, z6.s
revw	z19.d, p7/m, z16.d
rev	p13.b, p5.b
rev	p1.d, p6.d
rev	p13.h, p9.h
rev	p7.s, p10.s
rev	z21.b, z29.b
rev	z3.d, z4.d
rev	z12.h, z21.h
rev	z11.s, z14.s
sabd	z5.b, p7/m, z5.b, z14.b
sabd	z25.d, p3/m, z25.d, z13.d
sabd	z1.h, p5/m, z1.h, z30.h
sabd	z26.s, p4/m, z26.s, z27.s
saddv	d24, p1, z22.b
saddv	d18, p0, z13.h
saddv	d17, p5, z17.s
scvtf	z5.d, p5/m, z19.d
scvtf	z25.d, p3/m, z10.s
scvtf	z26.h, p0/m, z1.d
scvtf	z29.h, p2/m, z17.h
scvtf	z29.h, p7/m, z23.s
scvtf	z7.s, p1/m, z8.d
scvtf	z7.s, p4/m, z29.s
sdivr	z1.d, p4/m, z1.d, z23.d
sdivr	z27.s, p5/m, z27.s, z18.s
sdiv	z16.d, p4/m, z16.d, z10.d
sdiv	z31.s, p0/m, z31.s, z25.s
sdot	z3.d, z16.h, z6.h[0]
sdot	z20.s, z21.b, z7.b[2]
sdot	z17.d, z29.h, z11.h
sdot	z27.s, z10.b, z13.b
sel	p10.b, p12, p2.b, p10.b
sel	z1.b, p0, z28.b, z8.b
sel	z3.d, p2, z8.d, z9.d
sel	z25.h, p12, z14.h, z3.h
sel	z13.s, p14, z22.s, z13.s
smaxv	b21, p6, z7.b
smaxv	d21, p0, z4.d
smaxv	h22, p6, z29.h
smaxv	s4, p1, z14.s
smax	z8.b, z8.b, #1
smax	z1.d, z1.d, #-82
smax	z28.h, z28.h, #36
smax	z4.s, z4.s, #30
smax	z24.b, p2/m, z24.b, z20.b
smax	z16.d, p5/m, z16.d, z7.d
smax	z13.h, p5/m, z13.h, z12.h
smax	z16.s, p1/m, z16.s, z21.s
sminv	b23, p7, z19.b
sminv	d1, p3, z10.d
sminv	h20, p6, z3.h
sminv	s17, p2, z15.s
smin	z10.b, z10.b, #-83
smin	z13.d, z13.d, #6
smin	z8.h, z8.h, #86
smin	z13.s, z13.s, #-45
smin	z22.b, p7/m, z22.b, z19.b
smin	z17.d, p6/m, z17.d, z4.d
smin	z28.h, p2/m, z28.h, z12.h
smin	z1.s, p6/m, z1.s, z16.s
smulh	z25.b, p0/m, z25.b, z24.b
smulh	z24.d, p4/m, z24.d, z8.d
smulh	z18.h, p2/m, z18.h, z28.h
smulh	z29.s, p6/m, z29.s, z2.s
splice	z12.b, p6, z12.b, z8.b
splice	z18.d, p5, z18.d, z11.d
splice	z11.h, p7, z11.h, z19.h
splice	z4.s, p1, z4.s, z19.s
sqadd	z3.b, z3.b, #90
sqadd	z30.d, z30.d, #0
sqadd	z17.h, z17.h, #43264
sqadd	z1.s, z1.s, #25856
sqadd	z28.b, z25.b, z20.b
sqadd	z8.d, z20.d, z10.d
sqadd	z2.h, z9.h, z26.h
sqadd	z21.s, z26.s, z12.s
sqdecb	x18, w18, mul3, mul #16
sqdecb	x0, vl64, mul #1
sqdecd	x4, w4, all, mul #1
sqdecd	x19, vl256, mul #12
sqdecd	z29.d, all, mul #1
sqdech	x6, w6, vl4, mul #3
sqdech	x26, vl32, mul #4
sqdech	z10.h, vl32, mul #13
sqdecp	x28, p3.b, w28
sqdecp	x19, p13.d, w19
sqdecp	x0, p2.h, w0
sqdecp	x14, p2.s, w14
sqdecp	x4, p15.b
sqdecp	x26, p10.d
sqdecp	x27, p3.h
sqdecp	x22, p15.s
sqdecp	z6.d, p4.d
sqdecp	z27.h, p0.h
sqdecp	z6.s, p6.s
sqdecw	x3, w3, vl16, mul #1
sqdecw	x7, mul4, mul #12
sqdecw	z14.s, vl3, mul #11
sqincb	x20, w20, pow2, mul #11
sqincb	x8, vl8, mul #5
sqincd	x17, w17, all, mul #1
sqincd	x23, pow2, mul #6
sqincd	z22.d, all, mul #1
sqinch	x7, w7, vl2, mul #9
sqinch	xzr, #19, mul #15
sqinch	z0.h, pow2, mul #1
sqincp	xzr, p6.b, wzr
sqincp	x22, p5.d, w22
sqincp	x7, p13.h, w7
sqincp	x12, p14.s, w12
sqincp	x4, p9.b
sqincp	x26, p6.d
sqincp	x15, p0.h
sqincp	x13, p4.s
sqincp	z7.d, p14.d
sqincp	z29.h, p11.h
sqincp	z12.s, p3.s
sqincw	x15, w15, all, mul #5
sqincw	x2, vl128, mul #16
sqincw	z28.s, pow2, mul #1
sqsub	z24.b, z24.b, #0
sqsub	z28.d, z28.d, #108
sqsub	z3.h, z3.h, #255
sqsub	z19.s, z19.s, #0, lsl #8
sqsub	z20.b, z17.b, z31.b
sqsub	z29.d, z9.d, z4.d
sqsub	z15.h, z20.h, z28.h
sqsub	z31.s, z4.s, z14.s
st1b	{ z14.b }, p6, [x20, #-1, mul vl]
st1b	{ z17.b }, p0, [x13, x12]
st1b	{ z31.d }, p1, [x26, #0, mul vl]
st1b	{ z10.d }, p5, [x24, x15]
st1b	{ z18.h }, p3, [x15, #0, mul vl]
st1b	{ z24.h }, p2, [x13, x28]
st1b	{ z28.s }, p0, [x21, #4, mul vl]
st1b	{ z0.s }, p4, [sp, x26]
st1d	{ z2.d }, p0, [x6, #0, mul vl]
st1d	{ z28.d }, p2, [x27, x11, lsl #3]
st1h	{ z15.d }, p5, [x13, #7, mul vl]
st1h	{ z20.d }, p3, [x11, x21, lsl #1]
st1h	{ z29.h }, p5, [x26, #0, mul vl]
st1h	{ z16.h }, p6, [x18, x19, lsl #1]
st1h	{ z4.s }, p6, [x30, #0, mul vl]
st1h	{ z24.s }, p1, [x24, x22, lsl #1]
st1w	{ z8.d }, p7, [x25, #1, mul vl]
st1w	{ z17.d }, p4, [x13, x0, lsl #2]
st1w	{ z5.s }, p4, [x10, #-8, mul vl]
st1w	{ z18.s }, p4, [x30, x1, lsl #2]
st2b	{ z20.b, z21.b }, p0, [x29, #6, mul vl]
st2b	{ z12.b, z13.b }, p3, [x25, x22]
st2d	{ z25.d, z26.d }, p7, [x9, #-2, mul vl]
st2d	{ z13.d, z14.d }, p2, [x22, x18, lsl #3]
st2h	{ z22.h, z23.h }, p6, [x2, #0, mul vl]
st2h	{ z13.h, z14.h }, p4, [x13, x21, lsl #1]
st2w	{ z16.s, z17.s }, p7, [x13, #2, mul vl]
st2w	{ z3.s, z4.s }, p7, [x26, x15, lsl #2]
st3b	{ z28.b - z30.b }, p6, [x27, #0, mul vl]
st3b	{ z21.b - z23.b }, p6, [x19, x1]
st3d	{ z25.d - z27.d }, p5, [x15, #-15, mul vl]
st3d	{ z12.d - z14.d }, p0, [x9, x5, lsl #3]
st3h	{ z22.h - z24.h }, p6, [x10, #0, mul vl]
st3h	{ z19.h - z21.h }, p3, [x14, x27, lsl #1]
st3w	{ z0.s - z2.s }, p6, [x3, #0, mul vl]
st3w	{ z22.s - z24.s }, p5, [x7, x6, lsl #2]
st4b	{ z8.b - z11.b }, p4, [x2, #0, mul vl]
st4b	{ z18.b - z21.b }, p2, [x8, x1]
st4d	{ z3.d - z6.d }, p5, [x11, #0, mul vl]
st4d	{ z4.d - z7.d }, p7, [x5, x25, lsl #3]
st4h	{ z0.h - z3.h }, p7, [sp, #0, mul vl]
st4h	{ z30.h, z31.h, z0.h, z1.h }, p7, [x21, x1, lsl #1]
st4w	{ z18.s - z21.s }, p3, [x3, #0, mul vl]
st4w	{ z11.s - z14.s }, p1, [x22, x28, lsl #2]
stnt1b	{ z4.b }, p3, [x3, #-6, mul vl]
stnt1b	{ z1.b }, p0, [x10, x30]
stnt1d	{ z12.d }, p4, [x14, #2, mul vl]
stnt1d	{ z13.d }, p6, [x25, x25, lsl #3]
stnt1h	{ z30.h }, p2, [x4, #7, mul vl]
stnt1h	{ z25.h }, p6, [x27, x0, lsl #1]
stnt1w	{ z20.s }, p5, [x11, #-6, mul vl]
stnt1w	{ z8.s }, p1, [x4, x13, lsl #2]
str	p7, [x26, #0, mul vl]
str	z10, [x26, #-71, mul vl]
subr	z7.b, z7.b, #192
subr	z9.d, z9.d, #122
subr	z8.h, z8.h, #1
subr	z11.s, z11.s, #90
subr	z20.b, p4/m, z20.b, z25.b
subr	z9.d, p4/m, z9.d, z12.d
subr	z13.h, p7/m, z13.h, z11.h
subr	z19.s, p6/m, z19.s, z9.s
sub	z0.b, z0.b, #206
sub	z18.d, z18.d, #9
sub	z10.h, z10.h, #186
sub	z6.s, z6.s, #64
sub	z6.b, p4/m, z6.b, z25.b
sub	z14.d, p6/m, z14.d, z2.d
sub	z29.h, p1/m, z29.h, z3.h
sub	z20.s, p6/m, z20.s, z26.s
sub	z3.b, z9.b, z26.b
sub	z4.d, z14.d, z29.d
sub	z20.h, z26.h, z30.h
sub	z29.s, z14.s, z28.s
sunpkhi	z20.d, z14.s
sunpkhi	z2.h, z12.b
sunpkhi	z14.s, z9.h
sunpklo	z4.d, z26.s
sunpklo	z5.h, z19.b
sunpklo	z22.s, z25.h
sxtb	z21.d, p0/m, z11.d
sxtb	z16.h, p7/m, z20.h
sxtb	z16.s, p2/m, z3.s
sxth	z13.d, p7/m, z1.d
sxth	z17.s, p0/m, z16.s
sxtw	z16.d, p4/m, z22.d
tbl	z0.b, { z16.b }, z3.b
tbl	z6.d, { z4.d }, z15.d
tbl	z2.h, { z20.h }, z2.h
tbl	z28.s, { z19.s }, z22.s
trn1	p3.b, p0.b, p0.b
trn1	p4.d, p15.d, p7.d
trn1	p2.h, p4.h, p1.h
trn1	p8.s, p5.s, p7.s
trn1	z6.b, z17.b, z24.b
trn1	z6.d, z10.d, z10.d
trn1	z19.h, z11.h, z11.h
trn1	z23.s, z2.s, z8.s
trn2	p9.b, p1.b, p4.b
trn2	p13.d, p2.d, p2.d
trn2	p2.h, p3.h, p7.h
trn2	p8.s, p4.s, p6.s
trn2	z2.b, z11.b, z8.b
trn2	z30.d, z18.d, z9.d
trn2	z11.h, z0.h, z31.h
trn2	z0.s, z1.s, z5.s
uabd	z28.b, p0/m, z28.b, z31.b
uabd	z30.d, p0/m, z30.d, z0.d
uabd	z29.h, p0/m, z29.h, z9.h
uabd	z24.s, p0/m, z24.s, z9.s
uaddv	d9, p3, z25.b
uaddv	d15, p2, z2.d
uaddv	d29, p3, z28.h
uaddv	d25, p2, z22.s
ucvtf	z24.d, p1/m, z2.d
ucvtf	z17.d, p7/m, z0.s
ucvtf	z13.h, p4/m, z11.d
ucvtf	z13.h, p6/m, z19.h
ucvtf	z20.h, p0/m, z16.s
ucvtf	z10.s, p2/m, z30.d
ucvtf	z3.s, p1/m, z15.s
udivr	z15.d, p3/m, z15.d, z8.d
udivr	z28.s, p2/m, z28.s, z24.s
udiv	z0.d, p4/m, z0.d, z24.d
udiv	z17.s, p4/m, z17.s, z15.s
udot	z8.d, z19.h, z12.h[1]
udot	z27.s, z9.b, z7.b[0]
udot	z6.d, z2.h, z21.h
udot	z17.s, z0.b, z23.b
umaxv	b27, p7, z26.b
umaxv	d9, p6, z6.d
umaxv	h29, p2, z2.h
umaxv	s25, p4, z14.s
umax	z9.b, z9.b, #0
umax	z7.d, z7.d, #0
umax	z2.h, z2.h, #217
umax	z15.s, z15.s, #65
umax	z2.b, p6/m, z2.b, z5.b
umax	z26.d, p3/m, z26.d, z23.d
umax	z23.h, p5/m, z23.h, z5.h
umax	z16.s, p6/m, z16.s, z17.s
uminv	b13, p6, z23.b
uminv	d12, p7, z27.d
uminv	h8, p1, z16.h
uminv	s14, p7, z14.s
umin	z13.b, z13.b, #226
umin	z17.d, z17.d, #160
umin	z8.h, z8.h, #14
umin	z27.s, z27.s, #89
umin	z17.b, p5/m, z17.b, z11.b
umin	z10.d, p4/m, z10.d, z30.d
umin	z23.h, p5/m, z23.h, z16.h
umin	z23.s, p0/m, z23.s, z0.s
umulh	z9.b, p4/m, z9.b, z24.b
umulh	z1.d, p5/m, z1.d, z16.d
umulh	z4.h, p6/m, z4.h, z18.h
umulh	z13.s, p7/m, z13.s, z23.s
uqadd	z15.b, z15.b, #255
uqadd	z25.d, z25.d, #255
uqadd	z20.h, z20.h, #0, lsl #8
uqadd	z16.s, z16.s, #63232
uqadd	z21.b, z24.b, z29.b
uqadd	z7.d, z26.d, z28.d
uqadd	z15.h, z29.h, z26.h
uqadd	z31.s, z24.s, z5.s
uqdecb	w11, all, mul #5
uqdecb	x7, vl64, mul #5
uqdecd	wzr, vl4, mul #11
uqdecd	x7, vl3, mul #1
uqdecd	z27.d, vl32, mul #7
uqdech	w8, all, mul #1
uqdech	x2, mul4, mul #13
uqdech	z16.h, vl1, mul #12
uqdecp	w12, p10.b
uqdecp	w22, p4.d
uqdecp	w1, p13.h
uqdecp	w22, p1.s
uqdecp	x14, p0.b
uqdecp	x27, p3.d
uqdecp	x26, p0.h
uqdecp	x11, p2.s
uqdecp	z15.d, p5.d
uqdecp	z0.h, p14.h
uqdecp	z5.s, p8.s
uqdecw	w23, vl256, mul #13
uqdecw	x9, mul4, mul #16
uqdecw	z8.s, pow2, mul #7
uqincb	w17, vl3, mul #13
uqincb	x29, #14, mul #4
uqincd	w13, all, mul #1
uqincd	x5, all, mul #2
uqincd	z12.d, all, mul #1
uqinch	w4, vl1, mul #5
uqinch	x17, all, mul #14
uqinch	z28.h, pow2, mul #15
uqincp	w24, p11.b
uqincp	w21, p8.d
uqincp	w19, p12.h
uqincp	w15, p1.s
uqincp	x19, p3.b
uqincp	xzr, p4.d
uqincp	x29, p4.h
uqincp	x14, p13.s
uqincp	z16.d, p4.d
uqincp	z8.h, p14.h
uqincp	z30.s, p11.s
uqincw	w15, pow2, mul #8
uqincw	x22, mul3, mul #3
uqincw	z29.s, vl6, mul #4
uqsub	z21.b, z21.b, #102
uqsub	z17.d, z17.d, #2
uqsub	z11.h, z11.h, #164
uqsub	z19.s, z19.s, #0, lsl #8
uqsub	z15.b, z4.b, z8.b
uqsub	z27.d, z4.d, z0.d
uqsub	z21.h, z20.h, z11.h
uqsub	z9.s, z31.s, z29.s
uunpkhi	z2.d, z1.s
uunpkhi	z25.h, z4.b
uunpkhi	z7.s, z1.h
uunpklo	z27.d, z2.s
uunpklo	z26.h, z13.b
uunpklo	z12.s, z13.h
uxtb	z24.d, p4/m, z0.d
uxtb	z3.h, p5/m, z9.h
uxtb	z2.s, p3/m, z4.s
uxth	z14.d, p5/m, z1.d
uxth	z6.s, p7/m, z16.s
uxtw	z3.d, p5/m, z25.d
uzp1	p9.b, p14.b, p8.b
uzp1	p10.d, p0.d, p7.d
uzp1	p11.h, p15.h, p6.h
uzp1	p1.s, p8.s, p1.s
uzp1	z18.b, z16.b, z10.b
uzp1	z5.d, z2.d, z4.d
uzp1	z22.h, z16.h, z5.h
uzp1	z18.s, z29.s, z20.s
uzp2	p8.b, p7.b, p0.b
uzp2	p13.d, p7.d, p0.d
uzp2	p6.h, p15.h, p10.h
uzp2	p11.s, p3.s, p2.s
uzp2	z14.b, z17.b, z16.b
uzp2	z8.d, z7.d, z26.d
uzp2	z19.h, z20.h, z11.h
uzp2	z22.s, z18.s, z29.s
whilele	p6.b, w17, w10
whilele	p5.d, w8, w13
whilele	p1.h, w0, w15
whilele	p14.s, w4, w16
whilele	p4.b, x6, x9
whilele	p8.d, x6, x27
whilele	p6.h, x23, x6
whilele	p11.s, x6, x13
whilelo	p5.b, w3, w15
whilelo	p6.d, w29, w5
whilelo	p15.h, w3, w10
whilelo	p14.s, w8, w29
whilelo	p10.b, x9, x13
whilelo	p11.d, x21, x0
whilelo	p13.h, x17, x19
whilelo	p3.s, x28, x4
whilels	p8.b, w17, wzr
whilels	p3.d, w29, w20
whilels	p6.h, w17, w29
whilels	p5.s, w27, w30
whilels	p9.b, x25, x10
whilels	p15.d, x27, x20
whilels	p7.h, x3, x16
whilels	p8.s, x4, x18
whilelt	p14.b, w27, w7
whilelt	p6.d, w20, w27
whilelt	p12.h, w27, w4
whilelt	p11.s, w23, w10
whilelt	p0.b, x28, x6
whilelt	p3.d, x16, x0
whilelt	p3.h, x8, xzr
whilelt	p13.s, x8, x0
zip1	p10.b, p4.b, p15.b
zip1	p13.d, p14.d, p6.d
zip1	p1.h, p10.h, p13.h
zip1	p5.s, p7.s, p15.s
zip1	z23.b, z17.b, z25.b
zip1	z19.d, z29.d, z15.d
zip1	z21.h, z4.h, z20.h
zip1	z31.s, z20.s, z15.s
zip2	p10.b, p8.b, p13.b
zip2	p0.d, p8.d, p2.d
zip2	p14.h, p14.h, p3.h
zip2	p13.s, p6.s, p10.s
zip2	z0.b, z17.b, z0.b
zip2	z28.d, z19.d, z5.d
zip2	z11.h, z25.h, z22.h
zip2	z25.s, z8.s, z15.s
