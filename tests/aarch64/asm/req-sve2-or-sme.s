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
bcax	z18.d, z18.d, z0.d, z28.d
bsl1n	z12.d, z12.d, z9.d, z13.d
bsl2n	z17.d, z17.d, z4.d, z8.d
bsl	z5.d, z5.d, z9.d, z25.d
cadd	z13.b, z13.b, z9.b, #90
cadd	z23.d, z23.d, z10.d, #270
cadd	z26.h, z26.h, z13.h, #90
cadd	z29.s, z29.s, z28.s, #90
cdot	z5.d, z27.h, z4.h[0], #90
cdot	z6.s, z21.b, z6.b[0], #180
cdot	z24.s, z6.b, z19.b, #90
cdot	z4.d, z13.h, z24.h, #270
cmla	z10.h, z17.h, z2.h[1], #0
cmla	z22.s, z0.s, z0.s[1], #180
cmla	z3.b, z16.b, z21.b, #0
cmla	z7.d, z5.d, z6.d, #270
cmla	z18.h, z31.h, z21.h, #270
cmla	z14.s, z30.s, z28.s, #270
eor3	z3.d, z3.d, z7.d, z25.d
eorbt	z16.b, z17.b, z2.b
eorbt	z27.d, z26.d, z12.d
eorbt	z31.h, z13.h, z5.h
eorbt	z0.s, z13.s, z2.s
eortb	z13.b, z26.b, z16.b
eortb	z19.d, z27.d, z1.d
eortb	z28.h, z6.h, z22.h
eortb	z15.s, z20.s, z17.s
ext	z31.b, { z19.b, z20.b }, #6
faddp	z23.d, p6/m, z23.d, z4.d
faddp	z22.h, p0/m, z22.h, z17.h
faddp	z28.s, p5/m, z28.s, z14.s
fcvtlt	z0.d, p7/m, z4.s
fcvtlt	z24.s, p1/m, z9.h
fcvtnt	z10.h, p4/m, z8.s
fcvtnt	z26.s, p4/m, z19.d
fcvtxnt	z26.s, p4/m, z10.d
fcvtx	z22.s, p1/m, z30.d
flogb	z11.d, p6/m, z7.d
flogb	z0.h, p4/m, z3.h
flogb	z22.s, p4/m, z25.s
fmaxnmp	z28.d, p2/m, z28.d, z13.d
fmaxnmp	z5.h, p6/m, z5.h, z12.h
fmaxnmp	z12.s, p7/m, z12.s, z21.s
fmaxp	z5.d, p0/m, z5.d, z4.d
fmaxp	z13.h, p6/m, z13.h, z0.h
fmaxp	z12.s, p3/m, z12.s, z23.s
fminnmp	z27.d, p0/m, z27.d, z28.d
fminnmp	z0.h, p3/m, z0.h, z17.h
fminnmp	z23.s, p7/m, z23.s, z19.s
fminp	z9.d, p0/m, z9.d, z15.d
fminp	z1.h, p2/m, z1.h, z30.h
fminp	z2.s, p5/m, z2.s, z28.s
fmlalb	z14.s, z20.h, z2.h[5]
fmlalb	z0.s, z17.h, z19.h
fmlalt	z10.s, z27.h, z6.h[1]
fmlalt	z24.s, z12.h, z7.h
fmlslb	z31.s, z29.h, z0.h[4]
fmlslb	z19.s, z16.h, z27.h
fmlslt	z1.s, z10.h, z1.h[1]
fmlslt	z17.s, z13.h, z6.h
mla	z14.d, z28.d, z5.d[0]
mla	z15.h, z24.h, z6.h[5]
mla	z17.s, z12.s, z1.s[3]
mls	z26.d, z12.d, z9.d[1]
mls	z23.h, z15.h, z3.h[0]
mls	z30.s, z30.s, z4.s[0]
mul	z10.d, z14.d, z0.d[1]
mul	z28.h, z30.h, z7.h[7]
mul	z16.s, z12.s, z3.s[3]
mul	z28.b, z1.b, z23.b
mul	z18.d, z24.d, z29.d
mul	z27.h, z7.h, z29.h
mul	z25.s, z27.s, z5.s
nbsl	z11.d, z11.d, z10.d, z31.d
pmullb	z5.d, z25.s, z28.s
pmullb	z7.h, z8.b, z7.b
pmullt	z12.d, z27.s, z20.s
pmullt	z25.h, z27.b, z11.b
pmul	z2.b, z11.b, z10.b
raddhnb	z15.b, z16.h, z29.h
raddhnb	z15.h, z8.s, z2.s
raddhnb	z15.s, z17.d, z18.d
raddhnt	z15.b, z6.h, z13.h
raddhnt	z19.h, z14.s, z20.s
raddhnt	z4.s, z11.d, z19.d
rshrnb	z27.h, z27.s, #8
rshrnb	z8.s, z12.d, #25
rshrnb	z18.b, z24.h, #5
rshrnt	z6.h, z11.s, #10
rshrnt	z4.s, z29.d, #14
rshrnt	z8.b, z27.h, #3
rsubhnb	z11.b, z26.h, z7.h
rsubhnb	z3.h, z4.s, z26.s
rsubhnb	z25.s, z26.d, z23.d
rsubhnt	z29.b, z29.h, z16.h
rsubhnt	z20.h, z12.s, z10.s
rsubhnt	z0.s, z30.d, z19.d
sabalb	z21.h, z4.b, z7.b
sabalb	z29.s, z28.h, z14.h
sabalb	z31.d, z26.s, z21.s
sabalt	z13.h, z4.b, z15.b
sabalt	z1.s, z20.h, z2.h
sabalt	z28.d, z23.s, z16.s
saba	z22.b, z5.b, z1.b
saba	z20.d, z24.d, z22.d
saba	z27.h, z22.h, z9.h
saba	z4.s, z25.s, z17.s
sabdlb	z8.h, z24.b, z27.b
sabdlb	z18.s, z21.h, z7.h
sabdlb	z31.d, z12.s, z3.s
sabdlt	z18.h, z3.b, z24.b
sabdlt	z18.s, z1.h, z30.h
sabdlt	z25.d, z14.s, z31.s
sadalp	z6.h, p2/m, z19.b
sadalp	z7.s, p7/m, z5.h
sadalp	z23.d, p5/m, z10.s
saddlbt	z28.h, z31.b, z12.b
saddlbt	z18.s, z4.h, z15.h
saddlbt	z21.d, z1.s, z11.s
saddlb	z10.h, z27.b, z14.b
saddlb	z27.s, z29.h, z11.h
saddlb	z9.d, z5.s, z27.s
saddlt	z7.h, z4.b, z21.b
saddlt	z8.s, z11.h, z7.h
saddlt	z6.d, z26.s, z1.s
saddwb	z14.h, z8.h, z12.b
saddwb	z8.s, z17.s, z3.h
saddwb	z17.d, z11.d, z3.s
saddwt	z11.h, z1.h, z19.b
saddwt	z8.s, z14.s, z4.h
saddwt	z7.d, z9.d, z5.s
sbclb	z7.d, z30.d, z3.d
sbclb	z28.s, z18.s, z24.s
sbclt	z24.d, z13.d, z24.d
sbclt	z13.s, z24.s, z16.s
shadd	z8.b, p5/m, z8.b, z9.b
shadd	z19.d, p1/m, z19.d, z24.d
shadd	z23.h, p7/m, z23.h, z29.h
shadd	z3.s, p1/m, z3.s, z6.s
shrnb	z21.h, z26.s, #4
shrnb	z9.s, z18.d, #1
shrnb	z11.b, z27.h, #2
shrnt	z5.h, z3.s, #1
shrnt	z19.s, z17.d, #32
shrnt	z23.b, z3.h, #4
shsubr	z13.b, p4/m, z13.b, z3.b
shsubr	z16.d, p7/m, z16.d, z13.d
shsubr	z8.h, p4/m, z8.h, z10.h
shsubr	z6.s, p3/m, z6.s, z6.s
shsub	z21.b, p2/m, z21.b, z30.b
shsub	z13.d, p0/m, z13.d, z5.d
shsub	z22.h, p6/m, z22.h, z10.h
shsub	z19.s, p6/m, z19.s, z27.s
sli	z31.b, z15.b, #3
sli	z19.d, z30.d, #23
sli	z16.h, z19.h, #3
sli	z29.s, z15.s, #0
smaxp	z17.b, p1/m, z17.b, z17.b
smaxp	z12.d, p2/m, z12.d, z21.d
smaxp	z28.h, p4/m, z28.h, z2.h
smaxp	z23.s, p2/m, z23.s, z10.s
sminp	z31.b, p6/m, z31.b, z25.b
sminp	z4.d, p0/m, z4.d, z12.d
sminp	z0.h, p4/m, z0.h, z23.h
sminp	z3.s, p6/m, z3.s, z11.s
smlalb	z18.d, z21.s, z7.s[3]
smlalb	z26.s, z26.h, z7.h[4]
smlalb	z12.h, z24.b, z14.b
smlalb	z25.s, z16.h, z21.h
smlalb	z20.d, z13.s, z31.s
smlalt	z25.d, z3.s, z6.s[3]
smlalt	z15.s, z7.h, z6.h[4]
smlalt	z29.h, z4.b, z8.b
smlalt	z27.s, z6.h, z26.h
smlalt	z28.d, z29.s, z23.s
smlslb	z21.d, z2.s, z11.s[3]
smlslb	z25.s, z28.h, z7.h[0]
smlslb	z19.h, z8.b, z9.b
smlslb	z29.s, z17.h, z12.h
smlslb	z29.d, z13.s, z25.s
smlslt	z3.d, z28.s, z3.s[1]
smlslt	z6.s, z11.h, z4.h[7]
smlslt	z10.h, z4.b, z5.b
smlslt	z30.s, z22.h, z13.h
smlslt	z15.d, z23.s, z6.s
smulh	z28.b, z19.b, z30.b
smulh	z13.d, z11.d, z11.d
smulh	z26.h, z7.h, z5.h
smulh	z24.s, z2.s, z16.s
smullb	z20.d, z23.s, z1.s[3]
smullb	z3.s, z17.h, z6.h[3]
smullb	z5.h, z29.b, z8.b
smullb	z23.s, z20.h, z9.h
smullb	z28.d, z12.s, z8.s
smullt	z23.d, z28.s, z12.s[0]
smullt	z10.s, z28.h, z1.h[0]
smullt	z27.h, z25.b, z22.b
smullt	z21.s, z0.h, z10.h
smullt	z22.d, z2.s, z7.s
splice	z9.b, p2, { z2.b, z3.b }
splice	z30.d, p4, { z19.d, z20.d }
splice	z16.h, p1, { z19.h, z20.h }
splice	z27.s, p5, { z28.s, z29.s }
sqabs	z7.b, p6/m, z12.b
sqabs	z29.d, p3/m, z10.d
sqabs	z2.h, p5/m, z15.h
sqabs	z17.s, p2/m, z12.s
sqadd	z23.b, p2/m, z23.b, z8.b
sqadd	z26.d, p4/m, z26.d, z21.d
sqadd	z6.h, p5/m, z6.h, z28.h
sqadd	z12.s, p3/m, z12.s, z5.s
sqcadd	z8.b, z8.b, z21.b, #270
sqcadd	z13.d, z13.d, z9.d, #270
sqcadd	z22.h, z22.h, z19.h, #270
sqcadd	z9.s, z9.s, z7.s, #90
sqdmlalbt	z25.h, z0.b, z8.b
sqdmlalbt	z13.s, z18.h, z27.h
sqdmlalbt	z26.d, z20.s, z3.s
sqdmlalb	z3.d, z27.s, z3.s[2]
sqdmlalb	z27.s, z13.h, z0.h[0]
sqdmlalb	z5.h, z7.b, z27.b
sqdmlalb	z0.s, z9.h, z12.h
sqdmlalb	z16.d, z18.s, z0.s
sqdmlalt	z26.d, z19.s, z3.s[2]
sqdmlalt	z19.s, z5.h, z4.h[7]
sqdmlalt	z21.h, z6.b, z20.b
sqdmlalt	z24.s, z0.h, z9.h
sqdmlalt	z26.d, z6.s, z17.s
sqdmlslbt	z29.h, z15.b, z30.b
sqdmlslbt	z12.s, z4.h, z23.h
sqdmlslbt	z3.d, z30.s, z0.s
sqdmlslb	z0.d, z8.s, z12.s[1]
sqdmlslb	z16.s, z13.h, z3.h[6]
sqdmlslb	z5.h, z22.b, z30.b
sqdmlslb	z14.s, z2.h, z7.h
sqdmlslb	z24.d, z5.s, z25.s
sqdmlslt	z28.d, z10.s, z5.s[2]
sqdmlslt	z24.s, z6.h, z0.h[0]
sqdmlslt	z1.h, z11.b, z12.b
sqdmlslt	z6.s, z10.h, z21.h
sqdmlslt	z10.d, z23.s, z13.s
sqdmulh	z22.d, z17.d, z6.d[0]
sqdmulh	z4.h, z10.h, z6.h[1]
sqdmulh	z4.s, z22.s, z4.s[2]
sqdmulh	z23.b, z0.b, z12.b
sqdmulh	z19.d, z21.d, z31.d
sqdmulh	z1.h, z11.h, z25.h
sqdmulh	z2.s, z18.s, z2.s
sqdmullb	z14.d, z16.s, z4.s[2]
sqdmullb	z6.s, z30.h, z3.h[0]
sqdmullb	z12.h, z16.b, z28.b
sqdmullb	z16.s, z29.h, z6.h
sqdmullb	z28.d, z1.s, z9.s
sqdmullt	z0.d, z9.s, z6.s[3]
sqdmullt	z26.s, z30.h, z1.h[0]
sqdmullt	z1.h, z18.b, z1.b
sqdmullt	z6.s, z3.h, z29.h
sqdmullt	z1.d, z19.s, z9.s
sqneg	z22.b, p7/m, z25.b
sqneg	z16.d, p1/m, z8.d
sqneg	z5.h, p5/m, z12.h
sqneg	z23.s, p2/m, z4.s
sqrdcmlah	z30.h, z17.h, z0.h[0], #180
sqrdcmlah	z26.s, z6.s, z8.s[0], #90
sqrdcmlah	z25.b, z12.b, z19.b, #180
sqrdcmlah	z25.d, z13.d, z28.d, #0
sqrdcmlah	z25.h, z13.h, z23.h, #0
sqrdcmlah	z22.s, z25.s, z3.s, #0
sqrdmlah	z13.d, z2.d, z6.d[0]
sqrdmlah	z11.h, z14.h, z3.h[0]
sqrdmlah	z30.s, z26.s, z5.s[2]
sqrdmlah	z3.b, z11.b, z23.b
sqrdmlah	z26.d, z6.d, z5.d
sqrdmlah	z30.h, z31.h, z31.h
sqrdmlah	z5.s, z7.s, z8.s
sqrdmlsh	z17.d, z4.d, z3.d[1]
sqrdmlsh	z20.h, z27.h, z2.h[2]
sqrdmlsh	z12.s, z29.s, z0.s[2]
sqrdmlsh	z9.b, z21.b, z21.b
sqrdmlsh	z16.d, z10.d, z25.d
sqrdmlsh	z22.h, z29.h, z23.h
sqrdmlsh	z3.s, z2.s, z27.s
sqrdmulh	z14.d, z16.d, z1.d[1]
sqrdmulh	z16.h, z26.h, z6.h[1]
sqrdmulh	z20.s, z2.s, z7.s[1]
sqrdmulh	z0.b, z4.b, z20.b
sqrdmulh	z21.d, z27.d, z31.d
sqrdmulh	z16.h, z4.h, z8.h
sqrdmulh	z29.s, z24.s, z29.s
sqrshlr	z29.b, p5/m, z29.b, z24.b
sqrshlr	z23.d, p0/m, z23.d, z22.d
sqrshlr	z4.h, p2/m, z4.h, z4.h
sqrshlr	z19.s, p4/m, z19.s, z27.s
sqrshl	z4.b, p4/m, z4.b, z1.b
sqrshl	z16.d, p2/m, z16.d, z12.d
sqrshl	z26.h, p4/m, z26.h, z10.h
sqrshl	z22.s, p7/m, z22.s, z14.s
sqrshrnb	z2.h, z29.s, #1
sqrshrnb	z15.s, z5.d, #14
sqrshrnb	z21.b, z7.h, #1
sqrshrnt	z22.h, z19.s, #4
sqrshrnt	z14.s, z29.d, #15
sqrshrnt	z1.b, z14.h, #1
sqrshrunb	z16.h, z31.s, #4
sqrshrunb	z24.s, z25.d, #32
sqrshrunb	z3.b, z6.h, #1
sqrshrunt	z16.h, z14.s, #3
sqrshrunt	z5.s, z23.d, #5
sqrshrunt	z19.b, z25.h, #6
sqshlr	z29.b, p1/m, z29.b, z12.b
sqshlr	z31.d, p7/m, z31.d, z2.d
sqshlr	z23.h, p0/m, z23.h, z21.h
sqshlr	z18.s, p0/m, z18.s, z17.s
sqshlu	z8.b, p6/m, z8.b, #0
sqshlu	z2.d, p3/m, z2.d, #10
sqshlu	z21.h, p3/m, z21.h, #5
sqshlu	z6.s, p6/m, z6.s, #15
sqshl	z7.b, p7/m, z7.b, #2
sqshl	z30.d, p2/m, z30.d, #25
sqshl	z14.h, p5/m, z14.h, #12
sqshl	z18.s, p2/m, z18.s, #5
sqshl	z27.b, p4/m, z27.b, z12.b
sqshl	z17.d, p4/m, z17.d, z7.d
sqshl	z17.h, p6/m, z17.h, z6.h
sqshl	z29.s, p7/m, z29.s, z4.s
sqshrnb	z7.h, z16.s, #9
sqshrnb	z7.s, z24.d, #10
sqshrnb	z28.b, z17.h, #6
sqshrnt	z26.h, z17.s, #1
sqshrnt	z9.s, z31.d, #21
sqshrnt	z21.b, z13.h, #8
sqshrunb	z20.h, z7.s, #7
sqshrunb	z30.s, z1.d, #3
sqshrunb	z6.b, z2.h, #6
sqshrunt	z14.h, z21.s, #1
sqshrunt	z23.s, z29.d, #25
sqshrunt	z15.b, z19.h, #8
sqsubr	z13.b, p5/m, z13.b, z28.b
sqsubr	z28.d, p3/m, z28.d, z26.d
sqsubr	z19.h, p6/m, z19.h, z16.h
sqsubr	z14.s, p2/m, z14.s, z28.s
sqsub	z18.b, p3/m, z18.b, z29.b
sqsub	z18.d, p1/m, z18.d, z14.d
sqsub	z28.h, p4/m, z28.h, z10.h
sqsub	z30.s, p7/m, z30.s, z21.s
sqxtnb	z24.h, z31.s
sqxtnb	z16.s, z3.d
sqxtnb	z11.b, z5.h
sqxtnt	z16.h, z18.s
sqxtnt	z3.s, z7.d
sqxtnt	z28.b, z10.h
sqxtunb	z3.h, z27.s
sqxtunb	z23.s, z18.d
sqxtunb	z8.b, z12.h
sqxtunt	z16.h, z8.s
sqxtunt	z8.s, z19.d
sqxtunt	z26.b, z27.h
srhadd	z9.b, p0/m, z9.b, z26.b
srhadd	z12.d, p0/m, z12.d, z12.d
srhadd	z29.h, p4/m, z29.h, z30.h
srhadd	z17.s, p3/m, z17.s, z15.s
sri	z17.b, z27.b, #1
sri	z4.d, z25.d, #11
sri	z0.h, z11.h, #15
sri	z9.s, z1.s, #27
srshlr	z20.b, p0/m, z20.b, z29.b
srshlr	z22.d, p3/m, z22.d, z22.d
srshlr	z1.h, p6/m, z1.h, z17.h
srshlr	z3.s, p7/m, z3.s, z25.s
srshl	z7.b, p5/m, z7.b, z3.b
srshl	z16.d, p3/m, z16.d, z28.d
srshl	z2.h, p1/m, z2.h, z11.h
srshl	z21.s, p4/m, z21.s, z2.s
srshr	z22.b, p0/m, z22.b, #7
srshr	z23.d, p4/m, z23.d, #58
srshr	z8.h, p3/m, z8.h, #6
srshr	z23.s, p2/m, z23.s, #1
srsra	z25.b, z17.b, #3
srsra	z29.d, z29.d, #3
srsra	z10.h, z3.h, #3
srsra	z12.s, z6.s, #25
sshllb	z10.s, z21.h, #0
sshllb	z22.d, z4.s, #17
sshllb	z23.h, z1.b, #5
sshllt	z29.s, z20.h, #2
sshllt	z28.d, z5.s, #22
sshllt	z29.h, z19.b, #0
ssra	z13.b, z16.b, #6
ssra	z19.d, z19.d, #18
ssra	z4.h, z11.h, #10
ssra	z30.s, z4.s, #16
ssublbt	z1.h, z14.b, z6.b
ssublbt	z16.s, z6.h, z14.h
ssublbt	z3.d, z26.s, z8.s
ssublb	z3.h, z3.b, z20.b
ssublb	z11.s, z23.h, z1.h
ssublb	z21.d, z5.s, z2.s
ssubltb	z18.h, z14.b, z26.b
ssubltb	z15.s, z29.h, z12.h
ssubltb	z31.d, z13.s, z4.s
ssublt	z27.h, z4.b, z9.b
ssublt	z8.s, z28.h, z0.h
ssublt	z0.d, z12.s, z11.s
ssubwb	z4.h, z30.h, z25.b
ssubwb	z25.s, z10.s, z12.h
ssubwb	z2.d, z20.d, z1.s
ssubwt	z9.h, z5.h, z29.b
ssubwt	z10.s, z30.s, z25.h
ssubwt	z29.d, z4.d, z23.s
subhnb	z6.b, z2.h, z29.h
subhnb	z18.h, z5.s, z22.s
subhnb	z31.s, z2.d, z15.d
subhnt	z28.b, z1.h, z25.h
subhnt	z26.h, z4.s, z8.s
subhnt	z26.s, z21.d, z20.d
suqadd	z3.b, p4/m, z3.b, z22.b
suqadd	z8.d, p4/m, z8.d, z31.d
suqadd	z1.h, p5/m, z1.h, z30.h
suqadd	z3.s, p0/m, z3.s, z23.s
tbl	z30.b, { z12.b, z13.b }, z28.b
tbl	z2.d, { z24.d, z25.d }, z29.d
tbl	z16.h, { z16.h, z17.h }, z12.h
tbl	z29.s, { z20.s, z21.s }, z21.s
tbx	z26.b, z4.b, z21.b
tbx	z15.d, z29.d, z28.d
tbx	z19.h, z13.h, z30.h
tbx	z11.s, z9.s, z23.s
uabalb	z1.h, z7.b, z7.b
uabalb	z16.s, z4.h, z8.h
uabalb	z2.d, z24.s, z25.s
uabalt	z8.h, z1.b, z11.b
uabalt	z21.s, z24.h, z21.h
uabalt	z28.d, z11.s, z5.s
uaba	z2.b, z20.b, z3.b
uaba	z30.d, z7.d, z3.d
uaba	z5.h, z14.h, z0.h
uaba	z22.s, z2.s, z0.s
uabdlb	z18.h, z23.b, z23.b
uabdlb	z9.s, z28.h, z8.h
uabdlb	z8.d, z19.s, z1.s
uabdlt	z10.h, z10.b, z10.b
uabdlt	z16.s, z0.h, z29.h
uabdlt	z12.d, z31.s, z28.s
uadalp	z0.h, p0/m, z29.b
uadalp	z4.s, p0/m, z12.h
uadalp	z26.d, p0/m, z22.s
uaddlb	z25.h, z20.b, z28.b
uaddlb	z13.s, z17.h, z27.h
uaddlb	z11.d, z9.s, z15.s
uaddlt	z2.h, z21.b, z30.b
uaddlt	z23.s, z14.h, z24.h
uaddlt	z30.d, z5.s, z16.s
uaddwb	z4.h, z6.h, z30.b
uaddwb	z28.s, z12.s, z13.h
uaddwb	z0.d, z18.d, z10.s
uaddwt	z15.h, z9.h, z24.b
uaddwt	z25.s, z19.s, z14.h
uaddwt	z10.d, z28.d, z20.s
uhadd	z19.b, p3/m, z19.b, z7.b
uhadd	z16.d, p6/m, z16.d, z30.d
uhadd	z3.h, p4/m, z3.h, z28.h
uhadd	z31.s, p0/m, z31.s, z21.s
uhsubr	z17.b, p3/m, z17.b, z4.b
uhsubr	z14.d, p0/m, z14.d, z20.d
uhsubr	z28.h, p5/m, z28.h, z31.h
uhsubr	z18.s, p7/m, z18.s, z19.s
uhsub	z25.b, p6/m, z25.b, z19.b
uhsub	z14.d, p1/m, z14.d, z25.d
uhsub	z23.h, p6/m, z23.h, z28.h
uhsub	z13.s, p0/m, z13.s, z3.s
umaxp	z9.b, p6/m, z9.b, z31.b
umaxp	z18.d, p5/m, z18.d, z28.d
umaxp	z27.h, p6/m, z27.h, z3.h
umaxp	z29.s, p3/m, z29.s, z24.s
uminp	z5.b, p1/m, z5.b, z14.b
uminp	z9.d, p2/m, z9.d, z25.d
uminp	z10.h, p6/m, z10.h, z11.h
uminp	z15.s, p3/m, z15.s, z31.s
umlalb	z21.d, z30.s, z10.s[1]
umlalb	z31.s, z11.h, z2.h[5]
umlalb	z6.h, z16.b, z30.b
umlalb	z13.s, z9.h, z25.h
umlalb	z28.d, z8.s, z3.s
umlalt	z7.d, z20.s, z10.s[2]
umlalt	z22.s, z12.h, z7.h[6]
umlalt	z17.h, z22.b, z29.b
umlalt	z3.s, z31.h, z25.h
umlalt	z22.d, z24.s, z8.s
umlslb	z9.d, z6.s, z2.s[0]
umlslb	z30.s, z24.h, z6.h[7]
umlslb	z6.h, z28.b, z13.b
umlslb	z14.s, z13.h, z21.h
umlslb	z17.d, z2.s, z20.s
umlslt	z5.d, z15.s, z0.s[3]
umlslt	z29.s, z20.h, z3.h[1]
umlslt	z0.h, z29.b, z8.b
umlslt	z15.s, z0.h, z4.h
umlslt	z17.d, z23.s, z21.s
umulh	z0.b, z21.b, z3.b
umulh	z26.d, z29.d, z5.d
umulh	z5.h, z11.h, z9.h
umulh	z4.s, z17.s, z5.s
umullb	z2.d, z16.s, z3.s[3]
umullb	z19.s, z18.h, z0.h[7]
umullb	z30.h, z25.b, z6.b
umullb	z2.s, z21.h, z22.h
umullb	z17.d, z7.s, z29.s
umullt	z24.d, z9.s, z12.s[3]
umullt	z2.s, z13.h, z6.h[2]
umullt	z29.h, z22.b, z13.b
umullt	z30.s, z10.h, z9.h
umullt	z14.d, z19.s, z25.s
uqadd	z0.b, p0/m, z0.b, z9.b
uqadd	z20.d, p1/m, z20.d, z28.d
uqadd	z6.h, p7/m, z6.h, z5.h
uqadd	z26.s, p0/m, z26.s, z28.s
uqrshlr	z23.b, p4/m, z23.b, z19.b
uqrshlr	z9.d, p0/m, z9.d, z3.d
uqrshlr	z23.h, p5/m, z23.h, z9.h
uqrshlr	z15.s, p0/m, z15.s, z4.s
uqrshl	z18.b, p6/m, z18.b, z24.b
uqrshl	z23.d, p6/m, z23.d, z6.d
uqrshl	z26.h, p2/m, z26.h, z20.h
uqrshl	z2.s, p2/m, z2.s, z23.s
uqrshrnb	z18.h, z17.s, #5
uqrshrnb	z2.s, z4.d, #9
uqrshrnb	z18.b, z13.h, #6
uqrshrnt	z10.h, z8.s, #16
uqrshrnt	z17.s, z28.d, #1
uqrshrnt	z14.b, z15.h, #6
uqshlr	z27.b, p4/m, z27.b, z19.b
uqshlr	z4.d, p4/m, z4.d, z7.d
uqshlr	z3.h, p0/m, z3.h, z14.h
uqshlr	z7.s, p7/m, z7.s, z9.s
uqshl	z21.b, p1/m, z21.b, #3
uqshl	z14.d, p0/m, z14.d, #46
uqshl	z11.h, p4/m, z11.h, #4
uqshl	z24.s, p0/m, z24.s, #16
uqshl	z20.b, p1/m, z20.b, z3.b
uqshl	z14.d, p1/m, z14.d, z7.d
uqshl	z11.h, p5/m, z11.h, z13.h
uqshl	z2.s, p3/m, z2.s, z22.s
uqshrnb	z11.h, z17.s, #7
uqshrnb	z12.s, z23.d, #17
uqshrnb	z16.b, z22.h, #3
uqshrnt	z12.h, z25.s, #4
uqshrnt	z14.s, z18.d, #17
uqshrnt	z20.b, z7.h, #1
uqsubr	z22.b, p2/m, z22.b, z11.b
uqsubr	z25.d, p2/m, z25.d, z14.d
uqsubr	z7.h, p1/m, z7.h, z19.h
uqsubr	z17.s, p5/m, z17.s, z27.s
uqsub	z0.b, p0/m, z0.b, z1.b
uqsub	z24.d, p6/m, z24.d, z29.d
uqsub	z31.h, p3/m, z31.h, z1.h
uqsub	z24.s, p3/m, z24.s, z24.s
uqxtnb	z5.h, z30.s
uqxtnb	z6.s, z24.d
uqxtnb	z18.b, z1.h
uqxtnt	z12.h, z19.s
uqxtnt	z6.s, z26.d
uqxtnt	z0.b, z13.h
urecpe	z30.s, p3/m, z28.s
urhadd	z16.b, p6/m, z16.b, z11.b
urhadd	z3.d, p6/m, z3.d, z4.d
urhadd	z30.h, p7/m, z30.h, z9.h
urhadd	z6.s, p0/m, z6.s, z28.s
urshlr	z20.b, p4/m, z20.b, z5.b
urshlr	z11.d, p4/m, z11.d, z21.d
urshlr	z18.h, p2/m, z18.h, z12.h
urshlr	z19.s, p6/m, z19.s, z1.s
urshl	z30.b, p3/m, z30.b, z5.b
urshl	z12.d, p2/m, z12.d, z3.d
urshl	z16.h, p4/m, z16.h, z3.h
urshl	z20.s, p7/m, z20.s, z28.s
urshr	z0.b, p0/m, z0.b, #7
urshr	z9.d, p2/m, z9.d, #3
urshr	z16.h, p2/m, z16.h, #2
urshr	z15.s, p3/m, z15.s, #13
ursqrte	z2.s, p0/m, z15.s
ursra	z24.b, z3.b, #1
ursra	z9.d, z27.d, #1
ursra	z15.h, z18.h, #7
ursra	z26.s, z24.s, #6
ushllb	z29.s, z14.h, #2
ushllb	z31.d, z8.s, #25
ushllb	z27.h, z18.b, #4
ushllt	z27.s, z6.h, #0
ushllt	z4.d, z22.s, #20
ushllt	z4.h, z17.b, #5
usqadd	z7.b, p6/m, z7.b, z20.b
usqadd	z29.d, p6/m, z29.d, z4.d
usqadd	z6.h, p3/m, z6.h, z14.h
usqadd	z13.s, p2/m, z13.s, z19.s
usra	z25.b, z11.b, #7
usra	z9.d, z10.d, #38
usra	z16.h, z4.h, #15
usra	z19.s, z22.s, #24
usublb	z5.h, z3.b, z0.b
usublb	z29.s, z26.h, z30.h
usublb	z10.d, z17.s, z21.s
usublt	z2.h, z14.b, z25.b
usublt	z11.s, z31.h, z2.h
usublt	z2.d, z17.s, z26.s
usubwb	z28.h, z25.h, z4.b
usubwb	z23.s, z23.s, z6.h
usubwb	z18.d, z4.d, z22.s
usubwt	z22.h, z7.h, z10.b
usubwt	z3.s, z17.s, z3.h
usubwt	z11.d, z24.d, z4.s
whilege	p5.b, w13, w15
whilege	p5.d, w10, w6
whilege	p14.h, w25, w15
whilege	p5.s, w5, w23
whilege	p14.b, x17, x12
whilege	p13.d, x4, x29
whilege	p4.h, x28, x30
whilege	p8.s, x24, x23
whilegt	p0.b, w17, w30
whilegt	p2.d, w21, wzr
whilegt	p2.h, w4, w8
whilegt	p6.s, w7, w19
whilegt	p12.b, x20, x30
whilegt	p15.d, x19, x15
whilegt	p7.h, x12, x21
whilegt	p7.s, x28, x8
whilehi	p10.b, w16, w30
whilehi	p11.d, w2, w21
whilehi	p0.h, w29, w8
whilehi	p13.s, w1, w30
whilehi	p4.b, x17, x30
whilehi	p1.d, x11, x18
whilehi	p6.h, x23, x9
whilehi	p8.s, x5, x24
whilehs	p7.b, w17, w1
whilehs	p5.d, w27, w21
whilehs	p14.h, w14, w3
whilehs	p4.s, w7, w30
whilehs	p12.b, x26, x11
whilehs	p2.d, x10, x21
whilehs	p9.h, x11, x30
whilehs	p5.s, x26, x12
whilerw	p5.b, x24, x12
whilerw	p12.d, x22, x30
whilerw	p4.h, x30, x12
whilerw	p13.s, x0, x1
whilewr	p8.b, x24, x4
whilewr	p7.d, x9, x22
whilewr	p11.h, x1, x0
whilewr	p5.s, x4, x12
xar	z21.b, z21.b, z30.b, #1
xar	z23.d, z23.d, z5.d, #50
xar	z8.h, z8.h, z10.h, #1
xar	z15.s, z15.s, z4.s, #8
