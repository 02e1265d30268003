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
bcax	z15.d, z15.d, z26.d, z9.d
bsl1n	z14.d, z14.d, z20.d, z16.d
bsl2n	z17.d, z17.d, z2.d, z30.d
bsl	z2.d, z2.d, z8.d, z10.d
cadd	z26.b, z26.b, z23.b, #270
cadd	z4.d, z4.d, z30.d, #90
cadd	z3.h, z3.h, z27.h, #270
cadd	z9.s, z9.s, z27.s, #90
cdot	z4.d, z29.h, z0.h[0], #270
cdot	z2.s, z18.b, z5.b[1], #90
cdot	z21.s, z26.b, z31.b, #180
cdot	z26.d, z25.h, z19.h, #0
cmla	z14.h, z5.h, z6.h[3], #90
cmla	z2.s, z26.s, z2.s[0], #270
cmla	z28.b, z12.b, z21.b, #90
cmla	z11.d, z8.d, z9.d, #0
cmla	z2.h, z6.h, z15.h, #270
cmla	z19.s, z0.s, z1.s, #0
eor3	z8.d, z8.d, z30.d, z25.d
eorbt	z10.b, z5.b, z9.b
eorbt	z10.d, z30.d, z28.d
eorbt	z15.h, z29.h, z6.h
eorbt	z12.s, z26.s, z4.s
eortb	z12.b, z17.b, z7.b
eortb	z25.d, z15.d, z17.d
eortb	z2.h, z10.h, z26.h
eortb	z12.s, z11.s, z13.s
ext	z5.b, { z8.b, z9.b }, #39
faddp	z0.d, p4/m, z0.d, z7.d
faddp	z17.h, p0/m, z17.h, z28.h
faddp	z14.s, p7/m, z14.s, z12.s
fcvtlt	z1.d, p4/m, z23.s
fcvtlt	z3.s, p4/m, z24.h
fcvtnt	z7.h, p4/m, z14.s
fcvtnt	z1.s, p7/m, z23.d
fcvtxnt	z20.s, p1/m, z24.d
fcvtx	z12.s, p2/m, z17.d
flogb	z0.d, p4/m, z1.d
flogb	z19.h, p4/m, z2.h
flogb	z31.s, p6/m, z17.s
fmaxnmp	z27.d, p5/m, z27.d, z19.d
fmaxnmp	z22.h, p7/m, z22.h, z4.h
fmaxnmp	z9.s, p7/m, z9.s, z21.s
fmaxp	z3.d, p7/m, z3.d, z28.d
fmaxp	z1.h, p2/m, z1.h, z18.h
fmaxp	z20.s, p7/m, z20.s, z25.s
fminnmp	z24.d, p4/m, z24.d, z19.d
fminnmp	z26.h, p2/m, z26.h, z20.h
fminnmp	z11.s, p0/m, z11.s, z30.s
fminp	z22.d, p2/m, z22.d, z13.d
fminp	z31.h, p0/m, z31.h, z2.h
fminp	z3.s, p1/m, z3.s, z27.s
fmlalb	z26.s, z11.h, z5.h[3]
fmlalb	z17.s, z2.h, z17.h
fmlalt	z24.s, z3.h, z3.h[0]
fmlalt	z21.s, z0.h, z5.h
fmlslb	z8.s, z28.h, z1.h[5]
fmlslb	z23.s, z20.h, z17.h
fmlslt	z1.s, z0.h, z5.h[1]
fmlslt	z18.s, z18.h, z24.h
mla	z31.d, z12.d, z15.d[1]
mla	z2.h, z17.h, z5.h[0]
mla	z29.s, z29.s, z1.s[1]
mls	z18.d, z10.d, z8.d[1]
mls	z23.h, z22.h, z5.h[1]
mls	z4.s, z16.s, z2.s[2]
mul	z22.d, z24.d, z9.d[1]
mul	z12.h, z15.h, z2.h[1]
mul	z7.s, z6.s, z3.s[2]
mul	z8.b, z7.b, z10.b
mul	z17.d, z20.d, z8.d
mul	z17.h, z21.h, z7.h
mul	z9.s, z14.s, z31.s
nbsl	z14.d, z14.d, z23.d, z11.d
pmullb	z9.d, z7.s, z8.s
pmullb	z22.h, z19.b, z14.b
pmullt	z23.d, z10.s, z0.s
pmullt	z10.h, z20.b, z11.b
pmul	z5.b, z14.b, z12.b
raddhnb	z6.b, z16.h, z24.h
raddhnb	z6.h, z1.s, z6.s
raddhnb	z12.s, z9.d, z8.d
raddhnt	z10.b, z16.h, z25.h
raddhnt	z4.h, z18.s, z11.s
raddhnt	z14.s, z10.d, z2.d
rshrnb	z9.h, z2.s, #6
rshrnb	z7.s, z14.d, #30
rshrnb	z2.b, z23.h, #2
rshrnt	z4.h, z24.s, #16
rshrnt	z20.s, z3.d, #3
rshrnt	z13.b, z29.h, #2
rsubhnb	z8.b, z1.h, z30.h
rsubhnb	z21.h, z20.s, z7.s
rsubhnb	z23.s, z6.d, z26.d
rsubhnt	z30.b, z24.h, z22.h
rsubhnt	z24.h, z15.s, z18.s
rsubhnt	z11.s, z1.d, z13.d
sabalb	z4.h, z26.b, z1.b
sabalb	z13.s, z5.h, z14.h
sabalb	z26.d, z15.s, z29.s
sabalt	z28.h, z8.b, z3.b
sabalt	z4.s, z4.h, z4.h
sabalt	z24.d, z14.s, z6.s
saba	z1.b, z7.b, z14.b
saba	z21.d, z18.d, z19.d
saba	z18.h, z14.h, z6.h
saba	z19.s, z29.s, z16.s
sabdlb	z29.h, z1.b, z20.b
sabdlb	z0.s, z1.h, z18.h
sabdlb	z5.d, z15.s, z17.s
sabdlt	z12.h, z3.b, z21.b
sabdlt	z4.s, z5.h, z25.h
sabdlt	z19.d, z25.s, z3.s
sadalp	z24.h, p6/m, z11.b
sadalp	z11.s, p0/m, z5.h
sadalp	z1.d, p4/m, z11.s
saddlbt	z28.h, z21.b, z7.b
saddlbt	z18.s, z5.h, z9.h
saddlbt	z4.d, z0.s, z15.s
saddlb	z19.h, z4.b, z23.b
saddlb	z29.s, z11.h, z25.h
saddlb	z10.d, z14.s, z11.s
saddlt	z13.h, z8.b, z21.b
saddlt	z27.s, z24.h, z24.h
saddlt	z27.d, z30.s, z29.s
saddwb	z6.h, z27.h, z1.b
saddwb	z2.s, z28.s, z6.h
saddwb	z28.d, z2.d, z13.s
saddwt	z31.h, z0.h, z13.b
saddwt	z17.s, z10.s, z27.h
saddwt	z21.d, z16.d, z27.s
sbclb	z28.d, z28.d, z28.d
sbclb	z25.s, z30.s, z20.s
sbclt	z11.d, z2.d, z2.d
sbclt	z28.s, z12.s, z9.s
shadd	z22.b, p4/m, z22.b, z9.b
shadd	z1.d, p5/m, z1.d, z28.d
shadd	z12.h, p7/m, z12.h, z26.h
shadd	z7.s, p0/m, z7.s, z10.s
shrnb	z10.h, z27.s, #5
shrnb	z29.s, z28.d, #32
shrnb	z22.b, z9.h, #4
shrnt	z17.h, z29.s, #10
shrnt	z17.s, z18.d, #17
shrnt	z17.b, z29.h, #1
shsubr	z30.b, p4/m, z30.b, z11.b
shsubr	z13.d, p2/m, z13.d, z30.d
shsubr	z1.h, p2/m, z1.h, z31.h
shsubr	z22.s, p1/m, z22.s, z5.s
shsub	z11.b, p1/m, z11.b, z6.b
shsub	z30.d, p0/m, z30.d, z19.d
shsub	z29.h, p4/m, z29.h, z29.h
shsub	z12.s, p4/m, z12.s, z4.s
sli	z1.b, z28.b, #0
sli	z7.d, z10.d, #60
sli	z12.h, z18.h, #6
sli	z3.s, z8.s, #11
smaxp	z23.b, p4/m, z23.b, z3.b
smaxp	z21.d, p2/m, z21.d, z31.d
smaxp	z24.h, p5/m, z24.h, z16.h
smaxp	z9.s, p5/m, z9.s, z31.s
sminp	z14.b, p1/m, z14.b, z27.b
sminp	z7.d, p2/m, z7.d, z16.d
sminp	z11.h, p6/m, z11.h, z23.h
sminp	z14.s, p1/m, z14.s, z0.s
smlalb	z3.d, z2.s, z13.s[1]
smlalb	z4.s, z18.h, z2.h[3]
smlalb	z13.h, z3.b, z18.b
smlalb	z20.s, z1.h, z4.h
smlalb	z28.d, z28.s, z28.s
smlalt	z13.d, z24.s, z1.s[3]
smlalt	z17.s, z28.h, z2.h[3]
smlalt	z0.h, z28.b, z24.b
smlalt	z5.s, z22.h, z7.h
smlalt	z31.d, z22.s, z11.s
smlslb	z21.d, z25.s, z4.s[3]
smlslb	z24.s, z25.h, z7.h[0]
smlslb	z8.h, z6.b, z7.b
smlslb	z28.s, z27.h, z5.h
smlslb	z31.d, z25.s, z11.s
smlslt	z25.d, z1.s, z13.s[0]
smlslt	z16.s, z23.h, z0.h[1]
smlslt	z11.h, z12.b, z12.b
smlslt	z29.s, z11.h, z21.h
smlslt	z26.d, z4.s, z25.s
smulh	z13.b, z14.b, z1.b
smulh	z25.d, z24.d, z25.d
smulh	z5.h, z13.h, z17.h
smulh	z9.s, z27.s, z12.s
smullb	z21.d, z29.s, z11.s[0]
smullb	z15.s, z16.h, z7.h[5]
smullb	z31.h, z16.b, z8.b
smullb	z24.s, z7.h, z10.h
smullb	z22.d, z25.s, z0.s
smullt	z6.d, z6.s, z8.s[0]
smullt	z14.s, z28.h, z4.h[5]
smullt	z19.h, z4.b, z26.b
smullt	z13.s, z10.h, z27.h
smullt	z30.d, z11.s, z9.s
splice	z25.b, p1, { z24.b, z25.b }
splice	z19.d, p5, { z10.d, z11.d }
splice	z27.h, p4, { z26.h, z27.h }
splice	z31.s, p4, { z22.s, z23.s }
sqabs	z16.b, p5/m, z1.b
sqabs	z13.d, p6/m, z6.d
sqabs	z3.h, p3/m, z25.h
sqabs	z15.s, p1/m, z27.s
sqadd	z26.b, p7/m, z26.b, z22.b
sqadd	z4.d, p3/m, z4.d, z7.d
sqadd	z14.h, p0/m, z14.h, z21.h
sqadd	z27.s, p2/m, z27.s, z7.s
sqcadd	z13.b, z13.b, z31.b, #90
sqcadd	z30.d, z30.d, z4.d, #270
sqcadd	z12.h, z12.h, z30.h, #90
sqcadd	z8.s, z8.s, z15.s, #90
sqdmlalbt	z17.h, z13.b, z26.b
sqdmlalbt	z3.s, z15.h, z9.h
sqdmlalbt	z13.d, z4.s, z31.s
sqdmlalb	z1.d, z16.s, z6.s[3]
sqdmlalb	z16.s, z27.h, z3.h[4]
sqdmlalb	z25.h, z21.b, z11.b
sqdmlalb	z27.s, z17.h, z27.h
sqdmlalb	z12.d, z23.s, z23.s
sqdmlalt	z9.d, z8.s, z13.s[1]
sqdmlalt	z21.s, z23.h, z7.h[3]
sqdmlalt	z14.h, z5.b, z28.b
sqdmlalt	z25.s, z8.h, z20.h
sqdmlalt	z10.d, z9.s, z26.s
sqdmlslbt	z31.h, z21.b, z16.b
sqdmlslbt	z2.s, z14.h, z15.h
sqdmlslbt	z29.d, z31.s, z29.s
sqdmlslb	z0.d, z23.s, z6.s[0]
sqdmlslb	z1.s, z18.h, z1.h[0]
sqdmlslb	z4.h, z0.b, z6.b
sqdmlslb	z27.s, z2.h, z14.h
sqdmlslb	z4.d, z13.s, z6.s
sqdmlslt	z2.d, z19.s, z13.s[1]
sqdmlslt	z17.s, z18.h, z1.h[1]
sqdmlslt	z14.h, z30.b, z1.b
sqdmlslt	z28.s, z30.h, z2.h
sqdmlslt	z13.d, z2.s, z23.s
sqdmulh	z12.d, z31.d, z5.d[0]
sqdmulh	z6.h, z10.h, z4.h[7]
sqdmulh	z10.s, z10.s, z5.s[0]
sqdmulh	z30.b, z11.b, z0.b
sqdmulh	z23.d, z25.d, z5.d
sqdmulh	z16.h, z21.h, z24.h
sqdmulh	z16.s, z19.s, z26.s
sqdmullb	z9.d, z29.s, z14.s[1]
sqdmullb	z12.s, z29.h, z6.h[0]
sqdmullb	z13.h, z8.b, z23.b
sqdmullb	z6.s, z16.h, z27.h
sqdmullb	z2.d, z3.s, z4.s
sqdmullt	z23.d, z14.s, z14.s[1]
sqdmullt	z10.s, z18.h, z1.h[5]
sqdmullt	z15.h, z26.b, z3.b
sqdmullt	z23.s, z11.h, z12.h
sqdmullt	z12.d, z23.s, z29.s
sqneg	z12.b, p5/m, z31.b
sqneg	z1.d, p6/m, z2.d
sqneg	z18.h, p6/m, z20.h
sqneg	z7.s, p2/m, z0.s
sqrdcmlah	z2.h, z15.h, z2.h[0], #270
sqrdcmlah	z26.s, z16.s, z10.s[0], #0
sqrdcmlah	z31.b, z7.b, z14.b, #180
sqrdcmlah	z8.d, z18.d, z6.d, #90
sqrdcmlah	z5.h, z12.h, z16.h, #180
sqrdcmlah	z29.s, z28.s, z1.s, #0
sqrdmlah	z9.d, z20.d, z12.d[1]
sqrdmlah	z4.h, z17.h, z0.h[0]
sqrdmlah	z6.s, z29.s, z0.s[1]
sqrdmlah	z23.b, z17.b, z17.b
sqrdmlah	z16.d, z30.d, z2.d
sqrdmlah	z14.h, z9.h, z29.h
sqrdmlah	z24.s, z26.s, z11.s
sqrdmlsh	z14.d, z15.d, z7.d[0]
sqrdmlsh	z3.h, z8.h, z6.h[2]
sqrdmlsh	z11.s, z8.s, z2.s[3]
sqrdmlsh	z21.b, z3.b, z31.b
sqrdmlsh	z20.d, z5.d, z6.d
sqrdmlsh	z4.h, z1.h, z1.h
sqrdmlsh	z19.s, z12.s, z4.s
sqrdmulh	z24.d, z27.d, z11.d[1]
sqrdmulh	z4.h, z27.h, z7.h[4]
sqrdmulh	z3.s, z8.s, z4.s[3]
sqrdmulh	z16.b, z31.b, z1.b
sqrdmulh	z0.d, z26.d, z11.d
sqrdmulh	z19.h, z11.h, z4.h
sqrdmulh	z27.s, z0.s, z15.s
sqrshlr	z21.b, p1/m, z21.b, z2.b
sqrshlr	z26.d, p3/m, z26.d, z15.d
sqrshlr	z1.h, p7/m, z1.h, z9.h
sqrshlr	z14.s, p1/m, z14.s, z29.s
sqrshl	z29.b, p5/m, z29.b, z12.b
sqrshl	z6.d, p7/m, z6.d, z16.d
sqrshl	z0.h, p1/m, z0.h, z23.h
sqrshl	z0.s, p1/m, z0.s, z15.s
sqrshrnb	z15.h, z27.s, #13
sqrshrnb	z21.s, z14.d, #32
sqrshrnb	z0.b, z22.h, #2
sqrshrnt	z6.h, z23.s, #2
sqrshrnt	z17.s, z3.d, #1
sqrshrnt	z19.b, z23.h, #1
sqrshrunb	z30.h, z4.s, #1
sqrshrunb	z18.s, z28.d, #10
sqrshrunb	z15.b, z17.h, #6
sqrshrunt	z2.h, z12.s, #2
sqrshrunt	z18.s, z6.d, #15
sqrshrunt	z7.b, z18.h, #8
sqshlr	z17.b, p7/m, z17.b, z2.b
sqshlr	z31.d, p2/m, z31.d, z29.d
sqshlr	z16.h, p5/m, z16.h, z10.h
sqshlr	z31.s, p5/m, z31.s, z30.s
sqshlu	z14.b, p0/m, z14.b, #2
sqshlu	z15.d, p5/m, z15.d, #16
sqshlu	z4.h, p7/m, z4.h, #9
sqshlu	z18.s, p1/m, z18.s, #0
sqshl	z9.b, p3/m, z9.b, #0
sqshl	z29.d, p3/m, z29.d, #1
sqshl	z13.h, p0/m, z13.h, #13
sqshl	z22.s, p6/m, z22.s, #20
sqshl	z4.b, p3/m, z4.b, z27.b
sqshl	z23.d, p3/m, z23.d, z1.d
sqshl	z12.h, p1/m, z12.h, z7.h
sqshl	z17.s, p0/m, z17.s, z25.s
sqshrnb	z7.h, z11.s, #9
sqshrnb	z28.s, z26.d, #1
sqshrnb	z8.b, z12.h, #2
sqshrnt	z20.h, z28.s, #6
sqshrnt	z16.s, z6.d, #15
sqshrnt	z8.b, z16.h, #8
sqshrunb	z0.h, z19.s, #5
sqshrunb	z16.s, z30.d, #28
sqshrunb	z20.b, z20.h, #4
sqshrunt	z25.h, z30.s, #1
sqshrunt	z5.s, z7.d, #1
sqshrunt	z16.b, z11.h, #5
sqsubr	z17.b, p4/m, z17.b, z19.b
sqsubr	z18.d, p0/m, z18.d, z31.d
sqsubr	z24.h, p5/m, z24.h, z12.h
sqsubr	z0.s, p5/m, z0.s, z7.s
sqsub	z12.b, p4/m, z12.b, z28.b
sqsub	z20.d, p6/m, z20.d, z17.d
sqsub	z12.h, p4/m, z12.h, z27.h
sqsub	z10.s, p2/m, z10.s, z25.s
sqxtnb	z5.h, z21.s
sqxtnb	z29.s, z15.d
sqxtnb	z25.b, z26.h
sqxtnt	z3.h, z26.s
sqxtnt	z28.s, z27.d
sqxtnt	z28.b, z28.h
sqxtunb	z28.h, z9.s
sqxtunb	z8.s, z11.d
sqxtunb	z8.b, z23.h
sqxtunt	z24.h, z8.s
sqxtunt	z23.s, z20.d
sqxtunt	z1.b, z20.h
srhadd	z25.b, p0/m, z25.b, z17.b
srhadd	z8.d, p0/m, z8.d, z20.d
srhadd	z7.h, p6/m, z7.h, z2.h
srhadd	z4.s, p7/m, z4.s, z10.s
sri	z6.b, z10.b, #8
sri	z5.d, z17.d, #14
sri	z10.h, z22.h, #4
sri	z8.s, z7.s, #14
srshlr	z2.b, p6/m, z2.b, z5.b
srshlr	z27.d, p3/m, z27.d, z19.d
srshlr	z30.h, p4/m, z30.h, z30.h
srshlr	z25.s, p5/m, z25.s, z30.s
srshl	z20.b, p4/m, z20.b, z29.b
srshl	z4.d, p3/m, z4.d, z24.d
srshl	z6.h, p5/m, z6.h, z27.h
srshl	z5.s, p0/m, z5.s, z28.s
srshr	z18.b, p1/m, z18.b, #3
srshr	z18.d, p5/m, z18.d, #35
srshr	z1.h, p0/m, z1.h, #1
srshr	z20.s, p6/m, z20.s, #6
srsra	z21.b, z27.b, #8
srsra	z7.d, z12.d, #25
srsra	z0.h, z12.h, #16
srsra	z6.s, z0.s, #27
sshllb	z1.s, z27.h, #3
sshllb	z10.d, z20.s, #0
sshllb	z3.h, z26.b, #5
sshllt	z30.s, z5.h, #8
sshllt	z29.d, z29.s, #0
sshllt	z6.h, z17.b, #1
ssra	z25.b, z15.b, #8
ssra	z22.d, z21.d, #8
ssra	z10.h, z18.h, #12
ssra	z8.s, z13.s, #31
ssublbt	z4.h, z31.b, z7.b
ssublbt	z7.s, z5.h, z16.h
ssublbt	z0.d, z29.s, z5.s
ssublb	z22.h, z10.b, z6.b
ssublb	z11.s, z28.h, z22.h
ssublb	z2.d, z8.s, z4.s
ssubltb	z17.h, z23.b, z1.b
ssubltb	z14.s, z12.h, z4.h
ssubltb	z16.d, z4.s, z13.s
ssublt	z29.h, z3.b, z13.b
ssublt	z20.s, z20.h, z15.h
ssublt	z4.d, z19.s, z1.s
ssubwb	z5.h, z5.h, z13.b
ssubwb	z27.s, z5.s, z28.h
ssubwb	z5.d, z23.d, z8.s
ssubwt	z25.h, z7.h, z25.b
ssubwt	z0.s, z8.s, z15.h
ssubwt	z3.d, z27.d, z29.s
subhnb	z27.b, z5.h, z8.h
subhnb	z26.h, z2.s, z6.s
subhnb	z31.s, z11.d, z25.d
subhnt	z24.b, z27.h, z4.h
subhnt	z16.h, z15.s, z12.s
subhnt	z31.s, z30.d, z16.d
suqadd	z27.b, p0/m, z27.b, z19.b
suqadd	z17.d, p7/m, z17.d, z31.d
suqadd	z22.h, p7/m, z22.h, z24.h
suqadd	z5.s, p3/m, z5.s, z19.s
tbl	z15.b, { z4.b, z5.b }, z30.b
tbl	z24.d, { z24.d, z25.d }, z29.d
tbl	z10.h, { z19.h, z20.h }, z22.h
tbl	z3.s, { z1.s, z2.s }, z20.s
tbx	z12.b, z18.b, z10.b
tbx	z17.d, z15.d, z8.d
tbx	z23.h, z20.h, z27.h
tbx	z10.s, z17.s, z10.s
uabalb	z15.h, z9.b, z4.b
uabalb	z6.s, z13.h, z8.h
uabalb	z24.d, z6.s, z17.s
uabalt	z31.h, z14.b, z27.b
uabalt	z13.s, z29.h, z5.h
uabalt	z5.d, z20.s, z27.s
uaba	z29.b, z12.b, z18.b
uaba	z27.d, z21.d, z19.d
uaba	z11.h, z12.h, z16.h
uaba	z26.s, z28.s, z20.s
uabdlb	z11.h, z7.b, z16.b
uabdlb	z25.s, z8.h, z7.h
uabdlb	z16.d, z30.s, z21.s
uabdlt	z6.h, z22.b, z12.b
uabdlt	z10.s, z28.h, z5.h
uabdlt	z4.d, z20.s, z14.s
uadalp	z29.h, p0/m, z18.b
uadalp	z16.s, p5/m, z27.h
uadalp	z2.d, p1/m, z15.s
uaddlb	z15.h, z11.b, z2.b
uaddlb	z16.s, z22.h, z10.h
uaddlb	z30.d, z18.s, z9.s
uaddlt	z15.h, z26.b, z19.b
uaddlt	z11.s, z24.h, z12.h
uaddlt	z23.d, z30.s, z25.s
uaddwb	z28.h, z15.h, z12.b
uaddwb	z4.s, z14.s, z21.h
uaddwb	z9.d, z0.d, z11.s
uaddwt	z16.h, z23.h, z31.b
uaddwt	z20.s, z16.s, z31.h
uaddwt	z10.d, z3.d, z13.s
uhadd	z18.b, p1/m, z18.b, z1.b
uhadd	z8.d, p7/m, z8.d, z5.d
uhadd	z9.h, p0/m, z9.h, z11.h
uhadd	z15.s, p6/m, z15.s, z25.s
uhsubr	z21.b, p3/m, z21.b, z15.b
uhsubr	z1.d, p0/m, z1.d, z9.d
uhsubr	z8.h, p6/m, z8.h, z11.h
uhsubr	z22.s, p3/m, z22.s, z18.s
uhsub	z2.b, p2/m, z2.b, z4.b
uhsub	z5.d, p1/m, z5.d, z15.d
uhsub	z17.h, p2/m, z17.h, z30.h
uhsub	z28.s, p0/m, z28.s, z11.s
umaxp	z31.b, p4/m, z31.b, z11.b
umaxp	z15.d, p5/m, z15.d, z8.d
umaxp	z2.h, p7/m, z2.h, z1.h
umaxp	z13.s, p1/m, z13.s, z16.s
uminp	z22.b, p4/m, z22.b, z29.b
uminp	z12.d, p5/m, z12.d, z10.d
uminp	z20.h, p0/m, z20.h, z8.h
uminp	z24.s, p3/m, z24.s, z8.s
umlalb	z0.d, z27.s, z15.s[1]
umlalb	z8.s, z5.h, z6.h[0]
umlalb	z21.h, z10.b, z13.b
umlalb	z5.s, z12.h, z25.h
umlalb	z20.d, z15.s, z3.s
umlalt	z11.d, z13.s, z7.s[2]
umlalt	z17.s, z9.h, z3.h[1]
umlalt	z11.h, z16.b, z0.b
umlalt	z12.s, z6.h, z12.h
umlalt	z28.d, z1.s, z10.s
umlslb	z8.d, z14.s, z5.s[0]
umlslb	z10.s, z22.h, z7.h[0]
umlslb	z31.h, z26.b, z24.b
umlslb	z24.s, z28.h, z16.h
umlslb	z14.d, z23.s, z23.s
umlslt	z21.d, z1.s, z9.s[0]
umlslt	z11.s, z28.h, z5.h[7]
umlslt	z2.h, z18.b, z8.b
umlslt	z15.s, z1.h, z26.h
umlslt	z15.d, z11.s, z22.s
umulh	z11.b, z11.b, z24.b
umulh	z3.d, z18.d, z5.d
umulh	z20.h, z29.h, z10.h
umulh	z0.s, z19.s, z6.s
umullb	z28.d, z15.s, z4.s[2]
umullb	z24.s, z10.h, z6.h[1]
umullb	z9.h, z30.b, z17.b
umullb	z2.s, z6.h, z31.h
umullb	z2.d, z21.s, z17.s
umullt	z10.d, z0.s, z11.s[2]
umullt	z3.s, z4.h, z1.h[0]
umullt	z1.h, z3.b, z24.b
umullt	z27.s, z19.h, z18.h
umullt	z5.d, z5.s, z3.s
uqadd	z30.b, p6/m, z30.b, z26.b
uqadd	z17.d, p7/m, z17.d, z1.d
uqadd	z14.h, p0/m, z14.h, z18.h
uqadd	z2.s, p6/m, z2.s, z13.s
uqrshlr	z25.b, p3/m, z25.b, z14.b
uqrshlr	z24.d, p4/m, z24.d, z22.d
uqrshlr	z29.h, p0/m, z29.h, z31.h
uqrshlr	z25.s, p5/m, z25.s, z24.s
uqrshl	z8.b, p1/m, z8.b, z12.b
uqrshl	z16.d, p5/m, z16.d, z27.d
uqrshl	z14.h, p7/m, z14.h, z17.h
uqrshl	z24.s, p2/m, z24.s, z7.s
uqrshrnb	z9.h, z4.s, #1
uqrshrnb	z25.s, z1.d, #21
uqrshrnb	z5.b, z2.h, #2
uqrshrnt	z17.h, z23.s, #15
uqrshrnt	z8.s, z27.d, #21
uqrshrnt	z11.b, z6.h, #1
uqshlr	z14.b, p4/m, z14.b, z6.b
uqshlr	z6.d, p4/m, z6.d, z24.d
uqshlr	z16.h, p6/m, z16.h, z26.h
uqshlr	z16.s, p5/m, z16.s, z0.s
uqshl	z27.b, p3/m, z27.b, #3
uqshl	z6.d, p1/m, z6.d, #33
uqshl	z9.h, p4/m, z9.h, #15
uqshl	z0.s, p0/m, z0.s, #26
uqshl	z28.b, p3/m, z28.b, z26.b
uqshl	z31.d, p6/m, z31.d, z24.d
uqshl	z15.h, p7/m, z15.h, z7.h
uqshl	z0.s, p7/m, z0.s, z25.s
uqshrnb	z20.h, z26.s, #4
uqshrnb	z11.s, z5.d, #28
uqshrnb	z21.b, z8.h, #8
uqshrnt	z28.h, z29.s, #4
uqshrnt	z14.s, z23.d, #1
uqshrnt	z28.b, z7.h, #2
uqsubr	z19.b, p0/m, z19.b, z10.b
uqsubr	z16.d, p2/m, z16.d, z0.d
uqsubr	z0.h, p1/m, z0.h, z8.h
uqsubr	z17.s, p3/m, z17.s, z3.s
uqsub	z15.b, p0/m, z15.b, z22.b
uqsub	z31.d, p2/m, z31.d, z18.d
uqsub	z0.h, p7/m, z0.h, z11.h
uqsub	z5.s, p3/m, z5.s, z23.s
uqxtnb	z20.h, z18.s
uqxtnb	z23.s, z4.d
uqxtnb	z23.b, z13.h
uqxtnt	z30.h, z11.s
uqxtnt	z24.s, z3.d
uqxtnt	z10.b, z13.h
urecpe	z12.s, p7/m, z23.s
urhadd	z7.b, p5/m, z7.b, z19.b
urhadd	z11.d, p3/m, z11.d, z26.d
urhadd	z27.h, p2/m, z27.h, z25.h
urhadd	z28.s, p6/m, z28.s, z6.s
urshlr	z5.b, p6/m, z5.b, z27.b
urshlr	z2.d, p1/m, z2.d, z10.d
urshlr	z20.h, p5/m, z20.h, z11.h
urshlr	z26.s, p5/m, z26.s, z0.s
urshl	z17.b, p7/m, z17.b, z27.b
urshl	z7.d, p5/m, z7.d, z6.d
urshl	z21.h, p1/m, z21.h, z0.h
urshl	z12.s, p2/m, z12.s, z8.s
urshr	z23.b, p6/m, z23.b, #1
urshr	z19.d, p0/m, z19.d, #24
urshr	z17.h, p0/m, z17.h, #2
urshr	z31.s, p4/m, z31.s, #1
ursqrte	z6.s, p0/m, z17.s
ursra	z5.b, z16.b, #2
ursra	z2.d, z10.d, #28
ursra	z7.h, z4.h, #3
ursra	z12.s, z24.s, #32
ushllb	z2.s, z31.h, #5
ushllb	z5.d, z17.s, #3
ushllb	z21.h, z1.b, #2
ushllt	z27.s, z26.h, #0
ushllt	z15.d, z22.s, #17
ushllt	z17.h, z16.b, #4
usqadd	z28.b, p3/m, z28.b, z0.b
usqadd	z11.d, p0/m, z11.d, z5.d
usqadd	z11.h, p7/m, z11.h, z20.h
usqadd	z20.s, p2/m, z20.s, z1.s
usra	z22.b, z1.b, #1
usra	z23.d, z28.d, #1
usra	z20.h, z26.h, #6
usra	z20.s, z30.s, #1
usublb	z22.h, z28.b, z14.b
usublb	z1.s, z5.h, z30.h
usublb	z15.d, z19.s, z24.s
usublt	z12.h, z25.b, z29.b
usublt	z11.s, z7.h, z27.h
usublt	z20.d, z22.s, z28.s
usubwb	z31.h, z13.h, z12.b
usubwb	z10.s, z15.s, z0.h
usubwb	z19.d, z20.d, z11.s
usubwt	z29.h, z24.h, z9.b
usubwt	z8.s, z5.s, z23.h
usubwt	z2.d, z31.d, z28.s
whilege	p1.b, w23, w23
whilege	p4.d, w16, w12
whilege	p14.h, w28, w29
whilege	p12.s, w4, wzr
whilege	p10.b, x8, x17
whilege	p10.d, x16, x11
whilege	p2.h, x4, x11
whilege	p8.s, x14, x22
whilegt	p12.b, w26, w24
whilegt	p7.d, w7, wzr
whilegt	p6.h, w1, w14
whilegt	p13.s, w13, w4
whilegt	p0.b, x26, x23
whilegt	p7.d, x2, x8
whilegt	p1.h, x15, x1
whilegt	p8.s, x10, x10
whilehi	p12.b, w9, w3
whilehi	p9.d, w26, w28
whilehi	p7.h, w4, w17
whilehi	p3.s, w3, w29
whilehi	p14.b, x18, x25
whilehi	p10.d, x18, x4
whilehi	p2.h, x7, x1
whilehi	p4.s, x3, x27
whilehs	p2.b, w29, w15
whilehs	p6.d, w18, wzr
whilehs	p14.h, w30, w15
whilehs	p7.s, w23, w20
whilehs	p5.b, x10, x7
whilehs	p5.d, x24, x23
whilehs	p15.h, x0, x13
whilehs	p10.s, x13, x26
whilerw	p0.b, x21, x22
whilerw	p14.d, x8, x10
whilerw	p8.h, x21, x0
whilerw	p0.s, x9, x2
whilewr	p5.b, x14, x5
whilewr	p4.d, x4, x3
whilewr	p10.h, x25, x26
whilewr	p1.s, x1, x20
xar	z24.b, z24.b, z22.b, #8
xar	z2.d, z2.d, z23.d, #19
xar	z13.h, z13.h, z29.h, #1
xar	z5.s, z5.s, z8.s, #26
