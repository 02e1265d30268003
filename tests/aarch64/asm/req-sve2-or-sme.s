// mattr: +sve2,+sme
// instructions llvm-mc 19 takes only with: sve2 or sme
adclb	z11.d, z4.d, z13.d
adclb	z7.s, z6.s, z22.s
adclt	z12.d, z12.d, z5.d
adclt	z21.s, z28.s, z5.s
addhnb	z8.b, z20.h, z9.h
addhnb	z18.h, z0.s, z12.s
addhnb	z0.s, z4.d, z26.d
addhnt	z4.b, z13.h, z13.h
addhnt	z21.h, z18.s, z23.s
addhnt	z29.s, z9.d, z1.d
addp	z3.b, p7/m, z3.b, z30.b
addp	z11.d, p2/m, z11.d, z4.d
addp	z30.h, p5/m, z30.h, z16.h
addp	z12.s, p7/m, z12.s, z10.s
bcax	z23.d, z23.d, z17.d, z3.d
bsl1n	z10.d, z10.d, z0.d, z11.d
bsl2n	z28.d, z28.d, z1.d, z22.d
bsl	z18.d, z18.d, z17.d, z15.d
cadd	z27.b, z27.b, z10.b, #90
cadd	z11.d, z11.d, z9.d, #90
cadd	z11.h, z11.h, z7.h, #90
cadd	z3.s, z3.s, z1.s, #90
cdot	z12.d, z0.h, z11.h[0], #270
cdot	z13.s, z24.b, z7.b[1], #0
cdot	z26.s, z14.b, z27.b, #90
cdot	z10.d, z3.h, z30.h, #90
cmla	z19.h, z26.h, z0.h[2], #90
cmla	z13.s, z14.s, z11.s[1], #90
cmla	z2.b, z22.b, z24.b, #180
cmla	z12.d, z19.d, z11.d, #270
cmla	z8.h, z17.h, z14.h, #0
cmla	z20.s, z29.s, z19.s, #0
eor3	z30.d, z30.d, z22.d, z22.d
eorbt	z26.b, z18.b, z17.b
eorbt	z18.d, z27.d, z10.d
eorbt	z3.h, z15.h, z18.h
eorbt	z16.s, z10.s, z14.s
eortb	z13.b, z17.b, z7.b
eortb	z25.d, z5.d, z30.d
eortb	z5.h, z24.h, z13.h
eortb	z4.s, z29.s, z11.s
ext	z22.b, { z11.b, z12.b }, #252
faddp	z14.d, p7/m, z14.d, z30.d
faddp	z23.h, p4/m, z23.h, z17.h
faddp	z18.s, p7/m, z18.s, z18.s
fcvtlt	z6.d, p2/m, z24.s
fcvtlt	z17.s, p1/m, z28.h
fcvtnt	z28.h, p0/m, z16.s
fcvtnt	z14.s, p6/m, z0.d
fcvtxnt	z15.s, p5/m, z5.d
fcvtx	z16.s, p6/m, z17.d
flogb	z12.d, p0/m, z10.d
flogb	z19.h, p0/m, z8.h
flogb	z12.s, p1/m, z4.s
fmaxnmp	z29.d, p2/m, z29.d, z7.d
fmaxnmp	z18.h, p5/m, z18.h, z5.h
fmaxnmp	z30.s, p1/m, z30.s, z27.s
fmaxp	z21.d, p0/m, z21.d, z14.d
fmaxp	z31.h, p0/m, z31.h, z0.h
fmaxp	z4.s, p2/m, z4.s, z8.s
fminnmp	z28.d, p5/m, z28.d, z19.d
fminnmp	z21.h, p3/m, z21.h, z22.h
fminnmp	z11.s, p5/m, z11.s, z29.s
fminp	z29.d, p4/m, z29.d, z18.d
fminp	z18.h, p0/m, z18.h, z1.h
fminp	z16.s, p0/m, z16.s, z15.s
fmlalb	z27.s, z24.h, z2.h[7]
fmlalb	z14.s, z14.h, z22.h
fmlalt	z16.s, z20.h, z7.h[4]
fmlalt	z21.s, z12.h, z0.h
fmlslb	z8.s, z20.h, z2.h[0]
fmlslb	z30.s, z9.h, z31.h
fmlslt	z14.s, z26.h, z0.h[7]
fmlslt	z8.s, z25.h, z10.h
mla	z13.d, z24.d, z5.d[0]
mla	z11.h, z5.h, z3.h[0]
mla	z14.s, z9.s, z2.s[3]
mls	z9.d, z18.d, z5.d[0]
mls	z14.h, z16.h, z3.h[0]
mls	z23.s, z3.s, z0.s[0]
mul	z31.d, z9.d, z2.d[1]
mul	z29.h, z9.h, z1.h[7]
mul	z30.s, z21.s, z6.s[3]
mul	z7.b, z9.b, z3.b
mul	z5.d, z14.d, z5.d
mul	z12.h, z14.h, z20.h
mul	z12.s, z11.s, z2.s
nbsl	z22.d, z22.d, z14.d, z14.d
pmullb	z5.d, z10.s, z10.s
pmullb	z6.h, z9.b, z23.b
pmullt	z31.d, z17.s, z17.s
pmullt	z25.h, z5.b, z5.b
pmul	z19.b, z1.b, z28.b
raddhnb	z10.b, z1.h, z27.h
raddhnb	z11.h, z17.s, z15.s
raddhnb	z31.s, z18.d, z25.d
raddhnt	z20.b, z5.h, z26.h
raddhnt	z22.h, z23.s, z2.s
raddhnt	z23.s, z13.d, z31.d
rshrnb	z14.h, z0.s, #4
rshrnb	z25.s, z23.d, #6
rshrnb	z1.b, z10.h, #8
rshrnt	z14.h, z21.s, #14
rshrnt	z12.s, z16.d, #18
rshrnt	z3.b, z16.h, #7
rsubhnb	z25.b, z18.h, z20.h
rsubhnb	z12.h, z12.s, z22.s
rsubhnb	z16.s, z30.d, z13.d
rsubhnt	z28.b, z20.h, z16.h
rsubhnt	z9.h, z18.s, z29.s
rsubhnt	z7.s, z17.d, z16.d
sabalb	z20.h, z11.b, z25.b
sabalb	z6.s, z23.h, z26.h
sabalb	z3.d, z17.s, z0.s
sabalt	z17.h, z29.b, z6.b
sabalt	z12.s, z26.h, z0.h
sabalt	z4.d, z27.s, z9.s
saba	z27.b, z18.b, z25.b
saba	z21.d, z1.d, z31.d
saba	z2.h, z16.h, z18.h
saba	z13.s, z2.s, z11.s
sabdlb	z11.h, z12.b, z11.b
sabdlb	z8.s, z11.h, z6.h
sabdlb	z27.d, z10.s, z26.s
sabdlt	z25.h, z29.b, z10.b
sabdlt	z21.s, z29.h, z1.h
sabdlt	z1.d, z15.s, z17.s
sadalp	z1.h, p2/m, z7.b
sadalp	z19.s, p7/m, z11.h
sadalp	z1.d, p0/m, z15.s
saddlbt	z23.h, z30.b, z0.b
saddlbt	z26.s, z22.h, z10.h
saddlbt	z26.d, z25.s, z10.s
saddlb	z28.h, z17.b, z31.b
saddlb	z16.s, z13.h, z16.h
saddlb	z29.d, z6.s, z24.s
saddlt	z25.h, z4.b, z18.b
saddlt	z18.s, z11.h, z14.h
saddlt	z0.d, z10.s, z2.s
saddwb	z14.h, z16.h, z17.b
saddwb	z22.s, z10.s, z22.h
saddwb	z28.d, z26.d, z10.s
saddwt	z17.h, z26.h, z23.b
saddwt	z1.s, z21.s, z4.h
saddwt	z13.d, z6.d, z15.s
sbclb	z13.d, z31.d, z16.d
sbclb	z8.s, z27.s, z27.s
sbclt	z17.d, z16.d, z31.d
sbclt	z14.s, z26.s, z23.s
shadd	z6.b, p2/m, z6.b, z8.b
shadd	z15.d, p3/m, z15.d, z19.d
shadd	z27.h, p0/m, z27.h, z21.h
shadd	z31.s, p5/m, z31.s, z3.s
shrnb	z30.h, z28.s, #10
shrnb	z5.s, z14.d, #27
shrnb	z25.b, z29.h, #2
shrnt	z28.h, z1.s, #10
shrnt	z16.s, z11.d, #1
shrnt	z26.b, z14.h, #1
shsubr	z29.b, p2/m, z29.b, z10.b
shsubr	z14.d, p2/m, z14.d, z31.d
shsubr	z25.h, p2/m, z25.h, z24.h
shsubr	z0.s, p3/m, z0.s, z2.s
shsub	z13.b, p7/m, z13.b, z8.b
shsub	z21.d, p6/m, z21.d, z24.d
shsub	z27.h, p7/m, z27.h, z25.h
shsub	z7.s, p2/m, z7.s, z29.s
sli	z27.b, z5.b, #7
sli	z2.d, z31.d, #0
sli	z17.h, z27.h, #6
sli	z13.s, z31.s, #17
smaxp	z1.b, p7/m, z1.b, z14.b
smaxp	z31.d, p0/m, z31.d, z27.d
smaxp	z30.h, p0/m, z30.h, z19.h
smaxp	z5.s, p0/m, z5.s, z10.s
sminp	z26.b, p7/m, z26.b, z14.b
sminp	z10.d, p6/m, z10.d, z18.d
sminp	z28.h, p6/m, z28.h, z21.h
sminp	z27.s, p1/m, z27.s, z23.s
smlalb	z28.d, z27.s, z14.s[2]
smlalb	z0.s, z17.h, z3.h[5]
smlalb	z14.h, z0.b, z0.b
smlalb	z17.s, z27.h, z27.h
smlalb	z22.d, z3.s, z1.s
smlalt	z27.d, z0.s, z6.s[1]
smlalt	z25.s, z28.h, z1.h[4]
smlalt	z19.h, z4.b, z12.b
smlalt	z15.s, z13.h, z13.h
smlalt	z4.d, z27.s, z15.s
smlslb	z8.d, z17.s, z5.s[3]
smlslb	z22.s, z18.h, z7.h[0]
smlslb	z6.h, z17.b, z16.b
smlslb	z18.s, z10.h, z31.h
smlslb	z0.d, z25.s, z3.s
smlslt	z19.d, z13.s, z11.s[2]
smlslt	z25.s, z30.h, z2.h[4]
smlslt	z17.h, z11.b, z27.b
smlslt	z24.s, z13.h, z16.h
smlslt	z2.d, z1.s, z31.s
smulh	z23.b, z29.b, z12.b
smulh	z29.d, z3.d, z5.d
smulh	z27.h, z6.h, z15.h
smulh	z3.s, z24.s, z31.s
smullb	z31.d, z8.s, z12.s[0]
smullb	z26.s, z28.h, z5.h[1]
smullb	z25.h, z10.b, z24.b
smullb	z16.s, z12.h, z22.h
smullb	z9.d, z28.s, z4.s
smullt	z27.d, z30.s, z8.s[1]
smullt	z13.s, z9.h, z5.h[0]
smullt	z10.h, z26.b, z31.b
smullt	z22.s, z4.h, z22.h
smullt	z5.d, z11.s, z5.s
splice	z22.b, p2, { z12.b, z13.b }
splice	z25.d, p5, { z21.d, z22.d }
splice	z8.h, p7, { z25.h, z26.h }
splice	z20.s, p2, { z12.s, z13.s }
sqabs	z29.b, p3/m, z7.b
sqabs	z17.d, p3/m, z7.d
sqabs	z31.h, p0/m, z10.h
sqabs	z12.s, p7/m, z8.s
sqadd	z31.b, p3/m, z31.b, z8.b
sqadd	z16.d, p1/m, z16.d, z13.d
sqadd	z17.h, p1/m, z17.h, z15.h
sqadd	z16.s, p6/m, z16.s, z20.s
sqcadd	z26.b, z26.b, z5.b, #90
sqcadd	z2.d, z2.d, z19.d, #270
sqcadd	z30.h, z30.h, z4.h, #90
sqcadd	z30.s, z30.s, z29.s, #90
sqdmlalbt	z8.h, z28.b, z3.b
sqdmlalbt	z5.s, z30.h, z16.h
sqdmlalbt	z5.d, z16.s, z15.s
sqdmlalb	z25.d, z29.s, z7.s[1]
sqdmlalb	z13.s, z28.h, z5.h[3]
sqdmlalb	z15.h, z13.b, z7.b
sqdmlalb	z15.s, z18.h, z13.h
sqdmlalb	z12.d, z27.s, z3.s
sqdmlalt	z29.d, z5.s, z2.s[3]
sqdmlalt	z26.s, z18.h, z2.h[0]
sqdmlalt	z12.h, z22.b, z3.b
sqdmlalt	z8.s, z11.h, z5.h
sqdmlalt	z11.d, z29.s, z19.s
sqdmlslbt	z0.h, z4.b, z29.b
sqdmlslbt	z17.s, z9.h, z30.h
sqdmlslbt	z21.d, z19.s, z17.s
sqdmlslb	z2.d, z8.s, z3.s[3]
sqdmlslb	z9.s, z8.h, z6.h[3]
sqdmlslb	z19.h, z17.b, z4.b
sqdmlslb	z29.s, z20.h, z6.h
sqdmlslb	z23.d, z23.s, z20.s
sqdmlslt	z0.d, z6.s, z5.s[0]
sqdmlslt	z23.s, z21.h, z3.h[5]
sqdmlslt	z25.h, z21.b, z2.b
sqdmlslt	z4.s, z24.h, z29.h
sqdmlslt	z4.d, z14.s, z5.s
sqdmulh	z12.d, z24.d, z12.d[0]
sqdmulh	z7.h, z8.h, z6.h[6]
sqdmulh	z4.s, z28.s, z6.s[3]
sqdmulh	z8.b, z19.b, z16.b
sqdmulh	z11.d, z2.d, z17.d
sqdmulh	z21.h, z12.h, z0.h
sqdmulh	z13.s, z10.s, z3.s
sqdmullb	z22.d, z8.s, z11.s[2]
sqdmullb	z31.s, z11.h, z5.h[0]
sqdmullb	z31.h, z20.b, z4.b
sqdmullb	z12.s, z9.h, z5.h
sqdmullb	z27.d, z31.s, z21.s
sqdmullt	z15.d, z5.s, z9.s[3]
sqdmullt	z28.s, z29.h, z4.h[7]
sqdmullt	z6.h, z26.b, z19.b
sqdmullt	z24.s, z9.h, z28.h
sqdmullt	z20.d, z16.s, z20.s
sqneg	z26.b, p5/m, z20.b
sqneg	z1.d, p7/m, z25.d
sqneg	z6.h, p3/m, z13.h
sqneg	z25.s, p3/m, z7.s
sqrdcmlah	z10.h, z12.h, z4.h[3], #270
sqrdcmlah	z2.s, z6.s, z11.s[1], #90
sqrdcmlah	z21.b, z27.b, z22.b, #0
sqrdcmlah	z1.d, z30.d, z22.d, #0
sqrdcmlah	z13.h, z7.h, z14.h, #0
sqrdcmlah	z21.s, z10.s, z2.s, #0
sqrdmlah	z2.d, z4.d, z1.d[0]
sqrdmlah	z24.h, z18.h, z7.h[4]
sqrdmlah	z3.s, z29.s, z2.s[3]
sqrdmlah	z9.b, z12.b, z29.b
sqrdmlah	z22.d, z25.d, z3.d
sqrdmlah	z0.h, z6.h, z17.h
sqrdmlah	z10.s, z0.s, z11.s
sqrdmlsh	z16.d, z21.d, z10.d[0]
sqrdmlsh	z9.h, z15.h, z3.h[1]
sqrdmlsh	z17.s, z21.s, z4.s[3]
sqrdmlsh	z25.b, z17.b, z26.b
sqrdmlsh	z8.d, z25.d, z16.d
sqrdmlsh	z1.h, z27.h, z21.h
sqrdmlsh	z10.s, z0.s, z13.s
sqrdmulh	z7.d, z5.d, z12.d[0]
sqrdmulh	z31.h, z29.h, z2.h[5]
sqrdmulh	z3.s, z22.s, z7.s[0]
sqrdmulh	z27.b, z23.b, z13.b
sqrdmulh	z5.d, z29.d, z8.d
sqrdmulh	z23.h, z20.h, z9.h
sqrdmulh	z28.s, z12.s, z8.s
sqrshlr	z2.b, p7/m, z2.b, z18.b
sqrshlr	z18.d, p6/m, z18.d, z10.d
sqrshlr	z21.h, p2/m, z21.h, z2.h
sqrshlr	z30.s, p4/m, z30.s, z16.s
sqrshl	z5.b, p4/m, z5.b, z23.b
sqrshl	z28.d, p3/m, z28.d, z15.d
sqrshl	z8.h, p4/m, z8.h, z2.h
sqrshl	z11.s, p2/m, z11.s, z18.s
sqrshrnb	z26.h, z3.s, #8
sqrshrnb	z17.s, z25.d, #22
sqrshrnb	z6.b, z23.h, #4
sqrshrnt	z28.h, z25.s, #4
sqrshrnt	z12.s, z21.d, #21
sqrshrnt	z18.b, z1.h, #1
sqrshrunb	z4.h, z27.s, #4
sqrshrunb	z16.s, z27.d, #1
sqrshrunb	z4.b, z23.h, #8
sqrshrunt	z29.h, z26.s, #6
sqrshrunt	z16.s, z23.d, #22
sqrshrunt	z19.b, z17.h, #2
sqshlr	z2.b, p2/m, z2.b, z12.b
sqshlr	z1.d, p5/m, z1.d, z30.d
sqshlr	z30.h, p6/m, z30.h, z13.h
sqshlr	z25.s, p4/m, z25.s, z22.s
sqshlu	z10.b, p6/m, z10.b, #7
sqshlu	z12.d, p2/m, z12.d, #63
sqshlu	z24.h, p5/m, z24.h, #3
sqshlu	z4.s, p3/m, z4.s, #19
sqshl	z17.b, p0/m, z17.b, #6
sqshl	z15.d, p2/m, z15.d, #38
sqshl	z20.h, p3/m, z20.h, #15
sqshl	z6.s, p7/m, z6.s, #0
sqshl	z5.b, p2/m, z5.b, z0.b
sqshl	z24.d, p4/m, z24.d, z22.d
sqshl	z21.h, p0/m, z21.h, z10.h
sqshl	z13.s, p3/m, z13.s, z1.s
sqshrnb	z6.h, z22.s, #16
sqshrnb	z2.s, z17.d, #1
sqshrnb	z0.b, z18.h, #4
sqshrnt	z28.h, z2.s, #3
sqshrnt	z11.s, z14.d, #31
sqshrnt	z4.b, z31.h, #1
sqshrunb	z2.h, z28.s, #9
sqshrunb	z2.s, z18.d, #1
sqshrunb	z16.b, z27.h, #4
sqshrunt	z18.h, z10.s, #15
sqshrunt	z23.s, z24.d, #10
sqshrunt	z7.b, z26.h, #8
sqsubr	z4.b, p7/m, z4.b, z16.b
sqsubr	z31.d, p0/m, z31.d, z8.d
sqsubr	z8.h, p1/m, z8.h, z3.h
sqsubr	z20.s, p2/m, z20.s, z31.s
sqsub	z1.b, p3/m, z1.b, z1.b
sqsub	z5.d, p2/m, z5.d, z24.d
sqsub	z7.h, p0/m, z7.h, z27.h
sqsub	z7.s, p6/m, z7.s, z4.s
sqxtnb	z3.h, z10.s
sqxtnb	z9.s, z27.d
sqxtnb	z27.b, z0.h
sqxtnt	z4.h, z19.s
sqxtnt	z19.s, z11.d
sqxtnt	z6.b, z16.h
sqxtunb	z25.h, z7.s
sqxtunb	z27.s, z12.d
sqxtunb	z15.b, z5.h
sqxtunt	z5.h, z6.s
sqxtunt	z18.s, z11.d
sqxtunt	z19.b, z18.h
srhadd	z5.b, p4/m, z5.b, z11.b
srhadd	z7.d, p2/m, z7.d, z5.d
srhadd	z20.h, p5/m, z20.h, z13.h
srhadd	z26.s, p5/m, z26.s, z14.s
sri	z8.b, z7.b, #1
sri	z27.d, z9.d, #37
sri	z10.h, z29.h, #1
sri	z13.s, z19.s, #4
srshlr	z15.b, p5/m, z15.b, z7.b
srshlr	z27.d, p4/m, z27.d, z18.d
srshlr	z21.h, p0/m, z21.h, z4.h
srshlr	z17.s, p7/m, z17.s, z10.s
srshl	z21.b, p7/m, z21.b, z5.b
srshl	z21.d, p3/m, z21.d, z24.d
srshl	z20.h, p0/m, z20.h, z14.h
srshl	z20.s, p2/m, z20.s, z14.s
srshr	z24.b, p5/m, z24.b, #3
srshr	z14.d, p0/m, z14.d, #62
srshr	z12.h, p0/m, z12.h, #14
srshr	z2.s, p2/m, z2.s, #16
srsra	z31.b, z8.b, #3
srsra	z21.d, z12.d, #50
srsra	z28.h, z24.h, #13
srsra	z15.s, z5.s, #20
sshllb	z9.s, z4.h, #3
sshllb	z7.d, z9.s, #0
sshllb	z24.h, z28.b, #0
sshllt	z16.s, z12.h, #5
sshllt	z15.d, z30.s, #29
sshllt	z4.h, z21.b, #3
ssra	z1.b, z26.b, #5
ssra	z22.d, z31.d, #45
ssra	z19.h, z27.h, #4
ssra	z28.s, z14.s, #31
ssublbt	z29.h, z4.b, z15.b
ssublbt	z11.s, z24.h, z6.h
ssublbt	z20.d, z22.s, z27.s
ssublb	z5.h, z0.b, z22.b
ssublb	z28.s, z7.h, z18.h
ssublb	z29.d, z16.s, z19.s
ssubltb	z10.h, z16.b, z9.b
ssubltb	z27.s, z18.h, z19.h
ssubltb	z22.d, z0.s, z0.s
ssublt	z20.h, z1.b, z4.b
ssublt	z6.s, z10.h, z22.h
ssublt	z15.d, z4.s, z0.s
ssubwb	z23.h, z21.h, z27.b
ssubwb	z8.s, z18.s, z20.h
ssubwb	z31.d, z13.d, z25.s
ssubwt	z25.h, z11.h, z8.b
ssubwt	z4.s, z27.s, z7.h
ssubwt	z29.d, z18.d, z29.s
subhnb	z12.b, z20.h, z28.h
subhnb	z29.h, z8.s, z6.s
subhnb	z23.s, z0.d, z22.d
subhnt	z30.b, z30.h, z2.h
subhnt	z3.h, z0.s, z18.s
subhnt	z24.s, z29.d, z7.d
suqadd	z21.b, p1/m, z21.b, z4.b
suqadd	z4.d, p0/m, z4.d, z12.d
suqadd	z15.h, p7/m, z15.h, z13.h
suqadd	z10.s, p3/m, z10.s, z1.s
tbl	z23.b, { z0.b, z1.b }, z13.b
tbl	z14.d, { z23.d, z24.d }, z9.d
tbl	z1.h, { z21.h, z22.h }, z20.h
tbl	z15.s, { z1.s, z2.s }, z4.s
tbx	z30.b, z3.b, z15.b
tbx	z6.d, z0.d, z25.d
tbx	z5.h, z14.h, z30.h
tbx	z7.s, z15.s, z19.s
uabalb	z29.h, z24.b, z17.b
uabalb	z4.s, z2.h, z26.h
uabalb	z26.d, z7.s, z17.s
uabalt	z23.h, z14.b, z26.b
uabalt	z28.s, z8.h, z15.h
uabalt	z19.d, z31.s, z8.s
uaba	z6.b, z4.b, z30.b
uaba	z4.d, z19.d, z0.d
uaba	z4.h, z8.h, z9.h
uaba	z25.s, z0.s, z24.s
uabdlb	z14.h, z18.b, z26.b
uabdlb	z2.s, z28.h, z30.h
uabdlb	z28.d, z20.s, z21.s
uabdlt	z6.h, z12.b, z23.b
uabdlt	z23.s, z8.h, z1.h
uabdlt	z7.d, z22.s, z9.s
uadalp	z23.h, p6/m, z26.b
uadalp	z21.s, p1/m, z29.h
uadalp	z22.d, p4/m, z29.s
uaddlb	z31.h, z17.b, z19.b
uaddlb	z25.s, z21.h, z29.h
uaddlb	z5.d, z0.s, z6.s
uaddlt	z21.h, z15.b, z30.b
uaddlt	z3.s, z15.h, z21.h
uaddlt	z10.d, z7.s, z27.s
uaddwb	z21.h, z9.h, z5.b
uaddwb	z15.s, z3.s, z12.h
uaddwb	z11.d, z9.d, z28.s
uaddwt	z12.h, z3.h, z2.b
uaddwt	z9.s, z0.s, z26.h
uaddwt	z13.d, z7.d, z30.s
uhadd	z10.b, p6/m, z10.b, z24.b
uhadd	z11.d, p2/m, z11.d, z7.d
uhadd	z8.h, p2/m, z8.h, z3.h
uhadd	z1.s, p2/m, z1.s, z22.s
uhsubr	z20.b, p6/m, z20.b, z26.b
uhsubr	z25.d, p6/m, z25.d, z24.d
uhsubr	z17.h, p0/m, z17.h, z10.h
uhsubr	z15.s, p6/m, z15.s, z19.s
uhsub	z10.b, p7/m, z10.b, z25.b
uhsub	z28.d, p4/m, z28.d, z26.d
uhsub	z31.h, p1/m, z31.h, z14.h
uhsub	z24.s, p4/m, z24.s, z24.s
umaxp	z9.b, p7/m, z9.b, z2.b
umaxp	z26.d, p3/m, z26.d, z25.d
umaxp	z26.h, p6/m, z26.h, z11.h
umaxp	z31.s, p4/m, z31.s, z3.s
uminp	z8.b, p6/m, z8.b, z21.b
uminp	z20.d, p2/m, z20.d, z19.d
uminp	z6.h, p1/m, z6.h, z14.h
uminp	z4.s, p6/m, z4.s, z6.s
umlalb	z6.d, z13.s, z4.s[0]
umlalb	z6.s, z31.h, z6.h[6]
umlalb	z13.h, z29.b, z5.b
umlalb	z5.s, z20.h, z27.h
umlalb	z30.d, z3.s, z9.s
umlalt	z26.d, z14.s, z14.s[3]
umlalt	z30.s, z14.h, z7.h[6]
umlalt	z9.h, z29.b, z2.b
umlalt	z19.s, z3.h, z5.h
umlalt	z29.d, z12.s, z18.s
umlslb	z10.d, z5.s, z2.s[1]
umlslb	z2.s, z14.h, z2.h[0]
umlslb	z5.h, z22.b, z25.b
umlslb	z2.s, z30.h, z12.h
umlslb	z1.d, z7.s, z16.s
umlslt	z22.d, z4.s, z1.s[0]
umlslt	z16.s, z8.h, z4.h[7]
umlslt	z1.h, z30.b, z30.b
umlslt	z3.s, z17.h, z23.h
umlslt	z1.d, z28.s, z5.s
umulh	z2.b, z7.b, z25.b
umulh	z26.d, z1.d, z11.d
umulh	z14.h, z6.h, z19.h
umulh	z30.s, z19.s, z27.s
umullb	z10.d, z0.s, z4.s[1]
umullb	z12.s, z4.h, z3.h[2]
umullb	z0.h, z11.b, z16.b
umullb	z23.s, z31.h, z20.h
umullb	z16.d, z31.s, z10.s
umullt	z3.d, z13.s, z11.s[0]
umullt	z17.s, z2.h, z0.h[4]
umullt	z15.h, z19.b, z22.b
umullt	z3.s, z20.h, z0.h
umullt	z21.d, z0.s, z22.s
uqadd	z2.b, p7/m, z2.b, z22.b
uqadd	z24.d, p3/m, z24.d, z19.d
uqadd	z29.h, p2/m, z29.h, z14.h
uqadd	z18.s, p7/m, z18.s, z29.s
uqrshlr	z14.b, p2/m, z14.b, z13.b
uqrshlr	z8.d, p2/m, z8.d, z31.d
uqrshlr	z11.h, p6/m, z11.h, z28.h
uqrshlr	z13.s, p4/m, z13.s, z11.s
uqrshl	z9.b, p3/m, z9.b, z0.b
uqrshl	z1.d, p5/m, z1.d, z0.d
uqrshl	z27.h, p6/m, z27.h, z29.h
uqrshl	z1.s, p1/m, z1.s, z21.s
uqrshrnb	z11.h, z15.s, #7
uqrshrnb	z0.s, z18.d, #14
uqrshrnb	z1.b, z27.h, #5
uqrshrnt	z17.h, z6.s, #6
uqrshrnt	z7.s, z29.d, #26
uqrshrnt	z26.b, z0.h, #1
uqshlr	z13.b, p7/m, z13.b, z19.b
uqshlr	z20.d, p0/m, z20.d, z16.d
uqshlr	z10.h, p6/m, z10.h, z30.h
uqshlr	z3.s, p3/m, z3.s, z15.s
uqshl	z15.b, p4/m, z15.b, #0
uqshl	z19.d, p4/m, z19.d, #57
uqshl	z16.h, p3/m, z16.h, #4
uqshl	z15.s, p1/m, z15.s, #15
uqshl	z27.b, p1/m, z27.b, z19.b
uqshl	z31.d, p6/m, z31.d, z7.d
uqshl	z25.h, p3/m, z25.h, z28.h
uqshl	z30.s, p0/m, z30.s, z26.s
uqshrnb	z3.h, z2.s, #1
uqshrnb	z2.s, z20.d, #28
uqshrnb	z25.b, z27.h, #6
uqshrnt	z17.h, z13.s, #8
uqshrnt	z23.s, z17.d, #5
uqshrnt	z28.b, z7.h, #4
uqsubr	z30.b, p4/m, z30.b, z31.b
uqsubr	z1.d, p4/m, z1.d, z10.d
uqsubr	z23.h, p6/m, z23.h, z9.h
uqsubr	z16.s, p2/m, z16.s, z10.s
uqsub	z5.b, p3/m, z5.b, z30.b
uqsub	z3.d, p1/m, z3.d, z15.d
uqsub	z31.h, p5/m, z31.h, z5.h
uqsub	z10.s, p4/m, z10.s, z12.s
uqxtnb	z3.h, z17.s
uqxtnb	z24.s, z3.d
uqxtnb	z3.b, z31.h
uqxtnt	z8.h, z3.s
uqxtnt	z12.s, z15.d
uqxtnt	z7.b, z22.h
urecpe	z5.s, p4/m, z28.s
urhadd	z21.b, p7/m, z21.b, z7.b
urhadd	z14.d, p7/m, z14.d, z17.d
urhadd	z0.h, p7/m, z0.h, z6.h
urhadd	z19.s, p7/m, z19.s, z28.s
urshlr	z30.b, p5/m, z30.b, z13.b
urshlr	z17.d, p5/m, z17.d, z31.d
urshlr	z28.h, p1/m, z28.h, z2.h
urshlr	z3.s, p1/m, z3.s, z31.s
urshl	z27.b, p0/m, z27.b, z24.b
urshl	z28.d, p0/m, z28.d, z3.d
urshl	z16.h, p1/m, z16.h, z8.h
urshl	z26.s, p3/m, z26.s, z3.s
urshr	z4.b, p0/m, z4.b, #1
urshr	z13.d, p5/m, z13.d, #1
urshr	z3.h, p6/m, z3.h, #1
urshr	z17.s, p1/m, z17.s, #31
ursqrte	z14.s, p6/m, z21.s
ursra	z10.b, z3.b, #2
ursra	z6.d, z29.d, #45
ursra	z26.h, z12.h, #5
ursra	z3.s, z5.s, #3
ushllb	z0.s, z28.h, #10
ushllb	z18.d, z15.s, #0
ushllb	z25.h, z4.b, #0
ushllt	z4.s, z5.h, #15
ushllt	z1.d, z4.s, #0
ushllt	z31.h, z24.b, #0
usqadd	z29.b, p6/m, z29.b, z13.b
usqadd	z2.d, p1/m, z2.d, z17.d
usqadd	z28.h, p5/m, z28.h, z4.h
usqadd	z15.s, p4/m, z15.s, z4.s
usra	z15.b, z7.b, #5
usra	z9.d, z1.d, #1
usra	z0.h, z13.h, #4
usra	z16.s, z17.s, #12
usublb	z6.h, z17.b, z0.b
usublb	z12.s, z9.h, z21.h
usublb	z8.d, z8.s, z28.s
usublt	z3.h, z18.b, z18.b
usublt	z10.s, z10.h, z26.h
usublt	z19.d, z5.s, z13.s
usubwb	z22.h, z11.h, z2.b
usubwb	z21.s, z5.s, z8.h
usubwb	z2.d, z4.d, z25.s
usubwt	z8.h, z23.h, z10.b
usubwt	z0.s, z1.s, z31.h
usubwt	z3.d, z19.d, z2.s
whilege	p15.b, w30, w26
whilege	p13.d, w3, w6
whilege	p4.h, w3, w17
whilege	p4.s, w23, w25
whilege	p2.b, x5, x27
whilege	p8.d, x15, x2
whilege	p2.h, x21, x0
whilege	p12.s, x7, x24
whilegt	p15.b, w29, w27
whilegt	p6.d, w6, w20
whilegt	p6.h, w7, w17
whilegt	p2.s, w2, w3
whilegt	p5.b, x26, x19
whilegt	p7.d, x21, x24
whilegt	p5.h, x24, x7
whilegt	p10.s, x20, x29
whilehi	p14.b, w21, w10
whilehi	p14.d, w8, w21
whilehi	p6.h, w7, w18
whilehi	p2.s, w27, w19
whilehi	p0.b, x19, x4
whilehi	p9.d, x4, x7
whilehi	p1.h, x3, x29
whilehi	p7.s, x7, x30
whilehs	p14.b, w9, w21
whilehs	p2.d, w12, wzr
whilehs	p12.h, w0, w6
whilehs	p8.s, w3, w27
whilehs	p2.b, x3, x10
whilehs	p3.d, x9, x3
whilehs	p14.h, x17, x7
whilehs	p10.s, x13, x14
whilerw	p4.b, x21, x26
whilerw	p8.d, x20, x16
whilerw	p15.h, x29, x8
whilerw	p5.s, x0, x24
whilewr	p14.b, x0, x3
whilewr	p5.d, x26, x14
whilewr	p8.h, x4, x27
whilewr	p0.s, x7, x9
xar	z6.b, z6.b, z1.b, #5
xar	z30.d, z30.d, z12.d, #31
xar	z13.h, z13.h, z15.h, #6
xar	z29.s, z29.s, z2.s, #10
