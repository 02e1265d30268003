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
cdot	z13.d, z9.h, z7.h[0], #180
cdot	z1.s, z1.b, z5.b[0], #180
cdot	z21.s, z13.b, z21.b, #270
cdot	z8.d, z22.h, z1.h, #180
cmla	z3.h, z15.h, z6.h[3], #270
cmla	z26.s, z8.s, z3.s[0], #270
cmla	z0.b, z19.b, z15.b, #90
cmla	z25.d, z11.d, z24.d, #0
cmla	z26.h, z7.h, z16.h, #180
cmla	z8.s, z29.s, z14.s, #0
eor3	z18.d, z18.d, z19.d, z11.d
eorbt	z21.b, z18.b, z8.b
eorbt	z0.d, z4.d, z0.d
eorbt	z13.h, z18.h, z16.h
eorbt	z19.s, z14.s, z22.s
eortb	z30.b, z21.b, z19.b
eortb	z15.d, z14.d, z30.d
eortb	z16.h, z17.h, z21.h
eortb	z22.s, z13.s, z21.s
ext	z30.b, { z5.b, z6.b }, #239
faddp	z15.d, p6/m, z15.d, z22.d
faddp	z8.h, p1/m, z8.h, z18.h
faddp	z13.s, p2/m, z13.s, z16.s
fcvtlt	z30.d, p2/m, z23.s
fcvtlt	z22.s, p2/m, z4.h
fcvtnt	z8.h, p1/m, z24.s
fcvtnt	z11.s, p4/m, z13.d
fcvtxnt	z23.s, p1/m, z15.d
fcvtx	z15.s, p1/m, z18.d
flogb	z8.d, p3/m, z9.d
flogb	z19.h, p0/m, z15.h
flogb	z15.s, p5/m, z8.s
fmaxnmp	z12.d, p3/m, z12.d, z22.d
fmaxnmp	z0.h, p3/m, z0.h, z1.h
fmaxnmp	z11.s, p5/m, z11.s, z23.s
fmaxp	z18.d, p6/m, z18.d, z31.d
fmaxp	z21.h, p1/m, z21.h, z19.h
fmaxp	z6.s, p2/m, z6.s, z26.s
fminnmp	z12.d, p3/m, z12.d, z18.d
fminnmp	z11.h, p5/m, z11.h, z10.h
fminnmp	z14.s, p7/m, z14.s, z17.s
fminp	z29.d, p5/m, z29.d, z1.d
fminp	z10.h, p2/m, z10.h, z10.h
fminp	z18.s, p6/m, z18.s, z12.s
fmlalb	z18.s, z1.h, z4.h[0]
fmlalb	z2.s, z15.h, z27.h
fmlalt	z17.s, z2.h, z4.h[6]
fmlalt	z9.s, z10.h, z3.h
fmlslb	z30.s, z25.h, z1.h[4]
fmlslb	z17.s, z10.h, z15.h
fmlslt	z10.s, z9.h, z7.h[6]
fmlslt	z1.s, z11.h, z28.h
mla	z30.d, z8.d, z9.d[1]
mla	z10.h, z13.h, z3.h[5]
mla	z7.s, z13.s, z6.s[2]
mls	z14.d, z26.d, z11.d[0]
mls	z13.h, z12.h, z1.h[0]
mls	z2.s, z8.s, z1.s[1]
mul	z28.d, z28.d, z10.d[0]
mul	z22.h, z20.h, z3.h[5]
mul	z1.s, z22.s, z1.s[1]
mul	z20.b, z18.b, z2.b
mul	z1.d, z27.d, z2.d
mul	z20.h, z18.h, z19.h
mul	z9.s, z15.s, z20.s
nbsl	z15.d, z15.d, z18.d, z11.d
pmullb	z24.d, z5.s, z15.s
pmullb	z30.h, z29.b, z20.b
pmullt	z10.d, z9.s, z22.s
pmullt	z15.h, z30.b, z5.b
pmul	z23.b, z12.b, z31.b
raddhnb	z12.b, z23.h, z12.h
raddhnb	z15.h, z15.s, z23.s
raddhnb	z13.s, z1.d, z11.d
raddhnt	z24.b, z14.h, z26.h
raddhnt	z23.h, z25.s, z14.s
raddhnt	z28.s, z11.d, z3.d
rshrnb	z28.h, z2.s, #5
rshrnb	z2.s, z13.d, #18
rshrnb	z10.b, z1.h, #2
rshrnt	z19.h, z10.s, #16
rshrnt	z20.s, z26.d, #20
rshrnt	z24.b, z30.h, #1
rsubhnb	z25.b, z27.h, z2.h
rsubhnb	z5.h, z1.s, z10.s
rsubhnb	z8.s, z24.d, z8.d
rsubhnt	z17.b, z27.h, z26.h
rsubhnt	z23.h, z17.s, z4.s
rsubhnt	z31.s, z11.d, z12.d
sabalb	z18.h, z27.b, z12.b
sabalb	z24.s, z16.h, z17.h
sabalb	z3.d, z23.s, z7.s
sabalt	z4.h, z7.b, z12.b
sabalt	z9.s, z1.h, z8.h
sabalt	z26.d, z21.s, z17.s
saba	z16.b, z26.b, z3.b
saba	z29.d, z0.d, z27.d
saba	z30.h, z24.h, z14.h
saba	z1.s, z9.s, z6.s
sabdlb	z2.h, z21.b, z3.b
sabdlb	z7.s, z15.h, z18.h
sabdlb	z30.d, z11.s, z13.s
sabdlt	z29.h, z30.b, z4.b
sabdlt	z6.s, z6.h, z21.h
sabdlt	z30.d, z9.s, z26.s
sadalp	z16.h, p3/m, z28.b
sadalp	z13.s, p4/m, z9.h
sadalp	z22.d, p7/m, z7.s
saddlbt	z2.h, z31.b, z11.b
saddlbt	z11.s, z10.h, z13.h
saddlbt	z20.d, z12.s, z11.s
saddlb	z25.h, z6.b, z11.b
saddlb	z23.s, z26.h, z3.h
saddlb	z7.d, z17.s, z0.s
saddlt	z31.h, z6.b, z21.b
saddlt	z1.s, z29.h, z29.h
saddlt	z0.d, z20.s, z30.s
saddwb	z4.h, z22.h, z30.b
saddwb	z17.s, z8.s, z31.h
saddwb	z15.d, z14.d, z10.s
saddwt	z1.h, z7.h, z13.b
saddwt	z19.s, z20.s, z30.h
saddwt	z20.d, z23.d, z27.s
sbclb	z4.d, z2.d, z4.d
sbclb	z14.s, z30.s, z19.s
sbclt	z28.d, z20.d, z27.d
sbclt	z29.s, z29.s, z5.s
shadd	z15.b, p4/m, z15.b, z15.b
shadd	z10.d, p1/m, z10.d, z19.d
shadd	z4.h, p3/m, z4.h, z4.h
shadd	z4.s, p2/m, z4.s, z2.s
shrnb	z31.h, z20.s, #9
shrnb	z0.s, z2.d, #5
shrnb	z2.b, z18.h, #8
shrnt	z18.h, z16.s, #4
shrnt	z10.s, z9.d, #14
shrnt	z7.b, z20.h, #4
shsubr	z5.b, p3/m, z5.b, z31.b
shsubr	z15.d, p7/m, z15.d, z13.d
shsubr	z8.h, p0/m, z8.h, z18.h
shsubr	z4.s, p1/m, z4.s, z9.s
shsub	z14.b, p1/m, z14.b, z26.b
shsub	z25.d, p7/m, z25.d, z22.d
shsub	z13.h, p6/m, z13.h, z3.h
shsub	z21.s, p1/m, z21.s, z26.s
sli	z18.b, z14.b, #5
sli	z29.d, z4.d, #25
sli	z3.h, z4.h, #1
sli	z19.s, z3.s, #30
smaxp	z30.b, p1/m, z30.b, z11.b
smaxp	z26.d, p1/m, z26.d, z4.d
smaxp	z26.h, p6/m, z26.h, z23.h
smaxp	z29.s, p5/m, z29.s, z16.s
sminp	z31.b, p3/m, z31.b, z4.b
sminp	z15.d, p5/m, z15.d, z11.d
sminp	z10.h, p6/m, z10.h, z27.h
sminp	z29.s, p2/m, z29.s, z5.s
smlalb	z15.d, z25.s, z10.s[2]
smlalb	z29.s, z25.h, z2.h[3]
smlalb	z2.h, z28.b, z8.b
smlalb	z25.s, z16.h, z29.h
smlalb	z9.d, z21.s, z22.s
smlalt	z28.d, z28.s, z6.s[0]
smlalt	z0.s, z10.h, z0.h[7]
smlalt	z24.h, z3.b, z7.b
smlalt	z28.s, z17.h, z0.h
smlalt	z25.d, z22.s, z22.s
smlslb	z23.d, z8.s, z14.s[3]
smlslb	z22.s, z8.h, z5.h[6]
smlslb	z19.h, z10.b, z26.b
smlslb	z14.s, z1.h, z29.h
smlslb	z6.d, z17.s, z29.s
smlslt	z25.d, z23.s, z3.s[0]
smlslt	z8.s, z12.h, z4.h[1]
smlslt	z24.h, z14.b, z12.b
smlslt	z15.s, z0.h, z10.h
smlslt	z31.d, z20.s, z7.s
smulh	z21.b, z6.b, z25.b
smulh	z1.d, z4.d, z1.d
smulh	z31.h, z8.h, z28.h
smulh	z8.s, z13.s, z17.s
smullb	z1.d, z30.s, z0.s[0]
smullb	z17.s, z10.h, z5.h[5]
smullb	z28.h, z18.b, z30.b
smullb	z1.s, z17.h, z6.h
smullb	z19.d, z17.s, z16.s
smullt	z18.d, z13.s, z5.s[0]
smullt	z17.s, z25.h, z0.h[4]
smullt	z13.h, z22.b, z13.b
smullt	z20.s, z25.h, z21.h
smullt	z30.d, z10.s, z16.s
splice	z8.b, p2, { z25.b, z26.b }
splice	z24.d, p3, { z3.d, z4.d }
splice	z13.h, p7, { z22.h, z23.h }
splice	z16.s, p5, { z4.s, z5.s }
sqabs	z25.b, p5/m, z18.b
sqabs	z10.d, p3/m, z21.d
sqabs	z11.h, p2/m, z17.h
sqabs	z20.s, p2/m, z14.s
sqadd	z24.b, p0/m, z24.b, z26.b
sqadd	z28.d, p5/m, z28.d, z6.d
sqadd	z25.h, p2/m, z25.h, z16.h
sqadd	z12.s, p5/m, z12.s, z28.s
sqcadd	z28.b, z28.b, z7.b, #90
sqcadd	z28.d, z28.d, z1.d, #90
sqcadd	z1.h, z1.h, z7.h, #90
sqcadd	z12.s, z12.s, z20.s, #90
sqdmlalbt	z9.h, z8.b, z31.b
sqdmlalbt	z29.s, z14.h, z5.h
sqdmlalbt	z5.d, z8.s, z13.s
sqdmlalb	z16.d, z3.s, z8.s[1]
sqdmlalb	z13.s, z18.h, z2.h[1]
sqdmlalb	z15.h, z6.b, z21.b
sqdmlalb	z10.s, z30.h, z13.h
sqdmlalb	z0.d, z5.s, z22.s
sqdmlalt	z24.d, z10.s, z9.s[2]
sqdmlalt	z27.s, z12.h, z1.h[0]
sqdmlalt	z21.h, z16.b, z10.b
sqdmlalt	z17.s, z25.h, z4.h
sqdmlalt	z9.d, z20.s, z1.s
sqdmlslbt	z16.h, z24.b, z6.b
sqdmlslbt	z29.s, z15.h, z2.h
sqdmlslbt	z14.d, z27.s, z26.s
sqdmlslb	z23.d, z22.s, z1.s[0]
sqdmlslb	z10.s, z24.h, z0.h[0]
sqdmlslb	z17.h, z17.b, z22.b
sqdmlslb	z16.s, z3.h, z26.h
sqdmlslb	z16.d, z7.s, z26.s
sqdmlslt	z26.d, z5.s, z5.s[3]
sqdmlslt	z13.s, z8.h, z3.h[0]
sqdmlslt	z5.h, z30.b, z16.b
sqdmlslt	z5.s, z16.h, z15.h
sqdmlslt	z25.d, z29.s, z14.s
sqdmulh	z22.d, z16.d, z5.d[1]
sqdmulh	z23.h, z14.h, z1.h[0]
sqdmulh	z15.s, z3.s, z4.s[1]
sqdmulh	z4.b, z22.b, z13.b
sqdmulh	z25.d, z26.d, z2.d
sqdmulh	z11.h, z8.h, z14.h
sqdmulh	z25.s, z24.s, z9.s
sqdmullb	z6.d, z23.s, z14.s[2]
sqdmullb	z0.s, z21.h, z1.h[1]
sqdmullb	z26.h, z23.b, z3.b
sqdmullb	z21.s, z15.h, z8.h
sqdmullb	z21.d, z25.s, z7.s
sqdmullt	z21.d, z2.s, z2.s[3]
sqdmullt	z29.s, z4.h, z1.h[1]
sqdmullt	z27.h, z1.b, z9.b
sqdmullt	z17.s, z7.h, z21.h
sqdmullt	z8.d, z14.s, z30.s
sqneg	z3.b, p4/m, z26.b
sqneg	z23.d, p6/m, z1.d
sqneg	z30.h, p3/m, z10.h
sqneg	z24.s, p2/m, z29.s
sqrdcmlah	z13.h, z1.h, z6.h[3], #0
sqrdcmlah	z17.s, z27.s, z6.s[1], #180
sqrdcmlah	z29.b, z9.b, z0.b, #180
sqrdcmlah	z29.d, z20.d, z31.d, #90
sqrdcmlah	z24.h, z10.h, z22.h, #0
sqrdcmlah	z6.s, z17.s, z16.s, #0
sqrdmlah	z28.d, z11.d, z10.d[0]
sqrdmlah	z26.h, z10.h, z6.h[2]
sqrdmlah	z9.s, z16.s, z1.s[1]
sqrdmlah	z14.b, z4.b, z14.b
sqrdmlah	z16.d, z7.d, z27.d
sqrdmlah	z10.h, z30.h, z26.h
sqrdmlah	z19.s, z27.s, z30.s
sqrdmlsh	z27.d, z17.d, z14.d[0]
sqrdmlsh	z8.h, z19.h, z1.h[7]
sqrdmlsh	z20.s, z23.s, z1.s[1]
sqrdmlsh	z16.b, z31.b, z28.b
sqrdmlsh	z10.d, z12.d, z16.d
sqrdmlsh	z14.h, z24.h, z30.h
sqrdmlsh	z2.s, z6.s, z23.s
sqrdmulh	z0.d, z11.d, z8.d[1]
sqrdmulh	z10.h, z12.h, z1.h[0]
sqrdmulh	z9.s, z22.s, z3.s[3]
sqrdmulh	z23.b, z6.b, z30.b
sqrdmulh	z18.d, z4.d, z6.d
sqrdmulh	z11.h, z12.h, z1.h
sqrdmulh	z30.s, z13.s, z13.s
sqrshlr	z18.b, p5/m, z18.b, z19.b
sqrshlr	z28.d, p6/m, z28.d, z17.d
sqrshlr	z26.h, p2/m, z26.h, z25.h
sqrshlr	z16.s, p0/m, z16.s, z27.s
sqrshl	z21.b, p2/m, z21.b, z0.b
sqrshl	z13.d, p2/m, z13.d, z11.d
sqrshl	z15.h, p7/m, z15.h, z10.h
sqrshl	z5.s, p6/m, z5.s, z19.s
sqrshrnb	z8.h, z18.s, #2
sqrshrnb	z16.s, z31.d, #10
sqrshrnb	z28.b, z12.h, #6
sqrshrnt	z2.h, z24.s, #14
sqrshrnt	z27.s, z26.d, #10
sqrshrnt	z2.b, z16.h, #5
sqrshrunb	z20.h, z21.s, #10
sqrshrunb	z6.s, z3.d, #1
sqrshrunb	z12.b, z0.h, #5
sqrshrunt	z4.h, z4.s, #16
sqrshrunt	z23.s, z11.d, #22
sqrshrunt	z19.b, z9.h, #2
sqshlr	z19.b, p1/m, z19.b, z22.b
sqshlr	z19.d, p3/m, z19.d, z17.d
sqshlr	z31.h, p7/m, z31.h, z3.h
sqshlr	z6.s, p5/m, z6.s, z15.s
sqshlu	z0.b, p2/m, z0.b, #1
sqshlu	z12.d, p6/m, z12.d, #18
sqshlu	z9.h, p6/m, z9.h, #0
sqshlu	z21.s, p5/m, z21.s, #8
sqshl	z23.b, p1/m, z23.b, #2
sqshl	z17.d, p0/m, z17.d, #36
sqshl	z6.h, p7/m, z6.h, #1
sqshl	z12.s, p4/m, z12.s, #18
sqshl	z1.b, p1/m, z1.b, z29.b
sqshl	z1.d, p4/m, z1.d, z23.d
sqshl	z30.h, p4/m, z30.h, z16.h
sqshl	z1.s, p7/m, z1.s, z14.s
sqshrnb	z30.h, z13.s, #14
sqshrnb	z12.s, z28.d, #1
sqshrnb	z7.b, z16.h, #1
sqshrnt	z3.h, z21.s, #8
sqshrnt	z27.s, z28.d, #15
sqshrnt	z5.b, z0.h, #8
sqshrunb	z18.h, z0.s, #1
sqshrunb	z25.s, z4.d, #1
sqshrunb	z16.b, z20.h, #3
sqshrunt	z25.h, z24.s, #16
sqshrunt	z4.s, z0.d, #32
sqshrunt	z28.b, z15.h, #1
sqsubr	z16.b, p6/m, z16.b, z27.b
sqsubr	z31.d, p2/m, z31.d, z4.d
sqsubr	z18.h, p3/m, z18.h, z3.h
sqsubr	z5.s, p7/m, z5.s, z9.s
sqsub	z1.b, p0/m, z1.b, z8.b
sqsub	z15.d, p3/m, z15.d, z0.d
sqsub	z2.h, p2/m, z2.h, z15.h
sqsub	z13.s, p5/m, z13.s, z30.s
sqxtnb	z2.h, z31.s
sqxtnb	z8.s, z23.d
sqxtnb	z29.b, z16.h
sqxtnt	z23.h, z10.s
sqxtnt	z31.s, z3.d
sqxtnt	z30.b, z1.h
sqxtunb	z2.h, z25.s
sqxtunb	z29.s, z26.d
sqxtunb	z7.b, z4.h
sqxtunt	z28.h, z16.s
sqxtunt	z31.s, z7.d
sqxtunt	z8.b, z5.h
srhadd	z25.b, p4/m, z25.b, z18.b
srhadd	z18.d, p1/m, z18.d, z1.d
srhadd	z13.h, p5/m, z13.h, z5.h
srhadd	z11.s, p4/m, z11.s, z7.s
sri	z11.b, z24.b, #1
sri	z18.d, z12.d, #5
sri	z19.h, z12.h, #9
sri	z11.s, z9.s, #12
srshlr	z14.b, p4/m, z14.b, z12.b
srshlr	z4.d, p7/m, z4.d, z17.d
srshlr	z0.h, p6/m, z0.h, z23.h
srshlr	z28.s, p5/m, z28.s, z26.s
srshl	z13.b, p3/m, z13.b, z11.b
srshl	z4.d, p5/m, z4.d, z14.d
srshl	z24.h, p2/m, z24.h, z20.h
srshl	z5.s, p1/m, z5.s, z10.s
srshr	z14.b, p1/m, z14.b, #1
srshr	z31.d, p2/m, z31.d, #41
srshr	z2.h, p5/m, z2.h, #5
srshr	z27.s, p2/m, z27.s, #3
srsra	z30.b, z17.b, #7
srsra	z30.d, z4.d, #64
srsra	z26.h, z11.h, #9
srsra	z10.s, z14.s, #6
sshllb	z0.s, z4.h, #0
sshllb	z29.d, z21.s, #30
sshllb	z7.h, z20.b, #5
sshllt	z11.s, z8.h, #12
sshllt	z30.d, z24.s, #5
sshllt	z17.h, z7.b, #0
ssra	z31.b, z19.b, #2
ssra	z3.d, z25.d, #1
ssra	z25.h, z26.h, #16
ssra	z30.s, z27.s, #29
ssublbt	z4.h, z0.b, z3.b
ssublbt	z5.s, z2.h, z6.h
ssublbt	z2.d, z31.s, z27.s
ssublb	z29.h, z27.b, z4.b
ssublb	z21.s, z10.h, z20.h
ssublb	z24.d, z10.s, z11.s
ssubltb	z15.h, z18.b, z29.b
ssubltb	z24.s, z9.h, z29.h
ssubltb	z23.d, z14.s, z3.s
ssublt	z21.h, z31.b, z17.b
ssublt	z28.s, z13.h, z17.h
ssublt	z8.d, z5.s, z14.s
ssubwb	z15.h, z13.h, z27.b
ssubwb	z26.s, z11.s, z22.h
ssubwb	z4.d, z4.d, z14.s
ssubwt	z10.h, z2.h, z14.b
ssubwt	z24.s, z15.s, z18.h
ssubwt	z19.d, z0.d, z7.s
subhnb	z12.b, z10.h, z19.h
subhnb	z19.h, z7.s, z2.s
subhnb	z25.s, z10.d, z20.d
subhnt	z21.b, z0.h, z5.h
subhnt	z0.h, z20.s, z22.s
subhnt	z19.s, z22.d, z21.d
suqadd	z30.b, p2/m, z30.b, z26.b
suqadd	z11.d, p2/m, z11.d, z19.d
suqadd	z8.h, p5/m, z8.h, z15.h
suqadd	z8.s, p0/m, z8.s, z29.s
tbl	z8.b, { z30.b, z31.b }, z28.b
tbl	z21.d, { z5.d, z6.d }, z29.d
tbl	z4.h, { z4.h, z5.h }, z1.h
tbl	z29.s, { z12.s, z13.s }, z15.s
tbx	z19.b, z4.b, z8.b
tbx	z6.d, z13.d, z30.d
tbx	z7.h, z25.h, z30.h
tbx	z22.s, z2.s, z17.s
uabalb	z30.h, z30.b, z11.b
uabalb	z3.s, z6.h, z9.h
uabalb	z0.d, z5.s, z5.s
uabalt	z14.h, z7.b, z27.b
uabalt	z15.s, z28.h, z23.h
uabalt	z26.d, z19.s, z3.s
uaba	z11.b, z26.b, z0.b
uaba	z12.d, z16.d, z22.d
uaba	z6.h, z21.h, z16.h
uaba	z19.s, z28.s, z23.s
uabdlb	z17.h, z18.b, z19.b
uabdlb	z7.s, z21.h, z7.h
uabdlb	z16.d, z4.s, z2.s
uabdlt	z8.h, z14.b, z0.b
uabdlt	z24.s, z12.h, z19.h
uabdlt	z28.d, z23.s, z10.s
uadalp	z25.h, p7/m, z26.b
uadalp	z13.s, p4/m, z13.h
uadalp	z1.d, p1/m, z13.s
uaddlb	z8.h, z15.b, z14.b
uaddlb	z3.s, z8.h, z6.h
uaddlb	z18.d, z16.s, z26.s
uaddlt	z1.h, z4.b, z3.b
uaddlt	z7.s, z13.h, z16.h
uaddlt	z23.d, z9.s, z27.s
uaddwb	z9.h, z0.h, z4.b
uaddwb	z31.s, z12.s, z11.h
uaddwb	z6.d, z4.d, z9.s
uaddwt	z22.h, z5.h, z24.b
uaddwt	z6.s, z2.s, z6.h
uaddwt	z0.d, z4.d, z30.s
uhadd	z21.b, p1/m, z21.b, z10.b
uhadd	z30.d, p3/m, z30.d, z16.d
uhadd	z1.h, p5/m, z1.h, z26.h
uhadd	z17.s, p0/m, z17.s, z3.s
uhsubr	z12.b, p2/m, z12.b, z22.b
uhsubr	z16.d, p7/m, z16.d, z17.d
uhsubr	z26.h, p1/m, z26.h, z30.h
uhsubr	z4.s, p5/m, z4.s, z17.s
uhsub	z0.b, p7/m, z0.b, z22.b
uhsub	z27.d, p7/m, z27.d, z19.d
uhsub	z17.h, p0/m, z17.h, z26.h
uhsub	z19.s, p3/m, z19.s, z12.s
umaxp	z0.b, p3/m, z0.b, z6.b
umaxp	z31.d, p3/m, z31.d, z29.d
umaxp	z14.h, p2/m, z14.h, z6.h
umaxp	z17.s, p3/m, z17.s, z22.s
uminp	z26.b, p6/m, z26.b, z11.b
uminp	z31.d, p4/m, z31.d, z3.d
uminp	z5.h, p6/m, z5.h, z13.h
uminp	z8.s, p5/m, z8.s, z25.s
umlalb	z10.d, z14.s, z12.s[3]
umlalb	z0.s, z6.h, z0.h[4]
umlalb	z5.h, z31.b, z2.b
umlalb	z15.s, z21.h, z1.h
umlalb	z25.d, z24.s, z4.s
umlalt	z8.d, z12.s, z10.s[1]
umlalt	z1.s, z6.h, z1.h[0]
umlalt	z4.h, z23.b, z6.b
umlalt	z31.s, z31.h, z6.h
umlalt	z12.d, z3.s, z11.s
umlslb	z9.d, z11.s, z6.s[3]
umlslb	z16.s, z19.h, z6.h[7]
umlslb	z20.h, z16.b, z9.b
umlslb	z0.s, z18.h, z18.h
umlslb	z24.d, z18.s, z11.s
umlslt	z7.d, z25.s, z2.s[2]
umlslt	z1.s, z6.h, z4.h[6]
umlslt	z26.h, z25.b, z17.b
umlslt	z19.s, z5.h, z26.h
umlslt	z21.d, z20.s, z17.s
umulh	z20.b, z26.b, z30.b
umulh	z29.d, z14.d, z28.d
umulh	z13.h, z26.h, z9.h
umulh	z14.s, z29.s, z2.s
umullb	z5.d, z29.s, z1.s[2]
umullb	z27.s, z4.h, z5.h[2]
umullb	z4.h, z12.b, z16.b
umullb	z26.s, z17.h, z28.h
umullb	z20.d, z3.s, z2.s
umullt	z3.d, z26.s, z11.s[2]
umullt	z1.s, z7.h, z5.h[1]
umullt	z19.h, z7.b, z19.b
umullt	z1.s, z26.h, z4.h
umullt	z28.d, z28.s, z24.s
uqadd	z15.b, p7/m, z15.b, z9.b
uqadd	z3.d, p0/m, z3.d, z10.d
uqadd	z31.h, p0/m, z31.h, z24.h
uqadd	z8.s, p7/m, z8.s, z0.s
uqrshlr	z25.b, p2/m, z25.b, z1.b
uqrshlr	z11.d, p5/m, z11.d, z24.d
uqrshlr	z21.h, p7/m, z21.h, z11.h
uqrshlr	z5.s, p4/m, z5.s, z5.s
uqrshl	z11.b, p3/m, z11.b, z9.b
uqrshl	z24.d, p6/m, z24.d, z25.d
uqrshl	z23.h, p1/m, z23.h, z24.h
uqrshl	z6.s, p2/m, z6.s, z5.s
uqrshrnb	z10.h, z6.s, #10
uqrshrnb	z1.s, z10.d, #12
uqrshrnb	z26.b, z24.h, #3
uqrshrnt	z24.h, z9.s, #7
uqrshrnt	z3.s, z11.d, #1
uqrshrnt	z4.b, z2.h, #4
uqshlr	z2.b, p3/m, z2.b, z26.b
uqshlr	z4.d, p1/m, z4.d, z16.d
uqshlr	z3.h, p0/m, z3.h, z20.h
uqshlr	z22.s, p3/m, z22.s, z31.s
uqshl	z14.b, p5/m, z14.b, #0
uqshl	z24.d, p0/m, z24.d, #52
uqshl	z26.h, p2/m, z26.h, #6
uqshl	z5.s, p4/m, z5.s, #11
uqshl	z3.b, p4/m, z3.b, z12.b
uqshl	z27.d, p1/m, z27.d, z28.d
uqshl	z19.h, p0/m, z19.h, z1.h
uqshl	z3.s, p0/m, z3.s, z13.s
uqshrnb	z10.h, z0.s, #10
uqshrnb	z29.s, z25.d, #3
uqshrnb	z28.b, z24.h, #7
uqshrnt	z4.h, z0.s, #1
uqshrnt	z28.s, z27.d, #14
uqshrnt	z1.b, z3.h, #1
uqsubr	z11.b, p1/m, z11.b, z2.b
uqsubr	z25.d, p2/m, z25.d, z26.d
uqsubr	z20.h, p3/m, z20.h, z15.h
uqsubr	z15.s, p7/m, z15.s, z12.s
uqsub	z23.b, p5/m, z23.b, z14.b
uqsub	z5.d, p4/m, z5.d, z23.d
uqsub	z17.h, p0/m, z17.h, z3.h
uqsub	z30.s, p4/m, z30.s, z21.s
uqxtnb	z9.h, z16.s
uqxtnb	z10.s, z26.d
uqxtnb	z10.b, z20.h
uqxtnt	z25.h, z0.s
uqxtnt	z30.s, z30.d
uqxtnt	z13.b, z23.h
urecpe	z22.s, p1/m, z10.s
urhadd	z19.b, p6/m, z19.b, z21.b
urhadd	z17.d, p1/m, z17.d, z24.d
urhadd	z28.h, p6/m, z28.h, z18.h
urhadd	z22.s, p4/m, z22.s, z21.s
urshlr	z21.b, p0/m, z21.b, z28.b
urshlr	z13.d, p4/m, z13.d, z28.d
urshlr	z15.h, p1/m, z15.h, z17.h
urshlr	z24.s, p0/m, z24.s, z31.s
urshl	z8.b, p5/m, z8.b, z12.b
urshl	z25.d, p3/m, z25.d, z13.d
urshl	z22.h, p6/m, z22.h, z18.h
urshl	z9.s, p6/m, z9.s, z1.s
urshr	z10.b, p1/m, z10.b, #1
urshr	z18.d, p3/m, z18.d, #10
urshr	z12.h, p0/m, z12.h, #1
urshr	z31.s, p6/m, z31.s, #3
ursqrte	z24.s, p7/m, z28.s
ursra	z14.b, z13.b, #1
ursra	z14.d, z8.d, #30
ursra	z3.h, z1.h, #2
ursra	z29.s, z11.s, #2
ushllb	z20.s, z16.h, #13
ushllb	z3.d, z3.s, #7
ushllb	z0.h, z28.b, #5
ushllt	z18.s, z15.h, #0
ushllt	z25.d, z4.s, #0
ushllt	z4.h, z5.b, #7
usqadd	z12.b, p2/m, z12.b, z7.b
usqadd	z2.d, p7/m, z2.d, z27.d
usqadd	z18.h, p1/m, z18.h, z1.h
usqadd	z30.s, p6/m, z30.s, z7.s
usra	z22.b, z4.b, #3
usra	z15.d, z21.d, #50
usra	z7.h, z21.h, #1
usra	z29.s, z21.s, #2
usublb	z19.h, z11.b, z13.b
usublb	z2.s, z26.h, z27.h
usublb	z10.d, z7.s, z25.s
usublt	z28.h, z26.b, z24.b
usublt	z6.s, z23.h, z16.h
usublt	z2.d, z19.s, z9.s
usubwb	z6.h, z26.h, z10.b
usubwb	z20.s, z20.s, z2.h
usubwb	z11.d, z26.d, z23.s
usubwt	z5.h, z0.h, z17.b
usubwt	z29.s, z13.s, z27.h
usubwt	z7.d, z21.d, z22.s
whilege	p10.b, w9, w2
whilege	p8.d, w1, w24
whilege	p13.h, w0, w14
whilege	p15.s, w14, w3
whilege	p2.b, x27, xzr
whilege	p8.d, x26, x30
whilege	p7.h, x13, x17
whilege	p1.s, x2, x23
whilegt	p11.b, w6, w24
whilegt	p0.d, w25, w25
whilegt	p8.h, w4, w26
whilegt	p14.s, w23, w12
whilegt	p3.b, x18, x18
whilegt	p0.d, x17, x20
whilegt	p11.h, x8, x19
whilegt	p0.s, x29, x7
whilehi	p1.b, w19, w9
whilehi	p0.d, w7, w11
whilehi	p3.h, w5, wzr
whilehi	p15.s, w26, w26
whilehi	p1.b, x6, x9
whilehi	p1.d, x17, x8
whilehi	p11.h, x25, x4
whilehi	p2.s, x27, x16
whilehs	p7.b, w2, w5
whilehs	p10.d, w0, w25
whilehs	p3.h, w24, w30
whilehs	p14.s, w27, w13
whilehs	p3.b, x20, x13
whilehs	p3.d, x17, x4
whilehs	p1.h, x3, x10
whilehs	p13.s, x19, x15
whilerw	p4.b, x24, x0
whilerw	p11.d, x30, x23
whilerw	p12.h, x4, x19
whilerw	p13.s, x26, x4
whilewr	p2.b, x8, x0
whilewr	p2.d, x8, x11
whilewr	p13.h, x3, x17
whilewr	p8.s, x20, x7
xar	z20.b, z20.b, z28.b, #8
xar	z2.d, z2.d, z27.d, #23
xar	z26.h, z26.h, z16.h, #1
xar	z0.s, z0.s, z9.s, #31
