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
cntp	x7, p1, p4.b
cntp	x22, p0, p0.d
cntp	x7, p14, p14.h
cntp	x6, p8, p1.s
cntw	x24, pow2, mul #1
cnt	z23.b, p0/m, z28.b
cnt	z6.d, p2/m, z6.d
cnt	z14.h, p1/m, z12.h
cnt	z26.s, p7/m, z6.s
cpy	z3.b, p7/m, #-127
cpy	z3.d, p7/m, #32
cpy	z13.h, p8/m, #1
cpy	z30.s, p7/m, #106
cpy	z29.b, p7/m, wsp
cpy	z27.d, p5/m, x18
cpy	z29.h, p4/m, w11
cpy	z29.s, p2/m, w1
cpy	z1.b, p5/m, b28
cpy	z21.d, p2/m, d4
cpy	z30.h, p2/m, h9
cpy	z19.s, p6/m, s10
cpy	z15.b, p2/z, #-48
cpy	z6.d, p7/z, #0
cpy	z14.h, p10/z, #23552
cpy	z8.s, p8/z, #-23296
ctermeq	w6, w23
ctermeq	x29, x6
ctermne	w1, w7
ctermne	x7, x29
decb	x5, all, mul #1
decd	x18, vl128, mul #1
decd	z28.d, vl7, mul #6
dech	x12, vl64, mul #1
dech	z27.h, all, mul #1
decp	x7, p12.b
decp	x15, p8.d
decp	x27, p5.h
decp	x12, p15.s
decp	z13.d, p2.d
decp	z7.h, p6.h
decp	z7.s, p11.s
decw	x28, mul3, mul #4
decw	z22.s, #18, mul #1
dupm	z18.d, #0xffffffffffff7fff
dup	z26.b, #-64
dup	z11.d, #256
dup	z26.h, #-20
dup	z29.s, #119
dup	z21.b, w7
dup	z15.d, x24
dup	z12.h, w0
dup	z14.s, w18
dup	z7.q, z26.q[0]
dup	z19.h, z7.h[9]
dup	z11.s, z7.s[0]
dup	z26.d, z14.d[7]
dup	z6.b, z1.b[0]
eors	p14.b, p2/z, p1.b, p4.b
eorv	b17, p6, z0.b
eorv	d3, p2, z5.d
eorv	h29, p5, z30.h
eorv	s18, p4, z0.s
eor	p9.b, p4/z, p2.b, p4.b
eor	z21.d, z21.d, #0xfffffff87fffffff
eor	z5.b, p5/m, z5.b, z26.b
eor	z22.d, p6/m, z22.d, z24.d
eor	z29.h, p6/m, z29.h, z3.h
eor	z1.s, p6/m, z1.s, z15.s
eor	z4.d, z12.d, z29.d
ext	z29.b, z29.b, z25.b, #0
fabd	z0.d, p0/m, z0.d, z9.d
fabd	z28.h, p4/m, z28.h, z18.h
fabd	z14.s, p0/m, z14.s, z19.s
fabs	z23.d, p1/m, z27.d
fabs	z27.h, p1/m, z2.h
fabs	z2.s, p3/m, z20.s
facge	p4.d, p1/z, z14.d, z27.d
facge	p9.h, p5/z, z26.h, z18.h
facge	p15.s, p0/z, z3.s, z29.s
facgt	p11.d, p3/z, z10.d, z4.d
facgt	p10.h, p3/z, z13.h, z2.h
facgt	p5.s, p4/z, z27.s, z4.s
faddv	d24, p2, z30.d
faddv	h19, p3, z21.h
faddv	s9, p1, z26.s
fadd	z13.d, p0/m, z13.d, #0.5
fadd	z30.h, p5/m, z30.h, #1.0
fadd	z26.s, p0/m, z26.s, #0.5
fadd	z16.d, p5/m, z16.d, z12.d
fadd	z12.h, p1/m, z12.h, z18.h
fadd	z22.s, p2/m, z22.s, z5.s
fadd	z12.d, z11.d, z13.d
fadd	z4.h, z14.h, z9.h
fadd	z24.s, z5.s, z19.s
fcadd	z1.d, p2/m, z1.d, z8.d, #90
fcadd	z27.h, p2/m, z27.h, z3.h, #270
fcadd	z27.s, p7/m, z27.s, z25.s, #270
fcmeq	p6.d, p3/z, z11.d, #0.0
fcmeq	p11.h, p4/z, z10.h, #0.0
fcmeq	p12.s, p5/z, z3.s, #0.0
fcmeq	p5.d, p3/z, z6.d, z10.d
fcmeq	p10.h, p6/z, z3.h, z28.h
fcmeq	p11.s, p2/z, z7.s, z31.s
fcmge	p9.d, p1/z, z5.d, #0.0
fcmge	p2.h, p0/z, z29.h, #0.0
fcmge	p5.s, p2/z, z19.s, #0.0
fcmge	p8.d, p5/z, z24.d, z1.d
fcmge	p11.h, p3/z, z20.h, z4.h
fcmge	p12.s, p4/z, z6.s, z31.s
fcmgt	p3.d, p4/z, z0.d, #0.0
fcmgt	p3.h, p5/z, z26.h, #0.0
fcmgt	p9.s, p2/z, z4.s, #0.0
fcmgt	p3.d, p0/z, z25.d, z20.d
fcmgt	p6.h, p3/z, z8.h, z18.h
fcmgt	p3.s, p1/z, z18.s, z14.s
fcmla	z20.h, z31.h, z5.h[1], #90
fcmla	z15.s, z29.s, z7.s[0], #180
fcmla	z5.d, p2/m, z21.d, z18.d, #0
fcmla	z17.h, p1/m, z31.h, z29.h, #0
fcmla	z27.s, p7/m, z31.s, z20.s, #90
fcmle	p11.d, p0/z, z15.d, #0.0
fcmle	p4.h, p5/z, z8.h, #0.0
fcmle	p9.s, p6/z, z11.s, #0.0
fcmlt	p3.d, p2/z, z11.d, #0.0
fcmlt	p12.h, p2/z, z8.h, #0.0
fcmlt	p1.s, p2/z, z27.s, #0.0
fcmne	p1.d, p4/z, z6.d, #0.0
fcmne	p6.h, p5/z, z2.h, #0.0
fcmne	p6.s, p2/z, z22.s, #0.0
fcmne	p8.d, p5/z, z20.d, z13.d
fcmne	p8.h, p2/z, z0.h, z17.h
fcmne	p7.s, p0/z, z7.s, z20.s
fcmuo	p0.d, p3/z, z31.d, z1.d
fcmuo	p5.h, p5/z, z29.h, z23.h
fcmuo	p8.s, p6/z, z17.s, z15.s
fcpy	z9.d, p14/m, #30.00000000
fcpy	z20.h, p12/m, #1.43750000
fcpy	z25.s, p13/m, #-24.00000000
fcvtzs	z15.d, p1/m, z5.d
fcvtzs	z28.d, p1/m, z17.h
fcvtzs	z13.d, p1/m, z10.s
fcvtzs	z27.h, p7/m, z24.h
fcvtzs	z25.s, p7/m, z18.d
fcvtzs	z18.s, p5/m, z25.h
fcvtzs	z3.s, p4/m, z6.s
fcvtzu	z24.d, p7/m, z27.d
fcvtzu	z20.d, p3/m, z9.h
fcvtzu	z16.d, p4/m, z30.s
fcvtzu	z27.h, p5/m, z20.h
fcvtzu	z9.s, p6/m, z22.d
fcvtzu	z12.s, p2/m, z13.h
fcvtzu	z14.s, p5/m, z25.s
fcvt	z9.d, p5/m, z29.h
fcvt	z11.d, p5/m, z5.s
fcvt	z6.h, p1/m, z6.d
fcvt	z7.h, p2/m, z2.s
fcvt	z15.s, p1/m, z13.d
fcvt	z25.s, p2/m, z31.h
fdivr	z21.d, p0/m, z21.d, z16.d
fdivr	z22.h, p2/m, z22.h, z31.h
fdivr	z14.s, p7/m, z14.s, z16.s
fdiv	z29.d, p3/m, z29.d, z24.d
fdiv	z30.h, p0/m, z30.h, z11.h
fdiv	z14.s, p6/m, z14.s, z5.s
fdup	z13.d, #-3.87500000
fdup	z15.h, #-0.56250000
fdup	z24.s, #-5.25000000
fmad	z30.d, p5/m, z30.d, z20.d
fmad	z19.h, p5/m, z9.h, z3.h
fmad	z18.s, p3/m, z18.s, z10.s
fmaxnmv	d7, p6, z26.d
fmaxnmv	h22, p1, z19.h
fmaxnmv	s13, p7, z29.s
fmaxnm	z25.d, p4/m, z25.d, #0.0
fmaxnm	z27.h, p3/m, z27.h, #0.0
fmaxnm	z2.s, p0/m, z2.s, #1.0
fmaxnm	z31.d, p7/m, z31.d, z23.d
fmaxnm	z6.h, p7/m, z6.h, z14.h
fmaxnm	z15.s, p3/m, z15.s, z22.s
fmaxv	d25, p0, z23.d
fmaxv	h4, p1, z18.h
fmaxv	s11, p5, z22.s
fmax	z12.d, p0/m, z12.d, #1.0
fmax	z8.h, p3/m, z8.h, #1.0
fmax	z16.s, p3/m, z16.s, #0.0
fmax	z17.d, p3/m, z17.d, z6.d
fmax	z13.h, p0/m, z13.h, z22.h
fmax	z25.s, p4/m, z25.s, z19.s
fminnmv	d18, p4, z28.d
fminnmv	h0, p2, z30.h
fminnmv	s13, p6, z18.s
fminnm	z15.d, p5/m, z15.d, #1.0
fminnm	z18.h, p4/m, z18.h, #0.0
fminnm	z3.s, p7/m, z3.s, #0.0
fminnm	z8.d, p2/m, z8.d, z2.d
fminnm	z27.h, p0/m, z27.h, z13.h
fminnm	z25.s, p5/m, z25.s, z5.s
fminv	d5, p4, z27.d
fminv	h1, p6, z10.h
fminv	s4, p0, z19.s
fmin	z15.d, p5/m, z15.d, #1.0
fmin	z5.h, p4/m, z5.h, #0.0
fmin	z23.s, p3/m, z23.s, #1.0
fmin	z1.d, p7/m, z1.d, z5.d
fmin	z13.h, p1/m, z13.h, z7.h
fmin	z0.s, p6/m, z0.s, z31.s
fmla	z20.d, z9.d, z0.d[1]
fmla	z26.h, z20.h, z1.h[7]
fmla	z3.s, z13.s, z7.s[3]
fmla	z18.d, p2/m, z14.d, z7.d
fmla	z20.h, p3/m, z29.h, z29.h
fmla	z14.s, p2/m, z18.s, z6.s
fmls	z31.d, z4.d, z10.d[1]
fmls	z24.h, z18.h, z6.h[0]
fmls	z29.s, z31.s, z6.s[1]
fmls	z19.d, p5/m, z16.d, z22.d
fmls	z27.h, p0/m, z24.h, z2.h
fmls	z12.s, p6/m, z0.s, z15.s
fmsb	z6.d, p7/m, z4.d, z26.d
fmsb	z28.h, p7/m, z30.h, z22.h
fmsb	z29.s, p3/m, z15.s, z8.s
fmulx	z5.d, p2/m, z5.d, z3.d
fmulx	z17.h, p7/m, z17.h, z6.h
fmulx	z19.s, p6/m, z19.s, z24.s
fmul	z7.d, p6/m, z7.d, #0.5
fmul	z22.h, p7/m, z22.h, #2.0
fmul	z16.s, p7/m, z16.s, #2.0
fmul	z22.d, p4/m, z22.d, z15.d
fmul	z26.h, p7/m, z26.h, z24.h
fmul	z1.s, p6/m, z1.s, z20.s
fmul	z25.d, z3.d, z9.d[0]
fmul	z28.h, z18.h, z4.h[4]
fmul	z15.s, z10.s, z7.s[3]
fmul	z15.d, z1.d, z9.d
fmul	z21.h, z6.h, z2.h
fmul	z2.s, z4.s, z5.s
fneg	z18.d, p1/m, z0.d
fneg	z29.h, p1/m, z30.h
fneg	z3.s, p4/m, z10.s
fnmad	z8.d, p7/m, z15.d, z3.d
fnmad	z21.h, p3/m, z17.h, z21.h
fnmad	z20.s, p1/m, z5.s, z2.s
fnmla	z5.d, p3/m, z8.d, z28.d
fnmla	z20.h, p6/m, z2.h, z21.h
fnmla	z1.s, p4/m, z16.s, z29.s
fnmls	z30.d, p5/m, z9.d, z17.d
fnmls	z0.h, p3/m, z19.h, z25.h
fnmls	z29.s, p1/m, z28.s, z23.s
fnmsb	z9.d, p5/m, z23.d, z15.d
fnmsb	z13.h, p7/m, z1.h, z30.h
fnmsb	z11.s, p7/m, z0.s, z7.s
frecpe	z7.d, z2.d
frecpe	z4.h, z27.h
frecpe	z17.s, z15.s
frecps	z21.d, z25.d, z31.d
frecps	z6.h, z27.h, z3.h
frecps	z15.s, z4.s, z12.s
frecpx	z4.d, p3/m, z31.d
frecpx	z8.h, p2/m, z17.h
frecpx	z2.s, p1/m, z6.s
frinta	z24.d, p0/m, z26.d
frinta	z24.h, p1/m, z5.h
frinta	z4.s, p5/m, z1.s
frinti	z19.d, p6/m, z20.d
frinti	z25.h, p2/m, z3.h
frinti	z4.s, p2/m, z22.s
frintm	z17.d, p3/m, z14.d
frintm	z8.h, p6/m, z12.h
frintm	z20.s, p6/m, z11.s
frintn	z7.d, p1/m, z31.d
frintn	z3.h, p2/m, z30.h
frintn	z11.s, p4/m, z24.s
frintp	z21.d, p4/m, z18.d
frintp	z5.h, p7/m, z24.h
frintp	z26.s, p5/m, z20.s
frintx	z24.d, p7/m, z16.d
frintx	z8.h, p1/m, z15.h
frintx	z5.s, p2/m, z16.s
frintz	z22.d, p2/m, z24.d
frintz	z23.h, p4/m, z20.h
frintz	z25.s, p2/m, z17.s
frsqrte	z30.d, z24.d
frsqrte	z21.h, z21.h
frsqrte	z6.s, z7.s
frsqrts	z31.d, z28.d, z4.d
frsqrts	z7.h, z0.h, z28.h
frsqrts	z23.s, z13.s, z25.s
fscale	z18.d, p4/m, z18.d, z12.d
fscale	z31.h, p3/m, z31.h, z29.h
fscale	z18.s, p1/m, z18.s, z1.s
fsqrt	z29.d, p3/m, z5.d
fsqrt	z19.h, p3/m, z6.h
fsqrt	z5.s, p7/m, z0.s
fsubr	z19.d, p3/m, z19.d, #1.0
fsubr	z15.h, p4/m, z15.h, #0.5
fsubr	z7.s, p2/m, z7.s, #1.0
fsubr	z24.d, p4/m, z24.d, z26.d
fsubr	z7.h, p6/m, z7.h, z30.h
fsubr	z28.s, p6/m, z28.s, z19.s
fsub	z26.d, p5/m, z26.d, #1.0
fsub	z7.h, p7/m, z7.h, #1.0
fsub	z19.s, p7/m, z19.s, #1.0
fsub	z27.d, p5/m, z27.d, z29.d
fsub	z29.h, p7/m, z29.h, z17.h
fsub	z22.s, p1/m, z22.s, z9.s
fsub	z29.d, z3.d, z30.d
fsub	z29.h, z17.h, z19.h
fsub	z30.s, z6.s, z30.s
incb	x20, all, mul #1
incd	x5, vl1, mul #1
incd	z26.d, #26, mul #11
inch	x20, all, mul #1
inch	z15.h, all, mul #14
incp	x5, p15.b
incp	x7, p9.d
incp	x20, p5.h
incp	x25, p5.s
incp	z9.d, p7.d
incp	z29.h, p4.h
incp	z24.s, p9.s
incw	x14, vl3, mul #1
incw	z20.s, vl128, mul #7
index	z7.b, #12, #15
index	z24.d, #-15, #0
index	z4.h, #10, #-16
index	z22.s, #-9, #15
index	z4.b, w6, #13
index	z1.d, x29, #0
index	z22.h, w7, #-6
index	z6.s, w11, #-1
index	z1.b, #5, w18
index	z5.d, #-15, x4
index	z21.h, #-3, w16
index	z26.s, #-16, w24
index	z5.b, w14, w7
index	z13.d, x20, x13
index	z31.h, w17, w20
index	z20.s, w24, w12
insr	z20.b, w5
insr	z25.d, x26
insr	z22.h, w24
insr	z28.s, w6
insr	z28.b, b1
insr	z13.d, d14
insr	z30.h, h18
insr	z15.s, s0
lasta	w1, p5, z28.b
lasta	x14, p1, z11.d
lasta	w7, p6, z26.h
lasta	w1, p5, z11.s
lasta	b14, p1, z23.b
lasta	d3, p6, z23.d
lasta	h21, p7, z23.h
lasta	s6, p2, z4.s
lastb	w1, p5, z7.b
lastb	x15, p0, z21.d
lastb	w24, p4, z16.h
lastb	w1, p0, z14.s
lastb	b26, p7, z7.b
lastb	d29, p2, z5.d
lastb	h25, p6, z12.h
lastb	s25, p4, z16.s
ld1b	{ z17.b }, p5/z, [x0, #-1, mul vl]
ld1b	{ z25.b }, p1/z, [x7, x15]
ld1b	{ z17.d }, p2/z, [x21, #0, mul vl]
ld1b	{ z24.d }, p5/z, [x14, x21]
ld1b	{ z9.h }, p2/z, [x7, #-1, mul vl]
ld1b	{ z24.h }, p2/z, [x18, x21]
ld1b	{ z24.s }, p2/z, [x18, #0, mul vl]
ld1b	{ z22.s }, p2/z, [x28, x14]
ld1d	{ z27.d }, p6/z, [x7, #0, mul vl]
ld1d	{ z17.d }, p7/z, [x26, x12, lsl #3]
ld1h	{ z0.d }, p6/z, [x18, #0, mul vl]
ld1h	{ z1.d }, p4/z, [x14, x30, lsl #1]
ld1h	{ z27.h }, p1/z, [x6, #6, mul vl]
ld1h	{ z28.h }, p2/z, [x17, x14, lsl #1]
ld1h	{ z25.s }, p4/z, [x15, #-4, mul vl]
ld1h	{ z25.s }, p2/z, [x0, x5, lsl #1]
ld1rb	{ z28.b }, p4/z, [x16, #39]
ld1rb	{ z26.d }, p6/z, [x23, #0]
ld1rb	{ z1.h }, p6/z, [sp, #0]
ld1rb	{ z31.s }, p5/z, [x27, #42]
ld1rd	{ z11.d }, p3/z, [x25, #8]
ld1rh	{ z21.d }, p1/z, [x4, #20]
ld1rh	{ z13.h }, p3/z, [x15, #0]
ld1rh	{ z1.s }, p1/z, [x8, #88]
ld1rqb	{ z7.b }, p5/z, [x15, #0]
ld1rqb	{ z2.b }, p3/z, [x19, x1]
ld1rqd	{ z11.d }, p7/z, [x21, #-96]
ld1rqd	{ z24.d }, p4/z, [x28, x8, lsl #3]
ld1rqh	{ z0.h }, p6/z, [x16, #0]
ld1rqh	{ z14.h }, p4/z, [x22, x23, lsl #1]
ld1rqw	{ z23.s }, p0/z, [x9, #-80]
ld1rqw	{ z21.s }, p3/z, [x10, x10, lsl #2]
ld1rsb	{ z16.d }, p1/z, [sp, #10]
ld1rsb	{ z11.h }, p5/z, [x1, #50]
ld1rsb	{ z17.s }, p6/z, [x30, #57]
ld1rsh	{ z16.d }, p6/z, [x28, #0]
ld1rsh	{ z16.s }, p7/z, [x8, #98]
ld1rsw	{ z31.d }, p0/z, [x19, #100]
ld1rw	{ z21.d }, p1/z, [x9, #176]
ld1rw	{ z14.s }, p6/z, [x25, #0]
ld1sb	{ z29.d }, p5/z, [x12, #-8, mul vl]
ld1sb	{ z16.d }, p5/z, [x3, x29]
ld1sb	{ z12.h }, p0/z, [x22, #0, mul vl]
ld1sb	{ z25.h }, p7/z, [x7, x4]
ld1sb	{ z30.s }, p5/z, [x28, #-3, mul vl]
ld1sb	{ z26.s }, p2/z, [x18, x10]
ld1sh	{ z18.d }, p2/z, [x1, #4, mul vl]
ld1sh	{ z26.d }, p5/z, [x6, x20, lsl #1]
ld1sh	{ z8.s }, p5/z, [x5, #-3, mul vl]
ld1sh	{ z8.s }, p1/z, [x19, x18, lsl #1]
ld1sw	{ z8.d }, p5/z, [x21, #3, mul vl]
ld1sw	{ z22.d }, p3/z, [x24, x10, lsl #2]
ld1w	{ z28.d }, p4/z, [x8, #0, mul vl]
ld1w	{ z7.d }, p6/z, [x4, x11, lsl #2]
ld1w	{ z24.s }, p4/z, [x0, #0, mul vl]
ld1w	{ z28.s }, p0/z, [x6, x9, lsl #2]
ld2b	{ z13.b, z14.b }, p6/z, [x16, #0, mul vl]
ld2b	{ z16.b, z17.b }, p5/z, [x26, x7]
ld2d	{ z19.d, z20.d }, p3/z, [x6, #0, mul vl]
ld2d	{ z26.d, z27.d }, p5/z, [x30, x14, lsl #3]
ld2h	{ z1.h, z2.h }, p3/z, [x6, #14, mul vl]
ld2h	{ z13.h, z14.h }, p4/z, [x7, x9, lsl #1]
ld2w	{ z16.s, z17.s }, p5/z, [x20, #-2, mul vl]
ld2w	{ z19.s, z20.s }, p3/z, [x13, x27, lsl #2]
ld3b	{ z30.b, z31.b, z0.b }, p3/z, [x15, #12, mul vl]
ld3b	{ z28.b - z30.b }, p7/z, [x12, x3]
ld3d	{ z23.d - z25.d }, p0/z, [x4, #18, mul vl]
ld3d	{ z21.d - z23.d }, p4/z, [x13, x23, lsl #3]
ld3h	{ z6.h - z8.h }, p2/z, [x22, #-24, mul vl]
ld3h	{ z10.h - z12.h }, p0/z, [x30, x26, lsl #1]
ld3w	{ z13.s - z15.s }, p1/z, [x1, #0, mul vl]
ld3w	{ z21.s - z23.s }, p0/z, [x7, x13, lsl #2]
ld4b	{ z22.b - z25.b }, p2/z, [x22, #0, mul vl]
ld4b	{ z3.b - z6.b }, p6/z, [x23, x2]
ld4d	{ z7.d - z10.d }, p7/z, [x28, #0, mul vl]
ld4d	{ z1.d - z4.d }, p3/z, [x22, x16, lsl #3]
ld4h	{ z27.h - z30.h }, p3/z, [x12, #8, mul vl]
ld4h	{ z11.h - z14.h }, p2/z, [x15, x24, lsl #1]
ld4w	{ z29.s, z30.s, z31.s, z0.s }, p6/z, [x29, #-4, mul vl]
ld4w	{ z15.s - z18.s }, p7/z, [x19, x4, lsl #2]
ldnt1b	{ z14.b }, p0/z, [x7, #0, mul vl]
ldnt1b	{ z17.b }, p5/z, [x15, x3]
ldnt1d	{ z14.d }, p3/z, [x23, #2, mul vl]
ldnt1d	{ z17.d }, p5/z, [x3, x13, lsl #3]
ldnt1h	{ z30.h }, p2/z, [x10, #0, mul vl]
ldnt1h	{ z8.h }, p3/z, [x0, x29, lsl #1]
ldnt1w	{ z10.s }, p0/z, [x13, #-1, mul vl]
ldnt1w	{ z13.s }, p7/z, [x28, x5, lsl #2]
ldr	p5, [x1, #-254, mul vl]
ldr	z14, [x14, #0, mul vl]
lslr	z10.b, p6/m, z10.b, z29.b
lslr	z26.d, p6/m, z26.d, z27.d
lslr	z17.h, p1/m, z17.h, z12.h
lslr	z7.s, p5/m, z7.s, z16.s
lsl	z12.b, p3/m, z12.b, z8.d
lsl	z4.h, p1/m, z4.h, z12.d
lsl	z13.s, p5/m, z13.s, z7.d
lsl	z10.b, z17.b, z20.d
lsl	z8.h, z17.h, z21.d
lsl	z7.s, z9.s, z14.d
lsl	z31.b, p5/m, z31.b, #3
lsl	z0.d, p0/m, z0.d, #41
lsl	z5.h, p0/m, z5.h, #9
lsl	z26.s, p6/m, z26.s, #28
lsl	z29.b, p2/m, z29.b, z14.b
lsl	z30.d, p2/m, z30.d, z6.d
lsl	z26.h, p7/m, z26.h, z3.h
lsl	z7.s, p3/m, z7.s, z24.s
lsl	z2.b, z8.b, #4
lsl	z29.d, z8.d, #48
lsl	z29.h, z29.h, #12
lsl	z29.s, z12.s, #0
lsrr	z17.b, p5/m, z17.b, z17.b
lsrr	z16.d, p2/m, z16.d, z26.d
lsrr	z28.h, p2/m, z28.h, z9.h
lsrr	z14.s, p5/m, z14.s, z12.s
lsr	z12.b, p1/m, z12.b, z1.d
lsr	z1.h, p2/m, z1.h, z10.d
lsr	z10.s, p0/m, z10.s, z11.d
lsr	z17.b, z15.b, z31.d
lsr	z18.h, z25.h, z20.d
lsr	z12.s, z5.s, z26.d
lsr	z22.b, p0/m, z22.b, #1
lsr	z8.d, p3/m, z8.d, #32
lsr	z19.h, p4/m, z19.h, #1
lsr	z28.s, p1/m, z28.s, #26
lsr	z20.b, p1/m, z20.b, z2.b
lsr	z26.d, p4/m, z26.d, z21.d
lsr	z30.h, p6/m, z30.h, z27.h
lsr	z8.s, p0/m, z8.s, z27.s
lsr	z31.b, z22.b, #7
lsr	z3.d, z13.d, #21
lsr	z0.h, z10.h, #6
lsr	z18.s, z25.s, #16
mad	z12.b, p3/m, z29.b, z21.b
mad	z24.d, p2/m, z23.d, z10.d
mad	z31.h, p4/m, z5.h, z31.h
mad	z7.s, p4/m, z27.s, z23.s
mla	z28.b, p6/m, z24.b, z18.b
mla	z25.d, p5/m, z23.d, z23.d
mla	z23.h, p5/m, z24.h, z24.h
mla	z11.s, p4/m, z16.s, z1.s
mls	z23.b, p4/m, z20.b, z0.b
mls	z20.d, p5/m, z21.d, z8.d
mls	z28.h, p3/m, z4.h, z11.h
mls	z26.s, p6/m, z24.s, z31.s
msb	z20.b, p3/m, z31.b, z13.b
msb	z8.d, p6/m, z24.d, z24.d
msb	z27.h, p7/m, z25.h, z7.h
msb	z10.s, p7/m, z23.s, z11.s
mul	z27.b, z27.b, #-32
mul	z9.d, z9.d, #-104
mul	z4.h, z4.h, #-6
mul	z28.s, z28.s, #14
mul	z4.b, p1/m, z4.b, z16.b
mul	z28.d, p3/m, z28.d, z18.d
mul	z26.h, p5/m, z26.h, z28.h
mul	z4.s, p3/m, z4.s, z6.s
nands	p2.b, p0/z, p2.b, p5.b
nand	p15.b, p12/z, p6.b, p13.b
neg	z28.b, p3/m, z25.b
neg	z14.d, p3/m, z1.d
neg	z21.h, p7/m, z26.h
neg	z18.s, p6/m, z5.s
nors	p2.b, p11/z, p4.b, p10.b
nor	p5.b, p13/z, p5.b, p3.b
not	z14.b, p7/m, z12.b
not	z0.d, p5/m, z22.d
not	z22.h, p0/m, z19.h
not	z12.s, p2/m, z28.s
orns	p7.b, p10/z, p0.b, p5.b
orn	p14.b, p2/z, p13.b, p13.b
orrs	p6.b, p12/z, p12.b, p12.b
orr	p11.b, p8/z, p7.b, p4.b
orr	z12.d, z12.d, #0x7e0000000000
orr	z3.b, p2/m, z3.b, z19.b
orr	z8.d, p3/m, z8.d, z7.d
orr	z9.h, p1/m, z9.h, z18.h
orr	z11.s, p6/m, z11.s, z22.s
orr	z0.d, z1.d, z26.d
orv	b10, p0, z25.b
orv	d7, p3, z2.d
orv	h15, p4, z7.h
orv	s28, p2, z18.s
pfalse	p4.b
pfirst	p12.b, p11, p12.b
pnext	p12.b, p14, p12.b
pnext	p14.d, p7, p14.d
pnext	p11.h, p10, p11.h
pnext	p14.s, p4, p14.s
prfb	pldl3strm, p6, [x14, #-32, mul vl]
prfb	pstl3strm, p2, [x17, x29]
prfd	pldl1keep, p4, [x19, #-9, mul vl]
prfd	pstl3keep, p6, [x19, x14, lsl #3]
prfh	pstl1keep, p7, [x1, #0, mul vl]
prfh	pldl1keep, p7, [x8, x3, lsl #1]
prfw	pstl3keep, p0, [x7, #-29, mul vl]
prfw	#7, p4, [x29, x6, lsl #2]
ptest	p10, p3.b
ptrues	p3.b, all
ptrues	p1.d, all
ptrues	p14.h, mul3
ptrues	p12.s, mul3
ptrue	p8.b, all
ptrue	p9.d, #27
ptrue	p12.h, all
ptrue	p13.s, vl1
punpkhi	p1.h, p0.b
punpklo	p7.h, p14.b
rbit	z14.b, p3/m, z24.b
rbit	z4.d, p7/m, z13.d
rbit	z18.h, p2/m, z0.h
rbit	z5.s, p2/m, z1.s
rdvl	x5, #23
revb	z15.d, p6/m, z17.d
revb	z4.h, p5/m, z20.h
revb	z6.s, p7/m, z23.s
revh	z10.d, p6/m, z23.d
revh	z3.s, p3/m, z8.s
revw	z21.d, p1/m, z21.d
rev	p14.b, p2.b
rev	p3.d, p7.d
rev	p2.h, p13.h
rev	p0.s, p4.s
rev	z17.b, z7.b
rev	z21.d, z8.d
rev	z14.h, z30.h
rev	z9.s, z25.s
sabd	z4.b, p3/m, z4.b, z24.b
sabd	z7.d, p6/m, z7.d, z22.d
sabd	z30.h, p6/m, z30.h, z17.h
sabd	z27.s, p7/m, z27.s, z28.s
saddv	d27, p2, z2.b
saddv	d7, p7, z2.h
saddv	d21, p1, z2.s
scvtf	z28.d, p6/m, z6.d
scvtf	z10.d, p1/m, z1.s
scvtf	z4.h, p6/m, z22.d
scvtf	z21.h, p2/m, z22.h
scvtf	z2.h, p6/m, z31.s
scvtf	z19.s, p4/m, z6.d
scvtf	z2.s, p2/m, z31.s
sdivr	z8.d, p2/m, z8.d, z21.d
sdivr	z0.s, p5/m, z0.s, z0.s
sdiv	z22.d, p7/m, z22.d, z18.d
sdiv	z7.s, p5/m, z7.s, z10.s
sdot	z9.d, z23.h, z10.h[0]
sdot	z24.s, z4.b, z7.b[2]
sdot	z26.d, z1.h, z28.h
sdot	z22.s, z7.b, z10.b
sel	p12.b, p2, p8.b, p10.b
sel	z9.b, p8, z27.b, z9.b
sel	z10.d, p3, z12.d, z6.d
sel	z3.h, p2, z26.h, z17.h
sel	z23.s, p4, z4.s, z27.s
smaxv	b12, p5, z18.b
smaxv	d11, p1, z19.d
smaxv	h30, p1, z6.h
smaxv	s22, p5, z15.s
smax	z20.b, z20.b, #127
smax	z28.d, z28.d, #96
smax	z22.h, z22.h, #1
smax	z5.s, z5.s, #-94
smax	z6.b, p7/m, z6.b, z20.b
smax	z28.d, p6/m, z28.d, z9.d
smax	z9.h, p3/m, z9.h, z29.h
smax	z2.s, p6/m, z2.s, z9.s
sminv	b26, p5, z6.b
sminv	d20, p0, z28.d
sminv	h12, p2, z0.h
sminv	s4, p5, z21.s
smin	z4.b, z4.b, #126
smin	z3.d, z3.d, #4
smin	z5.h, z5.h, #119
smin	z28.s, z28.s, #29
smin	z21.b, p6/m, z21.b, z24.b
smin	z24.d, p2/m, z24.d, z29.d
smin	z31.h, p1/m, z31.h, z1.h
smin	z27.s, p2/m, z27.s, z19.s
smulh	z3.b, p1/m, z3.b, z12.b
smulh	z0.d, p1/m, z0.d, z21.d
smulh	z15.h, p7/m, z15.h, z0.h
smulh	z22.s, p2/m, z22.s, z30.s
splice	z26.b, p1, z26.b, z2.b
splice	z10.d, p7, z10.d, z8.d
splice	z8.h, p1, z8.h, z12.h
splice	z4.s, p1, z4.s, z3.s
sqadd	z31.b, z31.b, #243
sqadd	z9.d, z9.d, #16384
sqadd	z20.h, z20.h, #0
sqadd	z12.s, z12.s, #22016
sqadd	z13.b, z28.b, z10.b
sqadd	z24.d, z28.d, z10.d
sqadd	z24.h, z18.h, z8.h
sqadd	z6.s, z13.s, z25.s
sqdecb	x16, w16, vl256, mul #15
sqdecb	x0, all, mul #1
sqdecd	x17, w17, vl4, mul #14
sqdecd	x25, all, mul #5
sqdecd	z2.d, pow2, mul #1
sqdech	x5, w5, vl16, mul #8
sqdech	x16, vl5, mul #15
sqdech	z4.h, vl128, mul #15
sqdecp	x4, p3.b, w4
sqdecp	x1, p4.d, w1
sqdecp	x17, p6.h, w17
sqdecp	x28, p5.s, w28
sqdecp	x6, p4.b
sqdecp	x1, p13.d
sqdecp	xzr, p7.h
sqdecp	x29, p6.s
sqdecp	z19.d, p3.d
sqdecp	z16.h, p7.h
sqdecp	z28.s, p8.s
sqdecw	x6, w6, vl3, mul #1
sqdecw	x24, vl2, mul #1
sqdecw	z17.s, vl6, mul #1
sqincb	xzr, wzr, all, mul #6
sqincb	x8, vl64, mul #15
sqincd	x28, w28, #24, mul #16
sqincd	x0, vl2, mul #6
sqincd	z30.d, #17, mul #11
sqinch	x12, w12, vl3, mul #16
sqinch	x8, all, mul #1
sqinch	z15.h, mul3, mul #3
sqincp	x26, p15.b, w26
sqincp	x26, p2.d, w26
sqincp	x21, p1.h, w21
sqincp	x23, p9.s, w23
sqincp	x12, p8.b
sqincp	x8, p4.d
sqincp	x19, p13.h
sqincp	x27, p10.s
sqincp	z11.d, p14.d
sqincp	z7.h, p4.h
sqincp	z26.s, p5.s
sqincw	x10, w10, vl16, mul #16
sqincw	x17, mul4, mul #5
sqincw	z17.s, vl64, mul #1
sqsub	z2.b, z2.b, #187
sqsub	z13.d, z13.d, #22016
sqsub	z8.h, z8.h, #4
sqsub	z31.s, z31.s, #0, lsl #8
sqsub	z4.b, z0.b, z8.b
sqsub	z30.d, z16.d, z1.d
sqsub	z29.h, z21.h, z27.h
sqsub	z30.s, z17.s, z1.s
st1b	{ z13.b }, p6, [x18, #-7, mul vl]
st1b	{ z19.b }, p1, [x22, x0]
st1b	{ z7.d }, p0, [x9, #5, mul vl]
st1b	{ z25.d }, p7, [x1, x25]
st1b	{ z31.h }, p7, [sp, #6, mul vl]
st1b	{ z17.h }, p0, [x29, x8]
st1b	{ z22.s }, p6, [x29, #-2, mul vl]
st1b	{ z16.s }, p4, [x21, x4]
st1d	{ z17.d }, p6, [x26, #2, mul vl]
st1d	{ z3.d }, p2, [x10, x12, lsl #3]
st1h	{ z28.d }, p7, [x2, #2, mul vl]
st1h	{ z11.d }, p0, [x4, x21, lsl #1]
st1h	{ z24.h }, p6, [x29, #0, mul vl]
st1h	{ z11.h }, p4, [x15, x19, lsl #1]
st1h	{ z11.s }, p1, [x0, #1, mul vl]
st1h	{ z2.s }, p2, [x11, x30, lsl #1]
st1w	{ z11.d }, p5, [x3, #0, mul vl]
st1w	{ z24.d }, p5, [x20, x2, lsl #2]
st1w	{ z18.s }, p2, [x14, #0, mul vl]
st1w	{ z23.s }, p2, [x4, x5, lsl #2]
st2b	{ z2.b, z3.b }, p2, [x10, #0, mul vl]
st2b	{ z17.b, z18.b }, p3, [x26, x19]
st2d	{ z11.d, z12.d }, p6, [x12, #14, mul vl]
st2d	{ z25.d, z26.d }, p7, [x9, x4, lsl #3]
st2h	{ z7.h, z8.h }, p1, [x11, #0, mul vl]
st2h	{ z22.h, z23.h }, p0, [x26, x8, lsl #1]
st2w	{ z21.s, z22.s }, p1, [x3, #4, mul vl]
st2w	{ z21.s, z22.s }, p0, [x1, x22, lsl #2]
st3b	{ z4.b - z6.b }, p6, [x4, #-6, mul vl]
st3b	{ z28.b - z30.b }, p0, [x24, x28]
st3d	{ z16.d - z18.d }, p4, [x12, #6, mul vl]
st3d	{ z21.d - z23.d }, p0, [x16, x2, lsl #3]
st3h	{ z6.h - z8.h }, p1, [x15, #3, mul vl]
st3h	{ z2.h - z4.h }, p7, [x19, x21, lsl #1]
st3w	{ z16.s - z18.s }, p5, [x15, #9, mul vl]
st3w	{ z2.s - z4.s }, p1, [x18, x26, lsl #2]
st4b	{ z8.b - z11.b }, p5, [x4, #0, mul vl]
st4b	{ z31.b, z0.b, z1.b, z2.b }, p7, [x29, x9]
st4d	{ z8.d - z11.d }, p6, [x26, #24, mul vl]
st4d	{ z26.d - z29.d }, p1, [x4, x20, lsl #3]
st4h	{ z15.h - z18.h }, p1, [x29, #0, mul vl]
st4h	{ z23.h - z26.h }, p3, [x30, x11, lsl #1]
st4w	{ z6.s - z9.s }, p0, [x14, #-20, mul vl]
st4w	{ z24.s - z27.s }, p3, [x1, x20, lsl #2]
stnt1b	{ z14.b }, p5, [x6, #0, mul vl]
stnt1b	{ z9.b }, p3, [x11, x5]
stnt1d	{ z11.d }, p0, [x16, #0, mul vl]
stnt1d	{ z27.d }, p1, [x12, x27, lsl #3]
stnt1h	{ z19.h }, p0, [x10, #-8, mul vl]
stnt1h	{ z3.h }, p1, [x13, x9, lsl #1]
stnt1w	{ z9.s }, p3, [x7, #7, mul vl]
stnt1w	{ z26.s }, p4, [x20, x0, lsl #2]
str	p4, [x10, #-213, mul vl]
str	z11, [x11, #-58, mul vl]
subr	z15.b, z15.b, #138
subr	z13.d, z13.d, #40192
subr	z26.h, z26.h, #0
subr	z31.s, z31.s, #0, lsl #8
subr	z17.b, p6/m, z17.b, z22.b
subr	z21.d, p5/m, z21.d, z0.d
subr	z12.h, p1/m, z12.h, z23.h
subr	z3.s, p0/m, z3.s, z27.s
sub	z24.b, z24.b, #117
sub	z29.d, z29.d, #52736
sub	z6.h, z6.h, #60928
sub	z29.s, z29.s, #18
sub	z3.b, p4/m, z3.b, z16.b
sub	z0.d, p1/m, z0.d, z21.d
sub	z15.h, p7/m, z15.h, z6.h
sub	z7.s, p3/m, z7.s, z23.s
sub	z2.b, z0.b, z28.b
sub	z26.d, z7.d, z27.d
sub	z7.h, z23.h, z7.h
sub	z11.s, z25.s, z19.s
sunpkhi	z17.d, z17.s
sunpkhi	z1.h, z23.b
sunpkhi	z0.s, z0.h
sunpklo	z12.d, z12.s
sunpklo	z12.h, z19.b
sunpklo	z3.s, z18.h
sxtb	z24.d, p6/m, z2.d
sxtb	z6.h, p2/m, z20.h
sxtb	z20.s, p2/m, z26.s
sxth	z23.d, p0/m, z17.d
sxth	z29.s, p6/m, z7.s
sxtw	z21.d, p1/m, z21.d
tbl	z2.b, { z10.b }, z10.b
tbl	z31.d, { z9.d }, z9.d
tbl	z17.h, { z23.h }, z10.h
tbl	z9.s, { z8.s }, z15.s
trn1	p14.b, p5.b, p4.b
trn1	p12.d, p0.d, p11.d
trn1	p15.h, p11.h, p12.h
trn1	p2.s, p9.s, p13.s
trn1	z8.b, z0.b, z5.b
trn1	z8.d, z11.d, z26.d
trn1	z3.h, z17.h, z16.h
trn1	z20.s, z7.s, z30.s
trn2	p10.b, p1.b, p14.b
trn2	p0.d, p3.d, p1.d
trn2	p9.h, p13.h, p4.h
trn2	p10.s, p4.s, p10.s
trn2	z16.b, z31.b, z29.b
trn2	z8.d, z10.d, z0.d
trn2	z24.h, z29.h, z0.h
trn2	z3.s, z11.s, z26.s
uabd	z21.b, p3/m, z21.b, z17.b
uabd	z1.d, p6/m, z1.d, z12.d
uabd	z24.h, p3/m, z24.h, z27.h
uabd	z3.s, p5/m, z3.s, z31.s
uaddv	d18, p7, z2.b
uaddv	d12, p7, z6.d
uaddv	d13, p3, z8.h
uaddv	d18, p5, z4.s
ucvtf	z11.d, p3/m, z7.d
ucvtf	z5.d, p4/m, z17.s
ucvtf	z22.h, p6/m, z21.d
ucvtf	z21.h, p3/m, z17.h
ucvtf	z0.h, p0/m, z21.s
ucvtf	z5.s, p7/m, z31.d
ucvtf	z20.s, p2/m, z19.s
udivr	z22.d, p3/m, z22.d, z11.d
udivr	z27.s, p6/m, z27.s, z9.s
udiv	z17.d, p0/m, z17.d, z23.d
udiv	z3.s, p5/m, z3.s, z17.s
udot	z31.d, z7.h, z0.h[0]
udot	z22.s, z0.b, z1.b[3]
udot	z2.d, z30.h, z12.h
udot	z0.s, z20.b, z29.b
umaxv	b29, p6, z4.b
umaxv	d31, p5, z8.d
umaxv	h17, p5, z16.h
umaxv	s11, p1, z4.s
umax	z19.b, z19.b, #214
umax	z21.d, z21.d, #95
umax	z3.h, z3.h, #199
umax	z4.s, z4.s, #207
umax	z5.b, p6/m, z5.b, z21.b
umax	z1.d, p5/m, z1.d, z29.d
umax	z8.h, p2/m, z8.h, z21.h
umax	z0.s, p0/m, z0.s, z2.s
uminv	b20, p1, z11.b
uminv	d18, p5, z8.d
uminv	h1, p7, z23.h
uminv	s25, p1, z20.s
umin	z20.b, z20.b, #124
umin	z24.d, z24.d, #186
umin	z13.h, z13.h, #255
umin	z28.s, z28.s, #68
umin	z15.b, p2/m, z15.b, z16.b
umin	z26.d, p2/m, z26.d, z0.d
umin	z27.h, p2/m, z27.h, z28.h
umin	z4.s, p1/m, z4.s, z7.s
umulh	z19.b, p3/m, z19.b, z6.b
umulh	z27.d, p1/m, z27.d, z12.d
umulh	z9.h, p4/m, z9.h, z22.h
umulh	z20.s, p6/m, z20.s, z27.s
uqadd	z22.b, z22.b, #182
uqadd	z22.d, z22.d, #122
uqadd	z15.h, z15.h, #65024
uqadd	z6.s, z6.s, #230
uqadd	z22.b, z1.b, z18.b
uqadd	z0.d, z11.d, z8.d
uqadd	z27.h, z7.h, z25.h
uqadd	z19.s, z7.s, z6.s
uqdecb	w0, vl8, mul #9
uqdecb	x12, all, mul #1
uqdecd	w30, all, mul #1
uqdecd	x9, vl8, mul #5
uqdecd	z7.d, vl4, mul #15
uqdech	w4, all, mul #1
uqdech	x10, vl16, mul #9
uqdech	z29.h, all, mul #1
uqdecp	w4, p11.b
uqdecp	w10, p0.d
uqdecp	w6, p3.h
uqdecp	w0, p3.s
uqdecp	xzr, p13.b
uqdecp	x0, p5.d
uqdecp	x12, p12.h
uqdecp	x30, p4.s
uqdecp	z12.d, p13.d
uqdecp	z1.h, p8.h
uqdecp	z4.s, p7.s
uqdecw	w22, all, mul #12
uqdecw	x4, pow2, mul #8
uqdecw	z24.s, all, mul #1
uqincb	w4, vl64, mul #1
uqincb	x13, all, mul #1
uqincd	w0, mul3, mul #8
uqincd	x21, #15, mul #1
uqincd	z31.d, #26, mul #1
uqinch	w5, vl7, mul #8
uqinch	x27, pow2, mul #7
uqinch	z6.h, vl16, mul #1
uqincp	w0, p14.b
uqincp	w28, p10.d
uqincp	w23, p11.h
uqincp	w13, p5.s
uqincp	x15, p8.b
uqincp	x17, p3.d
uqincp	x14, p8.h
uqincp	x27, p8.s
uqincp	z5.d, p11.d
uqincp	z23.h, p5.h
uqincp	z20.s, p1.s
uqincw	w28, mul4, mul #1
uqincw	x0, vl8, mul #10
uqincw	z25.s, all, mul #1
uqsub	z8.b, z8.b, #0
uqsub	z1.d, z1.d, #0
uqsub	z2.h, z2.h, #0
uqsub	z28.s, z28.s, #0, lsl #8
uqsub	z14.b, z18.b, z13.b
uqsub	z14.d, z0.d, z31.d
uqsub	z20.h, z10.h, z26.h
uqsub	z25.s, z18.s, z1.s
uunpkhi	z13.d, z26.s
uunpkhi	z15.h, z29.b
uunpkhi	z7.s, z2.h
uunpklo	z30.d, z16.s
uunpklo	z7.h, z21.b
uunpklo	z11.s, z21.h
uxtb	z23.d, p6/m, z3.d
uxtb	z24.h, p0/m, z11.h
uxtb	z18.s, p3/m, z7.s
uxth	z26.d, p4/m, z17.d
uxth	z18.s, p6/m, z24.s
uxtw	z2.d, p4/m, z30.d
uzp1	p15.b, p15.b, p5.b
uzp1	p8.d, p14.d, p4.d
uzp1	p14.h, p13.h, p7.h
uzp1	p6.s, p8.s, p15.s
uzp1	z20.b, z28.b, z10.b
uzp1	z28.d, z14.d, z23.d
uzp1	z1.h, z13.h, z7.h
uzp1	z31.s, z16.s, z29.s
uzp2	p12.b, p9.b, p0.b
uzp2	p4.d, p5.d, p15.d
uzp2	p0.h, p15.h, p2.h
uzp2	p0.s, p3.s, p8.s
uzp2	z3.b, z3.b, z7.b
uzp2	z29.d, z27.d, z18.d
uzp2	z18.h, z25.h, z10.h
uzp2	z1.s, z15.s, z23.s
whilele	p15.b, w1, w26
whilele	p8.d, w23, w2
whilele	p3.h, w9, w30
whilele	p8.s, w25, w22
whilele	p8.b, x5, x28
whilele	p12.d, x18, x17
whilele	p7.h, x17, x18
whilele	p7.s, x10, x26
whilelo	p13.b, w6, w20
whilelo	p0.d, w11, w0
whilelo	p5.h, w4, w5
whilelo	p7.s, w29, w14
whilelo	p3.b, x13, x18
whilelo	p1.d, x11, x14
whilelo	p8.h, x0, x29
whilelo	p11.s, x0, x17
whilels	p13.b, w19, w19
whilels	p15.d, w21, w12
whilels	p14.h, w21, w14
whilels	p7.s, w4, w17
whilels	p5.b, x28, x22
whilels	p2.d, x21, x19
whilels	p11.h, x7, x13
whilels	p8.s, x5, x9
whilelt	p14.b, w26, w15
whilelt	p15.d, w20, w14
whilelt	p7.h, w25, w1
whilelt	p7.s, w17, w16
whilelt	p12.b, x18, x13
whilelt	p9.d, x11, x1
whilelt	p6.h, x26, x16
whilelt	p0.s, x2, x2
zip1	p5.b, p9.b, p14.b
zip1	p9.d, p6.d, p8.d
zip1	p0.h, p8.h, p9.h
zip1	p12.s, p6.s, p4.s
zip1	z7.b, z19.b, z17.b
zip1	z2.d, z16.d, z31.d
zip1	z12.h, z14.h, z2.h
zip1	z12.s, z14.s, z20.s
zip2	p3.b, p13.b, p13.b
zip2	p5.d, p2.d, p7.d
zip2	p0.h, p4.h, p0.h
zip2	p1.s, p14.s, p8.s
zip2	z26.b, z9.b, z22.b
zip2	z29.d, z4.d, z9.d
zip2	z29.h, z21.h, z7.h
zip2	z4.s, z6.s, z1.s
