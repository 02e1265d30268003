// mattr: +sve,+sme
// instructions llvm-mc 19 takes only with: sve or sme
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x2, x6, #-20
addvl	x0, x23, #-28
add	z24.b, z24.b, #217
add	z12.d, z12.d, #189
add	z14.h, z14.h, #256
add	z31.s, z31.s, #255
add	z1.b, p7/m, z1.b, z25.b
add	z13.d, p0/m, z13.d, z8.d
add	z4.h, p2/m, z4.h, z13.h
add	z3.s, p2/m, z3.s, z27.s
add	z26.b, z2.b, z10.b
add	z28.d, z27.d, z2.d
add	z22.h, z14.h, z15.h
add	z31.s, z24.s, z13.s
ands	p15.b, p12/z, p6.b, p8.b
andv	b12, p2, z5.b
andv	d20, p5, z11.d
andv	h15, p6, z26.h
andv	s13, p1, z25.s
and	p2.b, p15/z, p6.b, p12.b
and	z20.d, z20.d, #0x7fffff
and	z18.b, p6/m, z18.b, z0.b
and	z10.d, p7/m, z10.d, z29.d
and	z9.h, p7/m, z9.h, z16.h
and	z17.s, p6/m, z17.s, z30.s
and	z18.d, z16.d, z29.d
asrd	z28.b, p2/m, z28.b, #1
asrd	z24.d, p1/m, z24.d, #13
asrd	z28.h, p6/m, z28.h, #5
asrd	z28.s, p7/m, z28.s, #1
asrr	z2.b, p2/m, z2.b, z18.b
asrr	z31.d, p6/m, z31.d, z3.d
asrr	z26.h, p6/m, z26.h, z29.h
asrr	z22.s, p5/m, z22.s, z14.s
asr	z28.b, p2/m, z28.b, z2.d
asr	z14.h, p1/m, z14.h, z26.d
asr	z10.s, p0/m, z10.s, z15.d
asr	z23.b, z10.b, z11.d
asr	z14.h, z13.h, z4.d
asr	z0.s, z28.s, z12.d
asr	z18.b, p2/m, z18.b, #1
asr	z25.d, p1/m, z25.d, #36
asr	z3.h, p7/m, z3.h, #6
asr	z29.s, p1/m, z29.s, #8
asr	z5.b, p3/m, z5.b, z22.b
asr	z1.d, p2/m, z1.d, z27.d
asr	z11.h, p2/m, z11.h, z10.h
asr	z23.s, p3/m, z23.s, z27.s
asr	z27.b, z22.b, #3
asr	z13.d, z28.d, #1
asr	z27.h, z11.h, #16
asr	z27.s, z0.s, #31
bics	p4.b, p7/z, p6.b, p8.b
bic	p7.b, p11/z, p4.b, p8.b
bic	z6.b, p6/m, z6.b, z24.b
bic	z5.d, p4/m, z5.d, z10.d
bic	z5.h, p2/m, z5.h, z30.h
bic	z17.s, p2/m, z17.s, z4.s
bic	z7.d, z27.d, z25.d
brkas	p15.b, p10/z, p4.b
brka	p7.b, p14/m, p11.b
brka	p8.b, p12/z, p11.b
brkbs	p14.b, p6/z, p3.b
brkb	p15.b, p4/m, p7.b
brkb	p5.b, p6/z, p6.b
brkn	p1.b, p4/z, p6.b, p1.b
brkns	p7.b, p6/z, p5.b, p7.b
brkpa	p2.b, p2/z, p2.b, p9.b
brkpas	p11.b, p6/z, p14.b, p5.b
brkpb	p2.b, p9/z, p15.b, p11.b
brkpbs	p7.b, p4/z, p12.b, p2.b
clasta	w8, p4, w8, z1.b
clasta	x29, p4, x29, z25.d
clasta	w7, p0, w7, z26.h
clasta	w28, p3, w28, z9.s
clasta	b13, p4, b13, z4.b
clasta	d8, p1, d8, z9.d
clasta	h25, p5, h25, z15.h
clasta	s18, p7, s18, z25.s
clasta	z9.b, p2, z9.b, z2.b
clasta	z31.d, p3, z31.d, z11.d
clasta	z16.h, p4, z16.h, z21.h
clasta	z4.s, p7, z4.s, z28.s
clastb	w30, p0, w30, z5.b
clastb	x13, p0, x13, z6.d
clastb	w2, p5, w2, z10.h
clastb	w0, p5, w0, z5.s
clastb	b13, p7, b13, z29.b
clastb	d24, p7, d24, z10.d
clastb	h28, p1, h28, z16.h
clastb	s14, p6, s14, z8.s
clastb	z10.b, p0, z10.b, z30.b
clastb	z14.d, p3, z14.d, z21.d
clastb	z14.h, p4, z14.h, z25.h
clastb	z14.s, p1, z14.s, z0.s
cls	z31.b, p1/m, z29.b
cls	z26.d, p5/m, z7.d
cls	z13.h, p3/m, z9.h
cls	z13.s, p3/m, z27.s
clz	z27.b, p7/m, z8.b
clz	z31.d, p2/m, z28.d
clz	z15.h, p0/m, z29.h
clz	z3.s, p1/m, z2.s
cmpeq	p10.b, p2/z, z2.b, #3
cmpeq	p6.d, p2/z, z4.d, #1
cmpeq	p14.h, p4/z, z14.h, #3
cmpeq	p2.s, p6/z, z27.s, #-5
cmpeq	p0.b, p2/z, z9.b, z6.b
cmpeq	p15.d, p0/z, z21.d, z6.d
cmpeq	p7.h, p6/z, z29.h, z19.h
cmpeq	p8.s, p0/z, z1.s, z20.s
cmpeq	p2.b, p0/z, z12.b, z22.d
cmpeq	p1.h, p7/z, z15.h, z31.d
cmpeq	p2.s, p7/z, z1.s, z11.d
cmpge	p1.b, p3/z, z17.b, #14
cmpge	p7.d, p6/z, z15.d, #0
cmpge	p3.h, p2/z, z25.h, #-16
cmpge	p0.s, p3/z, z31.s, #5
cmpge	p2.b, p2/z, z14.b, z16.b
cmpge	p15.d, p7/z, z20.d, z25.d
cmpge	p6.h, p4/z, z17.h, z23.h
cmpge	p4.s, p2/z, z27.s, z10.s
cmpge	p12.b, p1/z, z16.b, z31.d
cmpge	p5.h, p7/z, z30.h, z14.d
cmpge	p12.s, p0/z, z19.s, z17.d
cmpgt	p13.b, p0/z, z6.b, #14
cmpgt	p0.d, p0/z, z3.d, #-13
cmpgt	p8.h, p5/z, z16.h, #-7
cmpgt	p11.s, p7/z, z16.s, #13
cmpgt	p10.b, p2/z, z0.b, z4.b
cmpgt	p5.d, p2/z, z5.d, z12.d
cmpgt	p5.h, p2/z, z3.h, z15.h
cmpgt	p14.s, p5/z, z10.s, z21.s
cmpgt	p3.b, p1/z, z13.b, z0.d
cmpgt	p4.h, p3/z, z21.h, z26.d
cmpgt	p10.s, p1/z, z26.s, z24.d
cmphi	p1.b, p4/z, z15.b, #118
cmphi	p1.d, p7/z, z15.d, #59
cmphi	p12.h, p7/z, z25.h, #63
cmphi	p7.s, p5/z, z12.s, #37
cmphi	p4.b, p7/z, z5.b, z13.b
cmphi	p12.d, p3/z, z4.d, z13.d
cmphi	p10.h, p1/z, z27.h, z26.h
cmphi	p14.s, p7/z, z0.s, z5.s
cmphi	p15.b, p6/z, z4.b, z15.d
cmphi	p4.h, p5/z, z5.h, z23.d
cmphi	p9.s, p6/z, z30.s, z20.d
cmphs	p13.b, p3/z, z26.b, #96
cmphs	p4.d, p5/z, z29.d, #127
cmphs	p8.h, p5/z, z19.h, #56
cmphs	p12.s, p3/z, z28.s, #13
cmphs	p10.b, p0/z, z29.b, z24.b
cmphs	p3.d, p6/z, z27.d, z7.d
cmphs	p4.h, p1/z, z6.h, z4.h
cmphs	p7.s, p3/z, z9.s, z11.s
cmphs	p11.b, p7/z, z14.b, z31.d
cmphs	p12.h, p4/z, z17.h, z2.d
cmphs	p11.s, p3/z, z24.s, z2.d
cmple	p3.b, p2/z, z19.b, #10
cmple	p15.d, p7/z, z20.d, #14
cmple	p8.h, p0/z, z14.h, #0
cmple	p7.s, p0/z, z0.s, #10
cmple	p14.b, p6/z, z9.b, z17.d
cmple	p14.h, p3/z, z30.h, z1.d
cmple	p14.s, p7/z, z0.s, z6.d
cmplo	p2.b, p3/z, z17.b, #59
cmplo	p11.d, p1/z, z18.d, #34
cmplo	p2.h, p5/z, z16.h, #16
cmplo	p3.s, p7/z, z5.s, #1
cmplo	p5.b, p6/z, z11.b, z8.d
cmplo	p7.h, p7/z, z29.h, z31.d
cmplo	p11.s, p6/z, z21.s, z26.d
cmpls	p10.b, p2/z, z7.b, #47
cmpls	p2.d, p4/z, z5.d, #0
cmpls	p6.h, p7/z, z30.h, #1
cmpls	p6.s, p7/z, z3.s, #61
cmpls	p15.b, p5/z, z13.b, z10.d
cmpls	p8.h, p1/z, z20.h, z31.d
cmpls	p11.s, p3/z, z19.s, z31.d
cmplt	p10.b, p7/z, z31.b, #-4
cmplt	p0.d, p7/z, z4.d, #-1
cmplt	p8.h, p1/z, z9.h, #6
cmplt	p4.s, p3/z, z1.s, #-12
cmplt	p11.b, p4/z, z28.b, z24.d
cmplt	p11.h, p1/z, z30.h, z31.d
cmplt	p1.s, p3/z, z14.s, z0.d
cmpne	p13.b, p4/z, z30.b, #-4
cmpne	p10.d, p3/z, z27.d, #6
cmpne	p5.h, p3/z, z4.h, #-7
cmpne	p8.s, p0/z, z7.s, #13
cmpne	p7.b, p7/z, z13.b, z14.b
cmpne	p15.d, p4/z, z29.d, z24.d
cmpne	p5.h, p7/z, z6.h, z4.h
cmpne	p3.s, p1/z, z21.s, z3.s
cmpne	p13.b, p5/z, z4.b, z11.d
cmpne	p0.h, p3/z, z11.h, z5.d
cmpne	p12.s, p6/z, z25.s, z3.d
cnot	z0.b, p7/m, z25.b
cnot	z26.d, p5/m, z22.d
cnot	z30.h, p3/m, z9.h
cnot	z4.s, p6/m, z2.s
cntb	x12, pow2, mul #1
cntd	x14, #21, mul #16
cnth	xzr, pow2, mul #12
cntp	x6, p3, p10.b
cntp	x7, p15, p13.d
cntp	x20, p13, p8.h
cntp	x28, p6, p4.s
cntw	x28, mul4, mul #1
cnt	z6.b, p1/m, z13.b
cnt	z16.d, p4/m, z13.d
cnt	z22.h, p5/m, z31.h
cnt	z27.s, p5/m, z27.s
cpy	z21.b, p1/m, #-1
cpy	z13.d, p13/m, #-6144
cpy	z9.h, p0/m, #2304
cpy	z26.s, p5/m, #109
cpy	z29.b, p0/m, w2
cpy	z18.d, p1/m, x1
cpy	z2.h, p1/m, w20
cpy	z18.s, p6/m, w27
cpy	z26.b, p4/m, b10
cpy	z18.d, p4/m, d27
cpy	z10.h, p6/m, h27
cpy	z19.s, p2/m, s7
cpy	z8.b, p1/z, #-58
cpy	z27.d, p9/z, #65
cpy	z23.h, p4/z, #-50
cpy	z24.s, p9/z, #12800
ctermeq	w8, w8
ctermeq	x25, x1
ctermne	w23, w27
ctermne	x5, x14
decb	x17, all, mul #1
decd	x17, #20, mul #1
decd	z7.d, mul3, mul #1
dech	x26, all, mul #3
dech	z25.h, all, mul #1
decp	x5, p14.b
decp	x28, p9.d
decp	x11, p8.h
decp	x0, p14.s
decp	z19.d, p13.d
decp	z11.h, p13.h
decp	z16.s, p6.s
decw	x2, mul3, mul #13
decw	z14.s, #28, mul #1
dupm	z0.d, #0xffc0
dup	z20.b, #0
dup	z31.d, #-15872
dup	z22.h, #-5888
dup	z5.s, #3840
dup	z10.b, w21
dup	z0.d, x15
dup	z31.h, w2
dup	z11.s, w23
dup	z16.q, z28.q[1]
dup	z22.h, z5.h[0]
dup	z20.s, z17.s[4]
dup	z18.d, z23.d[4]
dup	z10.b, z0.b[0]
eors	p7.b, p11/z, p7.b, p9.b
eorv	b13, p5, z2.b
eorv	d8, p6, z25.d
eorv	h18, p3, z2.h
eorv	s8, p2, z14.s
eor	p5.b, p6/z, p0.b, p2.b
eor	z5.d, z5.d, #0x8000000000000000
eor	z11.b, p0/m, z11.b, z17.b
eor	z21.d, p7/m, z21.d, z7.d
eor	z2.h, p2/m, z2.h, z0.h
eor	z0.s, p1/m, z0.s, z29.s
eor	z6.d, z16.d, z2.d
ext	z4.b, z4.b, z6.b, #82
fabd	z6.d, p3/m, z6.d, z28.d
fabd	z19.h, p3/m, z19.h, z21.h
fabd	z8.s, p2/m, z8.s, z18.s
fabs	z24.d, p3/m, z19.d
fabs	z28.h, p7/m, z15.h
fabs	z21.s, p3/m, z21.s
facge	p14.d, p7/z, z21.d, z5.d
facge	p11.h, p0/z, z29.h, z1.h
facge	p3.s, p7/z, z6.s, z23.s
facgt	p13.d, p4/z, z31.d, z20.d
facgt	p13.h, p6/z, z29.h, z27.h
facgt	p0.s, p7/z, z11.s, z8.s
faddv	d18, p2, z20.d
faddv	h4, p3, z20.h
faddv	s23, p0, z22.s
fadd	z8.d, p1/m, z8.d, #0.5
fadd	z23.h, p1/m, z23.h, #0.5
fadd	z30.s, p7/m, z30.s, #1.0
fadd	z6.d, p3/m, z6.d, z26.d
fadd	z4.h, p5/m, z4.h, z25.h
fadd	z22.s, p0/m, z22.s, z14.s
fadd	z21.d, z1.d, z17.d
fadd	z1.h, z27.h, z23.h
fadd	z12.s, z17.s, z14.s
fcadd	z13.d, p1/m, z13.d, z7.d, #90
fcadd	z7.h, p5/m, z7.h, z28.h, #90
fcadd	z23.s, p4/m, z23.s, z15.s, #90
fcmeq	p11.d, p6/z, z31.d, #0.0
fcmeq	p2.h, p6/z, z2.h, #0.0
fcmeq	p1.s, p2/z, z3.s, #0.0
fcmeq	p12.d, p5/z, z23.d, z12.d
fcmeq	p10.h, p0/z, z22.h, z28.h
fcmeq	p13.s, p1/z, z1.s, z20.s
fcmge	p3.d, p6/z, z19.d, #0.0
fcmge	p9.h, p3/z, z20.h, #0.0
fcmge	p6.s, p6/z, z20.s, #0.0
fcmge	p10.d, p7/z, z11.d, z31.d
fcmge	p9.h, p4/z, z26.h, z0.h
fcmge	p1.s, p2/z, z5.s, z29.s
fcmgt	p15.d, p2/z, z14.d, #0.0
fcmgt	p2.h, p5/z, z14.h, #0.0
fcmgt	p13.s, p5/z, z24.s, #0.0
fcmgt	p9.d, p6/z, z29.d, z26.d
fcmgt	p8.h, p0/z, z1.h, z27.h
fcmgt	p15.s, p3/z, z4.s, z12.s
fcmla	z15.h, z16.h, z5.h[0], #0
fcmla	z28.s, z31.s, z4.s[0], #270
fcmla	z0.d, p1/m, z26.d, z18.d, #90
fcmla	z23.h, p3/m, z2.h, z21.h, #270
fcmla	z22.s, p6/m, z2.s, z23.s, #0
fcmle	p11.d, p1/z, z22.d, #0.0
fcmle	p5.h, p6/z, z11.h, #0.0
fcmle	p1.s, p7/z, z22.s, #0.0
fcmlt	p7.d, p1/z, z22.d, #0.0
fcmlt	p1.h, p2/z, z17.h, #0.0
fcmlt	p14.s, p5/z, z29.s, #0.0
fcmne	p2.d, p2/z, z12.d, #0.0
fcmne	p15.h, p1/z, z17.h, #0.0
fcmne	p12.s, p2/z, z18.s, #0.0
fcmne	p15.d, p2/z, z30.d, z22.d
fcmne	p3.h, p1/z, z2.h, z5.h
fcmne	p13.s, p0/z, z13.s, z2.s
fcmuo	p0.d, p6/z, z19.d, z20.d
fcmuo	p7.h, p4/z, z9.h, z31.h
fcmuo	p13.s, p3/z, z13.s, z7.s
fcpy	z15.d, p12/m, #13.00000000
fcpy	z30.h, p2/m, #-1.31250000
fcpy	z31.s, p7/m, #-0.34375000
fcvtzs	z0.d, p0/m, z25.d
fcvtzs	z22.d, p3/m, z1.h
fcvtzs	z9.d, p2/m, z24.s
fcvtzs	z4.h, p2/m, z25.h
fcvtzs	z3.s, p4/m, z27.d
fcvtzs	z30.s, p6/m, z5.h
fcvtzs	z22.s, p2/m, z6.s
fcvtzu	z17.d, p4/m, z26.d
fcvtzu	z27.d, p3/m, z25.h
fcvtzu	z21.d, p7/m, z8.s
fcvtzu	z31.h, p1/m, z20.h
fcvtzu	z1.s, p4/m, z23.d
fcvtzu	z3.s, p4/m, z24.h
fcvtzu	z24.s, p3/m, z23.s
fcvt	z1.d, p2/m, z9.h
fcvt	z18.d, p5/m, z19.s
fcvt	z29.h, p5/m, z29.d
fcvt	z4.h, p2/m, z5.s
fcvt	z9.s, p5/m, z11.d
fcvt	z27.s, p3/m, z8.h
fdivr	z22.d, p5/m, z22.d, z20.d
fdivr	z2.h, p2/m, z2.h, z25.h
fdivr	z29.s, p5/m, z29.s, z15.s
fdiv	z19.d, p6/m, z19.d, z0.d
fdiv	z5.h, p3/m, z5.h, z31.h
fdiv	z28.s, p0/m, z28.s, z14.s
fdup	z27.d, #0.17187500
fdup	z2.h, #1.37500000
fdup	z9.s, #-7.00000000
fmad	z28.d, p0/m, z9.d, z5.d
fmad	z16.h, p6/m, z19.h, z8.h
fmad	z26.s, p4/m, z19.s, z12.s
fmaxnmv	d22, p7, z1.d
fmaxnmv	h14, p5, z20.h
fmaxnmv	s12, p4, z6.s
fmaxnm	z27.d, p0/m, z27.d, #1.0
fmaxnm	z5.h, p1/m, z5.h, #0.0
fmaxnm	z11.s, p0/m, z11.s, #1.0
fmaxnm	z16.d, p3/m, z16.d, z16.d
fmaxnm	z13.h, p1/m, z13.h, z4.h
fmaxnm	z5.s, p6/m, z5.s, z12.s
fmaxv	d6, p6, z8.d
fmaxv	h30, p4, z5.h
fmaxv	s3, p3, z29.s
fmax	z1.d, p0/m, z1.d, #0.0
fmax	z18.h, p0/m, z18.h, #1.0
fmax	z22.s, p0/m, z22.s, #1.0
fmax	z21.d, p0/m, z21.d, z31.d
fmax	z20.h, p5/m, z20.h, z13.h
fmax	z13.s, p1/m, z13.s, z26.s
fminnmv	d25, p1, z12.d
fminnmv	h3, p4, z0.h
fminnmv	s16, p7, z5.s
fminnm	z9.d, p2/m, z9.d, #1.0
fminnm	z5.h, p7/m, z5.h, #0.0
fminnm	z15.s, p0/m, z15.s, #1.0
fminnm	z25.d, p1/m, z25.d, z13.d
fminnm	z10.h, p6/m, z10.h, z8.h
fminnm	z17.s, p0/m, z17.s, z0.s
fminv	d31, p7, z5.d
fminv	h31, p5, z16.h
fminv	s26, p5, z2.s
fmin	z24.d, p1/m, z24.d, #1.0
fmin	z6.h, p4/m, z6.h, #0.0
fmin	z10.s, p6/m, z10.s, #1.0
fmin	z25.d, p3/m, z25.d, z18.d
fmin	z18.h, p6/m, z18.h, z25.h
fmin	z3.s, p1/m, z3.s, z6.s
fmla	z19.d, z31.d, z4.d[1]
fmla	z28.h, z21.h, z7.h[2]
fmla	z20.s, z23.s, z1.s[0]
fmla	z6.d, p1/m, z19.d, z26.d
fmla	z7.h, p6/m, z24.h, z26.h
fmla	z23.s, p3/m, z12.s, z17.s
fmls	z1.d, z5.d, z13.d[1]
fmls	z9.h, z14.h, z1.h[7]
fmls	z28.s, z1.s, z6.s[0]
fmls	z0.d, p0/m, z26.d, z7.d
fmls	z20.h, p3/m, z9.h, z11.h
fmls	z21.s, p1/m, z8.s, z2.s
fmsb	z1.d, p5/m, z22.d, z8.d
fmsb	z9.h, p7/m, z1.h, z7.h
fmsb	z2.s, p1/m, z27.s, z27.s
fmulx	z13.d, p6/m, z13.d, z10.d
fmulx	z31.h, p5/m, z31.h, z11.h
fmulx	z13.s, p2/m, z13.s, z21.s
fmul	z19.d, p0/m, z19.d, #0.5
fmul	z26.h, p0/m, z26.h, #0.5
fmul	z19.s, p4/m, z19.s, #2.0
fmul	z11.d, p5/m, z11.d, z14.d
fmul	z17.h, p4/m, z17.h, z17.h
fmul	z5.s, p2/m, z5.s, z25.s
fmul	z31.d, z9.d, z11.d[0]
fmul	z7.h, z27.h, z5.h[0]
fmul	z9.s, z22.s, z3.s[3]
fmul	z12.d, z3.d, z28.d
fmul	z28.h, z22.h, z6.h
fmul	z14.s, z28.s, z13.s
fneg	z2.d, p7/m, z0.d
fneg	z15.h, p4/m, z23.h
fneg	z30.s, p4/m, z12.s
fnmad	z9.d, p6/m, z19.d, z4.d
fnmad	z6.h, p3/m, z27.h, z22.h
fnmad	z12.s, p3/m, z4.s, z9.s
fnmla	z9.d, p4/m, z10.d, z5.d
fnmla	z11.h, p7/m, z7.h, z17.h
fnmla	z4.s, p2/m, z18.s, z10.s
fnmls	z12.d, p4/m, z14.d, z7.d
fnmls	z10.h, p3/m, z25.h, z12.h
fnmls	z13.s, p3/m, z7.s, z26.s
fnmsb	z26.d, p1/m, z19.d, z13.d
fnmsb	z30.h, p6/m, z9.h, z11.h
fnmsb	z8.s, p1/m, z10.s, z23.s
frecpe	z21.d, z18.d
frecpe	z4.h, z18.h
frecpe	z21.s, z18.s
frecps	z9.d, z2.d, z0.d
frecps	z15.h, z1.h, z10.h
frecps	z31.s, z30.s, z2.s
frecpx	z3.d, p5/m, z11.d
frecpx	z0.h, p1/m, z28.h
frecpx	z18.s, p1/m, z8.s
frinta	z17.d, p7/m, z24.d
frinta	z22.h, p5/m, z11.h
frinta	z25.s, p2/m, z0.s
frinti	z5.d, p3/m, z6.d
frinti	z12.h, p3/m, z27.h
frinti	z29.s, p3/m, z5.s
frintm	z16.d, p4/m, z5.d
frintm	z30.h, p7/m, z20.h
frintm	z8.s, p5/m, z0.s
frintn	z15.d, p5/m, z17.d
frintn	z20.h, p1/m, z22.h
frintn	z31.s, p5/m, z6.s
frintp	z19.d, p6/m, z26.d
frintp	z4.h, p3/m, z12.h
frintp	z7.s, p2/m, z22.s
frintx	z5.d, p7/m, z4.d
frintx	z13.h, p4/m, z17.h
frintx	z1.s, p5/m, z16.s
frintz	z29.d, p1/m, z24.d
frintz	z22.h, p2/m, z9.h
frintz	z15.s, p7/m, z29.s
frsqrte	z30.d, z15.d
frsqrte	z3.h, z29.h
frsqrte	z26.s, z24.s
frsqrts	z31.d, z11.d, z1.d
frsqrts	z28.h, z9.h, z5.h
frsqrts	z10.s, z18.s, z25.s
fscale	z26.d, p1/m, z26.d, z5.d
fscale	z12.h, p3/m, z12.h, z2.h
fscale	z8.s, p6/m, z8.s, z30.s
fsqrt	z1.d, p0/m, z13.d
fsqrt	z16.h, p1/m, z16.h
fsqrt	z27.s, p6/m, z10.s
fsubr	z19.d, p3/m, z19.d, #1.0
fsubr	z19.h, p1/m, z19.h, #1.0
fsubr	z27.s, p4/m, z27.s, #0.5
fsubr	z28.d, p5/m, z28.d, z3.d
fsubr	z0.h, p1/m, z0.h, z15.h
fsubr	z27.s, p0/m, z27.s, z27.s
fsub	z21.d, p2/m, z21.d, #0.5
fsub	z17.h, p5/m, z17.h, #1.0
fsub	z12.s, p3/m, z12.s, #0.5
fsub	z28.d, p1/m, z28.d, z13.d
fsub	z4.h, p6/m, z4.h, z0.h
fsub	z25.s, p0/m, z25.s, z12.s
fsub	z31.d, z27.d, z8.d
fsub	z24.h, z2.h, z29.h
fsub	z16.s, z1.s, z16.s
incb	x22, vl1, mul #5
incd	x22, vl6, mul #12
incd	z18.d, vl7, mul #1
inch	x19, vl5, mul #5
inch	z9.h, vl128, mul #1
incp	x9, p7.b
incp	x27, p0.d
incp	x19, p0.h
incp	x28, p13.s
incp	z12.d, p5.d
incp	z2.h, p6.h
incp	z12.s, p8.s
incw	x3, vl2, mul #1
incw	z10.s, vl1, mul #3
index	z20.b, #15, #1
index	z0.d, #15, #14
index	z3.h, #-7, #8
index	z27.s, #3, #0
index	z14.b, w13, #1
index	z18.d, x12, #-1
index	z26.h, w29, #-8
index	z26.s, w28, #3
index	z5.b, #13, w5
index	z19.d, #-1, x30
index	z10.h, #4, w2
index	z3.s, #-4, w21
index	z21.b, w23, w15
index	z19.d, x1, x1
index	z4.h, w2, w21
index	z30.s, wzr, w7
insr	z25.b, w4
insr	z2.d, x7
insr	z16.h, w6
insr	z22.s, w15
insr	z29.b, b17
insr	z15.d, d0
insr	z23.h, h25
insr	z7.s, s12
lasta	w7, p1, z22.b
lasta	x9, p0, z9.d
lasta	w1, p7, z4.h
lasta	w22, p1, z9.s
lasta	b24, p5, z4.b
lasta	d23, p6, z9.d
lasta	h0, p6, z31.h
lasta	s6, p7, z23.s
lastb	w4, p5, z8.b
lastb	x23, p6, z29.d
lastb	w18, p6, z4.h
lastb	wzr, p7, z31.s
lastb	b31, p6, z21.b
lastb	d13, p4, z11.d
lastb	h22, p4, z22.h
lastb	s27, p0, z1.s
ld1b	{ z24.b }, p0/z, [x12, #1, mul vl]
ld1b	{ z0.b }, p3/z, [x26, x6]
ld1b	{ z12.d }, p4/z, [x23, #0, mul vl]
ld1b	{ z25.d }, p4/z, [x22, x3]
ld1b	{ z25.h }, p7/z, [x11, #7, mul vl]
ld1b	{ z29.h }, p5/z, [x8, x9]
ld1b	{ z26.s }, p0/z, [x18, #6, mul vl]
ld1b	{ z12.s }, p2/z, [x10, x30]
ld1d	{ z11.d }, p6/z, [x7, #0, mul vl]
ld1d	{ z10.d }, p1/z, [x10, x0, lsl #3]
ld1h	{ z10.d }, p6/z, [x6, #-4, mul vl]
ld1h	{ z16.d }, p0/z, [x23, x20, lsl #1]
ld1h	{ z12.h }, p2/z, [x12, #5, mul vl]
ld1h	{ z16.h }, p7/z, [x28, x3, lsl #1]
ld1h	{ z19.s }, p5/z, [x18, #1, mul vl]
ld1h	{ z23.s }, p4/z, [x15, x10, lsl #1]
ld1rb	{ z13.b }, p4/z, [x3, #0]
ld1rb	{ z16.d }, p3/z, [x25, #0]
ld1rb	{ z3.h }, p5/z, [sp, #0]
ld1rb	{ z1.s }, p2/z, [x18, #19]
ld1rd	{ z5.d }, p5/z, [x23, #232]
ld1rh	{ z7.d }, p0/z, [x8, #0]
ld1rh	{ z20.h }, p7/z, [sp, #12]
ld1rh	{ z15.s }, p1/z, [x12, #0]
ld1rqb	{ z20.b }, p0/z, [x6, #48]
ld1rqb	{ z20.b }, p6/z, [x10, x10]
ld1rqd	{ z3.d }, p1/z, [x4, #80]
ld1rqd	{ z19.d }, p2/z, [x18, x7, lsl #3]
ld1rqh	{ z17.h }, p4/z, [x12, #-80]
ld1rqh	{ z25.h }, p3/z, [x16, x14, lsl #1]
ld1rqw	{ z8.s }, p2/z, [x24, #-32]
ld1rqw	{ z4.s }, p5/z, [x26, x15, lsl #2]
ld1rsb	{ z31.d }, p7/z, [x25, #0]
ld1rsb	{ z24.h }, p6/z, [x15, #10]
ld1rsb	{ z24.s }, p3/z, [sp, #12]
ld1rsh	{ z5.d }, p3/z, [x8, #0]
ld1rsh	{ z10.s }, p3/z, [x22, #126]
ld1rsw	{ z24.d }, p5/z, [x5, #192]
ld1rw	{ z21.d }, p5/z, [x6, #0]
ld1rw	{ z28.s }, p1/z, [x7, #0]
ld1sb	{ z21.d }, p6/z, [x13, #-8, mul vl]
ld1sb	{ z30.d }, p0/z, [x0, x25]
ld1sb	{ z1.h }, p0/z, [x23, #0, mul vl]
ld1sb	{ z31.h }, p5/z, [x8, x7]
ld1sb	{ z1.s }, p4/z, [x12, #-5, mul vl]
ld1sb	{ z5.s }, p4/z, [x29, x0]
ld1sh	{ z6.d }, p5/z, [x24, #6, mul vl]
ld1sh	{ z26.d }, p7/z, [x13, x3, lsl #1]
ld1sh	{ z30.s }, p7/z, [x17, #-8, mul vl]
ld1sh	{ z13.s }, p3/z, [x22, x0, lsl #1]
ld1sw	{ z7.d }, p7/z, [x13, #-1, mul vl]
ld1sw	{ z5.d }, p4/z, [x10, x17, lsl #2]
ld1w	{ z1.d }, p4/z, [x20, #0, mul vl]
ld1w	{ z28.d }, p4/z, [x7, x25, lsl #2]
ld1w	{ z0.s }, p2/z, [x16, #3, mul vl]
ld1w	{ z1.s }, p1/z, [x25, x7, lsl #2]
ld2b	{ z25.b, z26.b }, p0/z, [x16, #0, mul vl]
ld2b	{ z10.b, z11.b }, p2/z, [x8, x25]
ld2d	{ z0.d, z1.d }, p0/z, [x22, #-12, mul vl]
ld2d	{ z20.d, z21.d }, p7/z, [x5, x29, lsl #3]
ld2h	{ z0.h, z1.h }, p6/z, [x1, #-10, mul vl]
ld2h	{ z18.h, z19.h }, p5/z, [x5, x7, lsl #1]
ld2w	{ z11.s, z12.s }, p1/z, [x21, #10, mul vl]
ld2w	{ z1.s, z2.s }, p7/z, [sp, x29, lsl #2]
ld3b	{ z2.b - z4.b }, p6/z, [x5, #-15, mul vl]
ld3b	{ z13.b - z15.b }, p5/z, [x13, x30]
ld3d	{ z17.d - z19.d }, p5/z, [x20, #-6, mul vl]
ld3d	{ z28.d - z30.d }, p2/z, [x24, x6, lsl #3]
ld3h	{ z14.h - z16.h }, p0/z, [x28, #0, mul vl]
ld3h	{ z10.h - z12.h }, p4/z, [x10, x16, lsl #1]
ld3w	{ z20.s - z22.s }, p6/z, [x29, #-24, mul vl]
ld3w	{ z1.s - z3.s }, p2/z, [x12, x2, lsl #2]
ld4b	{ z23.b - z26.b }, p7/z, [x14, #0, mul vl]
ld4b	{ z7.b - z10.b }, p6/z, [x26, x1]
ld4d	{ z20.d - z23.d }, p2/z, [x14, #4, mul vl]
ld4d	{ z3.d - z6.d }, p6/z, [x23, x20, lsl #3]
ld4h	{ z28.h - z31.h }, p5/z, [x6, #-24, mul vl]
ld4h	{ z1.h - z4.h }, p5/z, [x7, x14, lsl #1]
ld4w	{ z24.s - z27.s }, p5/z, [x14, #0, mul vl]
ld4w	{ z22.s - z25.s }, p6/z, [x20, x2, lsl #2]
ldnt1b	{ z21.b }, p6/z, [x28, #-1, mul vl]
ldnt1b	{ z1.b }, p2/z, [x11, x29]
ldnt1d	{ z10.d }, p1/z, [x8, #1, mul vl]
ldnt1d	{ z19.d }, p2/z, [x3, x20, lsl #3]
ldnt1h	{ z3.h }, p5/z, [x27, #7, mul vl]
ldnt1h	{ z8.h }, p0/z, [x20, x7, lsl #1]
ldnt1w	{ z27.s }, p1/z, [x11, #-8, mul vl]
ldnt1w	{ z10.s }, p5/z, [x30, x10, lsl #2]
ldr	p15, [x8, #0, mul vl]
ldr	z12, [x27, #-167, mul vl]
lslr	z15.b, p6/m, z15.b, z23.b
lslr	z16.d, p7/m, z16.d, z13.d
lslr	z20.h, p4/m, z20.h, z8.h
lslr	z30.s, p6/m, z30.s, z29.s
lsl	z16.b, p0/m, z16.b, z6.d
lsl	z13.h, p5/m, z13.h, z27.d
lsl	z27.s, p4/m, z27.s, z13.d
lsl	z8.b, z26.b, z26.d
lsl	z28.h, z11.h, z1.d
lsl	z14.s, z25.s, z1.d
lsl	z15.b, p6/m, z15.b, #4
lsl	z6.d, p3/m, z6.d, #45
lsl	z24.h, p3/m, z24.h, #4
lsl	z13.s, p1/m, z13.s, #25
lsl	z14.b, p4/m, z14.b, z14.b
lsl	z22.d, p7/m, z22.d, z0.d
lsl	z7.h, p4/m, z7.h, z20.h
lsl	z23.s, p1/m, z23.s, z3.s
lsl	z22.b, z30.b, #0
lsl	z2.d, z17.d, #1
lsl	z6.h, z5.h, #0
lsl	z7.s, z27.s, #25
lsrr	z12.b, p4/m, z12.b, z20.b
lsrr	z26.d, p3/m, z26.d, z29.d
lsrr	z6.h, p0/m, z6.h, z1.h
lsrr	z8.s, p1/m, z8.s, z16.s
lsr	z20.b, p6/m, z20.b, z8.d
lsr	z8.h, p1/m, z8.h, z28.d
lsr	z30.s, p6/m, z30.s, z15.d
lsr	z31.b, z12.b, z11.d
lsr	z29.h, z31.h, z24.d
lsr	z14.s, z2.s, z7.d
lsr	z29.b, p1/m, z29.b, #4
lsr	z3.d, p3/m, z3.d, #64
lsr	z21.h, p4/m, z21.h, #1
lsr	z30.s, p2/m, z30.s, #1
lsr	z8.b, p3/m, z8.b, z30.b
lsr	z10.d, p0/m, z10.d, z31.d
lsr	z5.h, p3/m, z5.h, z24.h
lsr	z22.s, p7/m, z22.s, z17.s
lsr	z7.b, z13.b, #1
lsr	z23.d, z20.d, #7
lsr	z29.h, z18.h, #1
lsr	z25.s, z29.s, #32
mad	z4.b, p2/m, z14.b, z6.b
mad	z28.d, p7/m, z3.d, z10.d
mad	z18.h, p0/m, z2.h, z31.h
mad	z6.s, p2/m, z12.s, z29.s
mla	z7.b, p4/m, z13.b, z21.b
mla	z15.d, p2/m, z10.d, z15.d
mla	z31.h, p0/m, z21.h, z28.h
mla	z23.s, p2/m, z4.s, z11.s
mls	z6.b, p4/m, z8.b, z25.b
mls	z0.d, p1/m, z10.d, z11.d
mls	z5.h, p0/m, z20.h, z29.h
mls	z31.s, p4/m, z27.s, z21.s
msb	z31.b, p6/m, z7.b, z11.b
msb	z25.d, p2/m, z4.d, z29.d
msb	z25.h, p4/m, z6.h, z18.h
msb	z24.s, p1/m, z21.s, z29.s
mul	z29.b, z29.b, #79
mul	z27.d, z27.d, #127
mul	z8.h, z8.h, #0
mul	z4.s, z4.s, #79
mul	z28.b, p0/m, z28.b, z10.b
mul	z6.d, p2/m, z6.d, z25.d
mul	z25.h, p5/m, z25.h, z1.h
mul	z8.s, p3/m, z8.s, z0.s
nands	p11.b, p4/z, p0.b, p3.b
nand	p14.b, p9/z, p3.b, p10.b
neg	z2.b, p3/m, z20.b
neg	z9.d, p6/m, z19.d
neg	z12.h, p5/m, z24.h
neg	z23.s, p3/m, z13.s
nors	p10.b, p9/z, p1.b, p0.b
nor	p13.b, p1/z, p10.b, p9.b
not	z19.b, p3/m, z20.b
not	z19.d, p3/m, z14.d
not	z0.h, p4/m, z31.h
not	z20.s, p1/m, z30.s
orns	p10.b, p7/z, p15.b, p4.b
orn	p1.b, p14/z, p3.b, p12.b
orrs	p14.b, p10/z, p10.b, p10.b
orr	p10.b, p11/z, p11.b, p11.b
orr	z18.d, z18.d, #0xffffffff8007ffff
orr	z3.b, p3/m, z3.b, z14.b
orr	z0.d, p3/m, z0.d, z31.d
orr	z9.h, p1/m, z9.h, z28.h
orr	z29.s, p2/m, z29.s, z2.s
orr	z10.d, z30.d, z21.d
orv	b15, p5, z7.b
orv	d1, p3, z12.d
orv	h27, p3, z8.h
orv	s17, p0, z27.s
pfalse	p4.b
pfirst	p9.b, p5, p9.b
pnext	p14.b, p9, p14.b
pnext	p3.d, p9, p3.d
pnext	p9.h, p13, p9.h
pnext	p9.s, p6, p9.s
prfb	pstl2strm, p3, [x22, #-1, mul vl]
prfb	pstl3keep, p6, [x4, x18]
prfd	#15, p1, [x21, #26, mul vl]
prfd	pldl1keep, p1, [x15, x4, lsl #3]
prfh	pldl1keep, p2, [x10, #0, mul vl]
prfh	pldl2keep, p2, [x10, x6, lsl #1]
prfw	pstl3keep, p6, [x3, #0, mul vl]
prfw	pstl1strm, p0, [x0, x17, lsl #2]
ptest	p1, p0.b
ptrues	p2.b, all
ptrues	p7.d, pow2
ptrues	p12.h, vl256
ptrues	p4.s, all
ptrue	p11.b, pow2
ptrue	p0.d, all
ptrue	p3.h, vl256
ptrue	p5.s, vl64
punpkhi	p14.h, p13.b
punpklo	p13.h, p11.b
rbit	z21.b, p2/m, z4.b
rbit	z15.d, p0/m, z30.d
rbit	z30.h, p4/m, z22.h
rbit	z18.s, p2/m, z12.s
rdvl	x5, #-27
revb	z12.d, p4/m, z25.d
revb	z19.h, p6/m, z30.h
revb	z0.s, p0/m, z18.s
revh	z26.d, p4/m, z8.d
revh	z23.s, p0/m, z11.s
revw	z3.d, p6/m, z0.d
rev	p7.b, p0.b
rev	p7.d, p13.d
rev	p14.h, p15.h
rev	p15.s, p3.s
rev	z8.b, z16.b
rev	z12.d, z14.d
rev	z21.h, z25.h
rev	z28.s, z1.s
sabd	z9.b, p5/m, z9.b, z26.b
sabd	z24.d, p5/m, z24.d, z12.d
sabd	z1.h, p7/m, z1.h, z7.h
sabd	z19.s, p3/m, z19.s, z11.s
saddv	d15, p7, z10.b
saddv	d7, p3, z4.h
saddv	d13, p7, z9.s
scvtf	z0.d, p2/m, z22.d
scvtf	z30.d, p1/m, z26.s
scvtf	z1.h, p1/m, z30.d
scvtf	z13.h, p7/m, z21.h
scvtf	z10.h, p6/m, z6.s
scvtf	z27.s, p4/m, z26.d
scvtf	z25.s, p3/m, z5.s
sdivr	z12.d, p4/m, z12.d, z24.d
sdivr	z6.s, p1/m, z6.s, z14.s
sdiv	z3.d, p0/m, z3.d, z31.d
sdiv	z11.s, p2/m, z11.s, z1.s
sdot	z1.d, z29.h, z3.h[1]
sdot	z12.s, z3.b, z5.b[0]
sdot	z8.d, z15.h, z6.h
sdot	z5.s, z24.b, z18.b
sel	p6.b, p12, p9.b, p1.b
sel	z1.b, p8, z12.b, z22.b
sel	z19.d, p0, z28.d, z8.d
sel	z26.h, p1, z11.h, z26.h
sel	z14.s, p14, z21.s, z14.s
smaxv	b27, p6, z17.b
smaxv	d4, p1, z19.d
smaxv	h26, p7, z0.h
smaxv	s27, p1, z2.s
smax	z10.b, z10.b, #4
smax	z23.d, z23.d, #-1
smax	z8.h, z8.h, #-72
smax	z17.s, z17.s, #-21
smax	z17.b, p5/m, z17.b, z14.b
smax	z8.d, p3/m, z8.d, z17.d
smax	z3.h, p4/m, z3.h, z3.h
smax	z11.s, p0/m, z11.s, z8.s
sminv	b27, p1, z9.b
sminv	d23, p0, z28.d
sminv	h29, p0, z21.h
sminv	s6, p1, z1.s
smin	z28.b, z28.b, #106
smin	z22.d, z22.d, #-96
smin	z7.h, z7.h, #17
smin	z25.s, z25.s, #60
smin	z19.b, p6/m, z19.b, z12.b
smin	z10.d, p6/m, z10.d, z1.d
smin	z1.h, p7/m, z1.h, z8.h
smin	z17.s, p7/m, z17.s, z29.s
smulh	z20.b, p3/m, z20.b, z11.b
smulh	z24.d, p2/m, z24.d, z20.d
smulh	z21.h, p2/m, z21.h, z28.h
smulh	z9.s, p6/m, z9.s, z21.s
splice	z22.b, p0, z22.b, z17.b
splice	z1.d, p1, z1.d, z1.d
splice	z2.h, p1, z2.h, z10.h
splice	z12.s, p6, z12.s, z21.s
sqadd	z20.b, z20.b, #15
sqadd	z10.d, z10.d, #207
sqadd	z13.h, z13.h, #100
sqadd	z28.s, z28.s, #65280
sqadd	z14.b, z8.b, z0.b
sqadd	z9.d, z31.d, z11.d
sqadd	z31.h, z15.h, z7.h
sqadd	z8.s, z16.s, z4.s
sqdecb	x1, w1, all, mul #1
sqdecb	x3, #17, mul #16
sqdecd	x23, w23, vl5, mul #13
sqdecd	x4, vl7, mul #16
sqdecd	z4.d, all, mul #1
sqdech	x18, w18, #20, mul #14
sqdech	x3, vl128, mul #9
sqdech	z20.h, vl256, mul #13
sqdecp	x11, p5.b, w11
sqdecp	x25, p11.d, w25
sqdecp	xzr, p6.h, wzr
sqdecp	x30, p1.s, w30
sqdecp	x10, p8.b
sqdecp	x17, p11.d
sqdecp	x4, p4.h
sqdecp	x20, p0.s
sqdecp	z31.d, p11.d
sqdecp	z29.h, p8.h
sqdecp	z28.s, p7.s
sqdecw	x19, w19, #20, mul #1
sqdecw	x12, all, mul #1
sqdecw	z23.s, all, mul #1
sqincb	x19, w19, #25, mul #15
sqincb	x14, pow2, mul #14
sqincd	x0, w0, vl1, mul #1
sqincd	x12, #17, mul #1
sqincd	z7.d, vl64, mul #16
sqinch	x28, w28, all, mul #1
sqinch	x11, #24, mul #1
sqinch	z7.h, all, mul #6
sqincp	x30, p13.b, w30
sqincp	x21, p5.d, w21
sqincp	x14, p0.h, w14
sqincp	x24, p12.s, w24
sqincp	x13, p8.b
sqincp	x27, p6.d
sqincp	x30, p5.h
sqincp	x29, p11.s
sqincp	z0.d, p7.d
sqincp	z29.h, p7.h
sqincp	z31.s, p8.s
sqincw	x24, w24, all, mul #1
sqincw	x17, mul4, mul #5
sqincw	z14.s, mul4, mul #1
sqsub	z2.b, z2.b, #157
sqsub	z21.d, z21.d, #192
sqsub	z16.h, z16.h, #60
sqsub	z27.s, z27.s, #159
sqsub	z31.b, z22.b, z3.b
sqsub	z30.d, z14.d, z1.d
sqsub	z0.h, z14.h, z1.h
sqsub	z4.s, z11.s, z14.s
st1b	{ z7.b }, p7, [x18, #0, mul vl]
st1b	{ z23.b }, p6, [x19, x23]
st1b	{ z9.d }, p4, [x14, #-2, mul vl]
st1b	{ z5.d }, p4, [sp, x18]
st1b	{ z8.h }, p2, [x3, #-2, mul vl]
st1b	{ z10.h }, p7, [x27, x20]
st1b	{ z5.s }, p6, [x14, #1, mul vl]
st1b	{ z8.s }, p6, [sp, x16]
st1d	{ z26.d }, p1, [x21, #0, mul vl]
st1d	{ z2.d }, p2, [x25, x12, lsl #3]
st1h	{ z11.d }, p2, [x11, #1, mul vl]
st1h	{ z29.d }, p1, [x9, x30, lsl #1]
st1h	{ z22.h }, p2, [x10, #0, mul vl]
st1h	{ z16.h }, p4, [x13, x6, lsl #1]
st1h	{ z2.s }, p4, [x19, #0, mul vl]
st1h	{ z9.s }, p5, [x24, x30, lsl #1]
st1w	{ z8.d }, p5, [x5, #0, mul vl]
st1w	{ z28.d }, p3, [x21, x18, lsl #2]
st1w	{ z6.s }, p5, [x4, #-3, mul vl]
st1w	{ z11.s }, p3, [x19, x24, lsl #2]
st2b	{ z30.b, z31.b }, p5, [x21, #6, mul vl]
st2b	{ z25.b, z26.b }, p4, [x6, x19]
st2d	{ z9.d, z10.d }, p6, [x18, #14, mul vl]
st2d	{ z3.d, z4.d }, p2, [x24, x6, lsl #3]
st2h	{ z28.h, z29.h }, p0, [x10, #2, mul vl]
st2h	{ z17.h, z18.h }, p2, [sp, x15, lsl #1]
st2w	{ z4.s, z5.s }, p2, [x7, #-16, mul vl]
st2w	{ z27.s, z28.s }, p2, [x16, x17, lsl #2]
st3b	{ z0.b - z2.b }, p5, [x12, #0, mul vl]
st3b	{ z24.b - z26.b }, p4, [x3, x19]
st3d	{ z25.d - z27.d }, p3, [x29, #3, mul vl]
st3d	{ z0.d - z2.d }, p1, [x2, x11, lsl #3]
st3h	{ z8.h - z10.h }, p3, [x23, #0, mul vl]
st3h	{ z12.h - z14.h }, p1, [x3, x13, lsl #1]
st3w	{ z13.s - z15.s }, p5, [x20, #-18, mul vl]
st3w	{ z19.s - z21.s }, p0, [x1, x26, lsl #2]
st4b	{ z23.b - z26.b }, p7, [x20, #16, mul vl]
st4b	{ z15.b - z18.b }, p3, [x26, x24]
st4d	{ z12.d - z15.d }, p1, [x20, #0, mul vl]
st4d	{ z23.d - z26.d }, p5, [x5, x5, lsl #3]
st4h	{ z13.h - z16.h }, p6, [x5, #-24, mul vl]
st4h	{ z23.h - z26.h }, p2, [x25, x6, lsl #1]
st4w	{ z10.s - z13.s }, p5, [x28, #4, mul vl]
st4w	{ z7.s - z10.s }, p0, [x28, x10, lsl #2]
stnt1b	{ z19.b }, p2, [x5, #0, mul vl]
stnt1b	{ z5.b }, p7, [x10, x29]
stnt1d	{ z25.d }, p7, [x4, #2, mul vl]
stnt1d	{ z7.d }, p3, [x27, x19, lsl #3]
stnt1h	{ z24.h }, p6, [x1, #-2, mul vl]
stnt1h	{ z12.h }, p7, [x7, x25, lsl #1]
stnt1w	{ z28.s }, p7, [x14, #4, mul vl]
stnt1w	{ z11.s }, p2, [x22, x23, lsl #2]
str	p4, [x7, #57, mul vl]
str	z7, [x2, #114, mul vl]
subr	z22.b, z22.b, #169
subr	z20.d, z20.d, #85
subr	z10.h, z10.h, #51456
subr	z15.s, z15.s, #53760
subr	z24.b, p0/m, z24.b, z28.b
subr	z10.d, p5/m, z10.d, z22.d
subr	z5.h, p5/m, z5.h, z9.h
subr	z18.s, p0/m, z18.s, z13.s
sub	z28.b, z28.b, #175
sub	z27.d, z27.d, #41984
sub	z26.h, z26.h, #255
sub	z11.s, z11.s, #0
sub	z3.b, p2/m, z3.b, z28.b
sub	z21.d, p1/m, z21.d, z4.d
sub	z4.h, p0/m, z4.h, z12.h
sub	z15.s, p7/m, z15.s, z13.s
sub	z10.b, z14.b, z4.b
sub	z1.d, z0.d, z10.d
sub	z31.h, z12.h, z17.h
sub	z14.s, z27.s, z5.s
sunpkhi	z26.d, z27.s
sunpkhi	z0.h, z20.b
sunpkhi	z21.s, z11.h
sunpklo	z30.d, z21.s
sunpklo	z3.h, z9.b
sunpklo	z23.s, z0.h
sxtb	z20.d, p0/m, z4.d
sxtb	z15.h, p1/m, z3.h
sxtb	z29.s, p7/m, z28.s
sxth	z13.d, p5/m, z15.d
sxth	z8.s, p2/m, z25.s
sxtw	z16.d, p1/m, z0.d
tbl	z17.b, { z19.b }, z16.b
tbl	z22.d, { z27.d }, z16.d
tbl	z5.h, { z29.h }, z5.h
tbl	z19.s, { z30.s }, z6.s
trn1	p7.b, p0.b, p2.b
trn1	p1.d, p3.d, p6.d
trn1	p8.h, p11.h, p4.h
trn1	p13.s, p11.s, p6.s
trn1	z18.b, z29.b, z23.b
trn1	z24.d, z17.d, z4.d
trn1	z31.h, z2.h, z26.h
trn1	z26.s, z23.s, z7.s
trn2	p5.b, p3.b, p4.b
trn2	p0.d, p2.d, p15.d
trn2	p6.h, p5.h, p3.h
trn2	p2.s, p4.s, p11.s
trn2	z2.b, z6.b, z0.b
trn2	z4.d, z30.d, z4.d
trn2	z22.h, z19.h, z0.h
trn2	z4.s, z20.s, z8.s
uabd	z10.b, p4/m, z10.b, z21.b
uabd	z15.d, p7/m, z15.d, z15.d
uabd	z21.h, p2/m, z21.h, z27.h
uabd	z17.s, p2/m, z17.s, z20.s
uaddv	d15, p7, z6.b
uaddv	d14, p7, z25.d
uaddv	d31, p6, z3.h
uaddv	d0, p3, z3.s
ucvtf	z16.d, p4/m, z17.d
ucvtf	z26.d, p1/m, z30.s
ucvtf	z4.h, p7/m, z17.d
ucvtf	z0.h, p2/m, z22.h
ucvtf	z27.h, p3/m, z19.s
ucvtf	z17.s, p7/m, z26.d
ucvtf	z19.s, p3/m, z12.s
udivr	z8.d, p5/m, z8.d, z8.d
udivr	z8.s, p5/m, z8.s, z25.s
udiv	z20.d, p6/m, z20.d, z26.d
udiv	z25.s, p6/m, z25.s, z24.s
udot	z17.d, z11.h, z5.h[1]
udot	z2.s, z10.b, z7.b[3]
udot	z28.d, z5.h, z26.h
udot	z31.s, z27.b, z14.b
umaxv	b15, p7, z29.b
umaxv	d19, p3, z31.d
umaxv	h23, p2, z22.h
umaxv	s1, p1, z25.s
umax	z20.b, z20.b, #150
umax	z5.d, z5.d, #152
umax	z6.h, z6.h, #0
umax	z4.s, z4.s, #40
umax	z13.b, p3/m, z13.b, z29.b
umax	z27.d, p1/m, z27.d, z20.d
umax	z26.h, p4/m, z26.h, z11.h
umax	z2.s, p6/m, z2.s, z0.s
uminv	b17, p4, z1.b
uminv	d26, p1, z19.d
uminv	h19, p6, z26.h
uminv	s16, p6, z17.s
umin	z9.b, z9.b, #206
umin	z18.d, z18.d, #137
umin	z31.h, z31.h, #234
umin	z20.s, z20.s, #150
umin	z27.b, p1/m, z27.b, z19.b
umin	z11.d, p1/m, z11.d, z16.d
umin	z26.h, p4/m, z26.h, z20.h
umin	z3.s, p0/m, z3.s, z26.s
umulh	z19.b, p5/m, z19.b, z17.b
umulh	z17.d, p0/m, z17.d, z6.d
umulh	z3.h, p5/m, z3.h, z21.h
umulh	z0.s, p0/m, z0.s, z11.s
uqadd	z4.b, z4.b, #216
uqadd	z27.d, z27.d, #45
uqadd	z1.h, z1.h, #38144
uqadd	z7.s, z7.s, #59136
uqadd	z27.b, z2.b, z6.b
uqadd	z21.d, z31.d, z1.d
uqadd	z8.h, z22.h, z4.h
uqadd	z16.s, z25.s, z31.s
uqdecb	w2, mul3, mul #16
uqdecb	x30, vl8, mul #13
uqdecd	w17, vl16, mul #16
uqdecd	x27, vl6, mul #1
uqdecd	z27.d, vl4, mul #8
uqdech	w7, #26, mul #3
uqdech	x9, vl3, mul #1
uqdech	z24.h, vl256, mul #1
uqdecp	w1, p0.b
uqdecp	w9, p4.d
uqdecp	w12, p5.h
uqdecp	w15, p14.s
uqdecp	x2, p4.b
uqdecp	x4, p2.d
uqdecp	x6, p7.h
uqdecp	x8, p6.s
uqdecp	z28.d, p1.d
uqdecp	z11.h, p4.h
uqdecp	z18.s, p4.s
uqdecw	w0, all, mul #1
uqdecw	x21, all, mul #1
uqdecw	z1.s, pow2, mul #6
uqincb	w11, all, mul #1
uqincb	x25, vl3, mul #1
uqincd	w22, #16, mul #5
uqincd	x8, all, mul #6
uqincd	z26.d, #22, mul #5
uqinch	w3, #16, mul #16
uqinch	x2, all, mul #1
uqinch	z25.h, vl7, mul #2
uqincp	w21, p15.b
uqincp	w14, p12.d
uqincp	w5, p8.h
uqincp	w0, p9.s
uqincp	x11, p4.b
uqincp	x10, p2.d
uqincp	x19, p9.h
uqincp	x9, p5.s
uqincp	z0.d, p13.d
uqincp	z1.h, p7.h
uqincp	z3.s, p6.s
uqincw	w11, vl256, mul #1
uqincw	x18, vl256, mul #16
uqincw	z28.s, all, mul #1
uqsub	z7.b, z7.b, #130
uqsub	z17.d, z17.d, #202
uqsub	z28.h, z28.h, #35328
uqsub	z21.s, z21.s, #24
uqsub	z31.b, z28.b, z4.b
uqsub	z12.d, z2.d, z3.d
uqsub	z6.h, z29.h, z31.h
uqsub	z27.s, z3.s, z11.s
uunpkhi	z0.d, z19.s
uunpkhi	z4.h, z19.b
uunpkhi	z4.s, z7.h
uunpklo	z3.d, z3.s
uunpklo	z29.h, z14.b
uunpklo	z7.s, z30.h
uxtb	z29.d, p5/m, z5.d
uxtb	z12.h, p6/m, z0.h
uxtb	z6.s, p0/m, z27.s
uxth	z4.d, p2/m, z6.d
uxth	z9.s, p7/m, z17.s
uxtw	z7.d, p3/m, z14.d
uzp1	p1.b, p7.b, p15.b
uzp1	p3.d, p15.d, p14.d
uzp1	p13.h, p9.h, p1.h
uzp1	p4.s, p5.s, p7.s
uzp1	z16.b, z7.b, z11.b
uzp1	z4.d, z23.d, z11.d
uzp1	z19.h, z12.h, z13.h
uzp1	z24.s, z20.s, z7.s
uzp2	p9.b, p13.b, p13.b
uzp2	p2.d, p2.d, p4.d
uzp2	p0.h, p2.h, p4.h
uzp2	p5.s, p13.s, p1.s
uzp2	z7.b, z30.b, z3.b
uzp2	z14.d, z5.d, z31.d
uzp2	z7.h, z11.h, z22.h
uzp2	z23.s, z13.s, z2.s
whilele	p1.b, w21, w18
whilele	p12.d, w17, w14
whilele	p1.h, w4, w11
whilele	p11.s, w10, w29
whilele	p9.b, x2, x8
whilele	p12.d, x10, x27
whilele	p13.h, x4, x4
whilele	p7.s, x22, x18
whilelo	p14.b, w5, w22
whilelo	p2.d, w2, w2
whilelo	p13.h, w9, w5
whilelo	p14.s, w28, w16
whilelo	p12.b, x5, x18
whilelo	p8.d, x17, x17
whilelo	p8.h, x20, x5
whilelo	p10.s, x4, x25
whilels	p14.b, w22, w24
whilels	p9.d, w24, w18
whilels	p5.h, w26, w9
whilels	p9.s, w3, w1
whilels	p8.b, x22, x30
whilels	p8.d, x3, x3
whilels	p10.h, x14, x21
whilels	p8.s, x1, x25
whilelt	p15.b, w12, w24
whilelt	p6.d, wzr, w27
whilelt	p1.h, w21, w11
whilelt	p15.s, w5, w18
whilelt	p14.b, x2, x2
whilelt	p4.d, x22, x1
whilelt	p6.h, x13, x6
whilelt	p14.s, x21, x0
zip1	p6.b, p14.b, p8.b
zip1	p13.d, p4.d, p9.d
zip1	p0.h, p8.h, p8.h
zip1	p11.s, p15.s, p0.s
zip1	z11.b, z24.b, z9.b
zip1	z20.d, z20.d, z6.d
zip1	z11.h, z28.h, z7.h
zip1	z31.s, z24.s, z22.s
zip2	p11.b, p14.b, p0.b
zip2	p4.d, p5.d, p4.d
zip2	p4.h, p10.h, p3.h
zip2	p3.s, p1.s, p8.s
zip2	z24.b, z24.b, z0.b
zip2	z30.d, z31.d, z6.d
zip2	z8.h, z4.h, z1.h
zip2	z7.s, z8.s, z21.s
