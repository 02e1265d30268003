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
clasta	w30, p6, w30, z3.b
clasta	x22, p6, x22, z12.d
clasta	w16, p2, w16, z17.h
clasta	w26, p1, w26, z5.s
clasta	b27, p2, b27, z20.b
clasta	d11, p3, d11, z28.d
clasta	h20, p6, h20, z8.h
clasta	s10, p0, s10, z12.s
clasta	z7.b, p2, z7.b, z18.b
clasta	z26.d, p5, z26.d, z31.d
clasta	z4.h, p7, z4.h, z0.h
clasta	z11.s, p1, z11.s, z1.s
clastb	w9, p1, w9, z23.b
clastb	x12, p2, x12, z22.d
clastb	w26, p1, w26, z31.h
clastb	w13, p7, w13, z28.s
clastb	b22, p2, b22, z7.b
clastb	d26, p4, d26, z27.d
clastb	h15, p2, h15, z1.h
clastb	s3, p7, s3, z12.s
clastb	z7.b, p5, z7.b, z19.b
clastb	z4.d, p6, z4.d, z7.d
clastb	z27.h, p0, z27.h, z29.h
clastb	z13.s, p2, z13.s, z29.s
cls	z20.b, p3/m, z5.b
cls	z15.d, p3/m, z22.d
cls	z14.h, p7/m, z31.h
cls	z26.s, p6/m, z4.s
clz	z9.b, p3/m, z7.b
clz	z0.d, p0/m, z14.d
clz	z6.h, p2/m, z21.h
clz	z22.s, p7/m, z26.s
cmpeq	p1.b, p6/z, z5.b, #5
cmpeq	p3.d, p3/z, z24.d, #-5
cmpeq	p1.h, p3/z, z17.h, #14
cmpeq	p7.s, p6/z, z15.s, #0
cmpeq	p3.b, p2/z, z25.b, z24.b
cmpeq	p13.d, p5/z, z25.d, z17.d
cmpeq	p14.h, p7/z, z10.h, z21.h
cmpeq	p8.s, p2/z, z0.s, z24.s
cmpeq	p1.b, p7/z, z22.b, z29.d
cmpeq	p0.h, p0/z, z12.h, z31.d
cmpeq	p7.s, p4/z, z3.s, z27.d
cmpge	p8.b, p5/z, z22.b, #15
cmpge	p8.d, p1/z, z6.d, #15
cmpge	p9.h, p7/z, z31.h, #8
cmpge	p3.s, p4/z, z31.s, #-15
cmpge	p0.b, p4/z, z8.b, z21.b
cmpge	p0.d, p7/z, z5.d, z25.d
cmpge	p0.h, p0/z, z30.h, z1.h
cmpge	p0.s, p0/z, z13.s, z25.s
cmpge	p8.b, p5/z, z9.b, z11.d
cmpge	p4.h, p4/z, z26.h, z19.d
cmpge	p1.s, p0/z, z2.s, z22.d
cmpgt	p13.b, p5/z, z14.b, #0
cmpgt	p11.d, p4/z, z23.d, #7
cmpgt	p15.h, p4/z, z18.h, #4
cmpgt	p4.s, p0/z, z4.s, #-2
cmpgt	p10.b, p6/z, z20.b, z5.b
cmpgt	p13.d, p6/z, z3.d, z17.d
cmpgt	p7.h, p6/z, z16.h, z24.h
cmpgt	p13.s, p7/z, z24.s, z11.s
cmpgt	p10.b, p0/z, z18.b, z2.d
cmpgt	p7.h, p7/z, z22.h, z7.d
cmpgt	p10.s, p6/z, z29.s, z2.d
cmphi	p15.b, p3/z, z7.b, #98
cmphi	p15.d, p6/z, z26.d, #62
cmphi	p11.h, p3/z, z26.h, #1
cmphi	p12.s, p5/z, z30.s, #52
cmphi	p2.b, p3/z, z21.b, z5.b
cmphi	p13.d, p6/z, z28.d, z31.d
cmphi	p0.h, p1/z, z30.h, z27.h
cmphi	p2.s, p3/z, z9.s, z21.s
cmphi	p2.b, p5/z, z19.b, z26.d
cmphi	p15.h, p5/z, z27.h, z12.d
cmphi	p13.s, p7/z, z13.s, z4.d
cmphs	p6.b, p2/z, z28.b, #71
cmphs	p11.d, p4/z, z24.d, #0
cmphs	p14.h, p1/z, z8.h, #69
cmphs	p8.s, p2/z, z24.s, #100
cmphs	p13.b, p1/z, z9.b, z6.b
cmphs	p3.d, p1/z, z15.d, z14.d
cmphs	p4.h, p2/z, z22.h, z31.h
cmphs	p7.s, p7/z, z24.s, z16.s
cmphs	p8.b, p0/z, z23.b, z14.d
cmphs	p12.h, p0/z, z7.h, z10.d
cmphs	p9.s, p5/z, z25.s, z14.d
cmple	p7.b, p3/z, z4.b, #-12
cmple	p10.d, p5/z, z6.d, #-16
cmple	p6.h, p6/z, z26.h, #1
cmple	p8.s, p1/z, z20.s, #-2
cmple	p15.b, p0/z, z29.b, z30.d
cmple	p0.h, p1/z, z4.h, z13.d
cmple	p8.s, p2/z, z1.s, z22.d
cmplo	p9.b, p0/z, z27.b, #127
cmplo	p4.d, p1/z, z7.d, #11
cmplo	p12.h, p6/z, z21.h, #87
cmplo	p12.s, p7/z, z2.s, #94
cmplo	p11.b, p1/z, z15.b, z3.d
cmplo	p9.h, p5/z, z13.h, z24.d
cmplo	p9.s, p0/z, z10.s, z24.d
cmpls	p5.b, p2/z, z15.b, #2
cmpls	p7.d, p3/z, z25.d, #20
cmpls	p0.h, p7/z, z28.h, #114
cmpls	p3.s, p6/z, z2.s, #20
cmpls	p10.b, p7/z, z22.b, z13.d
cmpls	p9.h, p7/z, z20.h, z30.d
cmpls	p15.s, p1/z, z22.s, z28.d
cmplt	p3.b, p1/z, z23.b, #1
cmplt	p3.d, p2/z, z12.d, #-16
cmplt	p15.h, p4/z, z3.h, #1
cmplt	p14.s, p3/z, z0.s, #-11
cmplt	p15.b, p7/z, z3.b, z13.d
cmplt	p7.h, p0/z, z27.h, z17.d
cmplt	p15.s, p2/z, z28.s, z30.d
cmpne	p10.b, p0/z, z23.b, #-7
cmpne	p1.d, p2/z, z13.d, #0
cmpne	p11.h, p6/z, z9.h, #-1
cmpne	p14.s, p4/z, z1.s, #-16
cmpne	p3.b, p5/z, z17.b, z21.b
cmpne	p4.d, p4/z, z3.d, z7.d
cmpne	p10.h, p7/z, z7.h, z5.h
cmpne	p10.s, p7/z, z1.s, z12.s
cmpne	p13.b, p0/z, z24.b, z8.d
cmpne	p9.h, p4/z, z13.h, z5.d
cmpne	p6.s, p7/z, z14.s, z30.d
cnot	z25.b, p5/m, z25.b
cnot	z27.d, p7/m, z0.d
cnot	z9.h, p0/m, z27.h
cnot	z30.s, p1/m, z23.s
cntb	x18, vl2, mul #1
cntd	x9, vl2, mul #9
cnth	x20, vl32, mul #14
cntp	x20, p13, p8.b
cntp	x28, p6, p4.d
cntp	x28, p2, p0.h
cntp	x5, p6, p15.s
cntw	x11, pow2, mul #1
cnt	z17.b, p5/m, z1.b
cnt	z2.d, p2/m, z13.d
cnt	z22.h, p6/m, z29.h
cnt	z22.s, p2/m, z20.s
cpy	z26.b, p14/m, #8
cpy	z2.d, p4/m, #0, lsl #8
cpy	z7.h, p9/m, #-8704
cpy	z7.s, p5/m, #17152
cpy	z10.b, p6/m, w27
cpy	z19.d, p2/m, x7
cpy	z8.h, p4/m, w24
cpy	z27.s, p6/m, w8
cpy	z28.b, p5/m, b8
cpy	z20.d, p5/m, d11
cpy	z24.h, p7/m, h6
cpy	z21.s, p3/m, s28
cpy	z24.b, p7/z, #-1
cpy	z31.d, p8/z, #-71
cpy	z26.h, p3/z, #0, lsl #8
cpy	z29.s, p15/z, #-124
ctermeq	w24, w25
ctermeq	x11, x11
ctermne	w5, w3
ctermne	xzr, x10
decb	x24, all, mul #1
decd	x3, vl7, mul #1
decd	z26.d, vl2, mul #7
dech	x11, vl8, mul #1
dech	z17.h, all, mul #1
decp	x13, p15.b
decp	x15, p7.d
decp	x8, p0.h
decp	x27, p2.s
decp	z7.d, p0.d
decp	z29.h, p4.h
decp	z19.s, p12.s
decw	x16, #19, mul #9
decw	z28.s, mul4, mul #1
dupm	z4.d, #0xffe07fffffffffff
dup	z18.b, #-75
dup	z24.d, #256
dup	z29.h, #-1
dup	z1.s, #-1792
dup	z0.b, w15
dup	z31.d, x2
dup	z11.h, w23
dup	z16.s, w28
dup	z7.q, z19.q[0]
dup	z7.h, z3.h[17]
dup	z30.s, z8.s[11]
dup	z11.d, z19.d[0]
dup	z16.b, z31.b[0]
eors	p7.b, p9/z, p4.b, p3.b
eorv	b2, p2, z26.b
eorv	d25, p4, z14.d
eorv	h2, p2, z9.h
eorv	s14, p5, z15.s
eor	p2.b, p2/z, p9.b, p3.b
eor	z31.d, z31.d, #0x7fffffffffffffff
eor	z17.b, p5/m, z17.b, z18.b
eor	z7.d, p0/m, z7.d, z22.d
eor	z0.h, p0/m, z0.h, z29.h
eor	z29.s, p1/m, z29.s, z2.s
eor	z24.d, z21.d, z25.d
ext	z27.b, z27.b, z3.b, #43
fabd	z28.d, p4/m, z28.d, z14.d
fabd	z21.h, p2/m, z21.h, z27.h
fabd	z18.s, p2/m, z18.s, z22.s
fabs	z19.d, p0/m, z30.d
fabs	z15.h, p6/m, z14.h
fabs	z21.s, p1/m, z1.s
facge	p2.d, p5/z, z2.d, z29.d
facge	p0.h, p1/z, z31.h, z6.h
facge	p11.s, p7/z, z6.s, z1.s
facgt	p10.d, p6/z, z25.d, z29.d
facgt	p13.h, p0/z, z30.h, z11.h
facgt	p4.s, p0/z, z4.s, z27.s
faddv	d4, p3, z20.d
faddv	h23, p0, z22.h
faddv	s8, p1, z30.s
fadd	z25.d, p2/m, z25.d, #1.0
fadd	z10.h, p3/m, z10.h, #0.5
fadd	z12.s, p7/m, z12.s, #1.0
fadd	z26.d, p1/m, z26.d, z9.d
fadd	z25.h, p5/m, z25.h, z0.h
fadd	z14.s, p5/m, z14.s, z17.s
fadd	z1.d, z27.d, z23.d
fadd	z12.h, z17.h, z14.h
fadd	z12.s, z3.s, z17.s
fcadd	z7.d, p3/m, z7.d, z7.d, #270
fcadd	z28.h, p5/m, z28.h, z23.h, #270
fcadd	z15.s, p3/m, z15.s, z10.s, #90
fcmeq	p8.d, p0/z, z13.d, #0.0
fcmeq	p1.h, p0/z, z0.h, #0.0
fcmeq	p9.s, p5/z, z13.s, #0.0
fcmeq	p14.d, p0/z, z19.d, z25.d
fcmeq	p11.h, p6/z, z31.h, z5.h
fcmeq	p13.s, p0/z, z3.s, z10.s
fcmge	p8.d, p2/z, z3.d, #0.0
fcmge	p7.h, p7/z, z0.h, #0.0
fcmge	p13.s, p7/z, z5.s, #0.0
fcmge	p1.d, p2/z, z5.d, z10.d
fcmge	p3.h, p6/z, z19.h, z19.h
fcmge	p7.s, p5/z, z12.s, z26.s
fcmgt	p9.d, p6/z, z16.d, #0.0
fcmgt	p9.h, p7/z, z9.h, #0.0
fcmgt	p9.s, p2/z, z4.s, #0.0
fcmgt	p4.d, p5/z, z9.d, z28.d
fcmgt	p15.h, p2/z, z14.h, z5.h
fcmgt	p11.s, p3/z, z26.s, z22.s
fcmla	z17.h, z15.h, z3.h[0], #0
fcmla	z25.s, z17.s, z10.s[0], #0
fcmla	z21.d, p4/m, z2.d, z29.d, #90
fcmla	z31.h, p3/m, z7.h, z4.h, #0
fcmla	z24.s, p6/m, z18.s, z9.s, #180
fcmle	p11.d, p1/z, z29.d, #0.0
fcmle	p1.h, p6/z, z1.h, #0.0
fcmle	p6.s, p0/z, z27.s, #0.0
fcmlt	p14.d, p3/z, z22.d, #0.0
fcmlt	p6.h, p1/z, z26.h, #0.0
fcmlt	p13.s, p0/z, z23.s, #0.0
fcmne	p6.d, p3/z, z6.d, #0.0
fcmne	p12.h, p3/z, z13.h, #0.0
fcmne	p8.s, p3/z, z26.s, #0.0
fcmne	p3.d, p7/z, z7.d, z31.d
fcmne	p2.h, p2/z, z12.h, z31.h
fcmne	p2.s, p4/z, z25.s, z9.s
fcmuo	p13.d, p4/z, z22.d, z25.d
fcmuo	p0.h, p0/z, z2.h, z9.h
fcmuo	p14.s, p4/z, z7.s, z18.s
fcpy	z14.d, p12/m, #-7.00000000
fcpy	z20.h, p8/m, #0.24218750
fcpy	z31.s, p7/m, #0.87500000
fcvtzs	z0.d, p7/m, z1.d
fcvtzs	z1.d, p3/m, z8.h
fcvtzs	z25.d, p4/m, z11.s
fcvtzs	z19.h, p4/m, z1.h
fcvtzs	z25.s, p1/m, z13.d
fcvtzs	z1.s, p6/m, z8.h
fcvtzs	z24.s, p6/m, z9.s
fcvtzu	z9.d, p7/m, z7.d
fcvtzu	z8.d, p3/m, z13.h
fcvtzu	z11.d, p4/m, z10.s
fcvtzu	z24.h, p0/m, z11.h
fcvtzu	z13.s, p2/m, z20.d
fcvtzu	z26.s, p7/m, z22.h
fcvtzu	z8.s, p7/m, z16.s
fcvt	z23.d, p7/m, z0.h
fcvt	z12.d, p7/m, z19.s
fcvt	z1.h, p5/m, z16.d
fcvt	z15.h, p2/m, z10.s
fcvt	z9.s, p4/m, z21.d
fcvt	z19.s, p0/m, z20.h
fdivr	z20.d, p5/m, z20.d, z27.d
fdivr	z12.h, p3/m, z12.h, z17.h
fdivr	z15.s, p3/m, z15.s, z28.s
fdiv	z15.d, p5/m, z15.d, z11.d
fdiv	z25.h, p6/m, z25.h, z23.h
fdiv	z1.s, p3/m, z1.s, z23.s
fdup	z8.d, #-1.75000000
fdup	z22.h, #-0.96875000
fdup	z17.s, #23.00000000
fmad	z22.d, p5/m, z20.d, z13.d
fmad	z17.h, p0/m, z17.h, z14.h
fmad	z2.s, p5/m, z28.s, z13.s
fmaxnmv	d31, p1, z9.d
fmaxnmv	h18, p2, z14.h
fmaxnmv	s0, p4, z24.s
fmaxnm	z1.d, p3/m, z1.d, #0.0
fmaxnm	z18.h, p1/m, z18.h, #0.0
fmaxnm	z3.s, p2/m, z3.s, #0.0
fmaxnm	z8.d, p3/m, z8.d, z5.d
fmaxnm	z4.h, p4/m, z4.h, z13.h
fmaxnm	z11.s, p0/m, z11.s, z18.s
fmaxv	d2, p2, z5.d
fmaxv	h6, p4, z22.h
fmaxv	s10, p4, z9.s
fmax	z8.d, p7/m, z8.d, #0.0
fmax	z13.h, p7/m, z13.h, #1.0
fmax	z31.s, p6/m, z31.s, #0.0
fmax	z25.d, p7/m, z25.d, z18.d
fmax	z1.h, p1/m, z1.h, z19.h
fmax	z22.s, p0/m, z22.s, z9.s
fminnmv	d3, p6, z24.d
fminnmv	h28, p3, z31.h
fminnmv	s20, p2, z14.s
fminnm	z12.d, p0/m, z12.d, #0.0
fminnm	z30.h, p1/m, z30.h, #1.0
fminnm	z6.s, p5/m, z6.s, #0.0
fminnm	z8.d, p6/m, z8.d, z5.d
fminnm	z28.h, p4/m, z28.h, z11.h
fminnm	z15.s, p0/m, z15.s, z25.s
fminv	d15, p2, z31.d
fminv	h10, p7, z27.h
fminv	s23, p3, z22.s
fmin	z5.d, p7/m, z5.d, #1.0
fmin	z20.h, p0/m, z20.h, #1.0
fmin	z20.s, p2/m, z20.s, #0.0
fmin	z5.d, p7/m, z5.d, z6.d
fmin	z17.h, p3/m, z17.h, z4.h
fmin	z10.s, p6/m, z10.s, z31.s
fmla	z15.d, z21.d, z8.d[0]
fmla	z31.h, z7.h, z0.h[5]
fmla	z27.s, z22.s, z7.s[0]
fmla	z9.d, p0/m, z21.d, z28.d
fmla	z31.h, p5/m, z1.h, z23.h
fmla	z6.s, p0/m, z6.s, z30.s
fmls	z13.d, z9.d, z10.d[1]
fmls	z25.h, z25.h, z1.h[7]
fmls	z5.s, z6.s, z1.s[3]
fmls	z30.d, p2/m, z14.d, z7.d
fmls	z23.h, p7/m, z6.h, z1.h
fmls	z27.s, p0/m, z0.s, z19.s
fmsb	z4.d, p7/m, z19.d, z12.d
fmsb	z1.h, p0/m, z27.h, z15.h
fmsb	z28.s, p1/m, z1.s, z25.s
fmulx	z21.d, p1/m, z21.d, z7.d
fmulx	z5.h, p1/m, z5.h, z4.h
fmulx	z9.s, p0/m, z9.s, z3.s
fmul	z26.d, p3/m, z26.d, #2.0
fmul	z27.h, p5/m, z27.h, #2.0
fmul	z9.s, p5/m, z9.s, #0.5
fmul	z3.d, p0/m, z3.d, z26.d
fmul	z1.h, p5/m, z1.h, z7.h
fmul	z19.s, p4/m, z19.s, z26.s
fmul	z19.d, z11.d, z10.d[0]
fmul	z17.h, z17.h, z0.h[1]
fmul	z11.s, z28.s, z6.s[1]
fmul	z23.d, z21.d, z3.d
fmul	z7.h, z27.h, z21.h
fmul	z20.s, z1.s, z9.s
fneg	z11.d, p4/m, z2.d
fneg	z26.h, p1/m, z25.h
fneg	z8.s, p4/m, z30.s
fnmad	z15.d, p5/m, z30.d, z30.d
fnmad	z12.h, p7/m, z13.h, z21.h
fnmad	z20.s, p5/m, z9.s, z6.s
fnmla	z24.d, p1/m, z6.d, z5.d
fnmla	z15.h, p5/m, z12.h, z20.h
fnmla	z15.s, p2/m, z9.s, z4.s
fnmls	z18.d, p1/m, z11.d, z6.d
fnmls	z29.h, p4/m, z4.h, z29.h
fnmls	z11.s, p2/m, z12.s, z14.s
fnmsb	z16.d, p1/m, z10.d, z22.d
fnmsb	z14.h, p3/m, z13.h, z4.h
fnmsb	z12.s, p6/m, z26.s, z22.s
frecpe	z8.d, z28.d
frecpe	z28.h, z6.h
frecpe	z25.s, z23.s
frecps	z26.d, z17.d, z9.d
frecps	z4.h, z25.h, z16.h
frecps	z15.s, z5.s, z18.s
frecpx	z22.d, p2/m, z14.d
frecpx	z11.h, p2/m, z24.h
frecpx	z17.s, p6/m, z14.s
frinta	z11.d, p5/m, z20.d
frinta	z9.h, p4/m, z14.h
frinta	z3.s, p1/m, z17.s
frinti	z16.d, p2/m, z15.d
frinti	z9.h, p5/m, z9.h
frinti	z24.s, p4/m, z28.s
frintm	z14.d, p1/m, z17.d
frintm	z17.h, p3/m, z6.h
frintm	z13.s, p1/m, z22.s
frintn	z10.d, p6/m, z18.d
frintn	z16.h, p3/m, z1.h
frintn	z12.s, p7/m, z10.s
frintp	z20.d, p1/m, z14.d
frintp	z23.h, p6/m, z3.h
frintp	z18.s, p1/m, z13.s
frintx	z2.d, p1/m, z17.d
frintx	z18.h, p7/m, z0.h
frintx	z11.s, p3/m, z26.s
frintz	z21.d, p7/m, z20.d
frintz	z4.h, p4/m, z3.h
frintz	z30.s, p5/m, z13.s
frsqrte	z3.d, z28.d
frsqrte	z29.h, z1.h
frsqrte	z26.s, z15.s
frsqrts	z21.d, z2.d, z27.d
frsqrts	z0.h, z23.h, z13.h
frsqrts	z25.s, z21.s, z3.s
fscale	z21.d, p4/m, z21.d, z6.d
fscale	z20.h, p7/m, z20.h, z23.h
fscale	z31.s, p4/m, z31.s, z30.s
fsqrt	z15.d, p0/m, z8.d
fsqrt	z27.h, p7/m, z16.h
fsqrt	z18.s, p4/m, z16.s
fsubr	z17.d, p7/m, z17.d, #1.0
fsubr	z22.h, p2/m, z22.h, #0.5
fsubr	z2.s, p4/m, z2.s, #0.5
fsubr	z18.d, p1/m, z18.d, z19.d
fsubr	z4.h, p2/m, z4.h, z16.h
fsubr	z27.s, p4/m, z27.s, z5.s
fsub	z22.d, p0/m, z22.d, #0.5
fsub	z15.h, p6/m, z15.h, #1.0
fsub	z4.s, p3/m, z4.s, #0.5
fsub	z3.d, p1/m, z3.d, z17.d
fsub	z21.h, p0/m, z21.h, z23.h
fsub	z12.s, p3/m, z12.s, z29.s
fsub	z1.d, z28.d, z4.d
fsub	z5.h, z13.h, z4.h
fsub	z26.s, z7.s, z0.s
incb	x12, mul4, mul #4
incd	x26, vl6, mul #7
incd	z27.d, vl8, mul #3
inch	x18, vl5, mul #1
inch	z17.h, mul4, mul #1
incp	x4, p9.b
incp	x24, p0.d
incp	x11, p0.h
incp	x21, p11.s
incp	z11.d, p2.d
incp	z28.h, p2.h
incp	z4.s, p5.s
incw	x5, vl6, mul #1
incw	z9.s, pow2, mul #7
index	z8.b, #0, #5
index	z4.d, #7, #-7
index	z0.h, #-2, #-4
index	z24.s, #1, #-4
index	z14.b, w27, #1
index	z3.d, x3, #5
index	z10.h, w18, #-4
index	z11.s, w24, #5
index	z5.b, #1, w27
index	z31.d, #13, x29
index	z3.h, #-13, wzr
index	z24.s, #1, w11
index	z8.b, w7, w0
index	z25.d, x20, x13
index	z5.h, w12, w21
index	z21.s, w23, w15
insr	z19.b, w1
insr	z4.d, x21
insr	z30.h, w7
insr	z25.s, w4
insr	z2.b, b7
insr	z16.d, d6
insr	z22.h, h15
insr	z29.s, s17
lasta	w15, p2, z2.b
lasta	x28, p7, z11.d
lasta	w14, p4, z14.h
lasta	w7, p1, z22.s
lasta	b9, p0, z9.b
lasta	d1, p7, z4.d
lasta	h22, p1, z9.h
lasta	s24, p5, z4.s
lastb	w23, p6, z9.b
lastb	x0, p6, z31.d
lastb	w6, p7, z23.h
lastb	w4, p5, z8.s
lastb	b23, p6, z29.b
lastb	d18, p6, z4.d
lastb	h31, p7, z31.h
lastb	s31, p6, z21.s
ld1b	{ z13.b }, p4/z, [x11, #3, mul vl]
ld1b	{ z18.b }, p1/z, [x16, x21]
ld1b	{ z13.d }, p3/z, [x26, #-8, mul vl]
ld1b	{ z6.d }, p1/z, [x24, x1]
ld1b	{ z5.h }, p4/z, [x27, #1, mul vl]
ld1b	{ z9.h }, p3/z, [x11, x18]
ld1b	{ z27.s }, p7/z, [x6, #-4, mul vl]
ld1b	{ z11.s }, p0/z, [x30, x21]
ld1d	{ z9.d }, p7/z, [x25, #6, mul vl]
ld1d	{ z5.d }, p3/z, [x13, x24, lsl #3]
ld1h	{ z27.d }, p3/z, [x19, #0, mul vl]
ld1h	{ z13.d }, p7/z, [x12, x11, lsl #1]
ld1h	{ z3.h }, p4/z, [x22, #1, mul vl]
ld1h	{ z18.h }, p4/z, [x23, x17, lsl #1]
ld1h	{ z15.s }, p2/z, [sp, #7, mul vl]
ld1h	{ z15.s }, p0/z, [x9, x20, lsl #1]
ld1rb	{ z25.b }, p2/z, [x13, #0]
ld1rb	{ z31.d }, p3/z, [x17, #0]
ld1rb	{ z18.h }, p4/z, [x29, #0]
ld1rb	{ z23.s }, p3/z, [x13, #0]
ld1rd	{ z8.d }, p5/z, [x0, #480]
ld1rh	{ z31.d }, p2/z, [x19, #14]
ld1rh	{ z12.h }, p4/z, [x0, #2]
ld1rh	{ z16.s }, p2/z, [x30, #114]
ld1rqb	{ z14.b }, p7/z, [x30, #-112]
ld1rqb	{ z10.b }, p5/z, [x20, x13]
ld1rqd	{ z1.d }, p5/z, [x7, #-32]
ld1rqd	{ z14.d }, p2/z, [x30, x26, lsl #3]
ld1rqh	{ z12.h }, p5/z, [x11, #48]
ld1rqh	{ z23.h }, p3/z, [x3, x3, lsl #1]
ld1rqw	{ z7.s }, p0/z, [x4, #64]
ld1rqw	{ z19.s }, p7/z, [x20, x16, lsl #2]
ld1rsb	{ z28.d }, p0/z, [x11, #12]
ld1rsb	{ z23.h }, p6/z, [x18, #0]
ld1rsb	{ z15.s }, p1/z, [x8, #31]
ld1rsh	{ z22.d }, p0/z, [x11, #0]
ld1rsh	{ z22.s }, p7/z, [x24, #42]
ld1rsw	{ z11.d }, p1/z, [sp, #184]
ld1rw	{ z29.d }, p2/z, [x15, #252]
ld1rw	{ z17.s }, p0/z, [x12, #0]
ld1sb	{ z18.d }, p1/z, [x1, #-8, mul vl]
ld1sb	{ z20.d }, p2/z, [x7, x1]
ld1sb	{ z23.h }, p1/z, [x11, #0, mul vl]
ld1sb	{ z7.h }, p2/z, [x21, x6]
ld1sb	{ z23.s }, p6/z, [x17, #-3, mul vl]
ld1sb	{ z1.s }, p7/z, [x16, x30]
ld1sh	{ z3.d }, p7/z, [x26, #0, mul vl]
ld1sh	{ z29.d }, p0/z, [x30, x28, lsl #1]
ld1sh	{ z13.s }, p2/z, [x8, #-6, mul vl]
ld1sh	{ z16.s }, p2/z, [x17, x11, lsl #1]
ld1sw	{ z23.d }, p6/z, [x3, #0, mul vl]
ld1sw	{ z2.d }, p3/z, [x11, x17, lsl #2]
ld1w	{ z10.d }, p4/z, [x16, #0, mul vl]
ld1w	{ z22.d }, p5/z, [x12, x27, lsl #2]
ld1w	{ z25.s }, p7/z, [x9, #-4, mul vl]
ld1w	{ z7.s }, p7/z, [x22, x26, lsl #2]
ld2b	{ z7.b, z8.b }, p0/z, [x20, #-8, mul vl]
ld2b	{ z18.b, z19.b }, p1/z, [x18, x2]
ld2d	{ z26.d, z27.d }, p0/z, [x6, #0, mul vl]
ld2d	{ z29.d, z30.d }, p6/z, [x14, x15, lsl #3]
ld2h	{ z6.h, z7.h }, p3/z, [x30, #0, mul vl]
ld2h	{ z14.h, z15.h }, p1/z, [x7, x20, lsl #1]
ld2w	{ z25.s, z26.s }, p1/z, [x4, #2, mul vl]
ld2w	{ z8.s, z9.s }, p3/z, [x9, x0, lsl #2]
ld3b	{ z12.b - z14.b }, p6/z, [x14, #-3, mul vl]
ld3b	{ z30.b, z31.b, z0.b }, p6/z, [x27, x28]
ld3d	{ z20.d - z22.d }, p0/z, [x1, #9, mul vl]
ld3d	{ z31.d, z0.d, z1.d }, p1/z, [x10, x16, lsl #3]
ld3h	{ z11.h - z13.h }, p1/z, [x8, #9, mul vl]
ld3h	{ z14.h - z16.h }, p6/z, [x3, x29, lsl #1]
ld3w	{ z30.s, z31.s, z0.s }, p2/z, [x13, #0, mul vl]
ld3w	{ z11.s - z13.s }, p4/z, [x11, x9, lsl #2]
ld4b	{ z10.b - z13.b }, p1/z, [x25, #-8, mul vl]
ld4b	{ z25.b - z28.b }, p4/z, [x16, x2]
ld4d	{ z14.d - z17.d }, p4/z, [x19, #0, mul vl]
ld4d	{ z28.d - z31.d }, p6/z, [x10, x29, lsl #3]
ld4h	{ z21.h - z24.h }, p6/z, [x26, #8, mul vl]
ld4h	{ z30.h, z31.h, z0.h, z1.h }, p6/z, [x21, x16, lsl #1]
ld4w	{ z8.s - z11.s }, p4/z, [x22, #-12, mul vl]
ld4w	{ z18.s - z21.s }, p1/z, [x29, x21, lsl #2]
ldnt1b	{ z11.b }, p6/z, [x26, #0, mul vl]
ldnt1b	{ z11.b }, p7/z, [x5, x27]
ldnt1d	{ z31.d }, p7/z, [x13, #4, mul vl]
ldnt1d	{ z9.d }, p2/z, [sp, x6, lsl #3]
ldnt1h	{ z20.h }, p6/z, [x26, #-6, mul vl]
ldnt1h	{ z3.h }, p7/z, [x17, x24, lsl #1]
ldnt1w	{ z5.s }, p0/z, [x0, #1, mul vl]
ldnt1w	{ z8.s }, p0/z, [x21, x3, lsl #2]
ldr	p2, [x9, #0, mul vl]
ldr	z25, [x18, #0, mul vl]
lslr	z20.b, p5/m, z20.b, z27.b
lslr	z19.d, p3/m, z19.d, z8.d
lslr	z26.h, p6/m, z26.h, z11.h
lslr	z1.s, p3/m, z1.s, z1.s
lsl	z22.b, p1/m, z22.b, z12.d
lsl	z10.h, p1/m, z10.h, z20.d
lsl	z29.s, p6/m, z29.s, z13.d
lsl	z2.b, z28.b, z16.d
lsl	z6.h, z14.h, z23.d
lsl	z21.s, z24.s, z15.d
lsl	z11.b, p7/m, z11.b, #0
lsl	z31.d, p7/m, z31.d, #19
lsl	z26.h, p4/m, z26.h, #2
lsl	z2.s, p0/m, z2.s, #24
lsl	z20.b, p5/m, z20.b, z23.b
lsl	z3.d, p5/m, z3.d, z2.d
lsl	z0.h, p0/m, z0.h, z2.h
lsl	z30.s, p1/m, z30.s, z1.s
lsl	z2.b, z7.b, #1
lsl	z25.d, z12.d, #30
lsl	z3.h, z15.h, #15
lsl	z24.s, z14.s, #31
lsrr	z29.b, p1/m, z29.b, z26.b
lsrr	z17.d, p2/m, z17.d, z15.d
lsrr	z26.h, p1/m, z26.h, z17.h
lsrr	z29.s, p1/m, z29.s, z23.s
lsr	z14.b, p3/m, z14.b, z31.d
lsr	z22.h, p6/m, z22.h, z29.d
lsr	z9.s, p6/m, z9.s, z5.d
lsr	z20.b, z19.b, z9.d
lsr	z19.h, z3.h, z6.d
lsr	z18.s, z31.s, z21.d
lsr	z17.b, p5/m, z17.b, #7
lsr	z22.d, p7/m, z22.d, #43
lsr	z10.h, p2/m, z10.h, #9
lsr	z29.s, p0/m, z29.s, #4
lsr	z9.b, p3/m, z9.b, z9.b
lsr	z26.d, p1/m, z26.d, z10.d
lsr	z14.h, p1/m, z14.h, z12.h
lsr	z29.s, p0/m, z29.s, z18.s
lsr	z14.b, z3.b, #1
lsr	z6.d, z20.d, #57
lsr	z4.h, z2.h, #11
lsr	z15.s, z22.s, #18
mad	z25.b, p6/m, z15.b, z4.b
mad	z13.d, p2/m, z0.d, z8.d
mad	z16.h, p6/m, z14.h, z27.h
mad	z29.s, p7/m, z0.s, z27.s
mla	z19.b, p3/m, z17.b, z13.b
mla	z14.d, p1/m, z5.d, z16.d
mla	z8.h, p0/m, z1.h, z4.h
mla	z10.s, p1/m, z16.s, z3.s
mls	z18.b, p4/m, z4.b, z22.b
mls	z0.d, p1/m, z7.d, z10.d
mls	z23.h, p3/m, z3.h, z15.h
mls	z10.s, p5/m, z13.s, z4.s
msb	z1.b, p1/m, z28.b, z19.b
msb	z14.d, p4/m, z1.d, z21.d
msb	z22.h, p2/m, z30.h, z2.h
msb	z2.s, p4/m, z19.s, z24.s
mul	z26.b, z26.b, #-33
mul	z30.d, z30.d, #-85
mul	z0.h, z0.h, #54
mul	z9.s, z9.s, #-31
mul	z18.b, p5/m, z18.b, z23.b
mul	z15.d, p3/m, z15.d, z29.d
mul	z3.h, p7/m, z3.h, z30.h
mul	z18.s, p0/m, z18.s, z18.s
nands	p6.b, p15/z, p0.b, p1.b
nand	p6.b, p10/z, p11.b, p11.b
neg	z26.b, p4/m, z3.b
neg	z14.d, p3/m, z0.d
neg	z13.h, p7/m, z9.h
neg	z4.s, p7/m, z29.s
nors	p13.b, p0/z, p12.b, p2.b
nor	p4.b, p11/z, p0.b, p14.b
not	z20.b, p5/m, z5.b
not	z15.d, p1/m, z1.d
not	z12.h, p6/m, z13.h
not	z8.s, p0/m, z27.s
orns	p13.b, p8/z, p1.b, p13.b
orn	p12.b, p3/z, p9.b, p0.b
orrs	p12.b, p11/z, p9.b, p4.b
orr	p7.b, p7/z, p2.b, p0.b
orr	z25.d, z25.d, #0x7fe
orr	z28.b, p1/m, z28.b, z18.b
orr	z11.d, p7/m, z11.d, z21.d
orr	z6.h, p4/m, z6.h, z18.h
orr	z27.s, p7/m, z27.s, z13.s
orr	z14.d, z6.d, z6.d
orv	b4, p4, z24.b
orv	d2, p4, z18.d
orv	h27, p4, z26.h
orv	s6, p1, z20.s
pfalse	p11.b
pfirst	p0.b, p1, p0.b
pnext	p13.b, p14, p13.b
pnext	p2.d, p10, p2.d
pnext	p1.h, p12, p1.h
pnext	p6.s, p5, p6.s
prfb	#14, p0, [x12, #-23, mul vl]
prfb	pldl3keep, p7, [x30, x13]
prfd	pldl3strm, p1, [x9, #0, mul vl]
prfd	pstl2keep, p3, [x18, x19, lsl #3]
prfh	pstl2strm, p4, [x22, #15, mul vl]
prfh	pldl1keep, p5, [x15, x18, lsl #1]
prfw	pldl1keep, p0, [x4, #12, mul vl]
prfw	pldl2keep, p0, [x1, x14, lsl #2]
ptest	p8, p11.b
ptrues	p9.b, mul3
ptrues	p6.d, vl7
ptrues	p6.h, pow2
ptrues	p9.s, pow2
ptrue	p15.b, all
ptrue	p11.d, all
ptrue	p8.h, #24
ptrue	p2.s, vl2
punpkhi	p9.h, p13.b
punpklo	p13.h, p1.b
rbit	z19.b, p7/m, z8.b
rbit	z31.d, p3/m, z16.d
rbit	z29.h, p7/m, z14.h
rbit	z22.s, p4/m, z28.s
rdvl	x5, #0
revb	z22.d, p3/m, z26.d
revb	z16.h, p2/m, z14.h
revb	z0.s, p1/m, z22.s
revh	z1.d, p2/m, z8.d
revh	z10.s, p0/m, z27.s
revw	z11.d, p3/m, z31.d
rev	p2.b, p13.b
rev	p11.d, p1.d
rev	p11.h, p1.h
rev	p11.s, p4.s
rev	z13.b, z31.b
rev	z16.d, z5.d
rev	z10.h, z13.h
rev	z20.s, z17.s
sabd	z21.b, p2/m, z21.b, z3.b
sabd	z14.d, p1/m, z14.d, z26.d
sabd	z4.h, p6/m, z4.h, z31.h
sabd	z9.s, p5/m, z9.s, z21.s
saddv	d21, p0, z11.b
saddv	d10, p2, z29.h
saddv	d3, p3, z13.s
scvtf	z13.d, p0/m, z20.d
scvtf	z11.d, p0/m, z15.s
scvtf	z15.h, p2/m, z16.d
scvtf	z5.h, p1/m, z29.h
scvtf	z6.h, p3/m, z16.s
scvtf	z17.s, p2/m, z22.d
scvtf	z28.s, p2/m, z17.s
sdivr	z2.d, p3/m, z2.d, z11.d
sdivr	z0.s, p5/m, z0.s, z8.s
sdiv	z23.d, p5/m, z23.d, z4.d
sdiv	z9.s, p5/m, z9.s, z11.s
sdot	z5.d, z1.h, z9.h[0]
sdot	z13.s, z28.b, z5.b[0]
sdot	z27.d, z27.h, z29.h
sdot	z16.s, z25.b, z9.b
sel	p2.b, p11, p7.b, p2.b
sel	z25.b, p13, z18.b, z23.b
sel	z23.d, p10, z21.d, z8.d
sel	z19.h, p7, z13.h, z30.h
sel	z20.s, p13, z21.s, z20.s
smaxv	b21, p0, z7.b
smaxv	d1, p1, z14.d
smaxv	h5, p0, z14.h
smaxv	s15, p1, z21.s
smax	z4.b, z4.b, #23
smax	z6.d, z6.d, #-104
smax	z18.h, z18.h, #-43
smax	z30.s, z30.s, #82
smax	z18.b, p4/m, z18.b, z5.b
smax	z26.d, p3/m, z26.d, z8.d
smax	z27.h, p6/m, z27.h, z4.h
smax	z4.s, p4/m, z4.s, z28.s
sminv	b7, p1, z26.b
sminv	d1, p4, z9.d
sminv	h16, p3, z25.h
sminv	s30, p1, z15.s
smin	z13.b, z13.b, #0
smin	z29.d, z29.d, #-1
smin	z7.h, z7.h, #39
smin	z23.s, z23.s, #-11
smin	z10.b, p6/m, z10.b, z18.b
smin	z28.d, p6/m, z28.d, z21.d
smin	z27.h, p1/m, z27.h, z23.h
smin	z1.s, p7/m, z1.s, z3.s
smulh	z0.b, p7/m, z0.b, z29.b
smulh	z28.d, p1/m, z28.d, z22.d
smulh	z9.h, p4/m, z9.h, z31.h
smulh	z5.s, p2/m, z5.s, z21.s
splice	z8.b, p4, z8.b, z12.b
splice	z22.d, p4, z22.d, z0.d
splice	z20.h, p1, z20.h, z2.h
splice	z11.s, p4, z11.s, z10.s
sqadd	z9.b, z9.b, #0
sqadd	z24.d, z24.d, #96
sqadd	z5.h, z5.h, #0, lsl #8
sqadd	z31.s, z31.s, #0
sqadd	z4.b, z27.b, z30.b
sqadd	z17.d, z18.d, z11.d
sqadd	z13.h, z9.h, z21.h
sqadd	z30.s, z1.s, z10.s
sqdecb	x29, w29, vl4, mul #1
sqdecb	xzr, all, mul #1
sqdecd	x0, w0, vl6, mul #16
sqdecd	x6, pow2, mul #9
sqdecd	z27.d, vl4, mul #9
sqdech	x17, w17, all, mul #1
sqdech	x6, vl4, mul #1
sqdech	z3.h, #17, mul #16
sqdecp	x23, p3.b, w23
sqdecp	x22, p10.d, w22
sqdecp	x29, p13.h, w29
sqdecp	x18, p10.s, w18
sqdecp	x8, p6.b
sqdecp	x30, p0.d
sqdecp	x15, p10.h
sqdecp	x0, p6.s
sqdecp	z4.d, p0.d
sqdecp	z13.h, p9.h
sqdecp	z8.s, p0.s
sqdecw	x3, w3, #18, mul #8
sqdecw	x19, vl64, mul #1
sqdecw	z22.s, all, mul #1
sqincb	x24, w24, all, mul #1
sqincb	x2, vl4, mul #1
sqincd	x10, w10, vl4, mul #15
sqincd	x1, vl7, mul #1
sqincd	z7.d, vl3, mul #16
sqinch	x21, w21, #26, mul #11
sqinch	x20, all, mul #1
sqinch	z19.h, #25, mul #15
sqincp	x14, p5.b, w14
sqincp	x26, p0.d, w26
sqincp	x25, p12.h, w25
sqincp	x9, p3.s, w9
sqincp	x13, p3.b
sqincp	x19, p11.d
sqincp	x13, p15.h
sqincp	x30, p13.s
sqincp	z0.d, p2.d
sqincp	z30.h, p9.h
sqincp	z12.s, p5.s
sqincw	x26, w26, vl3, mul #2
sqincw	x14, all, mul #1
sqincw	z3.s, vl6, mul #12
sqsub	z25.b, z25.b, #107
sqsub	z24.d, z24.d, #61696
sqsub	z22.h, z22.h, #31
sqsub	z5.s, z5.s, #0, lsl #8
sqsub	z28.b, z6.b, z14.b
sqsub	z29.d, z11.d, z17.d
sqsub	z1.h, z3.h, z24.h
sqsub	z0.s, z3.s, z5.s
st1b	{ z27.b }, p3, [x21, #6, mul vl]
st1b	{ z8.b }, p4, [sp, x10]
st1b	{ z18.d }, p4, [x4, #0, mul vl]
st1b	{ z29.d }, p1, [x15, x11]
st1b	{ z15.h }, p1, [x0, #0, mul vl]
st1b	{ z23.h }, p5, [x27, x8]
st1b	{ z18.s }, p5, [sp, #0, mul vl]
st1b	{ z1.s }, p0, [x2, x1]
st1d	{ z7.d }, p3, [x13, #-3, mul vl]
st1d	{ z9.d }, p1, [x15, x19, lsl #3]
st1h	{ z26.d }, p1, [x21, #-2, mul vl]
st1h	{ z2.d }, p2, [x25, x12, lsl #1]
st1h	{ z21.h }, p1, [x18, #-1, mul vl]
st1h	{ z18.h }, p7, [x29, x1, lsl #1]
st1h	{ z4.s }, p2, [x25, #-6, mul vl]
st1h	{ z0.s }, p1, [x11, x9, lsl #1]
st1w	{ z22.d }, p0, [x25, #3, mul vl]
st1w	{ z5.d }, p0, [x24, x26, lsl #2]
st1w	{ z19.s }, p2, [x2, #6, mul vl]
st1w	{ z19.s }, p1, [x9, x1, lsl #2]
st2b	{ z19.b, z20.b }, p6, [x27, #-12, mul vl]
st2b	{ z25.b, z26.b }, p0, [x25, x7]
st2d	{ z7.d, z8.d }, p5, [x22, #-16, mul vl]
st2d	{ z10.d, z11.d }, p3, [x17, x26, lsl #3]
st2h	{ z13.h, z14.h }, p0, [x7, #2, mul vl]
st2h	{ z15.h, z16.h }, p5, [x10, x4, lsl #1]
st2w	{ z6.s, z7.s }, p4, [x9, #2, mul vl]
st2w	{ z18.s, z19.s }, p7, [x3, x9, lsl #2]
st3b	{ z24.b - z26.b }, p1, [x28, #21, mul vl]
st3b	{ z25.b - z27.b }, p4, [x17, x11]
st3d	{ z31.d, z0.d, z1.d }, p4, [x15, #0, mul vl]
st3d	{ z10.d - z12.d }, p3, [x20, x7, lsl #3]
st3h	{ z18.h - z20.h }, p4, [x10, #0, mul vl]
st3h	{ z8.h - z10.h }, p5, [x8, x28, lsl #1]
st3w	{ z3.s - z5.s }, p5, [x25, #0, mul vl]
st3w	{ z26.s - z28.s }, p4, [x0, x7, lsl #2]
st4b	{ z2.b - z5.b }, p2, [x8, #12, mul vl]
st4b	{ z26.b - z29.b }, p1, [x12, x4]
st4d	{ z3.d - z6.d }, p3, [x15, #-32, mul vl]
st4d	{ z13.d - z16.d }, p4, [x22, x29, lsl #3]
st4h	{ z30.h, z31.h, z0.h, z1.h }, p3, [x24, #0, mul vl]
st4h	{ z26.h - z29.h }, p6, [x11, x2, lsl #1]
st4w	{ z26.s - z29.s }, p6, [x12, #4, mul vl]
st4w	{ z22.s - z25.s }, p3, [x23, x20, lsl #2]
stnt1b	{ z26.b }, p0, [x27, #-5, mul vl]
stnt1b	{ z14.b }, p2, [x30, x14]
stnt1d	{ z23.d }, p4, [sp, #0, mul vl]
stnt1d	{ z30.d }, p4, [x18, x13, lsl #3]
stnt1h	{ z2.h }, p7, [x30, #3, mul vl]
stnt1h	{ z24.h }, p7, [sp, x8, lsl #1]
stnt1w	{ z11.s }, p4, [x7, #-4, mul vl]
stnt1w	{ z23.s }, p2, [x22, x8, lsl #2]
str	p6, [x16, #0, mul vl]
str	z23, [x8, #-1, mul vl]
subr	z13.b, z13.b, #232
subr	z11.d, z11.d, #60928
subr	z29.h, z29.h, #32
subr	z8.s, z8.s, #38912
subr	z22.b, p6/m, z22.b, z29.b
subr	z11.d, p1/m, z11.d, z22.d
subr	z13.h, p7/m, z13.h, z16.h
subr	z8.s, p6/m, z8.s, z0.s
sub	z31.b, z31.b, #154
sub	z19.d, z19.d, #65280
sub	z16.h, z16.h, #214
sub	z8.s, z8.s, #117
sub	z28.b, p4/m, z28.b, z4.b
sub	z23.d, p1/m, z23.d, z9.d
sub	z9.h, p4/m, z9.h, z11.h
sub	z27.s, p4/m, z27.s, z13.s
sub	z2.b, z19.b, z2.b
sub	z17.d, z14.d, z6.d
sub	z12.h, z20.h, z28.h
sub	z29.s, z8.s, z6.s
sunpkhi	z17.d, z10.s
sunpkhi	z14.h, z2.b
sunpkhi	z23.s, z26.h
sunpklo	z12.d, z3.s
sunpklo	z28.h, z2.b
sunpklo	z27.s, z8.h
sxtb	z9.d, p2/m, z28.d
sxtb	z31.h, p3/m, z17.h
sxtb	z22.s, p0/m, z1.s
sxth	z18.d, p4/m, z29.d
sxth	z19.s, p7/m, z10.s
sxtw	z30.d, p4/m, z3.d
tbl	z29.b, { z0.b }, z13.b
tbl	z10.d, { z14.d }, z4.d
tbl	z1.h, { z0.h }, z10.h
tbl	z31.s, { z12.s }, z17.s
trn1	p10.b, p7.b, p4.b
trn1	p13.d, p4.d, p12.d
trn1	p8.h, p14.h, p3.h
trn1	p0.s, p9.s, p1.s
trn1	z10.b, z9.b, z9.b
trn1	z6.d, z29.d, z13.d
trn1	z27.h, z8.h, z15.h
trn1	z2.s, z6.s, z4.s
trn2	p1.b, p2.b, p2.b
trn2	p11.d, p7.d, p10.d
trn2	p4.h, p9.h, p4.h
trn2	p15.s, p8.s, p4.s
trn2	z12.b, z14.b, z17.b
trn2	z21.d, z18.d, z28.d
trn2	z17.h, z19.h, z27.h
trn2	z27.s, z7.s, z17.s
uabd	z4.b, p5/m, z4.b, z25.b
uabd	z2.d, p4/m, z2.d, z18.d
uabd	z1.h, p0/m, z1.h, z15.h
uabd	z5.s, p5/m, z5.s, z24.s
uaddv	d31, p2, z30.b
uaddv	d29, p7, z18.d
uaddv	d19, p6, z5.h
uaddv	d27, p2, z7.s
ucvtf	z6.d, p7/m, z16.d
ucvtf	z20.d, p7/m, z17.s
ucvtf	z19.h, p5/m, z29.d
ucvtf	z5.h, p1/m, z15.h
ucvtf	z8.h, p3/m, z23.s
ucvtf	z27.s, p1/m, z14.d
ucvtf	z10.s, p3/m, z21.s
udivr	z16.d, p3/m, z16.d, z28.d
udivr	z23.s, p6/m, z23.s, z13.s
udiv	z28.d, p4/m, z28.d, z14.d
udiv	z10.s, p3/m, z10.s, z30.s
udot	z14.d, z24.h, z10.h[0]
udot	z19.s, z22.b, z0.b[0]
udot	z9.d, z25.h, z14.h
udot	z3.s, z23.b, z16.b
umaxv	b24, p1, z14.b
umaxv	d26, p4, z29.d
umaxv	h23, p7, z20.h
umaxv	s12, p0, z4.s
umax	z16.b, z16.b, #212
umax	z11.d, z11.d, #174
umax	z10.h, z10.h, #199
umax	z17.s, z17.s, #118
umax	z24.b, p4/m, z24.b, z24.b
umax	z13.d, p5/m, z13.d, z30.d
umax	z0.h, p2/m, z0.h, z14.h
umax	z10.s, p2/m, z10.s, z30.s
uminv	b10, p5, z30.b
uminv	d8, p3, z12.d
uminv	h10, p6, z24.h
uminv	s29, p3, z4.s
umin	z15.b, z15.b, #43
umin	z4.d, z4.d, #239
umin	z29.h, z29.h, #82
umin	z5.s, z5.s, #0
umin	z8.b, p2/m, z8.b, z23.b
umin	z31.d, p3/m, z31.d, z11.d
umin	z1.h, p6/m, z1.h, z9.h
umin	z31.s, p5/m, z31.s, z25.s
umulh	z13.b, p0/m, z13.b, z5.b
umulh	z5.d, p0/m, z5.d, z27.d
umulh	z30.h, p6/m, z30.h, z9.h
umulh	z26.s, p1/m, z26.s, z29.s
uqadd	z16.b, z16.b, #32
uqadd	z2.d, z2.d, #131
uqadd	z17.h, z17.h, #2816
uqadd	z30.s, z30.s, #0
uqadd	z18.b, z16.b, z22.b
uqadd	z20.d, z27.d, z2.d
uqadd	z5.h, z6.h, z15.h
uqadd	z1.s, z11.s, z21.s
uqdecb	w6, vl3, mul #1
uqdecb	x26, vl5, mul #1
uqdecd	w21, vl128, mul #6
uqdecd	x0, vl7, mul #15
uqdecd	z1.d, mul3, mul #3
uqdech	w25, vl4, mul #6
uqdech	x10, #27, mul #1
uqdech	z16.h, pow2, mul #1
uqdecp	w29, p14.b
uqdecp	w5, p3.d
uqdecp	w7, p14.h
uqdecp	w30, p13.s
uqdecp	x22, p10.b
uqdecp	x11, p9.d
uqdecp	x8, p9.h
uqdecp	x11, p14.s
uqdecp	z30.d, p15.d
uqdecp	z1.h, p8.h
uqdecp	z8.s, p0.s
uqdecw	w18, vl8, mul #7
uqdecw	x1, #17, mul #10
uqdecw	z27.s, all, mul #1
uqincb	w16, vl64, mul #1
uqincb	x15, #23, mul #1
uqincd	w8, pow2, mul #1
uqincd	x8, vl64, mul #6
uqincd	z6.d, #16, mul #8
uqinch	w12, vl6, mul #1
uqinch	x15, vl2, mul #1
uqinch	z1.h, all, mul #1
uqincp	w2, p8.b
uqincp	w15, p12.d
uqincp	w25, p3.h
uqincp	w24, p3.s
uqincp	x10, p9.b
uqincp	x11, p11.d
uqincp	x8, p0.h
uqincp	x24, p7.s
uqincp	z27.d, p10.d
uqincp	z0.h, p7.h
uqincp	z0.s, p15.s
uqincw	w8, vl16, mul #2
uqincw	x2, vl16, mul #7
uqincw	z31.s, vl8, mul #13
uqsub	z16.b, z16.b, #4
uqsub	z28.d, z28.d, #0, lsl #8
uqsub	z5.h, z5.h, #183
uqsub	z25.s, z25.s, #0, lsl #8
uqsub	z21.b, z5.b, z3.b
uqsub	z17.d, z8.d, z8.d
uqsub	z1.h, z6.h, z13.h
uqsub	z16.s, z11.s, z5.s
uunpkhi	z5.d, z13.s
uunpkhi	z10.h, z6.b
uunpkhi	z19.s, z17.h
uunpklo	z18.d, z17.s
uunpklo	z21.h, z13.b
uunpklo	z1.s, z12.h
uxtb	z26.d, p3/m, z23.d
uxtb	z24.h, p5/m, z10.h
uxtb	z22.s, p0/m, z21.s
uxth	z5.d, p0/m, z4.d
uxth	z25.s, p5/m, z10.s
uxtw	z0.d, p7/m, z3.d
uzp1	p9.b, p1.b, p2.b
uzp1	p15.d, p14.d, p8.d
uzp1	p6.h, p9.h, p13.h
uzp1	p4.s, p9.s, p6.s
uzp1	z17.b, z4.b, z14.b
uzp1	z23.d, z28.d, z11.d
uzp1	z17.h, z2.h, z10.h
uzp1	z10.s, z31.s, z9.s
uzp2	p15.b, p7.b, p15.b
uzp2	p8.d, p13.d, p14.d
uzp2	p0.h, p12.h, p7.h
uzp2	p13.s, p7.s, p6.s
uzp2	z7.b, z26.b, z27.b
uzp2	z17.d, z24.d, z13.d
uzp2	z2.h, z14.h, z11.h
uzp2	z6.s, z13.s, z14.s
whilele	p10.b, w24, w10
whilele	p12.d, w7, w20
whilele	p10.h, w29, w29
whilele	p10.s, w10, w28
whilele	p4.b, x21, x13
whilele	p3.d, x18, x4
whilele	p13.h, x19, x0
whilele	p9.s, x4, x19
whilelo	p2.b, w7, w3
whilelo	p1.d, w29, w14
whilelo	p3.h, w30, w29
whilelo	p4.s, w21, w5
whilelo	p6.b, xzr, x24
whilelo	p0.d, x6, x17
whilelo	p1.h, x27, x4
whilelo	p1.s, x10, x6
whilels	p4.b, w3, w28
whilels	p8.d, w7, w21
whilels	p6.h, w14, w3
whilels	p7.s, wzr, w6
whilels	p15.b, x29, x27
whilels	p9.d, x2, x8
whilels	p5.h, x15, xzr
whilels	p14.s, xzr, x16
whilelt	p3.b, w11, w4
whilelt	p11.d, w11, w19
whilelt	p6.h, w13, w24
whilelt	p10.s, w7, w30
whilelt	p6.b, x15, x6
whilelt	p3.d, x19, xzr
whilelt	p15.h, x14, x11
whilelt	p9.s, x28, x11
zip1	p11.b, p15.b, p1.b
zip1	p14.d, p1.d, p9.d
zip1	p15.h, p2.h, p6.h
zip1	p13.s, p13.s, p7.s
zip1	z17.b, z15.b, z3.b
zip1	z14.d, z30.d, z14.d
zip1	z24.h, z21.h, z2.h
zip1	z1.s, z1.s, z15.s
zip2	p14.b, p9.b, p1.b
zip2	p4.d, p12.d, p5.d
zip2	p13.h, p13.h, p2.h
zip2	p2.s, p7.s, p11.s
zip2	z22.b, z5.b, z2.b
zip2	z2.d, z26.d, z9.d
zip2	z5.h, z29.h, z28.h
zip2	z16.s, z25.s, z5.s
