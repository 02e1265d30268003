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
bics	p0.b, p4/z, p7.b, p6.b
bic	p4.b, p8/z, p3.b, p13.b
bic	z15.b, p6/m, z15.b, z17.b
bic	z20.d, p2/m, z20.d, z8.d
bic	z22.h, p7/m, z22.h, z9.h
bic	z15.s, p1/m, z15.s, z27.s
bic	z25.d, z9.d, z29.d
brkas	p6.b, p6/z, p1.b
brka	p4.b, p12/m, p7.b
brka	p6.b, p5/z, p15.b
brkbs	p2.b, p2/z, p2.b
brkb	p9.b, p6/m, p14.b
brkb	p5.b, p2/z, p9.b
brkn	p15.b, p11/z, p7.b, p15.b
brkns	p12.b, p2/z, p15.b, p12.b
brkpa	p3.b, p1/z, p14.b, p1.b
brkpas	p7.b, p1/z, p2.b, p2.b
brkpb	p15.b, p9/z, p13.b, p2.b
brkpbs	p14.b, p11/z, p6.b, p6.b
clasta	w13, p7, w13, z28.b
clasta	x22, p2, x22, z7.d
clasta	w26, p4, w26, z27.h
clasta	w15, p2, w15, z1.s
clasta	b3, p7, b3, z12.b
clasta	d7, p5, d7, z19.d
clasta	h4, p6, h4, z7.h
clasta	s27, p0, s27, z29.s
clasta	z13.b, p2, z13.b, z29.b
clasta	z13.d, p7, z13.d, z18.d
clasta	z15.h, p2, z15.h, z22.h
clasta	z16.s, p0, z16.s, z12.s
clastb	w9, p4, w9, z22.b
clastb	xzr, p6, xzr, z29.d
clastb	w26, p2, w26, z7.h
clastb	w13, p1, w13, z9.s
clastb	b13, p5, b13, z27.b
clastb	d30, p7, d30, z6.d
clastb	h26, p1, h26, z9.h
clastb	s0, p0, s0, z24.s
clastb	z23.b, p4, z23.b, z30.b
clastb	z27.d, p7, z27.d, z8.d
clastb	z31.h, p1, z31.h, z28.h
clastb	z15.s, p1, z15.s, z29.s
cls	z22.b, p7/m, z26.b
cls	z4.d, p5/m, z14.d
cls	z31.h, p3/m, z11.h
cls	z4.s, p2/m, z27.s
clz	z30.b, p5/m, z1.b
clz	z10.d, p0/m, z17.d
clz	z22.h, p6/m, z20.h
clz	z29.s, p0/m, z6.s
cmpeq	p8.b, p2/z, z29.b, #10
cmpeq	p7.d, p0/z, z15.d, #14
cmpeq	p11.h, p7/z, z0.h, #0
cmpeq	p15.s, p3/z, z18.s, #1
cmpeq	p8.b, p5/z, z22.b, z1.b
cmpeq	p3.d, p4/z, z5.d, z6.d
cmpeq	p2.h, p3/z, z18.h, z29.h
cmpeq	p15.s, p5/z, z5.s, z10.s
cmpeq	p7.b, p4/z, z30.b, z28.d
cmpeq	p10.h, p6/z, z12.h, z18.d
cmpeq	p8.s, p5/z, z8.s, z11.d
cmpge	p13.b, p2/z, z24.b, #15
cmpge	p3.d, p7/z, z1.d, #0
cmpge	p4.h, p5/z, z1.h, #10
cmpge	p9.s, p0/z, z3.s, #-1
cmpge	p13.b, p5/z, z14.b, z3.b
cmpge	p8.d, p5/z, z16.d, z23.d
cmpge	p14.h, p2/z, z9.h, z31.h
cmpge	p15.s, p1/z, z2.s, z20.s
cmpge	p0.b, p0/z, z25.b, z2.d
cmpge	p7.h, p5/z, z21.h, z10.d
cmpge	p4.s, p5/z, z31.s, z16.d
cmpgt	p9.b, p2/z, z16.b, #-16
cmpgt	p2.d, p2/z, z10.d, #15
cmpgt	p5.h, p2/z, z3.h, #-13
cmpgt	p8.s, p3/z, z26.s, #-14
cmpgt	p15.b, p3/z, z7.b, z14.b
cmpgt	p0.d, p3/z, z7.d, z16.d
cmpgt	p6.h, p3/z, z31.h, z5.h
cmpgt	p11.s, p6/z, z24.s, z5.s
cmpgt	p11.b, p4/z, z25.b, z14.d
cmpgt	p12.h, p7/z, z25.h, z26.d
cmpgt	p14.s, p5/z, z19.s, z25.d
cmphi	p2.b, p1/z, z0.b, #127
cmphi	p3.d, p6/z, z9.d, #101
cmphi	p13.h, p2/z, z23.h, #114
cmphi	p15.s, p0/z, z5.s, #17
cmphi	p6.b, p2/z, z28.b, z23.b
cmphi	p11.d, p5/z, z27.d, z4.d
cmphi	p5.h, p0/z, z17.h, z23.h
cmphi	p12.s, p4/z, z24.s, z9.s
cmphi	p10.b, p7/z, z2.b, z11.d
cmphi	p8.h, p5/z, z19.h, z24.d
cmphi	p0.s, p3/z, z28.s, z5.d
cmphs	p4.b, p7/z, z12.b, #47
cmphs	p12.d, p4/z, z25.d, #29
cmphs	p4.h, p1/z, z6.h, #0
cmphs	p7.s, p2/z, z11.s, #59
cmphs	p7.b, p3/z, z4.b, z29.b
cmphs	p4.d, p2/z, z12.d, z13.d
cmphs	p1.h, p4/z, z25.h, z27.h
cmphs	p11.s, p5/z, z26.s, z31.s
cmphs	p15.b, p5/z, z19.b, z26.d
cmphs	p2.h, p5/z, z22.h, z6.d
cmphs	p2.s, p1/z, z12.s, z24.d
cmple	p13.b, p2/z, z7.b, #-9
cmple	p10.d, p7/z, z26.d, #-15
cmple	p14.h, p7/z, z0.h, #-14
cmple	p10.s, p6/z, z15.s, #-12
cmple	p14.b, p0/z, z24.b, z8.d
cmple	p2.h, p5/z, z16.h, z10.d
cmple	p9.s, p7/z, z26.s, z1.d
cmplo	p10.b, p2/z, z21.b, #3
cmplo	p2.d, p5/z, z23.d, #125
cmplo	p11.h, p6/z, z21.h, #105
cmplo	p14.s, p4/z, z5.s, #90
cmplo	p0.b, p2/z, z14.b, z14.d
cmplo	p1.h, p6/z, z11.h, z26.d
cmplo	p0.s, p3/z, z31.s, z3.d
cmpls	p5.b, p7/z, z28.b, #1
cmpls	p1.d, p4/z, z21.d, #125
cmpls	p11.h, p3/z, z19.h, #76
cmpls	p14.s, p2/z, z17.s, #17
cmpls	p1.b, p6/z, z5.b, z21.d
cmpls	p1.h, p0/z, z30.h, z27.d
cmpls	p11.s, p2/z, z13.s, z1.d
cmplt	p14.b, p6/z, z17.b, #12
cmplt	p12.d, p5/z, z5.d, #-16
cmplt	p4.h, p2/z, z17.h, #6
cmplt	p13.s, p2/z, z30.s, #13
cmplt	p9.b, p0/z, z6.b, z4.d
cmplt	p3.h, p5/z, z17.h, z21.d
cmplt	p4.s, p4/z, z3.s, z7.d
cmpne	p10.b, p7/z, z7.b, #-1
cmpne	p15.d, p0/z, z12.d, #8
cmpne	p5.h, p7/z, z6.h, #15
cmpne	p2.s, p5/z, z3.s, #-16
cmpne	p4.b, p6/z, z0.b, z27.b
cmpne	p15.d, p6/z, z6.d, z23.d
cmpne	p9.h, p3/z, z13.h, z22.h
cmpne	p11.s, p1/z, z6.s, z4.s
cmpne	p5.b, p3/z, z0.b, z31.d
cmpne	p14.h, p6/z, z26.h, z17.d
cmpne	p11.s, p5/z, z30.s, z28.d
cnot	z20.b, p4/m, z24.b
cnot	z10.d, p3/m, z28.d
cnot	z24.h, p6/m, z13.h
cnot	z24.s, p5/m, z3.s
cntb	x23, pow2, mul #1
cntd	x24, pow2, mul #10
cnth	x22, #21, mul #1
cntp	x7, p5, p6.b
cntp	x22, p13, p13.d
cntp	x29, p11, p14.h
cntp	x9, p10, p0.s
cntw	x15, #26, mul #1
cnt	z26.b, p4/m, z10.b
cnt	z18.d, p4/m, z27.d
cnt	z10.h, p6/m, z27.h
cnt	z19.s, p2/m, z7.s
cpy	z23.b, p10/m, #-82
cpy	z11.d, p9/m, #12800
cpy	z15.h, p12/m, #12800
cpy	z16.s, p11/m, #55
cpy	z4.b, p2/m, w24
cpy	z29.d, p3/m, x16
cpy	z12.h, p4/m, w29
cpy	z28.s, p5/m, w24
cpy	z28.b, p3/m, b10
cpy	z5.d, p7/m, d10
cpy	z29.h, p6/m, h25
cpy	z0.s, p3/m, s14
cpy	z28.b, p10/z, #-58
cpy	z27.d, p10/z, #16
cpy	z8.h, p4/z, #3584
cpy	z5.s, p7/z, #-256
ctermeq	w13, w15
ctermeq	x17, x3
ctermne	w4, w22
ctermne	x24, x22
decb	x3, all, mul #1
decd	x25, vl5, mul #1
decd	z5.d, #25, mul #2
dech	x3, vl256, mul #5
dech	z28.h, all, mul #1
decp	x4, p9.b
decp	x20, p2.d
decp	xzr, p11.h
decp	x1, p12.s
decp	z30.d, p14.d
decp	z9.h, p2.h
decp	z1.s, p10.s
decw	x10, all, mul #12
decw	z11.s, vl128, mul #1
dupm	z19.d, #0x3fff0000000
dup	z10.b, #-23
dup	z18.d, #18432
dup	z0.h, #-256
dup	z16.s, #-58
dup	z12.b, w13
dup	z26.d, x1
dup	z18.h, w28
dup	z29.s, w15
dup	z15.q, z7.q[1]
dup	z29.h, z19.h[1]
dup	z16.s, z19.s[9]
dup	z10.d, z26.d[5]
dup	z30.b, z7.b[0]
eors	p10.b, p14/z, p9.b, p3.b
eorv	b22, p4, z17.b
eorv	d19, p0, z29.d
eorv	h27, p3, z2.h
eorv	s7, p5, z27.s
eor	p13.b, p2/z, p9.b, p8.b
eor	z18.d, z18.d, #0x3ffffe
eor	z15.b, p4/m, z15.b, z3.b
eor	z10.d, p3/m, z10.d, z4.d
eor	z7.h, p7/m, z7.h, z28.h
eor	z17.s, p1/m, z17.s, z12.s
eor	z5.d, z30.d, z5.d
ext	z21.b, z21.b, z11.b, #205
fabd	z10.d, p4/m, z10.d, z17.d
fabd	z31.h, p5/m, z31.h, z25.h
fabd	z29.s, p6/m, z29.s, z30.s
fabs	z5.d, p2/m, z24.d
fabs	z21.h, p2/m, z31.h
fabs	z24.s, p0/m, z6.s
facge	p2.d, p0/z, z18.d, z13.d
facge	p5.h, p1/z, z16.h, z4.h
facge	p9.s, p2/z, z19.s, z8.s
facgt	p11.d, p2/z, z4.d, z30.d
facgt	p12.h, p2/z, z23.h, z5.h
facgt	p4.s, p2/z, z12.s, z30.s
faddv	d18, p6, z16.d
faddv	h27, p3, z30.h
faddv	s21, p1, z4.s
fadd	z31.d, p4/m, z31.d, #1.0
fadd	z30.h, p5/m, z30.h, #1.0
fadd	z18.s, p7/m, z18.s, #0.5
fadd	z12.d, p4/m, z12.d, z2.d
fadd	z9.h, p3/m, z9.h, z25.h
fadd	z14.s, p7/m, z14.s, z31.s
fadd	z20.d, z5.d, z0.d
fadd	z0.h, z1.h, z31.h
fadd	z5.s, z26.s, z21.s
fcadd	z8.d, p6/m, z8.d, z15.d, #270
fcadd	z30.h, p7/m, z30.h, z5.h, #90
fcadd	z26.s, p3/m, z26.s, z0.s, #90
fcmeq	p9.d, p7/z, z9.d, #0.0
fcmeq	p9.h, p2/z, z4.h, #0.0
fcmeq	p4.s, p5/z, z9.s, #0.0
fcmeq	p14.d, p7/z, z11.d, z14.d
fcmeq	p2.h, p5/z, z14.h, z26.h
fcmeq	p11.s, p6/z, z19.s, z24.s
fcmge	p6.d, p0/z, z13.d, #0.0
fcmge	p9.h, p0/z, z25.h, #0.0
fcmge	p6.s, p4/z, z20.s, #0.0
fcmge	p13.d, p3/z, z0.d, z16.d
fcmge	p10.h, p1/z, z17.h, z2.h
fcmge	p14.s, p7/z, z14.s, z31.s
fcmgt	p3.d, p3/z, z5.d, #0.0
fcmgt	p4.h, p7/z, z7.h, #0.0
fcmgt	p3.s, p5/z, z16.s, #0.0
fcmgt	p9.d, p2/z, z25.d, z3.d
fcmgt	p10.h, p4/z, z14.h, z15.h
fcmgt	p8.s, p3/z, z23.s, z8.s
fcmla	z22.h, z23.h, z6.h[0], #0
fcmla	z10.s, z28.s, z10.s[0], #270
fcmla	z13.d, p1/m, z24.d, z15.d, #180
fcmla	z12.h, p1/m, z28.h, z7.h, #0
fcmla	z10.s, p7/m, z4.s, z17.s, #90
fcmle	p13.d, p3/z, z18.d, #0.0
fcmle	p4.h, p2/z, z26.h, #0.0
fcmle	p13.s, p4/z, z2.s, #0.0
fcmlt	p14.d, p4/z, z3.d, #0.0
fcmlt	p8.h, p7/z, z19.h, #0.0
fcmlt	p10.s, p2/z, z6.s, #0.0
fcmne	p11.d, p1/z, z26.d, #0.0
fcmne	p11.h, p4/z, z18.h, #0.0
fcmne	p15.s, p6/z, z19.s, #0.0
fcmne	p11.d, p7/z, z3.d, z6.d
fcmne	p4.h, p7/z, z3.h, z8.h
fcmne	p11.s, p5/z, z14.s, z10.s
fcmuo	p2.d, p7/z, z20.d, z15.d
fcmuo	p7.h, p5/z, z23.h, z4.h
fcmuo	p12.s, p6/z, z18.s, z30.s
fcpy	z28.d, p3/m, #7.00000000
fcpy	z1.h, p4/m, #-2.75000000
fcpy	z30.s, p14/m, #-1.43750000
fcvtzs	z5.d, p7/m, z8.d
fcvtzs	z25.d, p6/m, z11.h
fcvtzs	z3.d, p4/m, z1.s
fcvtzs	z9.h, p5/m, z13.h
fcvtzs	z13.s, p7/m, z8.d
fcvtzs	z25.s, p0/m, z21.h
fcvtzs	z3.s, p4/m, z16.s
fcvtzu	z12.d, p2/m, z18.d
fcvtzu	z7.d, p4/m, z14.h
fcvtzu	z1.d, p7/m, z23.s
fcvtzu	z28.h, p6/m, z27.h
fcvtzu	z24.s, p0/m, z8.d
fcvtzu	z8.s, p5/m, z28.h
fcvtzu	z6.s, p3/m, z1.s
fcvt	z2.d, p1/m, z16.h
fcvt	z10.d, p4/m, z8.s
fcvt	z26.h, p4/m, z19.d
fcvt	z12.h, p2/m, z22.s
fcvt	z0.s, p7/m, z1.d
fcvt	z11.s, p7/m, z23.h
fdivr	z29.d, p1/m, z29.d, z31.d
fdivr	z25.h, p3/m, z25.h, z15.h
fdivr	z26.s, p5/m, z26.s, z1.s
fdiv	z25.d, p3/m, z25.d, z31.d
fdiv	z7.h, p2/m, z7.h, z8.h
fdiv	z14.s, p0/m, z14.s, z24.s
fdup	z5.d, #7.50000000
fdup	z10.h, #-7.00000000
fdup	z27.s, #5.50000000
fmad	z5.d, p4/m, z6.d, z8.d
fmad	z9.h, p5/m, z18.h, z10.h
fmad	z4.s, p7/m, z9.s, z23.s
fmaxnmv	d10, p4, z1.d
fmaxnmv	h5, p1, z19.h
fmaxnmv	s22, p0, z20.s
fmaxnm	z20.d, p5/m, z20.d, #0.0
fmaxnm	z4.h, p4/m, z4.h, #1.0
fmaxnm	z25.s, p7/m, z25.s, #0.0
fmaxnm	z10.d, p5/m, z10.d, z23.d
fmaxnm	z28.h, p7/m, z28.h, z12.h
fmaxnm	z15.s, p1/m, z15.s, z11.s
fmaxv	d30, p1, z8.d
fmaxv	h25, p5, z6.h
fmaxv	s20, p7, z9.s
fmax	z16.d, p5/m, z16.d, #0.0
fmax	z19.h, p6/m, z19.h, #0.0
fmax	z0.s, p3/m, z0.s, #1.0
fmax	z8.d, p4/m, z8.d, z31.d
fmax	z0.h, p6/m, z0.h, z29.h
fmax	z21.s, p6/m, z21.s, z10.s
fminnmv	d21, p1, z17.d
fminnmv	h13, p7, z4.h
fminnmv	s10, p6, z18.s
fminnm	z18.d, p6/m, z18.d, #0.0
fminnm	z4.h, p4/m, z4.h, #1.0
fminnm	z4.s, p1/m, z4.s, #0.0
fminnm	z6.d, p7/m, z6.d, z7.d
fminnm	z5.h, p1/m, z5.h, z25.h
fminnm	z31.s, p5/m, z31.s, z22.s
fminv	d7, p0, z27.d
fminv	h21, p6, z19.h
fminv	s22, p7, z8.s
fmin	z31.d, p2/m, z31.d, #1.0
fmin	z6.h, p7/m, z6.h, #0.0
fmin	z5.s, p4/m, z5.s, #1.0
fmin	z27.d, p6/m, z27.d, z23.d
fmin	z31.h, p3/m, z31.h, z17.h
fmin	z15.s, p4/m, z15.s, z0.s
fmla	z25.d, z25.d, z7.d[0]
fmla	z3.h, z5.h, z0.h[0]
fmla	z26.s, z30.s, z2.s[1]
fmla	z7.d, p7/m, z28.d, z6.d
fmla	z1.h, p7/m, z3.h, z0.h
fmla	z19.s, p6/m, z7.s, z20.s
fmls	z25.d, z22.d, z4.d[0]
fmls	z31.h, z7.h, z0.h[7]
fmls	z27.s, z11.s, z2.s[3]
fmls	z21.d, p2/m, z17.d, z21.d
fmls	z5.h, p1/m, z5.h, z6.h
fmls	z7.s, p2/m, z2.s, z15.s
fmsb	z0.d, p3/m, z3.d, z28.d
fmsb	z28.h, p1/m, z14.h, z28.h
fmsb	z13.s, p2/m, z17.s, z31.s
fmulx	z20.d, p0/m, z20.d, z13.d
fmulx	z17.h, p3/m, z17.h, z24.h
fmulx	z18.s, p0/m, z18.s, z4.s
fmul	z5.d, p3/m, z5.d, #0.5
fmul	z20.h, p3/m, z20.h, #0.5
fmul	z4.s, p4/m, z4.s, #2.0
fmul	z6.d, p7/m, z6.d, z17.d
fmul	z4.h, p7/m, z4.h, z18.h
fmul	z10.s, p3/m, z10.s, z16.s
fmul	z14.d, z7.d, z5.d[0]
fmul	z25.h, z12.h, z3.h[0]
fmul	z7.s, z26.s, z6.s[0]
fmul	z19.d, z13.d, z30.d
fmul	z29.h, z24.h, z9.h
fmul	z11.s, z8.s, z24.s
fneg	z15.d, p5/m, z9.d
fneg	z22.h, p6/m, z10.h
fneg	z14.s, p6/m, z8.s
fnmad	z27.d, p1/m, z17.d, z19.d
fnmad	z12.h, p1/m, z27.h, z20.h
fnmad	z19.s, p3/m, z10.s, z23.s
fnmla	z23.d, p1/m, z11.d, z17.d
fnmla	z25.h, p3/m, z5.h, z25.h
fnmla	z31.s, p3/m, z23.s, z25.s
fnmls	z2.d, p1/m, z6.d, z18.d
fnmls	z11.h, p5/m, z20.h, z9.h
fnmls	z22.s, p3/m, z3.s, z25.s
fnmsb	z6.d, p1/m, z17.d, z4.d
fnmsb	z28.h, p5/m, z30.h, z23.h
fnmsb	z11.s, p2/m, z9.s, z0.s
frecpe	z0.d, z15.d
frecpe	z27.h, z29.h
frecpe	z8.s, z13.s
frecps	z25.d, z16.d, z5.d
frecps	z19.h, z5.h, z30.h
frecps	z14.s, z31.s, z20.s
frecpx	z20.d, p1/m, z22.d
frecpx	z31.h, p5/m, z6.h
frecpx	z21.s, p7/m, z20.s
frinta	z21.d, p2/m, z21.d
frinta	z16.h, p5/m, z4.h
frinta	z20.s, p0/m, z30.s
frinti	z1.d, p3/m, z23.d
frinti	z6.h, p7/m, z18.h
frinti	z16.s, p7/m, z15.s
frintm	z5.d, p2/m, z28.d
frintm	z31.h, p0/m, z28.h
frintm	z9.s, p2/m, z18.s
frintn	z20.d, p6/m, z23.d
frintn	z31.h, p6/m, z30.h
frintn	z13.s, p1/m, z24.s
frintp	z29.d, p3/m, z16.d
frintp	z19.h, p4/m, z27.h
frintp	z1.s, p2/m, z4.s
frintx	z12.d, p1/m, z8.d
frintx	z19.h, p2/m, z31.h
frintx	z16.s, p4/m, z0.s
frintz	z15.d, p2/m, z3.d
frintz	z7.h, p4/m, z21.h
frintz	z2.s, p5/m, z12.s
frsqrte	z7.d, z0.d
frsqrte	z25.h, z1.h
frsqrte	z31.s, z12.s
frsqrts	z23.d, z15.d, z1.d
frsqrts	z27.h, z15.h, z1.h
frsqrts	z29.s, z14.s, z12.s
fscale	z5.d, p5/m, z5.d, z18.d
fscale	z11.h, p3/m, z11.h, z9.h
fscale	z11.s, p2/m, z11.s, z0.s
fsqrt	z9.d, p7/m, z8.d
fsqrt	z14.h, p0/m, z11.h
fsqrt	z13.s, p6/m, z1.s
fsubr	z9.d, p4/m, z9.d, #1.0
fsubr	z17.h, p3/m, z17.h, #0.5
fsubr	z6.s, p3/m, z6.s, #1.0
fsubr	z31.d, p2/m, z31.d, z16.d
fsubr	z30.h, p7/m, z30.h, z18.h
fsubr	z14.s, p5/m, z14.s, z12.s
fsub	z12.d, p1/m, z12.d, #0.5
fsub	z10.h, p0/m, z10.h, #0.5
fsub	z5.s, p3/m, z5.s, #0.5
fsub	z17.d, p5/m, z17.d, z8.d
fsub	z15.h, p0/m, z15.h, z4.h
fsub	z3.s, p0/m, z3.s, z19.s
fsub	z12.d, z16.d, z7.d
fsub	z26.h, z22.h, z21.h
fsub	z21.s, z25.s, z6.s
incb	x13, #15, mul #14
incd	x7, vl32, mul #1
incd	z26.d, pow2, mul #7
inch	x26, vl16, mul #16
inch	z18.h, vl1, mul #7
incp	x24, p1.b
incp	x29, p4.d
incp	x28, p5.h
incp	x27, p14.s
incp	z8.d, p1.d
incp	z18.h, p6.h
incp	z9.s, p13.s
incw	x14, pow2, mul #11
incw	z10.s, vl16, mul #1
index	z11.b, #-1, #8
index	z6.d, #0, #14
index	z16.h, #1, #-16
index	z8.s, #-16, #9
index	z20.b, w13, #15
index	z21.d, x21, #0
index	z9.h, w6, #2
index	z1.s, w2, #-16
index	z9.b, #1, w10
index	z5.d, #9, x8
index	z24.h, #-9, w23
index	z26.s, #-9, w7
index	z22.b, w9, w1
index	z9.d, x1, x29
index	z4.h, w22, w6
index	z9.s, w24, w21
insr	z4.b, w27
insr	z9.d, x27
insr	z31.h, wzr
insr	z23.s, w21
insr	z8.b, b24
insr	z29.d, d27
insr	z4.h, h29
insr	z31.s, s25
lasta	w17, p6, z14.b
lasta	x2, p7, z14.d
lasta	w14, p1, z25.h
lasta	w29, p2, z0.s
lasta	b11, p7, z21.b
lasta	d8, p2, z26.d
lasta	h2, p4, z9.h
lasta	s12, p2, z19.s
lastb	w27, p7, z6.b
lastb	x18, p6, z14.d
lastb	w10, p6, z1.h
lastb	w22, p7, z24.s
lastb	b15, p7, z12.b
lastb	d9, p2, z31.d
lastb	h13, p4, z9.h
lastb	s11, p0, z30.s
ld1b	{ z21.b }, p6/z, [x27, #1, mul vl]
ld1b	{ z10.b }, p5/z, [x11, x24]
ld1b	{ z7.d }, p0/z, [x5, #0, mul vl]
ld1b	{ z29.d }, p5/z, [x4, x10]
ld1b	{ z28.h }, p7/z, [x29, #6, mul vl]
ld1b	{ z27.h }, p2/z, [x26, x14]
ld1b	{ z15.s }, p2/z, [x27, #1, mul vl]
ld1b	{ z9.s }, p1/z, [x8, x1]
ld1d	{ z26.d }, p3/z, [x27, #0, mul vl]
ld1d	{ z19.d }, p7/z, [x13, x30, lsl #3]
ld1h	{ z4.d }, p6/z, [x18, #6, mul vl]
ld1h	{ z5.d }, p4/z, [x20, x21, lsl #1]
ld1h	{ z2.h }, p4/z, [x12, #7, mul vl]
ld1h	{ z15.h }, p0/z, [x21, x30, lsl #1]
ld1h	{ z15.s }, p4/z, [x21, #1, mul vl]
ld1h	{ z16.s }, p7/z, [x30, x27, lsl #1]
ld1rb	{ z21.b }, p3/z, [x24, #0]
ld1rb	{ z8.d }, p7/z, [x12, #0]
ld1rb	{ z17.h }, p0/z, [x8, #0]
ld1rb	{ z27.s }, p7/z, [x18, #8]
ld1rd	{ z27.d }, p7/z, [x21, #104]
ld1rh	{ z1.d }, p6/z, [x24, #0]
ld1rh	{ z5.h }, p1/z, [x14, #44]
ld1rh	{ z19.s }, p0/z, [x24, #0]
ld1rqb	{ z30.b }, p5/z, [x5, #-80]
ld1rqb	{ z3.b }, p5/z, [x6, x5]
ld1rqd	{ z15.d }, p2/z, [x5, #32]
ld1rqd	{ z15.d }, p1/z, [x12, x30, lsl #3]
ld1rqh	{ z21.h }, p0/z, [x22, #-80]
ld1rqh	{ z8.h }, p2/z, [x11, x7, lsl #1]
ld1rqw	{ z31.s }, p7/z, [x4, #-64]
ld1rqw	{ z15.s }, p0/z, [x8, x16, lsl #2]
ld1rsb	{ z3.d }, p3/z, [x1, #0]
ld1rsb	{ z25.h }, p0/z, [x22, #1]
ld1rsb	{ z3.s }, p6/z, [x5, #28]
ld1rsh	{ z12.d }, p7/z, [x12, #72]
ld1rsh	{ z8.s }, p0/z, [x4, #126]
ld1rsw	{ z8.d }, p4/z, [x9, #180]
ld1rw	{ z23.d }, p1/z, [x11, #0]
ld1rw	{ z7.s }, p2/z, [x21, #28]
ld1sb	{ z12.d }, p2/z, [x29, #1, mul vl]
ld1sb	{ z6.d }, p7/z, [x30, x29]
ld1sb	{ z14.h }, p5/z, [x0, #5, mul vl]
ld1sb	{ z15.h }, p1/z, [x27, x7]
ld1sb	{ z31.s }, p3/z, [x2, #2, mul vl]
ld1sb	{ z7.s }, p2/z, [x10, x28]
ld1sh	{ z23.d }, p6/z, [x3, #-1, mul vl]
ld1sh	{ z2.d }, p3/z, [x11, x17, lsl #1]
ld1sh	{ z16.s }, p5/z, [x1, #0, mul vl]
ld1sh	{ z0.s }, p4/z, [x27, x12, lsl #1]
ld1sw	{ z5.d }, p5/z, [x9, #1, mul vl]
ld1sw	{ z31.d }, p6/z, [x12, x7, lsl #2]
ld1w	{ z3.d }, p3/z, [x5, #0, mul vl]
ld1w	{ z20.d }, p4/z, [x4, x20, lsl #2]
ld1w	{ z7.s }, p0/z, [x7, #7, mul vl]
ld1w	{ z29.s }, p3/z, [x3, x5, lsl #2]
ld2b	{ z16.b, z17.b }, p6/z, [x1, #0, mul vl]
ld2b	{ z5.b, z6.b }, p3/z, [x7, x13]
ld2d	{ z20.d, z21.d }, p3/z, [sp, #4, mul vl]
ld2d	{ z20.d, z21.d }, p6/z, [x12, x27, lsl #3]
ld2h	{ z8.h, z9.h }, p6/z, [x6, #-14, mul vl]
ld2h	{ z28.h, z29.h }, p4/z, [x18, x10, lsl #1]
ld2w	{ z8.s, z9.s }, p0/z, [x13, #8, mul vl]
ld2w	{ z29.s, z30.s }, p1/z, [x4, x1, lsl #2]
ld3b	{ z1.b - z3.b }, p7/z, [x1, #18, mul vl]
ld3b	{ z14.b - z16.b }, p1/z, [x11, x7]
ld3d	{ z26.d - z28.d }, p6/z, [x1, #-9, mul vl]
ld3d	{ z14.d - z16.d }, p1/z, [x23, x3, lsl #3]
ld3h	{ z24.h - z26.h }, p5/z, [x21, #0, mul vl]
ld3h	{ z6.h - z8.h }, p2/z, [x4, x1, lsl #1]
ld3w	{ z0.s - z2.s }, p0/z, [x10, #6, mul vl]
ld3w	{ z14.s - z16.s }, p5/z, [x17, x21, lsl #2]
ld4b	{ z29.b, z30.b, z31.b, z0.b }, p6/z, [x28, #0, mul vl]
ld4b	{ z12.b - z15.b }, p6/z, [x29, x4]
ld4d	{ z11.d - z14.d }, p1/z, [x22, #0, mul vl]
ld4d	{ z23.d - z26.d }, p2/z, [x20, x3, lsl #3]
ld4h	{ z28.h - z31.h }, p3/z, [x9, #-12, mul vl]
ld4h	{ z23.h - z26.h }, p2/z, [x9, x7, lsl #1]
ld4w	{ z17.s - z20.s }, p4/z, [x20, #12, mul vl]
ld4w	{ z10.s - z13.s }, p2/z, [x6, x16, lsl #2]
ldnt1b	{ z0.b }, p7/z, [x17, #-6, mul vl]
ldnt1b	{ z20.b }, p3/z, [x18, x17]
ldnt1d	{ z15.d }, p5/z, [x28, #-8, mul vl]
ldnt1d	{ z2.d }, p1/z, [sp, x5, lsl #3]
ldnt1h	{ z27.h }, p7/z, [x15, #5, mul vl]
ldnt1h	{ z14.h }, p1/z, [x28, x4, lsl #1]
ldnt1w	{ z12.s }, p7/z, [x19, #1, mul vl]
ldnt1w	{ z28.s }, p0/z, [x23, x27, lsl #2]
ldr	p9, [x21, #0, mul vl]
ldr	z30, [x21, #-20, mul vl]
lslr	z2.b, p7/m, z2.b, z20.b
lslr	z8.d, p3/m, z8.d, z2.d
lslr	z7.h, p3/m, z7.h, z11.h
lslr	z5.s, p4/m, z5.s, z13.s
lsl	z4.b, p0/m, z4.b, z29.d
lsl	z11.h, p1/m, z11.h, z22.d
lsl	z2.s, p3/m, z2.s, z27.d
lsl	z6.b, z15.b, z6.d
lsl	z7.h, z9.h, z19.d
lsl	z13.s, z21.s, z15.d
lsl	z22.b, p2/m, z22.b, #1
lsl	z5.d, p1/m, z5.d, #54
lsl	z29.h, p3/m, z29.h, #1
lsl	z1.s, p5/m, z1.s, #7
lsl	z23.b, p3/m, z23.b, z31.b
lsl	z17.d, p4/m, z17.d, z14.d
lsl	z17.h, p3/m, z17.h, z14.h
lsl	z6.s, p1/m, z6.s, z8.s
lsl	z25.b, z0.b, #0
lsl	z10.d, z11.d, #0
lsl	z3.h, z20.h, #14
lsl	z1.s, z5.s, #19
lsrr	z22.b, p3/m, z22.b, z4.b
lsrr	z9.d, p2/m, z9.d, z6.d
lsrr	z26.h, p3/m, z26.h, z26.h
lsrr	z22.s, p2/m, z22.s, z13.s
lsr	z14.b, p2/m, z14.b, z9.d
lsr	z15.h, p4/m, z15.h, z16.d
lsr	z4.s, p5/m, z4.s, z31.d
lsr	z7.b, z7.b, z10.d
lsr	z23.h, z3.h, z12.d
lsr	z3.s, z15.s, z10.d
lsr	z25.b, p5/m, z25.b, #8
lsr	z11.d, p5/m, z11.d, #3
lsr	z18.h, p3/m, z18.h, #11
lsr	z25.s, p4/m, z25.s, #5
lsr	z2.b, p3/m, z2.b, z4.b
lsr	z18.d, p0/m, z18.d, z29.d
lsr	z8.h, p1/m, z8.h, z17.h
lsr	z30.s, p6/m, z30.s, z16.s
lsr	z0.b, z7.b, #3
lsr	z23.d, z2.d, #41
lsr	z16.h, z15.h, #14
lsr	z20.s, z17.s, #1
mad	z13.b, p3/m, z17.b, z9.b
mad	z10.d, p2/m, z0.d, z5.d
mad	z6.h, p2/m, z27.h, z0.h
mad	z15.s, p6/m, z11.s, z21.s
mla	z9.b, p6/m, z30.b, z5.b
mla	z2.d, p0/m, z18.d, z23.d
mla	z15.h, p2/m, z2.h, z7.h
mla	z7.s, p4/m, z19.s, z17.s
mls	z1.b, p2/m, z0.b, z18.b
mls	z12.d, p6/m, z2.d, z9.d
mls	z24.h, p4/m, z10.h, z7.h
mls	z3.s, p7/m, z18.s, z3.s
msb	z5.b, p1/m, z12.b, z14.b
msb	z20.d, p2/m, z2.d, z5.d
msb	z19.h, p6/m, z1.h, z24.h
msb	z5.s, p5/m, z1.s, z28.s
mul	z18.b, z18.b, #-47
mul	z6.d, z6.d, #-1
mul	z28.h, z28.h, #19
mul	z21.s, z21.s, #-15
mul	z22.b, p6/m, z22.b, z3.b
mul	z6.d, p6/m, z6.d, z1.d
mul	z12.h, p0/m, z12.h, z19.h
mul	z7.s, p2/m, z7.s, z10.s
nands	p2.b, p14/z, p15.b, p12.b
nand	p5.b, p15/z, p8.b, p12.b
neg	z2.b, p1/m, z15.b
neg	z4.d, p3/m, z16.d
neg	z29.h, p0/m, z1.h
neg	z17.s, p2/m, z18.s
nors	p10.b, p13/z, p0.b, p8.b
nor	p5.b, p12/z, p0.b, p2.b
not	z11.b, p3/m, z13.b
not	z7.d, p7/m, z16.d
not	z18.h, p7/m, z12.h
not	z20.s, p5/m, z11.s
orns	p14.b, p11/z, p11.b, p2.b
orn	p7.b, p3/z, p2.b, p4.b
orrs	p6.b, p9/z, p9.b, p9.b
orr	p5.b, p5/z, p5.b, p5.b
orr	z11.d, z11.d, #0x8000000000007fff
orr	z30.b, p6/m, z30.b, z21.b
orr	z26.d, p4/m, z26.d, z1.d
orr	z5.h, p4/m, z5.h, z19.h
orr	z19.s, p5/m, z19.s, z27.s
orr	z19.d, z29.d, z21.d
orv	b0, p5, z15.b
orv	d19, p5, z15.d
orv	h5, p7, z17.h
orv	s0, p5, z18.s
pfalse	p7.b
pfirst	p8.b, p13, p8.b
pnext	p8.b, p9, p8.b
pnext	p8.d, p8, p8.d
pnext	p8.h, p2, p8.h
pnext	p7.s, p10, p7.s
prfb	pstl3keep, p6, [x19, #12, mul vl]
prfb	pldl1strm, p1, [x0, x1]
prfd	pldl1strm, p1, [x12, #-17, mul vl]
prfd	pstl1keep, p6, [x19, x23, lsl #3]
prfh	pldl3keep, p3, [x30, #0, mul vl]
prfh	pldl1keep, p3, [sp, x30, lsl #1]
prfw	#14, p7, [x17, #0, mul vl]
prfw	pstl2keep, p7, [x25, x25, lsl #2]
ptest	p1, p13.b
ptrues	p14.b, mul4
ptrues	p10.d, vl4
ptrues	p3.h, pow2
ptrues	p6.s, all
ptrue	p12.b, vl1
ptrue	p0.d, #17
ptrue	p4.h, all
ptrue	p1.s, all
punpkhi	p7.h, p7.b
punpklo	p5.h, p7.b
rbit	z28.b, p2/m, z7.b
rbit	z25.d, p1/m, z13.d
rbit	z2.h, p7/m, z29.h
rbit	z24.s, p0/m, z21.s
rdvl	x6, #-20
revb	z19.d, p5/m, z20.d
revb	z27.h, p5/m, z29.h
revb	z5.s, p1/m, z5.s
revh	z19.d, p6/m, z25.d
revh	z7.s, p6/m, z23.s
revw	z27.d, p5/m, z18.d
rev	p9.b, p7.b
rev	p8.d, p8.d
rev	p1.h, p10.h
rev	p14.s, p8.s
rev	z27.b, z9.b
rev	z21.d, z18.d
rev	z26.h, z24.h
rev	z20.s, z24.s
sabd	z15.b, p7/m, z15.b, z30.b
sabd	z26.d, p5/m, z26.d, z29.d
sabd	z11.h, p4/m, z11.h, z15.h
sabd	z16.s, p7/m, z16.s, z8.s
saddv	d9, p3, z24.b
saddv	d18, p0, z1.h
saddv	d16, p3, z22.s
scvtf	z4.d, p5/m, z2.d
scvtf	z23.d, p1/m, z17.s
scvtf	z18.h, p6/m, z13.d
scvtf	z14.h, p7/m, z25.h
scvtf	z20.h, p4/m, z4.s
scvtf	z8.s, p1/m, z24.d
scvtf	z4.s, p5/m, z19.s
sdivr	z10.d, p6/m, z10.d, z5.d
sdivr	z9.s, p7/m, z9.s, z2.s
sdiv	z28.d, p3/m, z28.d, z12.d
sdiv	z30.s, p5/m, z30.s, z29.s
sdot	z20.d, z22.h, z10.h[1]
sdot	z10.s, z8.b, z2.b[2]
sdot	z6.d, z18.h, z24.h
sdot	z19.s, z11.b, z11.b
sel	p10.b, p5, p9.b, p15.b
sel	z1.b, p14, z21.b, z7.b
sel	z18.d, p2, z9.d, z4.d
sel	z0.h, p7, z19.h, z0.h
sel	z23.s, p14, z11.s, z23.s
smaxv	b30, p0, z30.b
smaxv	d0, p2, z1.d
smaxv	h17, p2, z23.h
smaxv	s27, p5, z28.s
smax	z17.b, z17.b, #-115
smax	z0.d, z0.d, #-46
smax	z12.h, z12.h, #-1
smax	z21.s, z21.s, #-103
smax	z12.b, p7/m, z12.b, z25.b
smax	z14.d, p4/m, z14.d, z27.d
smax	z8.h, p5/m, z8.h, z9.h
smax	z19.s, p1/m, z19.s, z24.s
sminv	b6, p7, z3.b
sminv	d10, p4, z29.d
sminv	h18, p6, z29.h
sminv	s12, p4, z10.s
smin	z7.b, z7.b, #32
smin	z25.d, z25.d, #0
smin	z28.h, z28.h, #-80
smin	z15.s, z15.s, #-58
smin	z13.b, p4/m, z13.b, z11.b
smin	z15.d, p4/m, z15.d, z31.d
smin	z20.h, p1/m, z20.h, z20.h
smin	z21.s, p6/m, z21.s, z3.s
smulh	z20.b, p7/m, z20.b, z12.b
smulh	z26.d, p4/m, z26.d, z19.d
smulh	z20.h, p7/m, z20.h, z11.h
smulh	z12.s, p5/m, z12.s, z29.s
splice	z18.b, p3, z18.b, z31.b
splice	z27.d, p0, z27.d, z12.d
splice	z5.h, p1, z5.h, z29.h
splice	z26.s, p7, z26.s, z11.s
sqadd	z18.b, z18.b, #26
sqadd	z17.d, z17.d, #32
sqadd	z25.h, z25.h, #255
sqadd	z25.s, z25.s, #48
sqadd	z4.b, z29.b, z17.b
sqadd	z12.d, z9.d, z30.d
sqadd	z21.h, z28.h, z19.h
sqadd	z17.s, z2.s, z23.s
sqdecb	x14, w14, all, mul #1
sqdecb	x19, #16, mul #1
sqdecd	x8, w8, mul4, mul #7
sqdecd	x24, vl5, mul #7
sqdecd	z0.d, all, mul #1
sqdech	x4, w4, vl256, mul #12
sqdech	x7, vl3, mul #16
sqdech	z21.h, #26, mul #11
sqdecp	x20, p6.b, w20
sqdecp	x4, p6.d, w4
sqdecp	x15, p12.h, w15
sqdecp	x11, p15.s, w11
sqdecp	x22, p12.b
sqdecp	x1, p1.d
sqdecp	x27, p3.h
sqdecp	x28, p9.s
sqdecp	z5.d, p15.d
sqdecp	z25.h, p5.h
sqdecp	z4.s, p0.s
sqdecw	x12, w12, vl256, mul #1
sqdecw	x9, all, mul #1
sqdecw	z19.s, all, mul #1
sqincb	x13, w13, #21, mul #1
sqincb	x13, vl6, mul #3
sqincd	x4, w4, vl256, mul #1
sqincd	x17, vl32, mul #9
sqincd	z31.d, vl3, mul #15
sqinch	x25, w25, all, mul #1
sqinch	x6, vl7, mul #16
sqinch	z18.h, pow2, mul #7
sqincp	x26, p7.b, w26
sqincp	x18, p11.d, w18
sqincp	x11, p5.h, w11
sqincp	x18, p9.s, w18
sqincp	x6, p15.b
sqincp	x7, p0.d
sqincp	x12, p14.h
sqincp	x15, p5.s
sqincp	z31.d, p10.d
sqincp	z17.h, p10.h
sqincp	z12.s, p9.s
sqincw	x6, w6, all, mul #1
sqincw	x0, pow2, mul #14
sqincw	z12.s, #21, mul #12
sqsub	z24.b, z24.b, #0
sqsub	z14.d, z14.d, #7168
sqsub	z26.h, z26.h, #0
sqsub	z4.s, z4.s, #256
sqsub	z15.b, z2.b, z22.b
sqsub	z30.d, z0.d, z21.d
sqsub	z6.h, z30.h, z6.h
sqsub	z14.s, z11.s, z19.s
st1b	{ z8.b }, p0, [x28, #0, mul vl]
st1b	{ z6.b }, p2, [x1, x1]
st1b	{ z19.d }, p5, [x2, #3, mul vl]
st1b	{ z24.d }, p6, [x8, x19]
st1b	{ z15.h }, p6, [x26, #-6, mul vl]
st1b	{ z15.h }, p1, [x0, x17]
st1b	{ z6.s }, p0, [x25, #3, mul vl]
st1b	{ z8.s }, p7, [x14, x18]
st1d	{ z21.d }, p4, [x26, #0, mul vl]
st1d	{ z1.d }, p7, [x6, x17, lsl #3]
st1h	{ z10.d }, p6, [x6, #0, mul vl]
st1h	{ z29.d }, p4, [x0, x13, lsl #1]
st1h	{ z13.h }, p1, [x23, #4, mul vl]
st1h	{ z9.h }, p7, [x5, x4, lsl #1]
st1h	{ z8.s }, p1, [x24, #0, mul vl]
st1h	{ z8.s }, p4, [x17, x0, lsl #1]
st1w	{ z26.d }, p6, [x6, #0, mul vl]
st1w	{ z16.d }, p2, [x29, x0, lsl #2]
st1w	{ z13.s }, p3, [x16, #7, mul vl]
st1w	{ z27.s }, p4, [x3, x1, lsl #2]
st2b	{ z9.b, z10.b }, p2, [x26, #-8, mul vl]
st2b	{ z10.b, z11.b }, p5, [x21, x25]
st2d	{ z11.d, z12.d }, p4, [x25, #-12, mul vl]
st2d	{ z15.d, z16.d }, p2, [x23, x18, lsl #3]
st2h	{ z12.h, z13.h }, p6, [x16, #-16, mul vl]
st2h	{ z3.h, z4.h }, p5, [x1, x11, lsl #1]
st2w	{ z0.s, z1.s }, p6, [x18, #8, mul vl]
st2w	{ z21.s, z22.s }, p7, [x24, x29, lsl #2]
st3b	{ z31.b, z0.b, z1.b }, p4, [x15, #0, mul vl]
st3b	{ z24.b - z26.b }, p0, [x1, x25]
st3d	{ z4.d - z6.d }, p1, [x14, #21, mul vl]
st3d	{ z15.d - z17.d }, p5, [x16, x30, lsl #3]
st3h	{ z4.h - z6.h }, p5, [x30, #0, mul vl]
st3h	{ z14.h - z16.h }, p0, [sp, x29, lsl #1]
st3w	{ z26.s - z28.s }, p3, [x29, #21, mul vl]
st3w	{ z13.s - z15.s }, p1, [x27, x4, lsl #2]
st4b	{ z9.b - z12.b }, p2, [x28, #-32, mul vl]
st4b	{ z12.b - z15.b }, p2, [x30, x10]
st4d	{ z17.d - z20.d }, p6, [x25, #0, mul vl]
st4d	{ z19.d - z22.d }, p2, [x5, x7, lsl #3]
st4h	{ z27.h - z30.h }, p5, [x4, #20, mul vl]
st4h	{ z26.h - z29.h }, p4, [x4, x29, lsl #1]
st4w	{ z24.s - z27.s }, p2, [x10, #16, mul vl]
st4w	{ z15.s - z18.s }, p5, [x22, x4, lsl #2]
stnt1b	{ z7.b }, p6, [x9, #0, mul vl]
stnt1b	{ z6.b }, p3, [x21, x0]
stnt1d	{ z28.d }, p0, [x9, #-6, mul vl]
stnt1d	{ z26.d }, p7, [x21, x23, lsl #3]
stnt1h	{ z13.h }, p5, [x6, #1, mul vl]
stnt1h	{ z18.h }, p1, [x3, x25, lsl #1]
stnt1w	{ z8.s }, p7, [x25, #1, mul vl]
stnt1w	{ z10.s }, p5, [x29, x19, lsl #2]
str	p6, [x20, #-1, mul vl]
str	z29, [x27, #87, mul vl]
subr	z14.b, z14.b, #145
subr	z1.d, z1.d, #97
subr	z26.h, z26.h, #36
subr	z4.s, z4.s, #118
subr	z19.b, p2/m, z19.b, z17.b
subr	z8.d, p3/m, z8.d, z10.d
subr	z12.h, p3/m, z12.h, z21.h
subr	z18.s, p7/m, z18.s, z19.s
sub	z16.b, z16.b, #0
sub	z21.d, z21.d, #62464
sub	z13.h, z13.h, #37888
sub	z19.s, z19.s, #200
sub	z2.b, p0/m, z2.b, z8.b
sub	z16.d, p5/m, z16.d, z14.d
sub	z25.h, p4/m, z25.h, z26.h
sub	z17.s, p4/m, z17.s, z7.s
sub	z21.b, z7.b, z16.b
sub	z4.d, z2.d, z8.d
sub	z14.h, z0.h, z24.h
sub	z12.s, z19.s, z28.s
sunpkhi	z11.d, z18.s
sunpkhi	z4.h, z21.b
sunpkhi	z13.s, z5.h
sunpklo	z25.d, z23.s
sunpklo	z31.h, z25.b
sunpklo	z20.s, z23.h
sxtb	z26.d, p7/m, z29.d
sxtb	z14.h, p1/m, z6.h
sxtb	z9.s, p4/m, z25.s
sxth	z14.d, p0/m, z7.d
sxth	z13.s, p0/m, z14.s
sxtw	z18.d, p0/m, z28.d
tbl	z27.b, { z5.b }, z8.b
tbl	z26.d, { z2.d }, z6.d
tbl	z31.h, { z11.h }, z25.h
tbl	z24.s, { z22.s }, z27.s
trn1	p4.b, p11.b, p13.b
trn1	p14.d, p7.d, p9.d
trn1	p8.h, p1.h, p15.h
trn1	p13.s, p9.s, p7.s
trn1	z27.b, z0.b, z19.b
trn1	z4.d, z11.d, z1.d
trn1	z13.h, z16.h, z17.h
trn1	z21.s, z5.s, z30.s
trn2	p8.b, p6.b, p3.b
trn2	p11.d, p15.d, p5.d
trn2	p9.h, p11.h, p12.h
trn2	p0.s, p3.s, p13.s
trn2	z17.b, z31.b, z14.b
trn2	z31.d, z22.d, z29.d
trn2	z31.h, z24.h, z5.h
trn2	z14.s, z26.s, z19.s
uabd	z13.b, p5/m, z13.b, z30.b
uabd	z0.d, p2/m, z0.d, z14.d
uabd	z10.h, p2/m, z10.h, z30.h
uabd	z3.s, p4/m, z3.s, z24.s
uaddv	d19, p0, z11.b
uaddv	d11, p7, z26.d
uaddv	d2, p6, z21.h
uaddv	d20, p7, z29.s
ucvtf	z2.d, p1/m, z0.d
ucvtf	z29.d, p2/m, z26.s
ucvtf	z29.h, p1/m, z31.d
ucvtf	z8.h, p1/m, z21.h
ucvtf	z12.h, p2/m, z1.s
ucvtf	z19.s, p5/m, z4.d
ucvtf	z20.s, p2/m, z25.s
udivr	z13.d, p2/m, z13.d, z1.d
udivr	z6.s, p4/m, z6.s, z25.s
udiv	z5.d, p0/m, z5.d, z27.d
udiv	z30.s, p6/m, z30.s, z9.s
udot	z26.d, z14.h, z14.h[1]
udot	z30.s, z14.b, z7.b[3]
udot	z9.d, z29.h, z2.h
udot	z19.s, z3.b, z5.b
umaxv	b2, p4, z22.b
umaxv	d10, p7, z18.d
umaxv	h9, p5, z8.h
umaxv	s5, p1, z27.s
umax	z25.b, z25.b, #255
umax	z14.d, z14.d, #3
umax	z11.h, z11.h, #152
umax	z22.s, z22.s, #203
umax	z19.b, p5/m, z19.b, z17.b
umax	z17.d, p0/m, z17.d, z6.d
umax	z3.h, p5/m, z3.h, z21.h
umax	z0.s, p0/m, z0.s, z11.s
uminv	b7, p7, z10.b
uminv	d30, p6, z17.d
uminv	h22, p5, z26.h
uminv	s11, p4, z16.s
umin	z10.b, z10.b, #0
umin	z18.d, z18.d, #0
umin	z15.h, z15.h, #0
umin	z21.s, z21.s, #255
umin	z22.b, p1/m, z22.b, z25.b
umin	z31.d, p7/m, z31.d, z10.d
umin	z8.h, p6/m, z8.h, z16.h
umin	z28.s, p6/m, z28.s, z4.s
umulh	z21.b, p7/m, z21.b, z11.b
umulh	z5.d, p4/m, z5.d, z5.d
umulh	z11.h, p3/m, z11.h, z9.h
umulh	z24.s, p6/m, z24.s, z25.s
uqadd	z22.b, z22.b, #9
uqadd	z23.d, z23.d, #12
uqadd	z24.h, z24.h, #74
uqadd	z18.s, z18.s, #134
uqadd	z2.b, z12.b, z26.b
uqadd	z31.d, z3.d, z22.d
uqadd	z16.h, z22.h, z29.h
uqadd	z12.s, z22.s, z16.s
uqdecb	w2, #24, mul #6
uqdecb	x4, pow2, mul #6
uqdecd	w22, vl128, mul #15
uqdecd	x0, vl2, mul #13
uqdecd	z16.d, vl64, mul #6
uqdech	w7, vl7, mul #1
uqdech	x4, all, mul #2
uqdech	z1.h, vl5, mul #6
uqdecp	w26, p13.b
uqdecp	w19, p9.d
uqdecp	w0, p15.h
uqdecp	wzr, p3.s
uqdecp	x8, p2.b
uqdecp	x25, p3.d
uqdecp	x21, p3.h
uqdecp	x13, p2.s
uqdecp	z12.d, p12.d
uqdecp	z5.h, p7.h
uqdecp	z11.s, p6.s
uqdecw	w15, all, mul #1
uqdecw	x6, vl128, mul #6
uqdecw	z13.s, pow2, mul #1
uqincb	w10, pow2, mul #1
uqincb	x28, #26, mul #15
uqincd	w21, vl8, mul #7
uqincd	x8, vl7, mul #14
uqincd	z16.d, vl6, mul #10
uqinch	w26, all, mul #1
uqinch	x9, #17, mul #9
uqinch	z7.h, vl256, mul #5
uqincp	w15, p7.b
uqincp	w8, p14.d
uqincp	w11, p12.h
uqincp	w18, p2.s
uqincp	x29, p5.b
uqincp	x19, p3.d
uqincp	x17, p9.h
uqincp	x15, p4.s
uqincp	z19.d, p12.d
uqincp	z26.h, p13.h
uqincp	z9.s, p15.s
uqincw	w2, vl8, mul #10
uqincw	x5, all, mul #1
uqincw	z28.s, #17, mul #1
uqsub	z25.b, z25.b, #255
uqsub	z31.d, z31.d, #36
uqsub	z16.h, z16.h, #20224
uqsub	z2.s, z2.s, #0
uqsub	z26.b, z28.b, z15.b
uqsub	z29.d, z26.d, z31.d
uqsub	z24.h, z5.h, z24.h
uqsub	z15.s, z31.s, z6.s
uunpkhi	z15.d, z15.s
uunpkhi	z17.h, z29.b
uunpkhi	z26.s, z4.h
uunpklo	z21.d, z28.s
uunpklo	z11.h, z12.b
uunpklo	z25.s, z26.h
uxtb	z16.d, p5/m, z31.d
uxtb	z25.h, p1/m, z16.h
uxtb	z19.s, p6/m, z3.s
uxth	z23.d, p2/m, z30.d
uxth	z16.s, p5/m, z24.s
uxtw	z9.d, p7/m, z25.d
uzp1	p10.b, p10.b, p2.b
uzp1	p2.d, p7.d, p1.d
uzp1	p9.h, p14.h, p3.h
uzp1	p8.s, p15.s, p3.s
uzp1	z9.b, z12.b, z7.b
uzp1	z14.d, z7.d, z18.d
uzp1	z28.h, z2.h, z12.h
uzp1	z30.s, z6.s, z13.s
uzp2	p12.b, p1.b, p11.b
uzp2	p6.d, p10.d, p13.d
uzp2	p1.h, p12.h, p10.h
uzp2	p6.s, p10.s, p6.s
uzp2	z7.b, z20.b, z20.b
uzp2	z7.d, z28.d, z25.d
uzp2	z9.h, z6.h, z3.h
uzp2	z20.s, z1.s, z31.s
whilele	p13.b, w9, w1
whilele	p14.d, w11, w23
whilele	p4.h, w3, w4
whilele	p6.s, w8, w16
whilele	p5.b, x13, x20
whilele	p9.d, x8, x22
whilele	p5.h, x17, x11
whilele	p12.s, x11, x18
whilelo	p7.b, w7, w5
whilelo	p5.d, w19, w17
whilelo	p11.h, w16, w27
whilelo	p10.s, w21, w28
whilelo	p6.b, x17, x0
whilelo	p5.d, x0, x21
whilelo	p2.h, x11, xzr
whilelo	p15.s, x20, x20
whilels	p5.b, w19, w1
whilels	p1.d, w15, w1
whilels	p12.h, w0, w0
whilels	p2.s, w1, w24
whilels	p12.b, x29, x29
whilels	p15.d, x12, x6
whilels	p0.h, x24, x12
whilels	p1.s, x24, x15
whilelt	p2.b, w8, w27
whilelt	p2.d, w0, w21
whilelt	p10.h, w11, w9
whilelt	p15.s, w29, w0
whilelt	p11.b, x1, x1
whilelt	p0.d, x24, x23
whilelt	p8.h, x28, x1
whilelt	p3.s, x20, x12
zip1	p7.b, p0.b, p5.b
zip1	p13.d, p13.d, p1.d
zip1	p4.h, p0.h, p10.h
zip1	p9.s, p9.s, p3.s
zip1	z1.b, z23.b, z3.b
zip1	z21.d, z17.d, z17.d
zip1	z17.h, z0.h, z29.h
zip1	z15.s, z8.s, z9.s
zip2	p2.b, p6.b, p4.b
zip2	p9.d, p1.d, p8.d
zip2	p8.h, p5.h, p1.h
zip2	p10.s, p14.s, p11.s
zip2	z5.b, z30.b, z15.b
zip2	z19.d, z24.d, z12.d
zip2	z25.h, z29.h, z11.h
zip2	z7.s, z27.s, z20.s
