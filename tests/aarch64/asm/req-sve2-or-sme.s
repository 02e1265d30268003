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
addp	z21.b, p2/m, z21.b, z30.b
addp	z23.d, p3/m, z23.d, z18.d
addp	z22.h, p5/m, z22.h, z8.h
addp	z29.s, p7/m, z29.s, z1.s
bcax	z12.d, z12.d, z6.d, z7.d
bsl1n	z31.d, z31.d, z14.d, z9.d
bsl2n	z25.d, z25.d, z31.d, z2.d
bsl	z7.d, z7.d, z28.d, z3.d
cadd	z15.b, z15.b, z31.b, #270
cadd	z15.d, z15.d, z19.d, #90
cadd	z31.h, z31.h, z6.h, #270
cadd	z16.s, z16.s, z11.s, #90
cdot	z20.d, z9.h, z4.h[0], #90
cdot	z7.s, z16.b, z4.b[2], #0
cdot	z4.s, z30.b, z0.b, #0
cdot	z13.d, z9.h, z6.h, #90
cmla	z17.h, z25.h, z2.h[3], #0
cmla	z26.s, z7.s, z8.s[1], #180
cmla	z29.b, z2.b, z31.b, #180
cmla	z14.d, z7.d, z0.d, #0
cmla	z27.h, z27.h, z15.h, #0
cmla	z23.s, z15.s, z31.s, #90
eor3	z5.d, z5.d, z7.d, z31.d
eorbt	z27.b, z11.b, z0.b
eorbt	z17.d, z21.d, z29.d
eorbt	z18.h, z2.h, z8.h
eorbt	z22.s, z0.s, z7.s
eortb	z2.b, z21.b, z25.b
eortb	z3.d, z22.d, z16.d
eortb	z17.h, z1.h, z29.h
eortb	z27.s, z2.s, z7.s
ext	z19.b, { z15.b, z16.b }, #223
faddp	z9.d, p6/m, z9.d, z0.d
faddp	z0.h, p3/m, z0.h, z1.h
faddp	z17.s, p0/m, z17.s, z23.s
fcvtlt	z7.d, p5/m, z11.s
fcvtlt	z30.s, p2/m, z13.h
fcvtnt	z12.h, p3/m, z4.s
fcvtnt	z14.s, p6/m, z5.d
fcvtxnt	z5.s, p0/m, z9.d
fcvtx	z23.s, p0/m, z16.d
flogb	z0.d, p3/m, z2.d
flogb	z7.h, p7/m, z13.h
flogb	z2.s, p1/m, z16.s
fmaxnmp	z14.d, p5/m, z14.d, z15.d
fmaxnmp	z14.h, p7/m, z14.h, z9.h
fmaxnmp	z18.s, p2/m, z18.s, z0.s
fmaxp	z9.d, p0/m, z9.d, z6.d
fmaxp	z18.h, p0/m, z18.h, z5.h
fmaxp	z6.s, p4/m, z6.s, z10.s
fminnmp	z24.d, p1/m, z24.d, z20.d
fminnmp	z27.h, p0/m, z27.h, z24.h
fminnmp	z28.s, p3/m, z28.s, z20.s
fminp	z6.d, p6/m, z6.d, z20.d
fminp	z23.h, p3/m, z23.h, z31.h
fminp	z10.s, p7/m, z10.s, z23.s
fmlalb	z24.s, z5.h, z3.h[2]
fmlalb	z13.s, z22.h, z15.h
fmlalt	z19.s, z16.h, z5.h[7]
fmlalt	z21.s, z2.h, z27.h
fmlslb	z21.s, z9.h, z4.h[5]
fmlslb	z12.s, z8.h, z13.h
fmlslt	z14.s, z21.h, z6.h[6]
fmlslt	z15.s, z6.h, z3.h
mla	z1.d, z3.d, z7.d[0]
mla	z28.h, z5.h, z2.h[5]
mla	z4.s, z19.s, z3.s[3]
mls	z24.d, z27.d, z3.d[1]
mls	z11.h, z23.h, z0.h[3]
mls	z20.s, z13.s, z4.s[1]
mul	z20.d, z4.d, z2.d[0]
mul	z29.h, z6.h, z3.h[3]
mul	z31.s, z9.s, z1.s[1]
mul	z25.b, z30.b, z23.b
mul	z26.d, z17.d, z27.d
mul	z19.h, z22.h, z25.h
mul	z12.s, z7.s, z2.s
nbsl	z12.d, z12.d, z20.d, z12.d
pmullb	z2.d, z24.s, z19.s
pmullb	z13.h, z11.b, z5.b
pmullt	z11.d, z31.s, z16.s
pmullt	z24.h, z12.b, z30.b
pmul	z1.b, z1.b, z17.b
raddhnb	z17.b, z5.h, z5.h
raddhnb	z16.h, z29.s, z18.s
raddhnb	z17.s, z22.d, z29.d
raddhnt	z10.b, z29.h, z30.h
raddhnt	z8.h, z27.s, z10.s
raddhnt	z25.s, z12.d, z2.d
rshrnb	z16.h, z9.s, #9
rshrnb	z17.s, z14.d, #8
rshrnb	z17.b, z0.h, #8
rshrnt	z0.h, z30.s, #10
rshrnt	z25.s, z14.d, #1
rshrnt	z2.b, z16.h, #4
rsubhnb	z1.b, z15.h, z2.h
rsubhnb	z4.h, z3.s, z27.s
rsubhnb	z26.s, z25.d, z22.d
rsubhnt	z24.b, z10.h, z19.h
rsubhnt	z12.h, z9.s, z19.s
rsubhnt	z15.s, z15.d, z23.d
sabalb	z1.h, z12.b, z9.b
sabalb	z8.s, z15.h, z16.h
sabalb	z25.d, z18.s, z18.s
sabalt	z11.h, z0.b, z10.b
sabalt	z2.s, z1.h, z0.h
sabalt	z13.d, z28.s, z3.s
saba	z5.b, z4.b, z29.b
saba	z6.d, z14.d, z16.d
saba	z17.h, z10.h, z22.h
saba	z28.s, z10.s, z17.s
sabdlb	z11.h, z10.b, z13.b
sabdlb	z10.s, z31.h, z16.h
sabdlb	z8.d, z9.s, z27.s
sabdlt	z27.h, z17.b, z19.b
sabdlt	z16.s, z31.h, z14.h
sabdlt	z31.d, z26.s, z23.s
sadalp	z27.h, p7/m, z6.b
sadalp	z30.s, p0/m, z0.h
sadalp	z12.d, p3/m, z30.s
saddlbt	z8.h, z22.b, z22.b
saddlbt	z14.s, z7.h, z8.h
saddlbt	z21.d, z5.s, z11.s
saddlb	z16.h, z16.b, z9.b
saddlb	z15.s, z3.h, z27.h
saddlb	z5.d, z16.s, z24.s
saddlt	z31.h, z5.b, z20.b
saddlt	z27.s, z7.h, z21.h
saddlt	z2.d, z13.s, z8.s
saddwb	z25.h, z9.h, z14.b
saddwb	z5.s, z10.s, z10.h
saddwb	z27.d, z14.d, z0.s
saddwt	z26.h, z5.h, z16.b
saddwt	z8.s, z31.s, z1.h
saddwt	z8.d, z22.d, z21.s
sbclb	z13.d, z20.d, z26.d
sbclb	z21.s, z28.s, z30.s
sbclt	z16.d, z29.d, z6.d
sbclt	z23.s, z22.s, z6.s
shadd	z8.b, p0/m, z8.b, z21.b
shadd	z20.d, p1/m, z20.d, z6.d
shadd	z26.h, p7/m, z26.h, z24.h
shadd	z22.s, p6/m, z22.s, z15.s
shrnb	z4.h, z5.s, #7
shrnb	z10.s, z10.d, #31
shrnb	z20.b, z18.h, #5
shrnt	z27.h, z11.s, #8
shrnt	z28.s, z21.d, #12
shrnt	z25.b, z14.h, #7
shsubr	z12.b, p2/m, z12.b, z17.b
shsubr	z18.d, p1/m, z18.d, z3.d
shsubr	z4.h, p5/m, z4.h, z11.h
shsubr	z5.s, p0/m, z5.s, z5.s
shsub	z14.b, p2/m, z14.b, z7.b
shsub	z3.d, p1/m, z3.d, z25.d
shsub	z26.h, p5/m, z26.h, z23.h
shsub	z29.s, p4/m, z29.s, z22.s
sli	z7.b, z6.b, #5
sli	z13.d, z4.d, #31
sli	z9.h, z20.h, #8
sli	z24.s, z27.s, #0
smaxp	z17.b, p3/m, z17.b, z12.b
smaxp	z8.d, p4/m, z8.d, z17.d
smaxp	z11.h, p0/m, z11.h, z1.h
smaxp	z19.s, p2/m, z19.s, z4.s
sminp	z19.b, p3/m, z19.b, z26.b
sminp	z14.d, p0/m, z14.d, z29.d
sminp	z6.h, p2/m, z6.h, z29.h
sminp	z25.s, p7/m, z25.s, z7.s
smlalb	z16.d, z17.s, z14.s[3]
smlalb	z24.s, z13.h, z4.h[0]
smlalb	z1.h, z17.b, z3.b
smlalb	z13.s, z28.h, z29.h
smlalb	z12.d, z2.s, z20.s
smlalt	z10.d, z28.s, z4.s[2]
smlalt	z25.s, z25.h, z0.h[0]
smlalt	z8.h, z4.b, z8.b
smlalt	z9.s, z24.h, z14.h
smlalt	z3.d, z28.s, z22.s
smlslb	z28.d, z14.s, z8.s[3]
smlslb	z8.s, z25.h, z2.h[1]
smlslb	z15.h, z23.b, z29.b
smlslb	z12.s, z3.h, z5.h
smlslb	z27.d, z15.s, z3.s
smlslt	z24.d, z8.s, z0.s[0]
smlslt	z8.s, z3.h, z0.h[7]
smlslt	z20.h, z6.b, z25.b
smlslt	z10.s, z16.h, z12.h
smlslt	z22.d, z28.s, z4.s
smulh	z10.b, z12.b, z3.b
smulh	z31.d, z8.d, z20.d
smulh	z17.h, z23.h, z1.h
smulh	z10.s, z11.s, z20.s
smullb	z13.d, z28.s, z12.s[0]
smullb	z30.s, z28.h, z2.h[7]
smullb	z23.h, z17.b, z1.b
smullb	z9.s, z8.h, z8.h
smullb	z12.d, z14.s, z18.s
smullt	z21.d, z6.s, z7.s[0]
smullt	z6.s, z6.h, z6.h[0]
smullt	z8.h, z0.b, z9.b
smullt	z31.s, z11.h, z31.h
smullt	z15.d, z7.s, z8.s
splice	z18.b, p2, { z27.b, z28.b }
splice	z25.d, p1, { z7.d, z8.d }
splice	z27.h, p1, { z28.h, z29.h }
splice	z7.s, p6, { z2.s, z3.s }
sqabs	z17.b, p6/m, z4.b
sqabs	z16.d, p7/m, z18.d
sqabs	z29.h, p0/m, z27.h
sqabs	z20.s, p7/m, z19.s
sqadd	z5.b, p5/m, z5.b, z7.b
sqadd	z31.d, p1/m, z31.d, z0.d
sqadd	z9.h, p5/m, z9.h, z8.h
sqadd	z7.s, p4/m, z7.s, z14.s
sqcadd	z20.b, z20.b, z31.b, #90
sqcadd	z14.d, z14.d, z5.d, #270
sqcadd	z13.h, z13.h, z20.h, #90
sqcadd	z31.s, z31.s, z13.s, #270
sqdmlalbt	z17.h, z9.b, z30.b
sqdmlalbt	z21.s, z19.h, z17.h
sqdmlalbt	z2.d, z8.s, z7.s
sqdmlalb	z10.d, z9.s, z0.s[3]
sqdmlalb	z13.s, z19.h, z6.h[1]
sqdmlalb	z29.h, z20.b, z6.b
sqdmlalb	z23.s, z23.h, z20.h
sqdmlalb	z0.d, z6.s, z10.s
sqdmlalt	z6.d, z23.s, z1.s[1]
sqdmlalt	z8.s, z25.h, z1.h[0]
sqdmlalt	z4.h, z24.b, z29.b
sqdmlalt	z4.s, z14.h, z5.h
sqdmlalt	z27.d, z9.s, z17.s
sqdmlslbt	z14.h, z8.b, z26.b
sqdmlslbt	z13.s, z4.h, z28.h
sqdmlslbt	z25.d, z25.s, z8.s
sqdmlslb	z19.d, z11.s, z1.s[2]
sqdmlslb	z12.s, z13.h, z2.h[1]
sqdmlslb	z2.h, z1.b, z22.b
sqdmlslb	z4.s, z18.h, z8.h
sqdmlslb	z27.d, z13.s, z31.s
sqdmlslt	z3.d, z20.s, z4.s[0]
sqdmlslt	z28.s, z28.h, z7.h[4]
sqdmlslt	z24.h, z16.b, z29.b
sqdmlslt	z17.s, z28.h, z11.h
sqdmlslt	z22.d, z0.s, z18.s
sqdmulh	z25.d, z8.d, z5.d[1]
sqdmulh	z22.h, z25.h, z7.h[0]
sqdmulh	z8.s, z27.s, z1.s[0]
sqdmulh	z19.b, z27.b, z5.b
sqdmulh	z31.d, z31.d, z25.d
sqdmulh	z11.h, z25.h, z4.h
sqdmulh	z1.s, z27.s, z12.s
sqdmullb	z11.d, z15.s, z14.s[2]
sqdmullb	z14.s, z23.h, z1.h[4]
sqdmullb	z6.h, z13.b, z12.b
sqdmullb	z24.s, z20.h, z16.h
sqdmullb	z12.d, z17.s, z3.s
sqdmullt	z14.d, z7.s, z6.s[0]
sqdmullt	z14.s, z11.h, z7.h[0]
sqdmullt	z21.h, z23.b, z22.b
sqdmullt	z11.s, z28.h, z21.h
sqdmullt	z11.d, z5.s, z0.s
sqneg	z5.b, p2/m, z22.b
sqneg	z13.d, p7/m, z23.d
sqneg	z6.h, p4/m, z4.h
sqneg	z6.s, p3/m, z1.s
sqrdcmlah	z31.h, z15.h, z0.h[3], #90
sqrdcmlah	z0.s, z9.s, z15.s[0], #270
sqrdcmlah	z16.b, z21.b, z20.b, #0
sqrdcmlah	z9.d, z15.d, z13.d, #90
sqrdcmlah	z17.h, z21.h, z18.h, #270
sqrdcmlah	z25.s, z17.s, z26.s, #0
sqrdmlah	z25.d, z1.d, z6.d[1]
sqrdmlah	z10.h, z0.h, z3.h[6]
sqrdmlah	z11.s, z30.s, z4.s[0]
sqrdmlah	z25.b, z19.b, z1.b
sqrdmlah	z5.d, z21.d, z13.d
sqrdmlah	z19.h, z5.h, z30.h
sqrdmlah	z4.s, z31.s, z16.s
sqrdmlsh	z28.d, z8.d, z11.d[1]
sqrdmlsh	z24.h, z10.h, z7.h[0]
sqrdmlsh	z4.s, z25.s, z5.s[0]
sqrdmlsh	z10.b, z2.b, z7.b
sqrdmlsh	z24.d, z19.d, z28.d
sqrdmlsh	z18.h, z2.h, z29.h
sqrdmlsh	z10.s, z4.s, z6.s
sqrdmulh	z15.d, z10.d, z1.d[1]
sqrdmulh	z15.h, z17.h, z5.h[3]
sqrdmulh	z18.s, z0.s, z1.s[0]
sqrdmulh	z6.b, z2.b, z5.b
sqrdmulh	z0.d, z17.d, z7.d
sqrdmulh	z13.h, z26.h, z3.h
sqrdmulh	z23.s, z15.s, z9.s
sqrshlr	z10.b, p0/m, z10.b, z26.b
sqrshlr	z21.d, p6/m, z21.d, z28.d
sqrshlr	z4.h, p6/m, z4.h, z0.h
sqrshlr	z23.s, p0/m, z23.s, z3.s
sqrshl	z21.b, p2/m, z21.b, z0.b
sqrshl	z22.d, p3/m, z22.d, z6.d
sqrshl	z29.h, p2/m, z29.h, z7.h
sqrshl	z12.s, p4/m, z12.s, z26.s
sqrshrnb	z20.h, z21.s, #10
sqrshrnb	z6.s, z3.d, #1
sqrshrnb	z12.b, z0.h, #5
sqrshrnt	z4.h, z4.s, #16
sqrshrnt	z23.s, z11.d, #22
sqrshrnt	z19.b, z9.h, #2
sqrshrunb	z19.h, z7.s, #7
sqrshrunb	z6.s, z17.d, #25
sqrshrunb	z22.b, z30.h, #7
sqrshrunt	z15.h, z31.s, #1
sqrshrunt	z3.s, z2.d, #1
sqrshrunt	z13.b, z4.h, #1
sqshlr	z15.b, p6/m, z15.b, z6.b
sqshlr	z24.d, p7/m, z24.d, z24.d
sqshlr	z22.h, p4/m, z22.h, z18.h
sqshlr	z10.s, p1/m, z10.s, z24.s
sqshlu	z17.b, p1/m, z17.b, #5
sqshlu	z7.d, p6/m, z7.d, #0
sqshlu	z21.h, p5/m, z21.h, #6
sqshlu	z2.s, p4/m, z2.s, #14
sqshl	z20.b, p0/m, z20.b, #6
sqshl	z7.d, p3/m, z7.d, #54
sqshl	z29.h, p5/m, z29.h, #15
sqshl	z19.s, p3/m, z19.s, #27
sqshl	z17.b, p0/m, z17.b, z4.b
sqshl	z15.d, p6/m, z15.d, z0.d
sqshl	z17.h, p5/m, z17.h, z5.h
sqshl	z17.s, p5/m, z17.s, z15.s
sqshrnb	z20.h, z1.s, #1
sqshrnb	z3.s, z14.d, #11
sqshrnb	z22.b, z30.h, #1
sqshrnt	z21.h, z11.s, #14
sqshrnt	z29.s, z27.d, #10
sqshrnt	z10.b, z13.h, #2
sqshrunb	z16.h, z26.s, #7
sqshrunb	z24.s, z7.d, #1
sqshrunb	z26.b, z8.h, #5
sqshrunt	z1.h, z24.s, #1
sqshrunt	z5.s, z2.d, #2
sqshrunt	z27.b, z25.h, #6
sqsubr	z9.b, p0/m, z9.b, z11.b
sqsubr	z27.d, p6/m, z27.d, z19.d
sqsubr	z0.h, p4/m, z0.h, z16.h
sqsubr	z9.s, p2/m, z9.s, z24.s
sqsub	z2.b, p4/m, z2.b, z14.b
sqsub	z14.d, p6/m, z14.d, z28.d
sqsub	z30.h, p3/m, z30.h, z20.h
sqsub	z3.s, p2/m, z3.s, z5.s
sqxtnb	z23.h, z16.s
sqxtnb	z21.s, z17.d
sqxtnb	z4.b, z24.h
sqxtnt	z24.h, z21.s
sqxtnt	z24.s, z0.d
sqxtnt	z8.b, z10.h
sqxtunb	z17.h, z19.s
sqxtunb	z24.s, z20.d
sqxtunb	z13.b, z27.h
sqxtunt	z22.h, z15.s
sqxtunt	z21.s, z14.d
sqxtunt	z29.b, z17.h
srhadd	z4.b, p7/m, z4.b, z17.b
srhadd	z0.d, p6/m, z0.d, z23.d
srhadd	z28.h, p5/m, z28.h, z26.h
srhadd	z13.s, p3/m, z13.s, z11.s
sri	z19.b, z3.b, #8
sri	z1.d, z31.d, #54
sri	z6.h, z2.h, #14
sri	z17.s, z27.s, #1
srshlr	z21.b, p3/m, z21.b, z22.b
srshlr	z0.d, p5/m, z0.d, z26.d
srshlr	z30.h, p4/m, z30.h, z26.h
srshlr	z3.s, p6/m, z3.s, z12.s
srshl	z26.b, p0/m, z26.b, z26.b
srshl	z27.d, p6/m, z27.d, z7.d
srshl	z31.h, p3/m, z31.h, z24.h
srshl	z17.s, p1/m, z17.s, z7.s
srshr	z13.b, p1/m, z13.b, #3
srshr	z0.d, p4/m, z0.d, #13
srshr	z4.h, p3/m, z4.h, #14
srshr	z8.s, p2/m, z8.s, #20
srsra	z16.b, z7.b, #6
srsra	z20.d, z8.d, #52
srsra	z30.h, z17.h, #1
srsra	z11.s, z0.s, #1
sshllb	z8.s, z29.h, #1
sshllb	z28.d, z31.s, #2
sshllb	z5.h, z31.b, #2
sshllt	z1.s, z18.h, #8
sshllt	z12.d, z18.s, #13
sshllt	z17.h, z9.b, #6
ssra	z2.b, z27.b, #1
ssra	z21.d, z17.d, #41
ssra	z29.h, z27.h, #16
ssra	z10.s, z13.s, #4
ssublbt	z23.h, z21.b, z27.b
ssublbt	z8.s, z18.h, z20.h
ssublbt	z31.d, z13.s, z25.s
ssublb	z25.h, z11.b, z8.b
ssublb	z4.s, z27.h, z7.h
ssublb	z29.d, z18.s, z29.s
ssubltb	z6.h, z6.b, z17.b
ssubltb	z24.s, z3.h, z30.h
ssubltb	z17.d, z1.s, z2.s
ssublt	z2.h, z1.b, z13.b
ssublt	z20.s, z27.h, z28.h
ssublt	z28.d, z14.s, z23.s
ssubwb	z4.h, z3.h, z30.b
ssubwb	z0.s, z7.s, z13.h
ssubwb	z13.d, z19.d, z22.s
ssubwt	z7.h, z5.h, z19.b
ssubwt	z31.s, z18.s, z13.h
ssubwt	z14.d, z29.d, z18.s
subhnb	z9.b, z27.h, z26.h
subhnb	z11.h, z8.s, z16.s
subhnb	z19.s, z8.d, z21.d
subhnt	z30.b, z8.h, z1.h
subhnt	z23.h, z3.s, z14.s
subhnt	z24.s, z12.d, z28.d
suqadd	z9.b, p6/m, z9.b, z0.b
suqadd	z23.d, p3/m, z23.d, z27.d
suqadd	z31.h, p4/m, z31.h, z4.h
suqadd	z8.s, p1/m, z8.s, z13.s
tbl	z16.b, { z19.b, z20.b }, z30.b
tbl	z28.d, { z23.d, z24.d }, z13.d
tbl	z5.h, { z15.h, z16.h }, z18.h
tbl	z3.s, { z7.s, z8.s }, z19.s
tbx	z24.b, z0.b, z16.b
tbx	z7.d, z13.d, z8.d
tbx	z15.h, z3.h, z8.h
tbx	z6.s, z16.s, z26.s
uabalb	z15.h, z4.b, z6.b
uabalb	z18.s, z16.h, z20.h
uabalb	z3.d, z17.s, z19.s
uabalt	z25.h, z29.b, z5.b
uabalt	z0.s, z15.h, z8.h
uabalt	z25.d, z23.s, z27.s
uaba	z19.b, z8.b, z21.b
uaba	z21.d, z23.d, z2.d
uaba	z27.h, z5.h, z8.h
uaba	z26.s, z6.s, z31.s
uabdlb	z12.h, z3.b, z2.b
uabdlb	z9.s, z0.h, z26.h
uabdlb	z13.d, z7.s, z30.s
uabdlt	z7.h, z0.b, z23.b
uabdlt	z18.s, z6.h, z15.h
uabdlt	z9.d, z8.s, z12.s
uadalp	z0.h, p0/m, z1.b
uadalp	z28.s, p4/m, z15.h
uadalp	z12.d, p5/m, z1.s
uaddlb	z18.h, z19.b, z20.b
uaddlb	z13.s, z21.h, z16.h
uaddlb	z14.d, z9.s, z28.s
uaddlt	z7.h, z14.b, z10.b
uaddlt	z13.s, z4.h, z30.h
uaddlt	z14.d, z15.s, z24.s
uaddwb	z10.h, z30.h, z15.b
uaddwb	z6.s, z16.s, z1.h
uaddwb	z21.d, z9.d, z26.s
uaddwt	z17.h, z2.h, z12.b
uaddwt	z3.s, z21.s, z15.h
uaddwt	z13.d, z27.d, z15.s
uhadd	z27.b, p5/m, z27.b, z29.b
uhadd	z29.d, p3/m, z29.d, z31.d
uhadd	z20.h, p3/m, z20.h, z29.h
uhadd	z19.s, p3/m, z19.s, z23.s
uhsubr	z2.b, p2/m, z2.b, z25.b
uhsubr	z23.d, p7/m, z23.d, z29.d
uhsubr	z11.h, p0/m, z11.h, z12.h
uhsubr	z9.s, p7/m, z9.s, z27.s
uhsub	z25.b, p3/m, z25.b, z18.b
uhsub	z10.d, p4/m, z10.d, z15.d
uhsub	z8.h, p5/m, z8.h, z20.h
uhsub	z27.s, p2/m, z27.s, z17.s
umaxp	z1.b, p6/m, z1.b, z24.b
umaxp	z4.d, p2/m, z4.d, z12.d
umaxp	z21.h, p5/m, z21.h, z1.h
umaxp	z19.s, p1/m, z19.s, z6.s
uminp	z27.b, p3/m, z27.b, z29.b
uminp	z5.d, p1/m, z5.d, z20.d
uminp	z27.h, p7/m, z27.h, z3.h
uminp	z9.s, p6/m, z9.s, z14.s
umlalb	z7.d, z22.s, z10.s[1]
umlalb	z6.s, z25.h, z0.h[0]
umlalb	z26.h, z11.b, z14.b
umlalb	z6.s, z30.h, z19.h
umlalb	z27.d, z20.s, z14.s
umlalt	z10.d, z9.s, z14.s[1]
umlalt	z4.s, z21.h, z2.h[7]
umlalt	z16.h, z31.b, z20.b
umlalt	z16.s, z10.h, z3.h
umlalt	z13.d, z28.s, z1.s
umlslb	z27.d, z17.s, z2.s[0]
umlslb	z30.s, z28.h, z0.h[7]
umlslb	z16.h, z12.b, z29.b
umlslb	z20.s, z0.h, z16.h
umlslb	z3.d, z4.s, z15.s
umlslt	z2.d, z2.s, z14.s[2]
umlslt	z24.s, z25.h, z4.h[2]
umlslt	z29.h, z18.b, z31.b
umlslt	z12.s, z28.h, z1.h
umlslt	z5.d, z13.s, z7.s
umulh	z25.b, z26.b, z16.b
umulh	z28.d, z26.d, z6.d
umulh	z4.h, z21.h, z15.h
umulh	z7.s, z29.s, z28.s
umullb	z30.d, z11.s, z4.s[2]
umullb	z31.s, z18.h, z5.h[5]
umullb	z6.h, z22.b, z28.b
umullb	z17.s, z2.h, z9.h
umullb	z3.d, z8.s, z16.s
umullt	z16.d, z19.s, z3.s[0]
umullt	z0.s, z22.h, z7.h[0]
umullt	z29.h, z22.b, z7.b
umullt	z25.s, z4.h, z13.h
umullt	z31.d, z30.s, z22.s
uqadd	z23.b, p4/m, z23.b, z26.b
uqadd	z21.d, p1/m, z21.d, z18.d
uqadd	z5.h, p2/m, z5.h, z23.h
uqadd	z0.s, p5/m, z0.s, z7.s
uqrshlr	z13.b, p7/m, z13.b, z19.b
uqrshlr	z20.d, p0/m, z20.d, z16.d
uqrshlr	z10.h, p6/m, z10.h, z30.h
uqrshlr	z3.s, p3/m, z3.s, z15.s
uqrshl	z15.b, p4/m, z15.b, z1.b
uqrshl	z20.d, p4/m, z20.d, z8.d
uqrshl	z20.h, p3/m, z20.h, z28.h
uqrshl	z6.s, p2/m, z6.s, z22.s
uqrshrnb	z1.h, z26.s, #14
uqrshrnb	z6.s, z0.d, #8
uqrshrnb	z24.b, z10.h, #7
uqrshrnt	z16.h, z19.s, #9
uqrshrnt	z9.s, z22.d, #28
uqrshrnt	z31.b, z17.h, #7
uqshlr	z26.b, p5/m, z26.b, z14.b
uqshlr	z4.d, p7/m, z4.d, z23.d
uqshlr	z26.h, p4/m, z26.h, z13.h
uqshlr	z1.s, p3/m, z1.s, z19.s
uqshl	z18.b, p0/m, z18.b, #7
uqshl	z9.d, p6/m, z9.d, #40
uqshl	z30.h, p3/m, z30.h, #2
uqshl	z5.s, p6/m, z5.s, #29
uqshl	z25.b, p5/m, z25.b, z10.b
uqshl	z28.d, p4/m, z28.d, z9.d
uqshl	z10.h, p3/m, z10.h, z30.h
uqshl	z3.s, p5/m, z3.s, z4.s
uqshrnb	z31.h, z14.s, #2
uqshrnb	z12.s, z3.d, #21
uqshrnb	z21.b, z17.h, #8
uqshrnt	z13.h, z26.s, #12
uqshrnt	z24.s, z18.d, #23
uqshrnt	z5.b, z17.h, #5
uqsubr	z3.b, p6/m, z3.b, z0.b
uqsubr	z29.d, p4/m, z29.d, z29.d
uqsubr	z7.h, p0/m, z7.h, z19.h
uqsubr	z30.s, p5/m, z30.s, z15.s
uqsub	z26.b, p4/m, z26.b, z25.b
uqsub	z12.d, p7/m, z12.d, z24.d
uqsub	z17.h, p7/m, z17.h, z29.h
uqsub	z3.s, p2/m, z3.s, z25.s
uqxtnb	z12.h, z20.s
uqxtnb	z31.s, z6.d
uqxtnb	z22.b, z23.h
uqxtnt	z18.h, z4.s
uqxtnt	z6.s, z25.d
uqxtnt	z1.b, z11.h
urecpe	z24.s, p0/m, z20.s
urhadd	z14.b, p7/m, z14.b, z15.b
urhadd	z11.d, p0/m, z11.d, z17.d
urhadd	z30.h, p5/m, z30.h, z14.h
urhadd	z6.s, p6/m, z6.s, z24.s
urshlr	z6.b, p5/m, z6.b, z2.b
urshlr	z18.d, p1/m, z18.d, z3.d
urshlr	z29.h, p3/m, z29.h, z11.h
urshlr	z10.s, p2/m, z10.s, z11.s
urshl	z7.b, p1/m, z7.b, z16.b
urshl	z11.d, p2/m, z11.d, z18.d
urshl	z6.h, p4/m, z6.h, z26.h
urshl	z1.s, p3/m, z1.s, z16.s
urshr	z17.b, p2/m, z17.b, #4
urshr	z13.d, p4/m, z13.d, #1
urshr	z2.h, p7/m, z2.h, #16
urshr	z24.s, p5/m, z24.s, #22
ursqrte	z28.s, p6/m, z20.s
ursra	z19.b, z22.b, #2
ursra	z13.d, z16.d, #8
ursra	z16.h, z24.h, #2
ursra	z26.s, z20.s, #1
ushllb	z0.s, z7.h, #6
ushllb	z5.d, z27.s, #20
ushllb	z8.h, z29.b, #7
ushllt	z8.s, z6.h, #4
ushllt	z25.d, z13.s, #21
ushllt	z7.h, z21.b, #6
usqadd	z23.b, p2/m, z23.b, z11.b
usqadd	z13.d, p0/m, z13.d, z27.d
usqadd	z10.h, p1/m, z10.h, z28.h
usqadd	z26.s, p6/m, z26.s, z23.s
usra	z17.b, z13.b, #5
usra	z10.d, z26.d, #50
usra	z3.h, z10.h, #2
usra	z5.s, z28.s, #3
usublb	z25.h, z7.b, z24.b
usublb	z30.s, z29.h, z27.h
usublb	z13.d, z6.s, z20.s
usublt	z13.h, z7.b, z17.b
usublt	z4.s, z2.h, z3.h
usublt	z10.d, z26.s, z19.s
usubwb	z4.h, z27.h, z19.b
usubwb	z0.s, z19.s, z4.h
usubwb	z19.d, z4.d, z7.s
usubwt	z3.h, z3.h, z29.b
usubwt	z14.s, z7.s, z30.h
usubwt	z29.d, z9.d, z21.s
whilege	p8.b, w6, w13
whilege	p11.d, w8, w2
whilege	p15.h, w20, w4
whilege	p10.s, w10, w6
whilege	p5.b, x1, x21
whilege	p3.d, x24, x25
whilege	p6.h, x24, x2
whilege	p15.s, x22, x17
whilegt	p6.b, w25, w22
whilegt	p15.d, w3, w29
whilegt	p1.h, w19, w30
whilegt	p2.s, w12, w26
whilegt	p13.b, x14, x25
whilegt	p5.d, x5, x17
whilegt	p7.h, x3, x14
whilegt	p15.s, x14, x24
whilehi	p10.b, w2, w1
whilehi	p0.d, w15, w13
whilehi	p4.h, w15, w23
whilehi	p0.s, w1, w3
whilehi	p10.b, x1, x15
whilehi	p1.d, x21, x18
whilehi	p12.h, x17, x14
whilehi	p1.s, x4, x11
whilehs	p11.b, w10, w29
whilehs	p9.d, w2, w8
whilehs	p12.h, w10, w27
whilehs	p13.s, w4, w4
whilehs	p7.b, x22, x18
whilehs	p14.d, x5, x22
whilehs	p2.h, x2, x2
whilehs	p13.s, x9, x5
whilerw	p4.b, x17, x24
whilerw	p7.d, x15, x17
whilerw	p14.h, x26, x4
whilerw	p10.s, x28, x11
whilewr	p6.b, x25, x26
whilewr	p8.d, x16, x22
whilewr	p15.h, x25, x17
whilewr	p2.s, x16, x19
xar	z29.b, z29.b, z17.b, #4
xar	z8.d, z8.d, z22.d, #1
xar	z24.h, z24.h, z28.h, #14
xar	z2.s, z2.s, z21.s, #32
