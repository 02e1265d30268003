// mattr: +sve2,+sme
// instructions llvm-mc 19 takes only with: sve2 or sme
adclb	z11.d, z4.d, z13.d
adclb	z7.s, z6.s, z22.s
adclt	z12.d, z12.d, z5.d
adclt	z21.s, z28.s, z5.s
addhnb	z19.b, z13.h, z13.h
addhnb	z21.h, z27.s, z18.s
addhnb	z23.s, z29.d, z31.d
addhnt	z9.b, z3.h, z24.h
addhnt	z25.h, z19.s, z15.s
addhnt	z6.s, z12.d, z17.d
addp	z17.b, p2/m, z17.b, z30.b
addp	z7.d, p0/m, z7.d, z21.d
addp	z2.h, p1/m, z2.h, z27.h
addp	z2.s, p4/m, z2.s, z4.s
bcax	z4.d, z4.d, z12.d, z0.d
bsl1n	z27.d, z27.d, z3.d, z22.d
bsl2n	z22.d, z22.d, z19.d, z16.d
bsl	z2.d, z2.d, z29.d, z23.d
cadd	z27.b, z27.b, z9.b, #270
cadd	z28.d, z28.d, z17.d, #90
cadd	z26.h, z26.h, z6.h, #90
cadd	z7.s, z7.s, z15.s, #90
cdot	z7.d, z18.h, z10.h[0], #90
cdot	z23.s, z28.b, z1.b[0], #0
cdot	z0.s, z22.b, z18.b, #90
cdot	z28.d, z16.h, z28.h, #180
cmla	z14.h, z22.h, z1.h[3], #0
cmla	z31.s, z7.s, z7.s[0], #0
cmla	z12.b, z31.b, z5.b, #270
cmla	z24.d, z23.d, z16.d, #90
cmla	z24.h, z25.h, z26.h, #180
cmla	z19.s, z4.s, z7.s, #0
eor3	z24.d, z24.d, z31.d, z1.d
eorbt	z22.b, z20.b, z18.b
eorbt	z13.d, z0.d, z16.d
eorbt	z22.h, z0.h, z8.h
eorbt	z28.s, z9.s, z25.s
eortb	z5.b, z7.b, z24.b
eortb	z19.d, z14.d, z20.d
eortb	z12.h, z20.h, z21.h
eortb	z28.s, z31.s, z19.s
ext	z0.b, { z27.b, z28.b }, #123
faddp	z30.d, p3/m, z30.d, z9.d
faddp	z23.h, p1/m, z23.h, z23.h
faddp	z11.s, p7/m, z11.s, z10.s
fcvtlt	z26.d, p4/m, z10.s
fcvtlt	z4.s, p7/m, z9.h
fcvtnt	z4.h, p0/m, z8.s
fcvtnt	z30.s, p7/m, z15.d
fcvtxnt	z26.s, p5/m, z23.d
fcvtx	z14.s, p1/m, z9.d
flogb	z16.d, p5/m, z16.d
flogb	z17.h, p2/m, z0.h
flogb	z17.s, p6/m, z12.s
fmaxnmp	z30.d, p5/m, z30.d, z6.d
fmaxnmp	z24.h, p4/m, z24.h, z6.h
fmaxnmp	z5.s, p3/m, z5.s, z22.s
fmaxp	z3.d, p3/m, z3.d, z11.d
fmaxp	z0.h, p1/m, z0.h, z28.h
fmaxp	z18.s, p5/m, z18.s, z8.s
fminnmp	z20.d, p4/m, z20.d, z3.d
fminnmp	z6.h, p5/m, z6.h, z15.h
fminnmp	z20.s, p1/m, z20.s, z0.s
fminp	z13.d, p4/m, z13.d, z26.d
fminp	z19.h, p5/m, z19.h, z6.h
fminp	z21.s, p4/m, z21.s, z6.s
fmlalb	z30.s, z9.h, z7.h[0]
fmlalb	z26.s, z16.h, z2.h
fmlalt	z31.s, z18.h, z3.h[2]
fmlalt	z12.s, z25.h, z20.h
fmlslb	z9.s, z10.h, z5.h[0]
fmlslb	z31.s, z31.h, z23.h
fmlslt	z3.s, z18.h, z7.h[7]
fmlslt	z5.s, z3.h, z23.h
mla	z26.d, z27.d, z15.d[1]
mla	z14.h, z23.h, z2.h[0]
mla	z30.s, z9.s, z2.s[2]
mls	z21.d, z12.d, z12.d[0]
mls	z10.h, z11.h, z5.h[3]
mls	z13.s, z18.s, z5.s[1]
mul	z5.d, z20.d, z6.d[1]
mul	z24.h, z29.h, z2.h[0]
mul	z3.s, z24.s, z5.s[1]
mul	z13.b, z5.b, z1.b
mul	z20.d, z17.d, z24.d
mul	z22.h, z27.h, z4.h
mul	z22.s, z9.s, z4.s
nbsl	z18.d, z18.d, z27.d, z5.d
pmullb	z20.d, z9.s, z10.s
pmullb	z8.h, z5.b, z21.b
pmullt	z0.d, z17.s, z8.s
pmullt	z11.h, z17.b, z21.b
pmul	z15.b, z27.b, z23.b
raddhnb	z4.b, z5.h, z19.h
raddhnb	z3.h, z2.s, z28.s
raddhnb	z19.s, z16.d, z17.d
raddhnt	z30.b, z4.h, z16.h
raddhnt	z11.h, z18.s, z29.s
raddhnt	z10.s, z27.d, z20.d
rshrnb	z23.h, z14.s, #7
rshrnb	z0.s, z13.d, #21
rshrnb	z8.b, z1.h, #1
rshrnt	z1.h, z28.s, #15
rshrnt	z22.s, z31.d, #1
rshrnt	z11.b, z22.h, #6
rsubhnb	z3.b, z14.h, z7.h
rsubhnb	z12.h, z7.s, z17.s
rsubhnb	z14.s, z11.d, z29.d
rsubhnt	z1.b, z21.h, z23.h
rsubhnt	z22.h, z28.s, z21.s
rsubhnt	z11.s, z0.d, z9.d
sabalb	z5.h, z30.b, z29.b
sabalb	z23.s, z11.h, z18.h
sabalb	z26.d, z22.s, z24.s
sabalt	z1.h, z7.b, z12.b
sabalt	z10.s, z0.h, z9.h
sabalt	z29.d, z16.s, z10.s
saba	z25.b, z13.b, z17.b
saba	z9.d, z12.d, z29.d
saba	z30.h, z21.h, z29.h
saba	z23.s, z0.s, z15.s
sabdlb	z4.h, z26.b, z13.b
sabdlb	z10.s, z27.h, z30.h
sabdlb	z11.d, z9.s, z25.s
sabdlt	z16.h, z4.b, z31.b
sabdlt	z8.s, z14.h, z14.h
sabdlt	z4.d, z14.s, z16.s
sadalp	z24.h, p6/m, z26.b
sadalp	z16.s, p5/m, z1.h
sadalp	z13.d, p6/m, z6.s
saddlbt	z28.h, z20.b, z29.b
saddlbt	z23.s, z4.h, z14.h
saddlbt	z14.d, z16.s, z12.s
saddlb	z31.h, z28.b, z10.b
saddlb	z13.s, z12.h, z16.h
saddlb	z14.d, z27.s, z24.s
saddlt	z22.h, z21.b, z7.b
saddlt	z1.s, z26.h, z30.h
saddlt	z22.d, z22.s, z4.s
saddwb	z3.h, z0.h, z28.b
saddwb	z6.s, z17.s, z10.h
saddwb	z6.d, z0.d, z11.s
saddwt	z16.h, z0.h, z7.b
saddwt	z10.s, z12.s, z4.h
saddwt	z5.d, z30.d, z9.s
sbclb	z15.d, z13.d, z10.d
sbclb	z5.s, z17.s, z5.s
sbclt	z1.d, z12.d, z19.d
sbclt	z12.s, z5.s, z15.s
shadd	z0.b, p5/m, z0.b, z12.b
shadd	z16.d, p4/m, z16.d, z0.d
shadd	z26.h, p5/m, z26.h, z7.h
shadd	z17.s, p5/m, z17.s, z12.s
shrnb	z18.h, z29.s, #11
shrnb	z4.s, z25.d, #1
shrnb	z12.b, z22.h, #2
shrnt	z8.h, z13.s, #2
shrnt	z6.s, z29.d, #1
shrnt	z22.b, z13.h, #8
shsubr	z9.b, p5/m, z9.b, z17.b
shsubr	z17.d, p4/m, z17.d, z30.d
shsubr	z2.h, p3/m, z2.h, z9.h
shsubr	z29.s, p6/m, z29.s, z26.s
shsub	z11.b, p1/m, z11.b, z15.b
shsub	z15.d, p4/m, z15.d, z26.d
shsub	z16.h, p7/m, z16.h, z0.h
shsub	z24.s, p4/m, z24.s, z17.s
sli	z25.b, z11.b, #5
sli	z8.d, z30.d, #0
sli	z14.h, z1.h, #8
sli	z3.s, z20.s, #23
smaxp	z2.b, p0/m, z2.b, z21.b
smaxp	z11.d, p3/m, z11.d, z17.d
smaxp	z22.h, p5/m, z22.h, z11.h
smaxp	z16.s, p5/m, z16.s, z9.s
sminp	z1.b, p1/m, z1.b, z13.b
sminp	z0.d, p4/m, z0.d, z9.d
sminp	z16.h, p7/m, z16.h, z1.h
sminp	z2.s, p1/m, z2.s, z28.s
smlalb	z28.d, z2.s, z15.s[2]
smlalb	z29.s, z23.h, z5.h[7]
smlalb	z22.h, z30.b, z14.b
smlalb	z1.s, z14.h, z1.h
smlalb	z4.d, z14.s, z18.s
smlalt	z15.d, z29.s, z12.s[0]
smlalt	z28.s, z1.h, z6.h[7]
smlalt	z0.h, z28.b, z12.b
smlalt	z30.s, z11.h, z23.h
smlalt	z13.d, z31.s, z14.s
smlslb	z20.d, z21.s, z15.s[0]
smlslb	z24.s, z19.h, z4.h[7]
smlslb	z24.h, z8.b, z2.b
smlslb	z7.s, z4.h, z27.h
smlslb	z23.d, z15.s, z2.s
smlslt	z10.d, z24.s, z5.s[2]
smlslt	z5.s, z21.h, z2.h[0]
smlslt	z8.h, z29.b, z5.b
smlslt	z19.s, z3.h, z16.h
smlslt	z26.d, z7.s, z22.s
smulh	z5.b, z9.b, z21.b
smulh	z15.d, z31.d, z22.d
smulh	z0.h, z22.h, z11.h
smulh	z26.s, z30.s, z16.s
smullb	z24.d, z8.s, z6.s[0]
smullb	z10.s, z26.h, z6.h[7]
smullb	z7.h, z31.b, z12.b
smullb	z30.s, z24.h, z17.h
smullb	z6.d, z29.s, z7.s
smullt	z11.d, z5.s, z10.s[3]
smullt	z15.s, z4.h, z7.h[0]
smullt	z1.h, z27.b, z18.b
smullt	z11.s, z25.h, z30.h
smullt	z5.d, z4.s, z0.s
splice	z4.b, p7, { z13.b, z14.b }
splice	z4.d, p1, { z21.d, z22.d }
splice	z12.h, p7, { z6.h, z7.h }
splice	z4.s, p3, { z22.s, z23.s }
sqabs	z29.b, p2/m, z8.b
sqabs	z4.d, p3/m, z4.d
sqabs	z7.h, p0/m, z30.h
sqabs	z17.s, p4/m, z18.s
sqadd	z0.b, p1/m, z0.b, z2.b
sqadd	z17.d, p3/m, z17.d, z19.d
sqadd	z10.h, p2/m, z10.h, z30.h
sqadd	z12.s, p3/m, z12.s, z31.s
sqcadd	z16.b, z16.b, z17.b, #90
sqcadd	z6.d, z6.d, z28.d, #90
sqcadd	z0.h, z0.h, z29.h, #90
sqcadd	z19.s, z19.s, z6.s, #90
sqdmlalbt	z10.h, z18.b, z25.b
sqdmlalbt	z29.s, z30.h, z25.h
sqdmlalbt	z15.d, z28.s, z17.s
sqdmlalb	z24.d, z17.s, z6.s[2]
sqdmlalb	z25.s, z17.h, z3.h[3]
sqdmlalb	z27.h, z11.b, z23.b
sqdmlalb	z25.s, z26.h, z28.h
sqdmlalb	z17.d, z6.s, z9.s
sqdmlalt	z15.d, z29.s, z5.s[2]
sqdmlalt	z9.s, z25.h, z4.h[7]
sqdmlalt	z20.h, z19.b, z1.b
sqdmlalt	z12.s, z10.h, z20.h
sqdmlalt	z21.d, z13.s, z18.s
sqdmlslbt	z14.h, z1.b, z20.b
sqdmlslbt	z20.s, z11.h, z9.h
sqdmlslbt	z26.d, z7.s, z16.s
sqdmlslb	z6.d, z22.s, z5.s[0]
sqdmlslb	z2.s, z30.h, z2.h[0]
sqdmlslb	z4.h, z25.b, z1.b
sqdmlslb	z20.s, z8.h, z1.h
sqdmlslb	z24.d, z7.s, z25.s
sqdmlslt	z30.d, z4.s, z14.s[1]
sqdmlslt	z21.s, z6.h, z0.h[0]
sqdmlslt	z7.h, z29.b, z30.b
sqdmlslt	z20.s, z5.h, z23.h
sqdmlslt	z5.d, z2.s, z3.s
sqdmulh	z14.d, z3.d, z10.d[1]
sqdmulh	z28.h, z13.h, z4.h[1]
sqdmulh	z14.s, z4.s, z4.s[0]
sqdmulh	z25.b, z18.b, z22.b
sqdmulh	z28.d, z30.d, z1.d
sqdmulh	z23.h, z20.h, z29.h
sqdmulh	z15.s, z27.s, z1.s
sqdmullb	z22.d, z9.s, z0.s[1]
sqdmullb	z18.s, z17.h, z2.h[5]
sqdmullb	z28.h, z8.b, z19.b
sqdmullb	z31.s, z10.h, z18.h
sqdmullb	z18.d, z4.s, z12.s
sqdmullt	z14.d, z1.s, z1.s[0]
sqdmullt	z5.s, z27.h, z3.h[4]
sqdmullt	z30.h, z16.b, z24.b
sqdmullt	z30.s, z25.h, z23.h
sqdmullt	z7.d, z30.s, z20.s
sqneg	z4.b, p2/m, z17.b
sqneg	z26.d, p2/m, z5.d
sqneg	z23.h, p7/m, z1.h
sqneg	z3.s, p2/m, z26.s
sqrdcmlah	z9.h, z22.h, z1.h[2], #0
sqrdcmlah	z5.s, z9.s, z5.s[0], #90
sqrdcmlah	z13.b, z23.b, z18.b, #180
sqrdcmlah	z8.d, z15.d, z0.d, #270
sqrdcmlah	z9.h, z1.h, z26.h, #90
sqrdcmlah	z31.s, z31.s, z7.s, #0
sqrdmlah	z9.d, z24.d, z12.d[1]
sqrdmlah	z28.h, z26.h, z5.h[6]
sqrdmlah	z7.s, z13.s, z6.s[3]
sqrdmlah	z5.b, z6.b, z1.b
sqrdmlah	z25.d, z10.d, z10.d
sqrdmlah	z27.h, z30.h, z10.h
sqrdmlah	z31.s, z23.s, z3.s
sqrdmlsh	z9.d, z10.d, z1.d[0]
sqrdmlsh	z31.h, z2.h, z5.h[3]
sqrdmlsh	z1.s, z24.s, z6.s[3]
sqrdmlsh	z24.b, z14.b, z27.b
sqrdmlsh	z8.d, z27.d, z2.d
sqrdmlsh	z11.h, z15.h, z14.h
sqrdmlsh	z1.s, z10.s, z20.s
sqrdmulh	z19.d, z12.d, z15.d[1]
sqrdmulh	z7.h, z23.h, z0.h[0]
sqrdmulh	z13.s, z16.s, z7.s[0]
sqrdmulh	z11.b, z11.b, z21.b
sqrdmulh	z19.d, z8.d, z2.d
sqrdmulh	z28.h, z14.h, z18.h
sqrdmulh	z26.s, z1.s, z6.s
sqrshlr	z10.b, p4/m, z10.b, z13.b
sqrshlr	z28.d, p3/m, z28.d, z18.d
sqrshlr	z24.h, p6/m, z24.h, z28.h
sqrshlr	z8.s, p3/m, z8.s, z28.s
sqrshl	z16.b, p2/m, z16.b, z1.b
sqrshl	z13.d, p6/m, z13.d, z0.d
sqrshl	z8.h, p7/m, z8.h, z15.h
sqrshl	z25.s, p6/m, z25.s, z27.s
sqrshrnb	z10.h, z11.s, #4
sqrshrnb	z7.s, z0.d, #3
sqrshrnb	z10.b, z13.h, #8
sqrshrnt	z4.h, z0.s, #8
sqrshrnt	z21.s, z2.d, #13
sqrshrnt	z16.b, z14.h, #8
sqrshrunb	z25.h, z11.s, #4
sqrshrunb	z11.s, z28.d, #21
sqrshrunb	z15.b, z4.h, #4
sqrshrunt	z23.h, z5.s, #1
sqrshrunt	z27.s, z28.d, #1
sqrshrunt	z8.b, z7.h, #2
sqshlr	z17.b, p4/m, z17.b, z20.b
sqshlr	z23.d, p1/m, z23.d, z15.d
sqshlr	z7.h, p1/m, z7.h, z22.h
sqshlr	z23.s, p5/m, z23.s, z14.s
sqshlu	z4.b, p6/m, z4.b, #0
sqshlu	z15.d, p1/m, z15.d, #34
sqshlu	z15.h, p7/m, z15.h, #9
sqshlu	z14.s, p0/m, z14.s, #6
sqshl	z25.b, p5/m, z25.b, #0
sqshl	z14.d, p3/m, z14.d, #56
sqshl	z0.h, p2/m, z0.h, #15
sqshl	z4.s, p1/m, z4.s, #3
sqshl	z12.b, p7/m, z12.b, z2.b
sqshl	z25.d, p6/m, z25.d, z5.d
sqshl	z6.h, p4/m, z6.h, z3.h
sqshl	z20.s, p0/m, z20.s, z24.s
sqshrnb	z28.h, z24.s, #1
sqshrnb	z1.s, z19.d, #5
sqshrnb	z13.b, z22.h, #1
sqshrnt	z6.h, z8.s, #15
sqshrnt	z25.s, z0.d, #29
sqshrnt	z24.b, z5.h, #8
sqshrunb	z20.h, z29.s, #12
sqshrunb	z29.s, z19.d, #23
sqshrunb	z1.b, z1.h, #1
sqshrunt	z1.h, z12.s, #8
sqshrunt	z7.s, z24.d, #11
sqshrunt	z24.b, z11.h, #8
sqsubr	z22.b, p0/m, z22.b, z6.b
sqsubr	z27.d, p4/m, z27.d, z18.d
sqsubr	z29.h, p5/m, z29.h, z19.h
sqsubr	z29.s, p1/m, z29.s, z17.s
sqsub	z10.b, p5/m, z10.b, z22.b
sqsub	z27.d, p0/m, z27.d, z8.d
sqsub	z13.h, p4/m, z13.h, z21.h
sqsub	z24.s, p4/m, z24.s, z25.s
sqxtnb	z16.h, z1.s
sqxtnb	z29.s, z21.d
sqxtnb	z27.b, z30.h
sqxtnt	z17.h, z14.s
sqxtnt	z24.s, z15.d
sqxtnt	z21.b, z8.h
sqxtunb	z4.h, z22.s
sqxtunb	z3.s, z31.d
sqxtunb	z26.b, z15.h
sqxtunt	z28.h, z27.s
sqxtunt	z19.s, z21.d
sqxtunt	z25.b, z1.h
srhadd	z18.b, p2/m, z18.b, z11.b
srhadd	z13.d, p6/m, z13.d, z31.d
srhadd	z11.h, p5/m, z11.h, z20.h
srhadd	z11.s, p4/m, z11.s, z28.s
sri	z24.b, z10.b, #3
sri	z30.d, z26.d, #36
sri	z1.h, z24.h, #1
sri	z3.s, z14.s, #18
srshlr	z8.b, p0/m, z8.b, z15.b
srshlr	z20.d, p3/m, z20.d, z11.d
srshlr	z8.h, p5/m, z8.h, z11.h
srshlr	z12.s, p4/m, z12.s, z0.s
srshl	z31.b, p6/m, z31.b, z4.b
srshl	z12.d, p7/m, z12.d, z0.d
srshl	z4.h, p5/m, z4.h, z7.h
srshl	z9.s, p2/m, z9.s, z19.s
srshr	z3.b, p1/m, z3.b, #7
srshr	z19.d, p1/m, z19.d, #25
srshr	z3.h, p7/m, z3.h, #15
srshr	z3.s, p3/m, z3.s, #27
srsra	z14.b, z19.b, #7
srsra	z4.d, z3.d, #9
srsra	z1.h, z10.h, #5
srsra	z2.s, z21.s, #8
sshllb	z27.s, z2.h, #10
sshllb	z20.d, z15.s, #0
sshllb	z15.h, z13.b, #0
sshllt	z29.s, z11.h, #4
sshllt	z20.d, z10.s, #14
sshllt	z23.h, z19.b, #5
ssra	z7.b, z16.b, #7
ssra	z23.d, z17.d, #51
ssra	z5.h, z10.h, #3
ssra	z30.s, z22.s, #29
ssublbt	z1.h, z8.b, z21.b
ssublbt	z21.s, z5.h, z23.h
ssublbt	z2.d, z27.s, z27.s
ssublb	z5.h, z8.b, z26.b
ssublb	z2.s, z6.h, z31.h
ssublb	z11.d, z25.s, z24.s
ssubltb	z22.h, z27.b, z4.b
ssubltb	z16.s, z31.h, z15.h
ssubltb	z12.d, z31.s, z9.s
ssublt	z30.h, z16.b, z7.b
ssublt	z21.s, z9.h, z5.h
ssublt	z15.d, z3.s, z12.s
ssubwb	z9.h, z8.h, z12.b
ssubwb	z29.s, z23.s, z8.h
ssubwb	z11.d, z1.d, z25.s
ssubwt	z12.h, z26.h, z7.b
ssubwt	z18.s, z11.s, z8.h
ssubwt	z18.d, z22.d, z25.s
subhnb	z30.b, z0.h, z10.h
subhnb	z1.h, z22.s, z31.s
subhnb	z11.s, z3.d, z5.d
subhnt	z18.b, z6.h, z11.h
subhnt	z30.h, z4.s, z3.s
subhnt	z16.s, z24.d, z24.d
suqadd	z3.b, p6/m, z3.b, z28.b
suqadd	z16.d, p3/m, z16.d, z30.d
suqadd	z22.h, p2/m, z22.h, z12.h
suqadd	z4.s, p1/m, z4.s, z10.s
tbl	z17.b, { z27.b, z28.b }, z28.b
tbl	z0.d, { z25.d, z26.d }, z14.d
tbl	z26.h, { z15.h, z16.h }, z13.h
tbl	z11.s, { z15.s, z16.s }, z18.s
tbx	z8.b, z1.b, z29.b
tbx	z7.d, z19.d, z9.d
tbx	z0.h, z11.h, z6.h
tbx	z5.s, z30.s, z26.s
uabalb	z30.h, z16.b, z6.b
uabalb	z13.s, z8.h, z2.h
uabalb	z30.d, z4.s, z20.s
uabalt	z10.h, z10.b, z1.b
uabalt	z21.s, z24.h, z25.h
uabalt	z12.d, z2.s, z31.s
uaba	z14.b, z21.b, z2.b
uaba	z1.d, z15.d, z13.d
uaba	z9.h, z23.h, z0.h
uaba	z1.s, z21.s, z1.s
uabdlb	z18.h, z28.b, z5.b
uabdlb	z22.s, z5.h, z2.h
uabdlb	z2.d, z26.s, z9.s
uabdlt	z5.h, z29.b, z28.b
uabdlt	z16.s, z25.h, z5.h
uabdlt	z18.d, z16.s, z17.s
uadalp	z28.h, p0/m, z22.b
uadalp	z7.s, p5/m, z18.h
uadalp	z9.d, p7/m, z20.s
uaddlb	z19.h, z13.b, z12.b
uaddlb	z23.s, z9.h, z9.h
uaddlb	z9.d, z17.s, z24.s
uaddlt	z16.h, z16.b, z22.b
uaddlt	z31.s, z25.h, z17.h
uaddlt	z4.d, z16.s, z19.s
uaddwb	z6.h, z13.h, z13.b
uaddwb	z8.s, z18.s, z22.h
uaddwb	z4.d, z5.d, z24.s
uaddwt	z10.h, z28.h, z28.b
uaddwt	z17.s, z16.s, z20.h
uaddwt	z25.d, z7.d, z5.s
uhadd	z9.b, p4/m, z9.b, z3.b
uhadd	z20.d, p6/m, z20.d, z5.d
uhadd	z29.h, p0/m, z29.h, z15.h
uhadd	z23.s, p6/m, z23.s, z4.s
uhsubr	z31.b, p0/m, z31.b, z31.b
uhsubr	z1.d, p6/m, z1.d, z9.d
uhsubr	z20.h, p6/m, z20.h, z30.h
uhsubr	z25.s, p5/m, z25.s, z26.s
uhsub	z7.b, p5/m, z7.b, z21.b
uhsub	z31.d, p6/m, z31.d, z23.d
uhsub	z17.h, p3/m, z17.h, z24.h
uhsub	z23.s, p2/m, z23.s, z8.s
umaxp	z12.b, p6/m, z12.b, z13.b
umaxp	z7.d, p5/m, z7.d, z0.d
umaxp	z17.h, p2/m, z17.h, z11.h
umaxp	z7.s, p4/m, z7.s, z21.s
uminp	z0.b, p3/m, z0.b, z18.b
uminp	z29.d, p7/m, z29.d, z24.d
uminp	z2.h, p5/m, z2.h, z12.h
uminp	z2.s, p3/m, z2.s, z9.s
umlalb	z26.d, z2.s, z5.s[2]
umlalb	z5.s, z8.h, z3.h[0]
umlalb	z30.h, z0.b, z28.b
umlalb	z28.s, z22.h, z7.h
umlalb	z17.d, z8.s, z2.s
umlalt	z11.d, z20.s, z15.s[1]
umlalt	z13.s, z29.h, z0.h[0]
umlalt	z2.h, z19.b, z16.b
umlalt	z25.s, z1.h, z10.h
umlalt	z19.d, z2.s, z7.s
umlslb	z16.d, z0.s, z6.s[0]
umlslb	z25.s, z30.h, z3.h[1]
umlslb	z1.h, z25.b, z5.b
umlslb	z11.s, z25.h, z24.h
umlslb	z15.d, z4.s, z7.s
umlslt	z28.d, z23.s, z12.s[1]
umlslt	z25.s, z29.h, z7.h[0]
umlslt	z14.h, z0.b, z11.b
umlslt	z24.s, z10.h, z4.h
umlslt	z22.d, z29.s, z23.s
umulh	z16.b, z3.b, z22.b
umulh	z20.d, z25.d, z23.d
umulh	z27.h, z27.h, z2.h
umulh	z1.s, z25.s, z4.s
umullb	z2.d, z26.s, z6.s[1]
umullb	z15.s, z27.h, z7.h[0]
umullb	z24.h, z0.b, z13.b
umullb	z23.s, z23.h, z12.h
umullb	z20.d, z24.s, z14.s
umullt	z19.d, z0.s, z1.s[1]
umullt	z9.s, z2.h, z7.h[1]
umullt	z14.h, z20.b, z22.b
umullt	z1.s, z6.h, z17.h
umullt	z30.d, z16.s, z3.s
uqadd	z22.b, p1/m, z22.b, z21.b
uqadd	z28.d, p0/m, z28.d, z17.d
uqadd	z16.h, p2/m, z16.h, z26.h
uqadd	z19.s, p5/m, z19.s, z22.s
uqrshlr	z7.b, p7/m, z7.b, z9.b
uqrshlr	z19.d, p0/m, z19.d, z12.d
uqrshlr	z19.h, p6/m, z19.h, z27.h
uqrshlr	z15.s, p3/m, z15.s, z16.s
uqrshl	z18.b, p3/m, z18.b, z29.b
uqrshl	z0.d, p7/m, z0.d, z9.d
uqrshl	z14.h, p1/m, z14.h, z28.h
uqrshl	z7.s, p3/m, z7.s, z7.s
uqrshrnb	z29.h, z0.s, #1
uqrshrnb	z15.s, z15.d, #30
uqrshrnb	z5.b, z19.h, #7
uqrshrnt	z1.h, z28.s, #10
uqrshrnt	z0.s, z25.d, #17
uqrshrnt	z4.b, z9.h, #7
uqshlr	z22.b, p2/m, z22.b, z23.b
uqshlr	z9.d, p7/m, z9.d, z17.d
uqshlr	z0.h, p1/m, z0.h, z31.h
uqshlr	z24.s, p5/m, z24.s, z13.s
uqshl	z26.b, p7/m, z26.b, #7
uqshl	z29.d, p7/m, z29.d, #5
uqshl	z29.h, p1/m, z29.h, #0
uqshl	z2.s, p1/m, z2.s, #12
uqshl	z12.b, p3/m, z12.b, z30.b
uqshl	z7.d, p7/m, z7.d, z5.d
uqshl	z15.h, p0/m, z15.h, z7.h
uqshl	z26.s, p1/m, z26.s, z6.s
uqshrnb	z1.h, z30.s, #11
uqshrnb	z22.s, z16.d, #27
uqshrnb	z24.b, z25.h, #8
uqshrnt	z12.h, z10.s, #5
uqshrnt	z21.s, z8.d, #1
uqshrnt	z17.b, z15.h, #6
uqsubr	z17.b, p1/m, z17.b, z27.b
uqsubr	z17.d, p2/m, z17.d, z24.d
uqsubr	z26.h, p2/m, z26.h, z6.h
uqsubr	z21.s, p3/m, z21.s, z23.s
uqsub	z15.b, p2/m, z15.b, z11.b
uqsub	z1.d, p2/m, z1.d, z26.d
uqsub	z7.h, p2/m, z7.h, z0.h
uqsub	z17.s, p0/m, z17.s, z3.s
uqxtnb	z18.h, z2.s
uqxtnb	z16.s, z30.d
uqxtnb	z20.b, z26.h
uqxtnt	z31.h, z25.s
uqxtnt	z26.s, z12.d
uqxtnt	z16.b, z27.h
urecpe	z18.s, p4/m, z11.s
urhadd	z26.b, p0/m, z26.b, z10.b
urhadd	z29.d, p2/m, z29.d, z31.d
urhadd	z3.h, p0/m, z3.h, z29.h
urhadd	z10.s, p5/m, z10.s, z25.s
urshlr	z23.b, p0/m, z23.b, z4.b
urshlr	z0.d, p6/m, z0.d, z26.d
urshlr	z29.h, p7/m, z29.h, z24.h
urshlr	z1.s, p5/m, z1.s, z9.s
urshl	z16.b, p4/m, z16.b, z24.b
urshl	z3.d, p4/m, z3.d, z28.d
urshl	z10.h, p7/m, z10.h, z13.h
urshl	z3.s, p2/m, z3.s, z15.s
urshr	z25.b, p6/m, z25.b, #5
urshr	z8.d, p7/m, z8.d, #1
urshr	z27.h, p7/m, z27.h, #13
urshr	z15.s, p5/m, z15.s, #6
ursqrte	z16.s, p7/m, z16.s
ursra	z16.b, z2.b, #7
ursra	z25.d, z21.d, #1
ursra	z28.h, z12.h, #3
ursra	z20.s, z22.s, #13
ushllb	z0.s, z24.h, #15
ushllb	z4.d, z16.s, #31
ushllb	z23.h, z11.b, #5
ushllt	z26.s, z15.h, #3
ushllt	z23.d, z12.s, #6
ushllt	z0.h, z3.b, #0
usqadd	z5.b, p7/m, z5.b, z28.b
usqadd	z21.d, p0/m, z21.d, z13.d
usqadd	z6.h, p5/m, z6.h, z20.h
usqadd	z10.s, p6/m, z10.s, z0.s
usra	z28.b, z8.b, #1
usra	z4.d, z5.d, #63
usra	z10.h, z12.h, #13
usra	z6.s, z5.s, #15
usublb	z31.h, z23.b, z15.b
usublb	z30.s, z11.h, z20.h
usublb	z7.d, z6.s, z3.s
usublt	z17.h, z5.b, z23.b
usublt	z2.s, z14.h, z23.h
usublt	z3.d, z18.s, z16.s
usubwb	z7.h, z27.h, z28.b
usubwb	z23.s, z22.s, z26.h
usubwb	z24.d, z10.d, z24.s
usubwt	z15.h, z1.h, z16.b
usubwt	z12.s, z9.s, z20.h
usubwt	z4.d, z28.d, z18.s
whilege	p0.b, w3, w26
whilege	p2.d, w5, w12
whilege	p5.h, w2, wzr
whilege	p5.s, w10, w29
whilege	p14.b, x21, x5
whilege	p4.d, xzr, x19
whilege	p0.h, x5, x10
whilege	p1.s, x28, x2
whilegt	p3.b, w11, w20
whilegt	p1.d, w17, w5
whilegt	p4.h, w0, w4
whilegt	p8.s, w0, w25
whilegt	p13.b, x8, x25
whilegt	p8.d, x29, x5
whilegt	p15.h, x10, x26
whilegt	p1.s, x16, x4
whilehi	p1.b, w10, w2
whilehi	p13.d, w30, w27
whilehi	p10.h, w17, w21
whilehi	p11.s, w5, w15
whilehi	p15.b, x27, x12
whilehi	p8.d, x8, x8
whilehi	p9.h, x7, xzr
whilehi	p6.s, x26, x6
whilehs	p14.b, w0, w5
whilehs	p0.d, w9, w17
whilehs	p2.h, w11, w26
whilehs	p1.s, w13, w30
whilehs	p11.b, x15, x3
whilehs	p5.d, x1, x19
whilehs	p11.h, x8, x17
whilehs	p0.s, x18, x20
whilerw	p9.b, x12, x5
whilerw	p5.d, xzr, x20
whilerw	p9.h, xzr, x5
whilerw	p7.s, x26, x16
whilewr	p5.b, x19, x10
whilewr	p13.d, x19, x19
whilewr	p15.h, x21, x12
whilewr	p14.s, x21, x14
xar	z25.b, z25.b, z10.b, #7
xar	z13.d, z13.d, z10.d, #1
xar	z15.h, z15.h, z26.h, #14
xar	z16.s, z16.s, z2.s, #1
