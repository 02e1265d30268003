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
bics	p3.b, p5/z, p8.b, p9.b
bic	p1.b, p11/z, p6.b, p5.b
bic	z0.b, p5/m, z0.b, z5.b
bic	z13.d, p7/m, z13.d, z29.d
bic	z24.h, p7/m, z24.h, z10.h
bic	z28.s, p1/m, z28.s, z16.s
bic	z14.d, z27.d, z15.d
brkas	p10.b, p13/z, p6.b
brka	p2.b, p11/m, p3.b
brka	p10.b, p13/z, p11.b
brkbs	p9.b, p1/z, p10.b
brkb	p15.b, p10/m, p0.b
brkb	p5.b, p6/z, p0.b
brkn	p8.b, p11/z, p5.b, p8.b
brkns	p10.b, p14/z, p10.b, p10.b
brkpa	p3.b, p8/z, p4.b, p2.b
brkpas	p0.b, p5/z, p5.b, p12.b
brkpb	p9.b, p15/z, p14.b, p4.b
brkpbs	p6.b, p1/z, p4.b, p2.b
clasta	w2, p1, w2, z3.b
clasta	x13, p6, x13, z15.d
clasta	w3, p3, w3, z3.h
clasta	w12, p3, w12, z2.s
clasta	b6, p3, b6, z28.b
clasta	d1, p2, d1, z11.d
clasta	h27, p5, h27, z28.h
clasta	s30, p6, s30, z31.s
clasta	z29.b, p1, z29.b, z11.b
clasta	z3.d, p1, z3.d, z4.d
clasta	z21.h, p0, z21.h, z27.h
clasta	z25.s, p5, z25.s, z5.s
clastb	w21, p7, w21, z13.b
clastb	x6, p7, x6, z20.d
clastb	w26, p0, w26, z18.h
clastb	w15, p6, w15, z25.s
clastb	b30, p6, b30, z5.b
clastb	d8, p1, d8, z3.d
clastb	h15, p7, h15, z22.h
clastb	s19, p3, s19, z13.s
clastb	z25.b, p2, z25.b, z24.b
clastb	z5.d, p4, z5.d, z7.d
clastb	z7.h, p4, z7.h, z23.h
clastb	z8.s, p5, z8.s, z14.s
cls	z7.b, p4/m, z7.b
cls	z27.d, p6/m, z15.d
cls	z14.h, p5/m, z27.h
cls	z15.s, p2/m, z11.s
clz	z15.b, p1/m, z10.b
clz	z8.d, p0/m, z13.d
clz	z25.h, p5/m, z0.h
clz	z3.s, p7/m, z1.s
cmpeq	p0.b, p1/z, z20.b, #13
cmpeq	p15.d, p5/z, z26.d, #4
cmpeq	p13.h, p7/z, z16.h, #15
cmpeq	p2.s, p4/z, z5.s, #-16
cmpeq	p6.b, p7/z, z30.b, z12.b
cmpeq	p10.d, p1/z, z0.d, z28.d
cmpeq	p14.h, p6/z, z1.h, z22.h
cmpeq	p0.s, p2/z, z14.s, z14.s
cmpeq	p1.b, p6/z, z11.b, z26.d
cmpeq	p0.h, p3/z, z31.h, z3.d
cmpeq	p5.s, p7/z, z28.s, z6.d
cmpge	p12.b, p0/z, z18.b, #4
cmpge	p15.d, p5/z, z13.d, #-9
cmpge	p9.h, p7/z, z8.h, #8
cmpge	p2.s, p0/z, z27.s, #-1
cmpge	p1.b, p0/z, z30.b, z27.b
cmpge	p11.d, p2/z, z13.d, z1.d
cmpge	p14.h, p6/z, z17.h, z29.h
cmpge	p7.s, p0/z, z29.s, z22.s
cmpge	p13.b, p2/z, z21.b, z18.d
cmpge	p10.h, p2/z, z2.h, z26.d
cmpge	p2.s, p1/z, z23.s, z17.d
cmpgt	p14.b, p6/z, z23.b, #1
cmpgt	p15.d, p0/z, z13.d, #-2
cmpgt	p13.h, p1/z, z21.h, #-9
cmpgt	p6.s, p1/z, z17.s, #-1
cmpgt	p5.b, p3/z, z4.b, z18.b
cmpgt	p5.d, p3/z, z19.d, z3.d
cmpgt	p11.h, p0/z, z15.h, z29.h
cmpgt	p9.s, p0/z, z6.s, z4.s
cmpgt	p3.b, p5/z, z17.b, z21.d
cmpgt	p4.h, p4/z, z3.h, z7.d
cmpgt	p10.s, p7/z, z7.s, z5.d
cmphi	p10.b, p7/z, z1.b, #116
cmphi	p12.d, p2/z, z30.d, #12
cmphi	p10.h, p6/z, z27.h, #26
cmphi	p2.s, p2/z, z14.s, #1
cmphi	p14.b, p6/z, z26.b, z17.b
cmphi	p11.d, p5/z, z30.d, z28.d
cmphi	p7.h, p2/z, z4.h, z23.h
cmphi	p13.s, p0/z, z12.s, z7.s
cmphi	p1.b, p1/z, z29.b, z14.d
cmphi	p6.h, p6/z, z9.h, z21.d
cmphi	p1.s, p2/z, z31.s, z27.d
cmphs	p11.b, p1/z, z3.b, #94
cmphs	p3.d, p1/z, z21.d, #98
cmphs	p3.h, p4/z, z6.h, #21
cmphs	p9.s, p5/z, z7.s, #63
cmphs	p0.b, p4/z, z26.b, z26.b
cmphs	p7.d, p2/z, z19.d, z13.d
cmphs	p13.h, p0/z, z29.h, z13.h
cmphs	p0.s, p0/z, z18.s, z8.s
cmphs	p3.b, p0/z, z2.b, z21.d
cmphs	p3.h, p5/z, z18.h, z25.d
cmphs	p13.s, p6/z, z26.s, z7.d
cmple	p8.b, p2/z, z18.b, #10
cmple	p4.d, p7/z, z2.d, #-6
cmple	p15.h, p4/z, z21.h, #12
cmple	p10.s, p5/z, z24.s, #4
cmple	p15.b, p6/z, z27.b, z20.d
cmple	p9.h, p0/z, z27.h, z9.d
cmple	p4.s, p2/z, z25.s, z1.d
cmplo	p11.b, p6/z, z5.b, #99
cmplo	p12.d, p2/z, z11.d, #0
cmplo	p15.h, p2/z, z10.h, #41
cmplo	p11.s, p6/z, z14.s, #13
cmplo	p2.b, p5/z, z24.b, z22.d
cmplo	p7.h, p3/z, z0.h, z28.d
cmplo	p1.s, p2/z, z29.s, z6.d
cmpls	p10.b, p7/z, z29.b, #0
cmpls	p7.d, p6/z, z30.d, #65
cmpls	p0.h, p4/z, z7.h, #0
cmpls	p8.s, p3/z, z30.s, #0
cmpls	p13.b, p7/z, z1.b, z12.d
cmpls	p5.h, p1/z, z31.h, z5.d
cmpls	p2.s, p5/z, z17.s, z3.d
cmplt	p1.b, p0/z, z30.b, #-3
cmplt	p15.d, p3/z, z15.d, #0
cmplt	p15.h, p0/z, z28.h, #7
cmplt	p6.s, p4/z, z28.s, #-11
cmplt	p10.b, p7/z, z31.b, z3.d
cmplt	p0.h, p7/z, z4.h, z19.d
cmplt	p14.s, p5/z, z5.s, z18.d
cmpne	p15.b, p5/z, z24.b, #-1
cmpne	p11.d, p7/z, z29.d, #15
cmpne	p2.h, p7/z, z1.h, #-13
cmpne	p10.s, p4/z, z30.s, #2
cmpne	p9.b, p0/z, z17.b, z31.b
cmpne	p0.d, p4/z, z28.d, z25.d
cmpne	p0.h, p7/z, z19.h, z28.h
cmpne	p3.s, p4/z, z18.s, z10.s
cmpne	p4.b, p7/z, z18.b, z22.d
cmpne	p4.h, p4/z, z30.h, z0.d
cmpne	p6.s, p7/z, z27.s, z29.d
cnot	z19.b, p6/m, z8.b
cnot	z21.d, p1/m, z4.d
cnot	z27.h, p4/m, z20.h
cnot	z14.s, p4/m, z16.s
cntb	x19, #18, mul #1
cntd	x10, vl256, mul #5
cnth	x9, vl1, mul #10
cntp	x11, p0, p6.b
cntp	x10, p6, p0.d
cntp	x4, p2, p9.h
cntp	x7, p15, p13.s
cntw	x0, vl128, mul #1
cnt	z22.b, p4/m, z19.b
cnt	z1.d, p6/m, z13.d
cnt	z2.h, p5/m, z27.h
cnt	z12.s, p3/m, z11.s
cpy	z6.b, p4/m, #0
cpy	z22.d, p6/m, #-116
cpy	z22.h, p13/m, #0, lsl #8
cpy	z22.s, p5/m, #-256
cpy	z16.b, p2/m, w14
cpy	z14.d, p1/m, x30
cpy	z13.h, p4/m, w7
cpy	z25.s, p1/m, w30
cpy	z5.b, p6/m, b13
cpy	z4.d, p7/m, d11
cpy	z29.h, p6/m, h15
cpy	z22.s, p7/m, s21
cpy	z17.b, p5/z, #-94
cpy	z10.d, p0/z, #0, lsl #8
cpy	z21.h, p5/z, #37
cpy	z8.s, p4/z, #61
ctermeq	w14, w21
ctermeq	x4, x5
ctermne	w1, w27
ctermne	x3, x19
decb	x5, all, mul #1
decd	x9, vl4, mul #1
decd	z18.d, vl128, mul #10
dech	x28, vl7, mul #6
dech	z12.h, all, mul #1
decp	x27, p11.b
decp	x17, p7.d
decp	x3, p8.h
decp	x25, p8.s
decp	z17.d, p1.d
decp	z10.h, p13.h
decp	z31.s, p5.s
decw	x5, pow2, mul #16
decw	z22.s, #23, mul #1
dupm	z15.d, #0xfffffffff800000f
dup	z31.b, #-110
dup	z31.d, #0, lsl #8
dup	z16.h, #20
dup	z18.s, #28928
dup	z31.b, w20
dup	z5.d, x0
dup	z0.h, w1
dup	z31.s, w5
dup	z26.q, z21.q[1]
dup	z2.h, z22.h[23]
dup	z26.s, z31.s[15]
dup	z7.d, z29.d[3]
dup	z18.b, z0.b[0]
eors	p10.b, p9/z, p6.b, p11.b
eorv	b11, p0, z15.b
eorv	d30, p0, z26.d
eorv	h28, p1, z2.h
eorv	s9, p1, z10.s
eor	p9.b, p0/z, p7.b, p3.b
eor	z27.d, z27.d, #0xffffffffffffff00
eor	z10.b, p2/m, z10.b, z12.b
eor	z19.d, p3/m, z19.d, z0.d
eor	z18.h, p6/m, z18.h, z13.h
eor	z19.s, p6/m, z19.s, z19.s
eor	z29.d, z9.d, z19.d
ext	z14.b, z14.b, z9.b, #119
fabd	z12.d, p7/m, z12.d, z17.d
fabd	z25.h, p2/m, z25.h, z31.h
fabd	z9.s, p7/m, z9.s, z7.s
fabs	z16.d, p7/m, z26.d
fabs	z15.h, p1/m, z15.h
fabs	z27.s, p1/m, z30.s
facge	p5.d, p6/z, z26.d, z17.d
facge	p1.h, p1/z, z23.h, z5.h
facge	p2.s, p6/z, z27.s, z31.s
facgt	p15.d, p0/z, z3.d, z29.d
facgt	p12.h, p0/z, z1.h, z4.h
facgt	p1.s, p7/z, z22.s, z4.s
faddv	d10, p5, z20.d
faddv	h11, p5, z21.h
faddv	s22, p5, z31.s
fadd	z21.d, p2/m, z21.d, #1.0
fadd	z24.h, p7/m, z24.h, #1.0
fadd	z1.s, p5/m, z1.s, #0.5
fadd	z18.d, p2/m, z18.d, z6.d
fadd	z22.h, p2/m, z22.h, z17.h
fadd	z23.s, p1/m, z23.s, z24.s
fadd	z18.d, z13.d, z0.d
fadd	z14.h, z28.h, z11.h
fadd	z30.s, z22.s, z30.s
fcadd	z24.d, p7/m, z24.d, z1.d, #90
fcadd	z11.h, p6/m, z11.h, z7.h, #90
fcadd	z1.s, p3/m, z1.s, z8.s, #270
fcmeq	p2.d, p2/z, z24.d, #0.0
fcmeq	p13.h, p0/z, z12.h, #0.0
fcmeq	p5.s, p3/z, z25.s, #0.0
fcmeq	p5.d, p2/z, z30.d, z20.d
fcmeq	p1.h, p6/z, z4.h, z5.h
fcmeq	p14.s, p4/z, z6.s, z2.s
fcmge	p14.d, p2/z, z31.d, #0.0
fcmge	p3.h, p1/z, z20.h, #0.0
fcmge	p0.s, p4/z, z17.s, #0.0
fcmge	p11.d, p0/z, z3.d, z16.d
fcmge	p12.h, p6/z, z21.h, z14.h
fcmge	p11.s, p2/z, z16.s, z14.s
fcmgt	p2.d, p4/z, z7.d, #0.0
fcmgt	p1.h, p0/z, z11.h, #0.0
fcmgt	p15.s, p7/z, z14.s, #0.0
fcmgt	p1.d, p0/z, z0.d, z8.d
fcmgt	p3.h, p7/z, z14.h, z28.h
fcmgt	p15.s, p4/z, z5.s, z16.s
fcmla	z8.h, z21.h, z7.h[3], #0
fcmla	z9.s, z21.s, z2.s[0], #0
fcmla	z11.d, p4/m, z9.d, z1.d, #180
fcmla	z0.h, p7/m, z7.h, z25.h, #90
fcmla	z31.s, p1/m, z21.s, z25.s, #90
fcmle	p14.d, p1/z, z24.d, #0.0
fcmle	p4.h, p1/z, z9.h, #0.0
fcmle	p10.s, p5/z, z11.s, #0.0
fcmlt	p12.d, p6/z, z29.d, #0.0
fcmlt	p11.h, p0/z, z15.h, #0.0
fcmlt	p4.s, p5/z, z8.s, #0.0
fcmne	p11.d, p7/z, z17.d, #0.0
fcmne	p3.h, p2/z, z11.h, #0.0
fcmne	p12.s, p2/z, z8.s, #0.0
fcmne	p1.d, p2/z, z27.d, z8.d
fcmne	p1.h, p3/z, z9.h, z19.h
fcmne	p11.s, p0/z, z15.s, z15.s
fcmuo	p10.d, p3/z, z17.d, z10.d
fcmuo	p0.h, p4/z, z14.h, z2.h
fcmuo	p3.s, p5/z, z28.s, z13.s
fcpy	z2.d, p2/m, #-2.37500000
fcpy	z10.h, p9/m, #0.14062500
fcpy	z26.s, p8/m, #-6.50000000
fcvtzs	z23.d, p2/m, z31.d
fcvtzs	z10.d, p6/m, z23.h
fcvtzs	z14.d, p1/m, z9.s
fcvtzs	z18.h, p7/m, z31.h
fcvtzs	z5.s, p5/m, z16.d
fcvtzs	z26.s, p0/m, z1.h
fcvtzs	z11.s, p5/m, z11.s
fcvtzu	z12.d, p0/m, z30.d
fcvtzu	z14.d, p0/m, z10.h
fcvtzu	z21.d, p5/m, z30.s
fcvtzu	z3.h, p1/m, z11.h
fcvtzu	z17.s, p2/m, z10.d
fcvtzu	z15.s, p4/m, z9.h
fcvtzu	z30.s, p6/m, z1.s
fcvt	z29.d, p3/m, z1.h
fcvt	z24.d, p6/m, z15.s
fcvt	z28.h, p1/m, z1.d
fcvt	z25.h, p5/m, z8.s
fcvt	z9.s, p7/m, z1.d
fcvt	z7.s, p0/m, z6.h
fdivr	z21.d, p7/m, z21.d, z17.d
fdivr	z21.h, p1/m, z21.h, z7.h
fdivr	z5.s, p1/m, z5.s, z4.s
fdiv	z3.d, p1/m, z3.d, z25.d
fdiv	z0.h, p2/m, z0.h, z22.h
fdiv	z31.s, p2/m, z31.s, z9.s
fdup	z9.d, #0.20312500
fdup	z17.h, #-1.87500000
fdup	z24.s, #-2.12500000
fmad	z30.d, p5/m, z29.d, z16.d
fmad	z4.h, p4/m, z17.h, z12.h
fmad	z11.s, p4/m, z2.s, z26.s
fmaxnmv	d9, p1, z18.d
fmaxnmv	h10, p1, z11.h
fmaxnmv	s6, p7, z7.s
fmaxnm	z22.d, p5/m, z22.d, #1.0
fmaxnm	z6.h, p6/m, z6.h, #0.0
fmaxnm	z20.s, p4/m, z20.s, #0.0
fmaxnm	z21.d, p4/m, z21.d, z18.d
fmaxnm	z21.h, p4/m, z21.h, z29.h
fmaxnm	z18.s, p6/m, z18.s, z9.s
fmaxv	d10, p1, z17.d
fmaxv	h19, p3, z25.h
fmaxv	s7, p6, z20.s
fmax	z22.d, p7/m, z22.d, #1.0
fmax	z11.h, p2/m, z11.h, #0.0
fmax	z25.s, p4/m, z25.s, #0.0
fmax	z9.d, p7/m, z9.d, z9.d
fmax	z24.h, p0/m, z24.h, z28.h
fmax	z10.s, p1/m, z10.s, z14.s
fminnmv	d23, p0, z25.d
fminnmv	h3, p4, z5.h
fminnmv	s5, p3, z10.s
fminnm	z10.d, p5/m, z10.d, #1.0
fminnm	z4.h, p5/m, z4.h, #0.0
fminnm	z14.s, p5/m, z14.s, #1.0
fminnm	z23.d, p1/m, z23.d, z22.d
fminnm	z12.h, p2/m, z12.h, z15.h
fminnm	z3.s, p7/m, z3.s, z1.s
fminv	d16, p6, z30.d
fminv	h13, p6, z6.h
fminv	s24, p1, z12.s
fmin	z12.d, p4/m, z12.d, #1.0
fmin	z4.h, p2/m, z4.h, #1.0
fmin	z16.s, p0/m, z16.s, #1.0
fmin	z20.d, p5/m, z20.d, z0.d
fmin	z4.h, p6/m, z4.h, z27.h
fmin	z1.s, p5/m, z1.s, z4.s
fmla	z2.d, z26.d, z4.d[0]
fmla	z19.h, z6.h, z1.h[5]
fmla	z23.s, z25.s, z1.s[0]
fmla	z31.d, p1/m, z7.d, z23.d
fmla	z13.h, p6/m, z12.h, z7.h
fmla	z20.s, p2/m, z0.s, z13.s
fmls	z28.d, z11.d, z7.d[0]
fmls	z7.h, z22.h, z2.h[7]
fmls	z1.s, z4.s, z5.s[3]
fmls	z24.d, p1/m, z23.d, z27.d
fmls	z9.h, p6/m, z31.h, z6.h
fmls	z31.s, p1/m, z21.s, z8.s
fmsb	z29.d, p1/m, z10.d, z3.d
fmsb	z26.h, p2/m, z3.h, z5.h
fmsb	z13.s, p6/m, z22.s, z26.s
fmulx	z30.d, p5/m, z30.d, z27.d
fmulx	z15.h, p3/m, z15.h, z0.h
fmulx	z8.s, p0/m, z8.s, z24.s
fmul	z21.d, p3/m, z21.d, #0.5
fmul	z21.h, p0/m, z21.h, #0.5
fmul	z18.s, p1/m, z18.s, #2.0
fmul	z13.d, p7/m, z13.d, z11.d
fmul	z12.h, p5/m, z12.h, z11.h
fmul	z7.s, p2/m, z7.s, z27.s
fmul	z17.d, z7.d, z12.d[1]
fmul	z11.h, z22.h, z7.h[3]
fmul	z27.s, z16.s, z7.s[0]
fmul	z19.d, z22.d, z18.d
fmul	z15.h, z15.h, z26.h
fmul	z31.s, z12.s, z24.s
fneg	z27.d, p2/m, z28.d
fneg	z5.h, p6/m, z7.h
fneg	z27.s, p7/m, z23.s
fnmad	z5.d, p0/m, z18.d, z16.d
fnmad	z10.h, p4/m, z3.h, z0.h
fnmad	z2.s, p3/m, z25.s, z9.s
fnmla	z13.d, p6/m, z24.d, z29.d
fnmla	z18.h, p7/m, z2.h, z29.h
fnmla	z30.s, p3/m, z8.s, z10.s
fnmls	z30.d, p0/m, z21.d, z31.d
fnmls	z15.h, p5/m, z20.h, z12.h
fnmls	z7.s, p0/m, z5.s, z26.s
fnmsb	z12.d, p7/m, z20.d, z4.d
fnmsb	z26.h, p5/m, z1.h, z9.h
fnmsb	z18.s, p7/m, z30.s, z28.s
frecpe	z1.d, z30.d
frecpe	z11.h, z19.h
frecpe	z31.s, z0.s
frecps	z27.d, z9.d, z14.d
frecps	z13.h, z22.h, z6.h
frecps	z7.s, z2.s, z4.s
frecpx	z3.d, p1/m, z12.d
frecpx	z17.h, p3/m, z3.h
frecpx	z8.s, p3/m, z24.s
frinta	z12.d, p1/m, z9.d
frinta	z9.h, p3/m, z5.h
frinta	z4.s, p7/m, z21.s
frinti	z24.d, p0/m, z26.d
frinti	z24.h, p1/m, z5.h
frinti	z4.s, p5/m, z1.s
frintm	z25.d, p2/m, z3.d
frintm	z4.h, p2/m, z22.h
frintm	z20.s, p0/m, z23.s
frintn	z8.d, p6/m, z12.d
frintn	z20.h, p6/m, z11.h
frintn	z14.s, p1/m, z14.s
frintp	z3.d, p2/m, z30.d
frintp	z11.h, p4/m, z24.h
frintp	z2.s, p1/m, z21.s
frintx	z21.d, p4/m, z18.d
frintx	z5.h, p7/m, z24.h
frintx	z26.s, p5/m, z20.s
frintz	z24.d, p7/m, z16.d
frintz	z8.h, p1/m, z15.h
frintz	z5.s, p2/m, z16.s
frsqrte	z15.d, z8.d
frsqrte	z5.h, z24.h
frsqrte	z10.s, z15.s
frsqrts	z4.d, z12.d, z31.d
frsqrts	z21.h, z0.h, z22.h
frsqrts	z30.s, z24.s, z21.s
fscale	z11.d, p4/m, z11.d, z25.d
fscale	z23.h, p6/m, z23.h, z22.h
fscale	z4.s, p6/m, z4.s, z26.s
fsqrt	z12.d, p7/m, z18.d
fsqrt	z5.h, p0/m, z3.h
fsqrt	z23.s, p3/m, z31.s
fsubr	z29.d, p0/m, z29.d, #1.0
fsubr	z15.h, p3/m, z15.h, #0.5
fsubr	z29.s, p0/m, z29.s, #0.5
fsubr	z16.d, p5/m, z16.d, z5.d
fsubr	z11.h, p7/m, z11.h, z20.h
fsubr	z31.s, p7/m, z31.s, z3.s
fsub	z19.d, p6/m, z19.d, #0.5
fsub	z3.h, p5/m, z3.h, #0.5
fsub	z29.s, p4/m, z29.s, #1.0
fsub	z21.d, p6/m, z21.d, z13.d
fsub	z3.h, p0/m, z3.h, z6.h
fsub	z17.s, p0/m, z17.s, z3.s
fsub	z31.d, z26.d, z22.d
fsub	z31.h, z2.h, z7.h
fsub	z7.s, z28.s, z29.s
incb	x2, vl8, mul #16
incd	x1, all, mul #1
incd	z17.d, vl128, mul #1
inch	xzr, vl5, mul #16
inch	z13.h, vl6, mul #1
incp	x25, p3.b
incp	x4, p1.d
incp	x14, p11.h
incp	x12, p14.s
incp	z15.d, p11.d
incp	z7.h, p12.h
incp	z31.s, p3.s
incw	x14, vl2, mul #6
incw	z11.s, vl16, mul #5
index	z7.b, #-1, #0
index	z7.d, #1, #12
index	z3.h, #-15, #-6
index	z5.s, #-9, #15
index	z29.b, w14, #-16
index	z23.d, x7, #-1
index	z19.h, w8, #2
index	z14.s, w6, #5
index	z0.b, #-13, w11
index	z7.d, #15, x6
index	z20.h, #15, w30
index	z15.s, #-9, w17
index	z10.b, w1, w8
index	z3.d, x1, x4
index	z21.h, w7, w22
index	z22.s, w25, w4
insr	z1.b, w23
insr	z31.d, x10
insr	z16.h, w7
insr	z8.s, w23
insr	z14.b, b3
insr	z30.d, d29
insr	z11.h, h23
insr	z3.s, s7
lasta	w16, p4, z21.b
lasta	x28, p6, z21.d
lasta	w4, p1, z28.h
lasta	w21, p0, z0.s
lasta	b21, p7, z21.b
lasta	d7, p5, z15.d
lasta	h16, p0, z28.h
lasta	s27, p7, z20.s
lastb	w15, p7, z26.b
lastb	x10, p6, z30.d
lastb	w10, p3, z12.h
lastb	w4, p2, z17.s
lastb	b11, p2, z31.b
lastb	d26, p4, z10.d
lastb	h18, p1, z1.h
lastb	s30, p0, z23.s
ld1b	{ z7.b }, p7/z, [x10, #-1, mul vl]
ld1b	{ z27.b }, p3/z, [x25, x19]
ld1b	{ z16.d }, p0/z, [x14, #2, mul vl]
ld1b	{ z28.d }, p4/z, [x6, x25]
ld1b	{ z25.h }, p1/z, [x7, #2, mul vl]
ld1b	{ z2.h }, p5/z, [x12, x4]
ld1b	{ z29.s }, p5/z, [x12, #-5, mul vl]
ld1b	{ z9.s }, p2/z, [x7, x0]
ld1d	{ z7.d }, p6/z, [x16, #7, mul vl]
ld1d	{ z26.d }, p3/z, [x13, x9, lsl #3]
ld1h	{ z23.d }, p2/z, [x11, #5, mul vl]
ld1h	{ z1.d }, p3/z, [x1, x6, lsl #1]
ld1h	{ z19.h }, p0/z, [x27, #-5, mul vl]
ld1h	{ z6.h }, p6/z, [x3, x1, lsl #1]
ld1h	{ z1.s }, p1/z, [x14, #-3, mul vl]
ld1h	{ z9.s }, p4/z, [x12, x16, lsl #1]
ld1rb	{ z16.b }, p3/z, [x6, #0]
ld1rb	{ z5.d }, p6/z, [x18, #0]
ld1rb	{ z5.h }, p5/z, [x16, #0]
ld1rb	{ z27.s }, p3/z, [x21, #0]
ld1rd	{ z25.d }, p1/z, [x21, #64]
ld1rh	{ z4.d }, p7/z, [x26, #0]
ld1rh	{ z8.h }, p1/z, [x21, #100]
ld1rh	{ z0.s }, p0/z, [x29, #0]
ld1rqb	{ z15.b }, p6/z, [x26, #-16]
ld1rqb	{ z10.b }, p6/z, [x14, x19]
ld1rqd	{ z11.d }, p1/z, [x2, #0]
ld1rqd	{ z28.d }, p1/z, [x4, x27, lsl #3]
ld1rqh	{ z15.h }, p6/z, [x11, #0]
ld1rqh	{ z11.h }, p3/z, [x19, x5, lsl #1]
ld1rqw	{ z17.s }, p4/z, [x20, #0]
ld1rqw	{ z7.s }, p6/z, [x11, x6, lsl #2]
ld1rsb	{ z23.d }, p0/z, [x6, #0]
ld1rsb	{ z12.h }, p4/z, [x8, #63]
ld1rsb	{ z4.s }, p7/z, [x12, #0]
ld1rsh	{ z16.d }, p4/z, [x6, #126]
ld1rsh	{ z22.s }, p0/z, [x13, #0]
ld1rsw	{ z18.d }, p0/z, [x4, #32]
ld1rw	{ z17.d }, p0/z, [x30, #112]
ld1rw	{ z15.s }, p7/z, [sp, #172]
ld1sb	{ z9.d }, p1/z, [x16, #3, mul vl]
ld1sb	{ z16.d }, p6/z, [x6, x20]
ld1sb	{ z17.h }, p7/z, [x0, #1, mul vl]
ld1sb	{ z21.h }, p3/z, [x10, x29]
ld1sb	{ z26.s }, p7/z, [x18, #0, mul vl]
ld1sb	{ z22.s }, p0/z, [x30, x19]
ld1sh	{ z0.d }, p5/z, [x20, #-1, mul vl]
ld1sh	{ z6.d }, p5/z, [x2, x1, lsl #1]
ld1sh	{ z7.s }, p1/z, [x0, #0, mul vl]
ld1sh	{ z16.s }, p0/z, [x18, x18, lsl #1]
ld1sw	{ z30.d }, p0/z, [x8, #0, mul vl]
ld1sw	{ z4.d }, p4/z, [x5, x7, lsl #2]
ld1w	{ z29.d }, p7/z, [x13, #0, mul vl]
ld1w	{ z20.d }, p2/z, [x0, x21, lsl #2]
ld1w	{ z5.s }, p0/z, [x30, #-3, mul vl]
ld1w	{ z5.s }, p2/z, [x4, x27, lsl #2]
ld2b	{ z31.b, z0.b }, p4/z, [x23, #0, mul vl]
ld2b	{ z24.b, z25.b }, p7/z, [x19, x14]
ld2d	{ z0.d, z1.d }, p1/z, [x7, #0, mul vl]
ld2d	{ z31.d, z0.d }, p3/z, [x5, x3, lsl #3]
ld2h	{ z21.h, z22.h }, p1/z, [x28, #0, mul vl]
ld2h	{ z26.h, z27.h }, p6/z, [x28, x1, lsl #1]
ld2w	{ z27.s, z28.s }, p1/z, [x26, #0, mul vl]
ld2w	{ z19.s, z20.s }, p1/z, [x0, x3, lsl #2]
ld3b	{ z19.b - z21.b }, p2/z, [x19, #21, mul vl]
ld3b	{ z26.b - z28.b }, p2/z, [x2, x25]
ld3d	{ z5.d - z7.d }, p5/z, [x13, #-6, mul vl]
ld3d	{ z17.d - z19.d }, p3/z, [x9, x3, lsl #3]
ld3h	{ z20.h - z22.h }, p5/z, [x25, #15, mul vl]
ld3h	{ z7.h - z9.h }, p3/z, [x19, x8, lsl #1]
ld3w	{ z21.s - z23.s }, p0/z, [x10, #-3, mul vl]
ld3w	{ z26.s - z28.s }, p2/z, [x0, x9, lsl #2]
ld4b	{ z25.b - z28.b }, p6/z, [x26, #24, mul vl]
ld4b	{ z9.b - z12.b }, p2/z, [x3, x25]
ld4d	{ z30.d, z31.d, z0.d, z1.d }, p7/z, [x29, #-4, mul vl]
ld4d	{ z23.d - z26.d }, p1/z, [x0, x13, lsl #3]
ld4h	{ z28.h - z31.h }, p6/z, [sp, #0, mul vl]
ld4h	{ z9.h - z12.h }, p4/z, [x5, x8, lsl #1]
ld4w	{ z7.s - z10.s }, p0/z, [x1, #12, mul vl]
ld4w	{ z16.s - z19.s }, p6/z, [x14, x12, lsl #2]
ldnt1b	{ z13.b }, p2/z, [x26, #-3, mul vl]
ldnt1b	{ z7.b }, p2/z, [x20, x28]
ldnt1d	{ z25.d }, p5/z, [x13, #1, mul vl]
ldnt1d	{ z16.d }, p1/z, [x14, x22, lsl #3]
ldnt1h	{ z21.h }, p6/z, [x15, #0, mul vl]
ldnt1h	{ z17.h }, p5/z, [x3, x6, lsl #1]
ldnt1w	{ z13.s }, p4/z, [x7, #-4, mul vl]
ldnt1w	{ z12.s }, p4/z, [x25, x5, lsl #2]
ldr	p5, [x4, #246, mul vl]
ldr	z15, [x18, #210, mul vl]
lslr	z1.b, p1/m, z1.b, z8.b
lslr	z23.d, p5/m, z23.d, z26.d
lslr	z0.h, p5/m, z0.h, z19.h
lslr	z23.s, p3/m, z23.s, z31.s
lsl	z0.b, p5/m, z0.b, z1.d
lsl	z18.h, p1/m, z18.h, z31.d
lsl	z17.s, p3/m, z17.s, z16.d
lsl	z7.b, z4.b, z24.d
lsl	z6.h, z10.h, z2.d
lsl	z5.s, z21.s, z7.d
lsl	z14.b, p4/m, z14.b, #6
lsl	z14.d, p0/m, z14.d, #20
lsl	z8.h, p4/m, z8.h, #13
lsl	z2.s, p6/m, z2.s, #22
lsl	z4.b, p1/m, z4.b, z0.b
lsl	z1.d, p1/m, z1.d, z20.d
lsl	z3.h, p1/m, z3.h, z4.h
lsl	z22.s, p3/m, z22.s, z30.s
lsl	z10.b, z14.b, #0
lsl	z4.d, z24.d, #53
lsl	z3.h, z29.h, #9
lsl	z12.s, z15.s, #9
lsrr	z14.b, p7/m, z14.b, z14.b
lsrr	z29.d, p1/m, z29.d, z12.d
lsrr	z27.h, p4/m, z27.h, z26.h
lsrr	z31.s, p5/m, z31.s, z5.s
lsr	z0.b, p0/m, z0.b, z30.d
lsr	z27.h, p4/m, z27.h, z18.d
lsr	z3.s, p2/m, z3.s, z25.d
lsr	z27.b, z11.b, z7.d
lsr	z12.h, z6.h, z4.d
lsr	z18.s, z18.s, z20.d
lsr	z5.b, p0/m, z5.b, #5
lsr	z26.d, p6/m, z26.d, #58
lsr	z29.h, p2/m, z29.h, #12
lsr	z15.s, p3/m, z15.s, #17
lsr	z29.b, p0/m, z29.b, z14.b
lsr	z22.d, p5/m, z22.d, z28.d
lsr	z23.h, p6/m, z23.h, z27.h
lsr	z28.s, p6/m, z28.s, z29.s
lsr	z17.b, z5.b, #1
lsr	z29.d, z18.d, #43
lsr	z0.h, z17.h, #1
lsr	z12.s, z4.s, #6
mad	z17.b, p0/m, z24.b, z3.b
mad	z13.d, p5/m, z2.d, z10.d
mad	z7.h, p5/m, z9.h, z7.h
mad	z8.s, p4/m, z14.s, z17.s
mla	z0.b, p0/m, z18.b, z26.b
mla	z29.d, p2/m, z23.d, z30.d
mla	z1.h, p0/m, z15.h, z25.h
mla	z0.s, p3/m, z14.s, z10.s
mls	z20.b, p5/m, z20.b, z7.b
mls	z6.d, p6/m, z27.d, z2.d
mls	z5.h, p2/m, z8.h, z24.h
mls	z8.s, p2/m, z27.s, z26.s
msb	z15.b, p6/m, z19.b, z27.b
msb	z0.d, p5/m, z31.d, z20.d
msb	z25.h, p2/m, z27.h, z5.h
msb	z3.s, p0/m, z27.s, z18.s
mul	z7.b, z7.b, #104
mul	z9.d, z9.d, #0
mul	z29.h, z29.h, #13
mul	z18.s, z18.s, #30
mul	z18.b, p1/m, z18.b, z28.b
mul	z6.d, p7/m, z6.d, z19.d
mul	z8.h, p0/m, z8.h, z8.h
mul	z31.s, p2/m, z31.s, z30.s
nands	p9.b, p6/z, p7.b, p3.b
nand	p9.b, p4/z, p14.b, p8.b
neg	z27.b, p0/m, z12.b
neg	z26.d, p3/m, z20.d
neg	z21.h, p0/m, z4.h
neg	z12.s, p2/m, z14.s
nors	p11.b, p8/z, p9.b, p7.b
nor	p15.b, p7/z, p9.b, p3.b
not	z5.b, p6/m, z12.b
not	z10.d, p6/m, z30.d
not	z5.h, p7/m, z30.h
not	z2.s, p7/m, z12.s
orns	p7.b, p4/z, p6.b, p15.b
orn	p8.b, p3/z, p12.b, p9.b
orrs	p9.b, p3/z, p3.b, p3.b
orr	p5.b, p8/z, p8.b, p8.b
orr	z10.d, z10.d, #0x800000
orr	z2.b, p3/m, z2.b, z13.b
orr	z8.d, p5/m, z8.d, z24.d
orr	z24.h, p6/m, z24.h, z29.h
orr	z25.s, p1/m, z25.s, z16.s
orr	z29.d, z23.d, z11.d
orv	b6, p6, z1.b
orv	d2, p7, z6.d
orv	h28, p0, z13.h
orv	s31, p0, z13.s
pfalse	p15.b
pfirst	p14.b, p11, p14.b
pnext	p14.b, p8, p14.b
pnext	p11.d, p6, p11.d
pnext	p0.h, p10, p0.h
pnext	p9.s, p12, p9.s
prfb	#15, p0, [x6, #10, mul vl]
prfb	pldl1keep, p0, [x6, x20]
prfd	pldl1keep, p7, [x25, #2, mul vl]
prfd	pstl3strm, p1, [x28, x15, lsl #3]
prfh	pldl1keep, p7, [x5, #0, mul vl]
prfh	pstl3keep, p7, [x5, x15, lsl #1]
prfw	pstl3keep, p2, [x13, #21, mul vl]
prfw	pldl2keep, p4, [x10, x1, lsl #2]
ptest	p0, p14.b
ptrues	p3.b, #25
ptrues	p14.d, all
ptrues	p10.h, pow2
ptrues	p3.s, all
ptrue	p12.b, pow2
ptrue	p6.d, all
ptrue	p15.h, all
ptrue	p7.s, vl2
punpkhi	p3.h, p13.b
punpklo	p7.h, p9.b
rbit	z13.b, p1/m, z10.b
rbit	z27.d, p5/m, z12.d
rbit	z6.h, p6/m, z17.h
rbit	z11.s, p2/m, z27.s
rdvl	x12, #1
revb	z8.d, p2/m, z31.d
revb	z11.h, p3/m, z7.h
revb	z8.s, p1/m, z8.s
revh	z15.d, p6/m, z31.d
revh	z20.s, p1/m, z20.s
revw	z21.d, p6/m, z3.d
rev	p6.b, p12.b
rev	p3.d, p14.d
rev	p7.h, p15.h
rev	p15.s, p8.s
rev	z17.b, z14.b
rev	z17.d, z7.d
rev	z9.h, z18.h
rev	z3.s, z18.s
sabd	z31.b, p5/m, z31.b, z17.b
sabd	z4.d, p7/m, z4.d, z12.d
sabd	z9.h, p7/m, z9.h, z28.h
sabd	z19.s, p4/m, z19.s, z23.s
saddv	d27, p1, z28.b
saddv	d25, p4, z25.h
saddv	d8, p4, z16.s
scvtf	z22.d, p7/m, z21.d
scvtf	z11.d, p0/m, z9.s
scvtf	z18.h, p0/m, z14.d
scvtf	z31.h, p2/m, z6.h
scvtf	z11.h, p2/m, z2.s
scvtf	z26.s, p4/m, z22.d
scvtf	z18.s, p7/m, z15.s
sdivr	z26.d, p5/m, z26.d, z12.d
sdivr	z12.s, p6/m, z12.s, z25.s
sdiv	z19.d, p6/m, z19.d, z18.d
sdiv	z22.s, p5/m, z22.s, z1.s
sdot	z3.d, z29.h, z4.h[1]
sdot	z9.s, z12.b, z7.b[1]
sdot	z25.d, z0.h, z28.h
sdot	z6.s, z10.b, z6.b
sel	p3.b, p5, p6.b, p0.b
sel	z30.b, p6, z13.b, z8.b
sel	z21.d, p7, z3.d, z13.d
sel	z10.h, p2, z25.h, z10.h
sel	z5.s, p0, z27.s, z5.s
smaxv	b2, p7, z29.b
smaxv	d30, p4, z23.d
smaxv	h22, p1, z23.h
smaxv	s8, p2, z2.s
smax	z22.b, z22.b, #90
smax	z8.d, z8.d, #87
smax	z18.h, z18.h, #0
smax	z2.s, z2.s, #-9
smax	z14.b, p4/m, z14.b, z19.b
smax	z18.d, p1/m, z18.d, z14.d
smax	z5.h, p6/m, z5.h, z16.h
smax	z28.s, p4/m, z28.s, z6.s
sminv	b16, p6, z25.b
sminv	d1, p4, z17.d
sminv	h0, p4, z15.h
sminv	s21, p2, z15.s
smin	z27.b, z27.b, #-126
smin	z15.d, z15.d, #8
smin	z21.h, z21.h, #-27
smin	z23.s, z23.s, #-17
smin	z9.b, p3/m, z9.b, z28.b
smin	z29.d, p7/m, z29.d, z3.d
smin	z12.h, p1/m, z12.h, z15.h
smin	z16.s, p0/m, z16.s, z16.s
smulh	z14.b, p0/m, z14.b, z14.b
smulh	z1.d, p1/m, z1.d, z14.d
smulh	z18.h, p1/m, z18.h, z18.h
smulh	z0.s, p3/m, z0.s, z30.s
splice	z11.b, p5, z11.b, z3.b
splice	z31.d, p3, z31.d, z21.d
splice	z3.h, p2, z3.h, z27.h
splice	z27.s, p0, z27.s, z2.s
sqadd	z19.b, z19.b, #89
sqadd	z18.d, z18.d, #63488
sqadd	z0.h, z0.h, #19
sqadd	z24.s, z24.s, #245
sqadd	z26.b, z23.b, z30.b
sqadd	z14.d, z2.d, z12.d
sqadd	z9.h, z4.h, z20.h
sqadd	z18.s, z21.s, z30.s
sqdecb	x3, w3, all, mul #1
sqdecb	x26, #15, mul #14
sqdecd	x0, w0, vl1, mul #1
sqdecd	x4, vl64, mul #1
sqdecd	z2.d, mul4, mul #1
sqdech	x6, w6, all, mul #1
sqdech	x0, all, mul #1
sqdech	z27.h, all, mul #1
sqdecp	x21, p10.b, w21
sqdecp	x27, p8.d, w27
sqdecp	x18, p10.h, w18
sqdecp	x7, p2.s, w7
sqdecp	x30, p7.b
sqdecp	x21, p14.d
sqdecp	x5, p10.h
sqdecp	x21, p12.s
sqdecp	z1.d, p15.d
sqdecp	z20.h, p5.h
sqdecp	z14.s, p10.s
sqdecw	x22, w22, vl7, mul #1
sqdecw	x24, pow2, mul #1
sqdecw	z30.s, vl4, mul #6
sqincb	x23, w23, vl6, mul #11
sqincb	x11, vl2, mul #1
sqincd	x8, w8, vl1, mul #1
sqincd	x19, vl3, mul #13
sqincd	z11.d, vl7, mul #7
sqinch	x28, w28, all, mul #1
sqinch	x29, all, mul #6
sqinch	z22.h, all, mul #1
sqincp	x28, p6.b, w28
sqincp	x30, p15.d, w30
sqincp	x27, p3.h, w27
sqincp	x5, p0.s, w5
sqincp	x22, p2.b
sqincp	x30, p13.d
sqincp	x28, p12.h
sqincp	x6, p3.s
sqincp	z28.d, p4.d
sqincp	z11.h, p4.h
sqincp	z24.s, p4.s
sqincw	x23, w23, vl32, mul #16
sqincw	x10, mul3, mul #1
sqincw	z19.s, all, mul #1
sqsub	z31.b, z31.b, #4
sqsub	z26.d, z26.d, #22784
sqsub	z25.h, z25.h, #39680
sqsub	z18.s, z18.s, #0
sqsub	z3.b, z2.b, z16.b
sqsub	z14.d, z0.d, z12.d
sqsub	z30.h, z23.h, z29.h
sqsub	z21.s, z23.s, z6.s
st1b	{ z0.b }, p3, [x14, #5, mul vl]
st1b	{ z21.b }, p3, [x8, x26]
st1b	{ z9.d }, p6, [x16, #-7, mul vl]
st1b	{ z31.d }, p2, [x25, x2]
st1b	{ z10.h }, p3, [x14, #1, mul vl]
st1b	{ z12.h }, p6, [x17, x14]
st1b	{ z4.s }, p4, [x19, #0, mul vl]
st1b	{ z5.s }, p1, [x14, x29]
st1d	{ z8.d }, p4, [x21, #0, mul vl]
st1d	{ z21.d }, p1, [x16, x3, lsl #3]
st1h	{ z27.d }, p5, [x13, #2, mul vl]
st1h	{ z31.d }, p2, [x30, x28, lsl #1]
st1h	{ z24.h }, p4, [x27, #0, mul vl]
st1h	{ z7.h }, p3, [x5, x2, lsl #1]
st1h	{ z14.s }, p4, [x26, #1, mul vl]
st1h	{ z30.s }, p7, [x20, x21, lsl #1]
st1w	{ z30.d }, p7, [x17, #7, mul vl]
st1w	{ z16.d }, p3, [x12, x10, lsl #2]
st1w	{ z19.s }, p5, [x13, #0, mul vl]
st1w	{ z14.s }, p2, [x13, x4, lsl #2]
st2b	{ z22.b, z23.b }, p2, [x9, #8, mul vl]
st2b	{ z31.b, z0.b }, p4, [x2, x3]
st2d	{ z8.d, z9.d }, p2, [x13, #-4, mul vl]
st2d	{ z24.d, z25.d }, p5, [x24, x15, lsl #3]
st2h	{ z9.h, z10.h }, p0, [x14, #0, mul vl]
st2h	{ z27.h, z28.h }, p6, [x28, x15, lsl #1]
st2w	{ z24.s, z25.s }, p3, [x22, #14, mul vl]
st2w	{ z0.s, z1.s }, p2, [x30, x13, lsl #2]
st3b	{ z10.b - z12.b }, p2, [x30, #0, mul vl]
st3b	{ z17.b - z19.b }, p1, [x24, x18]
st3d	{ z18.d - z20.d }, p7, [x30, #0, mul vl]
st3d	{ z9.d - z11.d }, p7, [x28, x2, lsl #3]
st3h	{ z26.h - z28.h }, p3, [x10, #15, mul vl]
st3h	{ z25.h - z27.h }, p6, [x11, x30, lsl #1]
st3w	{ z0.s - z2.s }, p6, [x5, #-3, mul vl]
st3w	{ z19.s - z21.s }, p0, [x11, x10, lsl #2]
st4b	{ z31.b, z0.b, z1.b, z2.b }, p6, [x2, #8, mul vl]
st4b	{ z20.b - z23.b }, p7, [x29, x12]
st4d	{ z3.d - z6.d }, p7, [x20, #24, mul vl]
st4d	{ z29.d, z30.d, z31.d, z0.d }, p4, [x13, x30, lsl #3]
st4h	{ z23.h - z26.h }, p2, [x22, #0, mul vl]
st4h	{ z25.h - z28.h }, p2, [x4, x12, lsl #1]
st4w	{ z25.s - z28.s }, p5, [x6, #20, mul vl]
st4w	{ z31.s, z0.s, z1.s, z2.s }, p1, [x12, x22, lsl #2]
stnt1b	{ z19.b }, p4, [x8, #-3, mul vl]
stnt1b	{ z18.b }, p2, [x21, x3]
stnt1d	{ z20.d }, p6, [x9, #-8, mul vl]
stnt1d	{ z15.d }, p4, [x27, x27, lsl #3]
stnt1h	{ z15.h }, p2, [x5, #6, mul vl]
stnt1h	{ z16.h }, p5, [x15, x10, lsl #1]
stnt1w	{ z22.s }, p0, [x5, #7, mul vl]
stnt1w	{ z29.s }, p2, [x8, x24, lsl #2]
str	p12, [x28, #-99, mul vl]
str	z27, [x4, #0, mul vl]
subr	z5.b, z5.b, #71
subr	z8.d, z8.d, #0
subr	z5.h, z5.h, #0
subr	z13.s, z13.s, #221
subr	z15.b, p3/m, z15.b, z31.b
subr	z20.d, p1/m, z20.d, z13.d
subr	z27.h, p6/m, z27.h, z30.h
subr	z18.s, p4/m, z18.s, z1.s
sub	z10.b, z10.b, #246
sub	z16.d, z16.d, #0
sub	z19.h, z19.h, #57856
sub	z16.s, z16.s, #250
sub	z13.b, p0/m, z13.b, z25.b
sub	z14.d, p0/m, z14.d, z12.d
sub	z25.h, p5/m, z25.h, z20.h
sub	z8.s, p3/m, z8.s, z23.s
sub	z16.b, z31.b, z28.b
sub	z4.d, z12.d, z2.d
sub	z3.h, z6.h, z29.h
sub	z31.s, z27.s, z3.s
sunpkhi	z14.d, z9.s
sunpkhi	z7.h, z19.b
sunpkhi	z23.s, z25.h
sunpklo	z15.d, z12.s
sunpklo	z31.h, z8.b
sunpklo	z14.s, z31.h
sxtb	z28.d, p6/m, z10.d
sxtb	z11.h, p2/m, z16.h
sxtb	z3.s, p0/m, z23.s
sxth	z4.d, p1/m, z24.d
sxth	z31.s, p3/m, z31.s
sxtw	z24.d, p0/m, z21.d
tbl	z21.b, { z17.b }, z15.b
tbl	z24.d, { z2.d }, z5.d
tbl	z28.h, { z11.h }, z21.h
tbl	z2.s, { z13.s }, z6.s
trn1	p7.b, p14.b, p11.b
trn1	p14.d, p11.d, p9.d
trn1	p2.h, p3.h, p4.h
trn1	p7.s, p2.s, p8.s
trn1	z21.b, z23.b, z30.b
trn1	z30.d, z24.d, z16.d
trn1	z23.h, z19.h, z18.h
trn1	z2.s, z23.s, z13.s
trn2	p4.b, p14.b, p0.b
trn2	p13.d, p4.d, p11.d
trn2	p1.h, p2.h, p7.h
trn2	p0.s, p15.s, p13.s
trn2	z0.b, z7.b, z11.b
trn2	z5.d, z29.d, z15.d
trn2	z11.h, z26.h, z0.h
trn2	z28.s, z31.s, z5.s
uabd	z4.b, p0/m, z4.b, z14.b
uabd	z19.d, p3/m, z19.d, z11.d
uabd	z27.h, p0/m, z27.h, z22.h
uabd	z2.s, p3/m, z2.s, z15.s
uaddv	d31, p2, z27.b
uaddv	d29, p2, z22.d
uaddv	d14, p6, z26.h
uaddv	d16, p2, z30.s
ucvtf	z17.d, p3/m, z23.d
ucvtf	z28.d, p4/m, z2.s
ucvtf	z10.h, p7/m, z9.d
ucvtf	z9.h, p5/m, z10.h
ucvtf	z9.h, p3/m, z10.s
ucvtf	z19.s, p7/m, z27.d
ucvtf	z13.s, p0/m, z31.s
udivr	z21.d, p0/m, z21.d, z7.d
udivr	z24.s, p7/m, z24.s, z27.s
udiv	z4.d, p0/m, z4.d, z10.d
udiv	z26.s, p4/m, z26.s, z21.s
udot	z4.d, z26.h, z13.h[0]
udot	z8.s, z5.b, z2.b[3]
udot	z3.d, z16.h, z20.h
udot	z7.s, z3.b, z14.b
umaxv	b5, p0, z2.b
umaxv	d26, p2, z5.d
umaxv	h29, p7, z16.h
umaxv	s25, p1, z18.s
umax	z26.b, z26.b, #173
umax	z24.d, z24.d, #34
umax	z9.h, z9.h, #85
umax	z28.s, z28.s, #20
umax	z25.b, p5/m, z25.b, z20.b
umax	z12.d, p0/m, z12.d, z1.d
umax	z7.h, p5/m, z7.h, z7.h
umax	z28.s, p6/m, z28.s, z6.s
uminv	b3, p4, z13.b
uminv	d7, p4, z24.d
uminv	h24, p0, z30.h
uminv	s31, p1, z8.s
umin	z4.b, z4.b, #2
umin	z21.d, z21.d, #210
umin	z14.h, z14.h, #47
umin	z30.s, z30.s, #89
umin	z9.b, p7/m, z9.b, z29.b
umin	z3.d, p6/m, z3.d, z26.d
umin	z5.h, p5/m, z5.h, z23.h
umin	z6.s, p1/m, z6.s, z30.s
umulh	z1.b, p2/m, z1.b, z10.b
umulh	z14.d, p1/m, z14.d, z4.d
umulh	z3.h, p5/m, z3.h, z26.h
umulh	z2.s, p0/m, z2.s, z27.s
uqadd	z28.b, z28.b, #162
uqadd	z4.d, z4.d, #48640
uqadd	z13.h, z13.h, #28672
uqadd	z20.s, z20.s, #50
uqadd	z4.b, z22.b, z24.b
uqadd	z30.d, z24.d, z29.d
uqadd	z10.h, z18.h, z12.h
uqadd	z27.s, z8.s, z28.s
uqdecb	w15, all, mul #1
uqdecb	x9, vl1, mul #3
uqdecd	w16, all, mul #1
uqdecd	x11, vl7, mul #6
uqdecd	z27.d, mul4, mul #1
uqdech	w19, #27, mul #1
uqdech	x3, vl64, mul #1
uqdech	z28.h, mul4, mul #11
uqdecp	w25, p9.b
uqdecp	w24, p3.d
uqdecp	w2, p4.h
uqdecp	w29, p9.s
uqdecp	x24, p4.b
uqdecp	x27, p4.d
uqdecp	x28, p11.h
uqdecp	x17, p10.s
uqdecp	z18.d, p6.d
uqdecp	z14.h, p14.h
uqdecp	z5.s, p2.s
uqdecw	w14, vl1, mul #5
uqdecw	x6, vl1, mul #12
uqdecw	z8.s, vl1, mul #13
uqincb	w25, pow2, mul #5
uqincb	x29, vl1, mul #1
uqincd	w21, all, mul #1
uqincd	x13, #17, mul #1
uqincd	z2.d, vl32, mul #1
uqinch	w3, #24, mul #11
uqinch	x25, #19, mul #2
uqinch	z27.h, all, mul #1
uqincp	w23, p5.b
uqincp	w17, p8.d
uqincp	w12, p15.h
uqincp	w9, p13.s
uqincp	x14, p9.b
uqincp	x0, p10.d
uqincp	x0, p4.h
uqincp	x10, p7.s
uqincp	z3.d, p2.d
uqincp	z12.h, p3.h
uqincp	z17.s, p14.s
uqincw	w25, vl32, mul #9
uqincw	x24, vl256, mul #4
uqincw	z26.s, all, mul #1
uqsub	z4.b, z4.b, #158
uqsub	z0.d, z0.d, #72
uqsub	z22.h, z22.h, #141
uqsub	z15.s, z15.s, #6
uqsub	z13.b, z16.b, z29.b
uqsub	z19.d, z8.d, z17.d
uqsub	z6.h, z27.h, z1.h
uqsub	z17.s, z1.s, z30.s
uunpkhi	z2.d, z12.s
uunpkhi	z8.h, z5.b
uunpkhi	z29.s, z10.h
uunpklo	z27.d, z15.s
uunpklo	z21.h, z2.b
uunpklo	z15.s, z4.h
uxtb	z9.d, p6/m, z18.d
uxtb	z10.h, p2/m, z19.h
uxtb	z26.s, p6/m, z16.s
uxth	z9.d, p2/m, z4.d
uxth	z0.s, p3/m, z29.s
uxtw	z31.d, p2/m, z22.d
uzp1	p12.b, p1.b, p14.b
uzp1	p8.d, p13.d, p14.d
uzp1	p3.h, p6.h, p7.h
uzp1	p6.s, p4.s, p11.s
uzp1	z12.b, z12.b, z26.b
uzp1	z28.d, z0.d, z1.d
uzp1	z16.h, z8.h, z15.h
uzp1	z5.s, z3.s, z10.s
uzp2	p10.b, p12.b, p15.b
uzp2	p14.d, p6.d, p11.d
uzp2	p2.h, p1.h, p13.h
uzp2	p1.s, p2.s, p14.s
uzp2	z5.b, z11.b, z23.b
uzp2	z11.d, z22.d, z1.d
uzp2	z16.h, z29.h, z7.h
uzp2	z31.s, z9.s, z18.s
whilele	p9.b, w2, w20
whilele	p7.d, w26, w21
whilele	p4.h, w25, w14
whilele	p13.s, w26, w18
whilele	p6.b, x23, x24
whilele	p10.d, x14, x4
whilele	p5.h, x10, x1
whilele	p6.s, x8, x1
whilelo	p14.b, w15, w19
whilelo	p7.d, w10, w8
whilelo	p8.h, w20, wzr
whilelo	p3.s, w29, w26
whilelo	p1.b, x0, x18
whilelo	p9.d, x11, x6
whilelo	p12.h, x28, x10
whilelo	p4.s, x13, x13
whilels	p13.b, w5, w8
whilels	p13.d, w2, w13
whilels	p5.h, w0, w28
whilels	p14.s, w4, w25
whilels	p14.b, x17, x12
whilels	p9.d, x16, x21
whilels	p8.h, x20, x19
whilels	p2.s, x3, x23
whilelt	p2.b, w27, w6
whilelt	p14.d, w18, w12
whilelt	p13.h, w12, w27
whilelt	p3.s, w13, w20
whilelt	p10.b, x4, x30
whilelt	p12.d, x0, x6
whilelt	p4.h, x18, x25
whilelt	p12.s, x14, x20
zip1	p4.b, p6.b, p3.b
zip1	p11.d, p8.d, p13.d
zip1	p5.h, p15.h, p15.h
zip1	p13.s, p11.s, p14.s
zip1	z0.b, z29.b, z24.b
zip1	z1.d, z4.d, z11.d
zip1	z5.h, z18.h, z17.h
zip1	z18.s, z6.s, z10.s
zip2	p10.b, p14.b, p10.b
zip2	p4.d, p15.d, p13.d
zip2	p3.h, p6.h, p1.h
zip2	p12.s, p12.s, p2.s
zip2	z5.b, z24.b, z13.b
zip2	z11.d, z4.d, z30.d
zip2	z30.h, z25.h, z15.h
zip2	z5.s, z31.s, z16.s
