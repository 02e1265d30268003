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
bsl1n	z20.d, z20.d, z13.d, z5.d
bsl2n	z15.d, z15.d, z13.d, z22.d
bsl	z14.d, z14.d, z30.d, z31.d
cadd	z14.b, z14.b, z2.b, #270
cadd	z22.d, z22.d, z28.d, #90
cadd	z6.h, z6.h, z14.h, #90
cadd	z12.s, z12.s, z4.s, #90
cdot	z16.d, z3.h, z15.h[1], #90
cdot	z1.s, z1.b, z3.b[0], #180
cdot	z26.s, z13.b, z28.b, #180
cdot	z16.d, z11.h, z28.h, #270
cmla	z7.h, z20.h, z0.h[1], #0
cmla	z21.s, z10.s, z4.s[1], #180
cmla	z9.b, z21.b, z13.b, #0
cmla	z12.d, z13.d, z11.d, #0
cmla	z24.h, z1.h, z13.h, #180
cmla	z8.s, z4.s, z10.s, #0
eor3	z2.d, z2.d, z23.d, z31.d
eorbt	z5.b, z4.b, z16.b
eorbt	z3.d, z3.d, z0.d
eorbt	z0.h, z21.h, z13.h
eorbt	z28.s, z19.s, z25.s
eortb	z28.b, z7.b, z1.b
eortb	z20.d, z25.d, z24.d
eortb	z29.h, z1.h, z22.h
eortb	z27.s, z18.s, z13.s
ext	z20.b, { z16.b, z17.b }, #82
faddp	z4.d, p2/m, z4.d, z17.d
faddp	z23.h, p7/m, z23.h, z31.h
faddp	z26.s, p7/m, z26.s, z28.s
fcvtlt	z18.d, p4/m, z15.s
fcvtlt	z0.s, p3/m, z6.h
fcvtnt	z31.h, p6/m, z28.s
fcvtnt	z9.s, p0/m, z10.d
fcvtxnt	z10.s, p2/m, z18.d
fcvtx	z6.s, p5/m, z0.d
flogb	z6.d, p0/m, z2.d
flogb	z25.h, p5/m, z26.h
flogb	z12.s, p0/m, z23.s
fmaxnmp	z3.d, p1/m, z3.d, z21.d
fmaxnmp	z20.h, p0/m, z20.h, z22.h
fmaxnmp	z14.s, p0/m, z14.s, z12.s
fmaxp	z7.d, p4/m, z7.d, z29.d
fmaxp	z11.h, p4/m, z11.h, z12.h
fmaxp	z14.s, p4/m, z14.s, z7.s
fminnmp	z14.d, p3/m, z14.d, z25.d
fminnmp	z31.h, p6/m, z31.h, z23.h
fminnmp	z25.s, p0/m, z25.s, z4.s
fminp	z10.d, p4/m, z10.d, z26.d
fminp	z26.h, p1/m, z26.h, z14.h
fminp	z12.s, p1/m, z12.s, z8.s
fmlalb	z5.s, z27.h, z0.h[2]
fmlalb	z4.s, z19.h, z17.h
fmlalt	z13.s, z21.h, z2.h[7]
fmlalt	z5.s, z21.h, z2.h
fmlslb	z23.s, z9.h, z7.h[0]
fmlslb	z4.s, z28.h, z24.h
fmlslt	z0.s, z11.h, z0.h[5]
fmlslt	z23.s, z11.h, z5.h
mla	z20.d, z10.d, z7.d[1]
mla	z3.h, z24.h, z4.h[7]
mla	z3.s, z5.s, z7.s[0]
mls	z11.d, z15.d, z0.d[0]
mls	z30.h, z16.h, z5.h[0]
mls	z11.s, z25.s, z6.s[0]
mul	z14.d, z4.d, z12.d[1]
mul	z23.h, z23.h, z5.h[2]
mul	z19.s, z14.s, z3.s[2]
mul	z26.b, z21.b, z7.b
mul	z28.d, z30.d, z16.d
mul	z3.h, z29.h, z6.h
mul	z23.s, z27.s, z22.s
nbsl	z31.d, z31.d, z28.d, z18.d
pmullb	z29.d, z29.s, z25.s
pmullb	z21.h, z18.b, z23.b
pmullt	z13.d, z7.s, z12.s
pmullt	z20.h, z25.b, z4.b
pmul	z6.b, z6.b, z11.b
raddhnb	z19.b, z12.h, z14.h
raddhnb	z18.h, z6.s, z16.s
raddhnb	z23.s, z14.d, z27.d
raddhnt	z23.b, z2.h, z20.h
raddhnt	z26.h, z8.s, z24.s
raddhnt	z27.s, z21.d, z7.d
rshrnb	z31.h, z13.s, #13
rshrnb	z21.s, z0.d, #26
rshrnb	z1.b, z4.h, #1
rshrnt	z8.h, z8.s, #16
rshrnt	z1.s, z6.d, #26
rshrnt	z21.b, z10.h, #1
rsubhnb	z31.b, z8.h, z24.h
rsubhnb	z3.h, z3.s, z26.s
rsubhnb	z28.s, z20.d, z17.d
rsubhnt	z6.b, z10.h, z24.h
rsubhnt	z16.h, z22.s, z9.s
rsubhnt	z28.s, z27.d, z30.d
sabalb	z10.h, z29.b, z18.b
sabalb	z24.s, z12.h, z16.h
sabalb	z10.d, z29.s, z29.s
sabalt	z19.h, z15.b, z10.b
sabalt	z23.s, z28.h, z2.h
sabalt	z13.d, z29.s, z7.s
saba	z18.b, z10.b, z1.b
saba	z13.d, z12.d, z15.d
saba	z18.h, z6.h, z25.h
saba	z16.s, z29.s, z31.s
sabdlb	z13.h, z28.b, z24.b
sabdlb	z12.s, z6.h, z30.h
sabdlb	z28.d, z11.s, z5.s
sabdlt	z9.h, z23.b, z17.b
sabdlt	z1.s, z9.h, z8.h
sabdlt	z8.d, z12.s, z14.s
sadalp	z14.h, p1/m, z9.b
sadalp	z18.s, p4/m, z11.h
sadalp	z27.d, p1/m, z7.s
saddlbt	z2.h, z28.b, z19.b
saddlbt	z16.s, z17.h, z30.h
saddlbt	z26.d, z4.s, z16.s
saddlb	z11.h, z30.b, z18.b
saddlb	z29.s, z10.h, z3.h
saddlb	z27.d, z20.s, z13.s
saddlt	z26.h, z13.b, z18.b
saddlt	z20.s, z21.h, z8.h
saddlt	z12.d, z11.s, z30.s
saddwb	z7.h, z18.h, z22.b
saddwb	z14.s, z19.s, z16.h
saddwb	z27.d, z15.d, z18.s
saddwt	z29.h, z7.h, z3.b
saddwt	z1.s, z30.s, z2.h
saddwt	z18.d, z26.d, z2.s
sbclb	z23.d, z27.d, z3.d
sbclb	z21.s, z3.s, z31.s
sbclt	z24.d, z16.d, z16.d
sbclt	z9.s, z8.s, z31.s
shadd	z13.b, p5/m, z13.b, z12.b
shadd	z16.d, p1/m, z16.d, z21.d
shadd	z15.h, p6/m, z15.h, z11.h
shadd	z30.s, p6/m, z30.s, z25.s
shrnb	z0.h, z15.s, #3
shrnb	z14.s, z28.d, #15
shrnb	z14.b, z4.h, #4
shrnt	z1.h, z30.s, #14
shrnt	z31.s, z22.d, #22
shrnt	z20.b, z13.h, #7
shsubr	z10.b, p3/m, z10.b, z5.b
shsubr	z30.d, p2/m, z30.d, z13.d
shsubr	z15.h, p7/m, z15.h, z6.h
shsubr	z30.s, p4/m, z30.s, z6.s
shsub	z11.b, p3/m, z11.b, z30.b
shsub	z13.d, p3/m, z13.d, z21.d
shsub	z15.h, p0/m, z15.h, z10.h
shsub	z5.s, p6/m, z5.s, z5.s
sli	z0.b, z31.b, #4
sli	z21.d, z19.d, #16
sli	z25.h, z15.h, #2
sli	z31.s, z13.s, #18
smaxp	z23.b, p5/m, z23.b, z6.b
smaxp	z8.d, p6/m, z8.d, z11.d
smaxp	z21.h, p1/m, z21.h, z29.h
smaxp	z28.s, p3/m, z28.s, z24.s
sminp	z6.b, p4/m, z6.b, z2.b
sminp	z3.d, p1/m, z3.d, z14.d
sminp	z28.h, p4/m, z28.h, z10.h
sminp	z18.s, p1/m, z18.s, z22.s
smlalb	z16.d, z11.s, z9.s[0]
smlalb	z21.s, z10.h, z1.h[0]
smlalb	z13.h, z6.b, z8.b
smlalb	z7.s, z10.h, z7.h
smlalb	z16.d, z6.s, z14.s
smlalt	z8.d, z6.s, z13.s[3]
smlalt	z19.s, z27.h, z3.h[0]
smlalt	z6.h, z29.b, z3.b
smlalt	z24.s, z17.h, z13.h
smlalt	z18.d, z4.s, z10.s
smlslb	z2.d, z15.s, z4.s[0]
smlslb	z15.s, z26.h, z1.h[5]
smlslb	z1.h, z25.b, z1.b
smlslb	z31.s, z7.h, z14.h
smlslb	z14.d, z8.s, z19.s
smlslt	z18.d, z30.s, z7.s[0]
smlslt	z12.s, z28.h, z4.h[1]
smlslt	z28.h, z9.b, z0.b
smlslt	z9.s, z20.h, z25.h
smlslt	z26.d, z4.s, z7.s
smulh	z26.b, z5.b, z24.b
smulh	z5.d, z7.d, z31.d
smulh	z6.h, z30.h, z2.h
smulh	z5.s, z21.s, z5.s
smullb	z24.d, z16.s, z5.s[2]
smullb	z2.s, z25.h, z2.h[3]
smullb	z17.h, z1.b, z0.b
smullb	z8.s, z5.h, z31.h
smullb	z18.d, z28.s, z24.s
smullt	z7.d, z14.s, z11.s[3]
smullt	z4.s, z24.h, z2.h[0]
smullt	z14.h, z7.b, z25.b
smullt	z20.s, z24.h, z27.h
smullt	z23.d, z0.s, z24.s
splice	z31.b, p1, { z17.b, z18.b }
splice	z21.d, p6, { z15.d, z16.d }
splice	z18.h, p0, { z15.h, z16.h }
splice	z31.s, p4, { z24.s, z25.s }
sqabs	z27.b, p3/m, z28.b
sqabs	z21.d, p4/m, z2.d
sqabs	z26.h, p7/m, z15.h
sqabs	z1.s, p3/m, z9.s
sqadd	z16.b, p5/m, z16.b, z9.b
sqadd	z20.d, p1/m, z20.d, z18.d
sqadd	z26.h, p3/m, z26.h, z31.h
sqadd	z28.s, p5/m, z28.s, z5.s
sqcadd	z10.b, z10.b, z26.b, #270
sqcadd	z8.d, z8.d, z1.d, #90
sqcadd	z21.h, z21.h, z2.h, #90
sqcadd	z3.s, z3.s, z18.s, #270
sqdmlalbt	z9.h, z25.b, z29.b
sqdmlalbt	z23.s, z24.h, z23.h
sqdmlalbt	z2.d, z22.s, z4.s
sqdmlalb	z8.d, z4.s, z9.s[2]
sqdmlalb	z27.s, z19.h, z6.h[0]
sqdmlalb	z9.h, z12.b, z26.b
sqdmlalb	z18.s, z10.h, z22.h
sqdmlalb	z28.d, z14.s, z4.s
sqdmlalt	z11.d, z0.s, z13.s[2]
sqdmlalt	z26.s, z27.h, z7.h[0]
sqdmlalt	z4.h, z13.b, z19.b
sqdmlalt	z3.s, z31.h, z3.h
sqdmlalt	z9.d, z10.s, z10.s
sqdmlslbt	z8.h, z29.b, z31.b
sqdmlslbt	z7.s, z1.h, z27.h
sqdmlslbt	z8.d, z19.s, z19.s
sqdmlslb	z6.d, z29.s, z14.s[2]
sqdmlslb	z28.s, z2.h, z7.h[5]
sqdmlslb	z29.h, z23.b, z23.b
sqdmlslb	z10.s, z22.h, z3.h
sqdmlslb	z30.d, z1.s, z0.s
sqdmlslt	z14.d, z4.s, z5.s[2]
sqdmlslt	z4.s, z18.h, z0.h[2]
sqdmlslt	z30.h, z21.b, z27.b
sqdmlslt	z1.s, z15.h, z23.h
sqdmlslt	z2.d, z29.s, z26.s
sqdmulh	z19.d, z19.d, z6.d[0]
sqdmulh	z4.h, z16.h, z7.h[0]
sqdmulh	z25.s, z9.s, z0.s[1]
sqdmulh	z27.b, z27.b, z6.b
sqdmulh	z19.d, z0.d, z17.d
sqdmulh	z11.h, z16.h, z9.h
sqdmulh	z10.s, z7.s, z24.s
sqdmullb	z13.d, z26.s, z11.s[1]
sqdmullb	z2.s, z12.h, z2.h[1]
sqdmullb	z18.h, z21.b, z30.b
sqdmullb	z14.s, z3.h, z24.h
sqdmullb	z4.d, z19.s, z17.s
sqdmullt	z25.d, z31.s, z12.s[1]
sqdmullt	z2.s, z7.h, z0.h[0]
sqdmullt	z23.h, z9.b, z15.b
sqdmullt	z2.s, z13.h, z6.h
sqdmullt	z23.d, z16.s, z21.s
sqneg	z30.b, p5/m, z6.b
sqneg	z30.d, p3/m, z11.d
sqneg	z19.h, p5/m, z30.h
sqneg	z9.s, p0/m, z17.s
sqrdcmlah	z21.h, z31.h, z5.h[1], #270
sqrdcmlah	z30.s, z28.s, z13.s[1], #90
sqrdcmlah	z26.b, z10.b, z26.b, #270
sqrdcmlah	z31.d, z31.d, z12.d, #270
sqrdcmlah	z17.h, z29.h, z7.h, #0
sqrdcmlah	z20.s, z28.s, z15.s, #0
sqrdmlah	z5.d, z1.d, z13.d[0]
sqrdmlah	z25.h, z5.h, z1.h[7]
sqrdmlah	z26.s, z11.s, z4.s[0]
sqrdmlah	z24.b, z10.b, z20.b
sqrdmlah	z7.d, z9.d, z19.d
sqrdmlah	z26.h, z9.h, z28.h
sqrdmlah	z27.s, z16.s, z10.s
sqrdmlsh	z7.d, z16.d, z10.d[1]
sqrdmlsh	z19.h, z9.h, z3.h[7]
sqrdmlsh	z16.s, z7.s, z7.s[3]
sqrdmlsh	z4.b, z4.b, z4.b
sqrdmlsh	z16.d, z26.d, z12.d
sqrdmlsh	z26.h, z5.h, z19.h
sqrdmlsh	z12.s, z31.s, z23.s
sqrdmulh	z24.d, z15.d, z0.d[0]
sqrdmulh	z19.h, z7.h, z3.h[4]
sqrdmulh	z16.s, z7.s, z4.s[0]
sqrdmulh	z6.b, z29.b, z28.b
sqrdmulh	z0.d, z4.d, z0.d
sqrdmulh	z19.h, z29.h, z21.h
sqrdmulh	z9.s, z19.s, z4.s
sqrshlr	z22.b, p4/m, z22.b, z14.b
sqrshlr	z12.d, p6/m, z12.d, z30.d
sqrshlr	z24.h, p4/m, z24.h, z19.h
sqrshlr	z11.s, p7/m, z11.s, z4.s
sqrshl	z30.b, p4/m, z30.b, z18.b
sqrshl	z20.d, p4/m, z20.d, z6.d
sqrshl	z27.h, p0/m, z27.h, z17.h
sqrshl	z7.s, p1/m, z7.s, z16.s
sqrshrnb	z10.h, z20.s, #2
sqrshrnb	z4.s, z7.d, #22
sqrshrnb	z6.b, z5.h, #2
sqrshrnt	z22.h, z15.s, #7
sqrshrnt	z12.s, z12.d, #25
sqrshrnt	z9.b, z14.h, #1
sqrshrunb	z9.h, z26.s, #13
sqrshrunb	z1.s, z20.d, #20
sqrshrunb	z1.b, z7.h, #4
sqrshrunt	z17.h, z22.s, #7
sqrshrunt	z22.s, z22.d, #21
sqrshrunt	z7.b, z14.h, #1
sqshlr	z24.b, p0/m, z24.b, z27.b
sqshlr	z15.d, p3/m, z15.d, z30.d
sqshlr	z16.h, p6/m, z16.h, z25.h
sqshlr	z23.s, p1/m, z23.s, z20.s
sqshlu	z16.b, p6/m, z16.b, #0
sqshlu	z11.d, p6/m, z11.d, #38
sqshlu	z22.h, p0/m, z22.h, #14
sqshlu	z24.s, p7/m, z24.s, #8
sqshl	z23.b, p6/m, z23.b, #6
sqshl	z11.d, p1/m, z11.d, #50
sqshl	z21.h, p6/m, z21.h, #1
sqshl	z15.s, p1/m, z15.s, #0
sqshl	z30.b, p2/m, z30.b, z22.b
sqshl	z5.d, p4/m, z5.d, z5.d
sqshl	z0.h, p1/m, z0.h, z9.h
sqshl	z11.s, p5/m, z11.s, z7.s
sqshrnb	z3.h, z16.s, #8
sqshrnb	z12.s, z3.d, #32
sqshrnb	z10.b, z16.h, #5
sqshrnt	z23.h, z25.s, #8
sqshrnt	z1.s, z16.d, #12
sqshrnt	z8.b, z17.h, #8
sqshrunb	z7.h, z22.s, #4
sqshrunb	z28.s, z3.d, #7
sqshrunb	z18.b, z8.h, #6
sqshrunt	z7.h, z15.s, #16
sqshrunt	z18.s, z31.d, #6
sqshrunt	z24.b, z2.h, #4
sqsubr	z5.b, p7/m, z5.b, z23.b
sqsubr	z8.d, p6/m, z8.d, z25.d
sqsubr	z0.h, p2/m, z0.h, z3.h
sqsubr	z27.s, p7/m, z27.s, z21.s
sqsub	z6.b, p3/m, z6.b, z16.b
sqsub	z12.d, p0/m, z12.d, z27.d
sqsub	z6.h, p7/m, z6.h, z12.h
sqsub	z31.s, p0/m, z31.s, z0.s
sqxtnb	z18.h, z18.s
sqxtnb	z17.s, z26.d
sqxtnb	z7.b, z18.h
sqxtnt	z13.h, z29.s
sqxtnt	z27.s, z22.d
sqxtnt	z13.b, z5.h
sqxtunb	z27.h, z16.s
sqxtunb	z3.s, z1.d
sqxtunb	z2.b, z8.h
sqxtunt	z24.h, z24.s
sqxtunt	z27.s, z21.d
sqxtunt	z25.b, z26.h
srhadd	z0.b, p2/m, z0.b, z1.b
srhadd	z11.d, p6/m, z11.d, z24.d
srhadd	z18.h, p2/m, z18.h, z19.h
srhadd	z5.s, p6/m, z5.s, z23.s
sri	z27.b, z9.b, #5
sri	z2.d, z0.d, #60
sri	z17.h, z13.h, #1
sri	z11.s, z23.s, #32
srshlr	z30.b, p3/m, z30.b, z16.b
srshlr	z31.d, p1/m, z31.d, z30.d
srshlr	z18.h, p4/m, z18.h, z2.h
srshlr	z31.s, p7/m, z31.s, z28.s
srshl	z7.b, p3/m, z7.b, z23.b
srshl	z6.d, p4/m, z6.d, z13.d
srshl	z8.h, p2/m, z8.h, z14.h
srshl	z1.s, p3/m, z1.s, z16.s
srshr	z4.b, p2/m, z4.b, #6
srshr	z4.d, p3/m, z4.d, #60
srshr	z4.h, p5/m, z4.h, #8
srshr	z27.s, p5/m, z27.s, #18
srsra	z13.b, z29.b, #4
srsra	z20.d, z3.d, #60
srsra	z15.h, z16.h, #11
srsra	z23.s, z14.s, #1
sshllb	z20.s, z17.h, #7
sshllb	z15.d, z5.s, #15
sshllb	z6.h, z10.b, #0
sshllt	z25.s, z5.h, #10
sshllt	z0.d, z28.s, #31
sshllt	z18.h, z24.b, #1
ssra	z25.b, z22.b, #8
ssra	z15.d, z14.d, #59
ssra	z16.h, z22.h, #16
ssra	z20.s, z18.s, #7
ssublbt	z24.h, z22.b, z15.b
ssublbt	z21.s, z11.h, z8.h
ssublbt	z27.d, z26.s, z11.s
ssublb	z9.h, z25.b, z28.b
ssublb	z26.s, z16.h, z30.h
ssublb	z17.d, z3.s, z10.s
ssubltb	z25.h, z25.b, z12.b
ssubltb	z25.s, z12.h, z12.h
ssubltb	z16.d, z30.s, z13.s
ssublt	z4.h, z22.b, z3.b
ssublt	z31.s, z26.h, z15.h
ssublt	z28.d, z27.s, z27.s
ssubwb	z2.h, z3.h, z19.b
ssubwb	z13.s, z14.s, z28.h
ssubwb	z0.d, z28.d, z14.s
ssubwt	z18.h, z9.h, z28.b
ssubwt	z11.s, z13.s, z27.h
ssubwt	z25.d, z31.d, z11.s
subhnb	z9.b, z24.h, z25.h
subhnb	z19.h, z14.s, z10.s
subhnb	z28.s, z20.d, z14.d
subhnt	z31.b, z12.h, z28.h
subhnt	z0.h, z13.s, z1.s
subhnt	z27.s, z28.d, z1.d
suqadd	z13.b, p4/m, z13.b, z13.b
suqadd	z23.d, p4/m, z23.d, z9.d
suqadd	z29.h, p6/m, z29.h, z23.h
suqadd	z24.s, p6/m, z24.s, z13.s
tbl	z18.b, { z10.b, z11.b }, z9.b
tbl	z10.d, { z15.d, z16.d }, z15.d
tbl	z30.h, { z3.h, z4.h }, z20.h
tbl	z22.s, { z4.s, z5.s }, z28.s
tbx	z7.b, z22.b, z8.b
tbx	z2.d, z30.d, z5.d
tbx	z26.h, z18.h, z23.h
tbx	z23.s, z14.s, z5.s
uabalb	z16.h, z17.b, z31.b
uabalb	z3.s, z13.h, z0.h
uabalb	z19.d, z14.s, z3.s
uabalt	z10.h, z25.b, z21.b
uabalt	z30.s, z8.h, z13.h
uabalt	z17.d, z16.s, z31.s
uaba	z22.b, z4.b, z2.b
uaba	z15.d, z30.d, z3.d
uaba	z16.h, z17.h, z20.h
uaba	z6.s, z10.s, z18.s
uabdlb	z7.h, z29.b, z7.b
uabdlb	z1.s, z21.h, z19.h
uabdlb	z30.d, z20.s, z21.s
uabdlt	z15.h, z31.b, z24.b
uabdlt	z11.s, z8.h, z23.h
uabdlt	z22.d, z6.s, z26.s
uadalp	z19.h, p6/m, z15.b
uadalp	z12.s, p2/m, z14.h
uadalp	z31.d, p4/m, z24.s
uaddlb	z9.h, z4.b, z6.b
uaddlb	z5.s, z25.h, z1.h
uaddlb	z30.d, z11.s, z24.s
uaddlt	z12.h, z2.b, z20.b
uaddlt	z5.s, z2.h, z15.h
uaddlt	z1.d, z21.s, z24.s
uaddwb	z31.h, z6.h, z20.b
uaddwb	z13.s, z2.s, z18.h
uaddwb	z4.d, z6.d, z3.s
uaddwt	z29.h, z15.h, z11.b
uaddwt	z11.s, z10.s, z10.h
uaddwt	z20.d, z11.d, z7.s
uhadd	z27.b, p1/m, z27.b, z1.b
uhadd	z28.d, p5/m, z28.d, z28.d
uhadd	z2.h, p6/m, z2.h, z16.h
uhadd	z14.s, p7/m, z14.s, z28.s
uhsubr	z19.b, p4/m, z19.b, z23.b
uhsubr	z13.d, p6/m, z13.d, z26.d
uhsubr	z21.h, p3/m, z21.h, z30.h
uhsubr	z5.s, p4/m, z5.s, z29.s
uhsub	z0.b, p6/m, z0.b, z0.b
uhsub	z31.d, p5/m, z31.d, z20.d
uhsub	z26.h, p5/m, z26.h, z29.h
uhsub	z1.s, p6/m, z1.s, z22.s
umaxp	z20.b, p5/m, z20.b, z16.b
umaxp	z14.d, p2/m, z14.d, z5.d
umaxp	z27.h, p5/m, z27.h, z9.h
umaxp	z25.s, p3/m, z25.s, z24.s
uminp	z11.b, p1/m, z11.b, z11.b
uminp	z23.d, p3/m, z23.d, z13.d
uminp	z29.h, p6/m, z29.h, z18.h
uminp	z21.s, p4/m, z21.s, z19.s
umlalb	z25.d, z26.s, z7.s[1]
umlalb	z15.s, z7.h, z6.h[4]
umlalb	z24.h, z2.b, z14.b
umlalb	z11.s, z13.h, z14.h
umlalb	z30.d, z20.s, z26.s
umlalt	z16.d, z12.s, z7.s[2]
umlalt	z25.s, z16.h, z4.h[3]
umlalt	z0.h, z5.b, z14.b
umlalt	z1.s, z16.h, z20.h
umlalt	z9.d, z17.s, z1.s
umlslb	z11.d, z5.s, z15.s[3]
umlslb	z26.s, z6.h, z2.h[0]
umlslb	z8.h, z25.b, z4.b
umlslb	z5.s, z16.h, z15.h
umlslb	z2.d, z21.s, z0.s
umlslt	z25.d, z24.s, z15.s[3]
umlslt	z13.s, z20.h, z3.h[0]
umlslt	z4.h, z3.b, z10.b
umlslt	z26.s, z15.h, z21.h
umlslt	z24.d, z24.s, z7.s
umulh	z22.b, z28.b, z31.b
umulh	z20.d, z27.d, z28.d
umulh	z29.h, z10.h, z24.h
umulh	z20.s, z3.s, z28.s
umullb	z18.d, z27.s, z4.s[1]
umullb	z21.s, z26.h, z4.h[4]
umullb	z31.h, z29.b, z8.b
umullb	z10.s, z0.h, z24.h
umullb	z29.d, z0.s, z3.s
umullt	z11.d, z26.s, z7.s[0]
umullt	z27.s, z0.h, z1.h[5]
umullt	z31.h, z0.b, z7.b
umullt	z30.s, z12.h, z13.h
umullt	z18.d, z31.s, z30.s
uqadd	z3.b, p5/m, z3.b, z15.b
uqadd	z2.d, p5/m, z2.d, z24.d
uqadd	z17.h, p3/m, z17.h, z4.h
uqadd	z11.s, p5/m, z11.s, z29.s
uqrshlr	z6.b, p6/m, z6.b, z26.b
uqrshlr	z12.d, p5/m, z12.d, z14.d
uqrshlr	z18.h, p0/m, z18.h, z17.h
uqrshlr	z10.s, p7/m, z10.s, z30.s
uqrshl	z13.b, p3/m, z13.b, z12.b
uqrshl	z8.d, p4/m, z8.d, z16.d
uqrshl	z17.h, p2/m, z17.h, z20.h
uqrshl	z29.s, p5/m, z29.s, z14.s
uqrshrnb	z31.h, z13.s, #5
uqrshrnb	z27.s, z28.d, #26
uqrshrnb	z2.b, z16.h, #3
uqrshrnt	z18.h, z31.s, #2
uqrshrnt	z20.s, z13.d, #1
uqrshrnt	z1.b, z15.h, #6
uqshlr	z31.b, p6/m, z31.b, z23.b
uqshlr	z7.d, p1/m, z7.d, z24.d
uqshlr	z10.h, p0/m, z10.h, z1.h
uqshlr	z19.s, p4/m, z19.s, z8.s
uqshl	z5.b, p2/m, z5.b, #7
uqshl	z22.d, p5/m, z22.d, #53
uqshl	z29.h, p1/m, z29.h, #6
uqshl	z22.s, p4/m, z22.s, #27
uqshl	z26.b, p2/m, z26.b, z13.b
uqshl	z16.d, p0/m, z16.d, z25.d
uqshl	z5.h, p6/m, z5.h, z21.h
uqshl	z1.s, p5/m, z1.s, z29.s
uqshrnb	z17.h, z2.s, #4
uqshrnb	z7.s, z17.d, #32
uqshrnb	z12.b, z11.h, #1
uqshrnt	z29.h, z8.s, #15
uqshrnt	z7.s, z21.d, #5
uqshrnt	z30.b, z0.h, #4
uqsubr	z26.b, p3/m, z26.b, z26.b
uqsubr	z11.d, p2/m, z11.d, z2.d
uqsubr	z8.h, p7/m, z8.h, z4.h
uqsubr	z30.s, p0/m, z30.s, z2.s
uqsub	z15.b, p3/m, z15.b, z7.b
uqsub	z17.d, p3/m, z17.d, z8.d
uqsub	z11.h, p5/m, z11.h, z11.h
uqsub	z12.s, p2/m, z12.s, z9.s
uqxtnb	z16.h, z17.s
uqxtnb	z1.s, z19.d
uqxtnb	z23.b, z23.h
uqxtnt	z14.h, z28.s
uqxtnt	z20.s, z2.d
uqxtnt	z28.b, z19.h
urecpe	z7.s, p6/m, z11.s
urhadd	z28.b, p7/m, z28.b, z14.b
urhadd	z31.d, p0/m, z31.d, z24.d
urhadd	z0.h, p2/m, z0.h, z22.h
urhadd	z14.s, p7/m, z14.s, z10.s
urshlr	z7.b, p2/m, z7.b, z29.b
urshlr	z3.d, p1/m, z3.d, z12.d
urshlr	z7.h, p6/m, z7.h, z29.h
urshlr	z16.s, p6/m, z16.s, z27.s
urshl	z14.b, p4/m, z14.b, z27.b
urshl	z2.d, p3/m, z2.d, z4.d
urshl	z3.h, p6/m, z3.h, z0.h
urshl	z4.s, p2/m, z4.s, z21.s
urshr	z31.b, p0/m, z31.b, #8
urshr	z5.d, p2/m, z5.d, #62
urshr	z19.h, p3/m, z19.h, #3
urshr	z7.s, p0/m, z7.s, #1
ursqrte	z19.s, p1/m, z13.s
ursra	z27.b, z0.b, #5
ursra	z24.d, z10.d, #45
ursra	z7.h, z13.h, #15
ursra	z17.s, z26.s, #1
ushllb	z12.s, z26.h, #0
ushllb	z17.d, z24.s, #0
ushllb	z9.h, z22.b, #1
ushllt	z7.s, z9.h, #0
ushllt	z15.d, z14.s, #5
ushllt	z16.h, z15.b, #0
usqadd	z8.b, p6/m, z8.b, z14.b
usqadd	z13.d, p0/m, z13.d, z0.d
usqadd	z2.h, p7/m, z2.h, z15.h
usqadd	z10.s, p0/m, z10.s, z1.s
usra	z25.b, z9.b, #7
usra	z19.d, z17.d, #15
usra	z16.h, z27.h, #4
usra	z27.s, z17.s, #1
usublb	z17.h, z9.b, z16.b
usublb	z25.s, z29.h, z31.h
usublb	z0.d, z26.s, z23.s
usublt	z11.h, z3.b, z3.b
usublt	z25.s, z16.h, z27.h
usublt	z18.d, z18.s, z17.s
usubwb	z13.h, z21.h, z12.b
usubwb	z15.s, z5.s, z2.h
usubwb	z19.d, z17.d, z30.s
usubwt	z29.h, z10.h, z9.b
usubwt	z13.s, z1.s, z23.h
usubwt	z16.d, z4.d, z1.s
whilege	p15.b, w18, w10
whilege	p1.d, w6, w11
whilege	p3.h, w10, w13
whilege	p4.s, w30, w6
whilege	p10.b, x28, x21
whilege	p13.d, x16, x9
whilege	p3.h, x8, x17
whilege	p4.s, x7, x19
whilegt	p0.b, w8, w1
whilegt	p15.d, w3, w15
whilegt	p6.h, w24, w8
whilegt	p1.s, w24, wzr
whilegt	p4.b, x5, x4
whilegt	p9.d, x4, x29
whilegt	p4.h, x24, x25
whilegt	p5.s, x18, x7
whilehi	p1.b, wzr, w20
whilehi	p1.d, w4, w27
whilehi	p5.h, w25, w10
whilehi	p12.s, w12, w16
whilehi	p5.b, x6, x20
whilehi	p9.d, x24, x12
whilehi	p6.h, x22, x11
whilehi	p0.s, x15, x14
whilehs	p2.b, w14, w3
whilehs	p3.d, w2, wzr
whilehs	p2.h, w18, w9
whilehs	p6.s, w21, w5
whilehs	p14.b, x20, x1
whilehs	p12.d, x9, x5
whilehs	p9.h, x23, x11
whilehs	p15.s, x20, x18
whilerw	p13.b, x24, x25
whilerw	p2.d, x11, x12
whilerw	p3.h, x10, x19
whilerw	p14.s, x15, x21
whilewr	p7.b, x15, x30
whilewr	p10.d, x18, x20
whilewr	p2.h, x19, x29
whilewr	p7.s, x12, x2
xar	z28.b, z28.b, z1.b, #4
xar	z17.d, z17.d, z17.d, #5
xar	z11.h, z11.h, z24.h, #8
xar	z22.s, z22.s, z9.s, #10
