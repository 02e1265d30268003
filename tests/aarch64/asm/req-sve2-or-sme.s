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
eor3	z3.d, z3.d, z25.d, z23.d
eorbt	z24.b, z5.b, z27.b
eorbt	z2.d, z10.d, z3.d
eorbt	z24.h, z23.h, z12.h
eorbt	z21.s, z22.s, z28.s
eortb	z0.b, z22.b, z31.b
eortb	z0.d, z28.d, z31.d
eortb	z9.h, z26.h, z28.h
eortb	z14.s, z16.s, z16.s
ext	z20.b, { z7.b, z8.b }, #34
faddp	z23.d, p5/m, z23.d, z25.d
faddp	z26.h, p4/m, z26.h, z28.h
faddp	z2.s, p1/m, z2.s, z1.s
fcvtlt	z22.d, p6/m, z16.s
fcvtlt	z15.s, p4/m, z13.h
fcvtnt	z26.h, p7/m, z25.s
fcvtnt	z28.s, p7/m, z1.d
fcvtxnt	z10.s, p2/m, z10.d
fcvtx	z13.s, p7/m, z23.d
flogb	z3.d, p5/m, z1.d
flogb	z21.h, p0/m, z5.h
flogb	z10.s, p7/m, z20.s
fmaxnmp	z15.d, p7/m, z15.d, z23.d
fmaxnmp	z30.h, p5/m, z30.h, z12.h
fmaxnmp	z21.s, p2/m, z21.s, z18.s
fmaxp	z10.d, p7/m, z10.d, z2.d
fmaxp	z23.h, p1/m, z23.h, z29.h
fmaxp	z14.s, p3/m, z14.s, z7.s
fminnmp	z19.d, p1/m, z19.d, z14.d
fminnmp	z31.h, p5/m, z31.h, z12.h
fminnmp	z21.s, p0/m, z21.s, z17.s
fminp	z14.d, p2/m, z14.d, z21.d
fminp	z2.h, p6/m, z2.h, z23.h
fminp	z13.s, p6/m, z13.s, z3.s
fmlalb	z16.s, z16.h, z3.h[1]
fmlalb	z6.s, z12.h, z31.h
fmlalt	z31.s, z21.h, z5.h[7]
fmlalt	z16.s, z9.h, z18.h
fmlslb	z11.s, z22.h, z5.h[6]
fmlslb	z28.s, z18.h, z5.h
fmlslt	z14.s, z11.h, z6.h[3]
fmlslt	z18.s, z3.h, z31.h
mla	z27.d, z3.d, z7.d[1]
mla	z10.h, z5.h, z3.h[2]
mla	z18.s, z19.s, z6.s[3]
mls	z12.d, z2.d, z3.d[1]
mls	z23.h, z7.h, z6.h[1]
mls	z13.s, z4.s, z7.s[3]
mul	z21.d, z20.d, z3.d[0]
mul	z26.h, z30.h, z2.h[5]
mul	z24.s, z3.s, z3.s[1]
mul	z16.b, z1.b, z13.b
mul	z10.d, z9.d, z9.d
mul	z28.h, z17.h, z5.h
mul	z7.s, z30.s, z28.s
nbsl	z29.d, z29.d, z19.d, z16.d
pmullb	z30.d, z20.s, z11.s
pmullb	z9.h, z2.b, z2.b
pmullt	z9.d, z16.s, z17.s
pmullt	z18.h, z7.b, z16.b
pmul	z7.b, z3.b, z4.b
raddhnb	z16.b, z4.h, z30.h
raddhnb	z5.h, z24.s, z27.s
raddhnb	z29.s, z15.d, z5.d
raddhnt	z29.b, z13.h, z27.h
raddhnt	z29.h, z17.s, z0.s
raddhnt	z9.s, z13.d, z15.d
rshrnb	z30.h, z18.s, #15
rshrnb	z26.s, z13.d, #29
rshrnb	z13.b, z18.h, #2
rshrnt	z19.h, z9.s, #2
rshrnt	z18.s, z2.d, #29
rshrnt	z23.b, z27.h, #1
rsubhnb	z10.b, z26.h, z23.h
rsubhnb	z14.h, z16.s, z23.s
rsubhnb	z24.s, z6.d, z29.d
rsubhnt	z19.b, z2.h, z14.h
rsubhnt	z12.h, z26.s, z23.s
rsubhnt	z19.s, z2.d, z18.d
sabalb	z5.h, z1.b, z8.b
sabalb	z13.s, z8.h, z13.h
sabalb	z28.d, z5.s, z17.s
sabalt	z30.h, z5.b, z12.b
sabalt	z16.s, z25.h, z3.h
sabalt	z29.d, z17.s, z13.s
saba	z26.b, z18.b, z11.b
saba	z24.d, z12.d, z20.d
saba	z22.h, z8.h, z6.h
saba	z11.s, z11.s, z18.s
sabdlb	z14.h, z6.b, z18.b
sabdlb	z0.s, z15.h, z3.h
sabdlb	z17.d, z22.s, z8.s
sabdlt	z4.h, z22.b, z13.b
sabdlt	z25.s, z26.h, z2.h
sabdlt	z11.d, z8.s, z14.s
sadalp	z23.h, p5/m, z20.b
sadalp	z0.s, p1/m, z10.h
sadalp	z6.d, p5/m, z3.s
saddlbt	z9.h, z17.b, z7.b
saddlbt	z21.s, z8.h, z14.h
saddlbt	z30.d, z9.s, z25.s
saddlb	z18.h, z6.b, z16.b
saddlb	z23.s, z20.h, z15.h
saddlb	z28.d, z11.s, z4.s
saddlt	z14.h, z13.b, z26.b
saddlt	z14.s, z16.h, z3.h
saddlt	z27.d, z8.s, z12.s
saddwb	z11.h, z2.h, z17.b
saddwb	z21.s, z12.s, z0.h
saddwb	z13.d, z10.d, z3.s
saddwt	z22.h, z2.h, z27.b
saddwt	z1.s, z22.s, z4.h
saddwt	z4.d, z18.d, z8.s
sbclb	z16.d, z17.d, z10.d
sbclb	z28.s, z22.s, z12.s
sbclt	z0.d, z28.d, z24.d
sbclt	z5.s, z22.s, z7.s
shadd	z8.b, p0/m, z8.b, z8.b
shadd	z25.d, p2/m, z25.d, z30.d
shadd	z17.h, p2/m, z17.h, z25.h
shadd	z22.s, p4/m, z22.s, z5.s
shrnb	z15.h, z9.s, #9
shrnb	z21.s, z11.d, #30
shrnb	z28.b, z12.h, #7
shrnt	z31.h, z23.s, #1
shrnt	z3.s, z8.d, #21
shrnt	z12.b, z3.h, #5
shsubr	z22.b, p3/m, z22.b, z19.b
shsubr	z30.d, p2/m, z30.d, z30.d
shsubr	z26.h, p5/m, z26.h, z1.h
shsubr	z17.s, p2/m, z17.s, z9.s
shsub	z23.b, p5/m, z23.b, z4.b
shsub	z26.d, p6/m, z26.d, z4.d
shsub	z30.h, p7/m, z30.h, z26.h
shsub	z25.s, p0/m, z25.s, z22.s
sli	z28.b, z11.b, #0
sli	z25.d, z16.d, #29
sli	z4.h, z4.h, #3
sli	z12.s, z3.s, #1
smaxp	z8.b, p4/m, z8.b, z13.b
smaxp	z13.d, p5/m, z13.d, z5.d
smaxp	z9.h, p5/m, z9.h, z14.h
smaxp	z5.s, p0/m, z5.s, z24.s
sminp	z26.b, p2/m, z26.b, z8.b
sminp	z15.d, p3/m, z15.d, z0.d
sminp	z26.h, p4/m, z26.h, z17.h
sminp	z0.s, p6/m, z0.s, z6.s
smlalb	z3.d, z21.s, z5.s[2]
smlalb	z17.s, z23.h, z7.h[4]
smlalb	z22.h, z9.b, z20.b
smlalb	z6.s, z18.h, z26.h
smlalb	z15.d, z31.s, z28.s
smlalt	z1.d, z9.s, z12.s[1]
smlalt	z7.s, z11.h, z0.h[5]
smlalt	z4.h, z9.b, z14.b
smlalt	z13.s, z17.h, z30.h
smlalt	z17.d, z20.s, z31.s
smlslb	z16.d, z3.s, z10.s[2]
smlslb	z23.s, z25.h, z5.h[7]
smlslb	z23.h, z13.b, z2.b
smlslb	z27.s, z10.h, z19.h
smlslb	z13.d, z6.s, z1.s
smlslt	z1.d, z23.s, z13.s[2]
smlslt	z5.s, z8.h, z7.h[0]
smlslt	z26.h, z7.b, z13.b
smlslt	z18.s, z10.h, z15.h
smlslt	z5.d, z1.s, z10.s
smulh	z1.b, z21.b, z27.b
smulh	z1.d, z10.d, z15.d
smulh	z23.h, z2.h, z25.h
smulh	z29.s, z26.s, z7.s
smullb	z16.d, z31.s, z1.s[3]
smullb	z8.s, z5.h, z6.h[1]
smullb	z8.h, z4.b, z31.b
smullb	z22.s, z19.h, z9.h
smullb	z8.d, z19.s, z18.s
smullt	z4.d, z12.s, z8.s[2]
smullt	z31.s, z6.h, z0.h[6]
smullt	z18.h, z13.b, z18.b
smullt	z18.s, z4.h, z8.h
smullt	z1.d, z13.s, z22.s
splice	z28.b, p2, { z1.b, z2.b }
splice	z27.d, p7, { z29.d, z30.d }
splice	z0.h, p4, { z28.h, z29.h }
splice	z12.s, p7, { z23.s, z24.s }
sqabs	z19.b, p3/m, z11.b
sqabs	z6.d, p4/m, z31.d
sqabs	z14.h, p6/m, z9.h
sqabs	z1.s, p2/m, z27.s
sqadd	z20.b, p0/m, z20.b, z8.b
sqadd	z5.d, p4/m, z5.d, z11.d
sqadd	z7.h, p2/m, z7.h, z5.h
sqadd	z20.s, p5/m, z20.s, z13.s
sqcadd	z0.b, z0.b, z18.b, #90
sqcadd	z29.d, z29.d, z24.d, #90
sqcadd	z13.h, z13.h, z4.h, #270
sqcadd	z2.s, z2.s, z8.s, #270
sqdmlalbt	z16.h, z19.b, z30.b
sqdmlalbt	z2.s, z7.h, z11.h
sqdmlalbt	z20.d, z5.s, z30.s
sqdmlalb	z12.d, z5.s, z4.s[1]
sqdmlalb	z31.s, z0.h, z5.h[6]
sqdmlalb	z30.h, z28.b, z26.b
sqdmlalb	z3.s, z8.h, z12.h
sqdmlalb	z26.d, z10.s, z26.s
sqdmlalt	z27.d, z31.s, z3.s[1]
sqdmlalt	z30.s, z17.h, z1.h[1]
sqdmlalt	z11.h, z20.b, z22.b
sqdmlalt	z28.s, z4.h, z28.h
sqdmlalt	z5.d, z1.s, z27.s
sqdmlslbt	z8.h, z2.b, z22.b
sqdmlslbt	z19.s, z8.h, z8.h
sqdmlslbt	z26.d, z20.s, z2.s
sqdmlslb	z10.d, z26.s, z4.s[0]
sqdmlslb	z13.s, z4.h, z1.h[0]
sqdmlslb	z30.h, z22.b, z19.b
sqdmlslb	z18.s, z7.h, z24.h
sqdmlslb	z16.d, z5.s, z19.s
sqdmlslt	z19.d, z9.s, z7.s[3]
sqdmlslt	z16.s, z7.h, z7.h[7]
sqdmlslt	z4.h, z4.b, z4.b
sqdmlslt	z16.s, z26.h, z12.h
sqdmlslt	z26.d, z5.s, z19.s
sqdmulh	z22.d, z12.d, z0.d[0]
sqdmulh	z24.h, z30.h, z1.h[0]
sqdmulh	z0.s, z3.s, z3.s[0]
sqdmulh	z27.b, z20.b, z20.b
sqdmulh	z11.d, z8.d, z8.d
sqdmulh	z16.h, z14.h, z2.h
sqdmulh	z17.s, z11.s, z13.s
sqdmullb	z28.d, z6.s, z13.s[2]
sqdmullb	z22.s, z27.h, z4.h[7]
sqdmullb	z22.h, z9.b, z26.b
sqdmullb	z0.s, z22.h, z26.h
sqdmullb	z25.d, z25.s, z25.s
sqdmullt	z26.d, z3.s, z5.s[1]
sqdmullt	z4.s, z16.h, z1.h[3]
sqdmullt	z28.h, z18.b, z10.b
sqdmullt	z30.s, z23.h, z4.h
sqdmullt	z9.d, z1.s, z25.s
sqneg	z17.b, p5/m, z31.b
sqneg	z8.d, p4/m, z11.d
sqneg	z31.h, p4/m, z2.h
sqneg	z26.s, p4/m, z25.s
sqrdcmlah	z5.h, z8.h, z5.h[0], #90
sqrdcmlah	z6.s, z23.s, z14.s[0], #180
sqrdcmlah	z23.b, z1.b, z20.b, #270
sqrdcmlah	z13.d, z1.d, z30.d, #0
sqrdcmlah	z7.h, z17.h, z12.h, #270
sqrdcmlah	z22.s, z30.s, z6.s, #0
sqrdmlah	z3.d, z2.d, z3.d[0]
sqrdmlah	z27.h, z27.h, z1.h[2]
sqrdmlah	z20.s, z10.s, z2.s[2]
sqrdmlah	z29.b, z9.b, z29.b
sqrdmlah	z23.d, z3.d, z21.d
sqrdmlah	z31.h, z28.h, z13.h
sqrdmlah	z17.s, z5.s, z14.s
sqrdmlsh	z22.d, z8.d, z4.d[0]
sqrdmlsh	z1.h, z9.h, z4.h[2]
sqrdmlsh	z13.s, z28.s, z2.s[3]
sqrdmlsh	z10.b, z18.b, z4.b
sqrdmlsh	z12.d, z1.d, z2.d
sqrdmlsh	z24.h, z5.h, z27.h
sqrdmlsh	z15.s, z19.s, z30.s
sqrdmulh	z6.d, z24.d, z1.d[1]
sqrdmulh	z21.h, z27.h, z2.h[5]
sqrdmulh	z31.s, z13.s, z6.s[1]
sqrdmulh	z8.b, z4.b, z27.b
sqrdmulh	z7.d, z29.d, z18.d
sqrdmulh	z29.h, z6.h, z6.h
sqrdmulh	z17.s, z24.s, z3.s
sqrshlr	z18.b, p1/m, z18.b, z14.b
sqrshlr	z28.d, p4/m, z28.d, z10.d
sqrshlr	z30.h, p7/m, z30.h, z21.h
sqrshlr	z20.s, p4/m, z20.s, z29.s
sqrshl	z9.b, p1/m, z9.b, z20.b
sqrshl	z28.d, p7/m, z28.d, z14.d
sqrshl	z9.h, p2/m, z9.h, z11.h
sqrshl	z3.s, p6/m, z3.s, z20.s
sqrshrnb	z18.h, z3.s, #4
sqrshrnb	z4.s, z26.d, #20
sqrshrnb	z26.b, z29.h, #3
sqrshrnt	z6.h, z22.s, #12
sqrshrnt	z27.s, z22.d, #12
sqrshrnt	z5.b, z28.h, #6
sqrshrunb	z21.h, z27.s, #16
sqrshrunb	z0.s, z15.d, #18
sqrshrunb	z3.b, z29.h, #6
sqrshrunt	z23.h, z14.s, #2
sqrshrunt	z21.s, z29.d, #5
sqrshrunt	z11.b, z21.h, #5
sqshlr	z6.b, p5/m, z6.b, z22.b
sqshlr	z10.d, p1/m, z10.d, z1.d
sqshlr	z30.h, p1/m, z30.h, z3.h
sqshlr	z30.s, p1/m, z30.s, z0.s
sqshlu	z29.b, p6/m, z29.b, #0
sqshlu	z16.d, p5/m, z16.d, #29
sqshlu	z2.h, p3/m, z2.h, #0
sqshlu	z7.s, p5/m, z7.s, #28
sqshl	z22.b, p2/m, z22.b, #3
sqshl	z20.d, p5/m, z20.d, #0
sqshl	z1.h, p0/m, z1.h, #2
sqshl	z13.s, p6/m, z13.s, #15
sqshl	z12.b, p5/m, z12.b, z19.b
sqshl	z12.d, p1/m, z12.d, z18.d
sqshl	z15.h, p5/m, z15.h, z2.h
sqshl	z20.s, p4/m, z20.s, z15.s
sqshrnb	z8.h, z23.s, #8
sqshrnb	z13.s, z19.d, #19
sqshrnb	z12.b, z27.h, #2
sqshrnt	z13.h, z9.s, #12
sqshrnt	z24.s, z18.d, #19
sqshrnt	z22.b, z23.h, #1
sqshrunb	z23.h, z1.s, #1
sqshrunb	z0.s, z12.d, #27
sqshrunb	z19.b, z4.h, #8
sqshrunt	z26.h, z22.s, #13
sqshrunt	z27.s, z15.d, #13
sqshrunt	z31.b, z26.h, #5
sqsubr	z5.b, p3/m, z5.b, z29.b
sqsubr	z19.d, p2/m, z19.d, z4.d
sqsubr	z7.h, p0/m, z7.h, z9.h
sqsubr	z27.s, p3/m, z27.s, z19.s
sqsub	z13.b, p3/m, z13.b, z12.b
sqsub	z29.d, p3/m, z29.d, z16.d
sqsub	z24.h, p2/m, z24.h, z11.h
sqsub	z19.s, p3/m, z19.s, z2.s
sqxtnb	z15.h, z20.s
sqxtnb	z13.s, z16.d
sqxtnb	z2.b, z12.h
sqxtnt	z10.h, z12.s
sqxtnt	z26.s, z10.d
sqxtnt	z15.b, z15.h
sqxtunb	z19.h, z24.s
sqxtunb	z3.s, z6.d
sqxtunb	z13.b, z17.h
sqxtunt	z9.h, z25.s
sqxtunt	z16.s, z25.d
sqxtunt	z21.b, z11.h
srhadd	z10.b, p3/m, z10.b, z16.b
srhadd	z26.d, p4/m, z26.d, z4.d
srhadd	z26.h, p7/m, z26.h, z28.h
srhadd	z19.s, p1/m, z19.s, z22.s
sri	z27.b, z20.b, #3
sri	z9.d, z22.d, #54
sri	z13.h, z5.h, #7
sri	z25.s, z14.s, #23
srshlr	z12.b, p5/m, z12.b, z26.b
srshlr	z22.d, p0/m, z22.d, z9.d
srshlr	z12.h, p1/m, z12.h, z8.h
srshlr	z12.s, p1/m, z12.s, z10.s
srshl	z23.b, p4/m, z23.b, z0.b
srshl	z28.d, p4/m, z28.d, z15.d
srshl	z17.h, p7/m, z17.h, z1.h
srshl	z16.s, p1/m, z16.s, z8.s
srshr	z27.b, p6/m, z27.b, #7
srshr	z2.d, p5/m, z2.d, #32
srshr	z2.h, p3/m, z2.h, #9
srshr	z6.s, p5/m, z6.s, #21
srsra	z12.b, z12.b, #5
srsra	z1.d, z21.d, #57
srsra	z14.h, z9.h, #11
srsra	z26.s, z10.s, #28
sshllb	z17.s, z16.h, #0
sshllb	z20.d, z22.s, #19
sshllb	z30.h, z19.b, #0
sshllt	z25.s, z24.h, #14
sshllt	z15.d, z18.s, #0
sshllt	z0.h, z8.b, #2
ssra	z18.b, z3.b, #1
ssra	z4.d, z5.d, #3
ssra	z1.h, z0.h, #8
ssra	z13.s, z16.s, #1
ssublbt	z23.h, z0.b, z23.b
ssublbt	z15.s, z0.h, z27.h
ssublbt	z31.d, z19.s, z25.s
ssublb	z4.h, z8.b, z6.b
ssublb	z4.s, z13.h, z30.h
ssublb	z7.d, z9.s, z25.s
ssubltb	z30.h, z22.b, z20.b
ssubltb	z2.s, z17.h, z31.h
ssubltb	z29.d, z6.s, z24.s
ssublt	z19.h, z3.b, z29.b
ssublt	z23.s, z4.h, z10.h
ssublt	z23.d, z4.s, z18.s
ssubwb	z13.h, z15.h, z9.b
ssubwb	z23.s, z16.s, z20.h
ssubwb	z10.d, z2.d, z19.s
ssubwt	z7.h, z11.h, z21.b
ssubwt	z4.s, z28.s, z28.h
ssubwt	z0.d, z21.d, z20.s
subhnb	z7.b, z6.h, z11.h
subhnb	z29.h, z11.s, z5.s
subhnb	z15.s, z2.d, z25.d
subhnt	z10.b, z26.h, z20.h
subhnt	z14.h, z15.s, z15.s
subhnt	z29.s, z12.d, z16.d
suqadd	z5.b, p7/m, z5.b, z20.b
suqadd	z31.d, p1/m, z31.d, z23.d
suqadd	z18.h, p2/m, z18.h, z6.h
suqadd	z5.s, p6/m, z5.s, z30.s
tbl	z3.b, { z0.b, z1.b }, z27.b
tbl	z14.d, { z28.d, z29.d }, z31.d
tbl	z29.h, { z14.h, z15.h }, z31.h
tbl	z30.s, { z21.s, z22.s }, z1.s
tbx	z11.b, z5.b, z18.b
tbx	z6.d, z11.d, z30.d
tbx	z1.h, z3.h, z16.h
tbx	z31.s, z24.s, z3.s
uabalb	z25.h, z19.b, z6.b
uabalb	z20.s, z29.h, z28.h
uabalb	z19.d, z19.s, z22.s
uabalt	z2.h, z5.b, z3.b
uabalt	z19.s, z16.h, z0.h
uabalt	z4.d, z21.s, z15.s
uaba	z23.b, z12.b, z8.b
uaba	z31.d, z2.d, z30.d
uaba	z9.h, z18.h, z4.h
uaba	z15.s, z30.s, z27.s
uabdlb	z23.h, z13.b, z29.b
uabdlb	z24.s, z7.h, z13.h
uabdlb	z2.d, z4.s, z6.s
uabdlt	z17.h, z28.b, z22.b
uabdlt	z3.s, z4.h, z15.h
uabdlt	z19.d, z17.s, z4.s
uadalp	z15.h, p2/m, z4.b
uadalp	z1.s, p4/m, z17.h
uadalp	z1.d, p0/m, z0.s
uaddlb	z3.h, z25.b, z13.b
uaddlb	z28.s, z16.h, z15.h
uaddlb	z28.d, z30.s, z22.s
uaddlt	z29.h, z19.b, z15.b
uaddlt	z0.s, z20.h, z22.h
uaddlt	z31.d, z11.s, z14.s
uaddwb	z8.h, z28.h, z17.b
uaddwb	z30.s, z23.s, z12.h
uaddwb	z15.d, z12.d, z4.s
uaddwt	z28.h, z6.h, z14.b
uaddwt	z27.s, z23.s, z20.h
uaddwt	z18.d, z23.d, z4.s
uhadd	z3.b, p7/m, z3.b, z6.b
uhadd	z2.d, p4/m, z2.d, z9.d
uhadd	z21.h, p2/m, z21.h, z26.h
uhadd	z17.s, p5/m, z17.s, z31.s
uhsubr	z31.b, p0/m, z31.b, z30.b
uhsubr	z12.d, p3/m, z12.d, z31.d
uhsubr	z30.h, p7/m, z30.h, z6.h
uhsubr	z13.s, p5/m, z13.s, z2.s
uhsub	z30.b, p5/m, z30.b, z20.b
uhsub	z10.d, p1/m, z10.d, z1.d
uhsub	z21.h, p1/m, z21.h, z25.h
uhsub	z12.s, p6/m, z12.s, z31.s
umaxp	z14.b, p7/m, z14.b, z24.b
umaxp	z21.d, p0/m, z21.d, z1.d
umaxp	z15.h, p3/m, z15.h, z15.h
umaxp	z23.s, p0/m, z23.s, z3.s
uminp	z30.b, p1/m, z30.b, z11.b
uminp	z24.d, p2/m, z24.d, z20.d
uminp	z6.h, p2/m, z6.h, z7.h
uminp	z31.s, p6/m, z31.s, z16.s
umlalb	z9.d, z2.s, z15.s[1]
umlalb	z25.s, z11.h, z1.h[7]
umlalb	z29.h, z30.b, z21.b
umlalb	z12.s, z30.h, z25.h
umlalb	z29.d, z16.s, z20.s
umlalt	z20.d, z28.s, z11.s[3]
umlalt	z27.s, z6.h, z5.h[0]
umlalt	z0.h, z15.b, z28.b
umlalt	z23.s, z4.h, z29.h
umlalt	z21.d, z13.s, z12.s
umlslb	z7.d, z2.s, z12.s[0]
umlslb	z13.s, z12.h, z5.h[0]
umlslb	z26.h, z31.b, z1.b
umlslb	z26.s, z1.h, z24.h
umlslb	z4.d, z20.s, z27.s
umlslt	z4.d, z16.s, z7.s[3]
umlslt	z26.s, z15.h, z1.h[3]
umlslt	z1.h, z27.b, z13.b
umlslt	z4.s, z26.h, z23.h
umlslt	z14.d, z8.s, z2.s
umulh	z30.b, z20.b, z18.b
umulh	z6.d, z21.d, z21.d
umulh	z8.h, z16.h, z9.h
umulh	z5.s, z16.s, z1.s
umullb	z14.d, z11.s, z9.s[3]
umullb	z3.s, z24.h, z0.h[1]
umullb	z12.h, z2.b, z13.b
umullb	z23.s, z9.h, z5.h
umullb	z4.d, z25.s, z11.s
umullt	z1.d, z6.s, z3.s[2]
umullt	z20.s, z26.h, z0.h[1]
umullt	z29.h, z25.b, z9.b
umullt	z13.s, z11.h, z29.h
umullt	z14.d, z20.s, z7.s
uqadd	z19.b, p5/m, z19.b, z1.b
uqadd	z30.d, p5/m, z30.d, z29.d
uqadd	z21.h, p3/m, z21.h, z20.h
uqadd	z26.s, p6/m, z26.s, z0.s
uqrshlr	z26.b, p3/m, z26.b, z21.b
uqrshlr	z0.d, p0/m, z0.d, z20.d
uqrshlr	z5.h, p0/m, z5.h, z29.h
uqrshlr	z26.s, p7/m, z26.s, z17.s
uqrshl	z21.b, p0/m, z21.b, z25.b
uqrshl	z11.d, p7/m, z11.d, z2.d
uqrshl	z17.h, p6/m, z17.h, z17.h
uqrshl	z28.s, p6/m, z28.s, z1.s
uqrshrnb	z2.h, z6.s, #4
uqrshrnb	z1.s, z27.d, #1
uqrshrnb	z13.b, z12.h, #1
uqrshrnt	z1.h, z9.s, #1
uqrshrnt	z13.s, z14.d, #23
uqrshrnt	z31.b, z3.h, #5
uqshlr	z8.b, p3/m, z8.b, z19.b
uqshlr	z25.d, p5/m, z25.d, z30.d
uqshlr	z19.h, p3/m, z19.h, z12.h
uqshlr	z21.s, p3/m, z21.s, z8.s
uqshl	z20.b, p4/m, z20.b, #2
uqshl	z16.d, p1/m, z16.d, #43
uqshl	z19.h, p2/m, z19.h, #4
uqshl	z17.s, p1/m, z17.s, #29
uqshl	z20.b, p2/m, z20.b, z23.b
uqshl	z21.d, p0/m, z21.d, z17.d
uqshl	z19.h, p1/m, z19.h, z4.h
uqshl	z16.s, p4/m, z16.s, z6.s
uqshrnb	z22.h, z7.s, #16
uqshrnb	z0.s, z17.d, #1
uqshrnb	z19.b, z5.h, #8
uqshrnt	z10.h, z11.s, #10
uqshrnt	z2.s, z2.d, #28
uqshrnt	z23.b, z8.h, #4
uqsubr	z9.b, p7/m, z9.b, z28.b
uqsubr	z1.d, p0/m, z1.d, z16.d
uqsubr	z23.h, p2/m, z23.h, z10.h
uqsubr	z9.s, p7/m, z9.s, z20.s
uqsub	z21.b, p1/m, z21.b, z4.b
uqsub	z27.d, p2/m, z27.d, z0.d
uqsub	z11.h, p2/m, z11.h, z19.h
uqsub	z18.s, p0/m, z18.s, z11.s
uqxtnb	z10.h, z18.s
uqxtnb	z24.s, z20.d
uqxtnb	z25.b, z6.h
uqxtnt	z9.h, z2.s
uqxtnt	z9.s, z3.d
uqxtnt	z31.b, z13.h
urecpe	z28.s, p4/m, z12.s
urhadd	z22.b, p3/m, z22.b, z29.b
urhadd	z24.d, p3/m, z24.d, z29.d
urhadd	z7.h, p0/m, z7.h, z28.h
urhadd	z29.s, p4/m, z29.s, z28.s
urshlr	z13.b, p7/m, z13.b, z4.b
urshlr	z9.d, p1/m, z9.d, z13.d
urshlr	z26.h, p0/m, z26.h, z30.h
urshlr	z6.s, p5/m, z6.s, z29.s
urshl	z25.b, p4/m, z25.b, z17.b
urshl	z16.d, p3/m, z16.d, z8.d
urshl	z23.h, p2/m, z23.h, z27.h
urshl	z23.s, p3/m, z23.s, z12.s
urshr	z23.b, p2/m, z23.b, #8
urshr	z27.d, p5/m, z27.d, #57
urshr	z27.h, p4/m, z27.h, #3
urshr	z12.s, p1/m, z12.s, #31
ursqrte	z9.s, p3/m, z14.s
ursra	z30.b, z10.b, #8
ursra	z11.d, z10.d, #18
ursra	z1.h, z3.h, #10
ursra	z7.s, z31.s, #23
ushllb	z17.s, z20.h, #4
ushllb	z20.d, z25.s, #0
ushllb	z2.h, z19.b, #7
ushllt	z3.s, z4.h, #10
ushllt	z10.d, z28.s, #7
ushllt	z15.h, z2.b, #0
usqadd	z29.b, p5/m, z29.b, z9.b
usqadd	z19.d, p5/m, z19.d, z8.d
usqadd	z28.h, p4/m, z28.h, z0.h
usqadd	z27.s, p7/m, z27.s, z9.s
usra	z9.b, z23.b, #3
usra	z19.d, z9.d, #17
usra	z30.h, z8.h, #13
usra	z12.s, z18.s, #22
usublb	z20.h, z4.b, z22.b
usublb	z9.s, z30.h, z6.h
usublb	z12.d, z20.s, z7.s
usublt	z11.h, z26.b, z12.b
usublt	z8.s, z17.h, z29.h
usublt	z24.d, z1.s, z17.s
usubwb	z13.h, z14.h, z0.b
usubwb	z17.s, z12.s, z18.h
usubwb	z8.d, z13.d, z1.s
usubwt	z26.h, z16.h, z3.b
usubwt	z27.s, z9.s, z7.h
usubwt	z17.d, z26.d, z3.s
whilege	p0.b, w8, w4
whilege	p1.d, w4, w26
whilege	p3.h, w14, w14
whilege	p14.s, w3, w16
whilege	p12.b, x28, x22
whilege	p9.d, x15, x4
whilege	p7.h, x10, x27
whilege	p1.s, x9, xzr
whilegt	p15.b, w15, w20
whilegt	p11.d, w25, w18
whilegt	p1.h, w14, w16
whilegt	p0.s, w22, w16
whilegt	p13.b, x29, x14
whilegt	p0.d, x30, x23
whilegt	p10.h, x13, x18
whilegt	p15.s, x22, x0
whilehi	p2.b, w26, w16
whilehi	p3.d, w22, w14
whilehi	p14.h, w5, w29
whilehi	p9.s, w1, w24
whilehi	p7.b, x5, x10
whilehi	p0.d, x27, x19
whilehi	p2.h, x21, x22
whilehi	p13.s, x10, x14
whilehs	p5.b, w5, w19
whilehs	p10.d, wzr, w24
whilehs	p1.h, w6, w0
whilehs	p9.s, w7, w6
whilehs	p2.b, x23, x8
whilehs	p6.d, x16, x11
whilehs	p6.h, xzr, x22
whilehs	p8.s, x1, x7
whilerw	p12.b, x5, x17
whilerw	p10.d, x10, x13
whilerw	p4.h, x18, x23
whilerw	p13.s, x24, x29
whilewr	p14.b, x1, x8
whilewr	p2.d, x19, x18
whilewr	p2.h, x4, x14
whilewr	p2.s, x24, x11
xar	z0.b, z0.b, z16.b, #7
xar	z10.d, z10.d, z16.d, #10
xar	z24.h, z24.h, z2.h, #4
xar	z0.s, z0.s, z12.s, #1
