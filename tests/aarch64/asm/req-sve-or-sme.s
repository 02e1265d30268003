// mattr: +sve,+sme
// instructions llvm-mc 19 takes only with: sve or sme
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x2, x6, #-20
addvl	x12, x0, #25
add	z0.b, z0.b, #81
add	z10.d, z10.d, #255
add	z19.h, z19.h, #53760
add	z8.s, z8.s, #25344
add	z14.b, p1/m, z14.b, z21.b
add	z4.d, p5/m, z4.d, z23.d
add	z31.h, p2/m, z31.h, z8.h
add	z18.s, p1/m, z18.s, z29.s
add	z26.b, z25.b, z13.b
add	z0.d, z3.d, z8.d
add	z4.h, z11.h, z9.h
add	z13.s, z3.s, z8.s
ands	p1.b, p15/z, p12.b, p6.b
andv	b17, p3, z11.b
andv	d5, p5, z22.d
andv	h11, p3, z24.h
andv	s26, p3, z7.s
and	p6.b, p12/z, p10.b, p10.b
and	z11.d, z11.d, #0x8000
and	z3.b, p0/m, z3.b, z31.b
and	z5.d, p7/m, z5.d, z30.d
and	z24.h, p4/m, z24.h, z26.h
and	z19.s, p7/m, z19.s, z16.s
and	z29.d, z29.d, z1.d
asrd	z4.b, p0/m, z4.b, #2
asrd	z0.d, p6/m, z0.d, #15
asrd	z4.h, p1/m, z4.h, #12
asrd	z20.s, p4/m, z20.s, #16
asrr	z23.b, p2/m, z23.b, z14.b
asrr	z13.d, p1/m, z13.d, z28.d
asrr	z12.h, p4/m, z12.h, z18.h
asrr	z2.s, p1/m, z2.s, z6.s
asr	z9.b, p5/m, z9.b, z10.d
asr	z31.h, p0/m, z31.h, z28.d
asr	z0.s, p1/m, z0.s, z4.d
asr	z17.b, z3.b, z31.d
asr	z7.h, z25.h, z8.d
asr	z25.s, z8.s, z19.d
asr	z18.b, p5/m, z18.b, #4
asr	z10.d, p1/m, z10.d, #55
asr	z11.h, p2/m, z11.h, #1
asr	z27.s, p2/m, z27.s, #14
asr	z6.b, p1/m, z6.b, z28.b
asr	z14.d, p1/m, z14.d, z8.d
asr	z23.h, p7/m, z23.h, z0.h
asr	z22.s, p4/m, z22.s, z26.s
asr	z17.b, z13.b, #2
asr	z17.d, z20.d, #19
asr	z18.h, z22.h, #1
asr	z18.s, z18.s, #8
bics	p3.b, p13/z, p7.b, p12.b
bic	p12.b, p4/z, p14.b, p9.b
bic	z14.b, p0/m, z14.b, z17.b
bic	z26.d, p4/m, z26.d, z29.d
bic	z29.h, p0/m, z29.h, z23.h
bic	z24.s, p3/m, z24.s, z24.s
bic	z27.d, z23.d, z12.d
brkas	p6.b, p12/z, p7.b
brka	p6.b, p15/m, p2.b
brka	p2.b, p2/z, p9.b
brkbs	p11.b, p6/z, p14.b
brkb	p5.b, p9/m, p15.b
brkb	p11.b, p7/z, p4.b
brkn	p12.b, p2/z, p15.b, p12.b
brkns	p3.b, p1/z, p14.b, p3.b
brkpa	p7.b, p1/z, p2.b, p2.b
brkpas	p15.b, p9/z, p13.b, p2.b
brkpb	p14.b, p11/z, p6.b, p6.b
brkpbs	p9.b, p5/z, p1.b, p14.b
clasta	w7, p5, w7, z19.b
clasta	x4, p6, x4, z7.d
clasta	w27, p0, w27, z29.h
clasta	w13, p2, w13, z29.s
clasta	b13, p7, b13, z18.b
clasta	d15, p2, d15, z22.d
clasta	h16, p0, h16, z12.h
clasta	s9, p4, s9, z22.s
clasta	z31.b, p6, z31.b, z29.b
clasta	z26.d, p2, z26.d, z7.d
clasta	z13.h, p1, z13.h, z9.h
clasta	z13.s, p5, z13.s, z27.s
clastb	w30, p7, w30, z6.b
clastb	x26, p1, x26, z9.d
clastb	w0, p0, w0, z24.h
clastb	w23, p4, w23, z30.s
clastb	b27, p7, b27, z8.b
clastb	d31, p1, d31, z28.d
clastb	h15, p1, h15, z29.h
clastb	s3, p3, s3, z2.s
clastb	z9.b, p5, z9.b, z27.b
clastb	z28.d, p6, z28.d, z6.d
clastb	z22.h, p3, z22.h, z12.h
clastb	z12.s, p2, z12.s, z28.s
cls	z10.b, p0/m, z17.b
cls	z22.d, p6/m, z20.d
cls	z29.h, p0/m, z6.h
cls	z16.s, p1/m, z1.s
clz	z20.b, p4/m, z2.b
clz	z1.d, p5/m, z22.d
clz	z13.h, p6/m, z3.h
clz	z26.s, p6/m, z16.s
cmpeq	p13.b, p3/z, z1.b, #-14
cmpeq	p15.d, p5/z, z29.d, #-16
cmpeq	p6.h, p7/z, z15.h, #-11
cmpeq	p5.s, p3/z, z16.s, #15
cmpeq	p15.b, p3/z, z25.b, z0.b
cmpeq	p9.d, p4/z, z27.d, z1.d
cmpeq	p3.h, p7/z, z8.h, z24.h
cmpeq	p15.s, p1/z, z29.s, z1.s
cmpeq	p0.b, p4/z, z8.b, z21.d
cmpeq	p0.h, p7/z, z5.h, z25.d
cmpeq	p0.s, p0/z, z30.s, z1.d
cmpge	p0.b, p0/z, z13.b, #0
cmpge	p11.d, p4/z, z23.d, #7
cmpge	p15.h, p4/z, z18.h, #4
cmpge	p4.s, p0/z, z4.s, #-2
cmpge	p10.b, p6/z, z20.b, z5.b
cmpge	p13.d, p6/z, z3.d, z17.d
cmpge	p7.h, p6/z, z16.h, z24.h
cmpge	p13.s, p7/z, z24.s, z11.s
cmpge	p10.b, p0/z, z18.b, z2.d
cmpge	p7.h, p7/z, z22.h, z7.d
cmpge	p10.s, p6/z, z29.s, z2.d
cmpgt	p15.b, p3/z, z7.b, #8
cmpgt	p15.d, p6/z, z26.d, #-1
cmpgt	p11.h, p3/z, z26.h, #1
cmpgt	p12.s, p5/z, z30.s, #-3
cmpgt	p2.b, p3/z, z21.b, z5.b
cmpgt	p13.d, p6/z, z28.d, z31.d
cmpgt	p0.h, p1/z, z30.h, z27.h
cmpgt	p2.s, p3/z, z9.s, z21.s
cmpgt	p2.b, p5/z, z19.b, z26.d
cmpgt	p15.h, p5/z, z27.h, z12.d
cmpgt	p13.s, p7/z, z13.s, z4.d
cmphi	p6.b, p2/z, z28.b, #71
cmphi	p11.d, p4/z, z24.d, #0
cmphi	p14.h, p1/z, z8.h, #69
cmphi	p8.s, p2/z, z24.s, #100
cmphi	p13.b, p1/z, z9.b, z6.b
cmphi	p3.d, p1/z, z15.d, z14.d
cmphi	p4.h, p2/z, z22.h, z31.h
cmphi	p7.s, p7/z, z24.s, z16.s
cmphi	p8.b, p0/z, z23.b, z14.d
cmphi	p12.h, p0/z, z7.h, z10.d
cmphi	p9.s, p5/z, z25.s, z14.d
cmphs	p7.b, p3/z, z4.b, #17
cmphs	p10.d, p5/z, z6.d, #0
cmphs	p6.h, p6/z, z26.h, #71
cmphs	p8.s, p1/z, z20.s, #59
cmphs	p15.b, p0/z, z29.b, z30.b
cmphs	p0.d, p1/z, z4.d, z13.d
cmphs	p8.h, p2/z, z1.h, z22.h
cmphs	p9.s, p0/z, z27.s, z3.s
cmphs	p6.b, p2/z, z7.b, z7.d
cmphs	p9.h, p0/z, z2.h, z20.d
cmphs	p12.s, p3/z, z14.s, z23.d
cmple	p2.b, p4/z, z24.b, #-12
cmple	p10.d, p4/z, z10.d, #-10
cmple	p15.h, p1/z, z31.h, #-6
cmple	p12.s, p2/z, z8.s, #10
cmple	p0.b, p3/z, z15.b, z25.d
cmple	p4.h, p5/z, z26.h, z28.d
cmple	p8.s, p1/z, z11.s, z5.d
cmplo	p8.b, p1/z, z5.b, #127
cmplo	p14.d, p7/z, z12.d, #52
cmplo	p15.h, p0/z, z10.h, #123
cmplo	p11.s, p3/z, z10.s, #65
cmplo	p10.b, p0/z, z9.b, z9.d
cmplo	p12.h, p1/z, z19.h, z28.d
cmplo	p4.s, p4/z, z12.s, z1.d
cmpls	p15.b, p1/z, z3.b, #8
cmpls	p0.d, p7/z, z27.d, #36
cmpls	p1.h, p6/z, z4.h, #0
cmpls	p8.s, p7/z, z24.s, #101
cmpls	p3.b, p0/z, z8.b, z9.d
cmpls	p8.h, p3/z, z27.h, z5.d
cmpls	p10.s, p7/z, z12.s, z21.d
cmplt	p7.b, p6/z, z10.b, #-6
cmplt	p6.d, p1/z, z18.d, #1
cmplt	p1.h, p1/z, z21.h, #-2
cmplt	p15.s, p3/z, z14.s, #-2
cmplt	p5.b, p1/z, z24.b, z25.d
cmplt	p12.h, p0/z, z20.h, z25.d
cmplt	p13.s, p5/z, z28.s, z0.d
cmpne	p4.b, p6/z, z0.b, #12
cmpne	p12.d, p6/z, z17.d, #8
cmpne	p4.h, p5/z, z3.h, #11
cmpne	p6.s, p6/z, z0.s, #-15
cmpne	p2.b, p3/z, z31.b, z11.b
cmpne	p3.d, p6/z, z6.d, z17.d
cmpne	p3.h, p3/z, z16.h, z1.h
cmpne	p8.s, p3/z, z22.s, z16.s
cmpne	p10.b, p7/z, z27.b, z28.d
cmpne	p11.h, p6/z, z31.h, z14.d
cmpne	p4.s, p5/z, z5.s, z19.d
cnot	z14.b, p4/m, z13.b
cnot	z26.d, p7/m, z13.d
cnot	z1.h, p4/m, z8.h
cnot	z6.s, p0/m, z21.s
cntb	x7, #27, mul #1
cntd	x2, #19, mul #15
cnth	x24, vl256, mul #7
cntp	x5, p9, p14.b
cntp	x28, p10, p11.d
cntp	x24, p14, p8.h
cntp	x15, p5, p2.s
cntw	x0, vl8, mul #1
cnt	z23.b, p1/m, z14.b
cnt	z1.d, p5/m, z18.d
cnt	z25.h, p3/m, z17.h
cnt	z12.s, p3/m, z14.s
cpy	z31.b, p5/m, #-87
cpy	z14.d, p6/m, #27648
cpy	z14.h, p10/m, #20736
cpy	z12.s, p11/m, #114
cpy	z20.b, p6/m, w21
cpy	z8.d, p5/m, x24
cpy	z1.h, p4/m, w13
cpy	z13.s, p4/m, w3
cpy	z4.b, p6/m, b22
cpy	z14.d, p0/m, d28
cpy	z3.h, p7/m, h6
cpy	z20.s, p7/m, s3
cpy	z17.b, p7/z, #-11
cpy	z29.d, p10/z, #-21504
cpy	z5.h, p14/z, #87
cpy	z13.s, p1/z, #-1280
ctermeq	w5, w29
ctermeq	x9, x28
ctermne	w19, w25
ctermne	x11, x16
decb	x24, all, mul #1
decd	x1, vl8, mul #1
decd	z8.d, vl5, mul #16
dech	x0, pow2, mul #15
dech	z16.h, all, mul #1
decp	x13, p13.b
decp	x18, p14.d
decp	x15, p7.h
decp	x17, p6.s
decp	z19.d, p5.d
decp	z16.h, p9.h
decp	z19.s, p5.s
decw	x8, vl8, mul #1
decw	z3.s, vl32, mul #1
dupm	z15.d, #0xfffff
dup	z10.b, #-99
dup	z15.d, #30464
dup	z24.h, #-87
dup	z13.s, #5376
dup	z25.b, w18
dup	z14.d, x2
dup	z8.h, w9
dup	z14.s, w20
dup	z15.q, z1.q[1]
dup	z12.h, z12.h[10]
dup	z15.s, z25.s[1]
dup	z2.d, z3.d[0]
dup	z12.b, z10.b[0]
eors	p7.b, p2/z, p3.b, p15.b
eorv	b29, p7, z27.b
eorv	d15, p5, z18.d
eorv	h29, p5, z17.h
eorv	s11, p7, z20.s
eor	p7.b, p2/z, p14.b, p9.b
eor	z15.d, z15.d, #0x3fffc00
eor	z18.b, p2/m, z18.b, z22.b
eor	z20.d, p4/m, z20.d, z7.d
eor	z29.h, p1/m, z29.h, z8.h
eor	z27.s, p2/m, z27.s, z9.s
eor	z25.d, z5.d, z19.d
ext	z11.b, z11.b, z29.b, #88
fabd	z6.d, p2/m, z6.d, z24.d
fabd	z4.h, p0/m, z4.h, z13.h
fabd	z26.s, p2/m, z26.s, z23.s
fabs	z0.d, p0/m, z18.d
fabs	z10.h, p1/m, z13.h
fabs	z20.s, p0/m, z22.s
facge	p15.d, p7/z, z15.d, z12.d
facge	p14.h, p1/z, z12.h, z27.h
facge	p13.s, p1/z, z23.s, z9.s
facgt	p5.d, p6/z, z12.d, z31.d
facgt	p5.h, p3/z, z5.h, z0.h
facgt	p3.s, p3/z, z2.s, z7.s
faddv	d2, p5, z10.d
faddv	h23, p6, z31.h
faddv	s29, p7, z7.s
fadd	z29.d, p4/m, z29.d, #0.5
fadd	z21.h, p1/m, z21.h, #0.5
fadd	z0.s, p3/m, z0.s, #0.5
fadd	z0.d, p1/m, z0.d, z7.d
fadd	z19.h, p2/m, z19.h, z7.h
fadd	z0.s, p7/m, z0.s, z14.s
fadd	z14.d, z30.d, z6.d
fadd	z1.h, z10.h, z5.h
fadd	z8.s, z8.s, z26.s
fcadd	z4.d, p5/m, z4.d, z23.d, #270
fcadd	z2.h, p6/m, z2.h, z2.h, #270
fcadd	z31.s, p1/m, z31.s, z4.s, #90
fcmeq	p14.d, p2/z, z19.d, #0.0
fcmeq	p4.h, p1/z, z8.h, #0.0
fcmeq	p10.s, p2/z, z28.s, #0.0
fcmeq	p15.d, p2/z, z14.d, z5.d
fcmeq	p11.h, p3/z, z26.h, z22.h
fcmeq	p12.s, p4/z, z24.s, z29.s
fcmge	p1.d, p3/z, z19.d, #0.0
fcmge	p1.h, p6/z, z12.h, #0.0
fcmge	p8.s, p5/z, z27.s, #0.0
fcmge	p7.d, p0/z, z16.d, z21.d
fcmge	p3.h, p4/z, z2.h, z29.h
fcmge	p14.s, p3/z, z31.s, z8.s
fcmgt	p7.d, p1/z, z9.d, #0.0
fcmgt	p15.h, p1/z, z6.h, #0.0
fcmgt	p10.s, p4/z, z19.s, #0.0
fcmgt	p4.d, p6/z, z3.d, z21.d
fcmgt	p9.h, p3/z, z15.h, z17.h
fcmgt	p6.s, p5/z, z8.s, z14.s
fcmla	z23.h, z25.h, z3.h[1], #270
fcmla	z17.s, z20.s, z14.s[1], #90
fcmla	z14.d, p6/m, z15.d, z13.d, #90
fcmla	z26.h, p7/m, z7.h, z31.h, #270
fcmla	z12.s, p1/m, z17.s, z25.s, #180
fcmle	p7.d, p4/z, z8.d, #0.0
fcmle	p5.h, p6/z, z26.h, #0.0
fcmle	p8.s, p0/z, z7.s, #0.0
fcmlt	p8.d, p0/z, z16.d, #0.0
fcmlt	p14.h, p4/z, z21.h, #0.0
fcmlt	p4.s, p1/z, z14.s, #0.0
fcmne	p2.d, p6/z, z22.d, #0.0
fcmne	p9.h, p4/z, z31.h, #0.0
fcmne	p12.s, p4/z, z23.s, #0.0
fcmne	p14.d, p0/z, z6.d, z9.d
fcmne	p15.h, p0/z, z8.h, z23.h
fcmne	p11.s, p3/z, z10.s, z4.s
fcmuo	p14.d, p5/z, z15.d, z15.d
fcmuo	p11.h, p5/z, z4.h, z25.h
fcmuo	p13.s, p4/z, z30.s, z28.s
fcpy	z2.d, p1/m, #3.62500000
fcpy	z3.h, p8/m, #-1.06250000
fcpy	z20.s, p15/m, #-2.75000000
fcvtzs	z20.d, p2/m, z25.d
fcvtzs	z25.d, p2/m, z3.h
fcvtzs	z0.d, p0/m, z9.s
fcvtzs	z6.h, p3/m, z13.h
fcvtzs	z10.s, p2/m, z25.d
fcvtzs	z7.s, p5/m, z3.h
fcvtzs	z1.s, p4/m, z5.s
fcvtzu	z24.d, p1/m, z18.d
fcvtzu	z0.d, p5/m, z26.h
fcvtzu	z19.d, p1/m, z7.s
fcvtzu	z0.h, p5/m, z12.h
fcvtzu	z13.s, p4/m, z7.d
fcvtzu	z4.s, p3/m, z1.h
fcvtzu	z0.s, p5/m, z28.s
fcvt	z22.d, p5/m, z20.h
fcvt	z13.d, p2/m, z0.s
fcvt	z17.h, p0/m, z7.d
fcvt	z20.h, p3/m, z2.s
fcvt	z9.s, p4/m, z10.d
fcvt	z26.s, p2/m, z26.h
fdivr	z22.d, p0/m, z22.d, z31.d
fdivr	z1.h, p2/m, z1.h, z29.h
fdivr	z23.s, p4/m, z23.s, z17.s
fdiv	z29.d, p1/m, z29.d, z31.d
fdiv	z25.h, p3/m, z25.h, z15.h
fdiv	z26.s, p5/m, z26.s, z1.s
fdup	z11.d, #1.50000000
fdup	z20.h, #-0.17187500
fdup	z22.s, #-1.50000000
fmad	z13.d, p5/m, z4.d, z5.d
fmad	z24.h, p3/m, z2.h, z10.h
fmad	z18.s, p0/m, z31.s, z21.s
fmaxnmv	d19, p1, z3.d
fmaxnmv	h13, p7, z15.h
fmaxnmv	s12, p4, z31.s
fmaxnm	z10.d, p4/m, z10.d, #1.0
fmaxnm	z19.h, p5/m, z19.h, #0.0
fmaxnm	z24.s, p5/m, z24.s, #1.0
fmaxnm	z20.d, p5/m, z20.d, z13.d
fmaxnm	z13.h, p1/m, z13.h, z26.h
fmaxnm	z31.s, p7/m, z31.s, z28.s
fmaxv	d31, p5, z8.d
fmaxv	h14, p4, z3.h
fmaxv	s8, p6, z25.s
fmax	z30.d, p1/m, z30.d, #1.0
fmax	z6.h, p5/m, z6.h, #0.0
fmax	z8.s, p6/m, z8.s, #0.0
fmax	z16.d, p5/m, z16.d, z15.d
fmax	z1.h, p4/m, z1.h, z31.h
fmax	z25.s, p1/m, z25.s, z13.s
fminnmv	d21, p4, z26.d
fminnmv	h20, p0, z1.h
fminnmv	s11, p6, z20.s
fminnm	z21.d, p1/m, z21.d, #1.0
fminnm	z4.h, p2/m, z4.h, #1.0
fminnm	z24.s, p6/m, z24.s, #1.0
fminnm	z18.d, p6/m, z18.d, z25.d
fminnm	z3.h, p1/m, z3.h, z6.h
fminnm	z21.s, p7/m, z21.s, z7.s
fminv	d5, p3, z26.d
fminv	h10, p3, z14.h
fminv	s22, p3, z19.s
fmin	z7.d, p0/m, z7.d, #1.0
fmin	z19.h, p5/m, z19.h, #0.0
fmin	z9.s, p7/m, z9.s, #1.0
fmin	z31.d, p2/m, z31.d, z1.d
fmin	z23.h, p1/m, z23.h, z1.h
fmin	z6.s, p7/m, z6.s, z19.s
fmla	z12.d, z3.d, z15.d[1]
fmla	z1.h, z21.h, z4.h[7]
fmla	z3.s, z7.s, z2.s[2]
fmla	z11.d, p3/m, z10.d, z19.d
fmla	z9.h, p3/m, z26.h, z1.h
fmla	z24.s, p7/m, z27.s, z20.s
fmls	z21.d, z26.d, z9.d[0]
fmls	z28.h, z7.h, z3.h[4]
fmls	z1.s, z28.s, z5.s[0]
fmls	z21.d, p6/m, z5.d, z8.d
fmls	z7.h, p3/m, z13.h, z23.h
fmls	z23.s, p5/m, z12.s, z6.s
fmsb	z20.d, p6/m, z12.d, z22.d
fmsb	z0.h, p6/m, z21.h, z30.h
fmsb	z3.s, p2/m, z22.s, z21.s
fmulx	z2.d, p4/m, z2.d, z11.d
fmulx	z28.h, p6/m, z28.h, z9.h
fmulx	z23.s, p5/m, z23.s, z7.s
fmul	z17.d, p3/m, z17.d, #0.5
fmul	z2.h, p6/m, z2.h, #2.0
fmul	z8.s, p7/m, z8.s, #2.0
fmul	z2.d, p7/m, z2.d, z0.d
fmul	z15.h, p7/m, z15.h, z23.h
fmul	z30.s, p5/m, z30.s, z12.s
fmul	z21.d, z9.d, z1.d[0]
fmul	z13.h, z18.h, z2.h[3]
fmul	z27.s, z22.s, z7.s[1]
fmul	z1.d, z31.d, z13.d
fmul	z21.h, z20.h, z30.h
fmul	z23.s, z9.s, z6.s
fneg	z23.d, p7/m, z22.d
fneg	z22.h, p7/m, z28.h
fneg	z6.s, p5/m, z23.s
fnmad	z5.d, p6/m, z12.d, z5.d
fnmad	z13.h, p0/m, z0.h, z15.h
fnmad	z1.s, p7/m, z30.s, z2.s
fnmla	z23.d, p7/m, z29.d, z14.d
fnmla	z15.h, p1/m, z22.h, z9.h
fnmla	z22.s, p6/m, z10.s, z14.s
fnmls	z11.d, p2/m, z24.d, z17.d
fnmls	z20.h, p3/m, z9.h, z3.h
fnmls	z13.s, p2/m, z0.s, z6.s
fnmsb	z6.d, p4/m, z21.d, z6.d
fnmsb	z8.h, p5/m, z7.h, z1.h
fnmsb	z27.s, p1/m, z17.s, z19.s
frecpe	z26.d, z13.d
frecpe	z23.h, z25.h
frecpe	z2.s, z23.s
frecps	z17.d, z4.d, z28.d
frecps	z24.h, z22.h, z30.h
frecps	z23.s, z11.s, z25.s
frecpx	z0.d, p6/m, z29.d
frecpx	z8.h, p1/m, z9.h
frecpx	z30.s, p3/m, z2.s
frinta	z0.d, p5/m, z22.d
frinta	z6.h, p5/m, z3.h
frinta	z25.s, p4/m, z5.s
frinti	z28.d, p0/m, z8.d
frinti	z4.h, p4/m, z18.h
frinti	z28.s, p2/m, z30.s
frintm	z11.d, p5/m, z16.d
frintm	z28.h, p1/m, z20.h
frintm	z17.s, p7/m, z14.s
frintn	z26.d, p5/m, z6.d
frintn	z12.h, p4/m, z16.h
frintn	z29.s, p3/m, z3.s
frintp	z6.d, p7/m, z31.d
frintp	z11.h, p7/m, z9.h
frintp	z5.s, p4/m, z25.s
frintx	z30.d, p5/m, z31.d
frintx	z16.h, p7/m, z13.h
frintx	z26.s, p6/m, z5.s
frintz	z2.d, p4/m, z19.d
frintz	z5.h, p6/m, z1.h
frintz	z24.s, p1/m, z3.s
frsqrte	z9.d, z2.d
frsqrte	z19.h, z30.h
frsqrte	z19.s, z12.s
frsqrts	z3.d, z0.d, z4.d
frsqrts	z26.h, z15.h, z27.h
frsqrts	z1.s, z22.s, z27.s
fscale	z7.d, p0/m, z7.d, z1.d
fscale	z31.h, p3/m, z31.h, z27.h
fscale	z8.s, p6/m, z8.s, z29.s
fsqrt	z6.d, p3/m, z31.d
fsqrt	z23.h, p0/m, z27.h
fsqrt	z15.s, p7/m, z14.s
fsubr	z26.d, p5/m, z26.d, #0.5
fsubr	z8.h, p5/m, z8.h, #0.5
fsubr	z20.s, p6/m, z20.s, #0.5
fsubr	z17.d, p2/m, z17.d, z8.d
fsubr	z2.h, p0/m, z2.h, z5.h
fsubr	z14.s, p0/m, z14.s, z5.s
fsub	z8.d, p2/m, z8.d, #1.0
fsub	z6.h, p0/m, z6.h, #0.5
fsub	z12.s, p0/m, z12.s, #1.0
fsub	z8.d, p3/m, z8.d, z3.d
fsub	z11.h, p3/m, z11.h, z26.h
fsub	z1.s, p3/m, z1.s, z12.s
fsub	z24.d, z7.d, z23.d
fsub	z15.h, z17.h, z31.h
fsub	z14.s, z21.s, z20.s
incb	x3, vl3, mul #1
incd	x27, #27, mul #8
incd	z8.d, #20, mul #7
inch	x26, pow2, mul #7
inch	z26.h, vl16, mul #16
incp	x18, p8.b
incp	x14, p3.d
incp	x29, p7.h
incp	x29, p7.s
incp	z9.d, p9.d
incp	z24.h, p14.h
incp	z18.s, p11.s
incw	x12, vl16, mul #14
incw	z3.s, mul3, mul #11
index	z10.b, #-2, #-7
index	z13.d, #7, #-13
index	z24.h, #4, #-10
index	z4.s, #1, #-4
index	z12.b, w21, #-6
index	z16.d, x8, #10
index	z26.h, w22, #-3
index	z14.s, w15, #6
index	z6.b, #8, w29
index	z18.d, #8, x2
index	z12.h, #1, w0
index	z15.s, #7, w6
index	z5.b, w24, w1
index	z15.d, x29, x19
index	z29.h, w12, w25
index	z17.s, w22, w3
insr	z12.b, w7
insr	z17.d, x24
insr	z12.h, w27
insr	z20.s, w19
insr	z22.b, b23
insr	z20.d, d0
insr	z3.h, h5
insr	z17.s, s14
lasta	w25, p1, z3.b
lasta	x5, p4, z2.d
lasta	w9, p7, z25.h
lasta	w15, p1, z29.s
lasta	b10, p1, z10.b
lasta	d0, p0, z11.d
lasta	h8, p1, z18.h
lasta	s17, p5, z19.s
lastb	w27, p5, z29.b
lastb	x22, p1, z10.d
lastb	w3, p6, z16.h
lastb	w11, p0, z5.s
lastb	b13, p3, z25.b
lastb	d22, p6, z20.d
lastb	h3, p2, z16.h
lastb	s10, p4, z30.s
ld1b	{ z16.b }, p7/z, [x7, #1, mul vl]
ld1b	{ z15.b }, p1/z, [x26, x29]
ld1b	{ z4.d }, p6/z, [x28, #-1, mul vl]
ld1b	{ z26.d }, p3/z, [x15, x10]
ld1b	{ z26.h }, p4/z, [x24, #7, mul vl]
ld1b	{ z0.h }, p6/z, [x26, x11]
ld1b	{ z27.s }, p3/z, [x19, #-8, mul vl]
ld1b	{ z27.s }, p0/z, [x14, x17]
ld1d	{ z28.d }, p0/z, [x19, #6, mul vl]
ld1d	{ z8.d }, p3/z, [x1, x9, lsl #3]
ld1h	{ z12.d }, p6/z, [x9, #0, mul vl]
ld1h	{ z5.d }, p0/z, [x5, x25, lsl #1]
ld1h	{ z30.h }, p2/z, [x19, #3, mul vl]
ld1h	{ z27.h }, p2/z, [x14, x13, lsl #1]
ld1h	{ z22.s }, p1/z, [x7, #-8, mul vl]
ld1h	{ z27.s }, p4/z, [x15, x0, lsl #1]
ld1rb	{ z1.b }, p1/z, [x10, #0]
ld1rb	{ z14.d }, p0/z, [x23, #0]
ld1rb	{ z1.h }, p1/z, [x17, #0]
ld1rb	{ z25.s }, p2/z, [x10, #0]
ld1rd	{ z4.d }, p2/z, [x22, #136]
ld1rh	{ z18.d }, p1/z, [x17, #16]
ld1rh	{ z6.h }, p1/z, [x25, #122]
ld1rh	{ z11.s }, p4/z, [x19, #84]
ld1rqb	{ z10.b }, p2/z, [x7, #-64]
ld1rqb	{ z23.b }, p7/z, [x8, x15]
ld1rqd	{ z0.d }, p2/z, [x17, #112]
ld1rqd	{ z1.d }, p3/z, [x2, x4, lsl #3]
ld1rqh	{ z15.h }, p7/z, [x12, #-112]
ld1rqh	{ z26.h }, p1/z, [x21, x24, lsl #1]
ld1rqw	{ z13.s }, p0/z, [x5, #96]
ld1rqw	{ z18.s }, p1/z, [x1, x1, lsl #2]
ld1rsb	{ z3.d }, p5/z, [x4, #57]
ld1rsb	{ z29.h }, p0/z, [x13, #0]
ld1rsb	{ z15.s }, p3/z, [x6, #0]
ld1rsh	{ z29.d }, p0/z, [x30, #0]
ld1rsh	{ z16.s }, p5/z, [x23, #126]
ld1rsw	{ z29.d }, p3/z, [x20, #168]
ld1rw	{ z6.d }, p5/z, [x24, #228]
ld1rw	{ z10.s }, p0/z, [x29, #0]
ld1sb	{ z0.d }, p3/z, [x14, #-3, mul vl]
ld1sb	{ z27.d }, p1/z, [sp, x13]
ld1sb	{ z14.h }, p3/z, [x4, #0, mul vl]
ld1sb	{ z9.h }, p3/z, [x23, x24]
ld1sb	{ z3.s }, p0/z, [x19, #4, mul vl]
ld1sb	{ z5.s }, p1/z, [x21, x9]
ld1sh	{ z1.d }, p0/z, [x18, #0, mul vl]
ld1sh	{ z23.d }, p7/z, [x6, x18, lsl #1]
ld1sh	{ z7.s }, p6/z, [sp, #5, mul vl]
ld1sh	{ z12.s }, p1/z, [x30, x13, lsl #1]
ld1sw	{ z25.d }, p1/z, [sp, #0, mul vl]
ld1sw	{ z11.d }, p2/z, [x15, x24, lsl #2]
ld1w	{ z7.d }, p1/z, [x6, #0, mul vl]
ld1w	{ z7.d }, p4/z, [x14, x6, lsl #2]
ld1w	{ z11.s }, p1/z, [x4, #5, mul vl]
ld1w	{ z1.s }, p7/z, [sp, x29, lsl #2]
ld2b	{ z26.b, z27.b }, p5/z, [x21, #12, mul vl]
ld2b	{ z26.b, z27.b }, p1/z, [x28, x2]
ld2d	{ z1.d, z2.d }, p3/z, [x17, #0, mul vl]
ld2d	{ z0.d, z1.d }, p4/z, [x15, x9, lsl #3]
ld2h	{ z0.h, z1.h }, p2/z, [x5, #-2, mul vl]
ld2h	{ z4.h, z5.h }, p6/z, [x14, x30, lsl #1]
ld2w	{ z21.s, z22.s }, p6/z, [x19, #-16, mul vl]
ld2w	{ z0.s, z1.s }, p3/z, [x26, x28, lsl #2]
ld3b	{ z0.b - z2.b }, p2/z, [sp, #-9, mul vl]
ld3b	{ z22.b - z24.b }, p6/z, [x2, x23]
ld3d	{ z3.d - z5.d }, p4/z, [x0, #0, mul vl]
ld3d	{ z12.d - z14.d }, p1/z, [x2, x8, lsl #3]
ld3h	{ z15.h - z17.h }, p6/z, [x5, #0, mul vl]
ld3h	{ z17.h - z19.h }, p2/z, [x21, x1, lsl #1]
ld3w	{ z22.s - z24.s }, p3/z, [x29, #0, mul vl]
ld3w	{ z4.s - z6.s }, p0/z, [x28, x14, lsl #2]
ld4b	{ z16.b - z19.b }, p6/z, [x16, #4, mul vl]
ld4b	{ z4.b - z7.b }, p4/z, [x2, x25]
ld4d	{ z9.d - z12.d }, p6/z, [x28, #0, mul vl]
ld4d	{ z27.d - z30.d }, p5/z, [x6, x8, lsl #3]
ld4h	{ z8.h - z11.h }, p0/z, [sp, #0, mul vl]
ld4h	{ z18.h - z21.h }, p7/z, [x15, x0, lsl #1]
ld4w	{ z30.s, z31.s, z0.s, z1.s }, p6/z, [x20, #8, mul vl]
ld4w	{ z14.s - z17.s }, p5/z, [x11, x11, lsl #2]
ldnt1b	{ z12.b }, p7/z, [x19, #0, mul vl]
ldnt1b	{ z28.b }, p0/z, [x23, x27]
ldnt1d	{ z20.d }, p7/z, [x18, #-6, mul vl]
ldnt1d	{ z28.d }, p5/z, [x22, x25, lsl #3]
ldnt1h	{ z24.h }, p7/z, [x1, #-4, mul vl]
ldnt1h	{ z2.h }, p3/z, [x21, x0, lsl #1]
ldnt1w	{ z12.s }, p3/z, [x12, #4, mul vl]
ldnt1w	{ z24.s }, p5/z, [x3, x8, lsl #2]
ldr	p0, [sp, #0, mul vl]
ldr	z2, [x22, #0, mul vl]
lslr	z22.b, p5/m, z22.b, z15.b
lslr	z10.d, p7/m, z10.d, z1.d
lslr	z28.h, p0/m, z28.h, z7.h
lslr	z27.s, p4/m, z27.s, z20.s
lsl	z4.b, p2/m, z4.b, z4.d
lsl	z22.h, p7/m, z22.h, z26.d
lsl	z23.s, p3/m, z23.s, z12.d
lsl	z11.b, z29.b, z31.d
lsl	z24.h, z14.h, z2.d
lsl	z7.s, z29.s, z4.d
lsl	z15.b, p6/m, z15.b, #3
lsl	z13.d, p5/m, z13.d, #34
lsl	z23.h, p0/m, z23.h, #11
lsl	z28.s, p6/m, z28.s, #10
lsl	z11.b, p0/m, z11.b, z20.b
lsl	z22.d, p0/m, z22.d, z20.d
lsl	z31.h, p1/m, z31.h, z18.h
lsl	z10.s, p6/m, z10.s, z27.s
lsl	z17.b, z14.b, #0
lsl	z29.d, z3.d, #25
lsl	z3.h, z9.h, #1
lsl	z31.s, z6.s, #30
lsrr	z28.b, p1/m, z28.b, z13.b
lsrr	z29.d, p2/m, z29.d, z31.d
lsrr	z22.h, p0/m, z22.h, z19.h
lsrr	z27.s, p1/m, z27.s, z6.s
lsr	z22.b, p2/m, z22.b, z15.d
lsr	z31.h, p1/m, z31.h, z21.d
lsr	z28.s, p5/m, z28.s, z10.d
lsr	z4.b, z11.b, z22.d
lsr	z28.h, z28.h, z27.d
lsr	z17.s, z16.s, z5.d
lsr	z5.b, p1/m, z5.b, #7
lsr	z29.d, p3/m, z29.d, #1
lsr	z1.h, p5/m, z1.h, #4
lsr	z23.s, p3/m, z23.s, #11
lsr	z11.b, p1/m, z11.b, z3.b
lsr	z20.d, p7/m, z20.d, z27.d
lsr	z16.h, p6/m, z16.h, z14.h
lsr	z20.s, p2/m, z20.s, z31.s
lsr	z1.b, z4.b, #1
lsr	z12.d, z2.d, #34
lsr	z21.h, z16.h, #2
lsr	z12.s, z4.s, #11
mad	z13.b, p2/m, z11.b, z20.b
mad	z26.d, p0/m, z7.d, z31.d
mad	z28.h, p7/m, z2.h, z24.h
mad	z21.s, p1/m, z7.s, z25.s
mla	z19.b, p7/m, z21.b, z6.b
mla	z27.d, p2/m, z8.d, z26.d
mla	z31.h, p0/m, z26.h, z24.h
mla	z21.s, p0/m, z21.s, z4.s
mls	z17.b, p7/m, z24.b, z3.b
mls	z18.d, p1/m, z27.d, z27.d
mls	z20.h, p0/m, z22.h, z10.h
mls	z29.s, p7/m, z1.s, z22.s
msb	z22.b, p0/m, z7.b, z29.b
msb	z18.d, p5/m, z3.d, z8.d
msb	z9.h, p0/m, z4.h, z15.h
msb	z20.s, p1/m, z26.s, z19.s
mul	z20.b, z20.b, #108
mul	z6.d, z6.d, #-70
mul	z2.h, z2.h, #-45
mul	z17.s, z17.s, #46
mul	z22.b, p5/m, z22.b, z18.b
mul	z18.d, p2/m, z18.d, z26.d
mul	z16.h, p0/m, z16.h, z23.h
mul	z14.s, p0/m, z14.s, z3.s
nands	p1.b, p4/z, p5.b, p3.b
nand	p2.b, p2/z, p12.b, p14.b
neg	z5.b, p6/m, z23.b
neg	z16.d, p0/m, z11.d
neg	z28.h, p7/m, z18.h
neg	z11.s, p4/m, z21.s
nors	p12.b, p3/z, p0.b, p6.b
nor	p1.b, p14/z, p9.b, p3.b
not	z11.b, p2/m, z1.b
not	z13.d, p6/m, z5.d
not	z24.h, p4/m, z24.h
not	z2.s, p4/m, z27.s
orns	p10.b, p0/z, p2.b, p8.b
orn	p7.b, p15/z, p15.b, p9.b
orrs	p5.b, p10/z, p7.b, p12.b
orr	p15.b, p9/z, p5.b, p1.b
orr	z4.d, z4.d, #0x1fffffffffffff0
orr	z5.b, p5/m, z5.b, z2.b
orr	z24.d, p4/m, z24.d, z11.d
orr	z5.h, p7/m, z5.h, z24.h
orr	z11.s, p7/m, z11.s, z24.s
orr	z12.d, z30.d, z30.d
orv	b8, p7, z20.b
orv	d0, p2, z15.d
orv	h15, p3, z1.h
orv	s1, p6, z20.s
pfalse	p2.b
pfirst	p4.b, p10, p4.b
pnext	p10.b, p1, p10.b
pnext	p15.d, p12, p15.d
pnext	p2.h, p5, p2.h
pnext	p13.s, p1, p13.s
prfb	pldl2keep, p2, [x10, #0, mul vl]
prfb	pstl2keep, p6, [x27, x18]
prfd	#15, p0, [x5, #0, mul vl]
prfd	#15, p6, [x14, x2, lsl #3]
prfh	#15, p0, [x2, #-32, mul vl]
prfh	#15, p3, [x28, x28, lsl #1]
prfw	pstl3strm, p0, [x12, #27, mul vl]
prfw	pldl3keep, p3, [x30, x7, lsl #2]
ptest	p5, p12.b
ptrues	p14.b, vl16
ptrues	p10.d, pow2
ptrues	p8.h, #28
ptrues	p4.s, vl8
ptrue	p7.b, all
ptrue	p8.d, vl8
ptrue	p7.h, all
ptrue	p2.s, vl5
punpkhi	p0.h, p4.b
punpklo	p4.h, p5.b
rbit	z0.b, p0/m, z21.b
rbit	z23.d, p5/m, z1.d
rbit	z28.h, p4/m, z13.h
rbit	z29.s, p4/m, z22.s
rdvl	x24, #-6
revb	z7.d, p5/m, z19.d
revb	z14.h, p1/m, z19.h
revb	z23.s, p0/m, z10.s
revh	z20.d, p6/m, z24.d
revh	z12.s, p6/m, z29.s
revw	z3.d, p5/m, z21.d
rev	p6.b, p5.b
rev	p9.d, p12.d
rev	p9.h, p12.h
rev	p12.s, p15.s
rev	z0.b, z20.b
rev	z1.d, z18.d
rev	z26.h, z29.h
rev	z17.s, z8.s
sabd	z5.b, p4/m, z5.b, z25.b
sabd	z25.d, p1/m, z25.d, z25.d
sabd	z23.h, p6/m, z23.h, z22.h
sabd	z18.s, p0/m, z18.s, z18.s
saddv	d15, p2, z16.b
saddv	d5, p6, z4.h
saddv	d29, p1, z30.s
scvtf	z15.d, p0/m, z18.d
scvtf	z31.d, p5/m, z27.s
scvtf	z7.h, p0/m, z13.d
scvtf	z8.h, p0/m, z20.h
scvtf	z12.h, p2/m, z9.s
scvtf	z4.s, p6/m, z4.d
scvtf	z23.s, p0/m, z4.s
sdivr	z1.d, p6/m, z1.d, z20.d
sdivr	z8.s, p7/m, z8.s, z5.s
sdiv	z6.d, p1/m, z6.d, z14.d
sdiv	z26.s, p0/m, z26.s, z22.s
sdot	z9.d, z3.h, z0.h[0]
sdot	z11.s, z5.b, z0.b[3]
sdot	z29.d, z16.h, z29.h
sdot	z12.s, z3.b, z22.b
sel	p9.b, p9, p10.b, p9.b
sel	z2.b, p4, z2.b, z8.b
sel	z21.d, p4, z13.d, z24.d
sel	z18.h, p1, z1.h, z16.h
sel	z12.s, p11, z19.s, z12.s
smaxv	b30, p6, z18.b
smaxv	d19, p6, z5.d
smaxv	h26, p3, z8.h
smaxv	s8, p6, z26.s
smax	z9.b, z9.b, #-34
smax	z7.d, z7.d, #56
smax	z10.h, z10.h, #60
smax	z17.s, z17.s, #-22
smax	z18.b, p2/m, z18.b, z19.b
smax	z22.d, p0/m, z22.d, z26.d
smax	z13.h, p7/m, z13.h, z13.h
smax	z29.s, p2/m, z29.s, z19.s
sminv	b13, p2, z28.b
sminv	d28, p3, z11.d
sminv	h25, p5, z22.h
sminv	s21, p7, z26.s
smin	z30.b, z30.b, #37
smin	z9.d, z9.d, #0
smin	z13.h, z13.h, #77
smin	z19.s, z19.s, #-67
smin	z12.b, p4/m, z12.b, z4.b
smin	z24.d, p1/m, z24.d, z12.d
smin	z15.h, p7/m, z15.h, z10.h
smin	z31.s, p1/m, z31.s, z7.s
smulh	z12.b, p7/m, z12.b, z25.b
smulh	z14.d, p4/m, z14.d, z27.d
smulh	z8.h, p5/m, z8.h, z9.h
smulh	z19.s, p1/m, z19.s, z24.s
splice	z5.b, p7, z5.b, z7.b
splice	z10.d, p0, z10.d, z30.d
splice	z12.h, p3, z12.h, z29.h
splice	z6.s, p6, z6.s, z10.s
sqadd	z1.b, z1.b, #66
sqadd	z12.d, z12.d, #171
sqadd	z30.h, z30.h, #255
sqadd	z14.s, z14.s, #255
sqadd	z7.b, z7.b, z20.b
sqadd	z21.d, z26.d, z25.d
sqadd	z3.h, z21.h, z13.h
sqadd	z29.s, z2.s, z12.s
sqdecb	x27, w27, #15, mul #1
sqdecb	x23, all, mul #1
sqdecd	x4, w4, vl7, mul #16
sqdecd	x4, all, mul #2
sqdecd	z18.d, #20, mul #14
sqdech	x3, w3, all, mul #1
sqdech	x20, vl256, mul #13
sqdech	z11.h, #27, mul #12
sqdecp	xzr, p11.b, wzr
sqdecp	x29, p8.d, w29
sqdecp	x28, p7.h, w28
sqdecp	x19, p0.s, w19
sqdecp	x21, p13.b
sqdecp	x29, p7.d
sqdecp	x26, p9.h
sqdecp	x19, p10.s
sqdecp	z20.d, p5.d
sqdecp	z22.h, p9.h
sqdecp	z2.s, p14.s
sqdecw	x12, w12, #19, mul #14
sqdecw	x23, vl6, mul #1
sqdecw	z16.s, all, mul #1
sqincb	x12, w12, all, mul #1
sqincb	x24, pow2, mul #4
sqincd	x28, w28, pow2, mul #11
sqincd	x23, vl64, mul #1
sqincd	z9.d, mul3, mul #13
sqinch	x5, w5, vl3, mul #6
sqinch	x24, all, mul #1
sqinch	z25.h, #27, mul #13
sqincp	x7, p5.b, w7
sqincp	x25, p0.d, w25
sqincp	x6, p8.h, w6
sqincp	x4, p7.s, w4
sqincp	x16, p5.b
sqincp	x19, p2.d
sqincp	x13, p5.h
sqincp	x30, p5.s
sqincp	z25.d, p8.d
sqincp	z31.h, p4.h
sqincp	z14.s, p2.s
sqincw	x16, w16, #22, mul #12
sqincw	x8, all, mul #1
sqincw	z19.s, #26, mul #13
sqsub	z22.b, z22.b, #70
sqsub	z19.d, z19.d, #65280
sqsub	z23.h, z23.h, #0, lsl #8
sqsub	z18.s, z18.s, #38656
sqsub	z0.b, z23.b, z26.b
sqsub	z7.d, z29.d, z9.d
sqsub	z13.h, z23.h, z25.h
sqsub	z31.s, z9.s, z11.s
st1b	{ z26.b }, p4, [x24, #7, mul vl]
st1b	{ z0.b }, p1, [x13, x13]
st1b	{ z19.d }, p5, [x7, #0, mul vl]
st1b	{ z29.d }, p4, [x4, x15]
st1b	{ z12.h }, p2, [x15, #0, mul vl]
st1b	{ z14.h }, p0, [x30, x8]
st1b	{ z24.s }, p7, [x16, #7, mul vl]
st1b	{ z5.s }, p4, [x15, x17]
st1d	{ z23.d }, p4, [x8, #-2, mul vl]
st1d	{ z11.d }, p1, [x7, x21, lsl #3]
st1h	{ z20.d }, p3, [x14, #-7, mul vl]
st1h	{ z28.d }, p7, [x28, x6, lsl #1]
st1h	{ z18.h }, p3, [x6, #0, mul vl]
st1h	{ z19.h }, p6, [x7, x11, lsl #1]
st1h	{ z8.s }, p4, [x1, #-8, mul vl]
st1h	{ z16.s }, p1, [x8, x22, lsl #1]
st1w	{ z20.d }, p7, [x2, #-3, mul vl]
st1w	{ z18.d }, p3, [x25, x25, lsl #2]
st1w	{ z18.s }, p1, [x0, #0, mul vl]
st1w	{ z22.s }, p2, [sp, x14, lsl #2]
st2b	{ z17.b, z18.b }, p1, [x19, #8, mul vl]
st2b	{ z18.b, z19.b }, p4, [x30, x3]
st2d	{ z10.d, z11.d }, p6, [x6, #-14, mul vl]
st2d	{ z10.d, z11.d }, p6, [x18, x16, lsl #3]
st2h	{ z11.h, z12.h }, p7, [x16, #-10, mul vl]
st2h	{ z21.h, z22.h }, p2, [x13, x19, lsl #1]
st2w	{ z8.s, z9.s }, p4, [x17, #2, mul vl]
st2w	{ z12.s, z13.s }, p6, [x9, x23, lsl #2]
st3b	{ z17.b - z19.b }, p0, [x20, #-6, mul vl]
st3b	{ z29.b - z31.b }, p6, [x18, x0]
st3d	{ z7.d - z9.d }, p0, [x11, #0, mul vl]
st3d	{ z23.d - z25.d }, p6, [x5, x12, lsl #3]
st3h	{ z4.h - z6.h }, p0, [x13, #0, mul vl]
st3h	{ z1.h - z3.h }, p3, [x19, x22, lsl #1]
st3w	{ z1.s - z3.s }, p0, [x27, #0, mul vl]
st3w	{ z20.s - z22.s }, p3, [x25, x15, lsl #2]
st4b	{ z15.b - z18.b }, p6, [x25, #-20, mul vl]
st4b	{ z20.b - z23.b }, p5, [x12, x22]
st4d	{ z21.d - z24.d }, p1, [x5, #20, mul vl]
st4d	{ z5.d - z8.d }, p7, [x5, x22, lsl #3]
st4h	{ z8.h - z11.h }, p6, [x7, #0, mul vl]
st4h	{ z8.h - z11.h }, p3, [x3, x26, lsl #1]
st4w	{ z0.s - z3.s }, p7, [x10, #0, mul vl]
st4w	{ z18.s - z21.s }, p4, [x26, x7, lsl #2]
stnt1b	{ z20.b }, p0, [x9, #1, mul vl]
stnt1b	{ z10.b }, p7, [x25, x28]
stnt1d	{ z4.d }, p5, [x30, #0, mul vl]
stnt1d	{ z27.d }, p5, [x24, x26, lsl #3]
stnt1h	{ z1.h }, p3, [x24, #7, mul vl]
stnt1h	{ z7.h }, p6, [x28, x30, lsl #1]
stnt1w	{ z14.s }, p7, [x27, #1, mul vl]
stnt1w	{ z5.s }, p6, [x25, x21, lsl #2]
str	p7, [x22, #0, mul vl]
str	z28, [x5, #191, mul vl]
subr	z17.b, z17.b, #19
subr	z23.d, z23.d, #31
subr	z27.h, z27.h, #18432
subr	z11.s, z11.s, #38912
subr	z30.b, p3/m, z30.b, z1.b
subr	z23.d, p7/m, z23.d, z14.d
subr	z24.h, p5/m, z24.h, z28.h
subr	z16.s, p6/m, z16.s, z14.s
sub	z3.b, z3.b, #47
sub	z14.d, z14.d, #37
sub	z15.h, z15.h, #24064
sub	z10.s, z10.s, #179
sub	z1.b, p4/m, z1.b, z19.b
sub	z29.d, p4/m, z29.d, z31.d
sub	z10.h, p7/m, z10.h, z18.h
sub	z3.s, p1/m, z3.s, z31.s
sub	z30.b, z31.b, z15.b
sub	z22.d, z14.d, z13.d
sub	z18.h, z16.h, z4.h
sub	z15.s, z1.s, z3.s
sunpkhi	z23.d, z11.s
sunpkhi	z11.h, z24.b
sunpkhi	z1.s, z27.h
sunpklo	z4.d, z15.s
sunpklo	z3.h, z8.b
sunpklo	z30.s, z28.h
sxtb	z18.d, p4/m, z18.d
sxtb	z16.h, p3/m, z1.h
sxtb	z25.s, p7/m, z24.s
sxth	z30.d, p5/m, z12.d
sxth	z26.s, p4/m, z13.s
sxtw	z15.d, p5/m, z16.d
tbl	z15.b, { z13.b }, z6.b
tbl	z3.d, { z29.d }, z11.d
tbl	z28.h, { z28.h }, z13.h
tbl	z26.s, { z21.s }, z15.s
trn1	p4.b, p12.b, p1.b
trn1	p9.d, p4.d, p9.d
trn1	p0.h, p0.h, p14.h
trn1	p7.s, p2.s, p11.s
trn1	z20.b, z4.b, z16.b
trn1	z4.d, z24.d, z11.d
trn1	z18.h, z4.h, z21.h
trn1	z13.s, z5.s, z25.s
trn2	p8.b, p1.b, p5.b
trn2	p6.d, p10.d, p7.d
trn2	p0.h, p12.h, p12.h
trn2	p0.s, p8.s, p3.s
trn2	z15.b, z14.b, z3.b
trn2	z8.d, z6.d, z18.d
trn2	z16.h, z26.h, z9.h
trn2	z22.s, z5.s, z28.s
uabd	z27.b, p4/m, z27.b, z2.b
uabd	z22.d, p4/m, z22.d, z0.d
uabd	z10.h, p4/m, z10.h, z5.h
uabd	z16.s, p3/m, z16.s, z30.s
uaddv	d22, p6, z4.b
uaddv	d16, p7, z15.d
uaddv	d12, p7, z9.h
uaddv	d30, p4, z7.s
ucvtf	z10.d, p1/m, z30.d
ucvtf	z14.d, p6/m, z21.s
ucvtf	z15.h, p4/m, z5.d
ucvtf	z22.h, p1/m, z2.h
ucvtf	z9.h, p6/m, z14.s
ucvtf	z3.s, p5/m, z16.d
ucvtf	z9.s, p7/m, z5.s
udivr	z26.d, p5/m, z26.d, z11.d
udivr	z22.s, p5/m, z22.s, z21.s
udiv	z24.d, p7/m, z24.d, z20.d
udiv	z22.s, p2/m, z22.s, z28.s
udot	z25.d, z18.h, z1.h[1]
udot	z10.s, z8.b, z3.b[2]
udot	z24.d, z9.h, z2.h
udot	z14.s, z9.b, z27.b
umaxv	b24, p0, z10.b
umaxv	d19, p2, z19.d
umaxv	h9, p6, z10.h
umaxv	s21, p7, z8.s
umax	z30.b, z30.b, #210
umax	z2.d, z2.d, #12
umax	z7.h, z7.h, #190
umax	z31.s, z31.s, #65
umax	z23.b, p7/m, z23.b, z27.b
umax	z10.d, p6/m, z10.d, z10.d
umax	z7.h, p3/m, z7.h, z17.h
umax	z14.s, p6/m, z14.s, z30.s
uminv	b16, p7, z27.b
uminv	d4, p3, z20.d
uminv	h26, p4, z0.h
uminv	s11, p0, z25.s
umin	z16.b, z16.b, #0
umin	z18.d, z18.d, #133
umin	z25.h, z25.h, #72
umin	z1.s, z1.s, #41
umin	z3.b, p3/m, z3.b, z9.b
umin	z11.d, p7/m, z11.d, z19.d
umin	z1.h, p2/m, z1.h, z11.h
umin	z14.s, p7/m, z14.s, z30.s
umulh	z4.b, p1/m, z4.b, z1.b
umulh	z26.d, p2/m, z26.d, z7.d
umulh	z3.h, p5/m, z3.h, z10.h
umulh	z10.s, p1/m, z10.s, z25.s
uqadd	z27.b, z27.b, #99
uqadd	z28.d, z28.d, #60928
uqadd	z12.h, z12.h, #170
uqadd	z3.s, z3.s, #0, lsl #8
uqadd	z28.b, z1.b, z5.b
uqadd	z6.d, z13.d, z7.d
uqadd	z29.h, z10.h, z30.h
uqadd	z26.s, z17.s, z22.s
uqdecb	w15, vl16, mul #1
uqdecb	x13, all, mul #12
uqdecd	w2, pow2, mul #13
uqdecd	x26, pow2, mul #11
uqdecd	z6.d, all, mul #16
uqdech	w16, vl32, mul #1
uqdech	x0, vl7, mul #16
uqdech	z5.h, #22, mul #1
uqdecp	w7, p13.b
uqdecp	w8, p15.d
uqdecp	w17, p11.h
uqdecp	w6, p1.s
uqdecp	x27, p5.b
uqdecp	x28, p4.d
uqdecp	x3, p8.h
uqdecp	x18, p11.s
uqdecp	z8.d, p11.d
uqdecp	z28.h, p6.h
uqdecp	z6.s, p0.s
uqdecw	w12, vl6, mul #1
uqdecw	x15, vl2, mul #1
uqdecw	z1.s, all, mul #1
uqincb	w2, vl16, mul #13
uqincb	x15, pow2, mul #1
uqincd	w5, vl128, mul #1
uqincd	x13, pow2, mul #4
uqincd	z16.d, mul4, mul #1
uqinch	w24, all, mul #8
uqinch	x25, mul4, mul #2
uqinch	z5.h, all, mul #1
uqincp	w27, p11.b
uqincp	w25, p4.d
uqincp	w5, p7.h
uqincp	w8, p9.s
uqincp	x23, p4.b
uqincp	x8, p4.d
uqincp	x1, p5.h
uqincp	x10, p8.s
uqincp	z29.d, p6.d
uqincp	z28.h, p15.h
uqincp	z5.s, p0.s
uqincw	w8, all, mul #15
uqincw	x1, all, mul #7
uqincw	z3.s, vl128, mul #1
uqsub	z20.b, z20.b, #3
uqsub	z30.d, z30.d, #27904
uqsub	z12.h, z12.h, #65
uqsub	z14.s, z14.s, #73
uqsub	z3.b, z19.b, z27.b
uqsub	z15.d, z21.d, z17.d
uqsub	z4.h, z27.h, z24.h
uqsub	z28.s, z25.s, z2.s
uunpkhi	z11.d, z17.s
uunpkhi	z2.h, z10.b
uunpkhi	z10.s, z31.h
uunpklo	z9.d, z9.s
uunpklo	z17.h, z23.b
uunpklo	z10.s, z9.h
uxtb	z8.d, p2/m, z19.d
uxtb	z22.h, p6/m, z13.h
uxtb	z1.s, p7/m, z18.s
uxth	z19.d, p1/m, z12.d
uxth	z30.s, p7/m, z17.s
uxtw	z27.d, p0/m, z25.d
uzp1	p7.b, p13.b, p7.b
uzp1	p6.d, p5.d, p7.d
uzp1	p9.h, p3.h, p13.h
uzp1	p13.s, p8.s, p12.s
uzp1	z11.b, z6.b, z13.b
uzp1	z14.d, z30.d, z22.d
uzp1	z20.h, z26.h, z16.h
uzp1	z30.s, z12.s, z15.s
uzp2	p13.b, p0.b, p7.b
uzp2	p15.d, p7.d, p1.d
uzp2	p2.h, p13.h, p15.h
uzp2	p8.s, p13.s, p15.s
uzp2	z3.b, z2.b, z23.b
uzp2	z23.d, z6.d, z24.d
uzp2	z0.h, z25.h, z25.h
uzp2	z16.s, z4.s, z26.s
whilele	p1.b, w14, wzr
whilele	p3.d, wzr, w29
whilele	p13.h, w18, w2
whilele	p4.s, w11, w15
whilele	p15.b, x28, xzr
whilele	p8.d, x7, x11
whilele	p2.h, x23, x11
whilele	p9.s, x12, x13
whilelo	p12.b, w20, w7
whilelo	p15.d, w13, w15
whilelo	p3.h, w7, w19
whilelo	p15.s, wzr, w14
whilelo	p5.b, x19, x28
whilelo	p5.d, x8, x24
whilelo	p0.h, x22, x30
whilelo	p11.s, x25, x4
whilels	p9.b, w26, w26
whilels	p2.d, w5, w8
whilels	p0.h, w5, w8
whilels	p5.s, w26, w3
whilels	p8.b, x16, x20
whilels	p3.d, x30, x3
whilels	p7.h, x5, xzr
whilels	p3.s, x11, x22
whilelt	p11.b, w13, w2
whilelt	p6.d, w21, w22
whilelt	p14.h, wzr, w20
whilelt	p13.s, w28, w29
whilelt	p5.b, x24, x20
whilelt	p1.d, x28, x1
whilelt	p3.h, x2, x18
whilelt	p13.s, x9, x21
zip1	p9.b, p12.b, p9.b
zip1	p5.d, p13.d, p4.d
zip1	p9.h, p1.h, p0.h
zip1	p8.s, p11.s, p15.s
zip1	z21.b, z14.b, z21.b
zip1	z17.d, z1.d, z25.d
zip1	z30.h, z12.h, z24.h
zip1	z13.s, z31.s, z27.s
zip2	p11.b, p9.b, p4.b
zip2	p3.d, p14.d, p10.d
zip2	p5.h, p8.h, p8.h
zip2	p10.s, p8.s, p15.s
zip2	z7.b, z10.b, z12.b
zip2	z5.d, z6.d, z23.d
zip2	z3.h, z23.h, z21.h
zip2	z19.s, z13.s, z12.s
