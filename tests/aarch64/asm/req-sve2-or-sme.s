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
mla	z23.d, z18.d, z7.d[1]
mla	z16.h, z17.h, z2.h[0]
mla	z9.s, z18.s, z2.s[1]
mls	z24.d, z12.d, z14.d[0]
mls	z11.h, z5.h, z0.h[4]
mls	z11.s, z21.s, z2.s[0]
mul	z8.d, z16.d, z14.d[0]
mul	z24.h, z8.h, z1.h[0]
mul	z19.s, z12.s, z0.s[1]
mul	z6.b, z5.b, z4.b
mul	z24.d, z28.d, z22.d
mul	z25.h, z14.h, z14.h
mul	z5.s, z0.s, z25.s
nbsl	z7.d, z7.d, z16.d, z11.d
pmullb	z5.d, z16.s, z4.s
pmullb	z19.h, z19.b, z20.b
pmullt	z29.d, z21.s, z18.s
pmullt	z31.h, z17.b, z18.b
pmul	z7.b, z15.b, z20.b
raddhnb	z31.b, z22.h, z21.h
raddhnb	z23.h, z28.s, z30.s
raddhnb	z5.s, z17.d, z15.d
raddhnt	z28.b, z1.h, z21.h
raddhnt	z30.h, z8.s, z17.s
raddhnt	z10.s, z24.d, z3.d
rshrnb	z12.h, z24.s, #11
rshrnb	z17.s, z3.d, #23
rshrnb	z24.b, z24.h, #3
rshrnt	z6.h, z30.s, #4
rshrnt	z24.s, z17.d, #1
rshrnt	z21.b, z7.h, #2
rsubhnb	z9.b, z31.h, z6.h
rsubhnb	z21.h, z1.s, z29.s
rsubhnb	z29.s, z0.d, z20.d
rsubhnt	z30.b, z27.h, z5.h
rsubhnt	z25.h, z7.s, z8.s
rsubhnt	z7.s, z27.d, z6.d
sabalb	z9.h, z3.b, z12.b
sabalb	z13.s, z22.h, z30.h
sabalb	z17.d, z31.s, z15.s
sabalt	z14.h, z1.b, z7.b
sabalt	z13.s, z20.h, z30.h
sabalt	z20.d, z27.s, z11.s
saba	z19.b, z23.b, z20.b
saba	z27.d, z22.d, z29.d
saba	z5.h, z7.h, z5.h
saba	z19.s, z25.s, z25.s
sabdlb	z26.h, z24.b, z20.b
sabdlb	z24.s, z12.h, z1.h
sabdlb	z29.d, z11.s, z7.s
sabdlt	z19.h, z13.b, z28.b
sabdlt	z11.s, z1.h, z0.h
sabdlt	z1.d, z15.s, z2.s
sadalp	z14.h, p2/m, z2.b
sadalp	z31.s, p0/m, z13.h
sadalp	z15.d, p0/m, z14.s
saddlbt	z15.h, z15.b, z15.b
saddlbt	z9.s, z16.h, z5.h
saddlbt	z27.d, z4.s, z29.s
saddlb	z6.h, z30.b, z14.b
saddlb	z16.s, z17.h, z22.h
saddlb	z10.d, z22.s, z28.s
saddlt	z10.h, z7.b, z14.b
saddlt	z4.s, z13.h, z30.h
saddlt	z9.d, z27.s, z15.s
saddwb	z21.h, z5.h, z29.b
saddwb	z12.s, z25.s, z27.h
saddwb	z29.d, z11.d, z3.s
saddwt	z20.h, z24.h, z15.b
saddwt	z6.s, z7.s, z9.h
saddwt	z29.d, z25.d, z21.s
sbclb	z29.d, z1.d, z27.d
sbclb	z0.s, z6.s, z30.s
sbclt	z14.d, z0.d, z12.d
sbclt	z20.s, z30.s, z6.s
shadd	z2.b, p3/m, z2.b, z29.b
shadd	z19.d, p6/m, z19.d, z17.d
shadd	z25.h, p3/m, z25.h, z6.h
shadd	z22.s, p7/m, z22.s, z22.s
shrnb	z28.h, z29.s, #3
shrnb	z14.s, z26.d, #26
shrnb	z29.b, z20.h, #8
shrnt	z12.h, z11.s, #9
shrnt	z27.s, z2.d, #30
shrnt	z1.b, z0.h, #1
shsubr	z31.b, p3/m, z31.b, z21.b
shsubr	z27.d, p6/m, z27.d, z27.d
shsubr	z30.h, p7/m, z30.h, z7.h
shsubr	z10.s, p4/m, z10.s, z23.s
shsub	z11.b, p5/m, z11.b, z29.b
shsub	z1.d, p5/m, z1.d, z13.d
shsub	z18.h, p0/m, z18.h, z14.h
shsub	z5.s, p2/m, z5.s, z27.s
sli	z2.b, z6.b, #1
sli	z14.d, z24.d, #22
sli	z9.h, z2.h, #2
sli	z14.s, z26.s, #30
smaxp	z11.b, p0/m, z11.b, z12.b
smaxp	z31.d, p2/m, z31.d, z31.d
smaxp	z12.h, p4/m, z12.h, z15.h
smaxp	z21.s, p0/m, z21.s, z10.s
sminp	z12.b, p6/m, z12.b, z0.b
sminp	z18.d, p2/m, z18.d, z7.d
sminp	z10.h, p6/m, z10.h, z3.h
sminp	z7.s, p7/m, z7.s, z17.s
smlalb	z12.d, z30.s, z12.s[1]
smlalb	z26.s, z27.h, z4.h[6]
smlalb	z21.h, z29.b, z8.b
smlalb	z29.s, z6.h, z11.h
smlalb	z22.d, z19.s, z21.s
smlalt	z31.d, z10.s, z12.s[2]
smlalt	z6.s, z1.h, z1.h[0]
smlalt	z8.h, z8.b, z13.b
smlalt	z17.s, z29.h, z30.h
smlalt	z1.d, z0.s, z8.s
smlslb	z3.d, z0.s, z14.s[1]
smlslb	z3.s, z20.h, z2.h[7]
smlslb	z9.h, z20.b, z25.b
smlslb	z5.s, z1.h, z0.h
smlslb	z28.d, z3.s, z4.s
smlslt	z8.d, z25.s, z12.s[0]
smlslt	z13.s, z22.h, z4.h[1]
smlslt	z8.h, z10.b, z12.b
smlslt	z22.s, z22.h, z0.h
smlslt	z20.d, z18.s, z2.s
smulh	z22.b, z5.b, z11.b
smulh	z5.d, z20.d, z6.d
smulh	z30.h, z3.h, z10.h
smulh	z19.s, z29.s, z18.s
smullb	z16.d, z10.s, z2.s[3]
smullb	z19.s, z14.h, z3.h[5]
smullb	z18.h, z28.b, z2.b
smullb	z13.s, z28.h, z29.h
smullb	z7.d, z22.s, z1.s
smullt	z28.d, z17.s, z0.s[0]
smullt	z1.s, z2.h, z1.h[2]
smullt	z12.h, z25.b, z20.b
smullt	z21.s, z8.h, z29.h
smullt	z25.d, z20.s, z8.s
splice	z11.b, p5, { z25.b, z26.b }
splice	z27.d, p0, { z13.d, z14.d }
splice	z28.h, p6, { z12.h, z13.h }
splice	z6.s, p7, { z28.s, z29.s }
sqabs	z6.b, p1/m, z24.b
sqabs	z5.d, p2/m, z0.d
sqabs	z9.h, p2/m, z31.h
sqabs	z15.s, p2/m, z16.s
sqadd	z4.b, p7/m, z4.b, z24.b
sqadd	z2.d, p0/m, z2.d, z29.d
sqadd	z6.h, p1/m, z6.h, z24.h
sqadd	z26.s, p1/m, z26.s, z19.s
sqcadd	z0.b, z0.b, z24.b, #90
sqcadd	z28.d, z28.d, z18.d, #90
sqcadd	z0.h, z0.h, z3.h, #90
sqcadd	z25.s, z25.s, z18.s, #270
sqdmlalbt	z10.h, z17.b, z5.b
sqdmlalbt	z11.s, z0.h, z13.h
sqdmlalbt	z20.d, z4.s, z14.s
sqdmlalb	z27.d, z11.s, z11.s[1]
sqdmlalb	z26.s, z23.h, z3.h[0]
sqdmlalb	z0.h, z3.b, z17.b
sqdmlalb	z22.s, z4.h, z22.h
sqdmlalb	z13.d, z26.s, z2.s
sqdmlalt	z11.d, z14.s, z12.s[1]
sqdmlalt	z6.s, z1.h, z2.h[3]
sqdmlalt	z15.h, z7.b, z29.b
sqdmlalt	z10.s, z2.h, z14.h
sqdmlalt	z11.d, z21.s, z0.s
sqdmlslbt	z1.h, z17.b, z7.b
sqdmlslbt	z21.s, z14.h, z30.h
sqdmlslbt	z9.d, z18.s, z6.s
sqdmlslb	z16.d, z20.s, z7.s[1]
sqdmlslb	z4.s, z4.h, z0.h[7]
sqdmlslb	z1.h, z5.b, z17.b
sqdmlslb	z27.s, z19.h, z14.h
sqdmlslb	z13.d, z14.s, z16.s
sqdmlslt	z3.d, z8.s, z6.s[0]
sqdmlslt	z15.s, z9.h, z3.h[7]
sqdmlslt	z17.h, z9.b, z3.b
sqdmlslt	z22.s, z1.h, z22.h
sqdmlslt	z24.d, z1.s, z12.s
sqdmulh	z12.d, z0.d, z9.d[1]
sqdmulh	z5.h, z28.h, z5.h[0]
sqdmulh	z5.s, z22.s, z2.s[1]
sqdmulh	z8.b, z23.b, z11.b
sqdmulh	z18.d, z31.d, z11.d
sqdmulh	z23.h, z4.h, z3.h
sqdmulh	z31.s, z20.s, z4.s
sqdmullb	z6.d, z7.s, z14.s[3]
sqdmullb	z5.s, z31.h, z7.h[2]
sqdmullb	z25.h, z4.b, z1.b
sqdmullb	z27.s, z12.h, z0.h
sqdmullb	z16.d, z7.s, z23.s
sqdmullt	z3.d, z27.s, z3.s[0]
sqdmullt	z12.s, z12.h, z7.h[2]
sqdmullt	z21.h, z26.b, z1.b
sqdmullt	z4.s, z25.h, z25.h
sqdmullt	z8.d, z9.s, z7.s
sqneg	z17.b, p6/m, z10.b
sqneg	z2.d, p7/m, z2.d
sqneg	z21.h, p0/m, z23.h
sqneg	z8.s, p6/m, z18.s
sqrdcmlah	z6.h, z11.h, z4.h[3], #90
sqrdcmlah	z4.s, z30.s, z4.s[0], #270
sqrdcmlah	z23.b, z30.b, z18.b, #0
sqrdcmlah	z11.d, z1.d, z30.d, #90
sqrdcmlah	z8.h, z15.h, z3.h, #90
sqrdcmlah	z5.s, z17.s, z5.s, #0
sqrdmlah	z12.d, z12.d, z13.d[0]
sqrdmlah	z5.h, z27.h, z3.h[1]
sqrdmlah	z28.s, z24.s, z0.s[3]
sqrdmlah	z31.b, z6.b, z10.b
sqrdmlah	z28.d, z6.d, z21.d
sqrdmlah	z20.h, z7.h, z9.h
sqrdmlah	z23.s, z13.s, z7.s
sqrdmlsh	z25.d, z9.d, z12.d[1]
sqrdmlsh	z17.h, z18.h, z2.h[7]
sqrdmlsh	z29.s, z7.s, z0.s[2]
sqrdmlsh	z30.b, z11.b, z11.b
sqrdmlsh	z26.d, z5.d, z24.d
sqrdmlsh	z2.h, z31.h, z29.h
sqrdmlsh	z10.s, z23.s, z3.s
sqrdmulh	z24.d, z30.d, z9.d[0]
sqrdmulh	z31.h, z3.h, z4.h[6]
sqrdmulh	z5.s, z10.s, z5.s[1]
sqrdmulh	z2.b, z30.b, z16.b
sqrdmulh	z19.d, z16.d, z5.d
sqrdmulh	z19.h, z27.h, z23.h
sqrdmulh	z28.s, z12.s, z26.s
sqrshlr	z13.b, p1/m, z13.b, z1.b
sqrshlr	z3.d, p4/m, z3.d, z11.d
sqrshlr	z30.h, p4/m, z30.h, z27.h
sqrshlr	z12.s, p3/m, z12.s, z25.s
sqrshl	z16.b, p5/m, z16.b, z27.b
sqrshl	z1.d, p4/m, z1.d, z12.d
sqrshl	z31.h, p5/m, z31.h, z9.h
sqrshl	z6.s, p2/m, z6.s, z18.s
sqrshrnb	z22.h, z0.s, #7
sqrshrnb	z3.s, z8.d, #8
sqrshrnb	z21.b, z6.h, #6
sqrshrnt	z23.h, z7.s, #1
sqrshrnt	z27.s, z6.d, #1
sqrshrnt	z4.b, z0.h, #5
sqrshrunb	z25.h, z26.s, #2
sqrshrunb	z5.s, z26.d, #8
sqrshrunb	z18.b, z13.h, #6
sqrshrunt	z15.h, z3.s, #14
sqrshrunt	z26.s, z20.d, #1
sqrshrunt	z6.b, z6.h, #5
sqshlr	z23.b, p4/m, z23.b, z16.b
sqshlr	z25.d, p6/m, z25.d, z1.d
sqshlr	z5.h, p2/m, z5.h, z8.h
sqshlr	z14.s, p7/m, z14.s, z9.s
sqshlu	z3.b, p1/m, z3.b, #5
sqshlu	z31.d, p2/m, z31.d, #0
sqshlu	z13.h, p6/m, z13.h, #13
sqshlu	z15.s, p6/m, z15.s, #0
sqshl	z16.b, p6/m, z16.b, #3
sqshl	z1.d, p3/m, z1.d, #0
sqshl	z3.h, p7/m, z3.h, #2
sqshl	z11.s, p0/m, z11.s, #5
sqshl	z24.b, p1/m, z24.b, z31.b
sqshl	z6.d, p7/m, z6.d, z5.d
sqshl	z21.h, p1/m, z21.h, z20.h
sqshl	z0.s, p6/m, z0.s, z10.s
sqshrnb	z24.h, z21.s, #10
sqshrnb	z11.s, z4.d, #6
sqshrnb	z1.b, z29.h, #3
sqshrnt	z25.h, z12.s, #13
sqshrnt	z3.s, z7.d, #17
sqshrnt	z3.b, z11.h, #5
sqshrunb	z27.h, z19.s, #9
sqshrunb	z26.s, z26.d, #25
sqshrunb	z29.b, z8.h, #2
sqshrunt	z0.h, z31.s, #3
sqshrunt	z16.s, z16.d, #1
sqshrunt	z9.b, z25.h, #5
sqsubr	z14.b, p0/m, z14.b, z11.b
sqsubr	z14.d, p4/m, z14.d, z12.d
sqsubr	z18.h, p0/m, z18.h, z9.h
sqsubr	z30.s, p0/m, z30.s, z27.s
sqsub	z8.b, p1/m, z8.b, z22.b
sqsub	z19.d, p2/m, z19.d, z19.d
sqsub	z18.h, p1/m, z18.h, z16.h
sqsub	z19.s, p5/m, z19.s, z6.s
sqxtnb	z1.h, z29.s
sqxtnb	z24.s, z27.d
sqxtnb	z4.b, z28.h
sqxtnt	z10.h, z27.s
sqxtnt	z29.s, z0.d
sqxtnt	z18.b, z12.h
sqxtunb	z11.h, z6.s
sqxtunb	z4.s, z16.d
sqxtunb	z31.b, z14.h
sqxtunt	z3.h, z9.s
sqxtunt	z1.s, z11.d
sqxtunt	z27.b, z6.h
srhadd	z11.b, p4/m, z11.b, z18.b
srhadd	z3.d, p6/m, z3.d, z3.d
srhadd	z6.h, p0/m, z6.h, z16.h
srhadd	z2.s, p3/m, z2.s, z24.s
sri	z23.b, z13.b, #5
sri	z25.d, z24.d, #9
sri	z24.h, z19.h, #14
sri	z2.s, z8.s, #14
srshlr	z24.b, p5/m, z24.b, z31.b
srshlr	z14.d, p5/m, z14.d, z3.d
srshlr	z14.h, p5/m, z14.h, z22.h
srshlr	z3.s, p7/m, z3.s, z26.s
srshl	z4.b, p2/m, z4.b, z25.b
srshl	z0.d, p5/m, z0.d, z10.d
srshl	z10.h, p6/m, z10.h, z12.h
srshl	z1.s, p4/m, z1.s, z0.s
srshr	z17.b, p4/m, z17.b, #1
srshr	z5.d, p2/m, z5.d, #22
srshr	z26.h, p6/m, z26.h, #15
srshr	z5.s, p0/m, z5.s, #11
srsra	z12.b, z23.b, #3
srsra	z24.d, z8.d, #1
srsra	z25.h, z23.h, #1
srsra	z29.s, z27.s, #18
sshllb	z4.s, z24.h, #5
sshllb	z28.d, z28.s, #10
sshllb	z23.h, z9.b, #7
sshllt	z4.s, z20.h, #7
sshllt	z8.d, z28.s, #0
sshllt	z8.h, z1.b, #7
ssra	z14.b, z21.b, #2
ssra	z22.d, z30.d, #22
ssra	z11.h, z18.h, #9
ssra	z15.s, z25.s, #12
ssublbt	z28.h, z14.b, z23.b
ssublbt	z26.s, z19.h, z24.h
ssublbt	z9.d, z16.s, z14.s
ssublb	z11.h, z24.b, z28.b
ssublb	z24.s, z25.h, z6.h
ssublb	z14.d, z28.s, z5.s
ssubltb	z23.h, z13.b, z6.b
ssubltb	z4.s, z3.h, z30.h
ssubltb	z0.d, z7.s, z13.s
ssublt	z13.h, z19.b, z22.b
ssublt	z7.s, z5.h, z19.h
ssublt	z31.d, z18.s, z13.s
ssubwb	z9.h, z4.h, z15.b
ssubwb	z20.s, z28.s, z31.h
ssubwb	z4.d, z14.d, z9.s
ssubwt	z8.h, z8.h, z11.b
ssubwt	z3.s, z24.s, z31.h
ssubwt	z20.d, z12.d, z8.s
subhnb	z23.b, z26.h, z12.h
subhnb	z3.h, z28.s, z2.s
subhnb	z27.s, z8.d, z30.d
subhnt	z9.b, z26.h, z11.h
subhnt	z8.h, z19.s, z8.s
subhnt	z21.s, z15.d, z8.d
suqadd	z1.b, p2/m, z1.b, z29.b
suqadd	z7.d, p0/m, z7.d, z30.d
suqadd	z27.h, p5/m, z27.h, z19.h
suqadd	z31.s, p6/m, z31.s, z27.s
tbl	z8.b, { z25.b, z26.b }, z2.b
tbl	z14.d, { z23.d, z24.d }, z19.d
tbl	z18.h, { z1.h, z2.h }, z31.h
tbl	z15.s, { z12.s, z13.s }, z13.s
tbx	z16.b, z6.b, z31.b
tbx	z21.d, z19.d, z30.d
tbx	z28.h, z13.h, z5.h
tbx	z15.s, z3.s, z7.s
uabalb	z25.h, z13.b, z28.b
uabalb	z29.s, z27.h, z4.h
uabalb	z6.d, z22.s, z18.s
uabalt	z25.h, z9.b, z0.b
uabalt	z7.s, z5.h, z2.h
uabalt	z14.d, z26.s, z2.s
uaba	z22.b, z17.b, z7.b
uaba	z13.d, z21.d, z11.d
uaba	z27.h, z25.h, z2.h
uaba	z22.s, z7.s, z0.s
uabdlb	z19.h, z26.b, z23.b
uabdlb	z9.s, z26.h, z26.h
uabdlb	z21.d, z14.s, z7.s
uabdlt	z29.h, z22.b, z30.b
uabdlt	z18.s, z29.h, z18.h
uabdlt	z15.d, z15.s, z7.s
uadalp	z8.h, p0/m, z8.b
uadalp	z21.s, p1/m, z23.h
uadalp	z2.d, p6/m, z5.s
uaddlb	z16.h, z7.b, z21.b
uaddlb	z9.s, z5.h, z15.h
uaddlb	z3.d, z12.s, z11.s
uaddlt	z0.h, z23.b, z18.b
uaddlt	z6.s, z15.h, z9.h
uaddlt	z8.d, z12.s, z29.s
uaddwb	z11.h, z19.h, z15.b
uaddwb	z29.s, z6.s, z14.h
uaddwb	z28.d, z25.d, z31.s
uaddwt	z27.h, z3.h, z0.b
uaddwt	z14.s, z3.s, z1.h
uaddwt	z28.d, z22.d, z16.s
uhadd	z31.b, p4/m, z31.b, z3.b
uhadd	z5.d, p6/m, z5.d, z13.d
uhadd	z8.h, p5/m, z8.h, z25.h
uhadd	z26.s, p3/m, z26.s, z30.s
uhsubr	z15.b, p3/m, z15.b, z24.b
uhsubr	z24.d, p7/m, z24.d, z4.d
uhsubr	z30.h, p6/m, z30.h, z29.h
uhsubr	z10.s, p4/m, z10.s, z3.s
uhsub	z1.b, p5/m, z1.b, z3.b
uhsub	z4.d, p7/m, z4.d, z2.d
uhsub	z14.h, p0/m, z14.h, z4.h
uhsub	z12.s, p6/m, z12.s, z19.s
umaxp	z19.b, p0/m, z19.b, z11.b
umaxp	z31.d, p6/m, z31.d, z27.d
umaxp	z21.h, p5/m, z21.h, z29.h
umaxp	z13.s, p0/m, z13.s, z20.s
uminp	z17.b, p4/m, z17.b, z26.b
uminp	z6.d, p4/m, z6.d, z27.d
uminp	z26.h, p4/m, z26.h, z17.h
uminp	z19.s, p2/m, z19.s, z26.s
umlalb	z1.d, z7.s, z8.s[1]
umlalb	z4.s, z3.h, z4.h[5]
umlalb	z8.h, z26.b, z31.b
umlalb	z1.s, z30.h, z30.h
umlalb	z3.d, z17.s, z23.s
umlalt	z1.d, z28.s, z2.s[0]
umlalt	z3.s, z10.h, z7.h[0]
umlalt	z24.h, z29.b, z13.b
umlalt	z0.s, z16.h, z22.h
umlalt	z20.d, z2.s, z5.s
umlslb	z30.d, z28.s, z4.s[3]
umlslb	z7.s, z4.h, z1.h[0]
umlslb	z26.h, z23.b, z7.b
umlslb	z3.s, z21.h, z10.h
umlslb	z10.d, z6.s, z25.s
umlslt	z2.d, z25.s, z13.s[3]
umlslt	z14.s, z19.h, z7.h[6]
umlslt	z25.h, z14.b, z10.b
umlslt	z0.s, z28.h, z15.h
umlslt	z12.d, z14.s, z21.s
umulh	z22.b, z24.b, z12.b
umulh	z25.d, z19.d, z29.d
umulh	z8.h, z29.h, z14.h
umulh	z18.s, z31.s, z12.s
umullb	z5.d, z6.s, z6.s[0]
umullb	z10.s, z30.h, z6.h[5]
umullb	z20.h, z26.b, z11.b
umullb	z19.s, z16.h, z8.h
umullb	z18.d, z22.s, z11.s
umullt	z28.d, z1.s, z15.s[2]
umullt	z1.s, z17.h, z1.h[0]
umullt	z14.h, z18.b, z13.b
umullt	z30.s, z11.h, z18.h
umullt	z10.d, z21.s, z3.s
uqadd	z16.b, p7/m, z16.b, z6.b
uqadd	z4.d, p5/m, z4.d, z7.d
uqadd	z29.h, p7/m, z29.h, z23.h
uqadd	z13.s, p7/m, z13.s, z9.s
uqrshlr	z12.b, p3/m, z12.b, z4.b
uqrshlr	z7.d, p3/m, z7.d, z3.d
uqrshlr	z0.h, p0/m, z0.h, z22.h
uqrshlr	z12.s, p3/m, z12.s, z14.s
uqrshl	z22.b, p0/m, z22.b, z1.b
uqrshl	z24.d, p0/m, z24.d, z24.d
uqrshl	z22.h, p7/m, z22.h, z21.h
uqrshl	z21.s, p1/m, z21.s, z23.s
uqrshrnb	z25.h, z20.s, #1
uqrshrnb	z3.s, z11.d, #7
uqrshrnb	z12.b, z28.h, #5
uqrshrnt	z5.h, z17.s, #6
uqrshrnt	z30.s, z13.d, #23
uqrshrnt	z28.b, z2.h, #1
uqshlr	z5.b, p5/m, z5.b, z10.b
uqshlr	z0.d, p4/m, z0.d, z24.d
uqshlr	z17.h, p4/m, z17.h, z15.h
uqshlr	z8.s, p3/m, z8.s, z24.s
uqshl	z10.b, p6/m, z10.b, #7
uqshl	z30.d, p4/m, z30.d, #48
uqshl	z27.h, p4/m, z27.h, #0
uqshl	z3.s, p4/m, z3.s, #21
uqshl	z2.b, p7/m, z2.b, z31.b
uqshl	z23.d, p2/m, z23.d, z14.d
uqshl	z11.h, p3/m, z11.h, z19.h
uqshl	z29.s, p2/m, z29.s, z4.s
uqshrnb	z19.h, z0.s, #10
uqshrnb	z23.s, z23.d, #18
uqshrnb	z8.b, z8.h, #8
uqshrnt	z13.h, z11.s, #1
uqshrnt	z2.s, z9.d, #21
uqshrnt	z30.b, z17.h, #8
uqsubr	z2.b, p0/m, z2.b, z29.b
uqsubr	z31.d, p6/m, z31.d, z11.d
uqsubr	z24.h, p7/m, z24.h, z27.h
uqsubr	z3.s, p4/m, z3.s, z12.s
uqsub	z30.b, p5/m, z30.b, z21.b
uqsub	z16.d, p5/m, z16.d, z4.d
uqsub	z0.h, p2/m, z0.h, z16.h
uqsub	z13.s, p5/m, z13.s, z1.s
uqxtnb	z14.h, z24.s
uqxtnb	z17.s, z30.d
uqxtnb	z22.b, z29.h
uqxtnt	z3.h, z31.s
uqxtnt	z25.s, z11.d
uqxtnt	z24.b, z4.h
urecpe	z12.s, p2/m, z14.s
urhadd	z1.b, p1/m, z1.b, z7.b
urhadd	z1.d, p5/m, z1.d, z20.d
urhadd	z6.h, p1/m, z6.h, z12.h
urhadd	z20.s, p7/m, z20.s, z22.s
urshlr	z14.b, p3/m, z14.b, z21.b
urshlr	z17.d, p3/m, z17.d, z20.d
urshlr	z5.h, p0/m, z5.h, z1.h
urshlr	z21.s, p6/m, z21.s, z3.s
urshl	z20.b, p3/m, z20.b, z20.b
urshl	z0.d, p3/m, z0.d, z8.d
urshl	z15.h, p2/m, z15.h, z4.h
urshl	z17.s, p7/m, z17.s, z21.s
urshr	z20.b, p3/m, z20.b, #3
urshr	z22.d, p4/m, z22.d, #36
urshr	z12.h, p0/m, z12.h, #16
urshr	z3.s, p1/m, z3.s, #3
ursqrte	z2.s, p2/m, z25.s
ursra	z6.b, z4.b, #1
ursra	z16.d, z16.d, #54
ursra	z3.h, z28.h, #1
ursra	z28.s, z25.s, #16
ushllb	z2.s, z23.h, #11
ushllb	z12.d, z20.s, #0
ushllb	z7.h, z11.b, #1
ushllt	z15.s, z11.h, #4
ushllt	z25.d, z13.s, #29
ushllt	z19.h, z22.b, #0
usqadd	z23.b, p3/m, z23.b, z12.b
usqadd	z4.d, p7/m, z4.d, z14.d
usqadd	z27.h, p5/m, z27.h, z18.h
usqadd	z23.s, p1/m, z23.s, z13.s
usra	z23.b, z11.b, #2
usra	z23.d, z2.d, #48
usra	z27.h, z6.h, #4
usra	z21.s, z17.s, #1
usublb	z19.h, z22.b, z14.b
usublb	z0.s, z4.h, z5.h
usublb	z14.d, z1.s, z17.s
usublt	z16.h, z20.b, z9.b
usublt	z2.s, z17.h, z1.h
usublt	z24.d, z27.s, z0.s
usubwb	z24.h, z0.h, z25.b
usubwb	z25.s, z16.s, z4.h
usubwb	z26.d, z28.d, z23.s
usubwt	z12.h, z7.h, z18.b
usubwt	z18.s, z1.s, z17.h
usubwt	z20.d, z22.d, z8.s
whilege	p15.b, w23, w25
whilege	p2.d, w19, w26
whilege	p13.h, w4, w5
whilege	p4.s, w0, w5
whilege	p4.b, x11, x26
whilege	p1.d, x17, x16
whilege	p10.h, x7, x30
whilege	p1.s, x14, x5
whilegt	p15.b, w7, w11
whilegt	p11.d, w23, w13
whilegt	p1.h, w12, w21
whilegt	p11.s, w28, wzr
whilegt	p10.b, x27, x28
whilegt	p14.d, x10, x24
whilegt	p10.h, x3, x28
whilegt	p0.s, x6, x2
whilehi	p9.b, w27, w9
whilehi	p10.d, w8, w21
whilehi	p13.h, w17, w20
whilehi	p8.s, wzr, w29
whilehi	p4.b, x10, x0
whilehi	p12.d, x29, x0
whilehi	p1.h, x11, x26
whilehi	p7.s, x16, x4
whilehs	p13.b, w0, w7
whilehs	p4.d, w23, wzr
whilehs	p0.h, w7, w30
whilehs	p6.s, w13, w18
whilehs	p15.b, x30, xzr
whilehs	p8.d, x6, x13
whilehs	p11.h, x8, x2
whilehs	p15.s, x20, x4
whilerw	p8.b, x20, x5
whilerw	p10.d, x4, x25
whilerw	p14.h, x22, x24
whilerw	p9.s, x24, x18
whilewr	p5.b, x26, x9
whilewr	p9.d, x3, x1
whilewr	p8.h, x22, x30
whilewr	p8.s, x3, x3
xar	z30.b, z30.b, z24.b, #2
xar	z28.d, z28.d, z0.d, #36
xar	z7.h, z7.h, z12.h, #1
xar	z23.s, z23.s, z23.s, #29
