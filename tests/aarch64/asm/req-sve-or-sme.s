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
incb	x28, all, mul #1
incd	x7, vl5, mul #1
incd	z25.d, vl64, mul #1
inch	x14, vl4, mul #1
inch	z31.h, vl32, mul #15
incp	x9, p11.b
incp	x18, p6.d
incp	x29, p9.h
incp	x2, p8.s
incp	z28.d, p5.d
incp	z8.h, p1.h
incp	z8.s, p3.s
incw	x22, pow2, mul #2
incw	z4.s, mul4, mul #9
index	z28.b, #15, #1
index	z23.d, #1, #-6
index	z10.h, #4, #15
index	z1.s, #-12, #-10
index	z7.b, w21, #-1
index	z26.d, x27, #1
index	z28.h, w20, #12
index	z30.s, w16, #0
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
mad	z14.b, p4/m, z3.b, z6.b
mad	z16.d, p4/m, z0.d, z28.d
mad	z27.h, p6/m, z18.h, z25.h
mad	z7.s, p5/m, z23.s, z23.s
mla	z21.b, p6/m, z25.b, z0.b
mla	z21.d, p1/m, z28.d, z12.d
mla	z20.h, p1/m, z24.h, z26.h
mla	z17.s, p0/m, z21.s, z3.s
mls	z22.b, p7/m, z13.b, z28.b
mls	z13.d, p4/m, z9.d, z22.d
mls	z18.h, p1/m, z29.h, z17.h
mls	z16.s, p1/m, z21.s, z29.s
msb	z27.b, p1/m, z11.b, z6.b
msb	z25.d, p1/m, z27.d, z1.d
msb	z2.h, p1/m, z28.h, z2.h
msb	z13.s, p0/m, z13.s, z17.s
mul	z16.b, z16.b, #42
mul	z0.d, z0.d, #127
mul	z14.h, z14.h, #0
mul	z15.s, z15.s, #-74
mul	z20.b, p0/m, z20.b, z21.b
mul	z23.d, p4/m, z23.d, z13.d
mul	z27.h, p5/m, z27.h, z26.h
mul	z23.s, p1/m, z23.s, z9.s
nands	p7.b, p1/z, p6.b, p0.b
nand	p10.b, p7/z, p15.b, p13.b
neg	z26.b, p2/m, z8.b
neg	z27.d, p4/m, z4.d
neg	z4.h, p6/m, z28.h
neg	z0.s, p1/m, z2.s
nors	p11.b, p5/z, p1.b, p9.b
nor	p6.b, p15/z, p4.b, p14.b
not	z31.b, p4/m, z4.b
not	z15.d, p0/m, z11.d
not	z10.h, p3/m, z27.h
not	z29.s, p2/m, z5.s
orns	p2.b, p13/z, p13.b, p6.b
orn	p3.b, p13/z, p0.b, p9.b
orrs	p7.b, p8/z, p8.b, p8.b
orr	p9.b, p4/z, p7.b, p2.b
orr	z7.d, z7.d, #0x20000000000
orr	z24.b, p4/m, z24.b, z0.b
orr	z1.d, p6/m, z1.d, z31.d
orr	z4.h, p3/m, z4.h, z10.h
orr	z5.s, p4/m, z5.s, z7.s
orr	z20.d, z30.d, z30.d
orv	b9, p6, z29.b
orv	d2, p3, z10.d
orv	h25, p1, z18.h
orv	s28, p6, z11.s
pfalse	p13.b
pfirst	p3.b, p0, p3.b
pnext	p2.b, p4, p2.b
pnext	p9.d, p12, p9.d
pnext	p6.h, p5, p6.h
pnext	p7.s, p0, p7.s
prfb	pldl2strm, p5, [x7, #-17, mul vl]
prfb	pstl3strm, p3, [x5, x7]
prfd	pldl1keep, p2, [x29, #0, mul vl]
prfd	pstl3strm, p7, [x8, x12, lsl #3]
prfh	pldl1strm, p2, [x25, #0, mul vl]
prfh	#15, p4, [x22, x10, lsl #1]
prfw	pldl1keep, p7, [x29, #-16, mul vl]
prfw	pldl3keep, p3, [x5, x30, lsl #2]
ptest	p10, p10.b
ptrues	p13.b, all
ptrues	p10.d, all
ptrues	p12.h, mul3
ptrues	p15.s, all
ptrue	p9.b, vl7
ptrue	p3.d, all
ptrue	p14.h, pow2
ptrue	p7.s, all
punpkhi	p3.h, p0.b
punpklo	p12.h, p13.b
rbit	z0.b, p3/m, z18.b
rbit	z24.d, p0/m, z5.d
rbit	z3.h, p0/m, z25.h
rbit	z17.s, p4/m, z25.s
rdvl	x27, #-10
revb	z29.d, p5/m, z6.d
revb	z23.h, p5/m, z20.h
revb	z0.s, p1/m, z10.s
revh	z21.d, p2/m, z21.d
revh	z25.s, p5/m, z2.s
revw	z4.d, p6/m, z29.d
rev	p13.b, p0.b
rev	p4.d, p8.d
rev	p3.h, p10.h
rev	p4.s, p7.s
rev	z30.b, z9.b
rev	z25.d, z18.d
rev	z6.h, z16.h
rev	z23.s, z20.s
sabd	z30.b, p4/m, z30.b, z26.b
sabd	z23.d, p2/m, z23.d, z12.d
sabd	z24.h, p3/m, z24.h, z5.h
sabd	z24.s, p4/m, z24.s, z10.s
saddv	d9, p7, z9.b
saddv	d17, p3, z29.h
saddv	d22, p3, z25.s
scvtf	z27.d, p6/m, z29.d
scvtf	z29.d, p6/m, z30.s
scvtf	z18.h, p0/m, z31.d
scvtf	z3.h, p4/m, z27.h
scvtf	z5.h, p5/m, z9.s
scvtf	z9.s, p7/m, z16.d
scvtf	z19.s, p1/m, z19.s
sdivr	z10.d, p6/m, z10.d, z4.d
sdivr	z31.s, p5/m, z31.s, z16.s
sdiv	z31.d, p7/m, z31.d, z22.d
sdiv	z23.s, p3/m, z23.s, z4.s
sdot	z12.d, z10.h, z2.h[1]
sdot	z10.s, z26.b, z7.b[1]
sdot	z23.d, z28.h, z30.h
sdot	z11.s, z23.b, z25.b
sel	p2.b, p11, p2.b, p2.b
sel	z29.b, p14, z18.b, z14.b
sel	z12.d, p14, z26.d, z7.d
sel	z18.h, p6, z8.h, z23.h
sel	z6.s, p8, z27.s, z6.s
smaxv	b22, p1, z31.b
smaxv	d25, p4, z26.d
smaxv	h6, p2, z5.h
smaxv	s28, p5, z12.s
smax	z16.b, z16.b, #-128
smax	z26.d, z26.d, #-121
smax	z18.h, z18.h, #26
smax	z10.s, z10.s, #96
smax	z27.b, p2/m, z27.b, z9.b
smax	z12.d, p6/m, z12.d, z2.d
smax	z27.h, p4/m, z27.h, z3.h
smax	z21.s, p5/m, z21.s, z23.s
sminv	b28, p3, z11.b
sminv	d0, p1, z20.d
sminv	h21, p6, z31.h
sminv	s16, p1, z8.s
smin	z23.b, z23.b, #-43
smin	z13.d, z13.d, #-115
smin	z0.h, z0.h, #-33
smin	z17.s, z17.s, #-1
smin	z0.b, p0/m, z0.b, z0.b
smin	z2.d, p7/m, z2.d, z2.d
smin	z22.h, p7/m, z22.h, z21.h
smin	z26.s, p4/m, z26.s, z24.s
smulh	z11.b, p2/m, z11.b, z8.b
smulh	z19.d, p7/m, z19.d, z8.d
smulh	z7.h, p2/m, z7.h, z3.h
smulh	z5.s, p7/m, z5.s, z0.s
splice	z9.b, p4, z9.b, z8.b
splice	z16.d, p0, z16.d, z19.d
splice	z29.h, p2, z29.h, z26.h
splice	z7.s, p5, z7.s, z10.s
sqadd	z4.b, z4.b, #208
sqadd	z12.d, z12.d, #0
sqadd	z6.h, z6.h, #69
sqadd	z15.s, z15.s, #58368
sqadd	z13.b, z20.b, z25.b
sqadd	z0.d, z9.d, z0.d
sqadd	z3.h, z19.h, z18.h
sqadd	z23.s, z28.s, z13.s
sqdecb	x0, w0, all, mul #1
sqdecb	x20, vl16, mul #13
sqdecd	x30, w30, vl3, mul #4
sqdecd	x5, vl256, mul #1
sqdecd	z18.d, #26, mul #1
sqdech	x26, w26, vl3, mul #15
sqdech	x9, mul4, mul #11
sqdech	z6.h, vl4, mul #1
sqdecp	x15, p8.b, w15
sqdecp	x23, p4.d, w23
sqdecp	x3, p14.h, w3
sqdecp	x21, p11.s, w21
sqdecp	x14, p7.b
sqdecp	x13, p4.d
sqdecp	x12, p6.h
sqdecp	x12, p14.s
sqdecp	z20.d, p5.d
sqdecp	z14.h, p0.h
sqdecp	z0.s, p2.s
sqdecw	x1, w1, vl128, mul #15
sqdecw	x10, pow2, mul #9
sqdecw	z18.s, pow2, mul #2
sqincb	xzr, wzr, vl7, mul #1
sqincb	x3, vl8, mul #13
sqincd	x3, w3, vl3, mul #1
sqincd	x1, #28, mul #12
sqincd	z13.d, mul4, mul #9
sqinch	x14, w14, mul3, mul #1
sqinch	x11, vl128, mul #11
sqinch	z5.h, vl2, mul #3
sqincp	x28, p8.b, w28
sqincp	x16, p10.d, w16
sqincp	x9, p9.h, w9
sqincp	x21, p5.s, w21
sqincp	x4, p13.b
sqincp	x4, p13.d
sqincp	x21, p10.h
sqincp	x27, p11.s
sqincp	z8.d, p6.d
sqincp	z30.h, p4.h
sqincp	z15.s, p9.s
sqincw	x29, w29, vl32, mul #12
sqincw	x21, vl128, mul #16
sqincw	z12.s, #17, mul #11
sqsub	z9.b, z9.b, #139
sqsub	z0.d, z0.d, #166
sqsub	z9.h, z9.h, #25344
sqsub	z25.s, z25.s, #36
sqsub	z3.b, z19.b, z29.b
sqsub	z2.d, z14.d, z14.d
sqsub	z23.h, z13.h, z15.h
sqsub	z21.s, z10.s, z0.s
st1b	{ z26.b }, p0, [x28, #-4, mul vl]
st1b	{ z28.b }, p5, [x26, x4]
st1b	{ z13.d }, p6, [x18, #0, mul vl]
st1b	{ z7.d }, p0, [x9, x23]
st1b	{ z10.h }, p7, [x15, #0, mul vl]
st1b	{ z1.h }, p5, [x9, x25]
st1b	{ z17.s }, p0, [x12, #0, mul vl]
st1b	{ z15.s }, p3, [x27, x15]
st1d	{ z4.d }, p1, [x0, #1, mul vl]
st1d	{ z17.d }, p7, [x14, x30, lsl #3]
st1h	{ z8.d }, p5, [x20, #0, mul vl]
st1h	{ z14.d }, p6, [x17, x15, lsl #1]
st1h	{ z5.h }, p0, [x5, #4, mul vl]
st1h	{ z0.h }, p2, [x19, x10, lsl #1]
st1h	{ z19.s }, p2, [x27, #0, mul vl]
st1h	{ z22.s }, p0, [x1, x19, lsl #1]
st1w	{ z27.d }, p1, [x9, #0, mul vl]
st1w	{ z25.d }, p4, [x19, x8, lsl #2]
st1w	{ z24.s }, p5, [x20, #0, mul vl]
st1w	{ z20.s }, p4, [x5, x20, lsl #2]
st2b	{ z16.b, z17.b }, p5, [x20, #-14, mul vl]
st2b	{ z5.b, z6.b }, p1, [x15, x1]
st2d	{ z11.d, z12.d }, p5, [x18, #0, mul vl]
st2d	{ z10.d, z11.d }, p4, [x26, x12, lsl #3]
st2h	{ z29.h, z30.h }, p6, [x21, #-2, mul vl]
st2h	{ z3.h, z4.h }, p3, [x17, x15, lsl #1]
st2w	{ z16.s, z17.s }, p7, [x10, #0, mul vl]
st2w	{ z23.s, z24.s }, p7, [x1, x16, lsl #2]
st3b	{ z0.b - z2.b }, p5, [x0, #12, mul vl]
st3b	{ z31.b, z0.b, z1.b }, p7, [x22, x27]
st3d	{ z25.d - z27.d }, p1, [x25, #6, mul vl]
st3d	{ z4.d - z6.d }, p3, [x25, x18, lsl #3]
st3h	{ z21.h - z23.h }, p3, [x17, #-24, mul vl]
st3h	{ z21.h - z23.h }, p1, [x3, x22, lsl #1]
st3w	{ z8.s - z10.s }, p0, [x14, #-6, mul vl]
st3w	{ z30.s, z31.s, z0.s }, p2, [x18, x10, lsl #2]
st4b	{ z27.b - z30.b }, p6, [x15, #-24, mul vl]
st4b	{ z13.b - z16.b }, p3, [x1, x0]
st4d	{ z12.d - z15.d }, p4, [x23, #0, mul vl]
st4d	{ z31.d, z0.d, z1.d, z2.d }, p6, [x28, x23, lsl #3]
st4h	{ z23.h - z26.h }, p0, [x2, #24, mul vl]
st4h	{ z16.h - z19.h }, p5, [x15, x10, lsl #1]
st4w	{ z27.s - z30.s }, p3, [sp, #4, mul vl]
st4w	{ z2.s - z5.s }, p6, [sp, x22, lsl #2]
stnt1b	{ z3.b }, p1, [x13, #0, mul vl]
stnt1b	{ z19.b }, p2, [x13, x30]
stnt1d	{ z26.d }, p4, [x20, #-8, mul vl]
stnt1d	{ z16.d }, p2, [x27, x11, lsl #3]
stnt1h	{ z30.h }, p0, [x13, #3, mul vl]
stnt1h	{ z28.h }, p7, [x2, x30, lsl #1]
stnt1w	{ z16.s }, p6, [x24, #0, mul vl]
stnt1w	{ z8.s }, p7, [x2, x19, lsl #2]
str	p9, [x22, #-73, mul vl]
str	z6, [x1, #0, mul vl]
subr	z17.b, z17.b, #240
subr	z19.d, z19.d, #212
subr	z29.h, z29.h, #0
subr	z14.s, z14.s, #36096
subr	z22.b, p5/m, z22.b, z14.b
subr	z0.d, p3/m, z0.d, z17.d
subr	z23.h, p0/m, z23.h, z15.h
subr	z27.s, p3/m, z27.s, z12.s
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
tbl	z7.b, { z26.b }, z27.b
tbl	z17.d, { z24.d }, z13.d
tbl	z2.h, { z14.h }, z11.h
tbl	z6.s, { z13.s }, z14.s
trn1	p3.b, p9.b, p15.b
trn1	p15.d, p7.d, p5.d
trn1	p9.h, p14.h, p5.h
trn1	p4.s, p12.s, p0.s
trn1	z25.b, z4.b, z19.b
trn1	z26.d, z26.d, z4.d
trn1	z5.h, z8.h, z0.h
trn1	z5.s, z8.s, z11.s
trn2	p15.b, p10.b, p13.b
trn2	p14.d, p14.d, p5.d
trn2	p12.h, p10.h, p1.h
trn2	p14.s, p0.s, p3.s
trn2	z9.b, z21.b, z8.b
trn2	z21.d, z26.d, z17.d
trn2	z20.h, z16.h, z31.h
trn2	z29.s, z8.s, z10.s
uabd	z1.b, p4/m, z1.b, z30.b
uabd	z16.d, p0/m, z16.d, z21.d
uabd	z14.h, p5/m, z14.h, z1.h
uabd	z25.s, p7/m, z25.s, z24.s
uaddv	d15, p1, z9.b
uaddv	d12, p1, z14.d
uaddv	d7, p4, z28.h
uaddv	d2, p3, z30.s
ucvtf	z16.d, p5/m, z21.d
ucvtf	z28.d, p4/m, z0.s
ucvtf	z11.h, p5/m, z5.d
ucvtf	z11.h, p7/m, z20.h
ucvtf	z20.h, p4/m, z1.s
ucvtf	z3.s, p0/m, z24.d
ucvtf	z0.s, p1/m, z1.s
udivr	z21.d, p4/m, z21.d, z7.d
udivr	z25.s, p4/m, z25.s, z1.s
udiv	z0.d, p7/m, z0.d, z8.d
udiv	z9.s, p0/m, z9.s, z18.s
udot	z7.d, z25.h, z1.h[1]
udot	z12.s, z8.b, z5.b[1]
udot	z19.d, z8.h, z2.h
udot	z15.s, z7.b, z30.b
umaxv	b11, p1, z4.b
umaxv	d11, p4, z14.d
umaxv	h22, p6, z26.h
umaxv	s24, p3, z7.s
umax	z26.b, z26.b, #255
umax	z26.d, z26.d, #91
umax	z23.h, z23.h, #53
umax	z15.s, z15.s, #64
umax	z10.b, p4/m, z10.b, z0.b
umax	z1.d, p2/m, z1.d, z10.d
umax	z14.h, p1/m, z14.h, z4.h
umax	z3.s, p5/m, z3.s, z26.s
uminv	b25, p1, z20.b
uminv	d13, p0, z17.d
uminv	h19, p0, z5.h
uminv	s31, p2, z28.s
umin	z25.b, z25.b, #208
umin	z30.d, z30.d, #159
umin	z29.h, z29.h, #0
umin	z7.s, z7.s, #255
umin	z12.b, p2/m, z12.b, z29.b
umin	z29.d, p0/m, z29.d, z15.d
umin	z10.h, p1/m, z10.h, z26.h
umin	z11.s, p2/m, z11.s, z27.s
umulh	z3.b, p4/m, z3.b, z11.b
umulh	z24.d, p1/m, z24.d, z19.d
umulh	z12.h, p0/m, z12.h, z27.h
umulh	z5.s, p2/m, z5.s, z9.s
uqadd	z0.b, z0.b, #108
uqadd	z6.d, z6.d, #46592
uqadd	z22.h, z22.h, #0
uqadd	z26.s, z26.s, #0, lsl #8
uqadd	z18.b, z29.b, z27.b
uqadd	z9.d, z16.d, z6.d
uqadd	z17.h, z22.h, z1.h
uqadd	z18.s, z0.s, z11.s
uqdecb	w9, all, mul #1
uqdecb	x6, vl6, mul #16
uqdecd	w5, vl8, mul #16
uqdecd	x12, all, mul #1
uqdecd	z27.d, vl8, mul #15
uqdech	w14, all, mul #1
uqdech	x13, all, mul #8
uqdech	z13.h, all, mul #16
uqdecp	w6, p14.b
uqdecp	w13, p8.d
uqdecp	w10, p13.h
uqdecp	w19, p12.s
uqdecp	x30, p13.b
uqdecp	x14, p1.d
uqdecp	x17, p2.h
uqdecp	x28, p13.s
uqdecp	z12.d, p10.d
uqdecp	z25.h, p13.h
uqdecp	z23.s, p11.s
uqdecw	w1, all, mul #1
uqdecw	x0, pow2, mul #1
uqdecw	z31.s, all, mul #1
uqincb	w15, vl16, mul #3
uqincb	x24, pow2, mul #1
uqincd	w22, mul3, mul #11
uqincd	x27, #23, mul #7
uqincd	z30.d, vl3, mul #1
uqinch	w5, vl32, mul #1
uqinch	x7, vl8, mul #1
uqinch	z28.h, mul4, mul #6
uqincp	w27, p5.b
uqincp	w26, p5.d
uqincp	w12, p1.h
uqincp	w4, p6.s
uqincp	x24, p13.b
uqincp	x9, p4.d
uqincp	x14, p9.h
uqincp	x2, p1.s
uqincp	z6.d, p0.d
uqincp	z11.h, p5.h
uqincp	z31.s, p6.s
uqincw	w13, all, mul #1
uqincw	x16, #23, mul #16
uqincw	z31.s, vl7, mul #14
uqsub	z19.b, z19.b, #136
uqsub	z13.d, z13.d, #45
uqsub	z10.h, z10.h, #45
uqsub	z6.s, z6.s, #54528
uqsub	z27.b, z4.b, z1.b
uqsub	z2.d, z20.d, z3.d
uqsub	z14.h, z14.h, z12.h
uqsub	z28.s, z8.s, z0.s
uunpkhi	z18.d, z11.s
uunpkhi	z22.h, z1.b
uunpkhi	z0.s, z6.h
uunpklo	z7.d, z19.s
uunpklo	z27.h, z14.b
uunpklo	z22.s, z12.h
uxtb	z28.d, p7/m, z22.d
uxtb	z20.h, p2/m, z12.h
uxtb	z7.s, p1/m, z15.s
uxth	z7.d, p1/m, z11.d
uxth	z12.s, p0/m, z21.s
uxtw	z1.d, p3/m, z13.d
uzp1	p13.b, p1.b, p10.b
uzp1	p9.d, p6.d, p13.d
uzp1	p4.h, p8.h, p6.h
uzp1	p5.s, p5.s, p4.s
uzp1	z11.b, z0.b, z17.b
uzp1	z19.d, z26.d, z0.d
uzp1	z21.h, z22.h, z1.h
uzp1	z13.s, z28.s, z13.s
uzp2	p10.b, p1.b, p5.b
uzp2	p3.d, p15.d, p14.d
uzp2	p7.h, p2.h, p7.h
uzp2	p3.s, p12.s, p3.s
uzp2	z18.b, z24.b, z3.b
uzp2	z9.d, z11.d, z26.d
uzp2	z29.h, z20.h, z23.h
uzp2	z26.s, z25.s, z3.s
whilele	p4.b, w29, w26
whilele	p0.d, w20, w16
whilele	p10.h, w1, w9
whilele	p12.s, w25, w10
whilele	p5.b, x16, x4
whilele	p1.d, x19, x28
whilele	p8.h, x5, x16
whilele	p14.s, x6, x24
whilelo	p11.b, w10, w13
whilelo	p5.d, w23, w3
whilelo	p8.h, w2, w1
whilelo	p5.s, w13, w14
whilelo	p9.b, x5, x7
whilelo	p14.d, x16, x9
whilelo	p3.h, x5, x20
whilelo	p13.s, x7, x24
whilels	p8.b, w30, w12
whilels	p8.d, w5, wzr
whilels	p11.h, wzr, w11
whilels	p6.s, wzr, w25
whilels	p9.b, xzr, x16
whilels	p2.d, x26, x11
whilels	p0.h, x3, x9
whilels	p2.s, x30, x24
whilelt	p8.b, w30, w20
whilelt	p6.d, w4, w15
whilelt	p4.h, w18, w20
whilelt	p0.s, w18, w30
whilelt	p13.b, x26, x29
whilelt	p6.d, x25, x27
whilelt	p8.h, x12, x10
whilelt	p2.s, x13, x19
zip1	p0.b, p6.b, p2.b
zip1	p9.d, p6.d, p5.d
zip1	p3.h, p14.h, p1.h
zip1	p9.s, p14.s, p8.s
zip1	z2.b, z13.b, z13.b
zip1	z3.d, z5.d, z3.d
zip1	z13.h, z12.h, z8.h
zip1	z28.s, z20.s, z29.s
zip2	p8.b, p9.b, p12.b
zip2	p10.d, p6.d, p13.d
zip2	p8.h, p4.h, p9.h
zip2	p2.s, p14.s, p9.s
zip2	z10.b, z24.b, z15.b
zip2	z28.d, z0.d, z2.d
zip2	z18.h, z4.h, z20.h
zip2	z1.s, z22.s, z28.s
