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
tbl	z18.b, { z13.b, z14.b }, z18.b
tbl	z0.d, { z24.d, z25.d }, z17.d
tbl	z4.h, { z14.h, z15.h }, z23.h
tbl	z28.s, { z11.s, z12.s }, z17.s
tbx	z9.b, z7.b, z11.b
tbx	z6.d, z31.d, z30.d
tbx	z26.h, z3.h, z6.h
tbx	z9.s, z17.s, z8.s
uabalb	z2.h, z20.b, z4.b
uabalb	z20.s, z6.h, z10.h
uabalb	z1.d, z7.s, z24.s
uabalt	z25.h, z24.b, z2.b
uabalt	z31.s, z17.h, z12.h
uabalt	z25.d, z30.s, z3.s
uaba	z13.b, z15.b, z23.b
uaba	z0.d, z3.d, z21.d
uaba	z1.h, z2.h, z21.h
uaba	z18.s, z17.s, z14.s
uabdlb	z26.h, z9.b, z5.b
uabdlb	z29.s, z28.h, z16.h
uabdlb	z25.d, z5.s, z18.s
uabdlt	z16.h, z17.b, z17.b
uabdlt	z16.s, z20.h, z5.h
uabdlt	z21.d, z4.s, z25.s
uadalp	z18.h, p1/m, z29.b
uadalp	z20.s, p4/m, z17.h
uadalp	z20.d, p7/m, z22.s
uaddlb	z17.h, z24.b, z15.b
uaddlb	z15.s, z17.h, z29.h
uaddlb	z26.d, z4.s, z21.s
uaddlt	z16.h, z19.b, z28.b
uaddlt	z24.s, z3.h, z23.h
uaddlt	z21.d, z10.s, z30.s
uaddwb	z5.h, z24.h, z10.b
uaddwb	z28.s, z28.s, z17.h
uaddwb	z16.d, z20.d, z25.s
uaddwt	z7.h, z5.h, z19.b
uaddwt	z7.s, z8.s, z11.h
uaddwt	z11.d, z24.d, z2.s
uhadd	z10.b, p1/m, z10.b, z23.b
uhadd	z26.d, p3/m, z26.d, z6.d
uhadd	z26.h, p2/m, z26.h, z10.h
uhadd	z3.s, p5/m, z3.s, z13.s
uhsubr	z6.b, p3/m, z6.b, z12.b
uhsubr	z21.d, p0/m, z21.d, z26.d
uhsubr	z11.h, p7/m, z11.h, z26.h
uhsubr	z31.s, p0/m, z31.s, z4.s
uhsub	z9.b, p5/m, z9.b, z30.b
uhsub	z30.d, p6/m, z30.d, z20.d
uhsub	z26.h, p1/m, z26.h, z25.h
uhsub	z21.s, p7/m, z21.s, z19.s
umaxp	z23.b, p4/m, z23.b, z19.b
umaxp	z18.d, p7/m, z18.d, z31.d
umaxp	z24.h, p3/m, z24.h, z27.h
umaxp	z13.s, p1/m, z13.s, z14.s
uminp	z21.b, p2/m, z21.b, z9.b
uminp	z5.d, p4/m, z5.d, z3.d
uminp	z28.h, p0/m, z28.h, z11.h
uminp	z18.s, p7/m, z18.s, z3.s
umlalb	z13.d, z14.s, z2.s[0]
umlalb	z28.s, z28.h, z7.h[5]
umlalb	z7.h, z1.b, z8.b
umlalb	z2.s, z19.h, z19.h
umlalb	z21.d, z19.s, z9.s
umlalt	z14.d, z3.s, z2.s[0]
umlalt	z14.s, z16.h, z6.h[0]
umlalt	z10.h, z25.b, z2.b
umlalt	z7.s, z0.h, z14.h
umlalt	z24.d, z16.s, z17.s
umlslb	z13.d, z14.s, z3.s[0]
umlslb	z19.s, z5.h, z2.h[6]
umlslb	z24.h, z13.b, z4.b
umlslb	z7.s, z14.h, z17.h
umlslb	z8.d, z23.s, z14.s
umlslt	z31.d, z28.s, z15.s[0]
umlslt	z31.s, z11.h, z6.h[7]
umlslt	z4.h, z14.b, z29.b
umlslt	z23.s, z5.h, z17.h
umlslt	z17.d, z12.s, z31.s
umulh	z27.b, z2.b, z1.b
umulh	z25.d, z4.d, z7.d
umulh	z1.h, z27.h, z2.h
umulh	z26.s, z13.s, z12.s
umullb	z29.d, z11.s, z0.s[0]
umullb	z13.s, z23.h, z5.h[5]
umullb	z24.h, z14.b, z19.b
umullb	z0.s, z3.h, z1.h
umullb	z22.d, z9.s, z2.s
umullt	z28.d, z13.s, z2.s[2]
umullt	z22.s, z1.h, z1.h[7]
umullt	z16.h, z3.b, z24.b
umullt	z23.s, z25.h, z18.h
umullt	z28.d, z16.s, z20.s
uqadd	z17.b, p4/m, z17.b, z7.b
uqadd	z26.d, p4/m, z26.d, z11.d
uqadd	z22.h, p4/m, z22.h, z27.h
uqadd	z9.s, p4/m, z9.s, z17.s
uqrshlr	z7.b, p6/m, z7.b, z26.b
uqrshlr	z31.d, p2/m, z31.d, z16.d
uqrshlr	z31.h, p1/m, z31.h, z8.h
uqrshlr	z30.s, p3/m, z30.s, z28.s
uqrshl	z2.b, p7/m, z2.b, z28.b
uqrshl	z31.d, p6/m, z31.d, z7.d
uqrshl	z24.h, p5/m, z24.h, z0.h
uqrshl	z8.s, p6/m, z8.s, z14.s
uqrshrnb	z3.h, z21.s, #1
uqrshrnb	z27.s, z16.d, #2
uqrshrnb	z22.b, z25.h, #1
uqrshrnt	z11.h, z31.s, #15
uqrshrnt	z27.s, z27.d, #32
uqrshrnt	z10.b, z6.h, #2
uqshlr	z29.b, p5/m, z29.b, z10.b
uqshlr	z23.d, p2/m, z23.d, z27.d
uqshlr	z17.h, p0/m, z17.h, z0.h
uqshlr	z31.s, p6/m, z31.s, z4.s
uqshl	z13.b, p6/m, z13.b, #7
uqshl	z28.d, p7/m, z28.d, #3
uqshl	z2.h, p7/m, z2.h, #0
uqshl	z7.s, p6/m, z7.s, #21
uqshl	z7.b, p2/m, z7.b, z29.b
uqshl	z8.d, p4/m, z8.d, z26.d
uqshl	z19.h, p4/m, z19.h, z30.h
uqshl	z18.s, p2/m, z18.s, z24.s
uqshrnb	z0.h, z1.s, #6
uqshrnb	z21.s, z22.d, #27
uqshrnb	z26.b, z24.h, #5
uqshrnt	z29.h, z12.s, #1
uqshrnt	z8.s, z26.d, #28
uqshrnt	z28.b, z1.h, #4
uqsubr	z13.b, p1/m, z13.b, z24.b
uqsubr	z26.d, p6/m, z26.d, z15.d
uqsubr	z8.h, p0/m, z8.h, z1.h
uqsubr	z11.s, p3/m, z11.s, z7.s
uqsub	z25.b, p6/m, z25.b, z13.b
uqsub	z1.d, p2/m, z1.d, z31.d
uqsub	z19.h, p5/m, z19.h, z18.h
uqsub	z20.s, p1/m, z20.s, z0.s
uqxtnb	z13.h, z13.s
uqxtnb	z26.s, z18.d
uqxtnb	z29.b, z18.h
uqxtnt	z27.h, z11.s
uqxtnt	z12.s, z2.d
uqxtnt	z0.b, z3.h
urecpe	z13.s, p2/m, z28.s
urhadd	z25.b, p0/m, z25.b, z23.b
urhadd	z3.d, p4/m, z3.d, z0.d
urhadd	z24.h, p3/m, z24.h, z29.h
urhadd	z28.s, p2/m, z28.s, z1.s
urshlr	z22.b, p7/m, z22.b, z1.b
urshlr	z24.d, p4/m, z24.d, z26.d
urshlr	z6.h, p4/m, z6.h, z31.h
urshlr	z24.s, p7/m, z24.s, z19.s
urshl	z4.b, p0/m, z4.b, z1.b
urshl	z6.d, p2/m, z6.d, z5.d
urshl	z13.h, p6/m, z13.h, z27.h
urshl	z27.s, p0/m, z27.s, z2.s
urshr	z10.b, p2/m, z10.b, #2
urshr	z1.d, p3/m, z1.d, #13
urshr	z26.h, p0/m, z26.h, #1
urshr	z9.s, p3/m, z9.s, #11
ursqrte	z7.s, p5/m, z18.s
ursra	z16.b, z0.b, #2
ursra	z9.d, z19.d, #24
ursra	z26.h, z8.h, #13
ursra	z19.s, z29.s, #32
ushllb	z17.s, z5.h, #10
ushllb	z7.d, z27.s, #2
ushllb	z15.h, z18.b, #0
ushllt	z8.s, z4.h, #0
ushllt	z26.d, z7.s, #30
ushllt	z15.h, z20.b, #4
usqadd	z12.b, p4/m, z12.b, z26.b
usqadd	z21.d, p7/m, z21.d, z8.d
usqadd	z31.h, p6/m, z31.h, z13.h
usqadd	z3.s, p6/m, z3.s, z5.s
usra	z20.b, z4.b, #1
usra	z24.d, z21.d, #28
usra	z7.h, z30.h, #2
usra	z1.s, z17.s, #20
usublb	z12.h, z13.b, z26.b
usublb	z11.s, z7.h, z26.h
usublb	z22.d, z24.s, z19.s
usublt	z8.h, z29.b, z11.b
usublt	z15.s, z7.h, z10.h
usublt	z11.d, z18.s, z11.s
usubwb	z12.h, z7.h, z3.b
usubwb	z5.s, z15.s, z7.h
usubwb	z27.d, z6.d, z11.s
usubwt	z12.h, z25.h, z3.b
usubwt	z21.s, z1.s, z10.h
usubwt	z12.d, z13.d, z26.s
whilege	p11.b, w11, w11
whilege	p9.d, w24, w4
whilege	p13.h, wzr, w23
whilege	p2.s, w24, wzr
whilege	p9.b, x9, x15
whilege	p12.d, x13, x23
whilege	p11.h, x13, x4
whilege	p12.s, x14, x27
whilegt	p7.b, w27, w12
whilegt	p15.d, w0, w13
whilegt	p4.h, w26, w11
whilegt	p9.s, w0, w14
whilegt	p6.b, x30, x20
whilegt	p12.d, x16, x26
whilegt	p2.h, x11, x13
whilegt	p2.s, x22, x17
whilehi	p8.b, w29, w19
whilehi	p9.d, w30, w23
whilehi	p1.h, w29, w4
whilehi	p2.s, w9, w6
whilehi	p13.b, x23, x0
whilehi	p2.d, x14, x22
whilehi	p6.h, x17, x4
whilehi	p2.s, x26, x25
whilehs	p13.b, w20, w20
whilehs	p10.d, w5, w26
whilehs	p10.h, w18, w22
whilehs	p9.s, w19, w10
whilehs	p0.b, x22, x28
whilehs	p8.d, x29, xzr
whilehs	p1.h, x6, x26
whilehs	p9.s, x3, x4
whilerw	p12.b, x12, x13
whilerw	p2.d, x19, x23
whilerw	p9.h, x11, x23
whilerw	p12.s, x24, x28
whilewr	p4.b, x25, x19
whilewr	p11.d, x24, x27
whilewr	p15.h, x28, x2
whilewr	p10.s, x12, x24
xar	z1.b, z1.b, z4.b, #1
xar	z13.d, z13.d, z8.d, #8
xar	z15.h, z15.h, z31.h, #14
xar	z10.s, z10.s, z15.s, #13
