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
ldnt1b	{ z28.b }, p6/z, [x5, #0, mul vl]
ldnt1b	{ z15.b }, p7/z, [x30, x28]
ldnt1d	{ z8.d }, p4/z, [x18, #7, mul vl]
ldnt1d	{ z19.d }, p1/z, [x27, x27, lsl #3]
ldnt1h	{ z1.h }, p5/z, [x28, #-6, mul vl]
ldnt1h	{ z3.h }, p5/z, [x5, x27, lsl #1]
ldnt1w	{ z22.s }, p5/z, [x26, #1, mul vl]
ldnt1w	{ z7.s }, p1/z, [x8, x1, lsl #2]
ldr	p12, [x7, #0, mul vl]
ldr	z1, [x21, #0, mul vl]
lslr	z19.b, p4/m, z19.b, z15.b
lslr	z3.d, p3/m, z3.d, z23.d
lslr	z31.h, p5/m, z31.h, z18.h
lslr	z29.s, p2/m, z29.s, z31.s
lsl	z6.b, p4/m, z6.b, z21.d
lsl	z17.h, p5/m, z17.h, z13.d
lsl	z30.s, p2/m, z30.s, z3.d
lsl	z26.b, z8.b, z12.d
lsl	z0.h, z30.h, z10.d
lsl	z1.s, z13.s, z31.d
lsl	z5.b, p3/m, z5.b, #1
lsl	z26.d, p5/m, z26.d, #54
lsl	z17.h, p3/m, z17.h, #12
lsl	z22.s, p1/m, z22.s, #31
lsl	z13.b, p1/m, z13.b, z26.b
lsl	z4.d, p3/m, z4.d, z14.d
lsl	z6.h, p7/m, z6.h, z29.h
lsl	z3.s, p2/m, z3.s, z14.s
lsl	z3.b, z2.b, #6
lsl	z20.d, z30.d, #18
lsl	z19.h, z13.h, #14
lsl	z28.s, z27.s, #0
lsrr	z8.b, p4/m, z8.b, z25.b
lsrr	z14.d, p6/m, z14.d, z14.d
lsrr	z28.h, p0/m, z28.h, z1.h
lsrr	z23.s, p6/m, z23.s, z25.s
lsr	z18.b, p5/m, z18.b, z10.d
lsr	z2.h, p3/m, z2.h, z27.d
lsr	z23.s, p1/m, z23.s, z13.d
lsr	z25.b, z31.b, z17.d
lsr	z19.h, z1.h, z14.d
lsr	z17.s, z13.s, z14.d
lsr	z14.b, p1/m, z14.b, #6
lsr	z14.d, p5/m, z14.d, #1
lsr	z1.h, p1/m, z1.h, #8
lsr	z1.s, p5/m, z1.s, #3
lsr	z13.b, p0/m, z13.b, z4.b
lsr	z7.d, p7/m, z7.d, z14.d
lsr	z8.h, p1/m, z8.h, z15.h
lsr	z18.s, p7/m, z18.s, z4.s
lsr	z22.b, z0.b, #7
lsr	z11.d, z3.d, #31
lsr	z20.h, z6.h, #13
lsr	z19.s, z18.s, #5
mad	z8.b, p0/m, z17.b, z30.b
mad	z24.d, p4/m, z0.d, z7.d
mad	z29.h, p4/m, z18.h, z16.h
mad	z28.s, p0/m, z19.s, z9.s
mla	z14.b, p4/m, z15.b, z20.b
mla	z3.d, p1/m, z3.d, z2.d
mla	z4.h, p4/m, z6.h, z30.h
mla	z24.s, p4/m, z2.s, z7.s
mls	z23.b, p3/m, z19.b, z23.b
mls	z26.d, p0/m, z25.d, z30.d
mls	z5.h, p2/m, z1.h, z18.h
mls	z23.s, p4/m, z8.s, z2.s
msb	z9.b, p3/m, z8.b, z25.b
msb	z30.d, p6/m, z17.d, z27.d
msb	z19.h, p6/m, z12.h, z7.h
msb	z2.s, p1/m, z25.s, z27.s
mul	z10.b, z10.b, #-16
mul	z20.d, z20.d, #-5
mul	z22.h, z22.h, #127
mul	z12.s, z12.s, #-60
mul	z16.b, p6/m, z16.b, z25.b
mul	z7.d, p4/m, z7.d, z18.d
mul	z22.h, p1/m, z22.h, z18.h
mul	z10.s, p6/m, z10.s, z19.s
nands	p8.b, p1/z, p15.b, p2.b
nand	p13.b, p7/z, p7.b, p4.b
neg	z2.b, p2/m, z15.b
neg	z31.d, p4/m, z12.d
neg	z26.h, p0/m, z3.h
neg	z9.s, p5/m, z15.s
nors	p2.b, p10/z, p11.b, p11.b
nor	p6.b, p15/z, p9.b, p5.b
not	z2.b, p3/m, z11.b
not	z26.d, p7/m, z5.d
not	z21.h, p0/m, z24.h
not	z19.s, p2/m, z5.s
orns	p15.b, p8/z, p12.b, p6.b
orn	p0.b, p6/z, p8.b, p14.b
orrs	p9.b, p11/z, p6.b, p7.b
orr	p12.b, p0/z, p2.b, p5.b
orr	z10.d, z10.d, #0xffff00
orr	z16.b, p4/m, z16.b, z30.b
orr	z12.d, p5/m, z12.d, z21.d
orr	z11.h, p1/m, z11.h, z21.h
orr	z20.s, p7/m, z20.s, z23.s
orr	z5.d, z10.d, z10.d
orv	b31, p0, z8.b
orv	d20, p0, z19.d
orv	h31, p6, z21.h
orv	s5, p2, z18.s
pfalse	p13.b
pfirst	p9.b, p10, p9.b
pnext	p4.b, p11, p4.b
pnext	p9.d, p13, p9.d
pnext	p11.h, p7, p11.h
pnext	p11.s, p7, p11.s
prfb	pldl1keep, p4, [x4, #1, mul vl]
prfb	pstl1keep, p2, [x16, x7]
prfd	pldl1keep, p3, [x28, #0, mul vl]
prfd	pldl1keep, p6, [x12, x27, lsl #3]
prfh	pstl1keep, p3, [x11, #-3, mul vl]
prfh	#14, p1, [x17, x12, lsl #1]
prfw	pstl3strm, p4, [x27, #-14, mul vl]
prfw	#6, p6, [x16, x30, lsl #2]
ptest	p10, p11.b
ptrues	p9.b, vl5
ptrues	p14.d, mul4
ptrues	p14.h, vl5
ptrues	p2.s, #28
ptrue	p1.b, all
ptrue	p12.d, vl32
ptrue	p11.h, #26
ptrue	p10.s, #27
punpkhi	p4.h, p1.b
punpklo	p6.h, p13.b
rbit	z21.b, p2/m, z7.b
rbit	z5.d, p3/m, z10.d
rbit	z18.h, p4/m, z24.h
rbit	z25.s, p0/m, z20.s
rdvl	x11, #0
revb	z5.d, p1/m, z25.d
revb	z6.h, p4/m, z20.h
revb	z18.s, p3/m, z12.s
revh	z14.d, p1/m, z27.d
revh	z7.s, p1/m, z29.s
revw	z18.d, p6/m, z12.d
rev	p14.b, p11.b
rev	p5.d, p3.d
rev	p12.h, p11.h
rev	p3.s, p6.s
rev	z2.b, z4.b
rev	z31.d, z29.d
rev	z24.h, z20.h
rev	z0.s, z21.s
sabd	z30.b, p0/m, z30.b, z22.b
sabd	z10.d, p6/m, z10.d, z10.d
sabd	z28.h, p4/m, z28.h, z16.h
sabd	z13.s, p4/m, z13.s, z6.s
saddv	d21, p1, z6.b
saddv	d22, p7, z14.h
saddv	d14, p2, z2.s
scvtf	z8.d, p5/m, z9.d
scvtf	z1.d, p6/m, z4.s
scvtf	z23.h, p1/m, z25.d
scvtf	z27.h, p5/m, z23.h
scvtf	z20.h, p2/m, z19.s
scvtf	z14.s, p7/m, z20.d
scvtf	z26.s, p1/m, z28.s
sdivr	z6.d, p7/m, z6.d, z16.d
sdivr	z29.s, p3/m, z29.s, z3.s
sdiv	z6.d, p1/m, z6.d, z24.d
sdiv	z18.s, p4/m, z18.s, z24.s
sdot	z5.d, z30.h, z5.h[1]
sdot	z3.s, z18.b, z5.b[0]
sdot	z9.d, z8.h, z21.h
sdot	z9.s, z24.b, z18.b
sel	p4.b, p1, p8.b, p4.b
sel	z9.b, p15, z15.b, z30.b
sel	z16.d, p14, z9.d, z29.d
sel	z2.h, p11, z9.h, z25.h
sel	z1.s, p2, z15.s, z1.s
smaxv	b16, p5, z7.b
smaxv	d4, p5, z8.d
smaxv	h11, p1, z6.h
smaxv	s26, p0, z18.s
smax	z11.b, z11.b, #-98
smax	z28.d, z28.d, #74
smax	z7.h, z7.h, #0
smax	z18.s, z18.s, #93
smax	z7.b, p2/m, z7.b, z1.b
smax	z28.d, p7/m, z28.d, z21.d
smax	z6.h, p1/m, z6.h, z29.h
smax	z24.s, p7/m, z24.s, z11.s
sminv	b2, p1, z2.b
sminv	d19, p1, z7.d
sminv	h20, p2, z10.h
sminv	s8, p1, z21.s
smin	z16.b, z16.b, #-1
smin	z6.d, z6.d, #1
smin	z4.h, z4.h, #-1
smin	z27.s, z27.s, #-122
smin	z0.b, p4/m, z0.b, z27.b
smin	z27.d, p5/m, z27.d, z3.d
smin	z1.h, p6/m, z1.h, z0.h
smin	z13.s, p3/m, z13.s, z25.s
smulh	z4.b, p6/m, z4.b, z17.b
smulh	z18.d, p2/m, z18.d, z9.d
smulh	z21.h, p7/m, z21.h, z10.h
smulh	z26.s, p7/m, z26.s, z4.s
splice	z11.b, p1, z11.b, z23.b
splice	z17.d, p0, z17.d, z8.d
splice	z8.h, p3, z8.h, z18.h
splice	z21.s, p1, z21.s, z30.s
sqadd	z12.b, z12.b, #0
sqadd	z15.d, z15.d, #130
sqadd	z17.h, z17.h, #151
sqadd	z11.s, z11.s, #63
sqadd	z3.b, z2.b, z28.b
sqadd	z19.d, z16.d, z17.d
sqadd	z30.h, z26.h, z4.h
sqadd	z16.s, z11.s, z30.s
sqdecb	x5, w5, mul3, mul #1
sqdecb	x7, all, mul #1
sqdecd	x3, w3, vl3, mul #2
sqdecd	x8, pow2, mul #10
sqdecd	z5.d, vl5, mul #3
sqdech	x9, w9, all, mul #1
sqdech	x12, vl3, mul #10
sqdech	z11.h, #19, mul #4
sqdecp	x29, p9.b, w29
sqdecp	x2, p7.d, w2
sqdecp	x27, p13.h, w27
sqdecp	x19, p11.s, w19
sqdecp	x18, p1.b
sqdecp	x16, p12.d
sqdecp	x16, p0.h
sqdecp	x4, p8.s
sqdecp	z16.d, p8.d
sqdecp	z26.h, p8.h
sqdecp	z7.s, p13.s
sqdecw	x30, w30, vl128, mul #15
sqdecw	x14, vl2, mul #1
sqdecw	z12.s, all, mul #1
sqincb	x17, w17, all, mul #1
sqincb	x11, vl1, mul #14
sqincd	x23, w23, vl5, mul #6
sqincd	x6, vl8, mul #1
sqincd	z27.d, #21, mul #1
sqinch	x6, w6, pow2, mul #5
sqinch	x14, all, mul #1
sqinch	z26.h, vl256, mul #10
sqincp	x22, p10.b, w22
sqincp	x1, p4.d, w1
sqincp	xzr, p13.h, wzr
sqincp	x18, p8.s, w18
sqincp	x21, p12.b
sqincp	x25, p13.d
sqincp	x21, p10.h
sqincp	x13, p15.s
sqincp	z6.d, p1.d
sqincp	z13.h, p12.h
sqincp	z14.s, p3.s
sqincw	x26, w26, vl7, mul #16
sqincw	x27, all, mul #1
sqincw	z4.s, mul4, mul #2
sqsub	z1.b, z1.b, #189
sqsub	z2.d, z2.d, #212
sqsub	z28.h, z28.h, #64512
sqsub	z8.s, z8.s, #0, lsl #8
sqsub	z1.b, z27.b, z25.b
sqsub	z18.d, z13.d, z18.d
sqsub	z18.h, z4.h, z8.h
sqsub	z1.s, z13.s, z22.s
st1b	{ z24.b }, p3, [x3, #-6, mul vl]
st1b	{ z28.b }, p4, [x22, x15]
st1b	{ z21.d }, p7, [x9, #0, mul vl]
st1b	{ z8.d }, p3, [x19, x25]
st1b	{ z9.h }, p3, [x29, #0, mul vl]
st1b	{ z11.h }, p0, [x15, x20]
st1b	{ z4.s }, p4, [x8, #1, mul vl]
st1b	{ z29.s }, p7, [x1, x4]
st1d	{ z13.d }, p3, [x23, #7, mul vl]
st1d	{ z29.d }, p7, [x6, x25, lsl #3]
st1h	{ z9.d }, p7, [x10, #1, mul vl]
st1h	{ z27.d }, p6, [x25, x15, lsl #1]
st1h	{ z29.h }, p5, [x15, #3, mul vl]
st1h	{ z1.h }, p2, [x4, x21, lsl #1]
st1h	{ z9.s }, p0, [x6, #0, mul vl]
st1h	{ z11.s }, p4, [x26, x2, lsl #1]
st1w	{ z7.d }, p1, [x0, #-7, mul vl]
st1w	{ z21.d }, p3, [x22, x9, lsl #2]
st1w	{ z10.s }, p2, [x21, #-1, mul vl]
st1w	{ z16.s }, p1, [x25, x15, lsl #2]
st2b	{ z31.b, z0.b }, p4, [x25, #-14, mul vl]
st2b	{ z0.b, z1.b }, p1, [x24, x2]
st2d	{ z2.d, z3.d }, p6, [x24, #-8, mul vl]
st2d	{ z30.d, z31.d }, p1, [x4, x8, lsl #3]
st2h	{ z7.h, z8.h }, p6, [x1, #-8, mul vl]
st2h	{ z16.h, z17.h }, p4, [x0, x20, lsl #1]
st2w	{ z5.s, z6.s }, p4, [x0, #-12, mul vl]
st2w	{ z22.s, z23.s }, p2, [x6, x11, lsl #2]
st3b	{ z28.b - z30.b }, p5, [x2, #-18, mul vl]
st3b	{ z17.b - z19.b }, p5, [x1, x14]
st3d	{ z12.d - z14.d }, p1, [x16, #0, mul vl]
st3d	{ z29.d - z31.d }, p0, [x13, x19, lsl #3]
st3h	{ z20.h - z22.h }, p3, [x4, #-24, mul vl]
st3h	{ z1.h - z3.h }, p6, [x23, x28, lsl #1]
st3w	{ z6.s - z8.s }, p7, [x21, #0, mul vl]
st3w	{ z9.s - z11.s }, p0, [x22, x22, lsl #2]
st4b	{ z16.b - z19.b }, p2, [x29, #0, mul vl]
st4b	{ z16.b - z19.b }, p4, [x13, x7]
st4d	{ z15.d - z18.d }, p0, [x15, #-20, mul vl]
st4d	{ z10.d - z13.d }, p3, [x10, x20, lsl #3]
st4h	{ z28.h - z31.h }, p4, [x19, #0, mul vl]
st4h	{ z28.h - z31.h }, p2, [x2, x18, lsl #1]
st4w	{ z19.s - z22.s }, p1, [x25, #4, mul vl]
st4w	{ z22.s - z25.s }, p3, [x26, x4, lsl #2]
stnt1b	{ z25.b }, p7, [x1, #0, mul vl]
stnt1b	{ z24.b }, p0, [x12, x17]
stnt1d	{ z18.d }, p3, [x15, #0, mul vl]
stnt1d	{ z24.d }, p2, [x13, x28, lsl #3]
stnt1h	{ z28.h }, p0, [x21, #4, mul vl]
stnt1h	{ z0.h }, p4, [sp, x26, lsl #1]
stnt1w	{ z30.s }, p4, [x19, #4, mul vl]
stnt1w	{ z31.s }, p6, [x21, x21, lsl #2]
str	p10, [x5, #0, mul vl]
str	z24, [x15, #-2, mul vl]
subr	z20.b, z20.b, #77
subr	z6.d, z6.d, #117
subr	z1.h, z1.h, #55552
subr	z22.s, z22.s, #248
subr	z6.b, p5/m, z6.b, z23.b
subr	z21.d, p5/m, z21.d, z17.d
subr	z10.h, p2/m, z10.h, z10.h
subr	z31.s, p2/m, z31.s, z19.s
sub	z17.b, z17.b, #171
sub	z1.d, z1.d, #0
sub	z20.h, z20.h, #61184
sub	z9.s, z9.s, #768
sub	z17.b, p7/m, z17.b, z14.b
sub	z28.d, p4/m, z28.d, z21.d
sub	z27.h, p7/m, z27.h, z20.h
sub	z31.s, p6/m, z31.s, z23.s
sub	z4.b, z7.b, z23.b
sub	z11.d, z11.d, z24.d
sub	z1.h, z27.h, z4.h
sub	z15.s, z3.s, z8.s
sunpkhi	z13.d, z25.s
sunpkhi	z25.h, z26.b
sunpkhi	z30.s, z8.h
sunpklo	z4.d, z24.s
sunpklo	z1.h, z8.b
sunpklo	z18.s, z8.h
sxtb	z20.d, p0/m, z24.d
sxtb	z19.h, p2/m, z9.h
sxtb	z28.s, p5/m, z10.s
sxth	z14.d, p1/m, z18.d
sxth	z1.s, p4/m, z14.s
sxtw	z26.d, p7/m, z22.d
tbl	z14.b, { z26.b }, z11.b
tbl	z29.d, { z4.d }, z17.d
tbl	z3.h, { z4.h }, z4.h
tbl	z22.s, { z14.s }, z21.s
trn1	p9.b, p8.b, p13.b
trn1	p4.d, p11.d, p2.d
trn1	p14.h, p5.h, p4.h
trn1	p8.s, p9.s, p14.s
trn1	z1.b, z4.b, z3.b
trn1	z7.d, z13.d, z16.d
trn1	z23.h, z9.h, z27.h
trn1	z23.s, z13.s, z21.s
trn2	p4.b, p7.b, p9.b
trn2	p12.d, p15.d, p4.d
trn2	p15.h, p14.h, p15.h
trn2	p9.s, p9.s, p12.s
trn2	z7.b, z9.b, z0.b
trn2	z4.d, z31.d, z12.d
trn2	z11.h, z6.h, z4.h
trn2	z9.s, z22.s, z5.s
uabd	z21.b, p7/m, z21.b, z0.b
uabd	z6.d, p3/m, z6.d, z25.d
uabd	z12.h, p5/m, z12.h, z14.h
uabd	z6.s, p3/m, z6.s, z18.s
uaddv	d30, p7, z17.b
uaddv	d17, p2, z29.d
uaddv	d20, p2, z21.h
uaddv	d15, p5, z8.s
ucvtf	z8.d, p7/m, z22.d
ucvtf	z31.d, p7/m, z16.s
ucvtf	z18.h, p3/m, z11.d
ucvtf	z25.h, p4/m, z30.h
ucvtf	z18.h, p6/m, z4.s
ucvtf	z7.s, p1/m, z22.d
ucvtf	z28.s, p0/m, z29.s
udivr	z25.d, p6/m, z25.d, z24.d
udivr	z17.s, p0/m, z17.s, z10.s
udiv	z17.d, p6/m, z17.d, z16.d
udiv	z5.s, p6/m, z5.s, z4.s
udot	z27.d, z24.h, z8.h[1]
udot	z13.s, z30.b, z7.b[3]
udot	z30.d, z10.h, z8.h
udot	z30.s, z3.b, z17.b
umaxv	b22, p7, z17.b
umaxv	d10, p1, z14.d
umaxv	h6, p0, z8.h
umaxv	s8, p6, z23.s
umax	z12.b, z12.b, #186
umax	z3.d, z3.d, #132
umax	z0.h, z0.h, #0
umax	z7.s, z7.s, #90
umax	z23.b, p1/m, z23.b, z16.b
umax	z8.d, p6/m, z8.d, z19.d
umax	z11.h, p3/m, z11.h, z28.h
umax	z16.s, p2/m, z16.s, z27.s
uminv	b15, p6, z23.b
uminv	d20, p0, z16.d
uminv	h20, p4, z5.h
uminv	s21, p1, z28.s
umin	z13.b, z13.b, #214
umin	z3.d, z3.d, #145
umin	z3.h, z3.h, #19
umin	z3.s, z3.s, #250
umin	z26.b, p1/m, z26.b, z7.b
umin	z16.d, p6/m, z16.d, z7.d
umin	z16.h, p7/m, z16.h, z6.h
umin	z22.s, p3/m, z22.s, z28.s
umulh	z16.b, p3/m, z16.b, z20.b
umulh	z21.d, p0/m, z21.d, z3.d
umulh	z6.h, p1/m, z6.h, z2.h
umulh	z20.s, p0/m, z20.s, z19.s
uqadd	z27.b, z27.b, #122
uqadd	z27.d, z27.d, #1
uqadd	z8.h, z8.h, #0, lsl #8
uqadd	z30.s, z30.s, #17408
uqadd	z9.b, z23.b, z31.b
uqadd	z18.d, z23.d, z24.d
uqadd	z20.h, z6.h, z22.h
uqadd	z28.s, z17.s, z2.s
uqdecb	w2, pow2, mul #4
uqdecb	x3, #14, mul #8
uqdecd	w7, #26, mul #3
uqdecd	x9, vl3, mul #16
uqdecd	z24.d, vl256, mul #1
uqdech	w1, vl8, mul #5
uqdech	x12, vl7, mul #16
uqdech	z8.h, vl3, mul #1
uqdecp	wzr, p8.b
uqdecp	w11, p7.d
uqdecp	w23, p4.h
uqdecp	wzr, p4.s
uqdecp	x13, p3.b
uqdecp	x16, p2.d
uqdecp	x8, p1.h
uqdecp	x24, p12.s
uqdecp	z24.d, p0.d
uqdecp	z21.h, p5.h
uqdecp	z21.s, p14.s
uqdecw	w11, all, mul #14
uqdecw	x25, vl3, mul #2
uqdecw	z22.s, all, mul #1
uqincb	w8, all, mul #6
uqincb	x26, #22, mul #1
uqincd	w3, #16, mul #1
uqincd	x2, vl1, mul #6
uqincd	z25.d, vl7, mul #2
uqinch	w21, vl5, mul #5
uqinch	x10, vl1, mul #13
uqinch	z10.h, all, mul #1
uqincp	w6, p6.b
uqincp	w0, p12.d
uqincp	w1, p13.h
uqincp	w28, p0.s
uqincp	x5, p1.b
uqincp	x12, p10.d
uqincp	x25, p4.h
uqincp	x19, p13.s
uqincp	z24.d, p8.d
uqincp	z26.h, p3.h
uqincp	z21.s, p6.s
uqincw	w17, vl7, mul #12
uqincw	x19, #20, mul #1
uqincw	z9.s, pow2, mul #1
uqsub	z8.b, z8.b, #23
uqsub	z3.d, z3.d, #0
uqsub	z7.h, z7.h, #0, lsl #8
uqsub	z20.s, z20.s, #83
uqsub	z14.b, z3.b, z27.b
uqsub	z14.d, z0.d, z29.d
uqsub	z17.h, z7.h, z29.h
uqsub	z7.s, z1.s, z21.s
uunpkhi	z9.d, z3.s
uunpkhi	z17.h, z8.b
uunpkhi	z23.s, z25.h
uunpklo	z4.d, z5.s
uunpklo	z27.h, z16.b
uunpklo	z15.s, z2.h
uxtb	z5.d, p0/m, z25.d
uxtb	z7.h, p7/m, z29.h
uxtb	z27.s, p1/m, z20.s
uxth	z13.d, p4/m, z4.d
uxth	z2.s, p2/m, z26.s
uxtw	z19.d, p5/m, z24.d
uzp1	p5.b, p12.b, p3.b
uzp1	p10.d, p10.d, p14.d
uzp1	p14.h, p10.h, p5.h
uzp1	p14.s, p4.s, p10.s
uzp1	z4.b, z27.b, z19.b
uzp1	z0.d, z19.d, z4.d
uzp1	z19.h, z4.h, z7.h
uzp1	z3.s, z3.s, z29.s
uzp2	p14.b, p8.b, p3.b
uzp2	p10.d, p6.d, p7.d
uzp2	p1.h, p7.h, p15.h
uzp2	p3.s, p15.s, p14.s
uzp2	z8.b, z11.b, z15.b
uzp2	z31.d, z28.d, z31.d
uzp2	z16.h, z7.h, z11.h
uzp2	z4.s, z23.s, z11.s
whilele	p10.b, w10, w6
whilele	p5.d, w1, w21
whilele	p3.h, w24, w25
whilele	p6.s, w24, w2
whilele	p15.b, x22, x17
whilele	p6.d, x25, x22
whilele	p15.h, x3, x29
whilele	p1.s, x19, x30
whilelo	p2.b, w12, w26
whilelo	p13.d, w14, w25
whilelo	p5.h, w5, w17
whilelo	p7.s, w3, w14
whilelo	p15.b, x14, x24
whilelo	p10.d, x2, x1
whilelo	p0.h, x15, x13
whilelo	p4.s, x15, x23
whilels	p0.b, w1, w3
whilels	p10.d, w1, w15
whilels	p1.h, w21, w18
whilels	p12.s, w17, w14
whilels	p1.b, x4, x11
whilels	p11.d, x10, x29
whilels	p9.h, x2, x8
whilels	p12.s, x10, x27
whilelt	p13.b, w4, w4
whilelt	p7.d, w22, w18
whilelt	p14.h, w5, w22
whilelt	p2.s, w2, w2
whilelt	p13.b, x9, x5
whilelt	p14.d, x28, x16
whilelt	p12.h, x5, x18
whilelt	p8.s, x17, x17
zip1	p15.b, p8.b, p2.b
zip1	p10.d, p12.d, p4.d
zip1	p6.h, p15.h, p12.h
zip1	p10.s, p10.s, p2.s
zip1	z19.b, z29.b, z7.b
zip1	z17.d, z30.d, z6.d
zip1	z14.h, z15.h, z4.h
zip1	z9.s, z12.s, z7.s
zip2	p10.b, p12.b, p3.b
zip2	p2.d, p9.d, p3.d
zip2	p4.h, p5.h, p5.h
zip2	p12.s, p1.s, p11.s
zip2	z2.b, z25.b, z21.b
zip2	z12.d, z20.d, z12.d
zip2	z3.h, z21.h, z1.h
zip2	z7.s, z20.s, z20.s
