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
bsl1n	z21.d, z21.d, z4.d, z0.d
bsl2n	z18.d, z18.d, z25.d, z0.d
bsl	z3.d, z3.d, z20.d, z5.d
cadd	z23.b, z23.b, z2.b, #270
cadd	z0.d, z0.d, z28.d, #90
cadd	z12.h, z12.h, z2.h, #90
cadd	z29.s, z29.s, z24.s, #90
cdot	z16.d, z4.h, z0.h[0], #180
cdot	z30.s, z8.b, z3.b[3], #0
cdot	z28.s, z22.b, z22.b, #180
cdot	z16.d, z1.h, z29.h, #180
cmla	z4.h, z14.h, z3.h[1], #0
cmla	z24.s, z11.s, z14.s[1], #90
cmla	z6.b, z17.b, z9.b, #180
cmla	z14.d, z10.d, z25.d, #90
cmla	z14.h, z8.h, z7.h, #270
cmla	z3.s, z8.s, z22.s, #0
eor3	z7.d, z7.d, z10.d, z15.d
eorbt	z5.b, z26.b, z6.b
eorbt	z14.d, z28.d, z19.d
eorbt	z15.h, z21.h, z8.h
eorbt	z11.s, z18.s, z8.s
eortb	z19.b, z26.b, z13.b
eortb	z6.d, z20.d, z2.d
eortb	z3.h, z1.h, z28.h
eortb	z22.s, z3.s, z13.s
ext	z22.b, { z8.b, z9.b }, #1
faddp	z26.d, p3/m, z26.d, z0.d
faddp	z26.h, p1/m, z26.h, z24.h
faddp	z23.s, p7/m, z23.s, z2.s
fcvtlt	z24.d, p7/m, z5.s
fcvtlt	z31.s, p6/m, z6.h
fcvtnt	z4.h, p5/m, z15.s
fcvtnt	z11.s, p6/m, z23.d
fcvtxnt	z22.s, p4/m, z7.d
fcvtx	z17.s, p6/m, z1.d
flogb	z30.d, p1/m, z7.d
flogb	z21.h, p4/m, z28.h
flogb	z15.s, p0/m, z11.s
fmaxnmp	z28.d, p4/m, z28.d, z11.d
fmaxnmp	z15.h, p0/m, z15.h, z25.h
fmaxnmp	z31.s, p6/m, z31.s, z0.s
fmaxp	z25.d, p3/m, z25.d, z18.d
fmaxp	z18.h, p6/m, z18.h, z25.h
fmaxp	z3.s, p1/m, z3.s, z6.s
fminnmp	z26.d, p5/m, z26.d, z13.d
fminnmp	z12.h, p4/m, z12.h, z19.h
fminnmp	z21.s, p0/m, z21.s, z26.s
fminp	z20.d, p7/m, z20.d, z9.d
fminp	z16.h, p0/m, z16.h, z30.h
fminp	z27.s, p7/m, z27.s, z20.s
fmlalb	z5.s, z20.h, z3.h[7]
fmlalb	z7.s, z24.h, z26.h
fmlalt	z29.s, z12.h, z0.h[0]
fmlalt	z27.s, z28.h, z0.h
fmlslb	z9.s, z21.h, z0.h[0]
fmlslb	z21.s, z1.h, z9.h
fmlslt	z22.s, z0.h, z2.h[0]
fmlslt	z28.s, z22.h, z6.h
mla	z23.d, z18.d, z1.d[0]
mla	z1.h, z12.h, z1.h[1]
mla	z31.s, z17.s, z3.s[1]
mls	z28.d, z18.d, z13.d[1]
mls	z25.h, z17.h, z7.h[1]
mls	z24.s, z11.s, z4.s[2]
mul	z24.d, z6.d, z5.d[0]
mul	z21.h, z7.h, z3.h[6]
mul	z19.s, z2.s, z4.s[0]
mul	z14.b, z0.b, z23.b
mul	z5.d, z28.d, z6.d
mul	z26.h, z3.h, z25.h
mul	z24.s, z19.s, z31.s
nbsl	z22.d, z22.d, z18.d, z30.d
pmullb	z29.d, z12.s, z2.s
pmullb	z20.h, z17.b, z21.b
pmullt	z9.d, z30.s, z26.s
pmullt	z28.h, z8.b, z31.b
pmul	z4.b, z22.b, z1.b
raddhnb	z31.b, z6.h, z21.h
raddhnb	z1.h, z29.s, z29.s
raddhnb	z0.s, z20.d, z30.d
raddhnt	z22.b, z5.h, z25.h
raddhnt	z28.h, z8.s, z7.s
raddhnt	z14.s, z6.d, z12.d
rshrnb	z13.h, z30.s, #4
rshrnb	z21.s, z30.d, #3
rshrnb	z7.b, z21.h, #4
rshrnt	z17.h, z15.s, #6
rshrnt	z15.s, z28.d, #30
rshrnt	z1.b, z22.h, #7
rsubhnb	z23.b, z24.h, z22.h
rsubhnb	z3.h, z20.s, z18.s
rsubhnb	z8.s, z6.d, z10.d
rsubhnt	z15.b, z15.h, z15.h
rsubhnt	z24.h, z27.s, z0.s
rsubhnt	z18.s, z31.d, z20.d
sabalb	z21.h, z19.b, z27.b
sabalb	z11.s, z25.h, z13.h
sabalb	z15.d, z22.s, z28.s
sabalt	z16.h, z21.b, z22.b
sabalt	z4.s, z18.h, z5.h
sabalt	z7.d, z2.s, z16.s
saba	z28.b, z7.b, z0.b
saba	z21.d, z29.d, z25.d
saba	z21.h, z23.h, z4.h
saba	z22.s, z13.s, z7.s
sabdlb	z23.h, z2.b, z23.b
sabdlb	z4.s, z5.h, z17.h
sabdlb	z18.d, z22.s, z25.s
sabdlt	z13.h, z14.b, z15.b
sabdlt	z31.s, z25.h, z20.h
sabdlt	z3.d, z17.s, z4.s
sadalp	z7.h, p5/m, z5.b
sadalp	z27.s, p7/m, z8.h
sadalp	z16.d, p5/m, z4.s
saddlbt	z4.h, z24.b, z9.b
saddlbt	z14.s, z6.h, z22.h
saddlbt	z26.d, z25.s, z29.s
saddlb	z20.h, z22.b, z13.b
saddlb	z24.s, z18.h, z3.h
saddlb	z21.d, z7.s, z12.s
saddlt	z11.h, z7.b, z14.b
saddlt	z21.s, z25.h, z18.h
saddlt	z19.d, z18.s, z12.s
saddwb	z15.h, z17.h, z12.b
saddwb	z3.s, z21.s, z4.h
saddwb	z5.d, z25.d, z19.s
saddwt	z25.h, z3.h, z10.b
saddwt	z14.s, z23.s, z16.h
saddwt	z19.d, z15.d, z31.s
sbclb	z12.d, z20.d, z9.d
sbclb	z28.s, z8.s, z12.s
sbclt	z30.d, z18.d, z29.d
sbclt	z20.s, z22.s, z20.s
shadd	z28.b, p1/m, z28.b, z7.b
shadd	z17.d, p5/m, z17.d, z24.d
shadd	z6.h, p3/m, z6.h, z25.h
shadd	z12.s, p1/m, z12.s, z19.s
shrnb	z4.h, z28.s, #16
shrnb	z7.s, z22.d, #18
shrnb	z8.b, z11.h, #6
shrnt	z8.h, z9.s, #9
shrnt	z29.s, z29.d, #11
shrnt	z31.b, z20.h, #2
shsubr	z31.b, p7/m, z31.b, z1.b
shsubr	z30.d, p0/m, z30.d, z1.d
shsubr	z17.h, p2/m, z17.h, z27.h
shsubr	z22.s, p7/m, z22.s, z30.s
shsub	z1.b, p4/m, z1.b, z19.b
shsub	z17.d, p4/m, z17.d, z13.d
shsub	z10.h, p7/m, z10.h, z17.h
shsub	z25.s, p0/m, z25.s, z16.s
sli	z2.b, z1.b, #6
sli	z5.d, z1.d, #1
sli	z8.h, z4.h, #8
sli	z22.s, z20.s, #0
smaxp	z11.b, p5/m, z11.b, z27.b
smaxp	z0.d, p3/m, z0.d, z24.d
smaxp	z12.h, p1/m, z12.h, z28.h
smaxp	z11.s, p1/m, z11.s, z23.s
sminp	z8.b, p0/m, z8.b, z23.b
sminp	z16.d, p6/m, z16.d, z21.d
sminp	z11.h, p0/m, z11.h, z24.h
sminp	z22.s, p4/m, z22.s, z9.s
smlalb	z13.d, z15.s, z14.s[3]
smlalb	z12.s, z30.h, z3.h[0]
smlalb	z12.h, z13.b, z12.b
smlalb	z31.s, z3.h, z29.h
smlalb	z12.d, z5.s, z29.s
smlalt	z29.d, z30.s, z9.s[3]
smlalt	z2.s, z20.h, z5.h[7]
smlalt	z6.h, z5.b, z11.b
smlalt	z18.s, z19.h, z27.h
smlalt	z10.d, z17.s, z5.s
smlslb	z10.d, z2.s, z7.s[3]
smlslb	z21.s, z17.h, z1.h[4]
smlslb	z12.h, z30.b, z21.b
smlslb	z28.s, z17.h, z2.h
smlslb	z23.d, z7.s, z10.s
smlslt	z30.d, z0.s, z4.s[1]
smlslt	z15.s, z27.h, z4.h[0]
smlslt	z23.h, z6.b, z23.b
smlslt	z29.s, z20.h, z0.h
smlslt	z21.d, z10.s, z6.s
smulh	z16.b, z11.b, z2.b
smulh	z17.d, z21.d, z12.d
smulh	z0.h, z13.h, z10.h
smulh	z3.s, z22.s, z2.s
smullb	z4.d, z4.s, z9.s[3]
smullb	z12.s, z13.h, z7.h[0]
smullb	z20.h, z8.b, z1.b
smullb	z4.s, z28.h, z1.h
smullb	z28.d, z28.s, z13.s
smullt	z19.d, z24.s, z1.s[3]
smullt	z17.s, z10.h, z7.h[5]
smullt	z12.h, z0.b, z18.b
smullt	z28.s, z24.h, z5.h
smullt	z28.d, z22.s, z7.s
splice	z9.b, p7, { z20.b, z21.b }
splice	z16.d, p5, { z28.d, z29.d }
splice	z7.h, p3, { z21.h, z22.h }
splice	z20.s, p3, { z16.s, z17.s }
sqabs	z6.b, p7/m, z19.b
sqabs	z27.d, p7/m, z31.d
sqabs	z25.h, p6/m, z4.h
sqabs	z1.s, p3/m, z0.s
sqadd	z26.b, p0/m, z26.b, z11.b
sqadd	z15.d, p7/m, z15.d, z22.d
sqadd	z14.h, p5/m, z14.h, z28.h
sqadd	z16.s, p1/m, z16.s, z12.s
sqcadd	z15.b, z15.b, z5.b, #90
sqcadd	z29.d, z29.d, z3.d, #270
sqcadd	z26.h, z26.h, z22.h, #90
sqcadd	z30.s, z30.s, z12.s, #270
sqdmlalbt	z16.h, z7.b, z10.b
sqdmlalbt	z12.s, z5.h, z30.h
sqdmlalbt	z9.d, z13.s, z15.s
sqdmlalb	z31.d, z6.s, z15.s[0]
sqdmlalb	z6.s, z12.h, z0.h[3]
sqdmlalb	z13.h, z21.b, z15.b
sqdmlalb	z3.s, z10.h, z5.h
sqdmlalb	z25.d, z5.s, z1.s
sqdmlalt	z27.d, z19.s, z6.s[0]
sqdmlalt	z15.s, z31.h, z6.h[0]
sqdmlalt	z25.h, z4.b, z24.b
sqdmlalt	z0.s, z9.h, z31.h
sqdmlalt	z26.d, z10.s, z28.s
sqdmlslbt	z11.h, z28.b, z27.b
sqdmlslbt	z14.s, z4.h, z12.h
sqdmlslbt	z29.d, z5.s, z25.s
sqdmlslb	z0.d, z24.s, z12.s[2]
sqdmlslb	z8.s, z8.h, z7.h[7]
sqdmlslb	z26.h, z2.b, z28.b
sqdmlslb	z19.s, z13.h, z11.h
sqdmlslb	z11.d, z7.s, z5.s
sqdmlslt	z24.d, z16.s, z15.s[1]
sqdmlslt	z20.s, z3.h, z5.h[0]
sqdmlslt	z17.h, z23.b, z13.b
sqdmlslt	z5.s, z8.h, z23.h
sqdmlslt	z20.d, z28.s, z12.s
sqdmulh	z2.d, z30.d, z8.d[1]
sqdmulh	z5.h, z19.h, z6.h[7]
sqdmulh	z12.s, z26.s, z3.s[2]
sqdmulh	z22.b, z2.b, z11.b
sqdmulh	z11.d, z28.d, z18.d
sqdmulh	z19.h, z4.h, z6.h
sqdmulh	z30.s, z19.s, z7.s
sqdmullb	z25.d, z16.s, z10.s[3]
sqdmullb	z1.s, z17.h, z6.h[7]
sqdmullb	z23.h, z23.b, z9.b
sqdmullb	z6.s, z8.h, z26.h
sqdmullb	z18.d, z11.s, z21.s
sqdmullt	z6.d, z23.s, z14.s[1]
sqdmullt	z14.s, z24.h, z1.h[6]
sqdmullt	z20.h, z8.b, z20.b
sqdmullt	z10.s, z2.h, z9.h
sqdmullt	z26.d, z21.s, z26.s
sqneg	z4.b, p1/m, z29.b
sqneg	z7.d, p0/m, z20.d
sqneg	z9.h, p4/m, z16.h
sqneg	z18.s, p6/m, z21.s
sqrdcmlah	z8.h, z26.h, z7.h[3], #270
sqrdcmlah	z7.s, z3.s, z10.s[1], #270
sqrdcmlah	z24.b, z22.b, z30.b, #180
sqrdcmlah	z6.d, z20.d, z15.d, #270
sqrdcmlah	z13.h, z2.h, z17.h, #0
sqrdcmlah	z2.s, z9.s, z27.s, #90
sqrdmlah	z31.d, z4.d, z1.d[0]
sqrdmlah	z4.h, z13.h, z7.h[7]
sqrdmlah	z14.s, z7.s, z6.s[1]
sqrdmlah	z22.b, z29.b, z12.b
sqrdmlah	z15.d, z12.d, z19.d
sqrdmlah	z4.h, z3.h, z9.h
sqrdmlah	z30.s, z0.s, z16.s
sqrdmlsh	z2.d, z4.d, z6.d[1]
sqrdmlsh	z11.h, z30.h, z6.h[3]
sqrdmlsh	z25.s, z31.s, z5.s[3]
sqrdmlsh	z15.b, z3.b, z21.b
sqrdmlsh	z4.d, z18.d, z29.d
sqrdmlsh	z16.h, z27.h, z28.h
sqrdmlsh	z1.s, z11.s, z10.s
sqrdmulh	z22.d, z17.d, z6.d[0]
sqrdmulh	z4.h, z10.h, z6.h[1]
sqrdmulh	z4.s, z22.s, z4.s[2]
sqrdmulh	z23.b, z0.b, z12.b
sqrdmulh	z19.d, z21.d, z31.d
sqrdmulh	z1.h, z11.h, z25.h
sqrdmulh	z2.s, z18.s, z2.s
sqrshlr	z14.b, p4/m, z14.b, z19.b
sqrshlr	z18.d, p1/m, z18.d, z14.d
sqrshlr	z5.h, p6/m, z5.h, z16.h
sqrshlr	z28.s, p4/m, z28.s, z6.s
sqrshl	z28.b, p0/m, z28.b, z0.b
sqrshl	z9.d, p3/m, z9.d, z25.d
sqrshl	z26.h, p7/m, z26.h, z7.h
sqrshl	z17.s, p0/m, z17.s, z1.s
sqrshrnb	z24.h, z19.s, #10
sqrshrnb	z24.s, z20.d, #1
sqrshrnb	z19.b, z15.h, #4
sqrshrnt	z11.h, z18.s, #11
sqrshrnt	z12.s, z12.d, #7
sqrshrnt	z30.b, z5.h, #1
sqrshrunb	z17.h, z8.s, #1
sqrshrunb	z31.s, z20.d, #27
sqrshrunb	z6.b, z8.h, #1
sqrshrunt	z21.h, z23.s, #2
sqrshrunt	z21.s, z5.d, #1
sqrshrunt	z10.b, z30.h, #1
sqshlr	z28.b, p4/m, z28.b, z28.b
sqshlr	z27.d, p2/m, z27.d, z9.d
sqshlr	z12.h, p6/m, z12.h, z2.h
sqshlr	z27.s, p4/m, z27.s, z3.s
sqshlu	z21.b, p5/m, z21.b, #0
sqshlu	z9.d, p3/m, z9.d, #13
sqshlu	z17.h, p3/m, z17.h, #4
sqshlu	z19.s, p2/m, z19.s, #6
sqshl	z26.b, p0/m, z26.b, #4
sqshl	z19.d, p1/m, z19.d, #7
sqshl	z30.h, p3/m, z30.h, #0
sqshl	z1.s, p1/m, z1.s, #25
sqshl	z29.b, p6/m, z29.b, z4.b
sqshl	z28.d, p6/m, z28.d, z31.d
sqshl	z2.h, p1/m, z2.h, z8.h
sqshl	z5.s, p6/m, z5.s, z20.s
sqshrnb	z13.h, z1.s, #11
sqshrnb	z16.s, z21.d, #32
sqshrnb	z0.b, z1.h, #1
sqshrnt	z26.h, z23.s, #3
sqshrnt	z21.s, z26.d, #32
sqshrnt	z6.b, z5.h, #5
sqshrunb	z0.h, z5.s, #14
sqshrunb	z2.s, z10.d, #29
sqshrunb	z15.b, z4.h, #4
sqshrunt	z6.h, z24.s, #1
sqshrunt	z16.s, z26.d, #5
sqshrunt	z14.b, z9.h, #3
sqsubr	z20.b, p5/m, z20.b, z1.b
sqsubr	z9.d, p2/m, z9.d, z30.d
sqsubr	z5.h, p3/m, z5.h, z0.h
sqsubr	z3.s, p3/m, z3.s, z2.s
sqsub	z25.b, p7/m, z25.b, z17.b
sqsub	z0.d, p4/m, z0.d, z28.d
sqsub	z0.h, p1/m, z0.h, z19.h
sqsub	z24.s, p4/m, z24.s, z19.s
sqxtnb	z9.h, z4.s
sqxtnb	z16.s, z5.d
sqxtnb	z31.b, z14.h
sqxtnt	z28.h, z10.s
sqxtnt	z30.s, z4.d
sqxtnt	z9.b, z25.h
sqxtunb	z11.h, z21.s
sqxtunb	z6.s, z5.d
sqxtunb	z21.b, z12.h
sqxtunt	z10.h, z28.s
sqxtunt	z21.s, z10.d
sqxtunt	z15.b, z21.h
srhadd	z14.b, p3/m, z14.b, z13.b
srhadd	z8.d, p6/m, z8.d, z12.d
srhadd	z23.h, p3/m, z23.h, z4.h
srhadd	z20.s, p2/m, z20.s, z14.s
sri	z6.b, z1.b, #8
sri	z12.d, z19.d, #26
sri	z0.h, z17.h, #13
sri	z15.s, z28.s, #26
srshlr	z17.b, p2/m, z17.b, z24.b
srshlr	z20.d, p1/m, z20.d, z30.d
srshlr	z2.h, p1/m, z2.h, z9.h
srshlr	z10.s, p5/m, z10.s, z6.s
srshl	z2.b, p4/m, z2.b, z7.b
srshl	z26.d, p7/m, z26.d, z20.d
srshl	z18.h, p1/m, z18.h, z5.h
srshl	z1.s, p0/m, z1.s, z6.s
srshr	z6.b, p2/m, z6.b, #2
srshr	z6.d, p2/m, z6.d, #64
srshr	z13.h, p7/m, z13.h, #2
srshr	z6.s, p0/m, z6.s, #15
srsra	z6.b, z22.b, #2
srsra	z24.d, z13.d, #60
srsra	z6.h, z17.h, #13
srsra	z9.s, z14.s, #14
sshllb	z17.s, z14.h, #0
sshllb	z23.d, z27.s, #26
sshllb	z27.h, z11.b, #0
sshllt	z28.s, z29.h, #0
sshllt	z10.d, z10.s, #15
sshllt	z7.h, z22.b, #0
ssra	z22.b, z1.b, #8
ssra	z14.d, z18.d, #59
ssra	z18.h, z25.h, #12
ssra	z4.s, z4.s, #1
ssublbt	z29.h, z11.b, z11.b
ssublbt	z23.s, z29.h, z31.h
ssublbt	z18.d, z18.s, z4.s
ssublb	z29.h, z23.b, z31.b
ssublb	z10.s, z7.h, z21.h
ssublb	z25.d, z9.s, z15.s
ssubltb	z0.h, z7.b, z22.b
ssubltb	z30.s, z21.h, z21.h
ssubltb	z24.d, z22.s, z25.s
ssublt	z17.h, z6.b, z19.b
ssublt	z9.s, z25.h, z18.h
ssublt	z18.d, z30.s, z3.s
ssubwb	z8.h, z18.h, z16.b
ssubwb	z10.s, z6.s, z18.h
ssubwb	z8.d, z23.d, z8.s
ssubwt	z29.h, z13.h, z29.b
ssubwt	z18.s, z0.s, z13.h
ssubwt	z22.d, z20.d, z22.s
subhnb	z7.b, z21.h, z7.h
subhnb	z16.h, z4.s, z2.s
subhnb	z8.s, z14.d, z0.d
subhnt	z24.b, z19.h, z28.h
subhnt	z23.h, z0.s, z23.s
subhnt	z6.s, z21.d, z26.d
suqadd	z30.b, p0/m, z30.b, z2.b
suqadd	z19.d, p6/m, z19.d, z9.d
suqadd	z26.h, p6/m, z26.h, z14.h
suqadd	z7.s, p7/m, z7.s, z30.s
tbl	z8.b, { z22.b, z23.b }, z27.b
tbl	z29.d, { z14.d, z15.d }, z19.d
tbl	z17.h, { z3.h, z4.h }, z31.h
tbl	z26.s, { z19.s, z20.s }, z15.s
tbx	z16.b, z29.b, z29.b
tbx	z17.d, z0.d, z17.d
tbx	z6.h, z12.h, z19.h
tbx	z30.s, z12.s, z21.s
uabalb	z15.h, z29.b, z19.b
uabalb	z13.s, z23.h, z8.h
uabalb	z22.d, z7.s, z25.s
uabalt	z11.h, z13.b, z25.b
uabalt	z1.s, z22.h, z30.h
uabalt	z17.d, z5.s, z14.s
uaba	z15.b, z23.b, z28.b
uaba	z20.d, z10.d, z26.d
uaba	z17.h, z7.h, z12.h
uaba	z10.s, z14.s, z24.s
uabdlb	z20.h, z11.b, z1.b
uabdlb	z19.s, z6.h, z5.h
uabdlb	z6.d, z14.s, z4.s
uabdlt	z25.h, z23.b, z6.b
uabdlt	z31.s, z26.h, z31.h
uabdlt	z6.d, z12.s, z23.s
uadalp	z11.h, p3/m, z28.b
uadalp	z16.s, p4/m, z27.h
uadalp	z7.d, p5/m, z2.s
uaddlb	z6.h, z19.b, z19.b
uaddlb	z27.s, z26.h, z16.h
uaddlb	z25.d, z17.s, z19.s
uaddlt	z6.h, z18.b, z19.b
uaddlt	z18.s, z9.h, z1.h
uaddlt	z21.d, z20.s, z1.s
uaddwb	z21.h, z1.h, z12.b
uaddwb	z1.s, z10.s, z14.h
uaddwb	z15.d, z23.d, z9.s
uaddwt	z4.h, z6.h, z25.b
uaddwt	z13.s, z8.s, z24.h
uaddwt	z1.d, z6.d, z17.s
uhadd	z10.b, p5/m, z10.b, z5.b
uhadd	z18.d, p6/m, z18.d, z14.d
uhadd	z15.h, p6/m, z15.h, z6.h
uhadd	z21.s, p7/m, z21.s, z8.s
uhsubr	z7.b, p7/m, z7.b, z19.b
uhsubr	z23.d, p3/m, z23.d, z11.d
uhsubr	z9.h, p2/m, z9.h, z31.h
uhsubr	z18.s, p5/m, z18.s, z20.s
uhsub	z6.b, p5/m, z6.b, z17.b
uhsub	z2.d, p2/m, z2.d, z8.d
uhsub	z16.h, p4/m, z16.h, z6.h
uhsub	z5.s, p7/m, z5.s, z22.s
umaxp	z2.b, p6/m, z2.b, z22.b
umaxp	z3.d, p6/m, z3.d, z26.d
umaxp	z23.h, p2/m, z23.h, z25.h
umaxp	z17.s, p5/m, z17.s, z6.s
uminp	z15.b, p6/m, z15.b, z17.b
uminp	z2.d, p5/m, z2.d, z3.d
uminp	z16.h, p2/m, z16.h, z10.h
uminp	z6.s, p6/m, z6.s, z31.s
umlalb	z31.d, z12.s, z14.s[0]
umlalb	z13.s, z27.h, z7.h[0]
umlalb	z21.h, z2.b, z28.b
umlalb	z12.s, z9.h, z25.h
umlalb	z8.d, z19.s, z26.s
umlalt	z17.d, z16.s, z8.s[0]
umlalt	z30.s, z13.h, z6.h[2]
umlalt	z13.h, z25.b, z7.b
umlalt	z15.s, z13.h, z14.h
umlalt	z18.d, z14.s, z10.s
umlslb	z19.d, z22.s, z15.s[2]
umlslb	z21.s, z14.h, z5.h[1]
umlslb	z3.h, z30.b, z10.b
umlslb	z28.s, z26.h, z26.h
umlslb	z10.d, z18.s, z20.s
umlslt	z0.d, z27.s, z15.s[1]
umlslt	z8.s, z5.h, z6.h[0]
umlslt	z21.h, z10.b, z13.b
umlslt	z5.s, z12.h, z25.h
umlslt	z20.d, z15.s, z3.s
umulh	z14.b, z16.b, z23.b
umulh	z23.d, z21.d, z29.d
umulh	z1.h, z19.h, z20.h
umulh	z1.s, z11.s, z21.s
umullb	z30.d, z2.s, z10.s[1]
umullb	z15.s, z4.h, z0.h[3]
umullb	z26.h, z11.b, z22.b
umullb	z15.s, z6.h, z11.h
umullb	z0.d, z3.s, z19.s
umullt	z13.d, z8.s, z1.s[1]
umullt	z9.s, z15.h, z6.h[0]
umullt	z19.h, z31.b, z27.b
umullt	z7.s, z7.h, z25.h
umullt	z12.d, z10.s, z28.s
uqadd	z30.b, p1/m, z30.b, z4.b
uqadd	z21.d, p2/m, z21.d, z4.d
uqadd	z0.h, p4/m, z0.h, z31.h
uqadd	z23.s, p4/m, z23.s, z9.s
uqrshlr	z26.b, p4/m, z26.b, z13.b
uqrshlr	z10.d, p4/m, z10.d, z21.d
uqrshlr	z29.h, p2/m, z29.h, z14.h
uqrshlr	z30.s, p4/m, z30.s, z0.s
uqrshl	z30.b, p6/m, z30.b, z19.b
uqrshl	z28.d, p3/m, z28.d, z17.d
uqrshl	z19.h, p4/m, z19.h, z17.h
uqrshl	z31.s, p0/m, z31.s, z13.s
uqrshrnb	z16.h, z4.s, #11
uqrshrnb	z6.s, z11.d, #2
uqrshrnb	z1.b, z14.h, #1
uqrshrnt	z14.h, z29.s, #4
uqrshrnt	z26.s, z30.d, #32
uqrshrnt	z14.b, z17.h, #7
uqshlr	z3.b, p7/m, z3.b, z11.b
uqshlr	z11.d, p2/m, z11.d, z20.d
uqshlr	z11.h, p1/m, z11.h, z1.h
uqshlr	z16.s, p2/m, z16.s, z22.s
uqshl	z18.b, p1/m, z18.b, #3
uqshl	z2.d, p2/m, z2.d, #24
uqshl	z29.h, p3/m, z29.h, #0
uqshl	z20.s, p3/m, z20.s, #0
uqshl	z0.b, p3/m, z0.b, z17.b
uqshl	z19.d, p1/m, z19.d, z2.d
uqshl	z28.h, p7/m, z28.h, z10.h
uqshl	z11.s, p0/m, z11.s, z16.s
uqshrnb	z6.h, z11.s, #4
uqshrnb	z31.s, z27.d, #10
uqshrnb	z9.b, z31.h, #6
uqshrnt	z1.h, z20.s, #9
uqshrnt	z23.s, z1.d, #25
uqshrnt	z29.b, z20.h, #4
uqsubr	z25.b, p4/m, z25.b, z8.b
uqsubr	z25.d, p3/m, z25.d, z23.d
uqsubr	z17.h, p3/m, z17.h, z31.h
uqsubr	z7.s, p0/m, z7.s, z9.s
uqsub	z31.b, p7/m, z31.b, z21.b
uqsub	z29.d, p6/m, z29.d, z23.d
uqsub	z19.h, p5/m, z19.h, z29.h
uqsub	z24.s, p1/m, z24.s, z2.s
uqxtnb	z24.h, z7.s
uqxtnb	z8.s, z21.d
uqxtnb	z5.b, z26.h
uqxtnt	z29.h, z21.s
uqxtnt	z23.s, z13.d
uqxtnt	z14.b, z10.h
urecpe	z10.s, p2/m, z23.s
urhadd	z8.b, p4/m, z8.b, z0.b
urhadd	z3.d, p6/m, z3.d, z28.d
urhadd	z16.h, p3/m, z16.h, z30.h
urhadd	z22.s, p2/m, z22.s, z12.s
urshlr	z18.b, p0/m, z18.b, z25.b
urshlr	z11.d, p1/m, z11.d, z11.d
urshlr	z23.h, p3/m, z23.h, z13.h
urshlr	z29.s, p6/m, z29.s, z18.s
urshl	z21.b, p4/m, z21.b, z19.b
urshl	z24.d, p3/m, z24.d, z2.d
urshl	z26.h, p4/m, z26.h, z7.h
urshl	z31.s, p2/m, z31.s, z29.s
urshr	z23.b, p1/m, z23.b, #7
urshr	z22.d, p5/m, z22.d, #60
urshr	z7.h, p5/m, z7.h, #5
urshr	z3.s, p3/m, z3.s, #11
ursqrte	z18.s, p1/m, z5.s
ursra	z17.b, z28.b, #1
ursra	z14.d, z15.d, #46
ursra	z20.h, z16.h, #9
ursra	z20.s, z2.s, #18
ushllb	z6.s, z31.h, #6
ushllb	z13.d, z24.s, #0
ushllb	z22.h, z30.b, #5
ushllt	z7.s, z30.h, #0
ushllt	z5.d, z31.s, #20
ushllt	z3.h, z28.b, #7
usqadd	z7.b, p1/m, z7.b, z7.b
usqadd	z8.d, p2/m, z8.d, z24.d
usqadd	z2.h, p5/m, z2.h, z21.h
usqadd	z27.s, p0/m, z27.s, z21.s
usra	z5.b, z11.b, #2
usra	z28.d, z7.d, #19
usra	z21.h, z7.h, #1
usra	z13.s, z17.s, #6
usublb	z12.h, z2.b, z24.b
usublb	z15.s, z4.h, z8.h
usublb	z27.d, z4.s, z0.s
usublt	z21.h, z20.b, z11.b
usublt	z9.s, z31.h, z29.h
usublt	z0.d, z22.s, z1.s
usubwb	z31.h, z18.h, z6.b
usubwb	z11.s, z19.s, z12.h
usubwb	z6.d, z10.d, z19.s
usubwt	z4.h, z10.h, z20.b
usubwt	z5.s, z30.s, z6.h
usubwt	z24.d, z18.d, z1.s
whilege	p0.b, w0, w10
whilege	p7.d, w28, w23
whilege	p4.h, w4, w29
whilege	p10.s, wzr, w13
whilege	p6.b, x10, x15
whilege	p0.d, x19, x20
whilege	p5.h, x29, x24
whilege	p4.s, x8, x5
whilegt	p11.b, w2, wzr
whilegt	p14.d, w1, w8
whilegt	p13.h, w28, w22
whilegt	p14.s, w21, w21
whilegt	p1.b, x9, xzr
whilegt	p11.d, x7, x1
whilegt	p8.h, x9, x22
whilegt	p10.s, x0, x7
whilehi	p9.b, w25, w2
whilehi	p8.d, w30, w12
whilehi	p0.h, w8, w20
whilehi	p14.s, w11, w19
whilehi	p4.b, x8, x2
whilehi	p7.d, x14, x7
whilehi	p15.h, x26, x3
whilehi	p5.s, x18, x22
whilehs	p15.b, w18, w10
whilehs	p7.d, w17, w28
whilehs	p5.h, w6, w4
whilehs	p11.s, w26, w12
whilehs	p1.b, x6, x26
whilehs	p4.d, x19, x10
whilehs	p1.h, x20, x26
whilehs	p6.s, x5, x29
whilerw	p7.b, x30, x4
whilerw	p11.d, x17, x8
whilerw	p15.h, x24, x23
whilerw	p11.s, x2, x3
whilewr	p1.b, x23, x23
whilewr	p4.d, x16, x12
whilewr	p14.h, x28, x29
whilewr	p12.s, x4, xzr
xar	z13.b, z13.b, z0.b, #4
xar	z4.d, z4.d, z7.d, #1
xar	z28.h, z28.h, z25.h, #8
xar	z14.s, z14.s, z20.s, #7
