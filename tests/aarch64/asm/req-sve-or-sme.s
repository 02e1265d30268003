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
bics	p3.b, p4/z, p7.b, p5.b
bic	p2.b, p2/z, p9.b, p11.b
bic	z13.b, p7/m, z13.b, z4.b
bic	z18.d, p7/m, z18.d, z14.d
bic	z9.h, p6/m, z9.h, z31.h
bic	z2.s, p1/m, z2.s, z28.s
bic	z3.d, z15.d, z2.d
brkas	p6.b, p10/z, p3.b
brka	p15.b, p3/m, p4.b
brka	p15.b, p2/z, p0.b
brkbs	p6.b, p15/z, p10.b
brkb	p13.b, p3/m, p12.b
brkb	p8.b, p10/z, p5.b
brkn	p10.b, p2/z, p8.b, p10.b
brkns	p12.b, p12/z, p2.b, p12.b
brkpa	p6.b, p11/z, p0.b, p9.b
brkpas	p3.b, p7/z, p5.b, p10.b
brkpb	p15.b, p11/z, p10.b, p7.b
brkpbs	p12.b, p3/z, p13.b, p0.b
clasta	w13, p0, w13, z3.b
clasta	x26, p1, x26, z16.d
clasta	w17, p0, w17, z31.h
clasta	w14, p3, w14, z4.s
clasta	b17, p5, b17, z24.b
clasta	d10, p7, d10, z19.d
clasta	h18, p6, h18, z20.h
clasta	s9, p0, s9, z28.s
clasta	z11.b, p4, z11.b, z17.b
clasta	z26.d, p1, z26.d, z29.d
clasta	z0.h, p1, z0.h, z15.h
clasta	z25.s, p0, z25.s, z18.s
clastb	w22, p3, w22, z8.b
clastb	x13, p5, x13, z26.d
clastb	wzr, p4, wzr, z26.h
clastb	wzr, p6, wzr, z17.s
clastb	b3, p1, b3, z15.b
clastb	d17, p4, d17, z29.d
clastb	h8, p3, h8, z1.h
clastb	s30, p6, s30, z11.s
clastb	z14.b, p2, z14.b, z11.b
clastb	z4.d, p7, z4.d, z14.d
clastb	z23.h, p3, z23.h, z4.h
clastb	z12.s, p1, z12.s, z7.s
cls	z0.b, p3/m, z6.b
cls	z14.d, p0/m, z30.d
cls	z10.h, p5/m, z18.h
cls	z0.s, p1/m, z5.s
clz	z20.b, p6/m, z11.b
clz	z27.d, p1/m, z2.d
clz	z0.h, p5/m, z9.h
clz	z2.s, p6/m, z10.s
cmpeq	p2.b, p2/z, z14.b, #-5
cmpeq	p15.d, p7/z, z14.d, #5
cmpeq	p0.h, p7/z, z5.h, #-13
cmpeq	p1.s, p0/z, z22.s, #-13
cmpeq	p12.b, p0/z, z15.b, z21.b
cmpeq	p10.d, p2/z, z9.d, z23.d
cmpeq	p15.h, p4/z, z18.h, z9.h
cmpeq	p8.s, p5/z, z13.s, z8.s
cmpeq	p3.b, p3/z, z9.b, z13.d
cmpeq	p5.h, p3/z, z7.h, z24.d
cmpeq	p0.s, p0/z, z13.s, z29.d
cmpge	p10.b, p2/z, z0.b, #15
cmpge	p5.d, p1/z, z12.d, #-11
cmpge	p13.h, p6/z, z3.h, #4
cmpge	p13.s, p7/z, z2.s, #0
cmpge	p12.b, p3/z, z24.b, z31.b
cmpge	p12.d, p6/z, z29.d, z23.d
cmpge	p9.h, p6/z, z4.h, z7.h
cmpge	p0.s, p0/z, z7.s, z7.s
cmpge	p13.b, p2/z, z31.b, z23.d
cmpge	p11.h, p3/z, z15.h, z15.d
cmpge	p11.s, p3/z, z26.s, z1.d
cmpgt	p13.b, p6/z, z21.b, #8
cmpgt	p6.d, p1/z, z13.d, #10
cmpgt	p15.h, p5/z, z27.h, #8
cmpgt	p8.s, p6/z, z9.s, #-5
cmpgt	p3.b, p7/z, z1.b, z17.b
cmpgt	p10.d, p2/z, z14.d, z24.d
cmpgt	p7.h, p7/z, z20.h, z8.h
cmpgt	p8.s, p4/z, z11.s, z24.s
cmpgt	p9.b, p6/z, z22.b, z4.d
cmpgt	p10.h, p4/z, z24.h, z7.d
cmpgt	p13.s, p1/z, z27.s, z3.d
cmphi	p10.b, p0/z, z29.b, #98
cmphi	p8.d, p4/z, z2.d, #55
cmphi	p1.h, p4/z, z25.h, #104
cmphi	p5.s, p1/z, z21.s, #81
cmphi	p15.b, p6/z, z20.b, z11.b
cmphi	p8.d, p6/z, z23.d, z14.d
cmphi	p4.h, p1/z, z23.h, z26.h
cmphi	p14.s, p6/z, z9.s, z17.s
cmphi	p14.b, p3/z, z30.b, z1.d
cmphi	p14.h, p7/z, z0.h, z6.d
cmphi	p2.s, p3/z, z17.s, z8.d
cmphs	p0.b, p5/z, z19.b, #1
cmphs	p1.d, p3/z, z9.d, #79
cmphs	p1.h, p0/z, z25.h, #82
cmphs	p5.s, p5/z, z24.s, #19
cmphs	p10.b, p5/z, z22.b, z4.b
cmphs	p7.d, p0/z, z19.d, z21.d
cmphs	p6.h, p6/z, z18.h, z0.h
cmphs	p5.s, p6/z, z11.s, z8.s
cmphs	p7.b, p7/z, z29.b, z31.d
cmphs	p11.h, p6/z, z21.h, z26.d
cmphs	p10.s, p2/z, z7.s, z9.d
cmple	p2.b, p0/z, z14.b, #-11
cmple	p0.d, p3/z, z29.d, #10
cmple	p0.h, p3/z, z31.h, #15
cmple	p14.s, p7/z, z6.s, #-6
cmple	p8.b, p1/z, z20.b, z31.d
cmple	p11.h, p3/z, z19.h, z31.d
cmple	p10.s, p7/z, z31.s, z6.d
cmplo	p11.b, p7/z, z7.b, #0
cmplo	p8.d, p5/z, z1.d, #48
cmplo	p0.h, p0/z, z30.h, #117
cmplo	p13.s, p4/z, z29.s, #98
cmplo	p11.b, p1/z, z30.b, z31.d
cmplo	p1.h, p3/z, z14.h, z0.d
cmplo	p13.s, p4/z, z30.s, z9.d
cmpls	p14.b, p7/z, z21.b, #0
cmpls	p12.d, p1/z, z0.d, #53
cmpls	p1.h, p4/z, z22.h, #89
cmpls	p1.s, p3/z, z29.s, #124
cmpls	p0.b, p3/z, z27.b, z0.d
cmpls	p12.h, p2/z, z18.h, z18.d
cmpls	p6.s, p1/z, z13.s, z29.d
cmplt	p7.b, p7/z, z13.b, #-15
cmplt	p7.d, p2/z, z5.d, #7
cmplt	p9.h, p3/z, z13.h, #-2
cmplt	p4.s, p1/z, z23.s, #-12
cmplt	p1.b, p4/z, z20.b, z11.d
cmplt	p9.h, p6/z, z10.h, z30.d
cmplt	p7.s, p7/z, z24.s, z2.d
cmpne	p13.b, p3/z, z24.b, #-1
cmpne	p1.d, p5/z, z6.d, #-1
cmpne	p3.h, p7/z, z27.h, #-10
cmpne	p6.s, p4/z, z1.s, #-9
cmpne	p8.b, p7/z, z21.b, z1.b
cmpne	p1.d, p1/z, z11.d, z13.d
cmpne	p11.h, p6/z, z27.h, z29.h
cmpne	p11.s, p7/z, z9.s, z20.s
cmpne	p0.b, p3/z, z1.b, z16.d
cmpne	p13.h, p6/z, z14.h, z11.d
cmpne	p9.s, p3/z, z26.s, z2.d
cnot	z10.b, p6/m, z27.b
cnot	z19.d, p2/m, z7.d
cnot	z8.h, p4/m, z24.h
cnot	z27.s, p6/m, z8.s
cntb	x28, #20, mul #1
cntd	x23, vl1, mul #13
cnth	x28, vl3, mul #14
cntp	x20, p9, p1.b
cntp	x27, p4, p4.d
cntp	x8, p12, p0.h
cntp	x23, p13, p2.s
cntw	x14, all, mul #1
cnt	z10.b, p5/m, z14.b
cnt	z24.d, p2/m, z13.d
cnt	z1.h, p3/m, z16.h
cnt	z21.s, p2/m, z20.s
cpy	z26.b, p4/m, #-90
cpy	z24.d, p10/m, #107
cpy	z17.h, p2/m, #-59
cpy	z14.s, p14/m, #-1
cpy	z20.b, p7/m, w3
cpy	z17.d, p6/m, x30
cpy	z29.h, p7/m, w21
cpy	z27.s, p1/m, w28
cpy	z21.b, p6/m, b2
cpy	z13.d, p6/m, d31
cpy	z15.h, p0/m, h16
cpy	z7.s, p0/m, s17
cpy	z15.b, p15/z, #1
cpy	z26.d, p14/z, #-1
cpy	z31.h, p2/z, #1
cpy	z3.s, p1/z, #-5888
ctermeq	w23, w13
ctermeq	x16, x28
ctermne	w17, w3
ctermne	x4, x16
decb	x17, all, mul #1
decd	x0, pow2, mul #1
decd	z16.d, vl6, mul #16
dech	x13, mul4, mul #16
dech	z7.h, all, mul #1
decp	x18, p8.b
decp	x24, p7.d
decp	x15, p9.h
decp	x7, p15.s
decp	z21.d, p9.d
decp	z13.h, p7.h
decp	z16.s, p12.s
decw	x21, mul4, mul #7
decw	z22.s, vl3, mul #1
dupm	z10.d, #0xe0000007ffffffff
dup	z29.b, #60
dup	z2.d, #-78
dup	z7.h, #-17
dup	z2.s, #-87
dup	z13.b, w22
dup	z16.d, x17
dup	z19.h, w1
dup	z29.s, w27
dup	z13.q, z2.q[1]
dup	z27.h, z12.h[13]
dup	z11.s, z23.s[12]
dup	z3.d, z24.d[5]
dup	z7.b, z2.b[0]
eors	p0.b, p4/z, p12.b, p2.b
eorv	b19, p7, z0.b
eorv	d30, p3, z21.d
eorv	h26, p3, z21.h
eorv	s4, p1, z1.s
eor	p3.b, p3/z, p14.b, p5.b
eor	z22.d, z22.d, #0x1000000000
eor	z10.b, p5/m, z10.b, z14.b
eor	z31.d, p5/m, z31.d, z26.d
eor	z12.h, p2/m, z12.h, z26.h
eor	z17.s, p7/m, z17.s, z27.s
eor	z25.d, z29.d, z27.d
ext	z14.b, z14.b, z10.b, #26
fabd	z3.d, p4/m, z3.d, z25.d
fabd	z16.h, p3/m, z16.h, z2.h
fabd	z27.s, p2/m, z27.s, z12.s
fabs	z27.d, p7/m, z19.d
fabs	z6.h, p3/m, z17.h
fabs	z20.s, p4/m, z24.s
facge	p15.d, p5/z, z30.d, z23.d
facge	p8.h, p7/z, z17.h, z18.h
facge	p15.s, p0/z, z18.s, z1.s
facgt	p11.d, p2/z, z23.d, z26.d
facgt	p15.h, p7/z, z31.h, z7.h
facgt	p14.s, p4/z, z14.s, z18.s
faddv	d23, p3, z21.d
faddv	h3, p5, z28.h
faddv	s27, p1, z1.s
fadd	z20.d, p0/m, z20.d, #1.0
fadd	z31.h, p0/m, z31.h, #1.0
fadd	z18.s, p3/m, z18.s, #0.5
fadd	z22.d, p7/m, z22.d, z8.d
fadd	z28.h, p7/m, z28.h, z25.h
fadd	z26.s, p7/m, z26.s, z19.s
fadd	z16.d, z16.d, z11.d
fadd	z3.h, z15.h, z30.h
fadd	z0.s, z26.s, z28.s
fcadd	z19.d, p3/m, z19.d, z0.d, #270
fcadd	z12.h, p3/m, z12.h, z25.h, #270
fcadd	z29.s, p2/m, z29.s, z8.s, #270
fcmeq	p7.d, p5/z, z13.d, #0.0
fcmeq	p3.h, p6/z, z26.h, #0.0
fcmeq	p1.s, p5/z, z22.s, #0.0
fcmeq	p11.d, p5/z, z25.d, z14.d
fcmeq	p2.h, p5/z, z3.h, z10.h
fcmeq	p8.s, p7/z, z20.s, z29.s
fcmge	p4.d, p7/z, z26.d, #0.0
fcmge	p9.h, p5/z, z25.h, #0.0
fcmge	p0.s, p0/z, z2.s, #0.0
fcmge	p4.d, p7/z, z17.d, z7.d
fcmge	p9.h, p3/z, z1.h, z25.h
fcmge	p9.s, p5/z, z15.s, z16.s
fcmgt	p14.d, p2/z, z28.d, #0.0
fcmgt	p8.h, p0/z, z16.h, #0.0
fcmgt	p14.s, p4/z, z21.s, #0.0
fcmgt	p4.d, p1/z, z14.d, z27.d
fcmgt	p9.h, p5/z, z26.h, z18.h
fcmgt	p15.s, p0/z, z3.s, z29.s
fcmla	z29.h, z31.h, z6.h[0], #180
fcmla	z15.s, z23.s, z11.s[1], #180
fcmla	z30.d, p0/m, z6.d, z3.d, #0
fcmla	z8.h, p7/m, z20.h, z29.h, #180
fcmla	z3.s, p5/m, z26.s, z28.s, #0
fcmle	p13.d, p5/z, z24.d, #0.0
fcmle	p14.h, p4/z, z25.h, #0.0
fcmle	p14.s, p0/z, z23.s, #0.0
fcmlt	p6.d, p0/z, z14.d, #0.0
fcmlt	p14.h, p2/z, z30.h, #0.0
fcmlt	p11.s, p7/z, z17.s, #0.0
fcmne	p14.d, p1/z, z12.d, #0.0
fcmne	p5.h, p3/z, z4.h, #0.0
fcmne	p7.s, p2/z, z24.s, #0.0
fcmne	p2.d, p4/z, z12.d, z8.d
fcmne	p8.h, p0/z, z11.h, z5.h
fcmne	p9.s, p5/z, z2.s, z5.s
fcmuo	p9.d, p3/z, z23.d, z28.d
fcmuo	p6.h, p4/z, z23.h, z17.h
fcmuo	p3.s, p3/z, z7.s, z31.s
fcpy	z24.d, p9/m, #-0.20312500
fcpy	z23.h, p2/m, #9.50000000
fcpy	z18.s, p4/m, #0.23437500
fcvtzs	z2.d, p3/m, z16.d
fcvtzs	z4.d, p0/m, z27.h
fcvtzs	z5.d, p1/m, z2.s
fcvtzs	z2.h, p7/m, z29.h
fcvtzs	z14.s, p0/m, z0.d
fcvtzs	z8.s, p7/m, z14.h
fcvtzs	z28.s, p4/m, z5.s
fcvtzu	z1.d, p1/m, z22.d
fcvtzu	z22.d, p5/m, z2.h
fcvtzu	z11.d, p6/m, z29.s
fcvtzu	z23.h, p3/m, z8.h
fcvtzu	z23.s, p4/m, z27.d
fcvtzu	z11.s, p1/m, z13.h
fcvtzu	z24.s, p7/m, z2.s
fcvt	z5.d, p4/m, z22.h
fcvt	z10.d, p2/m, z25.s
fcvt	z21.h, p3/m, z6.d
fcvt	z26.h, p7/m, z19.s
fcvt	z5.s, p3/m, z29.d
fcvt	z15.s, p4/m, z31.h
fdivr	z10.d, p4/m, z10.d, z5.d
fdivr	z6.h, p4/m, z6.h, z1.h
fdivr	z20.s, p2/m, z20.s, z21.s
fdiv	z20.d, p5/m, z20.d, z13.d
fdiv	z13.h, p1/m, z13.h, z26.h
fdiv	z31.s, p7/m, z31.s, z28.s
fdup	z21.d, #7.50000000
fdup	z10.h, #1.18750000
fdup	z31.s, #4.25000000
fmad	z8.d, p4/m, z3.d, z8.d
fmad	z26.h, p1/m, z12.h, z3.h
fmad	z16.s, p4/m, z30.s, z5.s
fmaxnmv	d15, p3, z22.d
fmaxnmv	h11, p5, z15.h
fmaxnmv	s29, p3, z30.s
fmaxnm	z10.d, p7/m, z10.d, #1.0
fmaxnm	z23.h, p3/m, z23.h, #1.0
fmaxnm	z18.s, p7/m, z18.s, #0.0
fmaxnm	z31.d, p5/m, z31.d, z26.d
fmaxnm	z20.h, p0/m, z20.h, z11.h
fmaxnm	z24.s, p5/m, z24.s, z15.s
fmaxv	d22, p0, z16.d
fmaxv	h22, p6, z9.h
fmaxv	s25, p2, z3.s
fmax	z28.d, p0/m, z28.d, #1.0
fmax	z24.h, p7/m, z24.h, #1.0
fmax	z10.s, p3/m, z10.s, #0.0
fmax	z19.d, p5/m, z19.d, z21.d
fmax	z14.h, p7/m, z14.h, z7.h
fmax	z2.s, p6/m, z2.s, z27.s
fminnmv	d17, p5, z18.d
fminnmv	h12, p0, z9.h
fminnmv	s17, p7, z10.s
fminnm	z1.d, p4/m, z1.d, #1.0
fminnm	z30.h, p3/m, z30.h, #0.0
fminnm	z12.s, p5/m, z12.s, #0.0
fminnm	z28.d, p0/m, z28.d, z21.d
fminnm	z18.h, p5/m, z18.h, z3.h
fminnm	z25.s, p1/m, z25.s, z17.s
fminv	d6, p0, z27.d
fminv	h29, p0, z0.h
fminv	s19, p0, z26.s
fmin	z21.d, p4/m, z21.d, #0.0
fmin	z27.h, p1/m, z27.h, #1.0
fmin	z7.s, p0/m, z7.s, #0.0
fmin	z22.d, p6/m, z22.d, z25.d
fmin	z23.h, p2/m, z23.h, z26.h
fmin	z14.s, p6/m, z14.s, z14.s
fmla	z21.d, z11.d, z8.d[0]
fmla	z6.h, z5.h, z1.h[0]
fmla	z9.s, z15.s, z0.s[0]
fmla	z25.d, p2/m, z31.d, z22.d
fmla	z31.h, p3/m, z9.h, z5.h
fmla	z21.s, p2/m, z16.s, z22.s
fmls	z1.d, z3.d, z0.d[1]
fmls	z18.h, z20.h, z0.h[0]
fmls	z17.s, z28.s, z6.s[0]
fmls	z6.d, p4/m, z30.d, z31.d
fmls	z20.h, p4/m, z4.h, z22.h
fmls	z16.s, p3/m, z11.s, z0.s
fmsb	z23.d, p2/m, z20.d, z17.d
fmsb	z1.h, p0/m, z21.h, z18.h
fmsb	z4.s, p5/m, z18.s, z24.s
fmulx	z31.d, p7/m, z31.d, z23.d
fmulx	z6.h, p7/m, z6.h, z14.h
fmulx	z15.s, p3/m, z15.s, z22.s
fmul	z6.d, p4/m, z6.d, #2.0
fmul	z20.h, p2/m, z20.h, #0.5
fmul	z3.s, p6/m, z3.s, #0.5
fmul	z17.d, p1/m, z17.d, z24.d
fmul	z22.h, p7/m, z22.h, z11.h
fmul	z25.s, p2/m, z25.s, z0.s
fmul	z22.d, z6.d, z12.d[0]
fmul	z9.h, z15.h, z2.h[5]
fmul	z9.s, z24.s, z0.s[3]
fmul	z10.d, z5.d, z25.d
fmul	z14.h, z6.h, z12.h
fmul	z0.s, z15.s, z27.s
fneg	z0.d, p5/m, z22.d
fneg	z6.h, p5/m, z3.h
fneg	z25.s, p4/m, z5.s
fnmad	z18.d, p7/m, z0.d, z11.d
fnmad	z30.h, p6/m, z18.h, z5.h
fnmad	z26.s, p1/m, z13.s, z13.s
fnmla	z19.d, p0/m, z9.d, z20.d
fnmla	z16.h, p2/m, z10.h, z21.h
fnmla	z16.s, p5/m, z4.s, z20.s
fnmls	z17.d, p7/m, z14.d, z21.d
fnmls	z13.h, p7/m, z23.h, z6.h
fnmls	z24.s, p3/m, z11.s, z9.s
fnmsb	z15.d, p7/m, z29.d, z1.d
fnmsb	z26.h, p5/m, z6.h, z12.h
fnmsb	z29.s, p4/m, z29.s, z30.s
frecpe	z31.d, z11.d
frecpe	z1.h, z28.h
frecpe	z9.s, z5.s
frecps	z17.d, z6.d, z20.d
frecps	z30.h, z26.h, z23.h
frecps	z31.s, z16.s, z24.s
frecpx	z16.d, p1/m, z16.d
frecpx	z27.h, p6/m, z10.h
frecpx	z4.s, p4/m, z17.s
frinta	z12.d, p7/m, z29.d
frinta	z1.h, p1/m, z5.h
frinta	z13.s, p6/m, z7.s
frinti	z5.d, p4/m, z12.d
frinti	z31.h, p3/m, z1.h
frinti	z27.s, p0/m, z29.s
frintm	z3.d, p5/m, z16.d
frintm	z2.h, p2/m, z21.h
frintm	z20.s, p1/m, z20.s
frintn	z2.d, p1/m, z8.d
frintn	z8.h, p7/m, z30.h
frintn	z6.s, p5/m, z8.s
frintp	z27.d, p6/m, z7.d
frintp	z23.h, p4/m, z31.h
frintp	z14.s, p5/m, z10.s
frintx	z25.d, p7/m, z9.d
frintx	z23.h, p7/m, z31.h
frintx	z7.s, p3/m, z21.s
frintz	z13.d, p0/m, z18.d
frintz	z17.h, p5/m, z8.h
frintz	z15.s, p2/m, z4.s
frsqrte	z21.d, z25.d
frsqrte	z6.h, z24.h
frsqrte	z0.s, z4.s
frsqrts	z31.d, z31.d, z10.d
frsqrts	z8.h, z10.h, z0.h
frsqrts	z14.s, z8.s, z22.s
fscale	z4.d, p0/m, z4.d, z19.d
fscale	z28.h, p6/m, z28.h, z18.h
fscale	z11.s, p0/m, z11.s, z21.s
fsqrt	z0.d, p7/m, z16.d
fsqrt	z31.h, p6/m, z23.h
fsqrt	z5.s, p0/m, z2.s
fsubr	z15.d, p0/m, z15.d, #0.5
fsubr	z16.h, p3/m, z16.h, #0.5
fsubr	z8.s, p0/m, z8.s, #0.5
fsubr	z8.d, p1/m, z8.d, z18.d
fsubr	z10.h, p5/m, z10.h, z19.h
fsubr	z19.s, p1/m, z19.s, z18.s
fsub	z21.d, p1/m, z21.d, #0.5
fsub	z20.h, p3/m, z20.h, #1.0
fsub	z8.s, p1/m, z8.s, #1.0
fsub	z6.d, p1/m, z6.d, z23.d
fsub	z23.h, p6/m, z23.h, z5.h
fsub	z31.s, p1/m, z31.s, z0.s
fsub	z4.d, z7.d, z23.d
fsub	z13.h, z26.h, z24.h
fsub	z12.s, z7.s, z20.s
incb	x30, vl1, mul #1
incd	x20, mul4, mul #13
incd	z7.d, vl1, mul #10
inch	x1, pow2, mul #2
inch	z6.h, vl8, mul #3
incp	x7, p11.b
incp	x8, p15.d
incp	x5, p8.h
incp	x13, p7.s
incp	z10.d, p1.d
incp	z30.h, p5.h
incp	z16.s, p7.s
incw	x7, vl1, mul #16
incw	z23.s, vl4, mul #12
index	z27.b, #-16, #-1
index	z26.d, #-16, #15
index	z0.h, #1, #1
index	z27.s, #2, #13
index	z12.b, w9, #-12
index	z23.d, x25, #-14
index	z9.h, w28, #6
index	z29.s, w22, #15
index	z3.b, #0, w28
index	z7.d, #1, x15
index	z6.h, #-9, w24
index	z3.s, #-15, w3
index	z17.b, w29, w16
index	z6.d, x19, x26
index	z19.h, w24, w20
index	z10.s, w28, w9
insr	z8.b, w20
insr	z15.d, x22
insr	z16.h, w16
insr	z2.s, w21
insr	z30.b, b0
insr	z27.d, d12
insr	z27.h, h19
insr	z14.s, s20
lasta	w18, p4, z23.b
lasta	x18, p3, z10.d
lasta	wzr, p1, z8.h
lasta	w15, p0, z9.s
lasta	b21, p1, z2.b
lasta	d2, p1, z5.d
lasta	h0, p3, z1.h
lasta	s26, p0, z22.s
lastb	w1, p5, z20.b
lastb	x20, p3, z16.d
lastb	w4, p3, z6.h
lastb	w1, p6, z6.s
lastb	b8, p0, z25.b
lastb	d23, p3, z4.d
lastb	h24, p4, z10.h
lastb	s16, p2, z31.s
ld1b	{ z7.b }, p1/z, [x13, #-1, mul vl]
ld1b	{ z24.b }, p1/z, [x18, x19]
ld1b	{ z21.d }, p3/z, [sp, #0, mul vl]
ld1b	{ z25.d }, p2/z, [x13, x21]
ld1b	{ z8.h }, p7/z, [x20, #1, mul vl]
ld1b	{ z2.h }, p5/z, [x1, x9]
ld1b	{ z18.s }, p4/z, [x29, #3, mul vl]
ld1b	{ z23.s }, p3/z, [x13, x12]
ld1d	{ z27.d }, p3/z, [x7, #0, mul vl]
ld1d	{ z13.d }, p5/z, [x6, x7, lsl #3]
ld1h	{ z31.d }, p7/z, [sp, #2, mul vl]
ld1h	{ z23.d }, p3/z, [x0, x2, lsl #1]
ld1h	{ z10.h }, p2/z, [x3, #-8, mul vl]
ld1h	{ z10.h }, p5/z, [x20, x13, lsl #1]
ld1h	{ z1.s }, p5/z, [x7, #-2, mul vl]
ld1h	{ z14.s }, p2/z, [x30, x26, lsl #1]
ld1rb	{ z24.b }, p3/z, [sp, #0]
ld1rb	{ z5.d }, p3/z, [x8, #0]
ld1rb	{ z10.h }, p3/z, [x22, #0]
ld1rb	{ z24.s }, p5/z, [x5, #49]
ld1rd	{ z21.d }, p5/z, [x6, #488]
ld1rh	{ z28.d }, p1/z, [x7, #0]
ld1rh	{ z23.h }, p3/z, [x25, #126]
ld1rh	{ z8.s }, p7/z, [x16, #0]
ld1rqb	{ z30.b }, p4/z, [x22, #16]
ld1rqb	{ z18.b }, p3/z, [x9, x7]
ld1rqd	{ z8.d }, p5/z, [x6, #-112]
ld1rqd	{ z22.d }, p7/z, [x10, x1, lsl #3]
ld1rqh	{ z29.h }, p4/z, [sp, #96]
ld1rqh	{ z2.h }, p1/z, [x7, x28, lsl #1]
ld1rqw	{ z29.s }, p3/z, [x27, #80]
ld1rqw	{ z3.s }, p7/z, [x29, x17, lsl #2]
ld1rsb	{ z19.d }, p7/z, [x6, #0]
ld1rsb	{ z0.h }, p2/z, [x3, #8]
ld1rsb	{ z27.s }, p1/z, [sp, #23]
ld1rsh	{ z19.d }, p5/z, [x7, #88]
ld1rsh	{ z31.s }, p7/z, [x5, #26]
ld1rsw	{ z16.d }, p4/z, [x10, #212]
ld1rw	{ z1.d }, p0/z, [x15, #0]
ld1rw	{ z6.s }, p1/z, [x10, #184]
ld1sb	{ z7.d }, p7/z, [x18, #5, mul vl]
ld1sb	{ z1.d }, p3/z, [x20, x19]
ld1sb	{ z9.h }, p3/z, [x13, #2, mul vl]
ld1sb	{ z11.h }, p1/z, [x25, x9]
ld1sb	{ z11.s }, p2/z, [x15, #-4, mul vl]
ld1sb	{ z2.s }, p5/z, [x8, x7]
ld1sh	{ z8.d }, p2/z, [x28, #7, mul vl]
ld1sh	{ z5.d }, p1/z, [x16, x27, lsl #1]
ld1sh	{ z16.s }, p7/z, [x19, #-5, mul vl]
ld1sh	{ z18.s }, p5/z, [x5, x7, lsl #1]
ld1sw	{ z7.d }, p5/z, [x2, #-1, mul vl]
ld1sw	{ z11.d }, p2/z, [x30, x23, lsl #2]
ld1w	{ z16.d }, p2/z, [x7, #0, mul vl]
ld1w	{ z26.d }, p5/z, [x21, x23, lsl #2]
ld1w	{ z14.s }, p7/z, [sp, #6, mul vl]
ld1w	{ z24.s }, p5/z, [x4, x4, lsl #2]
ld2b	{ z3.b, z4.b }, p4/z, [x0, #0, mul vl]
ld2b	{ z12.b, z13.b }, p1/z, [x2, x8]
ld2d	{ z15.d, z16.d }, p6/z, [x5, #0, mul vl]
ld2d	{ z17.d, z18.d }, p2/z, [x21, x1, lsl #3]
ld2h	{ z17.h, z18.h }, p4/z, [x0, #14, mul vl]
ld2h	{ z24.h, z25.h }, p5/z, [x14, x21, lsl #1]
ld2w	{ z0.s, z1.s }, p7/z, [x25, #8, mul vl]
ld2w	{ z9.s, z10.s }, p6/z, [x24, x7, lsl #2]
ld3b	{ z9.b - z11.b }, p6/z, [x28, #21, mul vl]
ld3b	{ z27.b - z29.b }, p5/z, [x6, x8]
ld3d	{ z8.d - z10.d }, p0/z, [sp, #0, mul vl]
ld3d	{ z18.d - z20.d }, p7/z, [x15, x0, lsl #3]
ld3h	{ z2.h - z4.h }, p3/z, [x17, #0, mul vl]
ld3h	{ z29.h - z31.h }, p5/z, [x10, x8, lsl #1]
ld3w	{ z30.s, z31.s, z0.s }, p0/z, [x13, #21, mul vl]
ld3w	{ z24.s - z26.s }, p3/z, [sp, x27, lsl #2]
ld4b	{ z5.b - z8.b }, p1/z, [x30, #0, mul vl]
ld4b	{ z7.b - z10.b }, p1/z, [x26, x3]
ld4d	{ z1.d - z4.d }, p0/z, [x7, #28, mul vl]
ld4d	{ z7.d - z10.d }, p3/z, [x18, x6, lsl #3]
ld4h	{ z29.h, z30.h, z31.h, z0.h }, p7/z, [x28, #0, mul vl]
ld4h	{ z15.h - z18.h }, p6/z, [x19, x14, lsl #1]
ld4w	{ z10.s - z13.s }, p7/z, [x17, #-4, mul vl]
ld4w	{ z6.s - z9.s }, p0/z, [x24, x5, lsl #2]
ldnt1b	{ z30.b }, p7/z, [x25, #-2, mul vl]
ldnt1b	{ z24.b }, p1/z, [x11, x21]
ldnt1d	{ z21.d }, p0/z, [x10, #1, mul vl]
ldnt1d	{ z26.d }, p2/z, [x0, x9, lsl #3]
ldnt1h	{ z27.h }, p4/z, [x1, #-1, mul vl]
ldnt1h	{ z19.h }, p0/z, [x13, x20, lsl #1]
ldnt1w	{ z17.s }, p1/z, [x9, #5, mul vl]
ldnt1w	{ z24.s }, p1/z, [x25, x25, lsl #2]
ldr	p11, [x6, #0, mul vl]
ldr	z28, [x16, #73, mul vl]
lslr	z11.b, p1/m, z11.b, z14.b
lslr	z24.d, p0/m, z24.d, z30.d
lslr	z9.h, p2/m, z9.h, z25.h
lslr	z19.s, p4/m, z19.s, z21.s
lsl	z31.b, p7/m, z31.b, z26.d
lsl	z24.h, p5/m, z24.h, z3.d
lsl	z21.s, p1/m, z21.s, z15.d
lsl	z7.b, z4.b, z18.d
lsl	z2.h, z6.h, z29.d
lsl	z8.s, z4.s, z1.d
lsl	z17.b, p7/m, z17.b, #4
lsl	z4.d, p7/m, z4.d, #62
lsl	z9.h, p3/m, z9.h, #3
lsl	z27.s, p6/m, z27.s, #20
lsl	z27.b, p3/m, z27.b, z13.b
lsl	z17.d, p2/m, z17.d, z19.d
lsl	z10.h, p0/m, z10.h, z6.h
lsl	z14.s, p2/m, z14.s, z0.s
lsl	z15.b, z23.b, #1
lsl	z2.d, z21.d, #11
lsl	z2.h, z8.h, #0
lsl	z23.s, z15.s, #4
lsrr	z9.b, p5/m, z9.b, z14.b
lsrr	z13.d, p3/m, z13.d, z2.d
lsrr	z30.h, p6/m, z30.h, z12.h
lsrr	z20.s, p7/m, z20.s, z8.s
lsr	z16.b, p0/m, z16.b, z12.d
lsr	z12.h, p1/m, z12.h, z16.d
lsr	z9.s, p1/m, z9.s, z29.d
lsr	z29.b, z8.b, z8.d
lsr	z22.h, z29.h, z20.d
lsr	z30.s, z18.s, z27.d
lsr	z28.b, p6/m, z28.b, #3
lsr	z26.d, p0/m, z26.d, #28
lsr	z24.h, p4/m, z24.h, #11
lsr	z6.s, p5/m, z6.s, #1
lsr	z27.b, p3/m, z27.b, z3.b
lsr	z25.d, p7/m, z25.d, z20.d
lsr	z2.h, p1/m, z2.h, z11.h
lsr	z27.s, p4/m, z27.s, z6.s
lsr	z9.b, z30.b, #7
lsr	z21.d, z31.d, #41
lsr	z7.h, z10.h, #9
lsr	z2.s, z21.s, #22
mad	z4.b, p7/m, z26.b, z18.b
mad	z25.d, p3/m, z31.d, z26.d
mad	z25.h, p7/m, z17.h, z2.h
mad	z15.s, p4/m, z21.s, z1.s
mla	z3.b, p6/m, z9.b, z8.b
mla	z6.d, p6/m, z22.d, z8.d
mla	z26.h, p7/m, z17.h, z22.h
mla	z13.s, p0/m, z21.s, z4.s
mls	z5.b, p5/m, z4.b, z5.b
mls	z18.d, p0/m, z12.d, z31.d
mls	z29.h, p0/m, z11.h, z17.h
mls	z20.s, p3/m, z29.s, z15.s
msb	z1.b, p5/m, z27.b, z0.b
msb	z17.d, p6/m, z0.d, z5.d
msb	z11.h, p3/m, z13.h, z7.h
msb	z11.s, p4/m, z18.s, z21.s
mul	z14.b, z14.b, #114
mul	z27.d, z27.d, #122
mul	z17.h, z17.h, #-7
mul	z1.s, z1.s, #18
mul	z2.b, p5/m, z2.b, z23.b
mul	z9.d, p0/m, z9.d, z4.d
mul	z0.h, p7/m, z0.h, z12.h
mul	z11.s, p4/m, z11.s, z4.s
nands	p0.b, p2/z, p5.b, p10.b
nand	p1.b, p2/z, p5.b, p2.b
neg	z10.b, p3/m, z8.b
neg	z29.d, p4/m, z30.d
neg	z2.h, p0/m, z4.h
neg	z28.s, p0/m, z10.s
nors	p1.b, p14/z, p13.b, p13.b
nor	p11.b, p13/z, p8.b, p2.b
not	z9.b, p1/m, z20.b
not	z8.d, p6/m, z22.d
not	z24.h, p3/m, z18.h
not	z12.s, p2/m, z8.s
orns	p6.b, p11/z, p4.b, p3.b
orn	p8.b, p6/z, p13.b, p9.b
orrs	p11.b, p9/z, p9.b, p9.b
orr	p2.b, p7/z, p7.b, p7.b
orr	z26.d, z26.d, #0xffffff7fffffffff
orr	z15.b, p3/m, z15.b, z13.b
orr	z1.d, p2/m, z1.d, z26.d
orr	z14.h, p6/m, z14.h, z11.h
orr	z25.s, p3/m, z25.s, z29.s
orr	z11.d, z3.d, z14.d
orv	b19, p4, z29.b
orv	d8, p7, z11.d
orv	h13, p4, z29.h
orv	s1, p7, z14.s
pfalse	p14.b
pfirst	p15.b, p4, p15.b
pnext	p13.b, p5, p13.b
pnext	p7.d, p15, p7.d
pnext	p12.h, p10, p12.h
pnext	p2.s, p13, p2.s
prfb	pstl1keep, p2, [x13, #-12, mul vl]
prfb	pldl3keep, p7, [x21, x5]
prfd	pldl1keep, p1, [x11, #17, mul vl]
prfd	pldl3keep, p6, [x29, x3, lsl #3]
prfh	pstl3keep, p5, [x7, #0, mul vl]
prfh	pstl3keep, p5, [x0, x21, lsl #1]
prfw	pstl3strm, p6, [x4, #0, mul vl]
prfw	pstl3keep, p6, [x4, x29, lsl #2]
ptest	p11, p1.b
ptrues	p1.b, vl8
ptrues	p5.d, vl128
ptrues	p10.h, vl16
ptrues	p12.s, all
ptrue	p11.b, vl64
ptrue	p3.d, vl3
ptrue	p8.h, all
ptrue	p8.s, vl64
punpkhi	p2.h, p14.b
punpklo	p13.h, p4.b
rbit	z15.b, p2/m, z1.b
rbit	z7.d, p4/m, z20.d
rbit	z30.h, p5/m, z27.h
rbit	z11.s, p2/m, z8.s
rdvl	x21, #31
revb	z5.d, p6/m, z7.d
revb	z21.h, p3/m, z8.h
revb	z11.s, p5/m, z12.s
revh	z18.d, p1/m, z23.d
revh	z23.s, p1/m, z9.s
revw	z22.d, p2/m, z5.d
rev	p15.b, p6.b
rev	p11.d, p14.d
rev	p10.h, p5.h
rev	p0.s, p13.s
rev	z6.b, z27.b
rev	z29.d, z16.d
rev	z26.h, z25.h
rev	z9.s, z14.s
sabd	z4.b, p2/m, z4.b, z8.b
sabd	z1.d, p7/m, z1.d, z20.d
sabd	z7.h, p5/m, z7.h, z26.h
sabd	z30.s, p2/m, z30.s, z22.s
saddv	d13, p1, z29.b
saddv	d1, p5, z0.h
saddv	d1, p4, z5.s
scvtf	z5.d, p0/m, z24.d
scvtf	z9.d, p1/m, z27.s
scvtf	z27.h, p3/m, z26.d
scvtf	z31.h, p5/m, z28.h
scvtf	z28.h, p6/m, z30.s
scvtf	z20.s, p2/m, z2.d
scvtf	z2.s, p4/m, z12.s
sdivr	z30.d, p6/m, z30.d, z31.d
sdivr	z2.s, p0/m, z2.s, z30.s
sdiv	z10.d, p7/m, z10.d, z13.d
sdiv	z27.s, p4/m, z27.s, z11.s
sdot	z5.d, z15.h, z7.h[0]
sdot	z2.s, z1.b, z5.b[3]
sdot	z26.d, z19.h, z27.h
sdot	z5.s, z13.b, z8.b
sel	p14.b, p2, p11.b, p4.b
sel	z20.b, p5, z27.b, z10.b
sel	z6.d, p7, z8.d, z28.d
sel	z12.h, p0, z24.h, z12.h
sel	z22.s, p11, z11.s, z22.s
smaxv	b13, p4, z4.b
smaxv	d11, p3, z16.d
smaxv	h27, p7, z20.h
smaxv	s7, p1, z20.s
smax	z1.b, z1.b, #105
smax	z10.d, z10.d, #16
smax	z20.h, z20.h, #71
smax	z8.s, z8.s, #-128
smax	z11.b, p0/m, z11.b, z17.b
smax	z18.d, p4/m, z18.d, z5.d
smax	z20.h, p0/m, z20.h, z31.h
smax	z4.s, p4/m, z4.s, z9.s
sminv	b13, p0, z18.b
sminv	d5, p5, z24.d
sminv	h11, p2, z19.h
sminv	s25, p5, z27.s
smin	z20.b, z20.b, #-36
smin	z16.d, z16.d, #70
smin	z6.h, z6.h, #4
smin	z1.s, z1.s, #0
smin	z22.b, p4/m, z22.b, z3.b
smin	z26.d, p4/m, z26.d, z7.d
smin	z26.h, p6/m, z26.h, z5.h
smin	z11.s, p0/m, z11.s, z13.s
smulh	z24.b, p6/m, z24.b, z14.b
smulh	z7.d, p2/m, z7.d, z13.d
smulh	z27.h, p1/m, z27.h, z25.h
smulh	z19.s, p6/m, z19.s, z19.s
splice	z4.b, p3, z4.b, z15.b
splice	z25.d, p2, z25.d, z30.d
splice	z24.h, p5, z24.h, z31.h
splice	z1.s, p0, z1.s, z27.s
sqadd	z16.b, z16.b, #0
sqadd	z19.d, z19.d, #27136
sqadd	z30.h, z30.h, #1280
sqadd	z30.s, z30.s, #0, lsl #8
sqadd	z24.b, z20.b, z16.b
sqadd	z12.d, z17.d, z3.d
sqadd	z14.h, z7.h, z12.h
sqadd	z7.s, z17.s, z14.s
sqdecb	x0, w0, all, mul #1
sqdecb	x17, vl16, mul #5
sqdecd	x0, w0, #20, mul #6
sqdecd	x20, vl32, mul #6
sqdecd	z22.d, all, mul #1
sqdech	x25, w25, vl32, mul #11
sqdech	x24, #21, mul #6
sqdech	z4.h, pow2, mul #13
sqdecp	x30, p1.b, w30
sqdecp	x6, p11.d, w6
sqdecp	x28, p14.h, w28
sqdecp	x21, p12.s, w21
sqdecp	x22, p10.b
sqdecp	x1, p13.d
sqdecp	x22, p11.h
sqdecp	x13, p3.s
sqdecp	z14.d, p1.d
sqdecp	z21.h, p13.h
sqdecp	z2.s, p3.s
sqdecw	x2, w2, mul4, mul #1
sqdecw	x22, all, mul #1
sqdecw	z6.s, all, mul #1
sqincb	x30, w30, vl3, mul #15
sqincb	x0, vl5, mul #12
sqincd	x13, w13, mul3, mul #1
sqincd	x13, all, mul #15
sqincd	z21.d, pow2, mul #12
sqinch	x21, w21, all, mul #1
sqinch	x10, vl32, mul #13
sqinch	z28.h, #14, mul #1
sqincp	xzr, p7.b, wzr
sqincp	x22, p2.d, w22
sqincp	x25, p13.h, w25
sqincp	x17, p13.s, w17
sqincp	x19, p11.b
sqincp	x28, p3.d
sqincp	x16, p13.h
sqincp	x10, p3.s
sqincp	z6.d, p1.d
sqincp	z26.h, p8.h
sqincp	z9.s, p2.s
sqincw	x7, w7, all, mul #1
sqincw	x14, vl3, mul #11
sqincw	z25.s, all, mul #2
sqsub	z27.b, z27.b, #92
sqsub	z8.d, z8.d, #118
sqsub	z11.h, z11.h, #153
sqsub	z22.s, z22.s, #0, lsl #8
sqsub	z15.b, z6.b, z27.b
sqsub	z1.d, z5.d, z17.d
sqsub	z7.h, z5.h, z15.h
sqsub	z16.s, z5.s, z11.s
st1b	{ z3.b }, p1, [x19, #0, mul vl]
st1b	{ z23.b }, p6, [x25, x30]
st1b	{ z18.d }, p6, [x27, #-8, mul vl]
st1b	{ z25.d }, p6, [x24, x9]
st1b	{ z12.h }, p6, [x9, #-6, mul vl]
st1b	{ z12.h }, p1, [x3, x13]
st1b	{ z15.s }, p4, [x1, #-6, mul vl]
st1b	{ z30.s }, p7, [x3, x26]
st1d	{ z31.d }, p1, [x7, #0, mul vl]
st1d	{ z22.d }, p0, [x8, x4, lsl #3]
st1h	{ z27.d }, p1, [x29, #7, mul vl]
st1h	{ z11.d }, p7, [x0, x16, lsl #1]
st1h	{ z12.h }, p4, [x19, #7, mul vl]
st1h	{ z15.h }, p4, [x10, x4, lsl #1]
st1h	{ z15.s }, p0, [x14, #0, mul vl]
st1h	{ z24.s }, p5, [x25, x0, lsl #1]
st1w	{ z1.d }, p1, [x15, #0, mul vl]
st1w	{ z2.d }, p1, [x9, x19, lsl #2]
st1w	{ z25.s }, p1, [x26, #1, mul vl]
st1w	{ z18.s }, p3, [x24, x20, lsl #2]
st2b	{ z27.b, z28.b }, p5, [x4, #10, mul vl]
st2b	{ z26.b, z27.b }, p4, [x4, x29]
st2d	{ z25.d, z26.d }, p6, [x10, #-14, mul vl]
st2d	{ z20.d, z21.d }, p0, [x9, x5, lsl #3]
st2h	{ z29.h, z30.h }, p2, [x30, #12, mul vl]
st2h	{ z4.h, z5.h }, p5, [x30, x25, lsl #1]
st2w	{ z2.s, z3.s }, p3, [x4, #14, mul vl]
st2w	{ z25.s, z26.s }, p3, [x26, x24, lsl #2]
st3b	{ z29.b - z31.b }, p0, [x2, #0, mul vl]
st3b	{ z2.b - z4.b }, p3, [x18, x17]
st3d	{ z15.d - z17.d }, p3, [x10, #-21, mul vl]
st3d	{ z12.d - z14.d }, p7, [x21, x2, lsl #3]
st3h	{ z25.h - z27.h }, p6, [x13, #0, mul vl]
st3h	{ z17.h - z19.h }, p2, [x3, x20, lsl #1]
st3w	{ z0.s - z2.s }, p6, [x12, #-9, mul vl]
st3w	{ z3.s - z5.s }, p1, [x25, x30, lsl #2]
st4b	{ z14.b - z17.b }, p4, [x19, #4, mul vl]
st4b	{ z25.b - z28.b }, p1, [x13, x5]
st4d	{ z17.d - z20.d }, p3, [x14, #0, mul vl]
st4d	{ z29.d, z30.d, z31.d, z0.d }, p3, [x10, x15, lsl #3]
st4h	{ z24.h - z27.h }, p2, [x16, #4, mul vl]
st4h	{ z14.h - z17.h }, p0, [x2, x3, lsl #1]
st4w	{ z3.s - z6.s }, p1, [x13, #-16, mul vl]
st4w	{ z17.s - z20.s }, p6, [x16, x14, lsl #2]
stnt1b	{ z12.b }, p0, [x3, #0, mul vl]
stnt1b	{ z22.b }, p1, [x15, x28]
stnt1d	{ z30.d }, p3, [x2, #5, mul vl]
stnt1d	{ z29.d }, p4, [x6, x22, lsl #3]
stnt1h	{ z28.h }, p3, [x20, #-1, mul vl]
stnt1h	{ z10.h }, p4, [x5, x5, lsl #1]
stnt1w	{ z7.s }, p1, [x17, #-6, mul vl]
stnt1w	{ z22.s }, p3, [x17, x30, lsl #2]
str	p15, [x27, #0, mul vl]
str	z15, [x17, #-256, mul vl]
subr	z13.b, z13.b, #184
subr	z31.d, z31.d, #47616
subr	z29.h, z29.h, #205
subr	z1.s, z1.s, #0, lsl #8
subr	z10.b, p3/m, z10.b, z2.b
subr	z11.d, p3/m, z11.d, z15.d
subr	z1.h, p6/m, z1.h, z0.h
subr	z16.s, p1/m, z16.s, z13.s
sub	z6.b, z6.b, #0
sub	z4.d, z4.d, #1024
sub	z8.h, z8.h, #50944
sub	z16.s, z16.s, #33792
sub	z13.b, p7/m, z13.b, z14.b
sub	z27.d, p1/m, z27.d, z9.d
sub	z22.h, p4/m, z22.h, z14.h
sub	z9.s, p0/m, z9.s, z13.s
sub	z5.b, z2.b, z14.b
sub	z18.d, z26.d, z2.d
sub	z28.h, z30.h, z28.h
sub	z20.s, z21.s, z6.s
sunpkhi	z8.d, z28.s
sunpkhi	z20.h, z17.b
sunpkhi	z0.s, z7.h
sunpklo	z0.d, z23.s
sunpklo	z12.h, z7.b
sunpklo	z25.s, z25.h
sxtb	z8.d, p0/m, z25.d
sxtb	z12.h, p1/m, z18.h
sxtb	z11.s, p4/m, z22.s
sxth	z25.d, p7/m, z21.d
sxth	z24.s, p4/m, z2.s
sxtw	z1.d, p5/m, z27.d
tbl	z15.b, { z12.b }, z6.b
tbl	z27.d, { z0.d }, z19.d
tbl	z4.h, { z11.h }, z1.h
tbl	z13.s, { z16.s }, z17.s
trn1	p2.b, p6.b, p4.b
trn1	p10.d, p8.d, p12.d
trn1	p13.h, p7.h, p13.h
trn1	p15.s, p12.s, p7.s
trn1	z22.b, z24.b, z0.b
trn1	z10.d, z19.d, z10.d
trn1	z19.h, z9.h, z27.h
trn1	z10.s, z21.s, z30.s
trn2	p2.b, p14.b, p8.b
trn2	p1.d, p7.d, p0.d
trn2	p11.h, p2.h, p6.h
trn2	p12.s, p5.s, p9.s
trn2	z5.b, z0.b, z13.b
trn2	z25.d, z5.d, z30.d
trn2	z15.h, z14.h, z18.h
trn2	z29.s, z13.s, z5.s
uabd	z26.b, p4/m, z26.b, z11.b
uabd	z2.d, p6/m, z2.d, z0.d
uabd	z29.h, p6/m, z29.h, z26.h
uabd	z29.s, p3/m, z29.s, z31.s
uaddv	d14, p7, z7.b
uaddv	d30, p1, z27.d
uaddv	d0, p4, z13.h
uaddv	d25, p4, z24.s
ucvtf	z29.d, p0/m, z18.d
ucvtf	z16.d, p5/m, z27.s
ucvtf	z2.h, p1/m, z15.d
ucvtf	z1.h, p5/m, z18.h
ucvtf	z31.h, p2/m, z18.s
ucvtf	z26.s, p7/m, z27.d
ucvtf	z21.s, p7/m, z3.s
udivr	z22.d, p5/m, z22.d, z11.d
udivr	z19.s, p4/m, z19.s, z18.s
udiv	z20.d, p0/m, z20.d, z5.d
udiv	z8.s, p0/m, z8.s, z18.s
udot	z13.d, z11.h, z9.h[1]
udot	z3.s, z25.b, z2.b[0]
udot	z15.d, z27.h, z27.h
udot	z15.s, z5.b, z13.b
umaxv	b3, p3, z7.b
umaxv	d21, p5, z16.d
umaxv	h31, p6, z21.h
umaxv	s4, p0, z18.s
umax	z2.b, z2.b, #73
umax	z11.d, z11.d, #143
umax	z31.h, z31.h, #193
umax	z25.s, z25.s, #78
umax	z24.b, p6/m, z24.b, z25.b
umax	z23.d, p1/m, z23.d, z24.d
umax	z6.h, p2/m, z6.h, z5.h
umax	z10.s, p6/m, z10.s, z25.s
uminv	b8, p4, z1.b
uminv	d7, p2, z26.d
uminv	h24, p3, z27.h
uminv	s9, p5, z31.s
umin	z30.b, z30.b, #106
umin	z8.d, z8.d, #3
umin	z27.h, z27.h, #94
umin	z9.s, z9.s, #85
umin	z11.b, p2/m, z11.b, z9.b
umin	z15.d, p6/m, z15.d, z8.d
umin	z2.h, p7/m, z2.h, z28.h
umin	z25.s, p2/m, z25.s, z4.s
umulh	z28.b, p1/m, z28.b, z10.b
umulh	z22.d, p7/m, z22.d, z2.d
umulh	z31.h, p4/m, z31.h, z24.h
umulh	z24.s, p6/m, z24.s, z16.s
uqadd	z30.b, z30.b, #0
uqadd	z31.d, z31.d, #255
uqadd	z3.h, z3.h, #4352
uqadd	z31.s, z31.s, #65280
uqadd	z19.b, z29.b, z12.b
uqadd	z13.d, z19.d, z20.d
uqadd	z13.h, z23.h, z16.h
uqadd	z10.s, z9.s, z29.s
uqdecb	w14, vl5, mul #2
uqdecb	x4, all, mul #1
uqdecd	w24, pow2, mul #1
uqdecd	x29, vl8, mul #12
uqdecd	z9.d, vl2, mul #15
uqdech	w22, vl6, mul #1
uqdech	x18, #17, mul #16
uqdech	z31.h, #27, mul #16
uqdecp	w7, p10.b
uqdecp	w6, p13.d
uqdecp	w13, p14.h
uqdecp	w21, p8.s
uqdecp	x13, p12.b
uqdecp	x5, p13.d
uqdecp	x26, p13.h
uqdecp	x26, p4.s
uqdecp	z6.d, p14.d
uqdecp	z2.h, p12.h
uqdecp	z14.s, p11.s
uqdecw	w17, all, mul #1
uqdecw	x20, vl64, mul #7
uqdecw	z19.s, #16, mul #1
uqincb	w21, pow2, mul #1
uqincb	x30, vl3, mul #12
uqincd	w4, pow2, mul #13
uqincd	x10, #27, mul #7
uqincd	z22.d, vl5, mul #4
uqinch	w21, all, mul #1
uqinch	x18, vl256, mul #12
uqinch	z24.h, #26, mul #8
uqincp	wzr, p7.b
uqincp	w5, p6.d
uqincp	w12, p4.h
uqincp	w3, p3.s
uqincp	x15, p15.b
uqincp	x5, p2.d
uqincp	x18, p1.h
uqincp	x3, p9.s
uqincp	z15.d, p10.d
uqincp	z4.h, p13.h
uqincp	z28.s, p12.s
uqincw	w18, #20, mul #11
uqincw	x2, all, mul #1
uqincw	z13.s, vl16, mul #1
uqsub	z27.b, z27.b, #0
uqsub	z1.d, z1.d, #44032
uqsub	z17.h, z17.h, #19200
uqsub	z31.s, z31.s, #120
uqsub	z4.b, z6.b, z17.b
uqsub	z28.d, z22.d, z3.d
uqsub	z4.h, z15.h, z19.h
uqsub	z17.s, z4.s, z18.s
uunpkhi	z29.d, z3.s
uunpkhi	z27.h, z26.b
uunpkhi	z26.s, z5.h
uunpklo	z21.d, z30.s
uunpklo	z23.h, z6.b
uunpklo	z5.s, z6.h
uxtb	z30.d, p3/m, z28.d
uxtb	z12.h, p6/m, z1.h
uxtb	z16.s, p4/m, z11.s
uxth	z3.d, p0/m, z4.d
uxth	z30.s, p5/m, z9.s
uxtw	z6.d, p7/m, z28.d
uzp1	p5.b, p12.b, p0.b
uzp1	p5.d, p3.d, p2.d
uzp1	p4.h, p14.h, p2.h
uzp1	p15.s, p10.s, p6.s
uzp1	z29.b, z0.b, z16.b
uzp1	z20.d, z18.d, z4.d
uzp1	z5.h, z11.h, z17.h
uzp1	z29.s, z21.s, z18.s
uzp2	p3.b, p12.b, p8.b
uzp2	p1.d, p0.d, p11.d
uzp2	p1.h, p10.h, p8.h
uzp2	p8.s, p8.s, p0.s
uzp2	z9.b, z3.b, z22.b
uzp2	z18.d, z6.d, z26.d
uzp2	z4.h, z26.h, z12.h
uzp2	z23.s, z27.s, z14.s
whilele	p0.b, w11, w15
whilele	p11.d, w26, w17
whilele	p2.h, w22, w10
whilele	p9.s, w18, w7
whilele	p7.b, x2, x24
whilele	p10.d, x6, x13
whilele	p5.h, x12, x21
whilele	p0.s, x17, x26
whilelo	p5.b, wzr, w1
whilelo	p13.d, wzr, w1
whilelo	p12.h, w4, w9
whilelo	p10.s, w27, w30
whilelo	p15.b, x25, x20
whilelo	p10.d, x26, x7
whilelo	p10.h, x25, x21
whilelo	p15.s, x25, x19
whilels	p11.b, w17, w14
whilels	p1.d, w24, w23
whilels	p5.h, w0, w8
whilels	p11.s, w5, w12
whilels	p14.b, x7, x18
whilels	p12.d, x28, x13
whilels	p4.h, x17, x23
whilels	p2.s, x23, x17
whilelt	p15.b, w19, w18
whilelt	p15.d, w2, wzr
whilelt	p12.h, w12, w27
whilelt	p13.s, w13, w7
whilelt	p10.b, x14, x0
whilelt	p8.d, x11, x4
whilelt	p5.h, x7, x18
whilelt	p1.s, x21, x21
zip1	p12.b, p6.b, p12.b
zip1	p7.d, p5.d, p13.d
zip1	p13.h, p10.h, p1.h
zip1	p14.s, p7.s, p6.s
zip1	z10.b, z26.b, z29.b
zip1	z7.d, z27.d, z22.d
zip1	z16.h, z5.h, z20.h
zip1	z18.s, z23.s, z11.s
zip2	p5.b, p11.b, p6.b
zip2	p15.d, p1.d, p6.d
zip2	p13.h, p3.h, p7.h
zip2	p12.s, p13.s, p13.s
zip2	z16.b, z1.b, z16.b
zip2	z25.d, z5.d, z27.d
zip2	z29.h, z21.h, z1.h
zip2	z21.s, z22.s, z29.s
