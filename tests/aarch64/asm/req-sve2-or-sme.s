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
pmullb	z21.d, z22.s, z28.s
pmullb	z12.h, z28.b, z12.b
pmullt	z18.d, z10.s, z1.s
pmullt	z7.h, z10.b, z24.b
pmul	z20.b, z14.b, z26.b
raddhnb	z9.b, z8.h, z8.h
raddhnb	z12.h, z14.s, z18.s
raddhnb	z21.s, z6.d, z15.d
raddhnt	z30.b, z6.h, z6.h
raddhnt	z24.h, z14.s, z8.s
raddhnt	z0.s, z31.d, z11.d
rshrnb	z17.h, z4.s, #8
rshrnb	z8.s, z21.d, #22
rshrnb	z8.b, z14.h, #1
rshrnt	z13.h, z17.s, #7
rshrnt	z23.s, z17.d, #27
rshrnt	z13.b, z4.h, #1
rsubhnb	z16.b, z7.h, z23.h
rsubhnb	z3.h, z27.s, z6.s
rsubhnb	z11.s, z5.d, z12.d
rsubhnt	z12.b, z14.h, z11.h
rsubhnt	z21.h, z1.s, z4.s
rsubhnt	z25.s, z8.d, z9.d
sabalb	z10.h, z26.b, z3.b
sabalb	z17.s, z15.h, z29.h
sabalb	z14.d, z14.s, z23.s
sabalt	z6.h, z16.b, z6.b
sabalt	z13.s, z24.h, z20.h
sabalt	z16.d, z17.s, z3.s
saba	z31.b, z11.b, z6.b
saba	z11.d, z8.d, z2.d
saba	z26.h, z18.h, z22.h
saba	z18.s, z31.s, z15.s
sabdlb	z10.h, z24.b, z1.b
sabdlb	z19.s, z24.h, z30.h
sabdlb	z10.d, z10.s, z6.s
sabdlt	z30.h, z30.b, z10.b
sabdlt	z23.s, z19.h, z11.h
sabdlt	z30.d, z27.s, z17.s
sadalp	z30.h, p2/m, z25.b
sadalp	z16.s, p7/m, z8.h
sadalp	z14.d, p1/m, z14.s
saddlbt	z26.h, z30.b, z16.b
saddlbt	z11.s, z26.h, z23.h
saddlbt	z8.d, z12.s, z12.s
saddlb	z24.h, z13.b, z25.b
saddlb	z5.s, z24.h, z19.h
saddlb	z21.d, z10.s, z27.s
saddlt	z29.h, z18.b, z17.b
saddlt	z12.s, z21.h, z24.h
saddlt	z14.d, z25.s, z26.s
saddwb	z10.h, z13.h, z12.b
saddwb	z16.s, z14.s, z27.h
saddwb	z24.d, z30.d, z2.s
saddwt	z4.h, z6.h, z23.b
saddwt	z17.s, z28.s, z29.h
saddwt	z9.d, z21.d, z25.s
sbclb	z10.d, z7.d, z28.d
sbclb	z2.s, z4.s, z2.s
sbclt	z23.d, z24.d, z25.d
sbclt	z18.s, z31.s, z18.s
shadd	z9.b, p4/m, z9.b, z14.b
shadd	z0.d, p1/m, z0.d, z14.d
shadd	z4.h, p5/m, z4.h, z31.h
shadd	z25.s, p6/m, z25.s, z17.s
shrnb	z2.h, z4.s, #1
shrnb	z30.s, z4.d, #4
shrnb	z9.b, z30.h, #1
shrnt	z16.h, z25.s, #13
shrnt	z5.s, z28.d, #11
shrnt	z21.b, z14.h, #3
shsubr	z23.b, p0/m, z23.b, z19.b
shsubr	z21.d, p7/m, z21.d, z11.d
shsubr	z25.h, p0/m, z25.h, z2.h
shsubr	z27.s, p5/m, z27.s, z27.s
shsub	z8.b, p0/m, z8.b, z21.b
shsub	z23.d, p2/m, z23.d, z23.d
shsub	z5.h, p4/m, z5.h, z29.h
shsub	z8.s, p7/m, z8.s, z26.s
sli	z16.b, z1.b, #3
sli	z16.d, z16.d, #3
sli	z6.h, z29.h, #0
sli	z9.s, z30.s, #15
smaxp	z24.b, p4/m, z24.b, z23.b
smaxp	z11.d, p4/m, z11.d, z13.d
smaxp	z8.h, p0/m, z8.h, z12.h
smaxp	z23.s, p5/m, z23.s, z7.s
sminp	z9.b, p3/m, z9.b, z29.b
sminp	z2.d, p6/m, z2.d, z9.d
sminp	z3.h, p5/m, z3.h, z16.h
sminp	z23.s, p2/m, z23.s, z22.s
smlalb	z16.d, z31.s, z3.s[0]
smlalb	z27.s, z25.h, z4.h[1]
smlalb	z14.h, z29.b, z10.b
smlalb	z17.s, z22.h, z2.h
smlalb	z31.d, z23.s, z29.s
smlalt	z26.d, z29.s, z4.s[2]
smlalt	z25.s, z9.h, z2.h[6]
smlalt	z18.h, z23.b, z11.b
smlalt	z7.s, z1.h, z29.h
smlalt	z24.d, z4.s, z28.s
smlslb	z11.d, z9.s, z2.s[1]
smlslb	z23.s, z13.h, z6.h[7]
smlslb	z14.h, z12.b, z9.b
smlslb	z4.s, z18.h, z21.h
smlslb	z30.d, z3.s, z24.s
smlslt	z29.d, z17.s, z0.s[3]
smlslt	z23.s, z21.h, z3.h[3]
smlslt	z15.h, z11.b, z4.b
smlslt	z20.s, z14.h, z24.h
smlslt	z10.d, z20.s, z5.s
smulh	z0.b, z11.b, z11.b
smulh	z16.d, z8.d, z19.d
smulh	z30.h, z2.h, z8.h
smulh	z7.s, z11.s, z20.s
smullb	z12.d, z0.s, z2.s[2]
smullb	z15.s, z31.h, z5.h[1]
smullb	z11.h, z26.b, z30.b
smullb	z16.s, z28.h, z26.h
smullb	z3.d, z24.s, z8.s
smullt	z12.d, z26.s, z1.s[3]
smullt	z27.s, z27.h, z7.h[0]
smullt	z12.h, z30.b, z24.b
smullt	z17.s, z6.h, z29.h
smullt	z7.d, z11.s, z5.s
splice	z16.b, p2, { z20.b, z21.b }
splice	z14.d, p2, { z0.d, z1.d }
splice	z16.h, p4, { z26.h, z27.h }
splice	z27.s, p2, { z3.s, z4.s }
sqabs	z22.b, p4/m, z27.b
sqabs	z8.d, p0/m, z22.d
sqabs	z19.h, p2/m, z8.h
sqabs	z26.s, p5/m, z2.s
sqadd	z26.b, p0/m, z26.b, z19.b
sqadd	z12.d, p1/m, z12.d, z23.d
sqadd	z8.h, p7/m, z8.h, z15.h
sqadd	z16.s, p2/m, z16.s, z16.s
sqcadd	z7.b, z7.b, z25.b, #270
sqcadd	z12.d, z12.d, z24.d, #90
sqcadd	z5.h, z5.h, z19.h, #270
sqcadd	z17.s, z17.s, z16.s, #90
sqdmlalbt	z3.h, z17.b, z18.b
sqdmlalbt	z6.s, z18.h, z2.h
sqdmlalbt	z5.d, z24.s, z20.s
sqdmlalb	z13.d, z0.s, z10.s[0]
sqdmlalb	z24.s, z2.h, z0.h[2]
sqdmlalb	z7.h, z2.b, z10.b
sqdmlalb	z1.s, z25.h, z29.h
sqdmlalb	z13.d, z25.s, z15.s
sqdmlalt	z9.d, z17.s, z12.s[2]
sqdmlalt	z12.s, z20.h, z6.h[0]
sqdmlalt	z12.h, z14.b, z27.b
sqdmlalt	z10.s, z23.h, z25.h
sqdmlalt	z23.d, z28.s, z17.s
sqdmlslbt	z7.h, z5.b, z1.b
sqdmlslbt	z17.s, z4.h, z6.h
sqdmlslbt	z30.d, z26.s, z28.s
sqdmlslb	z24.d, z6.s, z3.s[3]
sqdmlslb	z9.s, z11.h, z2.h[6]
sqdmlslb	z8.h, z23.b, z14.b
sqdmlslb	z20.s, z20.h, z20.h
sqdmlslb	z4.d, z9.s, z26.s
sqdmlslt	z6.d, z16.s, z3.s[2]
sqdmlslt	z11.s, z6.h, z0.h[7]
sqdmlslt	z10.h, z3.b, z4.b
sqdmlslt	z23.s, z1.h, z20.h
sqdmlslt	z17.d, z1.s, z24.s
sqdmulh	z30.d, z6.d, z2.d[0]
sqdmulh	z5.h, z2.h, z1.h[0]
sqdmulh	z27.s, z29.s, z6.s[1]
sqdmulh	z10.b, z20.b, z24.b
sqdmulh	z10.d, z11.d, z15.d
sqdmulh	z18.h, z29.h, z24.h
sqdmulh	z9.s, z29.s, z23.s
sqdmullb	z3.d, z1.s, z6.s[0]
sqdmullb	z11.s, z12.h, z2.h[7]
sqdmullb	z13.h, z8.b, z17.b
sqdmullb	z16.s, z13.h, z12.h
sqdmullb	z7.d, z27.s, z13.s
sqdmullt	z21.d, z17.s, z3.s[2]
sqdmullt	z25.s, z8.h, z2.h[2]
sqdmullt	z1.h, z11.b, z9.b
sqdmullt	z18.s, z17.h, z10.h
sqdmullt	z13.d, z21.s, z28.s
sqneg	z9.b, p5/m, z26.b
sqneg	z12.d, p2/m, z12.d
sqneg	z29.h, p7/m, z30.h
sqneg	z17.s, p1/m, z15.s
sqrdcmlah	z5.h, z28.h, z7.h[0], #90
sqrdcmlah	z26.s, z19.s, z13.s[1], #270
sqrdcmlah	z1.b, z10.b, z25.b, #270
sqrdcmlah	z31.d, z30.d, z15.d, #90
sqrdcmlah	z2.h, z30.h, z9.h, #180
sqrdcmlah	z5.s, z21.s, z5.s, #0
sqrdmlah	z11.d, z11.d, z10.d[0]
sqrdmlah	z20.h, z14.h, z5.h[7]
sqrdmlah	z23.s, z24.s, z3.s[1]
sqrdmlah	z29.b, z18.b, z1.b
sqrdmlah	z26.d, z10.d, z31.d
sqrdmlah	z2.h, z7.h, z29.h
sqrdmlah	z4.s, z31.s, z24.s
sqrdmlsh	z6.d, z7.d, z0.d[1]
sqrdmlsh	z9.h, z24.h, z7.h[0]
sqrdmlsh	z16.s, z8.s, z5.s[2]
sqrdmlsh	z30.b, z3.b, z18.b
sqrdmlsh	z28.d, z6.d, z9.d
sqrdmlsh	z10.h, z27.h, z2.h
sqrdmlsh	z13.s, z31.s, z10.s
sqrdmulh	z9.d, z3.d, z3.d[1]
sqrdmulh	z26.h, z14.h, z3.h[0]
sqrdmulh	z24.s, z26.s, z4.s[3]
sqrdmulh	z1.b, z25.b, z6.b
sqrdmulh	z17.d, z18.d, z16.d
sqrdmulh	z11.h, z17.h, z26.h
sqrdmulh	z2.s, z21.s, z11.s
sqrshlr	z19.b, p5/m, z19.b, z31.b
sqrshlr	z10.d, p4/m, z10.d, z21.d
sqrshlr	z5.h, p7/m, z5.h, z3.h
sqrshlr	z18.s, p1/m, z18.s, z22.s
sqrshl	z20.b, p0/m, z20.b, z23.b
sqrshl	z23.d, p6/m, z23.d, z17.d
sqrshl	z23.h, p6/m, z23.h, z8.h
sqrshl	z20.s, p7/m, z20.s, z10.s
sqrshrnb	z11.h, z8.s, #1
sqrshrnb	z25.s, z28.d, #9
sqrshrnb	z31.b, z14.h, #7
sqrshrnt	z17.h, z25.s, #1
sqrshrnt	z7.s, z20.d, #2
sqrshrnt	z30.b, z18.h, #1
sqrshrunb	z21.h, z11.s, #1
sqrshrunb	z19.s, z11.d, #24
sqrshrunb	z24.b, z25.h, #3
sqrshrunt	z7.h, z1.s, #10
sqrshrunt	z0.s, z2.d, #31
sqrshrunt	z15.b, z0.h, #6
sqshlr	z18.b, p1/m, z18.b, z13.b
sqshlr	z10.d, p5/m, z10.d, z19.d
sqshlr	z19.h, p1/m, z19.h, z28.h
sqshlr	z10.s, p0/m, z10.s, z18.s
sqshlu	z17.b, p6/m, z17.b, #4
sqshlu	z10.d, p1/m, z10.d, #0
sqshlu	z18.h, p3/m, z18.h, #0
sqshlu	z23.s, p4/m, z23.s, #11
sqshl	z11.b, p5/m, z11.b, #2
sqshl	z4.d, p1/m, z4.d, #48
sqshl	z12.h, p5/m, z12.h, #13
sqshl	z17.s, p4/m, z17.s, #16
sqshl	z15.b, p1/m, z15.b, z18.b
sqshl	z5.d, p1/m, z5.d, z25.d
sqshl	z7.h, p6/m, z7.h, z27.h
sqshl	z18.s, p3/m, z18.s, z21.s
sqshrnb	z24.h, z29.s, #4
sqshrnb	z26.s, z28.d, #16
sqshrnb	z0.b, z24.h, #1
sqshrnt	z12.h, z6.s, #10
sqshrnt	z3.s, z31.d, #29
sqshrnt	z2.b, z20.h, #1
sqshrunb	z29.h, z3.s, #10
sqshrunb	z24.s, z3.d, #27
sqshrunb	z22.b, z17.h, #7
sqshrunt	z18.h, z4.s, #6
sqshrunt	z6.s, z24.d, #27
sqshrunt	z11.b, z30.h, #5
sqsubr	z23.b, p3/m, z23.b, z30.b
sqsubr	z22.d, p0/m, z22.d, z29.d
sqsubr	z22.h, p3/m, z22.h, z4.h
sqsubr	z13.s, p7/m, z13.s, z29.s
sqsub	z16.b, p7/m, z16.b, z22.b
sqsub	z23.d, p0/m, z23.d, z15.d
sqsub	z7.h, p6/m, z7.h, z7.h
sqsub	z15.s, p0/m, z15.s, z11.s
sqxtnb	z14.h, z3.s
sqxtnb	z6.s, z12.d
sqxtnb	z4.b, z15.h
sqxtnt	z28.h, z19.s
sqxtnt	z13.s, z1.d
sqxtnt	z22.b, z10.h
sqxtunb	z23.h, z13.s
sqxtunb	z19.s, z27.d
sqxtunb	z7.b, z3.h
sqxtunt	z26.h, z25.s
sqxtunt	z2.s, z17.d
sqxtunt	z12.b, z20.h
srhadd	z30.b, p4/m, z30.b, z13.b
srhadd	z26.d, p1/m, z26.d, z13.d
srhadd	z16.h, p0/m, z16.h, z10.h
srhadd	z26.s, p7/m, z26.s, z6.s
sri	z31.b, z16.b, #4
sri	z6.d, z18.d, #42
sri	z3.h, z9.h, #12
sri	z8.s, z16.s, #1
srshlr	z25.b, p6/m, z25.b, z9.b
srshlr	z1.d, p7/m, z1.d, z7.d
srshlr	z14.h, p7/m, z14.h, z22.h
srshlr	z17.s, p0/m, z17.s, z24.s
srshl	z0.b, p5/m, z0.b, z11.b
srshl	z7.d, p7/m, z7.d, z8.d
srshl	z7.h, p7/m, z7.h, z24.h
srshl	z26.s, p2/m, z26.s, z12.s
srshr	z19.b, p3/m, z19.b, #2
srshr	z5.d, p6/m, z5.d, #59
srshr	z15.h, p4/m, z15.h, #15
srshr	z6.s, p4/m, z6.s, #32
srsra	z19.b, z9.b, #4
srsra	z3.d, z2.d, #59
srsra	z3.h, z24.h, #14
srsra	z23.s, z9.s, #12
sshllb	z4.s, z7.h, #0
sshllb	z29.d, z12.s, #28
sshllb	z16.h, z19.b, #2
sshllt	z4.s, z24.h, #15
sshllt	z18.d, z8.s, #31
sshllt	z1.h, z29.b, #5
ssra	z1.b, z3.b, #8
ssra	z31.d, z18.d, #58
ssra	z23.h, z5.h, #8
ssra	z25.s, z0.s, #24
ssublbt	z22.h, z19.b, z0.b
ssublbt	z4.s, z20.h, z8.h
ssublbt	z9.d, z25.s, z24.s
ssublb	z0.h, z24.b, z16.b
ssublb	z27.s, z27.h, z16.h
ssublb	z25.d, z26.s, z13.s
ssubltb	z28.h, z29.b, z14.b
ssubltb	z27.s, z4.h, z6.h
ssubltb	z9.d, z22.s, z18.s
ssublt	z25.h, z14.b, z9.b
ssublt	z0.s, z7.h, z13.h
ssublt	z5.d, z2.s, z14.s
ssubwb	z18.h, z7.h, z4.b
ssubwb	z22.s, z18.s, z9.h
ssubwb	z6.d, z4.d, z24.s
ssubwt	z22.h, z24.h, z17.b
ssubwt	z7.s, z13.s, z5.h
ssubwt	z21.d, z11.d, z27.s
subhnb	z5.b, z5.h, z11.h
subhnb	z9.h, z4.s, z17.s
subhnb	z5.s, z25.d, z1.d
subhnt	z21.b, z16.h, z7.h
subhnt	z21.h, z19.s, z18.s
subhnt	z1.s, z29.d, z30.d
suqadd	z4.b, p1/m, z4.b, z19.b
suqadd	z6.d, p4/m, z6.d, z4.d
suqadd	z8.h, p5/m, z8.h, z30.h
suqadd	z8.s, p1/m, z8.s, z14.s
tbl	z30.b, { z4.b, z5.b }, z11.b
tbl	z24.d, { z4.d, z5.d }, z3.d
tbl	z10.h, { z28.h, z29.h }, z13.h
tbl	z14.s, { z22.s, z23.s }, z19.s
tbx	z13.b, z12.b, z26.b
tbx	z13.d, z23.d, z24.d
tbx	z3.h, z10.h, z22.h
tbx	z11.s, z21.s, z5.s
uabalb	z24.h, z24.b, z7.b
uabalb	z20.s, z29.h, z29.h
uabalb	z21.d, z28.s, z8.s
uabalt	z21.h, z7.b, z18.b
uabalt	z4.s, z19.h, z0.h
uabalt	z19.d, z19.s, z4.s
uaba	z3.b, z17.b, z7.b
uaba	z21.d, z14.d, z3.d
uaba	z14.h, z6.h, z31.h
uaba	z29.s, z18.s, z2.s
uabdlb	z31.h, z31.b, z14.b
uabdlb	z11.s, z19.h, z28.h
uabdlb	z11.d, z8.s, z24.s
uabdlt	z0.h, z22.b, z30.b
uabdlt	z23.s, z25.h, z4.h
uabdlt	z19.d, z26.s, z26.s
uadalp	z29.h, p2/m, z0.b
uadalp	z24.s, p0/m, z3.h
uadalp	z11.d, p3/m, z16.s
uaddlb	z13.h, z23.b, z8.b
uaddlb	z2.s, z30.h, z20.h
uaddlb	z4.d, z20.s, z10.s
uaddlt	z17.h, z12.b, z25.b
uaddlt	z22.s, z30.h, z3.h
uaddlt	z29.d, z2.s, z19.s
uaddwb	z23.h, z10.h, z29.b
uaddwb	z19.s, z2.s, z8.h
uaddwb	z25.d, z10.d, z27.s
uaddwt	z26.h, z4.h, z4.b
uaddwt	z15.s, z22.s, z18.h
uaddwt	z28.d, z5.d, z22.s
uhadd	z21.b, p4/m, z21.b, z21.b
uhadd	z12.d, p4/m, z12.d, z27.d
uhadd	z1.h, p7/m, z1.h, z22.h
uhadd	z14.s, p0/m, z14.s, z27.s
uhsubr	z0.b, p7/m, z0.b, z8.b
uhsubr	z9.d, p0/m, z9.d, z18.d
uhsubr	z6.h, p6/m, z6.h, z26.h
uhsubr	z12.s, p5/m, z12.s, z14.s
uhsub	z18.b, p0/m, z18.b, z17.b
uhsub	z10.d, p7/m, z10.d, z30.d
uhsub	z13.h, p3/m, z13.h, z12.h
uhsub	z8.s, p4/m, z8.s, z16.s
umaxp	z28.b, p5/m, z28.b, z28.b
umaxp	z27.d, p4/m, z27.d, z20.d
umaxp	z20.h, p0/m, z20.h, z10.h
umaxp	z15.s, p7/m, z15.s, z8.s
uminp	z10.b, p6/m, z10.b, z3.b
uminp	z19.d, p6/m, z19.d, z14.d
uminp	z4.h, p4/m, z4.h, z3.h
uminp	z29.s, p7/m, z29.s, z25.s
umlalb	z18.d, z20.s, z5.s[0]
umlalb	z21.s, z23.h, z4.h[3]
umlalb	z6.h, z14.b, z28.b
umlalb	z19.s, z17.h, z27.h
umlalb	z6.d, z5.s, z19.s
umlalt	z23.d, z10.s, z2.s[3]
umlalt	z29.s, z5.h, z4.h[5]
umlalt	z3.h, z7.b, z17.b
umlalt	z4.s, z12.h, z11.h
umlalt	z3.d, z29.s, z0.s
umlslb	z11.d, z12.s, z4.s[2]
umlslb	z8.s, z28.h, z3.h[7]
umlslb	z22.h, z2.b, z18.b
umlslb	z1.s, z29.h, z14.h
umlslb	z12.d, z15.s, z13.s
umlslt	z19.d, z13.s, z5.s[2]
umlslt	z5.s, z2.h, z1.h[1]
umlslt	z4.h, z13.b, z1.b
umlslt	z22.s, z25.h, z25.h
umlslt	z20.d, z25.s, z2.s
umulh	z31.b, z0.b, z9.b
umulh	z26.d, z20.d, z14.d
umulh	z19.h, z13.h, z0.h
umulh	z20.s, z2.s, z0.s
umullb	z14.d, z29.s, z1.s[0]
umullb	z12.s, z7.h, z6.h[7]
umullb	z16.h, z25.b, z12.b
umullb	z27.s, z30.h, z10.h
umullb	z10.d, z12.s, z13.s
umullt	z3.d, z13.s, z2.s[3]
umullt	z7.s, z24.h, z2.h[1]
umullt	z29.h, z16.b, z1.b
umullt	z30.s, z14.h, z16.h
umullt	z24.d, z2.s, z15.s
uqadd	z2.b, p3/m, z2.b, z11.b
uqadd	z31.d, p0/m, z31.d, z17.d
uqadd	z26.h, p3/m, z26.h, z28.h
uqadd	z27.s, p0/m, z27.s, z19.s
uqrshlr	z0.b, p4/m, z0.b, z28.b
uqrshlr	z19.d, p1/m, z19.d, z25.d
uqrshlr	z22.h, p6/m, z22.h, z15.h
uqrshlr	z27.s, p4/m, z27.s, z28.s
uqrshl	z6.b, p0/m, z6.b, z10.b
uqrshl	z7.d, p3/m, z7.d, z28.d
uqrshl	z10.h, p6/m, z10.h, z15.h
uqrshl	z26.s, p2/m, z26.s, z12.s
uqrshrnb	z27.h, z23.s, #3
uqrshrnb	z22.s, z15.d, #11
uqrshrnb	z30.b, z31.h, #5
uqrshrnt	z6.h, z26.s, #8
uqrshrnt	z18.s, z0.d, #17
uqrshrnt	z31.b, z22.h, #3
uqshlr	z1.b, p0/m, z1.b, z6.b
uqshlr	z23.d, p4/m, z23.d, z22.d
uqshlr	z8.h, p6/m, z8.h, z4.h
uqshlr	z29.s, p0/m, z29.s, z26.s
uqshl	z29.b, p6/m, z29.b, #0
uqshl	z12.d, p6/m, z12.d, #56
uqshl	z31.h, p4/m, z31.h, #8
uqshl	z4.s, p2/m, z4.s, #23
uqshl	z10.b, p5/m, z10.b, z0.b
uqshl	z10.d, p7/m, z10.d, z4.d
uqshl	z16.h, p5/m, z16.h, z18.h
uqshl	z4.s, p7/m, z4.s, z3.s
uqshrnb	z17.h, z7.s, #2
uqshrnb	z30.s, z3.d, #14
uqshrnb	z8.b, z30.h, #1
uqshrnt	z15.h, z24.s, #16
uqshrnt	z20.s, z4.d, #16
uqshrnt	z14.b, z14.h, #8
uqsubr	z20.b, p1/m, z20.b, z31.b
uqsubr	z1.d, p1/m, z1.d, z20.d
uqsubr	z30.h, p0/m, z30.h, z9.h
uqsubr	z20.s, p5/m, z20.s, z12.s
uqsub	z22.b, p6/m, z22.b, z17.b
uqsub	z20.d, p6/m, z20.d, z10.d
uqsub	z7.h, p4/m, z7.h, z8.h
uqsub	z4.s, p7/m, z4.s, z14.s
uqxtnb	z10.h, z22.s
uqxtnb	z27.s, z8.d
uqxtnb	z4.b, z25.h
uqxtnt	z2.h, z7.s
uqxtnt	z7.s, z2.d
uqxtnt	z18.b, z26.h
urecpe	z10.s, p3/m, z24.s
urhadd	z3.b, p5/m, z3.b, z15.b
urhadd	z21.d, p3/m, z21.d, z18.d
urhadd	z31.h, p6/m, z31.h, z9.h
urhadd	z21.s, p2/m, z21.s, z3.s
urshlr	z8.b, p1/m, z8.b, z21.b
urshlr	z12.d, p1/m, z12.d, z19.d
urshlr	z20.h, p5/m, z20.h, z13.h
urshlr	z9.s, p3/m, z9.s, z8.s
urshl	z1.b, p2/m, z1.b, z31.b
urshl	z19.d, p5/m, z19.d, z18.d
urshl	z20.h, p1/m, z20.h, z0.h
urshl	z14.s, p4/m, z14.s, z14.s
urshr	z27.b, p2/m, z27.b, #5
urshr	z29.d, p4/m, z29.d, #59
urshr	z10.h, p5/m, z10.h, #2
urshr	z30.s, p5/m, z30.s, #32
ursqrte	z4.s, p6/m, z15.s
ursra	z1.b, z17.b, #2
ursra	z26.d, z22.d, #1
ursra	z9.h, z28.h, #6
ursra	z8.s, z3.s, #25
ushllb	z27.s, z15.h, #1
ushllb	z3.d, z24.s, #9
ushllb	z10.h, z26.b, #7
ushllt	z19.s, z9.h, #6
ushllt	z26.d, z28.s, #0
ushllt	z16.h, z8.b, #2
usqadd	z14.b, p1/m, z14.b, z11.b
usqadd	z8.d, p0/m, z8.d, z26.d
usqadd	z21.h, p1/m, z21.h, z22.h
usqadd	z20.s, p1/m, z20.s, z30.s
usra	z16.b, z31.b, #3
usra	z2.d, z6.d, #5
usra	z12.h, z2.h, #7
usra	z6.s, z15.s, #24
usublb	z11.h, z18.b, z3.b
usublb	z3.s, z13.h, z7.h
usublb	z8.d, z30.s, z15.s
usublt	z21.h, z1.b, z22.b
usublt	z17.s, z30.h, z0.h
usublt	z6.d, z10.s, z27.s
usubwb	z2.h, z0.h, z12.b
usubwb	z19.s, z31.s, z25.h
usubwb	z5.d, z1.d, z21.s
usubwt	z23.h, z19.h, z25.b
usubwt	z19.s, z28.s, z9.h
usubwt	z22.d, z4.d, z12.s
whilege	p8.b, w3, w18
whilege	p12.d, w3, w9
whilege	p5.h, w26, w29
whilege	p10.s, w23, w26
whilege	p12.b, x3, x24
whilege	p6.d, x1, x11
whilege	p9.h, x25, x12
whilege	p3.s, x26, x17
whilegt	p10.b, w3, w13
whilegt	p10.d, w29, w18
whilegt	p8.h, w13, w6
whilegt	p6.s, w15, w2
whilegt	p7.b, x2, x9
whilegt	p2.d, x3, x19
whilegt	p7.h, x28, x25
whilegt	p9.s, x1, x9
whilehi	p0.b, w3, w26
whilehi	p2.d, w5, w12
whilehi	p5.h, w2, wzr
whilehi	p5.s, w10, w29
whilehi	p14.b, x21, x5
whilehi	p4.d, xzr, x19
whilehi	p0.h, x5, x10
whilehi	p1.s, x28, x2
whilehs	p3.b, w11, w20
whilehs	p1.d, w17, w5
whilehs	p4.h, w0, w4
whilehs	p8.s, w0, w25
whilehs	p13.b, x8, x25
whilehs	p8.d, x29, x5
whilehs	p15.h, x10, x26
whilehs	p1.s, x16, x4
whilerw	p4.b, x18, x28
whilerw	p8.d, x25, x7
whilerw	p14.h, x2, x9
whilerw	p15.s, x1, x26
whilewr	p8.b, x23, x2
whilewr	p3.d, x9, x30
whilewr	p8.h, x25, x22
whilewr	p8.s, x5, x28
xar	z31.b, z31.b, z18.b, #5
xar	z2.d, z2.d, z27.d, #33
xar	z0.h, z0.h, z22.h, #1
xar	z30.s, z30.s, z13.s, #1
