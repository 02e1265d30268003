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
mla	z4.d, z7.d, z6.d[1]
mla	z1.h, z26.h, z3.h[4]
mla	z3.s, z16.s, z2.s[0]
mls	z30.d, z6.d, z3.d[1]
mls	z9.h, z4.h, z1.h[1]
mls	z24.s, z24.s, z6.s[0]
mul	z20.d, z2.d, z14.d[1]
mul	z16.h, z3.h, z3.h[5]
mul	z30.s, z26.s, z5.s[0]
mul	z9.b, z5.b, z20.b
mul	z13.d, z18.d, z30.d
mul	z24.h, z29.h, z10.h
mul	z3.s, z17.s, z3.s
nbsl	z17.d, z17.d, z11.d, z5.d
pmullb	z4.d, z28.s, z3.s
pmullb	z11.h, z7.b, z22.b
pmullt	z2.d, z19.s, z4.s
pmullt	z7.h, z20.b, z9.b
pmul	z21.b, z26.b, z27.b
raddhnb	z6.b, z7.h, z1.h
raddhnb	z24.h, z26.s, z4.s
raddhnb	z5.s, z19.d, z3.d
raddhnt	z2.b, z19.h, z16.h
raddhnt	z17.h, z26.s, z4.s
raddhnt	z16.s, z30.d, z18.d
rshrnb	z0.h, z15.s, #13
rshrnb	z24.s, z23.d, #22
rshrnb	z12.b, z0.h, #5
rshrnt	z20.h, z1.s, #1
rshrnt	z1.s, z28.d, #29
rshrnt	z22.b, z31.h, #1
rsubhnb	z26.b, z3.h, z17.h
rsubhnb	z11.h, z15.s, z29.s
rsubhnb	z14.s, z22.d, z14.d
rsubhnt	z23.b, z28.h, z16.h
rsubhnt	z6.h, z12.s, z24.s
rsubhnt	z20.s, z12.d, z17.d
sabalb	z18.h, z3.b, z14.b
sabalb	z31.s, z11.h, z6.h
sabalb	z11.d, z8.s, z2.s
sabalt	z26.h, z18.b, z22.b
sabalt	z18.s, z31.h, z15.h
sabalt	z24.d, z0.s, z30.s
saba	z24.b, z10.b, z10.b
saba	z6.d, z30.d, z10.d
saba	z23.h, z11.h, z30.h
saba	z27.s, z21.s, z11.s
sabdlb	z20.h, z31.b, z16.b
sabdlb	z8.s, z24.h, z7.h
sabdlb	z10.d, z22.s, z25.s
sabdlt	z0.h, z6.b, z6.b
sabdlt	z17.s, z16.h, z4.h
sabdlt	z14.d, z28.s, z16.s
sadalp	z19.h, p2/m, z27.b
sadalp	z19.s, p7/m, z18.h
sadalp	z22.d, p3/m, z1.s
saddlbt	z31.h, z25.b, z6.b
saddlbt	z3.s, z13.h, z13.h
saddlbt	z25.d, z15.s, z14.s
saddlb	z7.h, z27.b, z26.b
saddlb	z17.s, z29.h, z10.h
saddlb	z4.d, z8.s, z27.s
saddlt	z31.h, z28.b, z10.b
saddlt	z13.s, z12.h, z16.h
saddlt	z14.d, z27.s, z24.s
saddwb	z23.h, z8.h, z24.b
saddwb	z25.s, z18.s, z28.h
saddwb	z31.d, z18.d, z3.s
saddwt	z19.h, z29.h, z8.b
saddwt	z9.s, z29.s, z9.h
saddwt	z17.d, z12.d, z29.s
sbclb	z5.d, z9.d, z22.d
sbclb	z13.s, z31.s, z23.s
sbclt	z6.d, z18.d, z4.d
sbclt	z6.s, z12.s, z1.s
shadd	z27.b, p6/m, z27.b, z20.b
shadd	z3.d, p0/m, z3.d, z27.d
shadd	z6.h, p2/m, z6.h, z27.h
shadd	z23.s, p3/m, z23.s, z4.s
shrnb	z8.h, z3.s, #5
shrnb	z3.s, z5.d, #18
shrnb	z21.b, z31.h, #1
shrnt	z6.h, z12.s, #3
shrnt	z10.s, z17.d, #1
shrnt	z22.b, z24.h, #3
shsubr	z9.b, p7/m, z9.b, z17.b
shsubr	z26.d, p2/m, z26.d, z8.d
shsubr	z15.h, p3/m, z15.h, z0.h
shsubr	z26.s, p4/m, z26.s, z17.s
shsub	z0.b, p6/m, z0.b, z6.b
shsub	z17.d, p7/m, z17.d, z13.d
shsub	z19.h, p7/m, z19.h, z26.h
shsub	z9.s, p2/m, z9.s, z27.s
sli	z16.b, z25.b, #0
sli	z17.d, z19.d, #54
sli	z15.h, z11.h, #9
sli	z20.s, z4.s, #31
smaxp	z11.b, p4/m, z11.b, z19.b
smaxp	z9.d, p5/m, z9.d, z31.d
smaxp	z18.h, p6/m, z18.h, z27.h
smaxp	z31.s, p7/m, z31.s, z7.s
sminp	z7.b, p1/m, z7.b, z4.b
sminp	z6.d, p0/m, z6.d, z17.d
sminp	z13.h, p0/m, z13.h, z28.h
sminp	z9.s, p4/m, z9.s, z29.s
smlalb	z31.d, z3.s, z15.s[0]
smlalb	z0.s, z1.h, z1.h[3]
smlalb	z18.h, z12.b, z18.b
smlalb	z0.s, z9.h, z30.h
smlalb	z1.d, z27.s, z1.s
smlalt	z29.d, z18.s, z14.s[3]
smlalt	z23.s, z23.h, z3.h[0]
smlalt	z14.h, z21.b, z3.b
smlalt	z10.s, z27.h, z27.h
smlalt	z0.d, z2.s, z19.s
smlslb	z31.d, z18.s, z4.s[3]
smlslb	z3.s, z27.h, z5.h[3]
smlslb	z2.h, z6.b, z23.b
smlslb	z16.s, z17.h, z4.h
smlslb	z24.d, z19.s, z21.s
smlslt	z0.d, z6.s, z14.s[1]
smlslt	z7.s, z16.h, z6.h[1]
smlslt	z22.h, z0.b, z19.b
smlslt	z26.s, z9.h, z12.h
smlslt	z13.d, z17.s, z14.s
smulh	z16.b, z28.b, z26.b
smulh	z3.d, z24.d, z8.d
smulh	z12.h, z26.h, z2.h
smulh	z10.s, z26.s, z27.s
smullb	z31.d, z12.s, z15.s[2]
smullb	z6.s, z29.h, z1.h[1]
smullb	z20.h, z22.b, z28.b
smullb	z15.s, z4.h, z28.h
smullb	z5.d, z2.s, z1.s
smullt	z27.d, z18.s, z5.s[3]
smullt	z5.s, z4.h, z0.h[6]
smullt	z23.h, z11.b, z16.b
smullt	z13.s, z6.h, z24.h
smullt	z24.d, z10.s, z20.s
splice	z22.b, p2, { z17.b, z18.b }
splice	z27.d, p2, { z16.d, z17.d }
splice	z2.h, p5, { z19.h, z20.h }
splice	z29.s, p2, { z8.s, z9.s }
sqabs	z30.b, p5/m, z19.b
sqabs	z18.d, p1/m, z24.d
sqabs	z16.h, p1/m, z19.h
sqabs	z19.s, p2/m, z14.s
sqadd	z30.b, p3/m, z30.b, z23.b
sqadd	z31.d, p3/m, z31.d, z25.d
sqadd	z0.h, p2/m, z0.h, z3.h
sqadd	z19.s, p4/m, z19.s, z28.s
sqcadd	z19.b, z19.b, z21.b, #270
sqcadd	z4.d, z4.d, z12.d, #270
sqcadd	z24.h, z24.h, z17.h, #270
sqcadd	z16.s, z16.s, z2.s, #270
sqdmlalbt	z28.h, z7.b, z26.b
sqdmlalbt	z2.s, z1.h, z18.h
sqdmlalbt	z25.d, z13.s, z30.s
sqdmlalb	z25.d, z9.s, z14.s[3]
sqdmlalb	z12.s, z12.h, z7.h[6]
sqdmlalb	z7.h, z12.b, z18.b
sqdmlalb	z14.s, z10.h, z11.h
sqdmlalb	z23.d, z23.s, z26.s
sqdmlalt	z28.d, z4.s, z3.s[1]
sqdmlalt	z31.s, z11.h, z3.h[2]
sqdmlalt	z31.h, z19.b, z7.b
sqdmlalt	z9.s, z9.h, z19.h
sqdmlalt	z1.d, z20.s, z10.s
sqdmlslbt	z23.h, z8.b, z8.b
sqdmlslbt	z23.s, z20.h, z1.h
sqdmlslbt	z20.d, z4.s, z11.s
sqdmlslb	z9.d, z6.s, z3.s[0]
sqdmlslb	z17.s, z11.h, z3.h[0]
sqdmlslb	z29.h, z10.b, z29.b
sqdmlslb	z3.s, z23.h, z25.h
sqdmlslb	z1.d, z17.s, z8.s
sqdmlslt	z1.d, z20.s, z3.s[3]
sqdmlslt	z2.s, z28.h, z2.h[5]
sqdmlslt	z19.h, z2.b, z19.b
sqdmlslt	z1.s, z26.h, z29.h
sqdmlslt	z30.d, z18.s, z5.s
sqdmulh	z29.d, z24.d, z4.d[1]
sqdmulh	z14.h, z3.h, z5.h[4]
sqdmulh	z28.s, z13.s, z4.s[0]
sqdmulh	z14.b, z4.b, z16.b
sqdmulh	z15.d, z0.d, z25.d
sqdmulh	z18.h, z22.h, z28.h
sqdmulh	z30.s, z1.s, z23.s
sqdmullb	z22.d, z22.s, z12.s[1]
sqdmullb	z22.s, z9.h, z0.h[2]
sqdmullb	z18.h, z17.b, z10.b
sqdmullb	z13.s, z21.h, z28.h
sqdmullb	z8.d, z19.s, z31.s
sqdmullt	z10.d, z18.s, z9.s[0]
sqdmullt	z14.s, z1.h, z0.h[0]
sqdmullt	z5.h, z27.b, z15.b
sqdmullt	z14.s, z19.h, z30.h
sqdmullt	z16.d, z24.s, z30.s
sqneg	z28.b, p0/m, z3.b
sqneg	z10.d, p6/m, z25.d
sqneg	z19.h, p3/m, z18.h
sqneg	z29.s, p0/m, z4.s
sqrdcmlah	z11.h, z11.h, z5.h[0], #90
sqrdcmlah	z14.s, z18.s, z14.s[0], #90
sqrdcmlah	z0.b, z29.b, z9.b, #0
sqrdcmlah	z26.d, z10.d, z31.d, #0
sqrdcmlah	z7.h, z4.h, z9.h, #270
sqrdcmlah	z25.s, z29.s, z28.s, #0
sqrdmlah	z22.d, z25.d, z3.d[0]
sqrdmlah	z26.h, z11.h, z1.h[7]
sqrdmlah	z1.s, z22.s, z2.s[3]
sqrdmlah	z19.b, z10.b, z31.b
sqrdmlah	z22.d, z3.d, z2.d
sqrdmlah	z29.h, z7.h, z5.h
sqrdmlah	z4.s, z15.s, z10.s
sqrdmlsh	z20.d, z13.d, z0.d[1]
sqrdmlsh	z25.h, z30.h, z6.h[3]
sqrdmlsh	z27.s, z21.s, z6.s[3]
sqrdmlsh	z0.b, z14.b, z1.b
sqrdmlsh	z7.d, z20.d, z3.d
sqrdmlsh	z20.h, z26.h, z29.h
sqrdmlsh	z22.s, z18.s, z22.s
sqrdmulh	z16.d, z13.d, z8.d[0]
sqrdmulh	z4.h, z11.h, z2.h[4]
sqrdmulh	z8.s, z2.s, z7.s[2]
sqrdmulh	z26.b, z1.b, z6.b
sqrdmulh	z14.d, z12.d, z3.d
sqrdmulh	z23.h, z2.h, z2.h
sqrdmulh	z2.s, z20.s, z19.s
sqrshlr	z24.b, p4/m, z24.b, z8.b
sqrshlr	z14.d, p0/m, z14.d, z16.d
sqrshlr	z10.h, p2/m, z10.h, z13.h
sqrshlr	z26.s, p1/m, z26.s, z8.s
sqrshl	z29.b, p4/m, z29.b, z25.b
sqrshl	z26.d, p3/m, z26.d, z11.d
sqrshl	z23.h, p2/m, z23.h, z19.h
sqrshl	z17.s, p5/m, z17.s, z22.s
sqrshrnb	z31.h, z14.s, #14
sqrshrnb	z17.s, z4.d, #22
sqrshrnb	z15.b, z22.h, #3
sqrshrnt	z17.h, z21.s, #6
sqrshrnt	z8.s, z4.d, #24
sqrshrnt	z29.b, z18.h, #7
sqrshrunb	z4.h, z17.s, #1
sqrshrunb	z27.s, z23.d, #14
sqrshrunb	z27.b, z5.h, #4
sqrshrunt	z12.h, z29.s, #7
sqrshrunt	z3.s, z12.d, #1
sqrshrunt	z27.b, z29.h, #8
sqshlr	z17.b, p3/m, z17.b, z13.b
sqshlr	z24.d, p0/m, z24.d, z25.d
sqshlr	z4.h, p1/m, z4.h, z11.h
sqshlr	z30.s, p3/m, z30.s, z16.s
sqshlu	z31.b, p1/m, z31.b, #6
sqshlu	z12.d, p0/m, z12.d, #14
sqshlu	z31.h, p2/m, z31.h, #1
sqshlu	z23.s, p1/m, z23.s, #20
sqshl	z24.b, p3/m, z24.b, #3
sqshl	z24.d, p7/m, z24.d, #0
sqshl	z9.h, p0/m, z9.h, #0
sqshl	z1.s, p5/m, z1.s, #6
sqshl	z8.b, p1/m, z8.b, z7.b
sqshl	z23.d, p7/m, z23.d, z25.d
sqshl	z31.h, p6/m, z31.h, z22.h
sqshl	z6.s, p3/m, z6.s, z13.s
sqshrnb	z11.h, z14.s, #11
sqshrnb	z17.s, z28.d, #16
sqshrnb	z5.b, z31.h, #1
sqshrnt	z24.h, z11.s, #13
sqshrnt	z1.s, z6.d, #23
sqshrnt	z24.b, z8.h, #7
sqshrunb	z16.h, z30.s, #1
sqshrunb	z23.s, z0.d, #1
sqshrunb	z7.b, z24.h, #8
sqshrunt	z10.h, z1.s, #1
sqshrunt	z28.s, z12.d, #20
sqshrunt	z13.b, z1.h, #5
sqsubr	z22.b, p6/m, z22.b, z22.b
sqsubr	z8.d, p3/m, z8.d, z13.d
sqsubr	z21.h, p6/m, z21.h, z29.h
sqsubr	z25.s, p0/m, z25.s, z29.s
sqsub	z3.b, p1/m, z3.b, z20.b
sqsub	z24.d, p1/m, z24.d, z3.d
sqsub	z25.h, p4/m, z25.h, z16.h
sqsub	z31.s, p4/m, z31.s, z25.s
sqxtnb	z15.h, z28.s
sqxtnb	z27.s, z27.d
sqxtnb	z19.b, z18.h
sqxtnt	z21.h, z19.s
sqxtnt	z1.s, z21.d
sqxtnt	z15.b, z6.h
sqxtunb	z27.h, z25.s
sqxtunb	z31.s, z11.d
sqxtunb	z23.b, z27.h
sqxtunt	z20.h, z17.s
sqxtunt	z0.s, z15.d
sqxtunt	z22.b, z21.h
srhadd	z31.b, p3/m, z31.b, z3.b
srhadd	z7.d, p5/m, z7.d, z27.d
srhadd	z14.h, p0/m, z14.h, z27.h
srhadd	z9.s, p2/m, z9.s, z3.s
sri	z17.b, z9.b, #3
sri	z1.d, z22.d, #44
sri	z19.h, z3.h, #9
sri	z24.s, z10.s, #21
srshlr	z20.b, p3/m, z20.b, z12.b
srshlr	z16.d, p4/m, z16.d, z16.d
srshlr	z31.h, p0/m, z31.h, z13.h
srshlr	z27.s, p2/m, z27.s, z5.s
srshl	z23.b, p1/m, z23.b, z9.b
srshl	z9.d, p4/m, z9.d, z11.d
srshl	z27.h, p4/m, z27.h, z13.h
srshl	z2.s, p4/m, z2.s, z17.s
srshr	z24.b, p0/m, z24.b, #6
srshr	z31.d, p7/m, z31.d, #53
srshr	z11.h, p2/m, z11.h, #16
srshr	z14.s, p5/m, z14.s, #32
srsra	z27.b, z21.b, #2
srsra	z7.d, z11.d, #25
srsra	z15.h, z0.h, #9
srsra	z20.s, z13.s, #9
sshllb	z23.s, z18.h, #11
sshllb	z0.d, z13.s, #13
sshllb	z26.h, z21.b, #1
sshllt	z29.s, z13.h, #15
sshllt	z15.d, z12.s, #17
sshllt	z8.h, z14.b, #4
ssra	z12.b, z18.b, #8
ssra	z8.d, z19.d, #25
ssra	z11.h, z4.h, #5
ssra	z25.s, z0.s, #26
ssublbt	z31.h, z9.b, z30.b
ssublbt	z16.s, z7.h, z21.h
ssublbt	z9.d, z5.s, z15.s
ssublb	z3.h, z12.b, z11.b
ssublb	z9.s, z28.h, z12.h
ssublb	z3.d, z2.s, z9.s
ssubltb	z0.h, z26.b, z13.b
ssubltb	z7.s, z30.h, z7.h
ssubltb	z0.d, z23.s, z18.s
ssublt	z6.h, z15.b, z9.b
ssublt	z8.s, z12.h, z29.h
ssublt	z23.d, z8.s, z11.s
ssubwb	z1.h, z24.h, z20.b
ssubwb	z27.s, z26.s, z12.h
ssubwb	z15.d, z30.d, z31.s
ssubwt	z17.h, z17.h, z8.b
ssubwt	z29.s, z20.s, z11.h
ssubwt	z21.d, z15.d, z21.s
subhnb	z19.b, z16.h, z24.h
subhnb	z30.h, z0.s, z10.s
subhnb	z1.s, z22.d, z31.d
subhnt	z11.b, z5.h, z18.h
subhnt	z6.h, z11.s, z30.s
subhnt	z1.s, z3.d, z16.d
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
