// mattr: +sve,+sme
// instructions llvm-mc 19 takes only with: sve or sme
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x2, x6, #-20
addvl	x3, x5, #-29
add	z4.b, z4.b, #189
add	z31.d, z31.d, #255
add	z1.h, z1.h, #205
add	z3.s, z3.s, #255
add	z3.b, p2/m, z3.b, z27.b
add	z26.d, p0/m, z26.d, z28.d
add	z27.h, p0/m, z27.h, z14.h
add	z15.s, p7/m, z15.s, z13.s
add	z4.b, z30.b, z17.b
add	z25.d, z3.d, z11.d
add	z3.h, z25.h, z29.h
add	z31.s, z13.s, z23.s
ands	p3.b, p10/z, p7.b, p11.b
andv	b20, p7, z22.b
andv	d5, p7, z12.d
andv	h25, p5, z21.h
andv	s11, p2, z4.s
and	p2.b, p0/z, p1.b, p12.b
and	z7.d, z7.d, #0xffffff
and	z11.b, p6/m, z11.b, z28.b
and	z25.d, p6/m, z25.d, z6.d
and	z6.h, p1/m, z6.h, z0.h
and	z25.s, p1/m, z25.s, z24.s
and	z0.d, z19.d, z22.d
asrd	z24.b, p5/m, z24.b, #7
asrd	z26.d, p0/m, z26.d, #29
asrd	z7.h, p6/m, z7.h, #3
asrd	z25.s, p1/m, z25.s, #18
asrr	z3.b, p7/m, z3.b, z25.b
asrr	z8.d, p6/m, z8.d, z19.d
asrr	z18.h, p5/m, z18.h, z22.h
asrr	z6.s, p3/m, z6.s, z19.s
asr	z7.b, p1/m, z7.b, z29.d
asr	z7.h, p6/m, z7.h, z10.d
asr	z7.s, p6/m, z7.s, z4.d
asr	z29.b, z4.b, z19.d
asr	z5.h, z16.h, z1.d
asr	z13.s, z7.s, z5.d
asr	z12.b, p3/m, z12.b, #8
asr	z12.d, p6/m, z12.d, #23
asr	z13.h, p0/m, z13.h, #13
asr	z26.s, p3/m, z26.s, #31
asr	z19.b, p7/m, z19.b, z20.b
asr	z1.d, p2/m, z1.d, z9.d
asr	z3.h, p3/m, z3.h, z3.h
asr	z30.s, p3/m, z30.s, z26.s
asr	z7.b, z17.b, #2
asr	z9.d, z18.d, #3
asr	z10.h, z30.h, #7
asr	z12.s, z6.s, #13
bics	p14.b, p15/z, p1.b, p3.b
bic	p13.b, p8/z, p5.b, p3.b
bic	z8.b, p3/m, z8.b, z22.b
bic	z13.d, p6/m, z13.d, z10.d
bic	z15.h, p2/m, z15.h, z10.h
bic	z9.s, p0/m, z9.s, z11.s
bic	z26.d, z7.d, z12.d
brkas	p6.b, p12/z, p0.b
brka	p8.b, p5/m, p13.b
brka	p11.b, p12/z, p14.b
brkbs	p1.b, p11/z, p5.b
brkb	p7.b, p14/m, p11.b
brkb	p13.b, p1/z, p2.b
brkn	p11.b, p0/z, p10.b, p11.b
brkns	p9.b, p0/z, p6.b, p9.b
brkpa	p1.b, p7/z, p2.b, p14.b
brkpas	p2.b, p12/z, p1.b, p2.b
brkpb	p10.b, p2/z, p4.b, p15.b
brkpbs	p6.b, p8/z, p2.b, p14.b
clasta	w15, p4, w15, z14.b
clasta	x29, p2, x29, z0.d
clasta	w1, p7, w1, z10.h
clasta	w11, p3, w11, z1.s
clasta	b11, p1, b11, z6.b
clasta	d14, p5, d14, z26.d
clasta	h4, p3, h4, z8.h
clasta	s7, p4, s7, z23.s
clasta	z31.b, p6, z31.b, z3.b
clasta	z12.d, p3, z12.d, z30.d
clasta	z8.h, p4, z8.h, z17.h
clasta	z5.s, p1, z5.s, z21.s
clastb	w24, p1, w24, z0.b
clastb	x1, p3, x1, z14.d
clastb	w1, p0, w1, z10.h
clastb	w22, p5, w22, z0.s
clastb	b15, p1, b15, z20.b
clastb	d28, p3, d28, z4.d
clastb	h14, p2, h14, z8.h
clastb	s20, p6, s20, z21.s
clastb	z11.b, p7, z11.b, z20.b
clastb	z26.d, p6, z26.d, z27.d
clastb	z30.h, p1, z30.h, z0.h
clastb	z27.s, p5, z27.s, z2.s
cls	z15.b, p0/m, z10.b
cls	z28.d, p2/m, z1.d
cls	z9.h, p1/m, z7.h
cls	z4.s, p3/m, z25.s
clz	z2.b, p5/m, z24.b
clz	z4.d, p4/m, z12.d
clz	z11.h, p5/m, z13.h
clz	z24.s, p7/m, z26.s
cmpeq	p7.b, p1/z, z14.b, #0
cmpeq	p3.d, p4/z, z12.d, #3
cmpeq	p12.h, p1/z, z7.h, #-16
cmpeq	p3.s, p1/z, z26.s, #-9
cmpeq	p12.b, p6/z, z8.b, z23.b
cmpeq	p11.d, p5/z, z2.d, z5.d
cmpeq	p4.h, p2/z, z31.h, z5.h
cmpeq	p6.s, p6/z, z13.s, z4.s
cmpeq	p6.b, p5/z, z5.b, z27.d
cmpeq	p13.h, p7/z, z31.h, z0.d
cmpeq	p2.s, p7/z, z27.s, z4.d
cmpge	p7.b, p2/z, z21.b, #-1
cmpge	p9.d, p6/z, z30.d, #1
cmpge	p11.h, p6/z, z17.h, #-2
cmpge	p0.s, p2/z, z6.s, #6
cmpge	p2.b, p5/z, z18.b, z24.b
cmpge	p3.d, p6/z, z7.d, z27.d
cmpge	p1.h, p5/z, z1.h, z29.h
cmpge	p12.s, p1/z, z25.s, z27.s
cmpge	p3.b, p2/z, z6.b, z6.d
cmpge	p2.h, p3/z, z14.h, z9.d
cmpge	p5.s, p5/z, z31.s, z14.d
cmpgt	p15.b, p6/z, z16.b, #-7
cmpgt	p6.d, p3/z, z3.d, #-4
cmpgt	p12.h, p6/z, z11.h, #0
cmpgt	p3.s, p5/z, z30.s, #14
cmpgt	p0.b, p7/z, z30.b, z0.b
cmpgt	p3.d, p1/z, z13.d, z17.d
cmpgt	p4.h, p0/z, z22.h, z19.h
cmpgt	p0.s, p6/z, z3.s, z12.s
cmpgt	p4.b, p1/z, z7.b, z18.d
cmpgt	p1.h, p0/z, z20.h, z24.d
cmpgt	p7.s, p3/z, z23.s, z5.d
cmphi	p9.b, p6/z, z15.b, #83
cmphi	p8.d, p2/z, z18.d, #127
cmphi	p2.h, p7/z, z31.h, #97
cmphi	p5.s, p2/z, z15.s, #2
cmphi	p7.b, p3/z, z25.b, z9.b
cmphi	p10.d, p6/z, z28.d, z16.d
cmphi	p2.h, p2/z, z5.h, z16.h
cmphi	p2.s, p1/z, z1.s, z12.s
cmphi	p14.b, p7/z, z12.b, z21.d
cmphi	p2.h, p0/z, z28.h, z28.d
cmphi	p13.s, p0/z, z22.s, z0.d
cmphs	p5.b, p3/z, z14.b, #0
cmphs	p5.d, p6/z, z0.d, #3
cmphs	p4.h, p6/z, z15.h, #113
cmphs	p3.s, p1/z, z23.s, #71
cmphs	p3.b, p2/z, z12.b, z1.b
cmphs	p1.d, p7/z, z16.d, z3.d
cmphs	p10.h, p6/z, z4.h, z2.h
cmphs	p13.s, p1/z, z21.s, z2.s
cmphs	p0.b, p7/z, z27.b, z22.d
cmphs	p4.h, p3/z, z1.h, z29.d
cmphs	p13.s, p4/z, z29.s, z14.d
cmple	p0.b, p7/z, z22.b, #15
cmple	p1.d, p3/z, z14.d, #1
cmple	p8.h, p7/z, z9.h, #5
cmple	p7.s, p6/z, z10.s, #-6
cmple	p6.b, p1/z, z18.b, z11.d
cmple	p7.h, p4/z, z3.h, z22.d
cmple	p1.s, p3/z, z29.s, z19.d
cmplo	p0.b, p1/z, z4.b, #0
cmplo	p12.d, p2/z, z18.d, #30
cmplo	p2.h, p5/z, z3.h, #3
cmplo	p4.s, p6/z, z0.s, #112
cmplo	p12.b, p6/z, z17.b, z22.d
cmplo	p11.h, p7/z, z28.h, z14.d
cmplo	p4.s, p1/z, z23.s, z26.d
cmpls	p1.b, p3/z, z7.b, #0
cmpls	p14.d, p3/z, z13.d, #61
cmpls	p14.h, p6/z, z2.h, #54
cmpls	p4.s, p7/z, z4.s, #0
cmpls	p6.b, p7/z, z11.b, z6.d
cmpls	p12.h, p1/z, z17.h, z6.d
cmpls	p6.s, p4/z, z1.s, z17.d
cmplt	p6.b, p5/z, z16.b, #-15
cmplt	p1.d, p1/z, z11.d, #3
cmplt	p6.h, p6/z, z2.h, #-9
cmplt	p8.s, p2/z, z18.s, #10
cmplt	p4.b, p7/z, z2.b, z23.d
cmplt	p4.h, p5/z, z25.h, z21.d
cmplt	p5.s, p6/z, z19.s, z31.d
cmpne	p3.b, p5/z, z29.b, #8
cmpne	p14.d, p7/z, z14.d, #13
cmpne	p14.h, p6/z, z25.h, #0
cmpne	p6.s, p3/z, z28.s, #-15
cmpne	p4.b, p5/z, z18.b, z25.b
cmpne	p10.d, p3/z, z17.d, z12.d
cmpne	p0.h, p3/z, z14.h, z21.h
cmpne	p8.s, p0/z, z4.s, z24.s
cmpne	p12.b, p2/z, z11.b, z5.d
cmpne	p1.h, p7/z, z10.h, z10.d
cmpne	p12.s, p5/z, z14.s, z24.d
cnot	z31.b, p6/m, z1.b
cnot	z21.d, p3/m, z13.d
cnot	z15.h, p0/m, z4.h
cnot	z22.s, p5/m, z14.s
cntb	x14, all, mul #1
cntd	x21, pow2, mul #1
cnth	xzr, pow2, mul #11
cntp	x17, p1, p1.b
cntp	x2, p15, p14.d
cntp	x17, p13, p4.h
cntp	x30, p7, p2.s
cntw	x25, #22, mul #1
cnt	z30.b, p3/m, z14.b
cnt	z0.d, p0/m, z5.d
cnt	z27.h, p6/m, z7.h
cnt	z0.s, p7/m, z9.s
cpy	z27.b, p5/m, #35
cpy	z16.d, p15/m, #-1
cpy	z22.h, p12/m, #26624
cpy	z17.s, p2/m, #-5120
cpy	z0.b, p0/m, w24
cpy	z14.d, p5/m, x21
cpy	z8.h, p1/m, w21
cpy	z29.s, p0/m, w0
cpy	z29.b, p4/m, b29
cpy	z20.d, p4/m, d31
cpy	z22.h, p0/m, h24
cpy	z22.s, p7/m, s1
cpy	z9.b, p2/z, #15
cpy	z20.d, p15/z, #-88
cpy	z31.h, p1/z, #-17920
cpy	z7.s, p9/z, #44
ctermeq	w26, w1
ctermeq	x18, x28
ctermne	w29, w15
ctermne	x15, x7
decb	x21, all, mul #1
decd	x22, vl3, mul #1
decd	z19.d, vl16, mul #9
dech	x17, pow2, mul #9
dech	z19.h, all, mul #1
decp	x4, p4.b
decp	x14, p11.d
decp	x12, p13.h
decp	x30, p3.s
decp	z22.d, p13.d
decp	z18.h, p8.h
decp	z22.s, p13.s
decw	x3, vl3, mul #7
decw	z4.s, vl7, mul #1
dupm	z4.d, #0xffffc000000000ff
dup	z8.b, #-39
dup	z18.d, #-32768
dup	z19.h, #58
dup	z10.s, #-33
dup	z9.b, w25
dup	z5.d, x19
dup	z31.h, w26
dup	z13.s, w6
dup	z19.q, z20.q[0]
dup	z16.h, z1.h[22]
dup	z24.s, z3.s[9]
dup	z28.d, z0.d[3]
dup	z21.b, z26.b[0]
eors	p2.b, p0/z, p9.b, p6.b
eorv	b19, p1, z7.b
eorv	d18, p7, z0.d
eorv	h30, p0, z18.h
eorv	s10, p5, z4.s
eor	p11.b, p4/z, p12.b, p11.b
eor	z0.d, z0.d, #0xfffffffffff
eor	z1.b, p6/m, z1.b, z12.b
eor	z17.d, p3/m, z17.d, z3.d
eor	z17.h, p1/m, z17.h, z16.h
eor	z15.s, p4/m, z15.s, z27.s
eor	z10.d, z26.d, z12.d
ext	z12.b, z12.b, z25.b, #87
fabd	z28.d, p0/m, z28.d, z8.d
fabd	z2.h, p7/m, z2.h, z31.h
fabd	z5.s, p7/m, z5.s, z16.s
fabs	z7.d, p5/m, z3.d
fabs	z25.h, p7/m, z31.h
fabs	z1.s, p6/m, z20.s
facge	p15.d, p2/z, z25.d, z26.d
facge	p14.h, p3/z, z19.h, z16.h
facge	p8.s, p2/z, z3.s, z15.s
facgt	p13.d, p0/z, z3.d, z8.d
facgt	p2.h, p7/z, z20.h, z30.h
facgt	p9.s, p4/z, z0.s, z19.s
faddv	d13, p4, z3.d
faddv	h25, p3, z17.h
faddv	s20, p6, z15.s
fadd	z0.d, p4/m, z0.d, #0.5
fadd	z2.h, p7/m, z2.h, #1.0
fadd	z8.s, p3/m, z8.s, #1.0
fadd	z0.d, p6/m, z0.d, z26.d
fadd	z18.h, p2/m, z18.h, z23.h
fadd	z21.s, p3/m, z21.s, z21.s
fadd	z15.d, z29.d, z22.d
fadd	z7.h, z26.h, z2.h
fadd	z23.s, z2.s, z14.s
fcadd	z25.d, p0/m, z25.d, z0.d, #270
fcadd	z11.h, p3/m, z11.h, z22.h, #270
fcadd	z11.s, p6/m, z11.s, z3.s, #270
fcmeq	p3.d, p3/z, z27.d, #0.0
fcmeq	p9.h, p5/z, z26.h, #0.0
fcmeq	p9.s, p7/z, z0.s, #0.0
fcmeq	p1.d, p7/z, z24.d, z0.d
fcmeq	p0.h, p1/z, z3.h, z28.h
fcmeq	p11.s, p1/z, z26.s, z22.s
fcmge	p11.d, p5/z, z4.d, #0.0
fcmge	p12.h, p6/z, z18.h, #0.0
fcmge	p15.s, p7/z, z2.s, #0.0
fcmge	p3.d, p0/z, z1.d, z3.d
fcmge	p4.h, p4/z, z30.h, z20.h
fcmge	p14.s, p7/z, z16.s, z3.s
fcmgt	p9.d, p7/z, z17.d, #0.0
fcmgt	p13.h, p4/z, z14.h, #0.0
fcmgt	p4.s, p3/z, z6.s, #0.0
fcmgt	p4.d, p5/z, z4.d, z24.d
fcmgt	p5.h, p7/z, z19.h, z13.h
fcmgt	p10.s, p2/z, z7.s, z26.s
fcmla	z22.h, z12.h, z3.h[0], #180
fcmla	z10.s, z5.s, z6.s[0], #0
fcmla	z9.d, p1/m, z19.d, z12.d, #180
fcmla	z0.h, p1/m, z19.h, z22.h, #0
fcmla	z10.s, p4/m, z1.s, z29.s, #0
fcmle	p9.d, p2/z, z19.d, #0.0
fcmle	p0.h, p4/z, z1.h, #0.0
fcmle	p12.s, p5/z, z4.s, #0.0
fcmlt	p12.d, p1/z, z22.d, #0.0
fcmlt	p1.h, p2/z, z6.h, #0.0
fcmlt	p13.s, p6/z, z27.s, #0.0
fcmne	p15.d, p3/z, z18.d, #0.0
fcmne	p4.h, p5/z, z2.h, #0.0
fcmne	p9.s, p6/z, z0.s, #0.0
fcmne	p15.d, p1/z, z31.d, z6.d
fcmne	p12.h, p1/z, z28.h, z5.h
fcmne	p12.s, p6/z, z5.s, z17.s
fcmuo	p7.d, p4/z, z20.d, z5.d
fcmuo	p5.h, p6/z, z14.h, z28.h
fcmuo	p1.s, p5/z, z2.s, z16.s
fcpy	z30.d, p8/m, #-14.50000000
fcpy	z0.h, p11/m, #0.24218750
fcpy	z17.s, p9/m, #0.18750000
fcvtzs	z19.d, p6/m, z14.d
fcvtzs	z23.d, p7/m, z0.h
fcvtzs	z12.d, p7/m, z19.s
fcvtzs	z1.h, p5/m, z16.h
fcvtzs	z15.s, p2/m, z10.d
fcvtzs	z9.s, p4/m, z21.h
fcvtzs	z19.s, p0/m, z20.s
fcvtzu	z23.d, p1/m, z8.d
fcvtzu	z9.d, p5/m, z18.h
fcvtzu	z10.d, p3/m, z29.s
fcvtzu	z9.h, p1/m, z18.h
fcvtzu	z22.s, p1/m, z30.d
fcvtzu	z4.s, p6/m, z16.h
fcvtzu	z18.s, p0/m, z20.s
fcvt	z19.d, p3/m, z15.h
fcvt	z22.d, p5/m, z15.s
fcvt	z29.h, p7/m, z6.d
fcvt	z26.h, p5/m, z23.s
fcvt	z15.s, p7/m, z10.d
fcvt	z31.s, p5/m, z14.h
fdivr	z31.d, p1/m, z31.d, z21.d
fdivr	z16.h, p6/m, z16.h, z2.h
fdivr	z1.s, p2/m, z1.s, z20.s
fdiv	z7.d, p1/m, z7.d, z21.d
fdiv	z6.h, p4/m, z6.h, z31.h
fdiv	z4.s, p2/m, z4.s, z18.s
fdup	z28.d, #10.50000000
fdup	z7.h, #-1.50000000
fdup	z9.s, #0.40625000
fmad	z25.d, p0/m, z14.d, z1.d
fmad	z1.h, p7/m, z12.h, z28.h
fmad	z3.s, p5/m, z28.s, z24.s
fmaxnmv	d0, p6, z26.d
fmaxnmv	h6, p6, z17.h
fmaxnmv	s17, p0, z25.s
fmaxnm	z14.d, p2/m, z14.d, #1.0
fmaxnm	z13.h, p6/m, z13.h, #0.0
fmaxnm	z19.s, p7/m, z19.s, #0.0
fmaxnm	z22.d, p4/m, z22.d, z20.d
fmaxnm	z29.h, p3/m, z29.h, z21.h
fmaxnm	z18.s, p3/m, z18.s, z9.s
fmaxv	d29, p5, z20.d
fmaxv	h9, p4, z25.h
fmaxv	s22, p3, z7.s
fmax	z21.d, p6/m, z21.d, #0.0
fmax	z3.h, p2/m, z3.h, #1.0
fmax	z5.s, p6/m, z5.s, #0.0
fmax	z11.d, p3/m, z11.d, z23.d
fmax	z29.h, p7/m, z29.h, z1.h
fmax	z27.s, p7/m, z27.s, z0.s
fminnmv	d26, p5, z12.d
fminnmv	h12, p7, z7.h
fminnmv	s21, p6, z26.s
fminnm	z14.d, p4/m, z14.d, #0.0
fminnm	z28.h, p5/m, z28.h, #1.0
fminnm	z17.s, p6/m, z17.s, #0.0
fminnm	z3.d, p3/m, z3.d, z23.d
fminnm	z23.h, p7/m, z23.h, z12.h
fminnm	z6.s, p7/m, z6.s, z0.s
fminv	d31, p2, z13.d
fminv	h9, p1, z21.h
fminv	s3, p2, z16.s
fmin	z14.d, p4/m, z14.d, #1.0
fmin	z29.h, p3/m, z29.h, #1.0
fmin	z2.s, p4/m, z2.s, #1.0
fmin	z9.d, p1/m, z9.d, z10.d
fmin	z4.h, p3/m, z4.h, z23.h
fmin	z0.s, p3/m, z0.s, z22.s
fmla	z4.d, z30.d, z15.d[1]
fmla	z16.h, z22.h, z4.h[3]
fmla	z11.s, z17.s, z0.s[1]
fmla	z4.d, p2/m, z28.d, z17.d
fmla	z30.h, p0/m, z29.h, z28.h
fmla	z0.s, p7/m, z17.s, z23.s
fmls	z13.d, z2.d, z0.d[0]
fmls	z10.h, z30.h, z0.h[1]
fmls	z28.s, z14.s, z3.s[0]
fmls	z22.d, p5/m, z22.d, z26.d
fmls	z10.h, p2/m, z26.h, z8.h
fmls	z24.s, p5/m, z26.s, z14.s
fmsb	z5.d, p6/m, z16.d, z5.d
fmsb	z19.h, p7/m, z14.h, z31.h
fmsb	z20.s, p3/m, z21.s, z0.s
fmulx	z3.d, p1/m, z3.d, z31.d
fmulx	z15.h, p5/m, z15.h, z21.h
fmulx	z0.s, p7/m, z0.s, z22.s
fmul	z21.d, p3/m, z21.d, #2.0
fmul	z6.h, p6/m, z6.h, #0.5
fmul	z9.s, p3/m, z9.s, #2.0
fmul	z1.d, p6/m, z1.d, z23.d
fmul	z6.h, p3/m, z6.h, z18.h
fmul	z16.s, p7/m, z16.s, z15.s
fmul	z3.d, z29.d, z13.d[0]
fmul	z8.h, z10.h, z5.h[0]
fmul	z0.s, z23.s, z3.s[2]
fmul	z3.d, z5.d, z6.d
fmul	z10.h, z28.h, z31.h
fmul	z11.s, z1.s, z28.s
fneg	z19.d, p7/m, z13.d
fneg	z6.h, p5/m, z8.h
fneg	z24.s, p2/m, z2.s
fnmad	z4.d, p3/m, z27.d, z1.d
fnmad	z22.h, p1/m, z13.h, z15.h
fnmad	z21.s, p0/m, z7.s, z5.s
fnmla	z17.d, p0/m, z5.d, z23.d
fnmla	z12.h, p7/m, z29.h, z1.h
fnmla	z28.s, p1/m, z13.s, z4.s
fnmls	z26.d, p0/m, z25.d, z1.d
fnmls	z31.h, p7/m, z27.h, z8.h
fnmls	z24.s, p7/m, z16.s, z1.s
fnmsb	z16.d, p4/m, z5.d, z6.d
fnmsb	z17.h, p7/m, z23.h, z15.h
fnmsb	z1.s, p3/m, z1.s, z29.s
frecpe	z26.d, z8.d
frecpe	z21.h, z20.h
frecpe	z27.s, z5.s
frecps	z5.d, z2.d, z8.d
frecps	z7.h, z8.h, z8.h
frecps	z12.s, z29.s, z30.s
frecpx	z23.d, p4/m, z31.d
frecpx	z14.h, p5/m, z10.h
frecpx	z28.s, p4/m, z9.s
frinta	z3.d, p2/m, z19.d
frinta	z12.h, p1/m, z26.h
frinta	z22.s, p5/m, z25.s
frinti	z25.d, p3/m, z27.d
frinti	z31.h, p2/m, z8.h
frinti	z10.s, p3/m, z8.s
frintm	z11.d, p0/m, z17.d
frintm	z1.h, p4/m, z9.h
frintm	z29.s, p0/m, z4.s
frintn	z18.d, p2/m, z6.d
frintn	z5.h, p2/m, z21.h
frintn	z10.s, p4/m, z3.s
frintp	z9.d, p0/m, z27.d
frintp	z1.h, p4/m, z1.h
frintp	z16.s, p6/m, z8.s
frintx	z15.d, p1/m, z16.d
frintx	z18.h, p5/m, z31.h
frintx	z19.s, p1/m, z6.s
frintz	z15.d, p6/m, z6.d
frintz	z7.h, p5/m, z23.h
frintz	z26.s, p1/m, z31.s
frsqrte	z7.d, z20.d
frsqrte	z17.h, z9.h
frsqrte	z0.s, z13.s
frsqrts	z14.d, z7.d, z20.d
frsqrts	z29.h, z15.h, z29.h
frsqrts	z29.s, z14.s, z30.s
fscale	z9.d, p4/m, z9.d, z17.d
fscale	z9.h, p6/m, z9.h, z14.h
fscale	z27.s, p0/m, z27.s, z3.s
fsqrt	z19.d, p7/m, z9.d
fsqrt	z4.h, p2/m, z6.h
fsqrt	z22.s, p2/m, z26.s
fsubr	z14.d, p3/m, z14.d, #0.5
fsubr	z9.h, p2/m, z9.h, #1.0
fsubr	z5.s, p0/m, z5.s, #1.0
fsubr	z23.d, p0/m, z23.d, z18.d
fsubr	z31.h, p6/m, z31.h, z5.h
fsubr	z19.s, p0/m, z19.s, z30.s
fsub	z17.d, p5/m, z17.d, #0.5
fsub	z30.h, p4/m, z30.h, #0.5
fsub	z1.s, p2/m, z1.s, #1.0
fsub	z20.d, p0/m, z20.d, z20.d
fsub	z12.h, p0/m, z12.h, z3.h
fsub	z31.s, p6/m, z31.s, z30.s
fsub	z11.d, z8.d, z7.d
fsub	z0.h, z25.h, z20.h
fsub	z13.s, z5.s, z12.s
incb	x24, vl16, mul #3
incd	x6, vl5, mul #1
incd	z1.d, vl128, mul #7
inch	x23, vl2, mul #16
inch	z5.h, vl64, mul #1
incp	x14, p7.b
incp	x25, p14.d
incp	x0, p5.h
incp	x21, p4.s
incp	z26.d, p1.d
incp	z9.h, p6.h
incp	z19.s, p13.s
incw	x6, vl64, mul #16
incw	z21.s, #20, mul #6
index	z25.b, #-8, #0
index	z17.d, #6, #-12
index	z26.h, #5, #1
index	z29.s, #-15, #-16
index	z20.b, w8, #15
index	z18.d, x27, #-4
index	z11.h, w12, #11
index	z16.s, wzr, #3
index	z22.b, #1, w18
index	z19.d, #-1, x1
index	z26.h, #-1, w1
index	z20.s, #2, w10
index	z16.b, w10, wzr
index	z7.d, x5, x13
index	z27.h, w18, w10
index	z28.s, w5, w7
insr	z26.b, w27
insr	z22.d, x23
insr	z12.h, w17
insr	z28.s, w15
insr	z24.b, b18
insr	z20.d, d13
insr	z31.h, h25
insr	z1.s, s31
lasta	w12, p4, z25.b
lasta	x29, p4, z5.d
lasta	w28, p5, z9.h
lasta	w5, p5, z23.s
lasta	b15, p3, z13.b
lasta	d31, p0, z30.d
lasta	h11, p4, z31.h
lasta	s0, p1, z9.s
lastb	w24, p7, z3.b
lastb	x16, p6, z14.d
lastb	w7, p0, z8.h
lastb	w22, p0, z27.s
lastb	b25, p5, z27.b
lastb	d9, p3, z13.d
lastb	h22, p1, z7.h
lastb	s2, p1, z27.s
ld1b	{ z17.b }, p3/z, [x0, #7, mul vl]
ld1b	{ z6.b }, p6/z, [x3, x15]
ld1b	{ z4.d }, p3/z, [x17, #0, mul vl]
ld1b	{ z24.d }, p0/z, [x19, x8]
ld1b	{ z29.h }, p7/z, [x28, #6, mul vl]
ld1b	{ z1.h }, p1/z, [x10, x11]
ld1b	{ z14.s }, p1/z, [x9, #-1, mul vl]
ld1b	{ z0.s }, p0/z, [x12, x6]
ld1d	{ z11.d }, p4/z, [x3, #0, mul vl]
ld1d	{ z19.d }, p2/z, [x18, x7, lsl #3]
ld1h	{ z26.d }, p1/z, [x6, #1, mul vl]
ld1h	{ z5.d }, p3/z, [x5, x8, lsl #1]
ld1h	{ z24.h }, p5/z, [x5, #4, mul vl]
ld1h	{ z21.h }, p5/z, [x6, x7, lsl #1]
ld1h	{ z7.s }, p7/z, [x9, #0, mul vl]
ld1h	{ z25.s }, p5/z, [x28, x20, lsl #1]
ld1rb	{ z5.b }, p0/z, [x1, #0]
ld1rb	{ z4.d }, p3/z, [sp, #0]
ld1rb	{ z13.h }, p1/z, [x19, #0]
ld1rb	{ z31.s }, p7/z, [x9, #0]
ld1rd	{ z19.d }, p3/z, [x16, #392]
ld1rh	{ z15.d }, p7/z, [x28, #84]
ld1rh	{ z26.h }, p7/z, [x13, #0]
ld1rh	{ z0.s }, p1/z, [x17, #0]
ld1rqb	{ z10.b }, p2/z, [x29, #-96]
ld1rqb	{ z16.b }, p3/z, [x27, x19]
ld1rqd	{ z23.d }, p2/z, [x4, #-112]
ld1rqd	{ z12.d }, p2/z, [x17, x28, lsl #3]
ld1rqh	{ z21.h }, p2/z, [x5, #-16]
ld1rqh	{ z8.h }, p7/z, [x30, x8, lsl #1]
ld1rqw	{ z29.s }, p1/z, [x19, #-16]
ld1rqw	{ z30.s }, p1/z, [x6, x10, lsl #2]
ld1rsb	{ z8.d }, p3/z, [x16, #0]
ld1rsb	{ z16.h }, p2/z, [sp, #5]
ld1rsb	{ z13.s }, p0/z, [x18, #46]
ld1rsh	{ z3.d }, p7/z, [x0, #72]
ld1rsh	{ z25.s }, p1/z, [x27, #0]
ld1rsw	{ z15.d }, p3/z, [x1, #108]
ld1rw	{ z14.d }, p5/z, [x21, #0]
ld1rw	{ z9.s }, p7/z, [x20, #120]
ld1sb	{ z12.d }, p3/z, [x8, #4, mul vl]
ld1sb	{ z1.d }, p0/z, [x15, x7]
ld1sb	{ z28.h }, p4/z, [x10, #1, mul vl]
ld1sb	{ z20.h }, p1/z, [x8, x1]
ld1sb	{ z9.s }, p1/z, [x0, #5, mul vl]
ld1sb	{ z2.s }, p1/z, [x29, x1]
ld1sh	{ z0.d }, p4/z, [x14, #-5, mul vl]
ld1sh	{ z15.d }, p0/z, [x18, x26, lsl #1]
ld1sh	{ z21.s }, p1/z, [x22, #5, mul vl]
ld1sh	{ z1.s }, p0/z, [x24, x5, lsl #1]
ld1sw	{ z25.d }, p3/z, [x7, #-1, mul vl]
ld1sw	{ z30.d }, p5/z, [x3, x25, lsl #2]
ld1w	{ z1.d }, p0/z, [x14, #0, mul vl]
ld1w	{ z20.d }, p7/z, [x27, x20, lsl #2]
ld1w	{ z8.s }, p3/z, [x25, #7, mul vl]
ld1w	{ z16.s }, p4/z, [x11, x20, lsl #2]
ld2b	{ z18.b, z19.b }, p4/z, [x17, #0, mul vl]
ld2b	{ z12.b, z13.b }, p3/z, [x9, x15]
ld2d	{ z28.d, z29.d }, p7/z, [x27, #14, mul vl]
ld2d	{ z15.d, z16.d }, p4/z, [x25, x15, lsl #3]
ld2h	{ z2.h, z3.h }, p5/z, [x4, #-14, mul vl]
ld2h	{ z26.h, z27.h }, p2/z, [x24, x27, lsl #1]
ld2w	{ z30.s, z31.s }, p4/z, [x25, #-6, mul vl]
ld2w	{ z24.s, z25.s }, p4/z, [x13, x28, lsl #2]
ld3b	{ z8.b - z10.b }, p3/z, [sp, #15, mul vl]
ld3b	{ z11.b - z13.b }, p4/z, [x21, x11]
ld3d	{ z19.d - z21.d }, p0/z, [x27, #3, mul vl]
ld3d	{ z3.d - z5.d }, p5/z, [x18, x26, lsl #3]
ld3h	{ z20.h - z22.h }, p4/z, [x26, #0, mul vl]
ld3h	{ z27.h - z29.h }, p1/z, [x6, x29, lsl #1]
ld3w	{ z11.s - z13.s }, p3/z, [x23, #-9, mul vl]
ld3w	{ z3.s - z5.s }, p4/z, [x19, x13, lsl #2]
ld4b	{ z21.b - z24.b }, p6/z, [x14, #0, mul vl]
ld4b	{ z24.b - z27.b }, p0/z, [x15, x15]
ld4d	{ z19.d - z22.d }, p0/z, [x1, #-20, mul vl]
ld4d	{ z2.d - z5.d }, p4/z, [x1, x4, lsl #3]
ld4h	{ z29.h, z30.h, z31.h, z0.h }, p5/z, [x11, #16, mul vl]
ld4h	{ z7.h - z10.h }, p5/z, [x27, x22, lsl #1]
ld4w	{ z2.s - z5.s }, p1/z, [x10, #24, mul vl]
ld4w	{ z0.s - z3.s }, p4/z, [x25, x18, lsl #2]
ldnt1b	{ z6.b }, p2/z, [x22, #-1, mul vl]
ldnt1b	{ z20.b }, p6/z, [x0, x1]
ldnt1d	{ z8.d }, p2/z, [x19, #0, mul vl]
ldnt1d	{ z15.d }, p7/z, [x1, x4, lsl #3]
ldnt1h	{ z12.h }, p6/z, [x23, #7, mul vl]
ldnt1h	{ z29.h }, p0/z, [x26, x22, lsl #1]
ldnt1w	{ z6.s }, p0/z, [x14, #2, mul vl]
ldnt1w	{ z28.s }, p0/z, [x14, x13, lsl #2]
ldr	p15, [x6, #0, mul vl]
ldr	z2, [x7, #-190, mul vl]
lslr	z18.b, p6/m, z18.b, z21.b
lslr	z15.d, p2/m, z15.d, z5.d
lslr	z14.h, p6/m, z14.h, z14.h
lslr	z30.s, p2/m, z30.s, z20.s
lsl	z27.b, p5/m, z27.b, z8.d
lsl	z26.h, p7/m, z26.h, z3.d
lsl	z26.s, p6/m, z26.s, z4.d
lsl	z3.b, z21.b, z4.d
lsl	z2.h, z15.h, z7.d
lsl	z4.s, z18.s, z2.d
lsl	z6.b, p7/m, z6.b, #0
lsl	z17.d, p7/m, z17.d, #34
lsl	z4.h, p7/m, z4.h, #15
lsl	z9.s, p3/m, z9.s, #7
lsl	z27.b, p6/m, z27.b, z17.b
lsl	z3.d, p5/m, z3.d, z29.d
lsl	z28.h, p7/m, z28.h, z22.h
lsl	z7.s, p3/m, z7.s, z4.s
lsl	z15.b, z22.b, #6
lsl	z0.d, z15.d, #52
lsl	z5.h, z2.h, #15
lsl	z5.s, z2.s, #3
lsrr	z19.b, p4/m, z19.b, z24.b
lsrr	z4.d, p2/m, z4.d, z26.d
lsrr	z14.h, p3/m, z14.h, z31.h
lsrr	z2.s, p7/m, z2.s, z4.s
lsr	z31.b, p4/m, z31.b, z14.d
lsr	z20.h, p4/m, z20.h, z28.d
lsr	z12.s, p3/m, z12.s, z2.d
lsr	z16.b, z9.b, z5.d
lsr	z0.h, z29.h, z29.d
lsr	z8.s, z8.s, z22.d
lsr	z29.b, p5/m, z29.b, #6
lsr	z11.d, p0/m, z11.d, #55
lsr	z19.h, p2/m, z19.h, #3
lsr	z7.s, p1/m, z7.s, #1
lsr	z6.b, p5/m, z6.b, z4.b
lsr	z16.d, p6/m, z16.d, z13.d
lsr	z3.h, p6/m, z3.h, z30.h
lsr	z20.s, p0/m, z20.s, z27.s
lsr	z11.b, z27.b, #2
lsr	z27.d, z31.d, #52
lsr	z1.h, z17.h, #16
lsr	z13.s, z3.s, #22
mad	z24.b, p0/m, z0.b, z17.b
mad	z4.d, p7/m, z26.d, z18.d
mad	z25.h, p3/m, z31.h, z26.h
mad	z25.s, p7/m, z17.s, z2.s
mla	z1.b, p3/m, z20.b, z10.b
mla	z3.d, p6/m, z9.d, z8.d
mla	z6.h, p6/m, z22.h, z8.h
mla	z26.s, p7/m, z17.s, z22.s
mls	z7.b, p4/m, z12.b, z19.b
mls	z5.d, p5/m, z4.d, z5.d
mls	z18.h, p0/m, z12.h, z31.h
mls	z29.s, p0/m, z11.s, z17.s
msb	z7.b, p7/m, z16.b, z18.b
msb	z21.d, p3/m, z20.d, z0.d
msb	z21.h, p1/m, z8.h, z21.h
msb	z20.s, p5/m, z23.s, z5.s
mul	z2.b, z2.b, #-69
mul	z20.d, z20.d, #41
mul	z18.h, z18.h, #111
mul	z10.s, z10.s, #127
mul	z12.b, p2/m, z12.b, z21.b
mul	z19.d, p6/m, z19.d, z22.d
mul	z15.h, p4/m, z15.h, z15.h
mul	z5.s, p7/m, z5.s, z0.s
nands	p13.b, p7/z, p14.b, p0.b
nand	p15.b, p10/z, p9.b, p1.b
neg	z21.b, p1/m, z5.b
neg	z7.d, p0/m, z5.d
neg	z10.h, p0/m, z5.h
neg	z10.s, p5/m, z12.s
nors	p8.b, p2/z, p4.b, p1.b
nor	p8.b, p2/z, p15.b, p11.b
not	z6.b, p0/m, z1.b
not	z14.d, p4/m, z5.d
not	z10.h, p0/m, z29.h
not	z26.s, p5/m, z27.s
orns	p3.b, p10/z, p4.b, p8.b
orn	p3.b, p3/z, p6.b, p6.b
orrs	p6.b, p13/z, p13.b, p13.b
orr	p2.b, p9/z, p9.b, p9.b
orr	z5.d, z5.d, #0xffff80000000003f
orr	z20.b, p5/m, z20.b, z18.b
orr	z1.d, p2/m, z1.d, z27.d
orr	z24.h, p3/m, z24.h, z5.h
orr	z14.s, p0/m, z14.s, z26.s
orr	z26.d, z2.d, z12.d
orv	b13, p4, z24.b
orv	d2, p2, z21.d
orv	h3, p5, z15.h
orv	s15, p6, z24.s
pfalse	p8.b
pfirst	p14.b, p11, p14.b
pnext	p4.b, p7, p4.b
pnext	p13.d, p6, p13.d
pnext	p8.h, p15, p8.h
pnext	p7.s, p0, p7.s
prfb	pldl3keep, p6, [x11, #0, mul vl]
prfb	pldl1strm, p3, [x20, x17]
prfd	pldl1strm, p7, [x2, #13, mul vl]
prfd	pstl1strm, p4, [x4, x19, lsl #3]
prfh	pldl1strm, p1, [sp, #0, mul vl]
prfh	pldl2strm, p1, [x28, x28, lsl #1]
prfw	pldl3strm, p3, [x29, #0, mul vl]
prfw	pstl2keep, p0, [x20, x21, lsl #2]
ptest	p6, p10.b
ptrues	p6.b, all
ptrues	p11.d, vl64
ptrues	p3.h, vl3
ptrues	p8.s, all
ptrue	p8.b, vl64
ptrue	p2.d, all
ptrue	p3.h, vl4
ptrue	p14.s, vl7
punpkhi	p10.h, p15.b
punpklo	p11.h, p13.b
rbit	z27.b, p3/m, z11.b
rbit	z8.d, p1/m, z27.d
rbit	z10.h, p6/m, z29.h
rbit	z10.s, p7/m, z1.s
rdvl	x27, #1
revb	z12.d, p2/m, z9.d
revb	z4.h, p6/m, z4.h
revb	z23.s, p0/m, z4.s
revh	z5.d, p0/m, z18.d
revh	z4.s, p3/m, z23.s
revw	z28.d, p2/m, z0.d
rev	p8.b, p13.b
rev	p12.d, p4.d
rev	p7.h, p2.h
rev	p5.s, p5.s
rev	z27.b, z14.b
rev	z0.d, z26.d
rev	z5.h, z16.h
rev	z8.s, z31.s
sabd	z28.b, p1/m, z28.b, z26.b
sabd	z19.d, p2/m, z19.d, z4.d
sabd	z8.h, p7/m, z8.h, z1.h
sabd	z30.s, p5/m, z30.s, z7.s
saddv	d4, p3, z21.b
saddv	d11, p3, z2.h
saddv	d0, p3, z7.s
scvtf	z27.d, p6/m, z11.d
scvtf	z5.d, p6/m, z28.s
scvtf	z9.h, p0/m, z5.d
scvtf	z11.h, p6/m, z12.h
scvtf	z6.h, p0/m, z2.s
scvtf	z28.s, p7/m, z2.d
scvtf	z13.s, p0/m, z13.s
sdivr	z23.d, p3/m, z23.d, z23.d
sdivr	z26.s, p0/m, z26.s, z26.s
sdiv	z7.d, p7/m, z7.d, z3.d
sdiv	z18.s, p0/m, z18.s, z18.s
sdot	z1.d, z25.h, z7.h[0]
sdot	z2.s, z30.b, z0.b[2]
sdot	z5.d, z5.h, z10.h
sdot	z30.s, z13.b, z27.b
sel	p13.b, p6, p4.b, p4.b
sel	z27.b, p13, z17.b, z4.b
sel	z4.d, p9, z26.d, z28.d
sel	z0.h, p13, z5.h, z0.h
sel	z12.s, p3, z15.s, z12.s
smaxv	b30, p7, z16.b
smaxv	d17, p3, z17.d
smaxv	h7, p2, z18.h
smaxv	s3, p4, z11.s
smax	z21.b, z21.b, #-62
smax	z0.d, z0.d, #127
smax	z1.h, z1.h, #21
smax	z22.s, z22.s, #-53
smax	z14.b, p1/m, z14.b, z0.b
smax	z22.d, p7/m, z22.d, z7.d
smax	z29.h, p3/m, z29.h, z8.h
smax	z3.s, p7/m, z3.s, z16.s
sminv	b9, p7, z20.b
sminv	d1, p5, z31.d
sminv	h22, p3, z29.h
sminv	s16, p7, z28.s
smin	z29.b, z29.b, #-116
smin	z17.d, z17.d, #-47
smin	z8.h, z8.h, #-6
smin	z28.s, z28.s, #-83
smin	z29.b, p7/m, z29.b, z30.b
smin	z18.d, p2/m, z18.d, z2.d
smin	z12.h, p5/m, z12.h, z3.h
smin	z8.s, p1/m, z8.s, z5.s
smulh	z28.b, p2/m, z28.b, z12.b
smulh	z0.d, p4/m, z0.d, z24.d
smulh	z5.h, p7/m, z5.h, z7.h
smulh	z31.s, p1/m, z31.s, z11.s
splice	z2.b, p4, z2.b, z12.b
splice	z13.d, p7, z13.d, z30.d
splice	z26.h, p6, z26.h, z5.h
splice	z23.s, p7, z23.s, z1.s
sqadd	z11.b, z11.b, #91
sqadd	z5.d, z5.d, #147
sqadd	z14.h, z14.h, #23808
sqadd	z20.s, z20.s, #0, lsl #8
sqadd	z22.b, z24.b, z1.b
sqadd	z30.d, z7.d, z12.d
sqadd	z10.h, z24.h, z0.h
sqadd	z9.s, z29.s, z14.s
sqdecb	x25, w25, all, mul #1
sqdecb	x16, vl8, mul #15
sqdecd	x9, w9, vl16, mul #14
sqdecd	x19, #21, mul #11
sqdecd	z1.d, all, mul #1
sqdech	x20, w20, vl5, mul #12
sqdech	x17, vl7, mul #9
sqdech	z21.h, vl128, mul #5
sqdecp	x9, p14.b, w9
sqdecp	x17, p6.d, w17
sqdecp	x22, p6.h, w22
sqdecp	x3, p0.s, w3
sqdecp	x6, p8.b
sqdecp	x6, p0.d
sqdecp	x16, p0.h
sqdecp	x10, p6.s
sqdecp	z5.d, p15.d
sqdecp	z22.h, p6.h
sqdecp	z31.s, p11.s
sqdecw	x30, w30, mul4, mul #1
sqdecw	x12, all, mul #1
sqdecw	z27.s, all, mul #1
sqincb	x23, w23, vl8, mul #16
sqincb	x30, pow2, mul #11
sqincd	x19, w19, #26, mul #1
sqincd	x26, #18, mul #15
sqincd	z30.d, vl5, mul #16
sqinch	x14, w14, all, mul #1
sqinch	x12, mul3, mul #14
sqinch	z7.h, vl16, mul #8
sqincp	x26, p1.b, w26
sqincp	x11, p6.d, w11
sqincp	x23, p14.h, w23
sqincp	x20, p13.s, w20
sqincp	x25, p1.b
sqincp	x8, p6.d
sqincp	x18, p13.h
sqincp	x18, p10.s
sqincp	z3.d, p3.d
sqincp	z6.h, p5.h
sqincp	z27.s, p11.s
sqincw	x3, w3, all, mul #1
sqincw	x12, #21, mul #16
sqincw	z20.s, vl256, mul #5
sqsub	z9.b, z9.b, #255
sqsub	z7.d, z7.d, #0, lsl #8
sqsub	z2.h, z2.h, #25088
sqsub	z5.s, z5.s, #0, lsl #8
sqsub	z30.b, z1.b, z20.b
sqsub	z4.d, z22.d, z14.d
sqsub	z15.h, z16.h, z10.h
sqsub	z23.s, z9.s, z26.s
st1b	{ z0.b }, p2, [x15, #0, mul vl]
st1b	{ z29.b }, p5, [x21, x22]
st1b	{ z26.d }, p3, [x12, #4, mul vl]
st1b	{ z12.d }, p0, [x26, x26]
st1b	{ z29.h }, p0, [x17, #-8, mul vl]
st1b	{ z28.h }, p2, [x2, x18]
st1b	{ z18.s }, p4, [x26, #-1, mul vl]
st1b	{ z19.s }, p2, [x5, x14]
st1d	{ z9.d }, p1, [x15, #0, mul vl]
st1d	{ z5.d }, p6, [x3, x22, lsl #3]
st1h	{ z19.d }, p6, [x30, #-1, mul vl]
st1h	{ z3.d }, p5, [x1, x11, lsl #1]
st1h	{ z4.h }, p0, [x7, #6, mul vl]
st1h	{ z15.h }, p1, [x6, x15, lsl #1]
st1h	{ z22.s }, p5, [x22, #0, mul vl]
st1h	{ z27.s }, p4, [x15, x23, lsl #1]
st1w	{ z21.d }, p1, [x14, #0, mul vl]
st1w	{ z26.d }, p7, [sp, x13, lsl #2]
st1w	{ z4.s }, p1, [x9, #-7, mul vl]
st1w	{ z12.s }, p7, [x21, x2, lsl #2]
st2b	{ z14.b, z15.b }, p0, [x2, #-16, mul vl]
st2b	{ z16.b, z17.b }, p3, [x0, x12]
st2d	{ z30.d, z31.d }, p5, [x29, #6, mul vl]
st2d	{ z6.d, z7.d }, p3, [x19, x14, lsl #3]
st2h	{ z21.h, z22.h }, p4, [x5, #-14, mul vl]
st2h	{ z17.h, z18.h }, p3, [x7, x23, lsl #1]
st2w	{ z21.s, z22.s }, p7, [x24, #2, mul vl]
st2w	{ z1.s, z2.s }, p4, [x11, x28, lsl #2]
st3b	{ z17.b - z19.b }, p6, [x10, #0, mul vl]
st3b	{ z16.b - z18.b }, p6, [x18, x19]
st3d	{ z4.d - z6.d }, p6, [x30, #18, mul vl]
st3d	{ z19.d - z21.d }, p1, [x13, x21, lsl #3]
st3h	{ z2.h - z4.h }, p0, [x6, #0, mul vl]
st3h	{ z20.h - z22.h }, p6, [x28, x17, lsl #1]
st3w	{ z10.s - z12.s }, p1, [x1, #12, mul vl]
st3w	{ z1.s - z3.s }, p6, [x6, x9, lsl #2]
st4b	{ z29.b, z30.b, z31.b, z0.b }, p5, [x0, #-8, mul vl]
st4b	{ z0.b - z3.b }, p3, [x11, x13]
st4d	{ z3.d - z6.d }, p6, [x5, #0, mul vl]
st4d	{ z12.d - z15.d }, p1, [x22, x24, lsl #3]
st4h	{ z3.h - z6.h }, p2, [x12, #-20, mul vl]
st4h	{ z24.h - z27.h }, p2, [x5, x10, lsl #1]
st4w	{ z0.s - z3.s }, p4, [x16, #-32, mul vl]
st4w	{ z20.s - z23.s }, p7, [x8, x27, lsl #2]
stnt1b	{ z1.b }, p7, [sp, #0, mul vl]
stnt1b	{ z8.b }, p4, [x2, x3]
stnt1d	{ z3.d }, p4, [x11, #7, mul vl]
stnt1d	{ z21.d }, p0, [x21, x20, lsl #3]
stnt1h	{ z19.h }, p6, [x3, #0, mul vl]
stnt1h	{ z24.h }, p6, [x10, x22, lsl #1]
stnt1w	{ z12.s }, p0, [x22, #-6, mul vl]
stnt1w	{ z0.s }, p0, [x20, x21, lsl #2]
str	p2, [x18, #195, mul vl]
str	z8, [x15, #249, mul vl]
subr	z28.b, z28.b, #221
subr	z3.d, z3.d, #24
subr	z22.h, z22.h, #24832
subr	z1.s, z1.s, #31
subr	z26.b, p0/m, z26.b, z11.b
subr	z3.d, p3/m, z3.d, z5.d
subr	z8.h, p7/m, z8.h, z25.h
subr	z3.s, p4/m, z3.s, z20.s
sub	z12.b, z12.b, #123
sub	z13.d, z13.d, #43008
sub	z8.h, z8.h, #46592
sub	z31.s, z31.s, #228
sub	z25.b, p5/m, z25.b, z30.b
sub	z18.d, p4/m, z18.d, z4.d
sub	z7.h, p7/m, z7.h, z22.h
sub	z28.s, p4/m, z28.s, z29.s
sub	z8.b, z22.b, z27.b
sub	z29.d, z14.d, z19.d
sub	z17.h, z3.h, z31.h
sub	z26.s, z19.s, z15.s
sunpkhi	z19.d, z22.s
sunpkhi	z25.h, z0.b
sunpkhi	z7.s, z27.h
sunpklo	z3.d, z19.s
sunpklo	z19.h, z17.b
sunpklo	z31.s, z14.h
sxtb	z10.d, p6/m, z2.d
sxtb	z19.h, p7/m, z17.h
sxtb	z25.s, p4/m, z5.s
sxth	z26.d, p1/m, z27.d
sxth	z14.s, p4/m, z16.s
sxtw	z24.d, p5/m, z30.d
tbl	z17.b, { z10.b }, z5.b
tbl	z14.d, { z6.d }, z2.d
tbl	z8.h, { z8.h }, z25.h
tbl	z23.s, { z31.s }, z12.s
trn1	p6.b, p12.b, p9.b
trn1	p12.d, p10.d, p0.d
trn1	p6.h, p0.h, p5.h
trn1	p7.s, p7.s, p11.s
trn1	z25.b, z13.b, z8.b
trn1	z24.d, z1.d, z6.d
trn1	z17.h, z31.h, z25.h
trn1	z14.s, z27.s, z13.s
trn2	p6.b, p13.b, p4.b
trn2	p7.d, p14.d, p1.d
trn2	p9.h, p9.h, p1.h
trn2	p2.s, p14.s, p1.s
trn2	z4.b, z21.b, z19.b
trn2	z11.d, z4.d, z12.d
trn2	z16.h, z26.h, z17.h
trn2	z28.s, z20.s, z3.s
uabd	z11.b, p6/m, z11.b, z23.b
uabd	z30.d, p6/m, z30.d, z9.d
uabd	z4.h, p1/m, z4.h, z11.h
uabd	z4.s, p1/m, z4.s, z1.s
uaddv	d12, p7, z2.b
uaddv	d24, p7, z16.d
uaddv	d16, p3, z29.h
uaddv	d20, p5, z0.s
ucvtf	z30.d, p5/m, z7.d
ucvtf	z25.d, p3/m, z31.s
ucvtf	z30.h, p1/m, z29.d
ucvtf	z20.h, p5/m, z27.h
ucvtf	z14.h, p1/m, z23.s
ucvtf	z2.s, p7/m, z22.d
ucvtf	z3.s, p1/m, z26.s
udivr	z31.d, p2/m, z31.d, z20.d
udivr	z23.s, p2/m, z23.s, z31.s
udiv	z5.d, p1/m, z5.d, z2.d
udiv	z16.s, p6/m, z16.s, z8.s
udot	z24.d, z11.h, z10.h[1]
udot	z21.s, z10.b, z2.b[0]
udot	z22.d, z11.h, z14.h
udot	z21.s, z24.b, z24.b
umaxv	b11, p6, z20.b
umaxv	d28, p3, z17.d
umaxv	h27, p2, z9.h
umaxv	s15, p6, z0.s
umax	z8.b, z8.b, #35
umax	z6.d, z6.d, #55
umax	z12.h, z12.h, #1
umax	z13.s, z13.s, #193
umax	z16.b, p4/m, z16.b, z6.b
umax	z30.d, p5/m, z30.d, z24.d
umax	z17.h, p2/m, z17.h, z21.h
umax	z25.s, p1/m, z25.s, z6.s
uminv	b1, p5, z3.b
uminv	d13, p7, z10.d
uminv	h28, p2, z26.h
uminv	s26, p2, z19.s
umin	z16.b, z16.b, #87
umin	z18.d, z18.d, #166
umin	z0.h, z0.h, #165
umin	z14.s, z14.s, #131
umin	z23.b, p5/m, z23.b, z29.b
umin	z1.d, p4/m, z1.d, z1.d
umin	z11.h, p5/m, z11.h, z21.h
umin	z8.s, p7/m, z8.s, z20.s
umulh	z22.b, p6/m, z22.b, z18.b
umulh	z28.d, p1/m, z28.d, z25.d
umulh	z26.h, p5/m, z26.h, z14.h
umulh	z4.s, p7/m, z4.s, z23.s
uqadd	z29.b, z29.b, #200
uqadd	z10.d, z10.d, #86
uqadd	z15.h, z15.h, #6144
uqadd	z4.s, z4.s, #15104
uqadd	z21.b, z20.b, z19.b
uqadd	z6.d, z17.d, z13.d
uqadd	z19.h, z9.h, z21.h
uqadd	z25.s, z12.s, z16.s
uqdecb	w20, vl1, mul #4
uqdecb	x30, all, mul #8
uqdecd	w27, vl128, mul #16
uqdecd	x5, #23, mul #9
uqdecd	z8.d, all, mul #15
uqdech	wzr, #27, mul #1
uqdech	x20, vl16, mul #7
uqdech	z5.h, pow2, mul #14
uqdecp	w24, p14.b
uqdecp	w2, p9.d
uqdecp	w17, p14.h
uqdecp	w20, p10.s
uqdecp	x17, p4.b
uqdecp	x24, p2.d
uqdecp	x10, p6.h
uqdecp	x5, p14.s
uqdecp	z21.d, p2.d
uqdecp	z21.h, p1.h
uqdecp	z28.s, p6.s
uqdecw	w26, all, mul #1
uqdecw	x24, #22, mul #1
uqdecw	z25.s, vl1, mul #1
uqincb	w27, pow2, mul #1
uqincb	x19, #19, mul #11
uqincd	w8, all, mul #3
uqincd	x12, vl64, mul #1
uqincd	z22.d, mul4, mul #9
uqinch	w23, all, mul #1
uqinch	x21, #15, mul #2
uqinch	z7.h, #17, mul #5
uqincp	w4, p7.b
uqincp	w16, p11.d
uqincp	w27, p7.h
uqincp	w30, p8.s
uqincp	x9, p14.b
uqincp	x14, p4.d
uqincp	x19, p11.h
uqincp	x15, p6.s
uqincp	z8.d, p7.d
uqincp	z4.h, p9.h
uqincp	z1.s, p3.s
uqincw	w7, vl6, mul #1
uqincw	x12, all, mul #1
uqincw	z13.s, vl16, mul #1
uqsub	z10.b, z10.b, #155
uqsub	z5.d, z5.d, #13312
uqsub	z18.h, z18.h, #27904
uqsub	z26.s, z26.s, #190
uqsub	z31.b, z3.b, z19.b
uqsub	z2.d, z5.d, z31.d
uqsub	z28.h, z16.h, z12.h
uqsub	z19.s, z26.s, z8.s
uunpkhi	z24.d, z9.s
uunpkhi	z3.h, z19.b
uunpkhi	z26.s, z28.h
uunpklo	z14.d, z4.s
uunpklo	z17.h, z7.b
uunpklo	z3.s, z29.h
uxtb	z28.d, p6/m, z20.d
uxtb	z18.h, p1/m, z7.h
uxtb	z1.s, p0/m, z27.s
uxth	z4.d, p3/m, z12.d
uxth	z18.s, p7/m, z30.s
uxtw	z15.d, p5/m, z20.d
uzp1	p5.b, p5.b, p3.b
uzp1	p5.d, p12.d, p11.d
uzp1	p15.h, p0.h, p6.h
uzp1	p10.s, p6.s, p13.s
uzp1	z23.b, z7.b, z6.b
uzp1	z5.d, z24.d, z10.d
uzp1	z0.h, z14.h, z1.h
uzp1	z19.s, z18.s, z23.s
uzp2	p6.b, p13.b, p7.b
uzp2	p2.d, p5.d, p13.d
uzp2	p14.h, p3.h, p13.h
uzp2	p11.s, p8.s, p2.s
uzp2	z11.b, z3.b, z12.b
uzp2	z19.d, z2.d, z17.d
uzp2	z8.h, z13.h, z4.h
uzp2	z11.s, z23.s, z12.s
whilele	p3.b, w18, w22
whilele	p12.d, w27, w18
whilele	p14.h, w20, w11
whilele	p10.s, w4, w21
whilele	p4.b, x23, x18
whilele	p9.d, x13, x6
whilele	p12.h, x14, x28
whilele	p9.s, x20, x17
whilelo	p13.b, w6, w11
whilelo	p2.d, w19, w23
whilelo	p10.h, w1, w30
whilelo	p10.s, w7, w29
whilelo	p10.b, x13, x25
whilelo	p10.d, x26, x25
whilelo	p12.h, x0, x4
whilelo	p11.s, x24, x30
whilels	p12.b, w29, w10
whilels	p9.d, w12, w27
whilels	p4.h, w28, w13
whilels	p14.s, w9, w18
whilels	p11.b, x10, x5
whilels	p10.d, x4, x17
whilels	p10.h, xzr, x13
whilels	p1.s, x3, x15
whilelt	p9.b, w30, w25
whilelt	p3.d, w11, w14
whilelt	p14.h, w10, w4
whilelt	p5.s, w20, w23
whilelt	p5.b, x25, x1
whilelt	p10.d, x14, x2
whilelt	p14.h, x25, x13
whilelt	p7.s, x3, x30
zip1	p7.b, p9.b, p9.b
zip1	p10.d, p2.d, p9.d
zip1	p4.h, p13.h, p6.h
zip1	p2.s, p0.s, p15.s
zip1	z16.b, z28.b, z17.b
zip1	z29.d, z10.d, z6.d
zip1	z29.h, z29.h, z11.h
zip1	z26.s, z22.s, z3.s
zip2	p4.b, p8.b, p14.b
zip2	p6.d, p1.d, p6.d
zip2	p11.h, p14.h, p1.h
zip2	p9.s, p0.s, p4.s
zip2	z24.b, z15.b, z13.b
zip2	z7.d, z4.d, z23.d
zip2	z29.h, z1.h, z21.h
zip2	z25.s, z19.s, z25.s
