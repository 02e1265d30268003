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
bics	p5.b, p8/z, p1.b, p15.b
bic	p9.b, p15/z, p12.b, p5.b
bic	z27.b, p4/m, z27.b, z22.b
bic	z8.d, p4/m, z8.d, z26.d
bic	z15.h, p6/m, z15.h, z17.h
bic	z20.s, p2/m, z20.s, z8.s
bic	z22.d, z30.d, z17.d
brkas	p6.b, p2/z, p4.b
brka	p9.b, p13/m, p15.b
brka	p10.b, p4/z, p7.b
brkbs	p1.b, p14/z, p11.b
brkb	p8.b, p11/m, p14.b
brkb	p6.b, p3/z, p15.b
brkn	p3.b, p4/z, p7.b, p3.b
brkns	p6.b, p6/z, p1.b, p6.b
brkpa	p6.b, p12/z, p7.b, p6.b
brkpas	p5.b, p15/z, p2.b, p2.b
brkpb	p2.b, p9/z, p11.b, p6.b
brkpbs	p14.b, p5/z, p2.b, p9.b
clasta	w12, p2, w12, z22.b
clasta	x26, p1, x26, z31.d
clasta	w13, p7, w13, z28.h
clasta	w22, p2, w22, z7.s
clasta	b26, p4, b26, z27.b
clasta	d15, p2, d15, z1.d
clasta	h3, p7, h3, z12.h
clasta	s7, p5, s7, z19.s
clasta	z4.b, p6, z4.b, z7.b
clasta	z27.d, p0, z27.d, z29.d
clasta	z13.h, p2, z13.h, z29.h
clasta	z13.s, p7, z13.s, z18.s
clastb	w15, p2, w15, z22.b
clastb	x16, p0, x16, z12.d
clastb	w9, p4, w9, z22.h
clastb	wzr, p6, wzr, z29.s
clastb	b26, p2, b26, z7.b
clastb	d13, p1, d13, z9.d
clastb	h13, p5, h13, z27.h
clastb	s30, p7, s30, z6.s
clastb	z26.b, p1, z26.b, z9.b
clastb	z0.d, p0, z0.d, z24.d
clastb	z23.h, p4, z23.h, z30.h
clastb	z27.s, p7, z27.s, z8.s
cls	z31.b, p3/m, z11.b
cls	z4.d, p2/m, z27.d
cls	z13.h, p7/m, z20.h
cls	z27.s, p1/m, z8.s
clz	z22.b, p6/m, z20.b
clz	z29.d, p0/m, z6.d
clz	z16.h, p1/m, z1.h
clz	z11.s, p6/m, z18.s
cmpeq	p4.b, p4/z, z31.b, #13
cmpeq	p9.d, p4/z, z0.d, #-1
cmpeq	p2.h, p0/z, z12.h, #3
cmpeq	p7.s, p1/z, z25.s, #8
cmpeq	p13.b, p5/z, z25.b, z17.b
cmpeq	p14.d, p7/z, z10.d, z21.d
cmpeq	p8.h, p2/z, z0.h, z24.h
cmpeq	p1.s, p7/z, z22.s, z29.s
cmpeq	p0.b, p0/z, z12.b, z31.d
cmpeq	p7.h, p4/z, z3.h, z27.d
cmpeq	p8.s, p5/z, z22.s, z1.d
cmpge	p3.b, p4/z, z5.b, #-16
cmpge	p6.d, p4/z, z29.d, #-6
cmpge	p12.h, p1/z, z16.h, #13
cmpge	p0.s, p0/z, z17.s, #-5
cmpge	p4.b, p4/z, z26.b, z19.b
cmpge	p1.d, p0/z, z2.d, z22.d
cmpge	p13.h, p5/z, z14.h, z3.h
cmpge	p8.s, p5/z, z16.s, z23.s
cmpge	p14.b, p2/z, z9.b, z31.d
cmpge	p15.h, p1/z, z2.h, z20.d
cmpge	p0.s, p0/z, z25.s, z2.d
cmpgt	p7.b, p5/z, z21.b, #-9
cmpgt	p12.d, p0/z, z1.d, #5
cmpgt	p3.h, p1/z, z13.h, #15
cmpgt	p7.s, p5/z, z26.s, #-14
cmpgt	p7.b, p7/z, z22.b, z7.b
cmpgt	p10.d, p6/z, z29.d, z2.d
cmpgt	p15.h, p3/z, z7.h, z14.h
cmpgt	p0.s, p3/z, z7.s, z16.s
cmpgt	p6.b, p3/z, z31.b, z5.d
cmpgt	p11.h, p6/z, z24.h, z5.d
cmpgt	p11.s, p4/z, z25.s, z14.d
cmphi	p12.b, p7/z, z25.b, #63
cmphi	p7.d, p5/z, z12.d, #37
cmphi	p4.h, p7/z, z5.h, #36
cmphi	p10.s, p1/z, z23.s, #18
cmphi	p5.b, p0/z, z17.b, z23.b
cmphi	p12.d, p4/z, z24.d, z9.d
cmphi	p10.h, p7/z, z2.h, z11.h
cmphi	p8.s, p5/z, z19.s, z24.s
cmphi	p0.b, p3/z, z28.b, z5.d
cmphi	p4.h, p7/z, z12.h, z14.d
cmphi	p0.s, p2/z, z6.s, z28.d
cmphs	p0.b, p4/z, z20.b, #98
cmphs	p3.d, p6/z, z7.d, #46
cmphs	p11.h, p7/z, z14.h, #19
cmphs	p14.s, p2/z, z9.s, #27
cmphs	p2.b, p1/z, z12.b, z24.b
cmphs	p13.d, p2/z, z7.d, z21.d
cmphs	p11.h, p2/z, z17.h, z30.h
cmphs	p8.s, p0/z, z14.s, z2.s
cmphs	p7.b, p3/z, z1.b, z0.d
cmphs	p6.h, p7/z, z17.h, z16.d
cmphs	p3.s, p5/z, z30.s, z26.d
cmple	p10.b, p2/z, z17.b, #-16
cmple	p3.d, p1/z, z13.d, #-1
cmple	p7.h, p5/z, z5.h, #8
cmple	p4.s, p1/z, z20.s, #-14
cmple	p2.b, p1/z, z31.b, z5.d
cmple	p15.h, p7/z, z13.h, z20.d
cmple	p0.s, p1/z, z20.s, z23.d
cmplo	p11.b, p1/z, z15.b, #0
cmplo	p10.d, p3/z, z24.d, #39
cmplo	p2.h, p0/z, z14.h, #22
cmplo	p0.s, p3/z, z29.s, #106
cmplo	p0.b, p3/z, z31.b, z3.d
cmplo	p5.h, p7/z, z28.h, z6.d
cmplo	p12.s, p0/z, z18.s, z21.d
cmpls	p12.b, p6/z, z26.b, #76
cmpls	p15.d, p5/z, z30.d, #69
cmpls	p6.h, p0/z, z31.h, #0
cmpls	p10.s, p4/z, z6.s, #111
cmpls	p11.b, p2/z, z13.b, z1.d
cmpls	p14.h, p6/z, z17.h, z29.d
cmpls	p7.s, p0/z, z29.s, z22.d
cmplt	p13.b, p2/z, z21.b, #-2
cmplt	p0.d, p6/z, z17.d, #12
cmplt	p6.h, p5/z, z15.h, #-14
cmplt	p11.s, p2/z, z13.s, #0
cmplt	p5.b, p3/z, z19.b, z3.d
cmplt	p11.h, p0/z, z15.h, z29.d
cmplt	p9.s, p0/z, z6.s, z4.d
cmpne	p3.b, p5/z, z17.b, #2
cmpne	p9.d, p3/z, z5.d, #-13
cmpne	p13.h, p5/z, z4.h, #-16
cmpne	p13.s, p7/z, z24.s, #-1
cmpne	p9.b, p3/z, z13.b, z22.b
cmpne	p11.d, p1/z, z6.d, z4.d
cmpne	p5.h, p3/z, z0.h, z31.h
cmpne	p14.s, p6/z, z26.s, z17.s
cmpne	p11.b, p5/z, z30.b, z28.d
cmpne	p7.h, p2/z, z4.h, z23.d
cmpne	p13.s, p0/z, z12.s, z7.d
cnot	z24.b, p6/m, z13.b
cnot	z24.d, p5/m, z3.d
cnot	z23.h, p1/m, z21.h
cnot	z7.s, p6/m, z20.s
cntb	x27, vl16, mul #1
cntd	x16, #28, mul #7
cnth	x22, #22, mul #1
cntp	x2, p9, p4.b
cntp	x6, p0, p1.d
cntp	x21, p3, p10.h
cntp	x18, p12, p13.s
cntw	x27, vl6, mul #1
cnt	z28.b, p5/m, z8.b
cnt	z20.d, p5/m, z11.d
cnt	z24.h, p7/m, z6.h
cnt	z21.s, p3/m, z28.s
cpy	z26.b, p2/m, #81
cpy	z24.d, p15/m, #-124
cpy	z19.h, p14/m, #-16640
cpy	z17.s, p5/m, #0
cpy	z29.b, p6/m, w25
cpy	z0.d, p3/m, x14
cpy	z28.h, p7/m, w24
cpy	z27.s, p4/m, w2
cpy	z27.b, p2/m, b8
cpy	z25.d, p5/m, d27
cpy	z5.h, p0/m, h9
cpy	z23.s, p6/m, s20
cpy	z13.b, p8/z, #8
cpy	z12.d, p7/z, #-128
cpy	z24.h, p12/z, #89
cpy	z31.s, p5/z, #-50
ctermeq	w29, w20
ctermeq	x29, x21
ctermne	w27, w27
ctermne	x5, x28
decb	x25, all, mul #1
decd	x5, #25, mul #1
decd	z3.d, vl256, mul #5
dech	x28, vl3, mul #1
dech	z4.h, all, mul #1
decp	x15, p15.b
decp	x11, p11.d
decp	x28, p3.h
decp	x22, p2.s
decp	z3.d, p10.d
decp	z30.h, p4.h
decp	z23.s, p5.s
decw	x10, #23, mul #16
decw	z29.s, vl256, mul #1
dupm	z9.d, #0xfffffffffffffff
dup	z31.b, #-22
dup	z16.d, #-58
dup	z12.h, #-48
dup	z28.s, #123
dup	z17.b, w12
dup	z29.d, x19
dup	z10.h, w1
dup	z16.s, w19
dup	z20.q, z19.q[3]
dup	z8.h, z21.h[7]
dup	z4.s, z27.s[0]
dup	z20.d, z14.d[4]
dup	z16.b, z19.b[0]
eors	p14.b, p14/z, p3.b, p8.b
eorv	b23, p6, z12.b
eorv	d22, p3, z11.d
eorv	h23, p4, z25.h
eorv	s3, p6, z28.s
eor	p1.b, p6/z, p7.b, p9.b
eor	z16.d, z16.d, #0xff000000003fffff
eor	z7.b, p7/m, z7.b, z28.b
eor	z17.d, p1/m, z17.d, z12.d
eor	z5.h, p7/m, z5.h, z15.h
eor	z24.s, p3/m, z24.s, z3.s
eor	z29.d, z11.d, z29.d
ext	z26.b, z26.b, z14.b, #1
fabd	z21.d, p1/m, z21.d, z2.d
fabd	z29.h, p0/m, z29.h, z31.h
fabd	z6.s, p5/m, z6.s, z6.s
fabs	z0.d, p2/m, z8.d
fabs	z3.h, p6/m, z9.h
fabs	z14.s, p1/m, z18.s
facge	p5.d, p2/z, z15.d, z15.d
facge	p13.h, p5/z, z29.h, z24.h
facge	p8.s, p4/z, z5.s, z12.s
facgt	p5.d, p1/z, z16.d, z4.d
facgt	p9.h, p2/z, z19.h, z8.h
facgt	p2.s, p6/z, z10.s, z14.s
faddv	d7, p5, z27.d
faddv	h28, p5, z14.h
faddv	s23, p4, z30.s
fadd	z15.d, p3/m, z15.d, #0.5
fadd	z0.h, p7/m, z0.h, #1.0
fadd	z16.s, p4/m, z16.s, #0.5
fadd	z28.d, p4/m, z28.d, z22.d
fadd	z15.h, p4/m, z15.h, z17.h
fadd	z18.s, p6/m, z18.s, z27.s
fadd	z12.d, z30.d, z21.d
fadd	z6.h, z4.h, z31.h
fadd	z19.s, z14.s, z31.s
fcadd	z9.d, p3/m, z9.d, z25.d, #270
fcadd	z21.h, p7/m, z21.h, z5.h, #90
fcadd	z1.s, p7/m, z1.s, z26.s, #270
fcmeq	p1.d, p3/z, z30.d, #0.0
fcmeq	p0.h, p6/z, z28.h, #0.0
fcmeq	p2.s, p0/z, z9.s, #0.0
fcmeq	p2.d, p2/z, z7.d, z24.d
fcmeq	p9.h, p4/z, z14.h, z20.h
fcmeq	p6.s, p6/z, z20.s, z21.s
fcmge	p8.d, p4/z, z29.d, #0.0
fcmge	p4.h, p4/z, z8.h, #0.0
fcmge	p2.s, p2/z, z21.s, #0.0
fcmge	p4.d, p7/z, z30.d, z11.d
fcmge	p7.h, p1/z, z23.h, z14.h
fcmge	p13.s, p5/z, z24.s, z19.s
fcmgt	p7.d, p3/z, z3.d, #0.0
fcmgt	p6.h, p4/z, z3.h, #0.0
fcmgt	p12.s, p3/z, z17.s, #0.0
fcmgt	p10.d, p6/z, z15.d, z0.d
fcmgt	p8.h, p5/z, z7.h, z17.h
fcmgt	p1.s, p7/z, z28.s, z14.s
fcmla	z9.h, z14.h, z1.h[3], #0
fcmla	z20.s, z19.s, z4.s[0], #180
fcmla	z14.d, p4/m, z13.d, z23.d, #90
fcmla	z20.h, p2/m, z15.h, z10.h, #0
fcmla	z29.s, p6/m, z1.s, z13.s, #0
fcmle	p2.d, p2/z, z12.d, #0.0
fcmle	p15.h, p1/z, z17.h, #0.0
fcmle	p12.s, p2/z, z18.s, #0.0
fcmlt	p14.d, p6/z, z18.d, #0.0
fcmlt	p11.h, p6/z, z0.h, #0.0
fcmlt	p1.s, p0/z, z9.s, #0.0
fcmne	p3.d, p3/z, z27.d, #0.0
fcmne	p12.h, p1/z, z30.h, #0.0
fcmne	p13.s, p1/z, z30.s, #0.0
fcmne	p15.d, p3/z, z15.d, z26.d
fcmne	p7.h, p4/z, z8.h, z10.h
fcmne	p13.s, p6/z, z17.s, z2.s
fcmuo	p1.d, p4/z, z28.d, z19.d
fcmuo	p10.h, p2/z, z6.h, z14.h
fcmuo	p13.s, p4/z, z23.s, z26.s
fcpy	z18.d, p0/m, #7.50000000
fcpy	z29.h, p0/m, #3.75000000
fcpy	z4.s, p14/m, #-19.00000000
fcvtzs	z8.d, p0/m, z19.d
fcvtzs	z24.d, p7/m, z5.h
fcvtzs	z31.d, p6/m, z6.s
fcvtzs	z28.h, p6/m, z26.h
fcvtzs	z5.s, p5/m, z14.d
fcvtzs	z8.s, p3/m, z28.h
fcvtzs	z25.s, p1/m, z26.s
fcvtzu	z1.d, p3/m, z20.d
fcvtzu	z4.d, p4/m, z6.h
fcvtzu	z31.d, p7/m, z10.s
fcvtzu	z18.h, p1/m, z12.h
fcvtzu	z16.s, p1/m, z1.d
fcvtzu	z27.s, p4/m, z7.h
fcvtzu	z2.s, p2/m, z30.s
fcvt	z20.d, p6/m, z12.h
fcvt	z14.d, p4/m, z15.s
fcvt	z15.h, p7/m, z5.d
fcvt	z22.h, p3/m, z20.s
fcvt	z2.s, p6/m, z25.d
fcvt	z29.s, p0/m, z15.h
fdivr	z0.d, p1/m, z0.d, z24.d
fdivr	z31.h, p7/m, z31.h, z23.h
fdivr	z14.s, p2/m, z14.s, z8.s
fdiv	z17.d, p1/m, z17.d, z11.d
fdiv	z25.h, p2/m, z25.h, z2.h
fdiv	z8.s, p6/m, z8.s, z2.s
fdup	z17.d, #17.00000000
fdup	z13.h, #-11.00000000
fdup	z2.s, #0.68750000
fmad	z0.d, p7/m, z1.d, z11.d
fmad	z23.h, p5/m, z17.h, z26.h
fmad	z17.s, p2/m, z8.s, z29.s
fmaxnmv	d12, p7, z5.d
fmaxnmv	h4, p4, z9.h
fmaxnmv	s13, p2, z2.s
fmaxnm	z16.d, p3/m, z16.d, #0.0
fmaxnm	z5.h, p6/m, z5.h, #0.0
fmaxnm	z10.s, p4/m, z10.s, #0.0
fmaxnm	z21.d, p1/m, z21.d, z19.d
fmaxnm	z6.h, p2/m, z6.h, z26.h
fmaxnm	z21.s, p4/m, z21.s, z4.s
fmaxv	d30, p2, z18.d
fmaxv	h1, p1, z6.h
fmaxv	s19, p5, z1.s
fmax	z31.d, p5/m, z31.d, #0.0
fmax	z13.h, p1/m, z13.h, #1.0
fmax	z30.s, p6/m, z30.s, #1.0
fmax	z1.d, p2/m, z1.d, z9.d
fmax	z23.h, p7/m, z23.h, z22.h
fmax	z12.s, p3/m, z12.s, z18.s
fminnmv	d27, p7, z5.d
fminnmv	h28, p4, z23.h
fminnmv	s11, p3, z1.s
fminnm	z13.d, p2/m, z13.d, #0.0
fminnm	z17.h, p0/m, z17.h, #0.0
fminnm	z26.s, p7/m, z26.s, #0.0
fminnm	z10.d, p2/m, z10.d, z10.d
fminnm	z18.h, p6/m, z18.h, z12.h
fminnm	z24.s, p7/m, z24.s, z13.s
fminv	d28, p5, z6.d
fminv	h17, p3, z31.h
fminv	s4, p2, z27.s
fmin	z18.d, p4/m, z18.d, #1.0
fmin	z3.h, p1/m, z3.h, #1.0
fmin	z28.s, p1/m, z28.s, #0.0
fmin	z11.d, p1/m, z11.d, z5.d
fmin	z7.h, p1/m, z7.h, z29.h
fmin	z25.s, p7/m, z25.s, z8.s
fmla	z6.d, z5.d, z9.d[0]
fmla	z6.h, z24.h, z6.h[7]
fmla	z13.s, z17.s, z3.s[2]
fmla	z0.d, p6/m, z6.d, z27.d
fmla	z17.h, p0/m, z25.h, z29.h
fmla	z28.s, p1/m, z24.s, z21.s
fmls	z0.d, z0.d, z13.d[1]
fmls	z23.h, z9.h, z2.h[4]
fmls	z6.s, z2.s, z6.s[3]
fmls	z29.d, p1/m, z0.d, z24.d
fmls	z16.h, p5/m, z26.h, z19.h
fmls	z25.s, p2/m, z26.s, z26.s
fmsb	z25.d, p7/m, z11.d, z17.d
fmsb	z21.h, p1/m, z7.h, z5.h
fmsb	z6.s, p1/m, z9.s, z2.s
fmulx	z31.d, p3/m, z31.d, z14.d
fmulx	z16.h, p5/m, z16.h, z24.h
fmulx	z29.s, p3/m, z29.s, z24.s
fmul	z14.d, p4/m, z14.d, #0.5
fmul	z5.h, p2/m, z5.h, #2.0
fmul	z9.s, p5/m, z9.s, #2.0
fmul	z27.d, p5/m, z27.d, z1.d
fmul	z9.h, p5/m, z9.h, z0.h
fmul	z8.s, p3/m, z8.s, z28.s
fmul	z28.d, z22.d, z3.d[1]
fmul	z13.h, z9.h, z2.h[7]
fmul	z24.s, z16.s, z1.s[0]
fmul	z9.d, z13.d, z25.d
fmul	z24.h, z16.h, z3.h
fmul	z14.s, z21.s, z1.s
fneg	z18.d, p7/m, z15.d
fneg	z27.h, p7/m, z30.h
fneg	z12.s, p7/m, z13.s
fnmad	z10.d, p2/m, z6.d, z29.d
fnmad	z7.h, p1/m, z29.h, z11.h
fnmad	z18.s, p3/m, z14.s, z16.s
fnmla	z14.d, p2/m, z22.d, z14.d
fnmla	z25.h, p3/m, z4.h, z12.h
fnmla	z7.s, p6/m, z22.s, z7.s
fnmls	z19.d, p7/m, z29.d, z24.d
fnmls	z9.h, p2/m, z24.h, z7.h
fnmls	z10.s, p1/m, z2.s, z9.s
fnmsb	z23.d, p7/m, z22.d, z22.d
fnmsb	z8.h, p7/m, z6.h, z25.h
fnmsb	z23.s, p2/m, z20.s, z17.s
frecpe	z27.d, z12.d
frecpe	z5.h, z13.h
frecpe	z9.s, z2.s
frecps	z9.d, z22.d, z22.d
frecps	z26.h, z10.h, z14.h
frecps	z11.s, z26.s, z8.s
frecpx	z7.d, p4/m, z12.d
frecpx	z25.h, p6/m, z20.h
frecpx	z19.s, p3/m, z10.s
frinta	z15.d, p7/m, z21.d
frinta	z9.h, p0/m, z16.h
frinta	z28.s, p1/m, z25.s
frinti	z17.d, p3/m, z13.d
frinti	z6.h, p0/m, z5.h
frinti	z22.s, p4/m, z5.s
frintm	z18.d, p7/m, z13.d
frintm	z1.h, p3/m, z29.h
frintm	z10.s, p3/m, z9.s
frintn	z14.d, p0/m, z25.d
frintn	z3.h, p1/m, z5.h
frintn	z13.s, p4/m, z27.s
frintp	z17.d, p4/m, z28.d
frintp	z0.h, p7/m, z13.h
frintp	z26.s, p1/m, z26.s
frintx	z20.d, p5/m, z17.d
frintx	z3.h, p3/m, z21.h
frintx	z13.s, p7/m, z23.s
frintz	z29.d, p4/m, z29.d
frintz	z30.h, p0/m, z29.h
frintz	z26.s, p3/m, z8.s
frsqrte	z5.d, z6.d
frsqrte	z10.h, z28.h
frsqrte	z31.s, z11.s
frsqrts	z0.d, z6.d, z21.d
frsqrts	z16.h, z17.h, z6.h
frsqrts	z20.s, z30.s, z26.s
fscale	z1.d, p7/m, z1.d, z13.d
fscale	z16.h, p4/m, z16.h, z16.h
fscale	z27.s, p0/m, z27.s, z10.s
fsqrt	z6.d, p5/m, z8.d
fsqrt	z24.h, p2/m, z2.h
fsqrt	z19.s, p4/m, z12.s
fsubr	z3.d, p0/m, z3.d, #0.5
fsubr	z27.h, p0/m, z27.h, #0.5
fsubr	z13.s, p3/m, z13.s, #0.5
fsubr	z7.d, p1/m, z7.d, z21.d
fsubr	z2.h, p1/m, z2.h, z12.h
fsubr	z15.s, p7/m, z15.s, z1.s
fsub	z13.d, p1/m, z13.d, #0.5
fsub	z25.h, p0/m, z25.h, #1.0
fsub	z27.s, p2/m, z27.s, #0.5
fsub	z16.d, p0/m, z16.d, z12.d
fsub	z17.h, p1/m, z17.h, z17.h
fsub	z12.s, p7/m, z12.s, z15.s
fsub	z1.d, z27.d, z15.d
fsub	z1.h, z29.h, z14.h
fsub	z12.s, z9.s, z9.s
incb	x10, pow2, mul #3
incd	x11, vl6, mul #14
incd	z13.d, all, mul #1
inch	x12, vl128, mul #1
inch	z1.h, vl32, mul #6
incp	x28, p2.b
incp	x4, p5.d
incp	x5, p4.h
incp	x21, p5.s
incp	z16.d, p1.d
incp	z18.h, p0.h
incp	z29.s, p8.s
incw	x2, vl5, mul #7
incw	z10.s, mul3, mul #11
index	z31.b, #10, #-12
index	z7.d, #14, #-1
index	z13.h, #-10, #13
index	z31.s, #-1, #3
index	z19.b, wzr, #1
index	z14.d, x18, #-16
index	z31.h, w24, #0
index	z12.s, w19, #0
index	z9.b, #3, w3
index	z23.d, #-13, x24
index	z20.h, #-16, w20
index	z12.s, #-16, w3
index	z31.b, w24, w0
index	z30.d, x11, x8
index	z7.h, w0, w25
index	z20.s, w13, w5
insr	z12.b, w21
insr	z23.d, x19
insr	z1.h, w4
insr	z2.s, w30
insr	z31.b, b25
insr	z6.d, d2
insr	z25.h, h16
insr	z9.s, s22
lasta	w5, p4, z13.b
lasta	x13, p3, z15.d
lasta	w10, p0, z28.h
lasta	w30, p2, z14.s
lasta	b16, p3, z7.b
lasta	d7, p5, z9.d
lasta	h1, p2, z1.h
lasta	s29, p1, z22.s
lastb	w6, p2, z24.b
lastb	x21, p1, z23.d
lastb	w27, p2, z0.h
lastb	w27, p7, z6.s
lastb	b31, p5, z4.b
lastb	d21, p2, z23.d
lastb	h24, p7, z18.h
lastb	s27, p1, z31.s
ld1b	{ z29.b }, p7/z, [sp, #-1, mul vl]
ld1b	{ z26.b }, p1/z, [x12, x16]
ld1b	{ z23.d }, p4/z, [x4, #0, mul vl]
ld1b	{ z22.d }, p0/z, [x12, x3]
ld1b	{ z11.h }, p0/z, [x11, #-3, mul vl]
ld1b	{ z26.h }, p0/z, [x22, x30]
ld1b	{ z24.s }, p3/z, [x29, #5, mul vl]
ld1b	{ z24.s }, p1/z, [x23, x24]
ld1d	{ z11.d }, p2/z, [x5, #0, mul vl]
ld1d	{ z17.d }, p7/z, [x16, x27, lsl #3]
ld1h	{ z31.d }, p0/z, [x27, #-1, mul vl]
ld1h	{ z18.d }, p1/z, [x25, x19, lsl #1]
ld1h	{ z1.h }, p6/z, [x2, #-8, mul vl]
ld1h	{ z9.h }, p5/z, [x6, x2, lsl #1]
ld1h	{ z2.s }, p1/z, [x5, #0, mul vl]
ld1h	{ z1.s }, p6/z, [x3, x21, lsl #1]
ld1rb	{ z29.b }, p7/z, [x1, #0]
ld1rb	{ z12.d }, p2/z, [x28, #0]
ld1rb	{ z19.h }, p6/z, [x29, #0]
ld1rb	{ z7.s }, p2/z, [x24, #45]
ld1rd	{ z6.d }, p1/z, [x2, #0]
ld1rh	{ z17.d }, p3/z, [x0, #126]
ld1rh	{ z6.h }, p6/z, [x3, #90]
ld1rh	{ z19.s }, p3/z, [x5, #0]
ld1rqb	{ z7.b }, p6/z, [x5, #-64]
ld1rqb	{ z30.b }, p6/z, [x12, x20]
ld1rqd	{ z11.d }, p6/z, [x11, #-32]
ld1rqd	{ z3.d }, p0/z, [x7, x3, lsl #3]
ld1rqh	{ z4.h }, p7/z, [x3, #96]
ld1rqh	{ z20.h }, p4/z, [x28, x2, lsl #1]
ld1rqw	{ z11.s }, p5/z, [x11, #48]
ld1rqw	{ z18.s }, p6/z, [x24, x15, lsl #2]
ld1rsb	{ z4.d }, p6/z, [x4, #0]
ld1rsb	{ z15.h }, p2/z, [x20, #11]
ld1rsb	{ z17.s }, p5/z, [x25, #13]
ld1rsh	{ z7.d }, p1/z, [sp, #28]
ld1rsh	{ z0.s }, p7/z, [x23, #68]
ld1rsw	{ z3.d }, p3/z, [x1, #184]
ld1rw	{ z25.d }, p0/z, [x22, #0]
ld1rw	{ z3.s }, p6/z, [x5, #108]
ld1sb	{ z5.d }, p2/z, [x29, #-5, mul vl]
ld1sb	{ z24.d }, p4/z, [x18, x26]
ld1sb	{ z22.h }, p7/z, [x10, #1, mul vl]
ld1sb	{ z16.h }, p7/z, [x9, x24]
ld1sb	{ z21.s }, p6/z, [x30, #6, mul vl]
ld1sb	{ z15.s }, p6/z, [x19, x29]
ld1sh	{ z5.d }, p1/z, [x12, #1, mul vl]
ld1sh	{ z8.d }, p6/z, [x15, x3, lsl #1]
ld1sh	{ z8.s }, p5/z, [x17, #-1, mul vl]
ld1sh	{ z31.s }, p7/z, [x5, x15, lsl #1]
ld1sw	{ z26.d }, p0/z, [x3, #2, mul vl]
ld1sw	{ z1.d }, p0/z, [x18, x0, lsl #2]
ld1w	{ z14.d }, p3/z, [x24, #0, mul vl]
ld1w	{ z9.d }, p5/z, [x24, x18, lsl #2]
ld1w	{ z26.s }, p0/z, [x4, #-1, mul vl]
ld1w	{ z5.s }, p1/z, [x16, x27, lsl #2]
ld2b	{ z30.b, z31.b }, p5/z, [x3, #0, mul vl]
ld2b	{ z4.b, z5.b }, p2/z, [x6, x19]
ld2d	{ z28.d, z29.d }, p7/z, [x16, #0, mul vl]
ld2d	{ z1.d, z2.d }, p4/z, [x27, x2, lsl #3]
ld2h	{ z11.h, z12.h }, p2/z, [x6, #2, mul vl]
ld2h	{ z27.h, z28.h }, p0/z, [sp, x30, lsl #1]
ld2w	{ z14.s, z15.s }, p1/z, [x30, #8, mul vl]
ld2w	{ z27.s, z28.s }, p7/z, [x20, x1, lsl #2]
ld3b	{ z30.b, z31.b, z0.b }, p0/z, [x18, #-12, mul vl]
ld3b	{ z0.b - z2.b }, p2/z, [x5, x26]
ld3d	{ z15.d - z17.d }, p1/z, [x25, #21, mul vl]
ld3d	{ z31.d, z0.d, z1.d }, p5/z, [x8, x0, lsl #3]
ld3h	{ z13.h - z15.h }, p5/z, [x24, #0, mul vl]
ld3h	{ z4.h - z6.h }, p0/z, [x8, x12, lsl #1]
ld3w	{ z25.s - z27.s }, p6/z, [x12, #3, mul vl]
ld3w	{ z16.s - z18.s }, p0/z, [x14, x16, lsl #2]
ld4b	{ z13.b - z16.b }, p3/z, [x5, #0, mul vl]
ld4b	{ z15.b - z18.b }, p6/z, [x5, x7]
ld4d	{ z16.d - z19.d }, p4/z, [x11, #-32, mul vl]
ld4d	{ z17.d - z20.d }, p4/z, [x0, x1, lsl #3]
ld4h	{ z10.h - z13.h }, p6/z, [x20, #8, mul vl]
ld4h	{ z17.h - z20.h }, p5/z, [x26, x19, lsl #1]
ld4w	{ z25.s - z28.s }, p2/z, [x27, #-20, mul vl]
ld4w	{ z25.s - z28.s }, p4/z, [x11, x25, lsl #2]
ldnt1b	{ z0.b }, p2/z, [x12, #-2, mul vl]
ldnt1b	{ z2.b }, p4/z, [x14, x10]
ldnt1d	{ z25.d }, p1/z, [x17, #-1, mul vl]
ldnt1d	{ z5.d }, p1/z, [x21, x27, lsl #3]
ldnt1h	{ z1.h }, p1/z, [x9, #-6, mul vl]
ldnt1h	{ z7.h }, p6/z, [x25, x16, lsl #1]
ldnt1w	{ z29.s }, p0/z, [x9, #-5, mul vl]
ldnt1w	{ z17.s }, p1/z, [x29, x15, lsl #2]
ldr	p14, [x14, #0, mul vl]
ldr	z9, [x22, #-228, mul vl]
lslr	z15.b, p1/m, z15.b, z22.b
lslr	z24.d, p3/m, z24.d, z17.d
lslr	z23.h, p0/m, z23.h, z13.h
lslr	z19.s, p1/m, z19.s, z26.s
lsl	z9.b, p0/m, z9.b, z13.d
lsl	z7.h, p3/m, z7.h, z15.d
lsl	z28.s, p2/m, z28.s, z16.d
lsl	z25.b, z5.b, z2.d
lsl	z3.h, z17.h, z10.d
lsl	z15.s, z17.s, z10.d
lsl	z24.b, p6/m, z24.b, #7
lsl	z2.d, p0/m, z2.d, #0
lsl	z10.h, p2/m, z10.h, #0
lsl	z8.s, p1/m, z8.s, #23
lsl	z15.b, p7/m, z15.b, z11.b
lsl	z29.d, p7/m, z29.d, z14.d
lsl	z2.h, p1/m, z2.h, z4.h
lsl	z15.s, p6/m, z15.s, z10.s
lsl	z28.b, z15.b, #7
lsl	z22.d, z25.d, #6
lsl	z13.h, z30.h, #14
lsl	z26.s, z17.s, #10
lsrr	z11.b, p0/m, z11.b, z20.b
lsrr	z22.d, p0/m, z22.d, z20.d
lsrr	z31.h, p1/m, z31.h, z18.h
lsrr	z10.s, p6/m, z10.s, z27.s
lsr	z29.b, p4/m, z29.b, z28.d
lsr	z25.h, p7/m, z25.h, z11.d
lsr	z8.s, p6/m, z8.s, z7.d
lsr	z17.b, z0.b, z24.d
lsr	z22.h, z7.h, z12.d
lsr	z3.s, z9.s, z13.d
lsr	z7.b, p2/m, z7.b, #1
lsr	z10.d, p3/m, z10.d, #26
lsr	z12.h, p2/m, z12.h, #2
lsr	z15.s, p4/m, z15.s, #1
lsr	z6.b, p1/m, z6.b, z19.b
lsr	z13.d, p5/m, z13.d, z22.d
lsr	z9.h, p2/m, z9.h, z31.h
lsr	z5.s, p0/m, z5.s, z28.s
lsr	z23.b, z19.b, #6
lsr	z25.d, z15.d, #1
lsr	z2.h, z10.h, #16
lsr	z16.s, z5.s, #27
mad	z19.b, p3/m, z17.b, z13.b
mad	z14.d, p1/m, z5.d, z16.d
mad	z8.h, p0/m, z1.h, z4.h
mad	z10.s, p1/m, z16.s, z3.s
mla	z19.b, p3/m, z1.b, z22.b
mla	z16.d, p4/m, z19.d, z22.d
mla	z13.h, p1/m, z9.h, z8.h
mla	z12.s, p6/m, z14.s, z28.s
mls	z21.b, p2/m, z6.b, z5.b
mls	z14.d, p0/m, z14.d, z30.d
mls	z9.h, p5/m, z25.h, z19.h
mls	z18.s, p5/m, z6.s, z27.s
msb	z1.b, p3/m, z24.b, z0.b
msb	z5.d, p3/m, z26.d, z21.d
msb	z22.h, p5/m, z8.h, z10.h
msb	z30.s, p5/m, z31.s, z1.s
mul	z7.b, z7.b, #61
mul	z23.d, z23.d, #32
mul	z9.h, z9.h, #120
mul	z18.s, z18.s, #-114
mul	z27.b, p0/m, z27.b, z18.b
mul	z19.d, p2/m, z19.d, z20.d
mul	z19.h, p3/m, z19.h, z14.h
mul	z0.s, p1/m, z0.s, z31.s
nands	p2.b, p4/z, p3.b, p4.b
nand	p1.b, p2/z, p7.b, p2.b
neg	z11.b, p1/m, z19.b
neg	z3.d, p0/m, z24.d
neg	z5.h, p5/m, z1.h
neg	z28.s, p0/m, z20.s
nors	p1.b, p4/z, p8.b, p13.b
nor	p0.b, p12/z, p3.b, p9.b
not	z0.b, p5/m, z6.b
not	z9.d, p2/m, z25.d
not	z22.h, p2/m, z16.h
not	z28.s, p7/m, z24.s
orns	p9.b, p6/z, p1.b, p4.b
orn	p0.b, p12/z, p11.b, p8.b
orrs	p9.b, p5/z, p5.b, p5.b
orr	p12.b, p3/z, p3.b, p3.b
orr	z2.d, z2.d, #0xffff00000000
orr	z10.b, p0/m, z10.b, z15.b
orr	z26.d, p1/m, z26.d, z4.d
orr	z19.h, p6/m, z19.h, z19.h
orr	z18.s, p6/m, z18.s, z26.s
orr	z6.d, z6.d, z20.d
orv	b24, p1, z15.b
orv	d30, p7, z20.d
orv	h27, p2, z26.h
orv	s10, p2, z22.s
pfalse	p5.b
pfirst	p13.b, p14, p13.b
pnext	p2.b, p5, p2.b
pnext	p14.d, p15, p14.d
pnext	p8.h, p3, p8.h
pnext	p13.s, p4, p13.s
prfb	pldl3strm, p0, [x26, #10, mul vl]
prfb	pstl3strm, p5, [x0, x21]
prfd	pldl2keep, p2, [x10, #0, mul vl]
prfd	pstl2keep, p6, [x27, x18, lsl #3]
prfh	#15, p0, [x5, #0, mul vl]
prfh	#15, p6, [x14, x2, lsl #1]
prfw	pstl1strm, p7, [x7, #0, mul vl]
prfw	pstl1keep, p5, [x18, x3, lsl #2]
ptest	p9, p12.b
ptrues	p1.b, vl1
ptrues	p7.d, vl5
ptrues	p8.h, #16
ptrues	p14.s, all
ptrue	p14.b, vl256
ptrue	p8.d, vl7
ptrue	p15.h, #17
ptrue	p14.s, #27
punpkhi	p14.h, p12.b
punpklo	p14.h, p14.b
rbit	z10.b, p6/m, z11.b
rbit	z17.d, p7/m, z18.d
rbit	z25.h, p3/m, z5.h
rbit	z26.s, p0/m, z23.s
rdvl	x29, #7
revb	z21.d, p6/m, z25.d
revb	z0.h, p0/m, z6.h
revb	z28.s, p5/m, z14.s
revh	z6.d, p6/m, z17.d
revh	z0.s, p5/m, z3.s
revw	z7.d, p4/m, z30.d
rev	p2.b, p3.b
rev	p3.d, p10.d
rev	p15.h, p4.h
rev	p13.s, p2.s
rev	z4.b, z22.b
rev	z5.d, z24.d
rev	z15.h, z24.h
rev	z26.s, z4.s
sabd	z27.b, p7/m, z27.b, z3.b
sabd	z20.d, p6/m, z20.d, z6.d
sabd	z7.h, p2/m, z7.h, z25.h
sabd	z21.s, p5/m, z21.s, z4.s
saddv	d21, p2, z0.b
saddv	d27, p1, z27.h
saddv	d29, p4, z26.s
scvtf	z6.d, p2/m, z1.d
scvtf	z12.d, p1/m, z24.s
scvtf	z6.h, p2/m, z14.d
scvtf	z26.h, p6/m, z22.h
scvtf	z9.h, p0/m, z1.s
scvtf	z7.s, p2/m, z8.d
scvtf	z5.s, p0/m, z6.s
sdivr	z30.d, p1/m, z30.d, z7.d
sdivr	z16.s, p0/m, z16.s, z13.s
sdiv	z25.d, p3/m, z25.d, z6.d
sdiv	z22.s, p7/m, z22.s, z22.s
sdot	z21.d, z4.h, z1.h[0]
sdot	z7.s, z2.b, z4.b[3]
sdot	z5.d, z15.h, z15.h
sdot	z25.s, z8.b, z27.b
sel	p14.b, p12, p10.b, p9.b
sel	z23.b, p2, z22.b, z19.b
sel	z13.d, p3, z12.d, z20.d
sel	z25.h, p2, z24.h, z25.h
sel	z9.s, p14, z4.s, z9.s
smaxv	b5, p4, z7.b
smaxv	d7, p5, z30.d
smaxv	h3, p7, z16.h
smaxv	s18, p6, z24.s
smax	z14.b, z14.b, #-20
smax	z2.d, z2.d, #20
smax	z10.h, z10.h, #80
smax	z2.s, z2.s, #1
smax	z3.b, p2/m, z3.b, z22.b
smax	z20.d, p0/m, z20.d, z2.d
smax	z19.h, p1/m, z19.h, z20.h
smax	z9.s, p2/m, z9.s, z5.s
sminv	b20, p1, z31.b
sminv	d15, p3, z5.d
sminv	h7, p6, z15.h
sminv	s18, p4, z4.s
smin	z23.b, z23.b, #1
smin	z25.d, z25.d, #28
smin	z21.h, z21.h, #127
smin	z24.s, z24.s, #-125
smin	z8.b, p0/m, z8.b, z10.b
smin	z23.d, p6/m, z23.d, z28.d
smin	z18.h, p7/m, z18.h, z17.h
smin	z6.s, p4/m, z6.s, z16.s
smulh	z29.b, p1/m, z29.b, z16.b
smulh	z10.d, p7/m, z10.d, z15.d
smulh	z7.h, p4/m, z7.h, z14.h
smulh	z7.s, p7/m, z7.s, z2.s
splice	z0.b, p3, z0.b, z6.b
splice	z7.d, p0, z7.d, z26.d
splice	z4.h, p1, z4.h, z3.h
splice	z2.s, p7, z2.s, z16.s
sqadd	z21.b, z21.b, #0
sqadd	z24.d, z24.d, #0, lsl #8
sqadd	z24.h, z24.h, #0, lsl #8
sqadd	z1.s, z1.s, #37888
sqadd	z19.b, z16.b, z27.b
sqadd	z15.d, z18.d, z29.d
sqadd	z7.h, z3.h, z1.h
sqadd	z30.s, z2.s, z18.s
sqdecb	x9, w9, all, mul #1
sqdecb	xzr, vl1, mul #16
sqdecd	x28, w28, all, mul #15
sqdecd	x2, vl4, mul #16
sqdecd	z28.d, all, mul #1
sqdech	x2, w2, mul4, mul #14
sqdech	x30, vl128, mul #15
sqdech	z14.h, vl2, mul #15
sqdecp	x12, p2.b, w12
sqdecp	x29, p14.d, w29
sqdecp	x30, p9.h, w30
sqdecp	x24, p1.s, w24
sqdecp	x20, p11.b
sqdecp	x8, p3.d
sqdecp	x5, p5.h
sqdecp	x29, p9.s
sqdecp	z10.d, p2.d
sqdecp	z5.h, p5.h
sqdecp	z0.s, p6.s
sqdecw	x14, w14, all, mul #1
sqdecw	x25, all, mul #1
sqdecw	z14.s, all, mul #1
sqincb	x19, w19, vl8, mul #13
sqincb	x25, #27, mul #13
sqincd	x7, w7, pow2, mul #1
sqincd	x16, vl64, mul #3
sqincd	z14.d, vl6, mul #9
sqinch	x11, w11, all, mul #1
sqinch	x1, mul4, mul #7
sqinch	z13.h, vl256, mul #8
sqincp	x14, p8.b, w14
sqincp	xzr, p14.d, wzr
sqincp	x13, p6.h, w13
sqincp	x14, p13.s, w14
sqincp	x30, p1.b
sqincp	x6, p11.d
sqincp	x28, p14.h
sqincp	x21, p12.s
sqincp	z22.d, p10.d
sqincp	z1.h, p13.h
sqincp	z22.s, p11.s
sqincw	x13, w13, all, mul #1
sqincw	x21, vl128, mul #5
sqincw	z9.s, mul4, mul #3
sqsub	z25.b, z25.b, #0
sqsub	z12.d, z12.d, #0
sqsub	z18.h, z18.h, #40192
sqsub	z3.s, z3.s, #24
sqsub	z19.b, z3.b, z11.b
sqsub	z7.d, z9.d, z5.d
sqsub	z5.h, z20.h, z23.h
sqsub	z20.s, z13.s, z26.s
st1b	{ z20.b }, p7, [sp, #0, mul vl]
st1b	{ z9.b }, p2, [x8, x11]
st1b	{ z3.d }, p6, [sp, #7, mul vl]
st1b	{ z14.d }, p0, [x30, x8]
st1b	{ z26.h }, p7, [x4, #6, mul vl]
st1b	{ z27.h }, p5, [x12, x10]
st1b	{ z29.s }, p7, [x7, #2, mul vl]
st1b	{ z26.s }, p3, [x0, x9]
st1d	{ z27.d }, p2, [x5, #0, mul vl]
st1d	{ z22.d }, p0, [x18, x29, lsl #3]
st1h	{ z18.d }, p3, [x6, #0, mul vl]
st1h	{ z19.d }, p6, [x10, x11, lsl #1]
st1h	{ z10.h }, p7, [x19, #-1, mul vl]
st1h	{ z27.h }, p3, [x1, x27, lsl #1]
st1h	{ z24.s }, p6, [x15, #0, mul vl]
st1h	{ z20.s }, p0, [x26, x28, lsl #1]
st1w	{ z18.d }, p1, [x0, #0, mul vl]
st1w	{ z18.d }, p4, [x29, x21, lsl #2]
st1w	{ z10.s }, p3, [x17, #-6, mul vl]
st1w	{ z12.s }, p0, [x29, x23, lsl #2]
st2b	{ z7.b, z8.b }, p5, [x30, #4, mul vl]
st2b	{ z31.b, z0.b }, p6, [x5, x11]
st2d	{ z13.d, z14.d }, p1, [x23, #0, mul vl]
st2d	{ z23.d, z24.d }, p6, [x25, x30, lsl #3]
st2h	{ z18.h, z19.h }, p6, [x27, #-16, mul vl]
st2h	{ z5.h, z6.h }, p6, [x2, x2, lsl #1]
st2w	{ z12.s, z13.s }, p0, [x28, #-10, mul vl]
st2w	{ z25.s, z26.s }, p2, [x25, x10, lsl #2]
st3b	{ z21.b - z23.b }, p0, [x5, #0, mul vl]
st3b	{ z31.b, z0.b, z1.b }, p1, [x7, x5]
st3d	{ z16.d - z18.d }, p0, [x29, #3, mul vl]
st3d	{ z10.d - z12.d }, p1, [x11, x27, lsl #3]
st3h	{ z22.h - z24.h }, p0, [x8, #0, mul vl]
st3h	{ z23.h - z25.h }, p0, [x14, x12, lsl #1]
st3w	{ z29.s - z31.s }, p6, [x12, #-21, mul vl]
st3w	{ z4.s - z6.s }, p0, [x30, x21, lsl #2]
st4b	{ z21.b - z24.b }, p7, [x19, #12, mul vl]
st4b	{ z12.b - z15.b }, p7, [x20, x6]
st4d	{ z31.d, z0.d, z1.d, z2.d }, p5, [x28, #0, mul vl]
st4d	{ z1.d - z4.d }, p5, [x22, x16, lsl #3]
st4h	{ z11.h - z14.h }, p7, [x0, #0, mul vl]
st4h	{ z17.h - z20.h }, p3, [x8, x15, lsl #1]
st4w	{ z9.s - z12.s }, p2, [x11, #24, mul vl]
st4w	{ z22.s - z25.s }, p0, [x11, x1, lsl #2]
stnt1b	{ z0.b }, p3, [x12, #0, mul vl]
stnt1b	{ z13.b }, p4, [x16, x15]
stnt1d	{ z0.d }, p6, [x11, #-2, mul vl]
stnt1d	{ z4.d }, p1, [x9, x24, lsl #3]
stnt1h	{ z13.h }, p6, [x25, #-7, mul vl]
stnt1h	{ z25.h }, p6, [x13, x5, lsl #1]
stnt1w	{ z6.s }, p4, [x8, #-1, mul vl]
stnt1w	{ z1.s }, p2, [x24, x10, lsl #2]
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
tbl	z16.b, { z29.b }, z25.b
tbl	z28.d, { z10.d }, z2.d
tbl	z0.h, { z10.h }, z8.h
tbl	z16.s, { z21.s }, z5.s
trn1	p7.b, p4.b, p0.b
trn1	p3.d, p6.d, p2.d
trn1	p1.h, p7.h, p9.h
trn1	p13.s, p1.s, p14.s
trn1	z21.b, z6.b, z12.b
trn1	z23.d, z23.d, z8.d
trn1	z1.h, z7.h, z22.h
trn1	z9.s, z11.s, z18.s
trn2	p9.b, p3.b, p0.b
trn2	p5.d, p8.d, p3.d
trn2	p2.h, p8.h, p7.h
trn2	p7.s, p15.s, p4.s
trn2	z0.b, z7.b, z0.b
trn2	z23.d, z12.d, z7.d
trn2	z25.h, z25.h, z30.h
trn2	z2.s, z30.s, z2.s
uabd	z24.b, p7/m, z24.b, z2.b
uabd	z1.d, p6/m, z1.d, z27.d
uabd	z26.h, p3/m, z26.h, z30.h
uabd	z31.s, p4/m, z31.s, z8.s
uaddv	d15, p5, z11.b
uaddv	d14, p6, z30.d
uaddv	d1, p6, z27.h
uaddv	d21, p1, z19.s
ucvtf	z22.d, p7/m, z24.d
ucvtf	z5.d, p6/m, z19.s
ucvtf	z29.h, p7/m, z20.d
ucvtf	z12.h, p1/m, z24.h
ucvtf	z24.h, p0/m, z25.s
ucvtf	z29.s, p7/m, z5.d
ucvtf	z17.s, p6/m, z26.s
udivr	z8.d, p3/m, z8.d, z10.d
udivr	z24.s, p6/m, z24.s, z15.s
udiv	z19.d, p5/m, z19.d, z1.d
udiv	z20.s, p0/m, z20.s, z4.s
udot	z29.d, z2.h, z7.h[1]
udot	z4.s, z24.b, z2.b[1]
udot	z20.d, z5.h, z0.h
udot	z13.s, z5.b, z30.b
umaxv	b19, p5, z5.b
umaxv	d13, p3, z16.d
umaxv	h29, p6, z4.h
umaxv	s14, p5, z26.s
umax	z8.b, z8.b, #0
umax	z17.d, z17.d, #149
umax	z9.h, z9.h, #164
umax	z18.s, z18.s, #150
umax	z11.b, p3/m, z11.b, z7.b
umax	z30.d, p1/m, z30.d, z0.d
umax	z18.h, p3/m, z18.h, z18.h
umax	z24.s, p5/m, z24.s, z12.s
uminv	b2, p3, z18.b
uminv	d27, p1, z21.d
uminv	h19, p2, z4.h
uminv	s12, p4, z26.s
umin	z15.b, z15.b, #11
umin	z23.d, z23.d, #195
umin	z8.h, z8.h, #81
umin	z18.s, z18.s, #78
umin	z23.b, p2/m, z23.b, z7.b
umin	z27.d, p4/m, z27.d, z9.d
umin	z10.h, p1/m, z10.h, z17.h
umin	z15.s, p6/m, z15.s, z11.s
umulh	z27.b, p0/m, z27.b, z21.b
umulh	z31.d, p0/m, z31.d, z22.d
umulh	z4.h, p4/m, z4.h, z31.h
umulh	z30.s, p7/m, z30.s, z8.s
uqadd	z22.b, z22.b, #178
uqadd	z26.d, z26.d, #203
uqadd	z14.h, z14.h, #1
uqadd	z20.s, z20.s, #0, lsl #8
uqadd	z0.b, z1.b, z8.b
uqadd	z30.d, z15.d, z5.d
uqadd	z9.h, z2.h, z17.h
uqadd	z11.s, z15.s, z25.s
uqdecb	w15, vl3, mul #10
uqdecb	x9, pow2, mul #1
uqdecd	w21, vl2, mul #5
uqdecd	x1, pow2, mul #6
uqdecd	z11.d, all, mul #14
uqdech	w25, vl3, mul #1
uqdech	x22, #16, mul #5
uqdech	z8.h, all, mul #6
uqdecp	w26, p12.b
uqdecp	w27, p4.d
uqdecp	wzr, p4.h
uqdecp	w2, p11.s
uqdecp	x30, p0.b
uqdecp	x0, p14.d
uqdecp	x26, p4.h
uqdecp	x3, p4.s
uqdecp	z3.d, p1.d
uqdecp	z18.h, p13.h
uqdecp	z19.s, p3.s
uqdecw	w11, all, mul #1
uqdecw	x22, vl32, mul #6
uqdecw	z9.s, vl64, mul #1
uqincb	w5, mul4, mul #1
uqincb	x2, #24, mul #6
uqincd	w4, pow2, mul #6
uqincd	x22, vl128, mul #15
uqincd	z0.d, vl2, mul #13
uqinch	w16, all, mul #1
uqinch	x7, vl7, mul #14
uqinch	z4.h, all, mul #2
uqincp	w1, p0.b
uqincp	w3, p9.d
uqincp	w22, p15.h
uqincp	w21, p10.s
uqincp	x14, p11.b
uqincp	x23, p1.d
uqincp	x30, p5.h
uqincp	x11, p13.s
uqincp	z10.d, p9.d
uqincp	z20.h, p0.h
uqincp	z27.s, p15.s
uqincw	w24, mul4, mul #7
uqincw	x15, all, mul #1
uqincw	z6.s, vl128, mul #1
uqsub	z31.b, z31.b, #64
uqsub	z23.d, z23.d, #0, lsl #8
uqsub	z13.h, z13.h, #205
uqsub	z8.s, z8.s, #256
uqsub	z22.b, z11.b, z24.b
uqsub	z8.d, z4.d, z14.d
uqsub	z12.h, z16.h, z22.h
uqsub	z8.s, z27.s, z14.s
uunpkhi	z21.d, z13.s
uunpkhi	z14.h, z3.b
uunpkhi	z14.s, z31.h
uunpklo	z6.d, z31.s
uunpklo	z29.h, z27.b
uunpklo	z18.s, z2.h
uxtb	z8.d, p3/m, z31.d
uxtb	z28.h, p4/m, z7.h
uxtb	z11.s, p5/m, z11.s
uxth	z19.d, p3/m, z24.d
uxth	z20.s, p7/m, z13.s
uxtw	z15.d, p1/m, z19.d
uzp1	p15.b, p15.b, p7.b
uzp1	p5.d, p9.d, p14.d
uzp1	p5.h, p4.h, p12.h
uzp1	p0.s, p11.s, p15.s
uzp1	z19.b, z26.b, z26.b
uzp1	z4.d, z5.d, z8.d
uzp1	z0.h, z5.h, z8.h
uzp1	z11.s, z26.s, z3.s
uzp2	p13.b, p14.b, p14.b
uzp2	p5.d, p12.d, p10.d
uzp2	p1.h, p14.h, p0.h
uzp2	p3.s, p1.s, p9.s
uzp2	z8.b, z21.b, z26.b
uzp2	z17.d, z20.d, z16.d
uzp2	z31.h, z29.h, z8.h
uzp2	z10.s, z0.s, z24.s
whilele	p14.b, w28, w16
whilele	p12.d, w5, w18
whilele	p8.h, w17, w17
whilele	p8.s, w20, w5
whilele	p10.b, x4, x25
whilele	p14.d, x22, x24
whilele	p9.h, x24, x18
whilele	p5.s, x26, x9
whilelo	p9.b, w3, w1
whilelo	p8.d, w22, w30
whilelo	p8.h, w3, w3
whilelo	p10.s, w14, w21
whilelo	p8.b, x1, x25
whilelo	p15.d, x12, x24
whilelo	p6.h, xzr, x27
whilelo	p1.s, x21, x11
whilels	p15.b, w5, w18
whilels	p14.d, w2, w2
whilels	p4.h, w22, w1
whilels	p6.s, w13, w6
whilels	p14.b, x21, x0
whilels	p11.d, x7, x24
whilels	p11.h, x18, x9
whilels	p3.s, x29, x20
whilelt	p5.b, w17, w17
whilelt	p10.d, w16, wzr
whilelt	p11.h, w16, w17
whilelt	p3.s, w10, w12
whilelt	p2.b, x6, x23
whilelt	p1.d, x23, x21
whilelt	p9.h, x13, x12
whilelt	p11.s, x9, x9
zip1	p4.b, p10.b, p10.b
zip1	p3.d, p5.d, p14.d
zip1	p3.h, p15.h, p12.h
zip1	p11.s, p8.s, p5.s
zip1	z15.b, z6.b, z28.b
zip1	z25.d, z7.d, z12.d
zip1	z22.h, z20.h, z0.h
zip1	z24.s, z26.s, z11.s
zip2	p0.b, p15.b, p15.b
zip2	p3.d, p4.d, p2.d
zip2	p0.h, p3.h, p4.h
zip2	p10.s, p8.s, p12.s
zip2	z5.b, z2.b, z6.b
zip2	z24.d, z2.d, z11.d
zip2	z1.h, z9.h, z22.h
zip2	z15.s, z16.s, z26.s
