// mattr: +sve,+sme
// instructions llvm-mc 19 takes only with: sve or sme
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x16, x20, #13
addvl	x24, x26, #-16
add	z28.b, z28.b, #59
add	z22.d, z22.d, #255
add	z16.h, z16.h, #63488
add	z2.s, z2.s, #196
add	z23.b, p7/m, z23.b, z31.b
add	z16.d, p6/m, z16.d, z21.d
add	z22.h, p6/m, z22.h, z6.h
add	z16.s, p3/m, z16.s, z10.s
add	z19.b, z21.b, z25.b
add	z4.d, z3.d, z30.d
add	z25.h, z13.h, z17.h
add	z12.s, z11.s, z5.s
ands	p1.b, p2/z, p12.b, p3.b
andv	b10, p3, z8.b
andv	d11, p4, z1.d
andv	h9, p5, z1.h
andv	s10, p7, z1.s
and	p6.b, p5/z, p14.b, p3.b
and	z5.d, z5.d, #0x3fff800000000
and	z10.b, p1/m, z10.b, z20.b
and	z4.d, p7/m, z4.d, z19.d
and	z5.h, p4/m, z5.h, z13.h
and	z7.s, p1/m, z7.s, z15.s
and	z22.d, z1.d, z8.d
asrd	z23.b, p3/m, z23.b, #4
asrd	z18.d, p1/m, z18.d, #57
asrd	z14.h, p1/m, z14.h, #6
asrd	z4.s, p2/m, z4.s, #31
asrr	z31.b, p5/m, z31.b, z2.b
asrr	z16.d, p1/m, z16.d, z15.d
asrr	z6.h, p2/m, z6.h, z22.h
asrr	z3.s, p7/m, z3.s, z18.s
asr	z30.b, p2/m, z30.b, z27.d
asr	z13.h, p0/m, z13.h, z10.d
asr	z30.s, p5/m, z30.s, z7.d
asr	z6.b, z2.b, z14.d
asr	z7.h, z9.h, z4.d
asr	z1.s, z4.s, z2.d
asr	z15.b, p3/m, z15.b, #1
asr	z5.d, p1/m, z5.d, #64
asr	z8.h, p5/m, z8.h, #10
asr	z9.s, p7/m, z9.s, #32
asr	z21.b, p1/m, z21.b, z27.b
asr	z23.d, p7/m, z23.d, z2.d
asr	z7.h, p1/m, z7.h, z4.h
asr	z6.s, p6/m, z6.s, z11.s
asr	z22.b, z16.b, #1
asr	z4.d, z14.d, #33
asr	z11.h, z9.h, #6
asr	z20.s, z28.s, #7
bics	p8.b, p14/z, p9.b, p10.b
bic	p1.b, p11/z, p13.b, p14.b
bic	z12.b, p4/m, z12.b, z13.b
bic	z17.d, p6/m, z17.d, z8.d
bic	z5.h, p6/m, z5.h, z25.h
bic	z20.s, p2/m, z20.s, z18.s
bic	z28.d, z20.d, z25.d
brkas	p9.b, p4/z, p0.b
brka	p1.b, p12/m, p11.b
brka	p8.b, p10/z, p15.b
brkbs	p13.b, p15/z, p15.b
brkb	p4.b, p3/m, p4.b
brkb	p14.b, p7/z, p3.b
brkn	p0.b, p14/z, p1.b, p0.b
brkns	p3.b, p1/z, p4.b, p3.b
brkpa	p11.b, p13/z, p14.b, p13.b
brkpas	p2.b, p3/z, p11.b, p7.b
brkpb	p15.b, p6/z, p6.b, p5.b
brkpbs	p2.b, p14/z, p5.b, p13.b
clasta	w19, p3, w19, z3.b
clasta	x7, p6, x7, z4.d
clasta	w17, p1, w17, z20.h
clasta	w10, p2, w10, z29.s
clasta	b15, p6, b15, z22.b
clasta	d25, p2, d25, z5.d
clasta	h28, p0, h28, z13.h
clasta	s11, p4, s11, z20.s
clasta	z12.b, p7, z12.b, z7.b
clasta	z10.d, p4, z10.d, z16.d
clasta	z7.h, p6, z7.h, z23.h
clasta	z15.s, p7, z15.s, z23.s
clastb	w6, p0, w6, z0.b
clastb	x0, p5, x0, z7.d
clastb	w23, p7, w23, z16.h
clastb	w28, p4, w28, z2.s
clastb	b6, p3, b6, z13.b
clastb	d24, p0, d24, z3.d
clastb	h12, p2, h12, z12.h
clastb	s12, p1, s12, z6.s
clastb	z12.b, p4, z12.b, z1.b
clastb	z11.d, p1, z11.d, z27.d
clastb	z22.h, p4, z22.h, z30.h
clastb	z24.s, p6, z24.s, z29.s
cls	z4.b, p0/m, z17.b
cls	z27.d, p5/m, z1.d
cls	z5.h, p7/m, z25.h
cls	z13.s, p7/m, z20.s
clz	z3.b, p7/m, z0.b
clz	z22.d, p3/m, z17.d
clz	z13.h, p2/m, z11.h
clz	z24.s, p4/m, z26.s
cmpeq	p12.b, p4/z, z25.b, #-9
cmpeq	p4.d, p1/z, z6.d, #0
cmpeq	p7.h, p2/z, z11.h, #-2
cmpeq	p7.s, p3/z, z4.s, #-12
cmpeq	p10.b, p5/z, z6.b, z4.b
cmpeq	p2.d, p3/z, z24.d, z26.d
cmpeq	p5.h, p1/z, z21.h, z22.h
cmpeq	p5.s, p4/z, z30.s, z17.s
cmpeq	p1.b, p3/z, z2.b, z14.d
cmpeq	p7.h, p0/z, z0.h, z13.d
cmpeq	p15.s, p4/z, z16.s, z7.d
cmpge	p10.b, p7/z, z26.b, #-15
cmpge	p14.d, p7/z, z0.d, #-14
cmpge	p10.h, p6/z, z15.h, #-12
cmpge	p14.s, p0/z, z24.s, #4
cmpge	p13.b, p7/z, z2.b, z4.b
cmpge	p3.d, p7/z, z5.d, z31.d
cmpge	p15.h, p3/z, z20.h, z0.h
cmpge	p2.s, p5/z, z23.s, z22.s
cmpge	p2.b, p3/z, z3.b, z19.d
cmpge	p10.h, p3/z, z24.h, z18.d
cmpge	p0.s, p2/z, z24.s, z11.d
cmpgt	p4.b, p3/z, z31.b, #-1
cmpgt	p7.d, p6/z, z9.d, #-16
cmpgt	p14.h, p7/z, z27.h, #-1
cmpgt	p0.s, p2/z, z14.s, #8
cmpgt	p12.b, p6/z, z22.b, z19.b
cmpgt	p4.d, p0/z, z8.d, z27.d
cmpgt	p7.h, p7/z, z22.h, z13.h
cmpgt	p5.s, p4/z, z5.s, z20.s
cmpgt	p15.b, p5/z, z13.b, z19.d
cmpgt	p15.h, p5/z, z30.h, z31.d
cmpgt	p3.s, p5/z, z28.s, z7.d
cmphi	p2.b, p5/z, z16.b, #25
cmphi	p4.d, p3/z, z1.d, #1
cmphi	p8.h, p0/z, z20.h, #116
cmphi	p7.s, p0/z, z29.s, #122
cmphi	p15.b, p0/z, z13.b, z14.b
cmphi	p0.d, p6/z, z17.d, z30.d
cmphi	p4.h, p7/z, z30.h, z21.h
cmphi	p1.s, p5/z, z25.s, z7.s
cmphi	p0.b, p2/z, z9.b, z17.d
cmphi	p7.h, p6/z, z5.h, z21.d
cmphi	p14.s, p3/z, z21.s, z15.d
cmphs	p13.b, p2/z, z11.b, #52
cmphs	p2.d, p4/z, z11.d, #12
cmphs	p3.h, p5/z, z30.h, #123
cmphs	p6.s, p3/z, z30.s, #47
cmphs	p2.b, p6/z, z25.b, z25.b
cmphs	p1.d, p5/z, z25.d, z27.d
cmphs	p10.h, p7/z, z0.h, z9.h
cmphs	p13.s, p0/z, z27.s, z30.s
cmphs	p12.b, p1/z, z23.b, z18.d
cmphs	p7.h, p3/z, z22.h, z23.d
cmphs	p3.s, p1/z, z4.s, z10.d
cmple	p7.b, p0/z, z31.b, #-12
cmple	p14.d, p3/z, z13.d, #-1
cmple	p14.h, p6/z, z2.h, #-3
cmple	p4.s, p7/z, z4.s, #-16
cmple	p6.b, p7/z, z11.b, z6.d
cmple	p12.h, p1/z, z17.h, z6.d
cmple	p6.s, p4/z, z1.s, z17.d
cmplo	p6.b, p5/z, z16.b, #6
cmplo	p1.d, p1/z, z11.d, #76
cmplo	p6.h, p6/z, z2.h, #28
cmplo	p8.s, p2/z, z18.s, #106
cmplo	p4.b, p7/z, z2.b, z23.d
cmplo	p4.h, p5/z, z25.h, z21.d
cmplo	p5.s, p6/z, z19.s, z31.d
cmpls	p3.b, p5/z, z29.b, #96
cmpls	p14.d, p7/z, z14.d, #117
cmpls	p14.h, p6/z, z25.h, #0
cmpls	p6.s, p3/z, z28.s, #6
cmpls	p4.b, p5/z, z18.b, z25.d
cmpls	p10.h, p3/z, z17.h, z12.d
cmpls	p0.s, p3/z, z14.s, z21.d
cmplt	p8.b, p0/z, z4.b, #5
cmplt	p7.d, p4/z, z21.d, #4
cmplt	p12.h, p0/z, z21.h, #-10
cmplt	p10.s, p7/z, z29.s, #0
cmplt	p7.b, p6/z, z30.b, z29.d
cmplt	p10.h, p7/z, z21.h, z27.d
cmplt	p13.s, p1/z, z28.s, z21.d
cmpne	p5.b, p6/z, z2.b, #12
cmpne	p0.d, p3/z, z11.d, #9
cmpne	p14.h, p6/z, z30.h, #8
cmpne	p3.s, p0/z, z5.s, #0
cmpne	p6.b, p7/z, z2.b, z11.b
cmpne	p1.d, p0/z, z22.d, z18.d
cmpne	p12.h, p5/z, z13.h, z16.h
cmpne	p14.s, p4/z, z3.s, z4.s
cmpne	p8.b, p7/z, z12.b, z17.d
cmpne	p0.h, p6/z, z2.h, z24.d
cmpne	p7.s, p2/z, z22.s, z21.d
cnot	z9.b, p7/m, z1.b
cnot	z20.d, p2/m, z21.d
cnot	z0.h, p7/m, z2.h
cnot	z11.s, p4/m, z28.s
cntb	x7, all, mul #1
cntd	x17, vl8, mul #10
cnth	x1, pow2, mul #1
cntp	x13, p15, p13.b
cntp	x29, p8, p8.d
cntp	x24, p2, p0.h
cntp	x12, p6, p13.s
cntw	x1, #15, mul #1
cnt	z20.b, p7/m, z18.b
cnt	z16.d, p2/m, z21.d
cnt	z12.h, p2/m, z0.h
cnt	z29.s, p0/m, z13.s
cpy	z7.b, p5/m, #-99
cpy	z15.d, p7/m, #-31488
cpy	z21.h, p2/m, #-22272
cpy	z26.s, p9/m, #23
cpy	z14.b, p3/m, w1
cpy	z21.d, p3/m, x12
cpy	z22.h, p3/m, w25
cpy	z18.s, p0/m, w3
cpy	z19.b, p3/m, b10
cpy	z15.d, p2/m, d1
cpy	z12.h, p3/m, h0
cpy	z4.s, p4/m, s7
cpy	z31.b, p13/z, #-1
cpy	z0.d, p8/z, #-21248
cpy	z7.h, p1/z, #-78
cpy	z7.s, p14/z, #54
ctermeq	w18, w16
ctermeq	x3, x10
ctermne	w14, w14
ctermne	x4, x7
decb	x21, all, mul #1
decd	x26, vl2, mul #1
decd	z1.d, pow2, mul #6
dech	x30, vl1, mul #1
dech	z1.h, all, mul #1
decp	xzr, p11.b
decp	x26, p6.d
decp	x19, p13.h
decp	xzr, p10.s
decp	z25.d, p14.d
decp	z0.h, p15.h
decp	z8.s, p1.s
decw	x27, pow2, mul #1
decw	z12.s, vl8, mul #1
dupm	z15.d, #0x7fffffffffff8000
dup	z9.b, #-72
dup	z15.d, #-23
dup	z5.h, #0
dup	z4.s, #35
dup	z19.b, w8
dup	z5.d, x26
dup	z10.h, w14
dup	z26.s, w10
dup	z20.q, z7.q[0]
dup	z7.h, z18.h[0]
dup	z30.s, z3.s[5]
dup	z20.d, z4.d[5]
dup	z23.b, z3.b[0]
eors	p15.b, p0/z, p9.b, p0.b
eorv	b1, p7, z5.b
eorv	d26, p5, z24.d
eorv	h11, p0, z22.h
eorv	s10, p5, z26.s
eor	p5.b, p3/z, p0.b, p14.b
eor	z26.d, z26.d, #0x1fffffffffffffff
eor	z10.b, p1/m, z10.b, z8.b
eor	z26.d, p4/m, z26.d, z2.d
eor	z25.h, p7/m, z25.h, z2.h
eor	z5.s, p7/m, z5.s, z26.s
eor	z15.d, z28.d, z0.d
ext	z18.b, z18.b, z12.b, #43
fabd	z29.d, p5/m, z29.d, z26.d
fabd	z2.h, p5/m, z2.h, z14.h
fabd	z14.s, p6/m, z14.s, z27.s
fabs	z8.d, p5/m, z7.d
fabs	z9.h, p2/m, z23.h
fabs	z6.s, p0/m, z25.s
facge	p11.d, p2/z, z24.d, z11.d
facge	p1.h, p7/z, z22.h, z22.h
facge	p15.s, p5/z, z29.s, z15.s
facgt	p7.d, p1/z, z24.d, z15.d
facgt	p6.h, p4/z, z12.h, z26.h
facgt	p3.s, p7/z, z7.s, z31.s
faddv	d28, p4, z3.d
faddv	h16, p7, z19.h
faddv	s21, p2, z6.s
fadd	z19.d, p5/m, z19.d, #1.0
fadd	z9.h, p7/m, z9.h, #1.0
fadd	z22.s, p3/m, z22.s, #1.0
fadd	z15.d, p3/m, z15.d, z11.d
fadd	z19.h, p6/m, z19.h, z11.h
fadd	z20.s, p4/m, z20.s, z29.s
fadd	z16.d, z31.d, z26.d
fadd	z30.h, z5.h, z28.h
fadd	z20.s, z15.s, z15.s
fcadd	z26.d, p5/m, z26.d, z28.d, #270
fcadd	z28.h, p0/m, z28.h, z28.h, #90
fcadd	z18.s, p2/m, z18.s, z6.s, #90
fcmeq	p3.d, p6/z, z6.d, #0.0
fcmeq	p14.h, p1/z, z25.h, #0.0
fcmeq	p13.s, p1/z, z17.s, #0.0
fcmeq	p10.d, p3/z, z8.d, z15.d
fcmeq	p7.h, p7/z, z25.h, z2.h
fcmeq	p2.s, p6/z, z2.s, z17.s
fcmge	p1.d, p0/z, z16.d, #0.0
fcmge	p0.h, p2/z, z6.h, #0.0
fcmge	p10.s, p3/z, z13.s, #0.0
fcmge	p5.d, p7/z, z8.d, z25.d
fcmge	p3.h, p0/z, z21.h, z3.h
fcmge	p0.s, p4/z, z16.s, z5.s
fcmgt	p12.d, p2/z, z9.d, #0.0
fcmgt	p15.h, p5/z, z2.h, #0.0
fcmgt	p13.s, p1/z, z5.s, #0.0
fcmgt	p14.d, p4/z, z6.d, z2.d
fcmgt	p6.h, p2/z, z30.h, z29.h
fcmgt	p3.s, p2/z, z31.s, z12.s
fcmla	z17.h, z3.h, z0.h[3], #180
fcmla	z14.s, z10.s, z8.s[0], #270
fcmla	z26.d, p5/m, z31.d, z19.d, #0
fcmla	z4.h, p7/m, z11.h, z11.h, #180
fcmla	z20.s, p0/m, z23.s, z12.s, #0
fcmle	p0.d, p6/z, z20.d, #0.0
fcmle	p6.h, p3/z, z8.h, #0.0
fcmle	p9.s, p1/z, z4.s, #0.0
fcmlt	p10.d, p7/z, z6.d, #0.0
fcmlt	p3.h, p3/z, z1.h, #0.0
fcmlt	p4.s, p2/z, z21.s, #0.0
fcmne	p12.d, p5/z, z15.d, #0.0
fcmne	p15.h, p5/z, z5.h, #0.0
fcmne	p10.s, p6/z, z13.s, #0.0
fcmne	p7.d, p0/z, z29.d, z14.d
fcmne	p9.h, p1/z, z15.h, z19.h
fcmne	p2.s, p0/z, z11.s, z21.s
fcmuo	p7.d, p5/z, z6.d, z31.d
fcmuo	p0.h, p3/z, z13.h, z31.h
fcmuo	p9.s, p0/z, z2.s, z21.s
fcpy	z16.d, p0/m, #0.29687500
fcpy	z10.h, p9/m, #-2.12500000
fcpy	z21.s, p14/m, #2.87500000
fcvtzs	z8.d, p2/m, z30.d
fcvtzs	z1.d, p3/m, z4.h
fcvtzs	z7.d, p6/m, z17.s
fcvtzs	z28.h, p7/m, z0.h
fcvtzs	z11.s, p1/m, z5.d
fcvtzs	z20.s, p0/m, z27.h
fcvtzs	z24.s, p3/m, z31.s
fcvtzu	z14.d, p0/m, z2.d
fcvtzu	z30.d, p7/m, z3.h
fcvtzu	z7.d, p7/m, z24.s
fcvtzu	z29.h, p3/m, z26.h
fcvtzu	z10.s, p3/m, z22.d
fcvtzu	z15.s, p5/m, z16.h
fcvtzu	z21.s, p7/m, z21.s
fcvt	z9.d, p5/m, z17.h
fcvt	z6.d, p0/m, z27.s
fcvt	z5.h, p7/m, z27.d
fcvt	z7.h, p6/m, z16.s
fcvt	z3.s, p6/m, z19.d
fcvt	z25.s, p2/m, z26.h
fdivr	z26.d, p2/m, z26.d, z20.d
fdivr	z11.h, p0/m, z11.h, z30.h
fdivr	z3.s, p2/m, z3.s, z14.s
fdiv	z29.d, p7/m, z29.d, z21.d
fdiv	z25.h, p2/m, z25.h, z31.h
fdiv	z21.s, p4/m, z21.s, z4.s
fdup	z9.d, #-2.87500000
fdup	z22.h, #0.16406250
fdup	z8.s, #-1.56250000
fmad	z18.d, p4/m, z0.d, z10.d
fmad	z6.h, p0/m, z2.h, z25.h
fmad	z20.s, p6/m, z12.s, z22.s
fmaxnmv	d6, p3, z28.d
fmaxnmv	h13, p2, z9.h
fmaxnmv	s17, p7, z24.s
fmaxnm	z12.d, p2/m, z12.d, #0.0
fmaxnm	z26.h, p3/m, z26.h, #0.0
fmaxnm	z28.s, p4/m, z28.s, #0.0
fmaxnm	z29.d, p7/m, z29.d, z15.d
fmaxnm	z30.h, p4/m, z30.h, z30.h
fmaxnm	z20.s, p4/m, z20.s, z21.s
fmaxv	d12, p3, z4.d
fmaxv	h12, p1, z26.h
fmaxv	s26, p5, z7.s
fmax	z26.d, p4/m, z26.d, #0.0
fmax	z16.h, p3/m, z16.h, #1.0
fmax	z12.s, p1/m, z12.s, #0.0
fmax	z0.d, p3/m, z0.d, z10.d
fmax	z31.h, p7/m, z31.h, z23.h
fmax	z6.s, p7/m, z6.s, z14.s
fminnmv	d22, p5, z9.d
fminnmv	h22, p4, z14.h
fminnmv	s3, p6, z6.s
fminnm	z9.d, p7/m, z9.d, #0.0
fminnm	z6.h, p4/m, z6.h, #0.0
fminnm	z6.s, p3/m, z6.s, #1.0
fminnm	z25.d, p4/m, z25.d, z19.d
fminnm	z5.h, p7/m, z5.h, z31.h
fminnm	z20.s, p2/m, z20.s, z21.s
fminv	d2, p2, z4.d
fminv	h17, p4, z18.h
fminv	s28, p0, z11.s
fmin	z28.d, p7/m, z28.d, #0.0
fmin	z23.h, p1/m, z23.h, #1.0
fmin	z16.s, p7/m, z16.s, #0.0
fmin	z29.d, p6/m, z29.d, z14.d
fmin	z8.h, p2/m, z8.h, z2.h
fmin	z27.s, p0/m, z27.s, z13.s
fmla	z30.d, z2.d, z11.d[0]
fmla	z12.h, z9.h, z6.h[2]
fmla	z14.s, z3.s, z2.s[2]
fmla	z26.d, p3/m, z27.d, z12.d
fmla	z24.h, p5/m, z15.h, z17.h
fmla	z31.s, p5/m, z20.s, z10.s
fmls	z23.d, z26.d, z12.d[0]
fmls	z4.h, z0.h, z1.h[1]
fmls	z13.s, z24.s, z3.s[1]
fmls	z17.d, p0/m, z13.d, z19.d
fmls	z26.h, p5/m, z6.h, z17.h
fmls	z30.s, p5/m, z13.s, z30.s
fmsb	z25.d, p1/m, z2.d, z25.d
fmsb	z7.h, p2/m, z6.h, z22.h
fmsb	z0.s, p7/m, z20.s, z17.s
fmulx	z18.d, p7/m, z18.d, z16.d
fmulx	z21.h, p2/m, z21.h, z16.h
fmulx	z8.s, p5/m, z8.s, z30.s
fmul	z27.d, p7/m, z27.d, #2.0
fmul	z4.h, p5/m, z4.h, #2.0
fmul	z29.s, p4/m, z29.s, #0.5
fmul	z29.d, p7/m, z29.d, z25.d
fmul	z21.h, p3/m, z21.h, z11.h
fmul	z22.s, p4/m, z22.s, z27.s
fmul	z2.d, z1.d, z12.d[0]
fmul	z1.h, z27.h, z0.h[6]
fmul	z6.s, z12.s, z4.s[2]
fmul	z4.d, z16.d, z21.d
fmul	z13.h, z15.h, z26.h
fmul	z3.s, z3.s, z5.s
fneg	z27.d, p1/m, z18.d
fneg	z27.h, p2/m, z26.h
fneg	z1.s, p7/m, z24.s
fnmad	z23.d, p6/m, z3.d, z16.d
fnmad	z27.h, p2/m, z23.h, z28.h
fnmad	z19.s, p5/m, z11.s, z25.s
fnmla	z7.d, p1/m, z18.d, z2.d
fnmla	z9.h, p6/m, z15.h, z5.h
fnmla	z29.s, p1/m, z10.s, z0.s
fnmls	z2.d, p2/m, z5.d, z18.d
fnmls	z17.h, p4/m, z27.h, z22.h
fnmls	z29.s, p1/m, z10.s, z3.s
fnmsb	z26.d, p2/m, z3.d, z5.d
fnmsb	z13.h, p6/m, z22.h, z26.h
fnmsb	z20.s, p2/m, z16.s, z10.s
frecpe	z15.d, z8.d
frecpe	z0.h, z8.h
frecpe	z1.s, z7.s
frecps	z9.d, z5.d, z8.d
frecps	z1.h, z3.h, z17.h
frecps	z29.s, z16.s, z6.s
frecpx	z26.d, p6/m, z13.d
frecpx	z19.h, p6/m, z20.h
frecpx	z16.s, p5/m, z8.s
frinta	z26.d, p5/m, z25.d
frinta	z3.h, p5/m, z0.h
frinta	z28.s, p4/m, z23.s
frinti	z15.d, p6/m, z3.d
frinti	z22.h, p5/m, z20.h
frinti	z20.s, p4/m, z4.s
frintm	z27.d, p2/m, z28.d
frintm	z5.h, p6/m, z7.h
frintm	z27.s, p7/m, z23.s
frintn	z29.d, p1/m, z30.d
frintn	z3.h, p4/m, z10.h
frintn	z13.s, p0/m, z0.s
frintp	z30.d, p0/m, z21.d
frintp	z31.h, p4/m, z21.h
frintp	z20.s, p1/m, z5.s
frintx	z30.d, p5/m, z9.d
frintx	z17.h, p5/m, z12.h
frintx	z19.s, p7/m, z18.s
frintz	z0.d, p2/m, z24.d
frintz	z30.h, p4/m, z27.h
frintz	z14.s, p0/m, z8.s
frsqrte	z6.d, z7.d
frsqrte	z2.h, z4.h
frsqrte	z27.s, z17.s
frsqrts	z3.d, z21.d, z25.d
frsqrts	z31.h, z6.h, z27.h
frsqrts	z3.s, z15.s, z4.s
fscale	z15.d, p7/m, z15.d, z5.d
fscale	z10.h, p3/m, z10.h, z7.h
fscale	z9.s, p2/m, z9.s, z13.s
fsqrt	z24.d, p0/m, z26.d
fsqrt	z24.h, p1/m, z5.h
fsqrt	z4.s, p5/m, z1.s
fsubr	z19.d, p0/m, z19.d, #1.0
fsubr	z10.h, p2/m, z10.h, #0.5
fsubr	z10.s, p5/m, z10.s, #0.5
fsubr	z23.d, p1/m, z23.d, z5.d
fsubr	z6.h, p1/m, z6.h, z12.h
fsubr	z29.s, p7/m, z29.s, z27.s
fsub	z14.d, p4/m, z14.d, #0.5
fsub	z24.h, p5/m, z24.h, #0.5
fsub	z7.s, p0/m, z7.s, #0.5
fsub	z24.d, p2/m, z24.d, z11.d
fsub	z19.h, p4/m, z19.h, z2.h
fsub	z14.s, p1/m, z14.s, z26.s
fsub	z16.d, z31.d, z28.d
fsub	z25.h, z19.h, z29.h
fsub	z20.s, z16.s, z28.s
incb	x5, mul3, mul #10
incd	x9, all, mul #1
incd	z29.d, vl16, mul #1
inch	x19, #15, mul #15
inch	z24.h, #26, mul #1
incp	x22, p14.b
incp	x1, p14.d
incp	xzr, p4.h
incp	x21, p13.s
incp	z13.d, p1.d
incp	z0.h, p3.h
incp	z0.s, p4.s
incw	xzr, all, mul #9
incw	z22.s, vl16, mul #15
index	z28.b, #15, #0
index	z2.d, #-9, #3
index	z28.h, #11, #-6
index	z7.s, #-15, #0
index	z18.b, w29, #-10
index	z10.d, x8, #13
index	z6.h, w18, #1
index	z10.s, w11, #0
index	z1.b, #6, w23
index	z3.d, #14, x13
index	z18.h, #-15, w6
index	z0.s, #-9, wzr
index	z6.b, w9, w14
index	z13.d, x24, x22
index	z18.h, w2, w9
index	z31.s, w20, w19
insr	z12.b, w8
insr	z9.d, x3
insr	z12.h, w29
insr	z23.s, w17
insr	z29.b, b15
insr	z5.d, d16
insr	z28.h, h26
insr	z6.s, s6
lasta	w7, p0, z20.b
lasta	x19, p2, z18.d
lasta	w4, p4, z2.h
lasta	w26, p0, z6.s
lasta	b29, p0, z29.b
lasta	d24, p3, z16.d
lasta	h6, p3, z30.h
lasta	s7, p4, z14.s
lastb	w6, p1, z21.b
lastb	x2, p5, z26.d
lastb	w27, p6, z16.h
lastb	w22, p1, z18.s
lastb	b31, p6, z30.b
lastb	d10, p0, z3.d
lastb	h21, p0, z17.h
lastb	s14, p2, z0.s
ld1b	{ z31.b }, p7/z, [x30, #3, mul vl]
ld1b	{ z7.b }, p4/z, [x10, x1]
ld1b	{ z8.d }, p0/z, [x1, #-1, mul vl]
ld1b	{ z4.d }, p1/z, [x1, x19]
ld1b	{ z24.h }, p1/z, [x14, #1, mul vl]
ld1b	{ z17.h }, p4/z, [x10, x15]
ld1b	{ z10.s }, p4/z, [x15, #4, mul vl]
ld1b	{ z27.s }, p7/z, [x20, x1]
ld1d	{ z0.d }, p3/z, [x20, #6, mul vl]
ld1d	{ z15.d }, p4/z, [x0, x27, lsl #3]
ld1h	{ z18.d }, p0/z, [x0, #-8, mul vl]
ld1h	{ z20.d }, p0/z, [x20, x12, lsl #1]
ld1h	{ z6.h }, p2/z, [x11, #-2, mul vl]
ld1h	{ z14.h }, p7/z, [x25, x28, lsl #1]
ld1h	{ z25.s }, p4/z, [x12, #3, mul vl]
ld1h	{ z10.s }, p2/z, [x7, x3, lsl #1]
ld1rb	{ z15.b }, p0/z, [x2, #0]
ld1rb	{ z27.d }, p4/z, [x19, #54]
ld1rb	{ z12.h }, p0/z, [x9, #0]
ld1rb	{ z26.s }, p6/z, [x0, #0]
ld1rd	{ z13.d }, p7/z, [x0, #0]
ld1rh	{ z18.d }, p3/z, [x26, #114]
ld1rh	{ z21.h }, p3/z, [x2, #4]
ld1rh	{ z27.s }, p5/z, [x5, #0]
ld1rqb	{ z16.b }, p7/z, [x2, #-112]
ld1rqb	{ z18.b }, p4/z, [x13, x13]
ld1rqd	{ z7.d }, p6/z, [x25, #0]
ld1rqd	{ z14.d }, p3/z, [x15, x20, lsl #3]
ld1rqh	{ z3.h }, p3/z, [x10, #-16]
ld1rqh	{ z24.h }, p6/z, [x6, x18, lsl #1]
ld1rqw	{ z11.s }, p4/z, [x26, #0]
ld1rqw	{ z15.s }, p4/z, [x2, x1, lsl #2]
ld1rsb	{ z17.d }, p1/z, [x2, #49]
ld1rsb	{ z11.h }, p7/z, [x10, #5]
ld1rsb	{ z10.s }, p5/z, [x17, #0]
ld1rsh	{ z24.d }, p2/z, [x5, #28]
ld1rsh	{ z13.s }, p3/z, [x7, #0]
ld1rsw	{ z8.d }, p5/z, [x1, #100]
ld1rw	{ z30.d }, p6/z, [x28, #140]
ld1rw	{ z2.s }, p0/z, [x18, #44]
ld1sb	{ z27.d }, p3/z, [x19, #-2, mul vl]
ld1sb	{ z4.d }, p1/z, [x28, x15]
ld1sb	{ z11.h }, p1/z, [x23, #3, mul vl]
ld1sb	{ z2.h }, p1/z, [x3, x13]
ld1sb	{ z12.s }, p4/z, [x8, #0, mul vl]
ld1sb	{ z4.s }, p7/z, [x12, x5]
ld1sh	{ z16.d }, p6/z, [x4, #6, mul vl]
ld1sh	{ z8.d }, p6/z, [x21, x23, lsl #1]
ld1sh	{ z17.s }, p0/z, [x3, #0, mul vl]
ld1sh	{ z3.s }, p2/z, [x9, x5, lsl #1]
ld1sw	{ z30.d }, p6/z, [x11, #0, mul vl]
ld1sw	{ z31.d }, p4/z, [x15, x5, lsl #2]
ld1w	{ z15.d }, p0/z, [x24, #0, mul vl]
ld1w	{ z23.d }, p1/z, [x19, x20, lsl #2]
ld1w	{ z12.s }, p3/z, [x23, #1, mul vl]
ld1w	{ z2.s }, p7/z, [x13, x1, lsl #2]
ld2b	{ z16.b, z17.b }, p5/z, [x25, #0, mul vl]
ld2b	{ z23.b, z24.b }, p0/z, [x11, x11]
ld2d	{ z30.d, z31.d }, p2/z, [x5, #0, mul vl]
ld2d	{ z28.d, z29.d }, p4/z, [x8, x3, lsl #3]
ld2h	{ z21.h, z22.h }, p0/z, [x20, #0, mul vl]
ld2h	{ z7.h, z8.h }, p2/z, [x1, x19, lsl #1]
ld2w	{ z9.s, z10.s }, p6/z, [x16, #0, mul vl]
ld2w	{ z12.s, z13.s }, p3/z, [x16, x30, lsl #2]
ld3b	{ z1.b - z3.b }, p0/z, [x7, #-18, mul vl]
ld3b	{ z27.b - z29.b }, p7/z, [x15, x30]
ld3d	{ z30.d, z31.d, z0.d }, p7/z, [x8, #3, mul vl]
ld3d	{ z7.d - z9.d }, p5/z, [x8, x29, lsl #3]
ld3h	{ z17.h - z19.h }, p0/z, [x30, #-3, mul vl]
ld3h	{ z22.h - z24.h }, p2/z, [x27, x14, lsl #1]
ld3w	{ z3.s - z5.s }, p3/z, [x0, #9, mul vl]
ld3w	{ z30.s, z31.s, z0.s }, p2/z, [x22, x18, lsl #2]
ld4b	{ z24.b - z27.b }, p4/z, [x7, #-12, mul vl]
ld4b	{ z14.b - z17.b }, p7/z, [x26, x21]
ld4d	{ z26.d - z29.d }, p7/z, [x3, #-4, mul vl]
ld4d	{ z30.d, z31.d, z0.d, z1.d }, p0/z, [x19, x1, lsl #3]
ld4h	{ z20.h - z23.h }, p3/z, [x8, #0, mul vl]
ld4h	{ z5.h - z8.h }, p4/z, [x28, x23, lsl #1]
ld4w	{ z0.s - z3.s }, p6/z, [x20, #20, mul vl]
ld4w	{ z15.s - z18.s }, p4/z, [x11, x17, lsl #2]
ldnt1b	{ z13.b }, p1/z, [x1, #-4, mul vl]
ldnt1b	{ z18.b }, p5/z, [x26, x3]
ldnt1d	{ z6.d }, p7/z, [x20, #-6, mul vl]
ldnt1d	{ z10.d }, p1/z, [x3, x15, lsl #3]
ldnt1h	{ z10.h }, p6/z, [x25, #0, mul vl]
ldnt1h	{ z27.h }, p2/z, [x11, x25, lsl #1]
ldnt1w	{ z8.s }, p4/z, [x20, #-3, mul vl]
ldnt1w	{ z1.s }, p0/z, [x13, x19, lsl #2]
ldr	p4, [x15, #-223, mul vl]
ldr	z31, [x12, #-63, mul vl]
lslr	z20.b, p5/m, z20.b, z12.b
lslr	z31.d, p4/m, z31.d, z2.d
lslr	z4.h, p3/m, z4.h, z26.h
lslr	z28.s, p7/m, z28.s, z21.s
lsl	z5.b, p7/m, z5.b, z24.d
lsl	z11.h, p7/m, z11.h, z24.d
lsl	z12.s, p7/m, z12.s, z29.d
lsl	z2.b, z12.b, z6.d
lsl	z15.h, z4.h, z1.d
lsl	z12.s, z16.s, z29.d
lsl	z22.b, p0/m, z22.b, #2
lsl	z30.d, p5/m, z30.d, #25
lsl	z13.h, p1/m, z13.h, #2
lsl	z10.s, p2/m, z10.s, #13
lsl	z17.b, p5/m, z17.b, z12.b
lsl	z18.d, p4/m, z18.d, z28.d
lsl	z7.h, p4/m, z7.h, z31.h
lsl	z1.s, p2/m, z1.s, z2.s
lsl	z19.b, z31.b, #2
lsl	z10.d, z10.d, #9
lsl	z19.h, z19.h, #14
lsl	z7.s, z14.s, #22
lsrr	z15.b, p4/m, z15.b, z15.b
lsrr	z5.d, p7/m, z5.d, z0.d
lsrr	z21.h, p4/m, z21.h, z23.h
lsrr	z0.s, p5/m, z0.s, z1.s
lsr	z11.b, p4/m, z11.b, z4.d
lsr	z24.h, p1/m, z24.h, z2.d
lsr	z5.s, p5/m, z5.s, z14.d
lsr	z17.b, z26.b, z19.d
lsr	z2.h, z18.h, z20.d
lsr	z3.s, z14.s, z0.d
lsr	z23.b, p1/m, z23.b, #1
lsr	z3.d, p6/m, z3.d, #16
lsr	z1.h, p0/m, z1.h, #1
lsr	z10.s, p2/m, z10.s, #20
lsr	z26.b, p0/m, z26.b, z19.b
lsr	z22.d, p1/m, z22.d, z3.d
lsr	z27.h, p3/m, z27.h, z1.h
lsr	z31.s, p5/m, z31.s, z2.s
lsr	z4.b, z26.b, #4
lsr	z18.d, z30.d, #57
lsr	z29.h, z3.h, #1
lsr	z16.s, z5.s, #30
mad	z19.b, p6/m, z2.b, z12.b
mad	z23.d, p3/m, z15.d, z23.d
mad	z13.h, p2/m, z24.h, z26.h
mad	z14.s, p5/m, z11.s, z25.s
mla	z31.b, p4/m, z29.b, z19.b
mla	z18.d, p4/m, z29.d, z8.d
mla	z31.h, p3/m, z16.h, z29.h
mla	z1.s, p3/m, z22.s, z23.s
mls	z17.b, p7/m, z18.b, z25.b
mls	z20.d, p1/m, z26.d, z22.d
mls	z2.h, p0/m, z23.h, z8.h
mls	z13.s, p4/m, z5.s, z10.s
msb	z21.b, p0/m, z27.b, z27.b
msb	z4.d, p3/m, z4.d, z25.d
msb	z27.h, p5/m, z23.h, z20.h
msb	z21.s, p4/m, z14.s, z13.s
mul	z17.b, z17.b, #-96
mul	z4.d, z4.d, #93
mul	z31.h, z31.h, #-62
mul	z1.s, z1.s, #-34
mul	z8.b, p1/m, z8.b, z1.b
mul	z6.d, p7/m, z6.d, z16.d
mul	z29.h, p3/m, z29.h, z3.h
mul	z22.s, p0/m, z22.s, z8.s
nands	p7.b, p12/z, p9.b, p13.b
nand	p0.b, p9/z, p10.b, p15.b
neg	z27.b, p0/m, z22.b
neg	z1.d, p4/m, z29.d
neg	z25.h, p7/m, z4.h
neg	z7.s, p4/m, z0.s
nors	p1.b, p8/z, p13.b, p12.b
nor	p2.b, p11/z, p7.b, p7.b
not	z25.b, p2/m, z27.b
not	z14.d, p5/m, z31.d
not	z15.h, p3/m, z7.h
not	z10.s, p2/m, z10.s
orns	p3.b, p0/z, p10.b, p14.b
orn	p12.b, p14/z, p4.b, p14.b
orrs	p11.b, p2/z, p2.b, p2.b
orr	p14.b, p3/z, p3.b, p3.b
orr	z19.d, z19.d, #0x4
orr	z8.b, p0/m, z8.b, z21.b
orr	z20.d, p1/m, z20.d, z6.d
orr	z26.h, p7/m, z26.h, z24.h
orr	z22.s, p6/m, z22.s, z15.s
orr	z18.d, z11.d, z16.d
orv	b14, p6, z31.b
orv	d15, p7, z28.d
orv	h13, p2, z3.h
orv	s4, p4, z4.s
pfalse	p5.b
pfirst	p13.b, p7, p13.b
pnext	p0.b, p6, p0.b
pnext	p14.d, p0, p14.d
pnext	p0.h, p0, p0.h
pnext	p2.s, p7, p2.s
prfb	pldl1strm, p2, [x14, #-13, mul vl]
prfb	pldl1keep, p7, [x12, x3]
prfd	pstl2strm, p3, [x24, #0, mul vl]
prfd	pstl1strm, p3, [sp, x13, lsl #3]
prfh	pstl2strm, p7, [x28, #0, mul vl]
prfh	pldl3strm, p1, [x3, x29, lsl #1]
prfw	pldl1keep, p1, [x10, #-3, mul vl]
prfw	pstl1strm, p6, [x5, x25, lsl #2]
ptest	p8, p11.b
ptrues	p3.b, vl64
ptrues	p3.d, all
ptrues	p4.h, vl256
ptrues	p12.s, all
ptrue	p7.b, vl7
ptrue	p11.d, vl32
ptrue	p12.h, all
ptrue	p8.s, vl6
punpkhi	p2.h, p0.b
punpklo	p9.h, p3.b
rbit	z18.b, p6/m, z2.b
rbit	z13.d, p3/m, z10.d
rbit	z24.h, p2/m, z29.h
rbit	z20.s, p2/m, z10.s
rdvl	x19, #3
revb	z20.d, p1/m, z25.d
revb	z1.h, p7/m, z8.h
revb	z3.s, p2/m, z9.s
revh	z13.d, p5/m, z16.d
revh	z21.s, p2/m, z18.s
revw	z10.d, p5/m, z16.d
rev	p9.b, p1.b
rev	p5.d, p9.d
rev	p11.h, p5.h
rev	p12.s, p0.s
rev	z23.b, z18.b
rev	z10.d, z20.d
rev	z15.h, z21.h
rev	z11.s, z24.s
sabd	z21.b, p2/m, z21.b, z30.b
sabd	z13.d, p0/m, z13.d, z5.d
sabd	z22.h, p6/m, z22.h, z10.h
sabd	z19.s, p6/m, z19.s, z27.s
saddv	d5, p2, z1.b
saddv	d8, p3, z10.h
saddv	d8, p3, z28.s
scvtf	z4.d, p1/m, z0.d
scvtf	z10.d, p0/m, z13.s
scvtf	z5.h, p6/m, z2.d
scvtf	z19.h, p3/m, z26.h
scvtf	z14.h, p0/m, z27.s
scvtf	z8.s, p1/m, z0.d
scvtf	z15.s, p2/m, z13.s
sdivr	z14.d, p2/m, z14.d, z26.d
sdivr	z1.s, p1/m, z1.s, z25.s
sdiv	z2.d, p4/m, z2.d, z12.d
sdiv	z13.s, p7/m, z13.s, z30.s
sdot	z30.d, z10.h, z3.h[1]
sdot	z10.s, z19.b, z2.b[3]
sdot	z17.d, z11.h, z13.h
sdot	z14.s, z25.b, z24.b
sel	p15.b, p8, p4.b, p12.b
sel	z7.b, p5, z22.b, z25.b
sel	z0.d, p3, z6.d, z17.d
sel	z16.h, p2, z14.h, z16.h
sel	z16.s, p5, z20.s, z16.s
smaxv	b26, p4, z20.b
smaxv	d3, p0, z6.d
smaxv	h27, p1, z10.h
smaxv	s16, p6, z23.s
smax	z12.b, z12.b, #-1
smax	z3.d, z3.d, #115
smax	z14.h, z14.h, #127
smax	z24.s, z24.s, #1
smax	z28.b, p6/m, z28.b, z10.b
smax	z24.d, p4/m, z24.d, z14.d
smax	z6.h, p0/m, z6.h, z3.h
smax	z1.s, p2/m, z1.s, z12.s
sminv	b4, p6, z0.b
sminv	d19, p3, z22.d
sminv	h22, p1, z20.h
sminv	s16, p5, z11.s
smin	z20.b, z20.b, #-28
smin	z16.d, z16.d, #23
smin	z1.h, z1.h, #1
smin	z1.s, z1.s, #-79
smin	z8.b, p3/m, z8.b, z17.b
smin	z0.d, p6/m, z0.d, z29.d
smin	z17.h, p0/m, z17.h, z19.h
smin	z6.s, p4/m, z6.s, z8.s
smulh	z27.b, p7/m, z27.b, z21.b
smulh	z7.d, p1/m, z7.d, z8.d
smulh	z2.h, p7/m, z2.h, z20.h
smulh	z16.s, p7/m, z16.s, z13.s
splice	z16.b, p0, z16.b, z11.b
splice	z23.d, p6, z23.d, z6.d
splice	z5.h, p7, z5.h, z31.h
splice	z31.s, p1, z31.s, z7.s
sqadd	z11.b, z11.b, #126
sqadd	z3.d, z3.d, #0, lsl #8
sqadd	z19.h, z19.h, #241
sqadd	z21.s, z21.s, #246
sqadd	z2.b, z27.b, z16.b
sqadd	z9.d, z3.d, z21.d
sqadd	z21.h, z16.h, z23.h
sqadd	z10.s, z25.s, z22.s
sqdecb	x20, w20, all, mul #1
sqdecb	x18, mul4, mul #10
sqdecd	x0, w0, vl256, mul #1
sqdecd	x24, mul3, mul #1
sqdecd	z18.d, vl128, mul #1
sqdech	x3, w3, all, mul #1
sqdech	x16, all, mul #1
sqdech	z6.h, vl7, mul #9
sqdecp	x24, p12.b, w24
sqdecp	x16, p14.d, w16
sqdecp	x7, p12.h, w7
sqdecp	x27, p4.s, w27
sqdecp	x19, p9.b
sqdecp	x14, p14.d
sqdecp	x10, p8.h
sqdecp	x22, p1.s
sqdecp	z8.d, p11.d
sqdecp	z16.h, p11.h
sqdecp	z10.s, p15.s
sqdecw	x3, w3, vl2, mul #1
sqdecw	x1, vl16, mul #15
sqdecw	z26.s, #16, mul #10
sqincb	x2, w2, vl8, mul #1
sqincb	x11, vl256, mul #1
sqincd	x0, w0, #16, mul #1
sqincd	x17, vl7, mul #3
sqincd	z0.d, #16, mul #6
sqinch	x20, w20, all, mul #1
sqinch	x29, mul4, mul #15
sqinch	z26.h, all, mul #1
sqincp	x19, p4.b, w19
sqincp	x14, p10.d, w14
sqincp	x16, p2.h, w16
sqincp	xzr, p14.s, wzr
sqincp	x4, p11.b
sqincp	x4, p8.d
sqincp	x26, p6.h
sqincp	x0, p2.s
sqincp	z12.d, p3.d
sqincp	z23.h, p4.h
sqincp	z9.s, p7.s
sqincw	x8, w8, pow2, mul #1
sqincw	x9, #23, mul #1
sqincw	z7.s, vl128, mul #1
sqsub	z12.b, z12.b, #153
sqsub	z11.d, z11.d, #245
sqsub	z19.h, z19.h, #214
sqsub	z10.s, z10.s, #52736
sqsub	z24.b, z20.b, z8.b
sqsub	z30.d, z13.d, z25.d
sqsub	z19.h, z30.h, z8.h
sqsub	z4.s, z6.s, z13.s
st1b	{ z9.b }, p2, [x19, #-5, mul vl]
st1b	{ z23.b }, p0, [x22, x29]
st1b	{ z13.d }, p7, [x2, #-8, mul vl]
st1b	{ z29.d }, p1, [x5, x23]
st1b	{ z23.h }, p6, [x12, #1, mul vl]
st1b	{ z2.h }, p6, [x8, x29]
st1b	{ z9.s }, p6, [x26, #0, mul vl]
st1b	{ z16.s }, p6, [sp, x14]
st1d	{ z23.d }, p5, [x5, #-6, mul vl]
st1d	{ z10.d }, p3, [x17, x21, lsl #3]
st1h	{ z14.d }, p5, [x21, #-8, mul vl]
st1h	{ z26.d }, p6, [x0, x20, lsl #1]
st1h	{ z6.h }, p1, [x13, #0, mul vl]
st1h	{ z10.h }, p5, [x4, x18, lsl #1]
st1h	{ z31.s }, p4, [x18, #-4, mul vl]
st1h	{ z23.s }, p4, [x20, x10, lsl #1]
st1w	{ z19.d }, p7, [x23, #-6, mul vl]
st1w	{ z25.d }, p3, [x11, x7, lsl #2]
st1w	{ z26.s }, p4, [x18, #0, mul vl]
st1w	{ z6.s }, p4, [x21, x25, lsl #2]
st2b	{ z9.b, z10.b }, p5, [x18, #-2, mul vl]
st2b	{ z9.b, z10.b }, p0, [x7, x13]
st2d	{ z5.d, z6.d }, p0, [x14, #10, mul vl]
st2d	{ z2.d, z3.d }, p7, [x30, x27, lsl #3]
st2h	{ z20.h, z21.h }, p5, [x6, #0, mul vl]
st2h	{ z23.h, z24.h }, p2, [x1, x7, lsl #1]
st2w	{ z20.s, z21.s }, p0, [sp, #2, mul vl]
st2w	{ z25.s, z26.s }, p5, [x29, x5, lsl #2]
st3b	{ z0.b - z2.b }, p1, [x15, #0, mul vl]
st3b	{ z12.b - z14.b }, p5, [x27, x13]
st3d	{ z6.d - z8.d }, p3, [x10, #0, mul vl]
st3d	{ z21.d - z23.d }, p3, [x30, x3, lsl #3]
st3h	{ z15.h - z17.h }, p5, [x10, #-3, mul vl]
st3h	{ z17.h - z19.h }, p2, [x27, x19, lsl #1]
st3w	{ z31.s, z0.s, z1.s }, p4, [x2, #3, mul vl]
st3w	{ z20.s - z22.s }, p6, [x26, x12, lsl #2]
st4b	{ z15.b - z18.b }, p7, [sp, #0, mul vl]
st4b	{ z8.b - z11.b }, p7, [x20, x10]
st4d	{ z21.d - z24.d }, p3, [x21, #-12, mul vl]
st4d	{ z19.d - z22.d }, p3, [x29, x6, lsl #3]
st4h	{ z14.h - z17.h }, p7, [x25, #0, mul vl]
st4h	{ z3.h - z6.h }, p0, [x14, x3, lsl #1]
st4w	{ z20.s - z23.s }, p6, [x26, #12, mul vl]
st4w	{ z11.s - z14.s }, p3, [x25, x29, lsl #2]
stnt1b	{ z12.b }, p3, [x28, #-3, mul vl]
stnt1b	{ z7.b }, p2, [x25, x4]
stnt1d	{ z17.d }, p4, [x1, #1, mul vl]
stnt1d	{ z9.d }, p2, [x21, x3, lsl #3]
stnt1h	{ z6.h }, p4, [x19, #6, mul vl]
stnt1h	{ z21.h }, p1, [x14, x4, lsl #1]
stnt1w	{ z3.s }, p3, [x9, #-2, mul vl]
stnt1w	{ z25.s }, p4, [x24, x20, lsl #2]
str	p13, [x17, #-44, mul vl]
str	z17, [x29, #0, mul vl]
subr	z10.b, z10.b, #0
subr	z9.d, z9.d, #33536
subr	z7.h, z7.h, #255
subr	z9.s, z9.s, #90
subr	z0.b, p4/m, z0.b, z31.b
subr	z23.d, p4/m, z23.d, z9.d
subr	z19.h, p7/m, z19.h, z13.h
subr	z19.s, p5/m, z19.s, z23.s
sub	z28.b, z28.b, #0
sub	z3.d, z3.d, #4096
sub	z13.h, z13.h, #59648
sub	z17.s, z17.s, #0
sub	z2.b, p5/m, z2.b, z20.b
sub	z31.d, p2/m, z31.d, z31.d
sub	z31.h, p4/m, z31.h, z21.h
sub	z28.s, p6/m, z28.s, z28.s
sub	z3.b, z29.b, z15.b
sub	z20.d, z24.d, z27.d
sub	z25.h, z27.h, z10.h
sub	z20.s, z30.s, z12.s
sunpkhi	z30.d, z21.s
sunpkhi	z26.h, z11.b
sunpkhi	z25.s, z6.h
sunpklo	z26.d, z31.s
sunpklo	z17.h, z18.b
sunpklo	z5.s, z6.h
sxtb	z31.d, p2/m, z5.d
sxtb	z12.h, p3/m, z8.h
sxtb	z30.s, p1/m, z20.s
sxth	z15.d, p5/m, z5.d
sxth	z5.s, p4/m, z3.s
sxtw	z12.d, p4/m, z27.d
tbl	z14.b, { z30.b }, z16.b
tbl	z17.d, { z0.d }, z30.d
tbl	z25.h, { z6.h }, z19.h
tbl	z28.s, { z14.s }, z28.s
trn1	p10.b, p6.b, p0.b
trn1	p10.d, p0.d, p7.d
trn1	p14.h, p4.h, p7.h
trn1	p5.s, p0.s, p2.s
trn1	z21.b, z14.b, z6.b
trn1	z27.d, z21.d, z24.d
trn1	z15.h, z14.h, z8.h
trn1	z10.s, z14.s, z3.s
trn2	p7.b, p5.b, p5.b
trn2	p5.d, p5.d, p10.d
trn2	p5.h, p3.h, p3.h
trn2	p0.s, p8.s, p5.s
trn2	z6.b, z16.b, z22.b
trn2	z26.d, z1.d, z12.d
trn2	z26.h, z16.h, z28.h
trn2	z22.s, z12.s, z11.s
uabd	z15.b, p6/m, z15.b, z5.b
uabd	z28.d, p2/m, z28.d, z2.d
uabd	z13.h, p1/m, z13.h, z7.h
uabd	z30.s, p3/m, z30.s, z1.s
uaddv	d24, p0, z24.b
uaddv	d21, p3, z25.d
uaddv	d10, p1, z9.h
uaddv	d8, p1, z31.s
ucvtf	z26.d, p7/m, z31.d
ucvtf	z5.d, p5/m, z23.s
ucvtf	z12.h, p3/m, z9.d
ucvtf	z13.h, p6/m, z21.h
ucvtf	z8.h, p6/m, z13.s
ucvtf	z17.s, p2/m, z28.d
ucvtf	z14.s, p5/m, z12.s
udivr	z28.d, p7/m, z28.d, z8.d
udivr	z25.s, p3/m, z25.s, z6.s
udiv	z11.d, p7/m, z11.d, z15.d
udiv	z0.s, p5/m, z0.s, z31.s
udot	z11.d, z11.h, z6.h[0]
udot	z27.s, z7.b, z6.b[3]
udot	z24.d, z23.h, z16.h
udot	z2.s, z9.b, z3.b
umaxv	b27, p4, z24.b
umaxv	d13, p0, z14.d
umaxv	h11, p1, z13.h
umaxv	s14, p7, z22.s
umax	z13.b, z13.b, #167
umax	z29.d, z29.d, #30
umax	z3.h, z3.h, #82
umax	z6.s, z6.s, #1
umax	z17.b, p1/m, z17.b, z13.b
umax	z14.d, p0/m, z14.d, z31.d
umax	z6.h, p7/m, z6.h, z27.h
umax	z18.s, p0/m, z18.s, z11.s
uminv	b12, p5, z22.b
uminv	d28, p7, z20.d
uminv	h27, p7, z29.h
uminv	s10, p6, z20.s
umin	z14.b, z14.b, #23
umin	z21.d, z21.d, #39
umin	z15.h, z15.h, #141
umin	z17.s, z17.s, #140
umin	z22.b, p7/m, z22.b, z3.b
umin	z3.d, p5/m, z3.d, z21.d
umin	z17.h, p0/m, z17.h, z30.h
umin	z12.s, p6/m, z12.s, z31.s
umulh	z27.b, p2/m, z27.b, z21.b
umulh	z6.d, p2/m, z6.d, z9.d
umulh	z16.h, p2/m, z16.h, z27.h
umulh	z9.s, p0/m, z9.s, z11.s
uqadd	z26.b, z26.b, #0
uqadd	z31.d, z31.d, #34304
uqadd	z6.h, z6.h, #26112
uqadd	z19.s, z19.s, #164
uqadd	z3.b, z10.b, z11.b
uqadd	z9.d, z30.d, z2.d
uqadd	z29.h, z3.h, z27.h
uqadd	z26.s, z26.s, z5.s
uqdecb	w29, all, mul #1
uqdecb	x17, #21, mul #10
uqdecd	w18, all, mul #1
uqdecd	x12, vl64, mul #6
uqdecd	z3.d, #14, mul #1
uqdech	w30, #25, mul #1
uqdech	x15, vl5, mul #1
uqdech	z21.h, vl2, mul #14
uqdecp	w28, p11.b
uqdecp	w21, p10.d
uqdecp	w9, p15.h
uqdecp	w7, p0.s
uqdecp	x9, p11.b
uqdecp	x0, p3.d
uqdecp	x25, p1.h
uqdecp	x30, p6.s
uqdecp	z8.d, p10.d
uqdecp	z11.h, p9.h
uqdecp	z8.s, p1.s
uqdecw	w14, all, mul #5
uqdecw	x19, vl256, mul #1
uqdecw	z1.s, #17, mul #1
uqincb	w10, vl3, mul #1
uqincb	x24, mul3, mul #12
uqincd	w11, all, mul #1
uqincd	x24, vl7, mul #1
uqincd	z31.d, pow2, mul #1
uqinch	w23, vl256, mul #12
uqinch	x24, vl5, mul #9
uqinch	z10.h, all, mul #1
uqincp	w26, p14.b
uqincp	w4, p8.d
uqincp	w3, p14.h
uqincp	w18, p12.s
uqincp	x18, p2.b
uqincp	x7, p0.d
uqincp	x3, p13.h
uqincp	x29, p7.s
uqincp	z18.d, p15.d
uqincp	z30.h, p7.h
uqincp	z23.s, p10.s
uqincw	w10, mul3, mul #1
uqincw	x20, mul3, mul #5
uqincw	z22.s, all, mul #1
uqsub	z3.b, z3.b, #206
uqsub	z18.d, z18.d, #165
uqsub	z22.h, z22.h, #26
uqsub	z6.s, z6.s, #145
uqsub	z26.b, z0.b, z13.b
uqsub	z14.d, z13.d, z6.d
uqsub	z24.h, z31.h, z22.h
uqsub	z19.s, z30.s, z22.s
uunpkhi	z5.d, z2.s
uunpkhi	z11.h, z22.b
uunpkhi	z24.s, z24.h
uunpklo	z17.d, z20.s
uunpklo	z25.h, z25.b
uunpklo	z10.s, z7.h
uxtb	z23.d, p2/m, z23.d
uxtb	z0.h, p1/m, z29.h
uxtb	z20.s, p7/m, z8.s
uxth	z9.d, p7/m, z21.d
uxth	z12.s, p3/m, z10.s
uxtw	z22.d, p2/m, z4.d
uzp1	p12.b, p1.b, p8.b
uzp1	p3.d, p3.d, p7.d
uzp1	p1.h, p9.h, p15.h
uzp1	p13.s, p8.s, p1.s
uzp1	z11.b, z26.b, z24.b
uzp1	z2.d, z15.d, z6.d
uzp1	z8.h, z24.h, z13.h
uzp1	z1.s, z6.s, z7.s
uzp2	p12.b, p14.b, p4.b
uzp2	p10.d, p5.d, p5.d
uzp2	p1.h, p7.h, p14.h
uzp2	p6.s, p0.s, p13.s
uzp2	z3.b, z17.b, z4.b
uzp2	z11.d, z27.d, z17.d
uzp2	z10.h, z8.h, z24.h
uzp2	z26.s, z8.s, z7.s
whilele	p9.b, w4, w0
whilele	p12.d, w12, w26
whilele	p14.h, w28, w9
whilele	p12.s, w1, w20
whilele	p2.b, x9, x18
whilele	p0.d, x30, xzr
whilele	p6.h, x5, x24
whilele	p8.s, x5, xzr
whilelo	p1.b, w13, w28
whilelo	p9.d, w16, w22
whilelo	p14.h, w2, w1
whilelo	p12.s, w16, w9
whilelo	p13.b, x6, x16
whilelo	p5.d, xzr, x24
whilelo	p15.h, x17, x19
whilelo	p3.s, x15, x10
whilels	p3.b, w6, w19
whilels	p5.d, w20, w25
whilels	p10.h, w21, w17
whilels	p8.s, w28, w14
whilels	p12.b, x30, x16
whilels	p9.d, x26, x24
whilels	p1.h, x19, x24
whilels	p14.s, x10, x29
whilelt	p3.b, w13, w3
whilelt	p4.d, w22, w15
whilelt	p14.h, w14, w17
whilelt	p0.s, w10, w18
whilelt	p15.b, x2, x19
whilelt	p12.d, xzr, x24
whilelt	p9.h, x23, x13
whilelt	p2.s, x3, x11
zip1	p0.b, p1.b, p0.b
zip1	p3.d, p15.d, p12.d
zip1	p5.h, p3.h, p2.h
zip1	p10.s, p7.s, p3.s
zip1	z30.b, z16.b, z6.b
zip1	z15.d, z5.d, z24.d
zip1	z5.h, z31.h, z23.h
zip1	z28.s, z26.s, z25.s
zip2	p13.b, p2.b, p9.b
zip2	p8.d, p7.d, p1.d
zip2	p15.h, p2.h, p6.h
zip2	p11.s, p3.s, p15.s
zip2	z7.b, z25.b, z3.b
zip2	z16.d, z12.d, z0.d
zip2	z30.h, z6.h, z27.h
zip2	z25.s, z18.s, z21.s
