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
bcax	z13.d, z13.d, z20.d, z7.d
bsl1n	z24.d, z24.d, z11.d, z18.d
bsl2n	z19.d, z19.d, z13.d, z9.d
bsl	z25.d, z25.d, z1.d, z22.d
cadd	z20.b, z20.b, z27.b, #270
cadd	z7.d, z7.d, z29.d, #270
cadd	z4.h, z4.h, z15.h, #90
cadd	z28.s, z28.s, z31.s, #270
cdot	z29.d, z7.h, z8.h[1], #0
cdot	z18.s, z14.b, z3.b[1], #0
cdot	z26.s, z18.b, z22.b, #270
cdot	z25.d, z17.h, z3.h, #90
cmla	z18.h, z15.h, z0.h[2], #0
cmla	z23.s, z13.s, z11.s[1], #180
cmla	z5.b, z27.b, z30.b, #90
cmla	z2.d, z26.d, z5.d, #90
cmla	z16.h, z28.h, z31.h, #180
cmla	z13.s, z11.s, z1.s, #90
eor3	z11.d, z11.d, z15.d, z15.d
eorbt	z26.b, z29.b, z24.b
eorbt	z16.d, z5.d, z12.d
eorbt	z9.h, z21.h, z6.h
eorbt	z11.s, z24.s, z4.s
eortb	z10.b, z16.b, z4.b
eortb	z18.d, z19.d, z8.d
eortb	z5.h, z10.h, z14.h
eortb	z26.s, z20.s, z7.s
ext	z23.b, { z26.b, z27.b }, #56
faddp	z24.d, p4/m, z24.d, z29.d
faddp	z26.h, p4/m, z26.h, z1.h
faddp	z27.s, p7/m, z27.s, z4.s
fcvtlt	z2.d, p1/m, z5.s
fcvtlt	z29.s, p1/m, z2.h
fcvtnt	z18.h, p1/m, z12.s
fcvtnt	z16.s, p1/m, z1.d
fcvtxnt	z15.s, p7/m, z14.d
fcvtx	z21.s, p7/m, z5.d
flogb	z31.d, p2/m, z22.d
flogb	z29.h, p0/m, z18.h
flogb	z18.s, p4/m, z1.s
fmaxnmp	z21.d, p3/m, z21.d, z21.d
fmaxnmp	z7.h, p0/m, z7.h, z21.h
fmaxnmp	z27.s, p4/m, z27.s, z31.s
fmaxp	z15.d, p5/m, z15.d, z5.d
fmaxp	z12.h, p5/m, z12.h, z30.h
fmaxp	z14.s, p7/m, z14.s, z10.s
fminnmp	z25.d, p5/m, z25.d, z26.d
fminnmp	z26.h, p3/m, z26.h, z16.h
fminnmp	z14.s, p4/m, z14.s, z8.s
fminp	z28.d, p0/m, z28.d, z1.d
fminp	z25.h, p5/m, z25.h, z8.h
fminp	z9.s, p3/m, z9.s, z1.s
fmlalb	z20.s, z7.h, z4.h[3]
fmlalb	z26.s, z11.h, z21.h
fmlalt	z4.s, z6.h, z2.h[6]
fmlalt	z24.s, z3.h, z14.h
fmlslb	z9.s, z6.h, z7.h[5]
fmlslb	z8.s, z28.h, z6.h
fmlslt	z25.s, z23.h, z2.h[4]
fmlslt	z1.s, z0.h, z21.h
mla	z22.d, z27.d, z10.d[1]
mla	z11.h, z3.h, z6.h[0]
mla	z26.s, z7.s, z0.s[3]
mls	z10.d, z26.d, z4.d[1]
mls	z1.h, z26.h, z7.h[6]
mls	z13.s, z31.s, z3.s[1]
mul	z21.d, z18.d, z1.d[0]
mul	z23.h, z9.h, z0.h[1]
mul	z0.s, z31.s, z4.s[1]
mul	z16.b, z7.b, z4.b
mul	z24.d, z6.d, z10.d
mul	z2.h, z5.h, z21.h
mul	z7.s, z14.s, z17.s
nbsl	z4.d, z4.d, z12.d, z28.d
pmullb	z24.d, z29.s, z29.s
pmullb	z17.h, z5.b, z5.b
pmullt	z17.d, z22.s, z29.s
pmullt	z10.h, z9.b, z29.b
pmul	z0.b, z17.b, z16.b
raddhnb	z5.b, z25.h, z28.h
raddhnb	z7.h, z8.s, z7.s
raddhnb	z14.s, z27.d, z6.d
raddhnt	z12.b, z20.h, z25.h
raddhnt	z27.h, z18.s, z25.s
raddhnt	z21.s, z1.d, z31.d
rshrnb	z28.h, z9.s, #2
rshrnb	z30.s, z26.d, #7
rshrnb	z13.b, z19.h, #1
rshrnt	z20.h, z4.s, #3
rshrnt	z27.s, z12.d, #9
rshrnt	z1.b, z16.h, #3
rsubhnb	z3.b, z13.h, z31.h
rsubhnb	z10.h, z19.s, z7.s
rsubhnb	z4.s, z23.d, z24.d
rsubhnt	z22.b, z20.h, z18.h
rsubhnt	z8.h, z10.s, z15.s
rsubhnt	z8.s, z15.d, z24.d
sabalb	z4.h, z7.b, z16.b
sabalb	z0.s, z13.h, z21.h
sabalb	z29.d, z27.s, z11.s
sabalt	z17.h, z13.b, z15.b
sabalt	z6.s, z28.h, z16.h
sabalt	z22.d, z22.s, z4.s
saba	z7.b, z19.b, z9.b
saba	z10.d, z30.d, z28.d
saba	z9.h, z0.h, z21.h
saba	z29.s, z25.s, z21.s
sabdlb	z6.h, z11.b, z14.b
sabdlb	z20.s, z12.h, z4.h
sabdlb	z6.d, z23.s, z2.s
sabdlt	z23.h, z4.b, z5.b
sabdlt	z17.s, z18.h, z22.h
sabdlt	z25.d, z13.s, z14.s
sadalp	z28.h, p1/m, z7.b
sadalp	z30.s, p7/m, z7.h
sadalp	z22.d, p1/m, z27.s
saddlbt	z28.h, z13.b, z8.b
saddlbt	z3.s, z4.h, z18.h
saddlbt	z4.d, z4.s, z24.s
saddlb	z9.h, z14.b, z6.b
saddlb	z22.s, z26.h, z25.h
saddlb	z29.d, z20.s, z22.s
saddlt	z11.h, z26.b, z14.b
saddlt	z5.s, z28.h, z12.h
saddlt	z1.d, z11.s, z7.s
saddwb	z29.h, z1.h, z20.b
saddwb	z0.s, z1.s, z18.h
saddwb	z5.d, z15.d, z17.s
saddwt	z12.h, z3.h, z21.b
saddwt	z4.s, z5.s, z25.h
saddwt	z19.d, z25.d, z3.s
sbclb	z5.d, z30.d, z30.d
sbclb	z2.s, z31.s, z12.s
sbclt	z3.d, z9.d, z28.d
sbclt	z15.s, z12.s, z30.s
shadd	z3.b, p4/m, z3.b, z23.b
shadd	z7.d, p1/m, z7.d, z8.d
shadd	z11.h, p1/m, z11.h, z26.h
shadd	z1.s, p4/m, z1.s, z16.s
shrnb	z8.h, z25.s, #4
shrnb	z10.s, z24.d, #1
shrnb	z7.b, z28.h, #1
shrnt	z0.h, z29.s, #2
shrnt	z19.s, z7.d, #26
shrnt	z18.b, z16.h, #6
shsubr	z6.b, p2/m, z6.b, z9.b
shsubr	z19.d, p5/m, z19.d, z5.d
shsubr	z10.h, p6/m, z10.h, z21.h
shsubr	z6.s, p6/m, z6.s, z4.s
shsub	z1.b, p7/m, z1.b, z28.b
shsub	z8.d, p3/m, z8.d, z31.d
shsub	z29.h, p7/m, z29.h, z30.h
shsub	z0.s, p2/m, z0.s, z17.s
sli	z17.b, z3.b, #2
sli	z13.d, z2.d, #26
sli	z20.h, z5.h, #10
sli	z4.s, z18.s, #18
smaxp	z6.b, p3/m, z6.b, z6.b
smaxp	z6.d, p1/m, z6.d, z5.d
smaxp	z14.h, p2/m, z14.h, z9.h
smaxp	z31.s, p2/m, z31.s, z15.s
sminp	z8.b, p3/m, z8.b, z20.b
sminp	z3.d, p4/m, z3.d, z12.d
sminp	z13.h, p2/m, z13.h, z9.h
sminp	z10.s, p1/m, z10.s, z28.s
smlalb	z7.d, z22.s, z8.s[3]
smlalb	z27.s, z14.h, z1.h[0]
smlalb	z15.h, z17.b, z22.b
smlalb	z8.s, z22.h, z13.h
smlalb	z25.d, z2.s, z11.s
smlalt	z8.d, z25.s, z12.s[0]
smlalt	z5.s, z11.h, z6.h[3]
smlalt	z4.h, z29.b, z10.b
smlalt	z22.s, z14.h, z11.h
smlalt	z31.d, z0.s, z17.s
smlslb	z21.d, z4.s, z11.s[3]
smlslb	z4.s, z14.h, z1.h[0]
smlslb	z9.h, z7.b, z21.b
smlslb	z8.s, z30.h, z9.h
smlslb	z25.d, z6.s, z16.s
smlslt	z23.d, z15.s, z14.s[0]
smlslt	z4.s, z0.h, z2.h[0]
smlslt	z13.h, z17.b, z27.b
smlslt	z2.s, z14.h, z13.h
smlslt	z26.d, z16.s, z3.s
smulh	z3.b, z22.b, z8.b
smulh	z23.d, z11.d, z18.d
smulh	z31.h, z11.h, z23.h
smulh	z4.s, z3.s, z31.s
smullb	z9.d, z5.s, z13.s[2]
smullb	z15.s, z5.h, z4.h[6]
smullb	z28.h, z29.b, z19.b
smullb	z23.s, z28.h, z6.h
smullb	z26.d, z19.s, z24.s
smullt	z9.d, z28.s, z10.s[2]
smullt	z28.s, z7.h, z3.h[5]
smullt	z12.h, z16.b, z4.b
smullt	z12.s, z21.h, z15.h
smullt	z25.d, z8.s, z11.s
splice	z21.b, p6, { z1.b, z2.b }
splice	z4.d, p6, { z25.d, z26.d }
splice	z8.h, p2, { z7.h, z8.h }
splice	z16.s, p3, { z6.s, z7.s }
sqabs	z12.b, p5/m, z26.b
sqabs	z3.d, p2/m, z15.d
sqabs	z29.h, p5/m, z14.h
sqabs	z23.s, p7/m, z16.s
sqadd	z22.b, p4/m, z22.b, z31.b
sqadd	z15.d, p6/m, z15.d, z0.d
sqadd	z30.h, p7/m, z30.h, z3.h
sqadd	z11.s, p4/m, z11.s, z23.s
sqcadd	z29.b, z29.b, z11.b, #270
sqcadd	z23.d, z23.d, z0.d, #270
sqcadd	z29.h, z29.h, z20.h, #270
sqcadd	z8.s, z8.s, z7.s, #270
sqdmlalbt	z13.h, z22.b, z17.b
sqdmlalbt	z18.s, z18.h, z19.h
sqdmlalbt	z28.d, z16.s, z17.s
sqdmlalb	z26.d, z0.s, z12.s[0]
sqdmlalb	z12.s, z21.h, z2.h[0]
sqdmlalb	z13.h, z25.b, z11.b
sqdmlalb	z15.s, z17.h, z10.h
sqdmlalb	z5.d, z22.s, z19.s
sqdmlalt	z1.d, z29.s, z10.s[2]
sqdmlalt	z22.s, z30.h, z1.h[0]
sqdmlalt	z16.h, z11.b, z11.b
sqdmlalt	z23.s, z27.h, z14.h
sqdmlalt	z3.d, z12.s, z29.s
sqdmlslbt	z1.h, z27.b, z25.b
sqdmlslbt	z22.s, z0.h, z10.h
sqdmlslbt	z22.d, z7.s, z24.s
sqdmlslb	z31.d, z28.s, z9.s[0]
sqdmlslb	z29.s, z31.h, z1.h[7]
sqdmlslb	z22.h, z9.b, z24.b
sqdmlslb	z29.s, z27.h, z22.h
sqdmlslb	z26.d, z29.s, z0.s
sqdmlslt	z24.d, z18.s, z12.s[0]
sqdmlslt	z3.s, z18.h, z6.h[7]
sqdmlslt	z21.h, z9.b, z2.b
sqdmlslt	z30.s, z19.h, z16.h
sqdmlslt	z5.d, z27.s, z23.s
sqdmulh	z16.d, z7.d, z13.d[0]
sqdmulh	z17.h, z25.h, z4.h[2]
sqdmulh	z27.s, z1.s, z4.s[1]
sqdmulh	z31.b, z23.b, z23.b
sqdmulh	z9.d, z6.d, z8.d
sqdmulh	z26.h, z18.h, z11.h
sqdmulh	z21.s, z6.s, z23.s
sqdmullb	z12.d, z3.s, z4.s[1]
sqdmullb	z21.s, z0.h, z5.h[0]
sqdmullb	z9.h, z20.b, z18.b
sqdmullb	z22.s, z1.h, z19.h
sqdmullb	z22.d, z30.s, z9.s
sqdmullt	z18.d, z7.s, z10.s[3]
sqdmullt	z25.s, z15.h, z1.h[5]
sqdmullt	z21.h, z16.b, z2.b
sqdmullt	z1.s, z14.h, z15.h
sqdmullt	z29.d, z25.s, z31.s
sqneg	z18.b, p3/m, z24.b
sqneg	z24.d, p7/m, z14.d
sqneg	z23.h, p0/m, z20.h
sqneg	z15.s, p7/m, z13.s
sqrdcmlah	z12.h, z24.h, z1.h[0], #180
sqrdcmlah	z3.s, z12.s, z7.s[0], #0
sqrdcmlah	z23.b, z9.b, z30.b, #0
sqrdcmlah	z16.d, z25.d, z12.d, #180
sqrdcmlah	z19.h, z13.h, z22.h, #0
sqrdcmlah	z9.s, z30.s, z14.s, #0
sqrdmlah	z7.d, z24.d, z2.d[1]
sqrdmlah	z27.h, z10.h, z6.h[6]
sqrdmlah	z14.s, z3.s, z0.s[0]
sqrdmlah	z8.b, z12.b, z6.b
sqrdmlah	z23.d, z21.d, z10.d
sqrdmlah	z14.h, z13.h, z20.h
sqrdmlah	z19.s, z2.s, z30.s
sqrdmlsh	z5.d, z16.d, z10.d[1]
sqrdmlsh	z3.h, z21.h, z7.h[1]
sqrdmlsh	z4.s, z13.s, z6.s[3]
sqrdmlsh	z7.b, z10.b, z7.b
sqrdmlsh	z16.d, z6.d, z14.d
sqrdmlsh	z8.h, z6.h, z27.h
sqrdmlsh	z12.s, z19.s, z23.s
sqrdmulh	z18.d, z11.d, z1.d[0]
sqrdmulh	z16.h, z15.h, z2.h[0]
sqrdmulh	z15.s, z27.s, z6.s[0]
sqrdmulh	z20.b, z1.b, z30.b
sqrdmulh	z25.d, z1.d, z31.d
sqrdmulh	z18.h, z7.h, z14.h
sqrdmulh	z14.s, z16.s, z8.s
sqrshlr	z17.b, p6/m, z17.b, z6.b
sqrshlr	z8.d, p3/m, z8.d, z17.d
sqrshlr	z0.h, p6/m, z0.h, z29.h
sqrshlr	z17.s, p0/m, z17.s, z19.s
sqrshl	z6.b, p4/m, z6.b, z8.b
sqrshl	z13.d, p4/m, z13.d, z6.d
sqrshl	z26.h, p2/m, z26.h, z20.h
sqrshl	z27.s, p1/m, z27.s, z30.s
sqrshrnb	z15.h, z14.s, #1
sqrshrnb	z3.s, z30.d, #7
sqrshrnb	z4.b, z11.h, #1
sqrshrnt	z19.h, z12.s, #16
sqrshrnt	z22.s, z29.d, #6
sqrshrnt	z21.b, z9.h, #8
sqrshrunb	z8.h, z2.s, #1
sqrshrunb	z21.s, z11.d, #28
sqrshrunb	z31.b, z28.h, #4
sqrshrunt	z5.h, z0.s, #16
sqrshrunt	z4.s, z22.d, #31
sqrshrunt	z2.b, z3.h, #1
sqshlr	z7.b, p1/m, z7.b, z4.b
sqshlr	z6.d, p0/m, z6.d, z17.d
sqshlr	z13.h, p0/m, z13.h, z28.h
sqshlr	z9.s, p4/m, z9.s, z29.s
sqshlu	z1.b, p0/m, z1.b, #3
sqshlu	z11.d, p0/m, z11.d, #43
sqshlu	z27.h, p7/m, z27.h, #15
sqshlu	z29.s, p6/m, z29.s, #19
sqshl	z18.b, p1/m, z18.b, #1
sqshl	z28.d, p6/m, z28.d, #37
sqshl	z4.h, p3/m, z4.h, #2
sqshl	z11.s, p4/m, z11.s, #31
sqshl	z9.b, p2/m, z9.b, z24.b
sqshl	z18.d, p3/m, z18.d, z11.d
sqshl	z7.h, p3/m, z7.h, z29.h
sqshl	z24.s, p6/m, z24.s, z28.s
sqshrnb	z19.h, z26.s, #3
sqshrnb	z9.s, z29.d, #7
sqshrnb	z24.b, z12.h, #8
sqshrnt	z12.h, z16.s, #14
sqshrnt	z16.s, z18.d, #2
sqshrnt	z31.b, z20.h, #3
sqshrunb	z29.h, z6.s, #1
sqshrunb	z22.s, z9.d, #9
sqshrunb	z8.b, z4.h, #5
sqshrunt	z19.h, z9.s, #14
sqshrunt	z0.s, z19.d, #18
sqshrunt	z12.b, z19.h, #6
sqsubr	z9.b, p1/m, z9.b, z5.b
sqsubr	z31.d, p3/m, z31.d, z18.d
sqsubr	z10.h, p7/m, z10.h, z4.h
sqsubr	z9.s, p0/m, z9.s, z28.s
sqsub	z6.b, p1/m, z6.b, z12.b
sqsub	z10.d, p7/m, z10.d, z21.d
sqsub	z15.h, p2/m, z15.h, z30.h
sqsub	z21.s, p1/m, z21.s, z18.s
sqxtnb	z24.h, z9.s
sqxtnb	z10.s, z14.d
sqxtnb	z8.b, z28.h
sqxtnt	z4.h, z8.s
sqxtnt	z1.s, z1.d
sqxtnt	z17.b, z16.h
sqxtunb	z28.h, z17.s
sqxtunb	z18.s, z6.d
sqxtunb	z19.b, z18.h
sqxtunt	z2.h, z31.s
sqxtunt	z24.s, z13.d
sqxtunt	z12.b, z20.h
srhadd	z28.b, p4/m, z28.b, z12.b
srhadd	z17.d, p3/m, z17.d, z20.d
srhadd	z25.h, p1/m, z25.h, z12.h
srhadd	z18.s, p3/m, z18.s, z10.s
sri	z25.b, z7.b, #1
sri	z18.d, z5.d, #56
sri	z28.h, z28.h, #16
sri	z6.s, z11.s, #10
srshlr	z11.b, p3/m, z11.b, z29.b
srshlr	z24.d, p2/m, z24.d, z23.d
srshlr	z14.h, p0/m, z14.h, z31.h
srshlr	z17.s, p7/m, z17.s, z17.s
srshl	z8.b, p1/m, z8.b, z4.b
srshl	z16.d, p3/m, z16.d, z25.d
srshl	z18.h, p5/m, z18.h, z30.h
srshl	z1.s, p5/m, z1.s, z29.s
srshr	z3.b, p0/m, z3.b, #1
srshr	z11.d, p3/m, z11.d, #18
srshr	z9.h, p5/m, z9.h, #16
srshr	z9.s, p4/m, z9.s, #6
srsra	z28.b, z4.b, #3
srsra	z1.d, z0.d, #24
srsra	z5.h, z15.h, #11
srsra	z10.s, z4.s, #16
sshllb	z5.s, z5.h, #3
sshllb	z5.d, z4.s, #20
sshllb	z19.h, z26.b, #2
sshllt	z23.s, z18.h, #1
sshllt	z30.d, z10.s, #21
sshllt	z27.h, z2.b, #0
ssra	z22.b, z16.b, #5
ssra	z28.d, z2.d, #19
ssra	z15.h, z7.h, #13
ssra	z6.s, z3.s, #7
ssublbt	z22.h, z25.b, z6.b
ssublbt	z24.s, z8.h, z9.h
ssublbt	z22.d, z12.s, z6.s
ssublb	z26.h, z8.b, z12.b
ssublb	z2.s, z28.h, z27.h
ssublb	z6.d, z25.s, z11.s
ssubltb	z25.h, z10.b, z21.b
ssubltb	z1.s, z5.h, z22.h
ssubltb	z4.d, z31.s, z7.s
ssublt	z7.h, z5.b, z16.b
ssublt	z0.s, z29.h, z5.h
ssublt	z22.d, z10.s, z6.s
ssubwb	z20.h, z20.h, z15.b
ssubwb	z4.s, z19.s, z1.h
ssubwb	z1.d, z27.d, z23.s
ssubwt	z29.h, z20.h, z12.b
ssubwt	z25.s, z15.s, z15.h
ssubwt	z26.d, z25.d, z12.s
subhnb	z9.b, z0.h, z26.h
subhnb	z13.h, z7.s, z30.s
subhnb	z7.s, z0.d, z23.d
subhnt	z18.b, z15.h, z9.h
subhnt	z8.h, z29.s, z23.s
subhnt	z8.s, z1.d, z25.d
suqadd	z31.b, p5/m, z31.b, z31.b
suqadd	z24.d, p1/m, z24.d, z26.d
suqadd	z19.h, p7/m, z19.h, z28.h
suqadd	z20.s, p3/m, z20.s, z4.s
tbl	z22.b, { z1.b, z2.b }, z7.b
tbl	z25.d, { z11.d, z12.d }, z4.d
tbl	z13.h, { z25.h, z26.h }, z1.h
tbl	z11.s, { z22.s, z23.s }, z30.s
tbx	z22.b, z13.b, z13.b
tbx	z16.d, z27.d, z4.d
tbx	z14.h, z26.h, z16.h
tbx	z0.s, z2.s, z25.s
uabalb	z11.h, z16.b, z25.b
uabalb	z8.s, z16.h, z30.h
uabalb	z21.d, z22.s, z12.s
uabalt	z10.h, z5.b, z4.b
uabalt	z20.s, z2.h, z12.h
uabalt	z14.d, z4.s, z26.s
uaba	z1.b, z30.b, z30.b
uaba	z3.d, z17.d, z23.d
uaba	z1.h, z28.h, z5.h
uaba	z9.s, z3.s, z0.s
uabdlb	z10.h, z18.b, z26.b
uabdlb	z12.s, z29.h, z27.h
uabdlb	z21.d, z6.s, z30.s
uabdlt	z3.h, z15.b, z17.b
uabdlt	z15.s, z11.h, z2.h
uabdlt	z16.d, z22.s, z10.s
uadalp	z14.h, p4/m, z30.b
uadalp	z19.s, p6/m, z20.h
uadalp	z14.d, p0/m, z9.s
uaddlb	z23.h, z28.b, z1.b
uaddlb	z17.s, z2.h, z0.h
uaddlb	z16.d, z16.s, z15.s
uaddlt	z28.h, z25.b, z4.b
uaddlt	z25.s, z17.h, z21.h
uaddlt	z4.d, z13.s, z25.s
uaddwb	z16.h, z3.h, z6.b
uaddwb	z4.s, z15.s, z2.h
uaddwb	z20.d, z2.d, z28.s
uaddwt	z19.h, z22.h, z24.b
uaddwt	z12.s, z25.s, z19.h
uaddwt	z29.d, z8.d, z29.s
uhadd	z4.b, p1/m, z4.b, z5.b
uhadd	z16.d, p3/m, z16.d, z22.d
uhadd	z15.h, p0/m, z15.h, z18.h
uhadd	z15.s, p6/m, z15.s, z17.s
uhsubr	z8.b, p4/m, z8.b, z23.b
uhsubr	z9.d, p7/m, z9.d, z8.d
uhsubr	z19.h, p0/m, z19.h, z10.h
uhsubr	z10.s, p4/m, z10.s, z29.s
uhsub	z12.b, p7/m, z12.b, z30.b
uhsub	z18.d, p1/m, z18.d, z28.d
uhsub	z8.h, p4/m, z8.h, z7.h
uhsub	z11.s, p6/m, z11.s, z12.s
umaxp	z3.b, p4/m, z3.b, z26.b
umaxp	z16.d, p4/m, z16.d, z31.d
umaxp	z11.h, p4/m, z11.h, z13.h
umaxp	z17.s, p7/m, z17.s, z13.s
uminp	z2.b, p6/m, z2.b, z20.b
uminp	z4.d, p4/m, z4.d, z29.d
uminp	z25.h, p6/m, z25.h, z0.h
uminp	z1.s, p0/m, z1.s, z13.s
umlalb	z2.d, z11.s, z4.s[3]
umlalb	z6.s, z19.h, z7.h[1]
umlalb	z7.h, z12.b, z10.b
umlalb	z28.s, z0.h, z15.h
umlalb	z26.d, z8.s, z25.s
umlalt	z1.d, z24.s, z5.s[3]
umlalt	z27.s, z3.h, z1.h[0]
umlalt	z17.h, z15.b, z0.b
umlalt	z3.s, z18.h, z26.h
umlalt	z5.d, z16.s, z31.s
umlslb	z13.d, z20.s, z6.s[2]
umlslb	z10.s, z29.h, z6.h[5]
umlslb	z24.h, z0.b, z13.b
umlslb	z21.s, z8.h, z15.h
umlslb	z14.d, z8.s, z28.s
umlslt	z11.d, z24.s, z1.s[0]
umlslt	z20.s, z10.h, z0.h[1]
umlslt	z24.h, z19.b, z28.b
umlslt	z15.s, z14.h, z19.h
umlslt	z24.d, z26.s, z27.s
umulh	z26.b, z17.b, z28.b
umulh	z13.d, z1.d, z14.d
umulh	z3.h, z19.h, z18.h
umulh	z2.s, z27.s, z28.s
umullb	z29.d, z27.s, z14.s[0]
umullb	z6.s, z28.h, z0.h[0]
umullb	z20.h, z2.b, z20.b
umullb	z31.s, z9.h, z25.h
umullb	z31.d, z31.s, z18.s
umullt	z20.d, z21.s, z14.s[3]
umullt	z28.s, z3.h, z7.h[5]
umullt	z24.h, z27.b, z25.b
umullt	z27.s, z10.h, z20.h
umullt	z30.d, z12.s, z13.s
uqadd	z20.b, p1/m, z20.b, z0.b
uqadd	z31.d, p2/m, z31.d, z4.d
uqadd	z29.h, p6/m, z29.h, z9.h
uqadd	z4.s, p4/m, z4.s, z14.s
uqrshlr	z14.b, p7/m, z14.b, z15.b
uqrshlr	z11.d, p0/m, z11.d, z17.d
uqrshlr	z30.h, p5/m, z30.h, z14.h
uqrshlr	z6.s, p6/m, z6.s, z24.s
uqrshl	z15.b, p3/m, z15.b, z10.b
uqrshl	z14.d, p0/m, z14.d, z1.d
uqrshl	z15.h, p4/m, z15.h, z28.h
uqrshl	z8.s, p4/m, z8.s, z10.s
uqrshrnb	z16.h, z28.s, #3
uqrshrnb	z23.s, z16.d, #21
uqrshrnb	z13.b, z10.h, #1
uqrshrnt	z0.h, z13.s, #3
uqrshrnt	z16.s, z24.d, #6
uqrshrnt	z25.b, z21.h, #1
uqshlr	z22.b, p7/m, z22.b, z3.b
uqshlr	z5.d, p4/m, z5.d, z6.d
uqshlr	z11.h, p7/m, z11.h, z4.h
uqshlr	z3.s, p4/m, z3.s, z24.s
uqshl	z24.b, p0/m, z24.b, #5
uqshl	z1.d, p3/m, z1.d, #63
uqshl	z18.h, p6/m, z18.h, #9
uqshl	z14.s, p6/m, z14.s, #14
uqshl	z0.b, p3/m, z0.b, z17.b
uqshl	z23.d, p0/m, z23.d, z15.d
uqshl	z27.h, p3/m, z27.h, z12.h
uqshl	z7.s, p2/m, z7.s, z2.s
uqshrnb	z2.h, z21.s, #2
uqshrnb	z4.s, z15.d, #16
uqshrnb	z22.b, z21.h, #7
uqshrnt	z7.h, z21.s, #1
uqshrnt	z29.s, z21.d, #2
uqshrnt	z23.b, z0.h, #1
uqsubr	z21.b, p5/m, z21.b, z21.b
uqsubr	z6.d, p4/m, z6.d, z12.d
uqsubr	z9.h, p5/m, z9.h, z8.h
uqsubr	z28.s, p0/m, z28.s, z18.s
uqsub	z23.b, p2/m, z23.b, z11.b
uqsub	z2.d, p5/m, z2.d, z8.d
uqsub	z2.h, p1/m, z2.h, z8.h
uqsub	z23.s, p2/m, z23.s, z1.s
uqxtnb	z18.h, z19.s
uqxtnb	z5.s, z5.d
uqxtnb	z12.b, z30.h
uqxtnt	z15.h, z17.s
uqxtnt	z27.s, z0.d
uqxtnt	z25.b, z26.h
urecpe	z16.s, p3/m, z15.s
urhadd	z16.b, p4/m, z16.b, z14.b
urhadd	z0.d, p1/m, z0.d, z14.d
urhadd	z1.h, p4/m, z1.h, z20.h
urhadd	z9.s, p0/m, z9.s, z1.s
urshlr	z23.b, p5/m, z23.b, z24.b
urshlr	z0.d, p6/m, z0.d, z16.d
urshlr	z4.h, p6/m, z4.h, z23.h
urshlr	z12.s, p1/m, z12.s, z18.s
urshl	z1.b, p4/m, z1.b, z22.b
urshl	z8.d, p4/m, z8.d, z29.d
urshl	z7.h, p0/m, z7.h, z9.h
urshl	z0.s, p1/m, z0.s, z6.s
urshr	z24.b, p7/m, z24.b, #7
urshr	z7.d, p5/m, z7.d, #9
urshr	z7.h, p0/m, z7.h, #2
urshr	z10.s, p1/m, z10.s, #1
ursqrte	z4.s, p2/m, z6.s
ursra	z24.b, z12.b, #7
ursra	z14.d, z11.d, #1
ursra	z15.h, z14.h, #8
ursra	z2.s, z18.s, #5
ushllb	z7.s, z18.h, #8
ushllb	z20.d, z25.s, #20
ushllb	z12.h, z3.b, #7
ushllt	z16.s, z26.h, #5
ushllt	z28.d, z7.s, #24
ushllt	z26.h, z11.b, #1
usqadd	z1.b, p7/m, z1.b, z22.b
usqadd	z14.d, p0/m, z14.d, z27.d
usqadd	z26.h, p0/m, z26.h, z0.h
usqadd	z21.s, p4/m, z21.s, z7.s
usra	z30.b, z14.b, #8
usra	z8.d, z3.d, #60
usra	z11.h, z27.h, #5
usra	z4.s, z21.s, #29
usublb	z20.h, z14.b, z0.b
usublb	z17.s, z11.h, z4.h
usublb	z11.d, z7.s, z18.s
usublt	z2.h, z21.b, z21.b
usublt	z15.s, z30.h, z4.h
usublt	z23.d, z17.s, z8.s
usubwb	z21.h, z8.h, z17.b
usubwb	z21.s, z16.s, z11.h
usubwb	z4.d, z4.d, z11.s
usubwt	z16.h, z14.h, z22.b
usubwt	z24.s, z26.s, z24.h
usubwt	z15.d, z7.d, z31.s
whilege	p2.b, w8, w4
whilege	p1.d, w21, w25
whilege	p13.h, w2, w1
whilege	p10.s, w27, w30
whilege	p10.b, x18, x6
whilege	p10.d, x21, x8
whilege	p8.h, x9, x5
whilege	p8.s, x1, x3
whilegt	p14.b, w0, w14
whilegt	p5.d, w18, w29
whilegt	p15.h, w3, w24
whilegt	p1.s, w22, w5
whilegt	p6.b, x2, x13
whilegt	p11.d, x9, x5
whilegt	p2.h, x25, x11
whilegt	p0.s, x6, x6
whilehi	p4.b, w19, w20
whilehi	p13.d, w0, w29
whilehi	p2.h, w29, w25
whilehi	p4.s, w13, w11
whilehi	p14.b, x14, x20
whilehi	p3.d, x11, x18
whilehi	p11.h, x8, x1
whilehi	p14.s, x23, x25
whilehs	p2.b, w20, w13
whilehs	p0.d, w17, w19
whilehs	p0.h, w5, wzr
whilehs	p4.s, w28, w30
whilehs	p6.b, x19, x6
whilehs	p11.d, x21, x15
whilehs	p2.h, x5, x0
whilehs	p12.s, x12, x6
whilerw	p8.b, x27, x20
whilerw	p15.d, x26, x15
whilerw	p12.h, x25, x21
whilerw	p12.s, x8, x18
whilewr	p5.b, x9, x26
whilewr	p15.d, x7, x23
whilewr	p14.h, x17, x2
whilewr	p7.s, x13, x23
xar	z28.b, z28.b, z24.b, #1
xar	z29.d, z29.d, z3.d, #64
xar	z17.h, z17.h, z9.h, #6
xar	z28.s, z28.s, z7.s, #28
