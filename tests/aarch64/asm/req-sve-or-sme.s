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
bics	p8.b, p13/z, p15.b, p11.b
bic	p15.b, p1/z, p8.b, p4.b
bic	z10.b, p4/m, z10.b, z19.b
bic	z7.d, p4/m, z7.d, z29.d
bic	z18.h, p2/m, z18.h, z20.h
bic	z26.s, p4/m, z26.s, z26.s
bic	z29.d, z4.d, z27.d
brkas	p5.b, p0/z, p1.b
brka	p15.b, p6/m, p3.b
brka	p10.b, p7/z, p9.b
brkbs	p2.b, p12/z, p7.b
brkb	p3.b, p0/m, p5.b
brkb	p14.b, p6/z, p4.b
brkn	p6.b, p14/z, p6.b, p6.b
brkns	p15.b, p9/z, p7.b, p15.b
brkpa	p12.b, p11/z, p8.b, p0.b
brkpas	p9.b, p6/z, p4.b, p9.b
brkpb	p6.b, p11/z, p15.b, p12.b
brkpbs	p3.b, p14/z, p13.b, p4.b
clasta	w9, p4, w9, z18.b
clasta	x16, p2, x16, z30.d
clasta	w6, p3, w6, z8.h
clasta	w19, p3, w19, z3.s
clasta	b7, p6, b7, z4.b
clasta	d17, p1, d17, z20.d
clasta	h10, p2, h10, z29.h
clasta	s15, p6, s15, z22.s
clasta	z25.b, p2, z25.b, z5.b
clasta	z28.d, p0, z28.d, z13.d
clasta	z11.h, p4, z11.h, z20.h
clasta	z12.s, p7, z12.s, z7.s
clastb	w10, p4, w10, z16.b
clastb	x7, p6, x7, z23.d
clastb	w15, p7, w15, z23.h
clastb	w6, p0, w6, z0.s
clastb	b0, p5, b0, z7.b
clastb	d23, p7, d23, z16.d
clastb	h28, p4, h28, z2.h
clastb	s6, p3, s6, z13.s
clastb	z24.b, p0, z24.b, z3.b
clastb	z12.d, p2, z12.d, z12.d
clastb	z12.h, p1, z12.h, z6.h
clastb	z12.s, p4, z12.s, z1.s
cls	z27.b, p5/m, z1.b
cls	z5.d, p7/m, z25.d
cls	z13.h, p7/m, z20.h
cls	z20.s, p0/m, z3.s
clz	z22.b, p3/m, z17.b
clz	z13.d, p2/m, z11.d
clz	z24.h, p4/m, z26.h
clz	z7.s, p4/m, z22.s
cmpeq	p5.b, p4/z, z26.b, #-10
cmpeq	p2.d, p3/z, z17.d, #-2
cmpeq	p11.h, p1/z, z18.h, #-8
cmpeq	p2.s, p5/z, z16.s, #-12
cmpeq	p3.b, p7/z, z5.b, z31.b
cmpeq	p15.d, p3/z, z20.d, z0.d
cmpeq	p2.h, p5/z, z23.h, z22.h
cmpeq	p2.s, p3/z, z3.s, z19.s
cmpeq	p10.b, p3/z, z24.b, z18.d
cmpeq	p0.h, p2/z, z24.h, z11.d
cmpeq	p4.s, p3/z, z31.s, z29.d
cmpge	p15.b, p5/z, z26.b, #4
cmpge	p13.d, p7/z, z16.d, #15
cmpge	p2.h, p4/z, z5.h, #-16
cmpge	p6.s, p7/z, z30.s, #-16
cmpge	p6.b, p7/z, z3.b, z10.b
cmpge	p14.d, p7/z, z6.d, z25.d
cmpge	p1.h, p4/z, z21.h, z24.h
cmpge	p12.s, p6/z, z22.s, z19.s
cmpge	p4.b, p0/z, z8.b, z27.d
cmpge	p7.h, p7/z, z22.h, z13.d
cmpge	p5.s, p4/z, z5.s, z20.d
cmpgt	p15.b, p5/z, z13.b, #-9
cmpgt	p9.d, p7/z, z8.d, #8
cmpgt	p2.h, p0/z, z27.h, #-1
cmpgt	p1.s, p0/z, z30.s, #4
cmpgt	p4.b, p0/z, z26.b, z4.b
cmpgt	p2.d, p5/z, z17.d, z28.d
cmpgt	p12.h, p5/z, z5.h, z30.h
cmpgt	p15.s, p0/z, z13.s, z14.s
cmpgt	p0.b, p6/z, z17.b, z30.d
cmpgt	p4.h, p7/z, z30.h, z21.d
cmpgt	p1.s, p5/z, z25.s, z7.d
cmphi	p0.b, p2/z, z9.b, #75
cmphi	p11.d, p6/z, z9.d, #62
cmphi	p14.h, p4/z, z1.h, #0
cmphi	p3.s, p5/z, z17.s, #75
cmphi	p9.b, p3/z, z5.b, z13.b
cmphi	p14.d, p3/z, z30.d, z13.d
cmphi	p7.h, p7/z, z16.h, z29.h
cmphi	p12.s, p2/z, z30.s, z6.s
cmphi	p2.b, p1/z, z5.b, z21.d
cmphi	p1.h, p6/z, z20.h, z4.d
cmphi	p5.s, p0/z, z14.s, z11.d
cmphs	p2.b, p6/z, z25.b, #56
cmphs	p6.d, p5/z, z23.d, #18
cmphs	p11.h, p6/z, z2.h, #68
cmphs	p10.s, p2/z, z19.s, #29
cmphs	p15.b, p6/z, z20.b, z27.b
cmphs	p8.d, p7/z, z13.d, z9.d
cmphs	p14.h, p1/z, z1.h, z5.h
cmphs	p6.s, p7/z, z11.s, z6.s
cmphs	p12.b, p1/z, z17.b, z6.d
cmphs	p6.h, p4/z, z1.h, z17.d
cmphs	p6.s, p5/z, z16.s, z20.d
cmple	p15.b, p6/z, z28.b, #-3
cmple	p11.d, p6/z, z27.d, #13
cmple	p6.h, p0/z, z2.h, #-8
cmple	p9.s, p6/z, z10.s, #7
cmple	p4.b, p5/z, z25.b, z21.d
cmple	p5.h, p6/z, z19.h, z31.d
cmple	p3.s, p5/z, z29.s, z15.d
cmplo	p14.b, p6/z, z15.b, #127
cmplo	p15.d, p4/z, z21.d, #113
cmplo	p10.h, p5/z, z24.h, #82
cmplo	p15.s, p6/z, z27.s, #101
cmplo	p10.b, p3/z, z17.b, z12.d
cmplo	p0.h, p3/z, z14.h, z21.d
cmplo	p8.s, p0/z, z4.s, z24.d
cmpls	p12.b, p2/z, z11.b, #0
cmpls	p15.d, p2/z, z10.d, #41
cmpls	p11.h, p6/z, z14.h, #13
cmpls	p2.s, p5/z, z24.s, #119
cmpls	p10.b, p7/z, z21.b, z27.d
cmpls	p13.h, p1/z, z28.h, z21.d
cmpls	p5.s, p6/z, z2.s, z13.d
cmplt	p1.b, p6/z, z31.b, #-9
cmplt	p15.d, p1/z, z5.d, #6
cmplt	p2.h, p6/z, z0.h, #13
cmplt	p4.s, p7/z, z19.s, #-5
cmplt	p1.b, p0/z, z22.b, z18.d
cmplt	p12.h, p5/z, z13.h, z16.d
cmplt	p14.s, p4/z, z3.s, z4.d
cmpne	p8.b, p7/z, z12.b, #13
cmpne	p2.d, p4/z, z29.d, #15
cmpne	p5.h, p5/z, z0.h, #2
cmpne	p11.s, p2/z, z19.s, #-16
cmpne	p9.b, p7/z, z25.b, z1.b
cmpne	p14.d, p4/z, z28.d, z6.d
cmpne	p9.h, p4/z, z10.h, z9.h
cmpne	p14.s, p4/z, z22.s, z9.s
cmpne	p8.b, p7/z, z0.b, z13.d
cmpne	p15.h, p6/z, z29.h, z16.d
cmpne	p8.s, p6/z, z4.s, z0.d
cnot	z30.b, p1/m, z27.b
cnot	z3.d, p5/m, z14.d
cnot	z30.h, p4/m, z19.h
cnot	z11.s, p3/m, z18.s
cntb	x8, pow2, mul #1
cntd	x14, #17, mul #1
cnth	x21, vl128, mul #7
cntp	x10, p6, p0.b
cntp	x4, p2, p9.d
cntp	x7, p15, p13.h
cntp	x0, p5, p0.s
cntw	x17, #18, mul #1
cnt	z29.b, p3/m, z2.b
cnt	z7.d, p6/m, z12.d
cnt	z22.h, p2/m, z23.h
cnt	z17.s, p0/m, z24.s
cpy	z22.b, p6/m, #-116
cpy	z30.d, p11/m, #-46
cpy	z17.h, p11/m, #20992
cpy	z15.s, p8/m, #-1
cpy	z4.b, p7/m, w13
cpy	z28.d, p1/m, x25
cpy	z12.h, p7/m, w5
cpy	z15.s, p3/m, w4
cpy	z3.b, p2/m, b29
cpy	z31.d, p3/m, d22
cpy	z18.h, p5/m, h17
cpy	z11.s, p5/m, s10
cpy	z1.b, p0/z, #-83
cpy	z28.d, p10/z, #74
cpy	z12.h, p4/z, #-103
cpy	z10.s, p7/z, #1
ctermeq	w27, w3
ctermeq	x19, x21
ctermne	w2, w11
ctermne	x30, x29
decb	x7, all, mul #1
decd	x9, vl5, mul #1
decd	z24.d, vl3, mul #14
dech	x29, vl1, mul #1
dech	z13.h, all, mul #1
decp	x3, p9.b
decp	x20, p2.d
decp	x20, p11.h
decp	x22, p4.s
decp	z30.d, p12.d
decp	z23.h, p2.h
decp	z10.s, p6.s
decw	x28, all, mul #9
decw	z14.s, pow2, mul #1
dupm	z14.d, #0xfffffffc000003ff
dup	z6.b, #123
dup	z17.d, #-30208
dup	z16.h, #25600
dup	z6.s, #0
dup	z31.b, w20
dup	z30.d, x23
dup	z17.h, wsp
dup	z17.s, w18
dup	z31.q, z1.q[0]
dup	z12.h, z16.h[2]
dup	z9.s, z12.s[12]
dup	z14.d, z31.d[7]
dup	z20.b, z5.b[0]
eors	p6.b, p10/z, p1.b, p11.b
eorv	b23, p0, z16.b
eorv	d22, p7, z0.d
eorv	h8, p7, z31.h
eorv	s9, p6, z26.s
eor	p5.b, p15/z, p9.b, p8.b
eor	z26.d, z26.d, #0x7fffffffffffffff
eor	z20.b, p7/m, z20.b, z16.b
eor	z0.d, p4/m, z0.d, z14.d
eor	z6.h, p6/m, z6.h, z24.h
eor	z28.s, p5/m, z28.s, z10.s
eor	z9.d, z30.d, z12.d
ext	z14.b, z14.b, z28.b, #49
fabd	z13.d, p3/m, z13.d, z24.d
fabd	z15.h, p3/m, z15.h, z12.h
fabd	z26.s, p1/m, z26.s, z7.s
fabs	z25.d, p0/m, z2.d
fabs	z9.h, p4/m, z7.h
fabs	z18.s, p0/m, z25.s
facge	p7.d, p6/z, z25.d, z5.d
facge	p15.h, p6/z, z5.h, z30.h
facge	p15.s, p3/z, z15.s, z26.s
facgt	p14.d, p4/z, z3.d, z16.d
facgt	p14.h, p4/z, z21.h, z9.h
facgt	p3.s, p3/z, z27.s, z18.s
faddv	d10, p2, z23.d
faddv	h7, p1, z23.h
faddv	s11, p7, z21.s
fadd	z17.d, p6/m, z17.d, #0.5
fadd	z15.h, p1/m, z15.h, #0.5
fadd	z24.s, p2/m, z24.s, #0.5
fadd	z21.d, p2/m, z21.d, z26.d
fadd	z20.h, p6/m, z20.h, z16.h
fadd	z25.s, p7/m, z25.s, z23.s
fadd	z28.d, z18.d, z0.d
fadd	z18.h, z8.h, z1.h
fadd	z6.s, z22.s, z8.s
fcadd	z7.d, p7/m, z7.d, z2.d, #270
fcadd	z23.h, p3/m, z23.h, z4.h, #90
fcadd	z8.s, p2/m, z8.s, z24.s, #270
fcmeq	p5.d, p6/z, z26.d, #0.0
fcmeq	p0.h, p3/z, z10.h, #0.0
fcmeq	p7.s, p6/z, z10.s, #0.0
fcmeq	p4.d, p7/z, z20.d, z2.d
fcmeq	p13.h, p1/z, z5.h, z29.h
fcmeq	p9.s, p1/z, z2.s, z12.s
fcmge	p4.d, p7/z, z7.d, #0.0
fcmge	p3.h, p5/z, z1.h, #0.0
fcmge	p8.s, p4/z, z23.s, #0.0
fcmge	p1.d, p0/z, z16.d, z24.d
fcmge	p12.h, p5/z, z14.h, z23.h
fcmge	p5.s, p4/z, z14.s, z15.s
fcmgt	p8.d, p1/z, z2.d, #0.0
fcmgt	p1.h, p2/z, z30.h, #0.0
fcmgt	p14.s, p3/z, z2.s, #0.0
fcmgt	p1.d, p0/z, z8.d, z6.d
fcmgt	p14.h, p3/z, z28.h, z31.h
fcmgt	p8.s, p1/z, z16.s, z8.s
fcmla	z8.h, z28.h, z1.h[3], #270
fcmla	z8.s, z4.s, z3.s[1], #270
fcmla	z11.d, p2/m, z1.d, z19.d, #0
fcmla	z28.h, p1/m, z25.h, z20.h, #270
fcmla	z22.s, p5/m, z25.s, z13.s, #0
fcmle	p2.d, p6/z, z8.d, #0.0
fcmle	p2.h, p2/z, z20.h, #0.0
fcmle	p10.s, p2/z, z27.s, #0.0
fcmlt	p12.d, p7/z, z23.d, #0.0
fcmlt	p0.h, p3/z, z8.h, #0.0
fcmlt	p11.s, p2/z, z19.s, #0.0
fcmne	p14.d, p4/z, z6.d, #0.0
fcmne	p4.h, p2/z, z25.h, #0.0
fcmne	p5.s, p2/z, z2.s, #0.0
fcmne	p4.d, p6/z, z8.d, z2.d
fcmne	p7.h, p2/z, z19.h, z22.h
fcmne	p1.s, p3/z, z15.s, z17.s
fcmuo	p6.d, p4/z, z10.d, z0.d
fcmuo	p8.h, p3/z, z2.h, z7.h
fcmuo	p10.s, p7/z, z13.s, z2.s
fcpy	z9.d, p8/m, #0.29687500
fcpy	z26.h, p4/m, #-0.26562500
fcpy	z14.s, p9/m, #0.65625000
fcvtzs	z15.d, p7/m, z10.d
fcvtzs	z31.d, p5/m, z14.h
fcvtzs	z22.d, p2/m, z18.s
fcvtzs	z29.h, p7/m, z5.h
fcvtzs	z31.s, p4/m, z26.d
fcvtzs	z20.s, p0/m, z11.h
fcvtzs	z24.s, p2/m, z15.s
fcvtzu	z27.d, p4/m, z10.d
fcvtzu	z19.d, p4/m, z30.h
fcvtzu	z20.d, p7/m, z15.s
fcvtzu	z20.h, p1/m, z12.h
fcvtzu	z22.s, p7/m, z14.d
fcvtzu	z28.s, p2/m, z21.h
fcvtzu	z18.s, p7/m, z3.s
fcvt	z13.d, p0/m, z7.h
fcvt	z2.d, p1/m, z27.s
fcvt	z27.h, p2/m, z9.d
fcvt	z25.h, p7/m, z11.s
fcvt	z17.s, p1/m, z6.d
fcvt	z7.s, p1/m, z7.h
fdivr	z13.d, p6/m, z13.d, z10.d
fdivr	z31.h, p5/m, z31.h, z11.h
fdivr	z13.s, p2/m, z13.s, z21.s
fdiv	z22.d, p2/m, z22.d, z31.d
fdiv	z14.h, p7/m, z14.h, z16.h
fdiv	z21.s, p6/m, z21.s, z29.s
fdup	z27.d, #-29.00000000
fdup	z0.h, #0.59375000
fdup	z13.s, #-17.00000000
fmad	z17.d, p0/m, z20.d, z31.d
fmad	z7.h, p4/m, z12.h, z26.h
fmad	z19.s, p5/m, z18.s, z14.s
fmaxnmv	d20, p0, z7.d
fmaxnmv	h13, p4, z15.h
fmaxnmv	s28, p6, z18.s
fmaxnm	z18.d, p1/m, z18.d, #0.0
fmaxnm	z28.h, p3/m, z28.h, #1.0
fmaxnm	z30.s, p3/m, z30.s, #0.0
fmaxnm	z21.d, p5/m, z21.d, z23.d
fmaxnm	z9.h, p1/m, z9.h, z19.h
fmaxnm	z4.s, p1/m, z4.s, z15.s
fmaxv	d8, p7, z28.d
fmaxv	h6, p6, z23.h
fmaxv	s23, p2, z20.s
fmax	z7.d, p5/m, z7.d, #1.0
fmax	z26.h, p2/m, z26.h, #1.0
fmax	z8.s, p6/m, z8.s, #1.0
fmax	z14.d, p2/m, z14.d, z13.d
fmax	z23.h, p2/m, z23.h, z6.h
fmax	z6.s, p7/m, z6.s, z21.s
fminnmv	d15, p2, z31.d
fminnmv	h21, p2, z24.h
fminnmv	s3, p4, z28.s
fminnm	z17.d, p4/m, z17.d, #1.0
fminnm	z18.h, p4/m, z18.h, #0.0
fminnm	z12.s, p3/m, z12.s, #1.0
fminnm	z15.d, p2/m, z15.d, z17.d
fminnm	z20.h, p0/m, z20.h, z22.h
fminnm	z31.s, p3/m, z31.s, z6.s
fminv	d16, p7, z20.d
fminv	h4, p5, z17.h
fminv	s3, p7, z14.s
fmin	z3.d, p1/m, z3.d, #1.0
fmin	z31.h, p2/m, z31.h, #0.0
fmin	z5.s, p2/m, z5.s, #1.0
fmin	z29.d, p2/m, z29.d, z18.d
fmin	z29.h, p6/m, z29.h, z22.h
fmin	z0.s, p1/m, z0.s, z16.s
fmla	z14.d, z20.d, z5.d[1]
fmla	z18.h, z18.h, z4.h[5]
fmla	z17.s, z20.s, z6.s[0]
fmla	z12.d, p6/m, z23.d, z31.d
fmla	z9.h, p4/m, z30.h, z31.h
fmla	z7.s, p3/m, z21.s, z10.s
fmls	z3.d, z13.d, z15.d[1]
fmls	z18.h, z8.h, z3.h[1]
fmls	z29.s, z29.s, z7.s[3]
fmls	z9.d, p1/m, z24.d, z29.d
fmls	z8.h, p5/m, z16.h, z12.h
fmls	z24.s, p7/m, z29.s, z9.s
fmsb	z6.d, p2/m, z5.d, z26.d
fmsb	z10.h, p4/m, z29.h, z22.h
fmsb	z16.s, p2/m, z10.s, z16.s
fmulx	z6.d, p1/m, z6.d, z16.d
fmulx	z25.h, p2/m, z25.h, z4.h
fmulx	z7.s, p5/m, z7.s, z8.s
fmul	z24.d, p0/m, z24.d, #0.5
fmul	z0.h, p3/m, z0.h, #2.0
fmul	z17.s, p5/m, z17.s, #0.5
fmul	z21.d, p3/m, z21.d, z26.d
fmul	z3.h, p0/m, z3.h, z6.h
fmul	z0.s, p5/m, z0.s, z5.s
fmul	z24.d, z1.d, z7.d[1]
fmul	z29.h, z12.h, z6.h[5]
fmul	z3.s, z12.s, z0.s[0]
fmul	z31.d, z24.d, z12.d
fmul	z18.h, z27.h, z20.h
fmul	z7.s, z19.s, z22.s
fneg	z20.d, p6/m, z24.d
fneg	z4.h, p6/m, z26.h
fneg	z3.s, p6/m, z29.s
fnmad	z0.d, p2/m, z8.d, z5.d
fnmad	z18.h, p5/m, z19.h, z27.h
fnmad	z22.s, p5/m, z4.s, z10.s
fnmla	z3.d, p4/m, z11.d, z3.d
fnmla	z5.h, p3/m, z25.h, z22.h
fnmla	z26.s, p0/m, z11.s, z16.s
fnmls	z10.d, p7/m, z16.d, z28.d
fnmls	z7.h, p7/m, z15.h, z6.h
fnmls	z26.s, p1/m, z26.s, z28.s
fnmsb	z30.d, p7/m, z22.d, z29.d
fnmsb	z27.h, p3/m, z8.h, z0.h
fnmsb	z8.s, p1/m, z24.s, z3.s
frecpe	z16.d, z6.d
frecpe	z19.h, z26.h
frecpe	z19.s, z24.s
frecps	z30.d, z31.d, z0.d
frecps	z27.h, z26.h, z12.h
frecps	z27.s, z13.s, z19.s
frecpx	z19.d, p3/m, z31.d
frecpx	z12.h, p3/m, z20.h
frecpx	z24.s, p1/m, z8.s
frinta	z1.d, p0/m, z22.d
frinta	z1.h, p5/m, z20.h
frinta	z13.s, p1/m, z15.s
frinti	z7.d, p3/m, z27.d
frinti	z18.h, p7/m, z5.h
frinti	z7.s, p1/m, z27.s
frintm	z31.d, p0/m, z29.d
frintm	z7.h, p7/m, z3.h
frintm	z18.s, p2/m, z13.s
frintn	z12.d, p2/m, z30.d
frintn	z15.h, p5/m, z31.h
frintn	z15.s, p5/m, z20.s
frintp	z28.d, p2/m, z17.d
frintp	z0.h, p3/m, z19.h
frintp	z25.s, p4/m, z5.s
frintx	z7.d, p6/m, z30.d
frintx	z3.h, p6/m, z14.h
frintx	z7.s, p2/m, z22.s
frintz	z0.d, p7/m, z31.d
frintz	z9.h, p2/m, z20.h
frintz	z7.s, p2/m, z13.s
frsqrte	z15.d, z4.d
frsqrte	z12.h, z17.h
frsqrte	z0.s, z14.s
frsqrts	z0.d, z16.d, z10.d
frsqrts	z30.h, z28.h, z4.h
frsqrts	z20.s, z14.s, z31.s
fscale	z12.d, p1/m, z12.d, z2.d
fscale	z24.h, p1/m, z24.h, z26.h
fscale	z24.s, p0/m, z24.s, z5.s
fsqrt	z3.d, p5/m, z25.d
fsqrt	z10.h, p0/m, z4.h
fsqrt	z4.s, p5/m, z20.s
fsubr	z8.d, p4/m, z8.d, #1.0
fsubr	z12.h, p3/m, z12.h, #1.0
fsubr	z12.s, p5/m, z12.s, #0.5
fsubr	z14.d, p1/m, z14.d, z14.d
fsubr	z15.h, p2/m, z15.h, z6.h
fsubr	z7.s, p6/m, z7.s, z16.s
fsub	z28.d, p6/m, z28.d, #1.0
fsub	z16.h, p7/m, z16.h, #1.0
fsub	z11.s, p2/m, z11.s, #0.5
fsub	z16.d, p4/m, z16.d, z7.d
fsub	z31.h, p6/m, z31.h, z15.h
fsub	z21.s, p5/m, z21.s, z6.s
fsub	z23.d, z24.d, z18.d
fsub	z26.h, z24.h, z15.h
fsub	z4.s, z26.s, z4.s
incb	x18, all, mul #1
incd	x4, all, mul #1
incd	z12.d, vl1, mul #1
inch	x12, vl3, mul #12
inch	z23.h, #20, mul #1
incp	x6, p11.b
incp	x17, p9.d
incp	x7, p12.h
incp	x30, p14.s
incp	z1.d, p9.d
incp	z15.h, p13.h
incp	z3.s, p11.s
incw	x10, vl16, mul #2
incw	z7.s, #27, mul #15
index	z3.b, #-13, #-14
index	z16.d, #1, #9
index	z1.h, #2, #4
index	z23.s, #-4, #-13
index	z15.b, w18, #-10
index	z6.d, x10, #7
index	z29.h, w6, #15
index	z17.s, w10, #1
index	z7.b, #10, wzr
index	z26.d, #-15, x0
index	z10.h, #-1, w23
index	z1.s, #-5, w26
index	z5.b, wzr, w2
index	z7.d, x19, x15
index	z20.h, w11, w4
index	z25.s, w10, w11
insr	z5.b, w16
insr	z28.d, x26
insr	z6.h, w6
insr	z1.s, w15
insr	z7.b, b28
insr	z3.d, d5
insr	z3.h, h27
insr	z31.s, s28
lasta	w23, p1, z1.b
lasta	x20, p4, z8.d
lasta	w18, p1, z18.h
lasta	w2, p6, z2.s
lasta	b6, p7, z1.b
lasta	d29, p6, z14.d
lasta	h16, p1, z15.h
lasta	s30, p1, z18.s
lastb	w14, p1, z7.b
lastb	x21, p0, z20.d
lastb	w26, p6, z26.h
lastb	w16, p5, z7.s
lastb	b18, p7, z25.b
lastb	d30, p2, z0.d
lastb	h3, p5, z0.h
lastb	s17, p3, z9.s
ld1b	{ z1.b }, p7/z, [sp, #7, mul vl]
ld1b	{ z22.b }, p1/z, [x17, x10]
ld1b	{ z1.d }, p2/z, [x3, #-8, mul vl]
ld1b	{ z25.d }, p1/z, [x4, x1]
ld1b	{ z8.h }, p6/z, [x6, #-7, mul vl]
ld1b	{ z21.h }, p5/z, [x10, x12]
ld1b	{ z25.s }, p3/z, [x7, #-1, mul vl]
ld1b	{ z23.s }, p3/z, [x27, x3]
ld1d	{ z28.d }, p6/z, [x21, #-8, mul vl]
ld1d	{ z21.d }, p3/z, [x16, x0, lsl #3]
ld1h	{ z3.d }, p4/z, [x0, #0, mul vl]
ld1h	{ z16.d }, p4/z, [x11, x20, lsl #1]
ld1h	{ z19.h }, p1/z, [x9, #-1, mul vl]
ld1h	{ z12.h }, p3/z, [x29, x24, lsl #1]
ld1h	{ z28.s }, p6/z, [x16, #-3, mul vl]
ld1h	{ z23.s }, p2/z, [x9, x7, lsl #1]
ld1rb	{ z28.b }, p3/z, [x0, #0]
ld1rb	{ z17.d }, p4/z, [x20, #21]
ld1rb	{ z2.h }, p3/z, [x9, #0]
ld1rb	{ z30.s }, p6/z, [x17, #0]
ld1rd	{ z8.d }, p1/z, [x25, #8]
ld1rh	{ z25.d }, p4/z, [x13, #122]
ld1rh	{ z28.h }, p5/z, [x14, #0]
ld1rh	{ z14.s }, p6/z, [x1, #0]
ld1rqb	{ z27.b }, p4/z, [x28, #0]
ld1rqb	{ z22.b }, p3/z, [x2, x6]
ld1rqd	{ z24.d }, p6/z, [x26, #0]
ld1rqd	{ z20.d }, p0/z, [x11, x14, lsl #3]
ld1rqh	{ z23.h }, p6/z, [x10, #0]
ld1rqh	{ z19.h }, p3/z, [x13, x7, lsl #1]
ld1rqw	{ z25.s }, p6/z, [x1, #0]
ld1rqw	{ z5.s }, p6/z, [x18, x1, lsl #2]
ld1rsb	{ z15.d }, p1/z, [x20, #62]
ld1rsb	{ z21.h }, p6/z, [x14, #22]
ld1rsb	{ z12.s }, p6/z, [x7, #43]
ld1rsh	{ z4.d }, p1/z, [x28, #52]
ld1rsh	{ z15.s }, p3/z, [x29, #0]
ld1rsw	{ z6.d }, p2/z, [x23, #0]
ld1rw	{ z11.d }, p5/z, [x13, #60]
ld1rw	{ z22.s }, p5/z, [x1, #196]
ld1sb	{ z25.d }, p1/z, [x23, #0, mul vl]
ld1sb	{ z7.d }, p5/z, [x15, x24]
ld1sb	{ z4.h }, p1/z, [x28, #5, mul vl]
ld1sb	{ z5.h }, p4/z, [x17, x11]
ld1sb	{ z12.s }, p4/z, [x6, #0, mul vl]
ld1sb	{ z20.s }, p3/z, [x14, x7]
ld1sh	{ z4.d }, p7/z, [x12, #-1, mul vl]
ld1sh	{ z3.d }, p2/z, [x18, x0, lsl #1]
ld1sh	{ z7.s }, p5/z, [x14, #0, mul vl]
ld1sh	{ z10.s }, p1/z, [x21, x3, lsl #1]
ld1sw	{ z9.d }, p5/z, [x28, #0, mul vl]
ld1sw	{ z19.d }, p1/z, [x30, x14, lsl #2]
ld1w	{ z7.d }, p0/z, [x13, #0, mul vl]
ld1w	{ z13.d }, p7/z, [x5, x22, lsl #2]
ld1w	{ z18.s }, p0/z, [x0, #-6, mul vl]
ld1w	{ z17.s }, p1/z, [x8, x22, lsl #2]
ld2b	{ z0.b, z1.b }, p5/z, [x25, #0, mul vl]
ld2b	{ z25.b, z26.b }, p4/z, [x27, x1]
ld2d	{ z8.d, z9.d }, p2/z, [x10, #0, mul vl]
ld2d	{ z24.d, z25.d }, p2/z, [x9, x30, lsl #3]
ld2h	{ z7.h, z8.h }, p5/z, [x27, #0, mul vl]
ld2h	{ z21.h, z22.h }, p0/z, [x23, x10, lsl #1]
ld2w	{ z24.s, z25.s }, p4/z, [x0, #0, mul vl]
ld2w	{ z4.s, z5.s }, p4/z, [x6, x27, lsl #2]
ld3b	{ z31.b, z0.b, z1.b }, p1/z, [x5, #-24, mul vl]
ld3b	{ z30.b, z31.b, z0.b }, p4/z, [x21, x18]
ld3d	{ z31.d, z0.d, z1.d }, p1/z, [x17, #-3, mul vl]
ld3d	{ z15.d - z17.d }, p1/z, [x1, x27, lsl #3]
ld3h	{ z9.h - z11.h }, p6/z, [x15, #-24, mul vl]
ld3h	{ z1.h - z3.h }, p1/z, [x20, x12, lsl #1]
ld3w	{ z5.s - z7.s }, p2/z, [x19, #-15, mul vl]
ld3w	{ z16.s - z18.s }, p1/z, [x27, x1, lsl #2]
ld4b	{ z19.b - z22.b }, p5/z, [x13, #0, mul vl]
ld4b	{ z24.b - z27.b }, p2/z, [x16, x21]
ld4d	{ z26.d - z29.d }, p1/z, [x19, #-20, mul vl]
ld4d	{ z13.d - z16.d }, p3/z, [x26, x19, lsl #3]
ld4h	{ z30.h, z31.h, z0.h, z1.h }, p3/z, [x1, #0, mul vl]
ld4h	{ z2.h - z5.h }, p2/z, [x13, x19, lsl #1]
ld4w	{ z21.s - z24.s }, p2/z, [x16, #8, mul vl]
ld4w	{ z1.s - z4.s }, p6/z, [x19, x14, lsl #2]
ldnt1b	{ z5.b }, p4/z, [x5, #5, mul vl]
ldnt1b	{ z25.b }, p7/z, [x28, x13]
ldnt1d	{ z15.d }, p5/z, [x10, #0, mul vl]
ldnt1d	{ z20.d }, p4/z, [x27, x12, lsl #3]
ldnt1h	{ z12.h }, p5/z, [x23, #0, mul vl]
ldnt1h	{ z24.h }, p1/z, [x30, x26, lsl #1]
ldnt1w	{ z30.s }, p7/z, [x28, #-5, mul vl]
ldnt1w	{ z31.s }, p0/z, [x9, x26, lsl #2]
ldr	p10, [x25, #107, mul vl]
ldr	z2, [x21, #-116, mul vl]
lslr	z27.b, p4/m, z27.b, z6.b
lslr	z6.d, p5/m, z6.d, z4.d
lslr	z17.h, p0/m, z17.h, z5.h
lslr	z27.s, p3/m, z27.s, z8.s
lsl	z9.b, p3/m, z9.b, z30.d
lsl	z19.h, p3/m, z19.h, z22.d
lsl	z0.s, p0/m, z0.s, z11.d
lsl	z20.b, z15.b, z24.d
lsl	z5.h, z15.h, z30.d
lsl	z29.s, z20.s, z27.d
lsl	z9.b, p6/m, z9.b, #5
lsl	z12.d, p7/m, z12.d, #56
lsl	z30.h, p6/m, z30.h, #0
lsl	z1.s, p4/m, z1.s, #20
lsl	z0.b, p2/m, z0.b, z15.b
lsl	z14.d, p0/m, z14.d, z26.d
lsl	z20.h, p6/m, z20.h, z17.h
lsl	z10.s, p6/m, z10.s, z5.s
lsl	z11.b, z10.b, #5
lsl	z29.d, z22.d, #14
lsl	z5.h, z9.h, #1
lsl	z13.s, z17.s, #24
lsrr	z21.b, p1/m, z21.b, z18.b
lsrr	z27.d, p0/m, z27.d, z14.d
lsrr	z27.h, p2/m, z27.h, z25.h
lsrr	z23.s, p3/m, z23.s, z15.s
lsr	z15.b, p1/m, z15.b, z20.d
lsr	z30.h, p6/m, z30.h, z21.d
lsr	z26.s, p4/m, z26.s, z1.d
lsr	z5.b, z16.b, z4.d
lsr	z19.h, z19.h, z20.d
lsr	z26.s, z27.s, z19.d
lsr	z29.b, p5/m, z29.b, #6
lsr	z29.d, p2/m, z29.d, #64
lsr	z12.h, p2/m, z12.h, #1
lsr	z23.s, p2/m, z23.s, #15
lsr	z17.b, p6/m, z17.b, z2.b
lsr	z18.d, p5/m, z18.d, z14.d
lsr	z0.h, p5/m, z0.h, z28.h
lsr	z6.s, p6/m, z6.s, z25.s
lsr	z24.b, z19.b, #1
lsr	z0.d, z18.d, #1
lsr	z10.h, z8.h, #5
lsr	z19.s, z26.s, #1
mad	z28.b, p5/m, z4.b, z5.b
mad	z7.d, p0/m, z5.d, z10.d
mad	z20.h, p1/m, z10.h, z4.h
mad	z22.s, p4/m, z30.s, z10.s
mla	z6.b, p0/m, z14.b, z6.b
mla	z16.d, p2/m, z26.d, z3.d
mla	z29.h, p6/m, z23.h, z27.h
mla	z17.s, p2/m, z12.s, z7.s
mls	z12.b, p1/m, z18.b, z18.b
mls	z20.d, p0/m, z31.d, z11.d
mls	z29.h, p5/m, z22.h, z31.h
mls	z18.s, p2/m, z16.s, z27.s
msb	z11.b, p3/m, z16.b, z21.b
msb	z2.d, p7/m, z28.d, z22.d
msb	z7.h, p7/m, z7.h, z1.h
msb	z27.s, p7/m, z6.s, z30.s
mul	z2.b, z2.b, #54
mul	z30.d, z30.d, #1
mul	z1.h, z1.h, #1
mul	z13.s, z13.s, #-15
mul	z0.b, p6/m, z0.b, z16.b
mul	z8.d, p7/m, z8.d, z8.d
mul	z22.h, p5/m, z22.h, z1.h
mul	z27.s, p6/m, z27.s, z23.s
nands	p14.b, p5/z, p10.b, p8.b
nand	p7.b, p13/z, p2.b, p13.b
neg	z19.b, p0/m, z17.b
neg	z19.d, p7/m, z1.d
neg	z25.h, p5/m, z8.h
neg	z30.s, p1/m, z8.s
nors	p3.b, p14/z, p3.b, p8.b
nor	p14.b, p6/z, p8.b, p1.b
not	z22.b, p3/m, z8.b
not	z14.d, p1/m, z5.d
not	z16.h, p4/m, z16.h
not	z1.s, p1/m, z18.s
orns	p1.b, p9/z, p9.b, p10.b
orn	p0.b, p8/z, p6.b, p11.b
orrs	p2.b, p4/z, p15.b, p7.b
orr	p6.b, p15/z, p5.b, p9.b
orr	z7.d, z7.d, #0xfc0007ffffffffff
orr	z20.b, p4/m, z20.b, z6.b
orr	z10.d, p3/m, z10.d, z15.d
orr	z15.h, p6/m, z15.h, z27.h
orr	z0.s, p4/m, z0.s, z31.s
orr	z20.d, z25.d, z25.d
orv	b28, p4, z22.b
orv	d21, p5, z4.d
orv	h2, p4, z5.h
orv	s7, p4, z2.s
pfalse	p7.b
pfirst	p15.b, p14, p15.b
pnext	p1.b, p11, p1.b
pnext	p2.d, p8, p2.d
pnext	p11.h, p12, p11.h
pnext	p7.s, p7, p7.s
prfb	#15, p5, [x19, #9, mul vl]
prfb	pldl1keep, p7, [x8, x24]
prfd	pldl1keep, p2, [x7, #0, mul vl]
prfd	pldl3keep, p3, [x26, x18, lsl #3]
prfh	pstl1strm, p7, [x15, #1, mul vl]
prfh	pstl3keep, p4, [x27, x11, lsl #1]
prfw	pstl3keep, p1, [x24, #25, mul vl]
prfw	#15, p5, [x11, x8, lsl #2]
ptest	p3, p7.b
ptrues	p4.b, #18
ptrues	p15.d, vl3
ptrues	p8.h, vl4
ptrues	p11.s, vl2
ptrue	p0.b, #22
ptrue	p13.d, all
ptrue	p15.h, #17
ptrue	p2.s, all
punpkhi	p13.h, p7.b
punpklo	p11.h, p13.b
rbit	z28.b, p3/m, z25.b
rbit	z14.d, p3/m, z1.d
rbit	z21.h, p7/m, z26.h
rbit	z18.s, p6/m, z5.s
rdvl	x2, #-15
revb	z19.d, p2/m, z26.d
revb	z14.h, p0/m, z29.h
revb	z6.s, p4/m, z29.s
revh	z20.d, p2/m, z7.d
revh	z12.s, p7/m, z4.s
revw	z24.d, p3/m, z12.d
rev	p15.b, p3.b
rev	p10.d, p3.d
rev	p15.h, p7.h
rev	p6.s, p2.s
rev	z7.b, z26.b
rev	z15.d, z18.d
rev	z16.h, z4.h
rev	z30.s, z5.s
sabd	z7.b, p2/m, z7.b, z4.b
sabd	z8.d, p3/m, z8.d, z4.d
sabd	z11.h, p3/m, z11.h, z27.h
sabd	z31.s, p5/m, z31.s, z7.s
saddv	d7, p7, z4.b
saddv	d19, p0, z9.h
saddv	d21, p1, z8.s
scvtf	z17.d, p3/m, z15.d
scvtf	z28.d, p6/m, z12.s
scvtf	z15.h, p3/m, z7.d
scvtf	z15.h, p4/m, z13.h
scvtf	z12.h, p6/m, z3.s
scvtf	z29.s, p1/m, z5.d
scvtf	z29.s, p6/m, z30.s
sdivr	z12.d, p1/m, z12.d, z15.d
sdivr	z17.s, p2/m, z17.s, z23.s
sdiv	z28.d, p0/m, z28.d, z24.d
sdiv	z20.s, p0/m, z20.s, z24.s
sdot	z24.d, z14.h, z3.h[1]
sdot	z13.s, z4.b, z7.b[2]
sdot	z25.d, z19.h, z16.h
sdot	z11.s, z17.b, z21.b
sel	p10.b, p4, p0.b, p10.b
sel	z28.b, p0, z28.b, z28.b
sel	z13.d, p9, z24.d, z2.d
sel	z16.h, p14, z17.h, z16.h
sel	z28.s, p5, z22.s, z12.s
smaxv	b29, p2, z16.b
smaxv	d7, p3, z19.d
smaxv	h21, p6, z0.h
smaxv	s15, p1, z20.s
smax	z22.b, z22.b, #-120
smax	z17.d, z17.d, #48
smax	z18.h, z18.h, #117
smax	z11.s, z11.s, #-15
smax	z0.b, p1/m, z0.b, z14.b
smax	z4.d, p5/m, z4.d, z31.d
smax	z25.h, p6/m, z25.h, z17.h
smax	z27.s, p1/m, z27.s, z22.s
sminv	b16, p6, z23.b
sminv	d13, p0, z4.d
sminv	h14, p1, z29.h
sminv	s7, p6, z0.s
smin	z16.b, z16.b, #67
smin	z24.d, z24.d, #-80
smin	z23.h, z23.h, #-61
smin	z10.s, z10.s, #-7
smin	z8.b, p0/m, z8.b, z4.b
smin	z23.d, p4/m, z23.d, z16.d
smin	z25.h, p6/m, z25.h, z1.h
smin	z5.s, p2/m, z5.s, z8.s
smulh	z19.b, p5/m, z19.b, z4.b
smulh	z12.d, p5/m, z12.d, z29.d
smulh	z7.h, p4/m, z7.h, z22.h
smulh	z14.s, p7/m, z14.s, z25.s
splice	z18.b, p0, z18.b, z11.b
splice	z17.d, p7, z17.d, z8.d
splice	z1.h, p7, z1.h, z23.h
splice	z22.s, p2, z22.s, z7.s
sqadd	z3.b, z3.b, #97
sqadd	z13.d, z13.d, #245
sqadd	z2.h, z2.h, #173
sqadd	z21.s, z21.s, #187
sqadd	z17.b, z8.b, z2.b
sqadd	z28.d, z31.d, z20.d
sqadd	z16.h, z28.h, z12.h
sqadd	z13.s, z24.s, z6.s
sqdecb	x1, w1, all, mul #1
sqdecb	x16, all, mul #1
sqdecd	x9, w9, #24, mul #10
sqdecd	x3, vl8, mul #16
sqdecd	z2.d, all, mul #1
sqdech	x2, w2, vl256, mul #1
sqdech	x21, vl5, mul #1
sqdech	z8.h, vl8, mul #1
sqdecp	x18, p14.b, w18
sqdecp	x16, p14.d, w16
sqdecp	x1, p1.h, w1
sqdecp	x21, p14.s, w21
sqdecp	x26, p7.b
sqdecp	x27, p9.d
sqdecp	x19, p4.h
sqdecp	x17, p12.s
sqdecp	z2.d, p12.d
sqdecp	z11.h, p0.h
sqdecp	z16.s, p1.s
sqdecw	x29, w29, vl6, mul #1
sqdecw	x8, all, mul #1
sqdecw	z26.s, all, mul #1
sqincb	x17, w17, all, mul #1
sqincb	x13, all, mul #1
sqincd	x26, w26, vl256, mul #15
sqincd	x5, vl1, mul #15
sqincd	z1.d, vl8, mul #16
sqinch	x2, w2, mul4, mul #1
sqinch	x6, #23, mul #1
sqinch	z0.h, pow2, mul #7
sqincp	x27, p13.b, w27
sqincp	x1, p1.d, w1
sqincp	x21, p10.h, w21
sqincp	x27, p8.s, w27
sqincp	x18, p10.b
sqincp	x7, p2.d
sqincp	x30, p7.h
sqincp	x21, p14.s
sqincp	z5.d, p10.d
sqincp	z21.h, p12.h
sqincp	z1.s, p15.s
sqincw	x20, w20, mul3, mul #2
sqincw	x12, all, mul #1
sqincw	z24.s, pow2, mul #1
sqsub	z23.b, z23.b, #98
sqsub	z22.d, z22.d, #102
sqsub	z18.h, z18.h, #55040
sqsub	z18.s, z18.s, #13824
sqsub	z30.b, z22.b, z21.b
sqsub	z30.d, z19.d, z14.d
sqsub	z22.h, z12.h, z28.h
sqsub	z20.s, z6.s, z31.s
st1b	{ z25.b }, p6, [x26, #0, mul vl]
st1b	{ z22.b }, p5, [x7, x6]
st1b	{ z8.d }, p4, [x2, #0, mul vl]
st1b	{ z3.d }, p5, [x11, x23]
st1b	{ z11.h }, p1, [sp, #0, mul vl]
st1b	{ z7.h }, p7, [x17, x23]
st1b	{ z26.s }, p2, [x23, #2, mul vl]
st1b	{ z12.s }, p0, [x5, x0]
st1d	{ z29.d }, p1, [x16, #0, mul vl]
st1d	{ z18.d }, p2, [x9, x12, lsl #3]
st1h	{ z24.d }, p0, [x13, #3, mul vl]
st1h	{ z2.d }, p5, [x26, x11, lsl #1]
st1h	{ z4.h }, p4, [x5, #0, mul vl]
st1h	{ z27.h }, p6, [x21, x21, lsl #1]
st1h	{ z11.s }, p2, [sp, #1, mul vl]
st1h	{ z19.s }, p3, [x7, x21, lsl #1]
st1w	{ z9.d }, p5, [x0, #-5, mul vl]
st1w	{ z29.d }, p1, [x24, x19, lsl #2]
st1w	{ z21.s }, p1, [x28, #-5, mul vl]
st1w	{ z18.s }, p0, [x2, x16, lsl #2]
st2b	{ z6.b, z7.b }, p1, [x17, #0, mul vl]
st2b	{ z28.b, z29.b }, p3, [sp, x30]
st2d	{ z4.d, z5.d }, p4, [x30, #-4, mul vl]
st2d	{ z11.d, z12.d }, p2, [x26, x0, lsl #3]
st2h	{ z12.h, z13.h }, p4, [x16, #-10, mul vl]
st2h	{ z31.h, z0.h }, p5, [x16, x18, lsl #1]
st2w	{ z16.s, z17.s }, p1, [x24, #0, mul vl]
st2w	{ z4.s, z5.s }, p5, [x13, x5, lsl #2]
st3b	{ z25.b - z27.b }, p5, [sp, #6, mul vl]
st3b	{ z23.b - z25.b }, p6, [x28, x28]
st3d	{ z26.d - z28.d }, p3, [x25, #-6, mul vl]
st3d	{ z1.d - z3.d }, p7, [x7, x13, lsl #3]
st3h	{ z16.h - z18.h }, p6, [x10, #0, mul vl]
st3h	{ z2.h - z4.h }, p2, [x12, x20, lsl #1]
st3w	{ z31.s, z0.s, z1.s }, p3, [x11, #-24, mul vl]
st3w	{ z9.s - z11.s }, p5, [x5, x23, lsl #2]
st4b	{ z6.b - z9.b }, p0, [x6, #0, mul vl]
st4b	{ z30.b, z31.b, z0.b, z1.b }, p1, [x22, x19]
st4d	{ z0.d - z3.d }, p1, [x20, #0, mul vl]
st4d	{ z25.d - z28.d }, p6, [x0, x23, lsl #3]
st4h	{ z16.h - z19.h }, p6, [x27, #16, mul vl]
st4h	{ z26.h - z29.h }, p3, [x28, x28, lsl #1]
st4w	{ z2.s - z5.s }, p4, [x26, #-16, mul vl]
st4w	{ z26.s - z29.s }, p6, [x21, x14, lsl #2]
stnt1b	{ z11.b }, p7, [x17, #-8, mul vl]
stnt1b	{ z5.b }, p6, [x5, x13]
stnt1d	{ z8.d }, p5, [x16, #0, mul vl]
stnt1d	{ z27.d }, p2, [x21, x29, lsl #3]
stnt1h	{ z8.h }, p3, [x12, #-7, mul vl]
stnt1h	{ z4.h }, p7, [x16, x2, lsl #1]
stnt1w	{ z14.s }, p0, [x23, #0, mul vl]
stnt1w	{ z24.s }, p2, [x19, x14, lsl #2]
str	p4, [x30, #0, mul vl]
str	z31, [x11, #131, mul vl]
subr	z5.b, z5.b, #230
subr	z23.d, z23.d, #5120
subr	z20.h, z20.h, #19200
subr	z26.s, z26.s, #0
subr	z13.b, p6/m, z13.b, z7.b
subr	z12.d, p4/m, z12.d, z0.d
subr	z3.h, p5/m, z3.h, z12.h
subr	z14.s, p7/m, z14.s, z22.s
sub	z31.b, z31.b, #194
sub	z24.d, z24.d, #32768
sub	z23.h, z23.h, #233
sub	z20.s, z20.s, #44544
sub	z8.b, p7/m, z8.b, z20.b
sub	z18.d, p2/m, z18.d, z4.d
sub	z1.h, p6/m, z1.h, z26.h
sub	z11.s, p5/m, z11.s, z6.s
sub	z11.b, z0.b, z3.b
sub	z19.d, z13.d, z8.d
sub	z2.h, z29.h, z11.h
sub	z9.s, z15.s, z27.s
sunpkhi	z17.d, z7.s
sunpkhi	z6.h, z6.b
sunpkhi	z12.s, z30.h
sunpklo	z6.d, z9.s
sunpklo	z4.h, z21.b
sunpklo	z11.s, z25.h
sxtb	z14.d, p7/m, z25.d
sxtb	z23.h, p4/m, z28.h
sxtb	z13.s, p3/m, z3.s
sxth	z19.d, p0/m, z27.d
sxth	z28.s, p4/m, z9.s
sxtw	z29.d, p7/m, z17.d
tbl	z15.b, { z7.b }, z31.b
tbl	z22.d, { z20.d }, z6.d
tbl	z26.h, { z0.h }, z31.h
tbl	z8.s, { z7.s }, z4.s
trn1	p14.b, p12.b, p1.b
trn1	p9.d, p11.d, p8.d
trn1	p14.h, p10.h, p10.h
trn1	p10.s, p10.s, p8.s
trn1	z4.b, z30.b, z10.b
trn1	z13.d, z28.d, z5.d
trn1	z29.h, z8.h, z21.h
trn1	z4.s, z13.s, z21.s
trn2	p3.b, p6.b, p11.b
trn2	p12.d, p8.d, p9.d
trn2	p4.h, p13.h, p4.h
trn2	p0.s, p13.s, p3.s
trn2	z27.b, z26.b, z20.b
trn2	z7.d, z28.d, z27.d
trn2	z17.h, z19.h, z22.h
trn2	z5.s, z26.s, z17.s
uabd	z12.b, p7/m, z12.b, z24.b
uabd	z17.d, p7/m, z17.d, z29.d
uabd	z3.h, p2/m, z3.h, z25.h
uabd	z22.s, p2/m, z22.s, z8.s
uaddv	d3, p3, z1.b
uaddv	d15, p4, z22.d
uaddv	d28, p2, z18.h
uaddv	d27, p2, z1.s
ucvtf	z15.d, p0/m, z5.d
ucvtf	z28.d, p5/m, z2.s
ucvtf	z13.h, p1/m, z7.d
ucvtf	z30.h, p0/m, z1.h
ucvtf	z9.h, p3/m, z2.s
ucvtf	z6.s, p1/m, z20.d
ucvtf	z4.s, p7/m, z16.s
udivr	z29.d, p5/m, z29.d, z31.d
udivr	z18.s, p0/m, z18.s, z29.s
udiv	z21.d, p3/m, z21.d, z12.d
udiv	z6.s, p4/m, z6.s, z3.s
udot	z1.d, z27.h, z7.h[0]
udot	z7.s, z4.b, z0.b[1]
udot	z3.d, z5.h, z28.h
udot	z8.s, z24.b, z29.b
umaxv	b30, p2, z6.b
umaxv	d7, p3, z27.d
umaxv	h23, p0, z0.h
umaxv	s28, p6, z7.s
umax	z4.b, z4.b, #174
umax	z5.d, z5.d, #153
umax	z17.h, z17.h, #0
umax	z0.s, z0.s, #6
umax	z3.b, p6/m, z3.b, z28.b
umax	z16.d, p3/m, z16.d, z30.d
umax	z22.h, p2/m, z22.h, z12.h
umax	z4.s, p1/m, z4.s, z10.s
uminv	b6, p3, z27.b
uminv	d23, p5, z18.d
uminv	h23, p1, z23.h
uminv	s13, p7, z4.s
umin	z3.b, z3.b, #213
umin	z13.d, z13.d, #2
umin	z1.h, z1.h, #0
umin	z2.s, z2.s, #95
umin	z17.b, p0/m, z17.b, z10.b
umin	z31.d, p2/m, z31.d, z17.d
umin	z23.h, p2/m, z23.h, z8.h
umin	z15.s, p2/m, z15.s, z22.s
umulh	z16.b, p5/m, z16.b, z30.b
umulh	z3.d, p3/m, z3.d, z31.d
umulh	z7.h, p2/m, z7.h, z23.h
umulh	z13.s, p0/m, z13.s, z21.s
uqadd	z14.b, z14.b, #43
uqadd	z17.d, z17.d, #0
uqadd	z24.h, z24.h, #0
uqadd	z13.s, z13.s, #191
uqadd	z19.b, z2.b, z8.b
uqadd	z25.d, z10.d, z27.d
uqadd	z26.h, z4.h, z4.h
uqadd	z15.s, z22.s, z18.s
uqdecb	w17, #24, mul #4
uqdecb	x28, vl1, mul #7
uqdecd	w5, vl5, mul #11
uqdecd	x28, #16, mul #11
uqdecd	z24.d, all, mul #1
uqdech	w7, vl64, mul #13
uqdech	x7, all, mul #1
uqdech	z7.h, vl32, mul #9
uqdecp	w16, p11.b
uqdecp	w1, p15.d
uqdecp	w12, p5.h
uqdecp	w9, p10.s
uqdecp	x6, p5.b
uqdecp	x7, p15.d
uqdecp	x22, p8.h
uqdecp	x21, p2.s
uqdecp	z15.d, p3.d
uqdecp	z25.h, p3.h
uqdecp	z22.s, p10.s
uqdecw	w24, vl128, mul #1
uqdecw	x23, vl7, mul #1
uqdecw	z8.s, mul3, mul #1
uqincb	w26, mul3, mul #3
uqincb	x9, vl128, mul #12
uqincd	w10, #18, mul #11
uqincd	x5, #20, mul #4
uqincd	z1.d, vl16, mul #1
uqinch	w24, pow2, mul #6
uqinch	x19, all, mul #1
uqinch	z18.h, vl16, mul #1
uqincp	w27, p13.b
uqincp	w5, p10.d
uqincp	w23, p3.h
uqincp	w6, p15.s
uqincp	x15, p14.b
uqincp	x0, p13.d
uqincp	x16, p13.h
uqincp	x11, p1.s
uqincp	z3.d, p2.d
uqincp	z31.h, p10.h
uqincp	z6.s, p1.s
uqincw	w28, vl6, mul #3
uqincw	x5, #18, mul #1
uqincw	z21.s, vl3, mul #10
uqsub	z2.b, z2.b, #28
uqsub	z0.d, z0.d, #0
uqsub	z30.h, z30.h, #256
uqsub	z25.s, z25.s, #53248
uqsub	z28.b, z10.b, z12.b
uqsub	z26.d, z30.d, z17.d
uqsub	z18.h, z29.h, z16.h
uqsub	z2.s, z28.s, z20.s
uunpkhi	z13.d, z10.s
uunpkhi	z30.h, z22.b
uunpkhi	z10.s, z21.h
uunpklo	z28.d, z28.s
uunpklo	z29.h, z4.b
uunpklo	z29.s, z22.h
uxtb	z21.d, p3/m, z26.d
uxtb	z31.h, p4/m, z19.h
uxtb	z12.s, p6/m, z19.s
uxth	z30.d, p3/m, z7.d
uxth	z18.s, p6/m, z22.s
uxtw	z12.d, p7/m, z28.d
uzp1	p14.b, p15.b, p3.b
uzp1	p14.d, p0.d, p6.d
uzp1	p3.h, p5.h, p3.h
uzp1	p4.s, p15.s, p2.s
uzp1	z25.b, z19.b, z16.b
uzp1	z14.d, z1.d, z2.d
uzp1	z29.h, z5.h, z2.h
uzp1	z17.s, z7.s, z27.s
uzp2	p6.b, p14.b, p4.b
uzp2	p9.d, p8.d, p13.d
uzp2	p9.h, p8.h, p12.h
uzp2	p15.s, p9.s, p4.s
uzp2	z12.b, z15.b, z6.b
uzp2	z30.d, z7.d, z29.d
uzp2	z28.h, z5.h, z15.h
uzp2	z0.s, z3.s, z7.s
whilele	p4.b, w21, wzr
whilele	p4.d, w30, w21
whilele	p5.h, w6, w1
whilele	p4.s, w11, w5
whilele	p4.b, x17, x0
whilele	p13.d, x19, x8
whilele	p6.h, x27, x11
whilele	p15.s, x7, x20
whilelo	p9.b, w23, w30
whilelo	p7.d, w18, w23
whilelo	p14.h, w16, w1
whilelo	p2.s, w26, w0
whilelo	p1.b, x16, x19
whilelo	p8.d, x16, x28
whilelo	p8.h, x7, x19
whilelo	p6.s, x5, x13
whilels	p10.b, w11, w8
whilels	p2.d, w15, w8
whilels	p12.h, w5, w0
whilels	p0.s, w30, w18
whilels	p14.b, x21, x6
whilels	p9.d, x9, x11
whilels	p9.h, x17, x5
whilels	p5.s, x29, x9
whilelt	p13.b, w10, w13
whilelt	p5.d, w21, w22
whilelt	p8.h, w28, w2
whilelt	p5.s, w0, wzr
whilelt	p10.b, x22, x12
whilelt	p0.d, xzr, x5
whilelt	p11.h, x21, x3
whilelt	p1.s, x18, x26
zip1	p5.b, p11.b, p13.b
zip1	p4.d, p2.d, p12.d
zip1	p1.h, p8.h, p3.h
zip1	p3.s, p7.s, p1.s
zip1	z17.b, z2.b, z4.b
zip1	z12.d, z22.d, z11.d
zip1	z26.h, z24.h, z2.h
zip1	z15.s, z6.s, z8.s
zip2	p10.b, p7.b, p0.b
zip2	p9.d, p15.d, p12.d
zip2	p14.h, p4.h, p10.h
zip2	p5.s, p5.s, p1.s
zip2	z0.b, z26.b, z23.b
zip2	z17.d, z14.d, z3.d
zip2	z17.h, z4.h, z11.h
zip2	z27.s, z17.s, z10.s
