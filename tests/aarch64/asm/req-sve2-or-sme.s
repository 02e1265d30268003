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
bcax	z1.d, z1.d, z30.d, z21.d
bsl1n	z31.d, z31.d, z7.d, z3.d
bsl2n	z28.d, z28.d, z15.d, z2.d
bsl	z5.d, z5.d, z30.d, z18.d
cadd	z1.b, z1.b, z9.b, #270
cadd	z2.d, z2.d, z14.d, #270
cadd	z28.h, z28.h, z2.h, #270
cadd	z11.s, z11.s, z8.s, #270
cdot	z30.d, z27.h, z1.h[1], #180
cdot	z9.s, z27.b, z0.b[2], #270
cdot	z1.s, z7.b, z16.b, #180
cdot	z21.d, z13.h, z21.h, #270
cmla	z3.h, z0.h, z1.h[0], #270
cmla	z25.s, z1.s, z2.s[1], #90
cmla	z6.b, z20.b, z20.b, #0
cmla	z3.d, z15.d, z27.d, #270
cmla	z30.h, z26.h, z5.h, #0
cmla	z0.s, z15.s, z28.s, #90
eor3	z14.d, z14.d, z18.d, z16.d
eorbt	z19.b, z21.b, z12.b
eorbt	z18.d, z0.d, z29.d
eorbt	z4.h, z13.h, z18.h
eorbt	z18.s, z19.s, z24.s
eortb	z9.b, z30.b, z10.b
eortb	z21.d, z15.d, z13.d
eortb	z14.h, z16.h, z24.h
eortb	z17.s, z22.s, z4.s
ext	z3.b, { z12.b, z13.b }, #242
faddp	z9.d, p5/m, z9.d, z15.d
faddp	z27.h, p7/m, z27.h, z8.h
faddp	z5.s, p0/m, z5.s, z13.s
fcvtlt	z19.d, p1/m, z11.s
fcvtlt	z20.s, p5/m, z29.h
fcvtnt	z24.h, p4/m, z25.s
fcvtnt	z28.s, p5/m, z28.d
fcvtxnt	z4.s, p1/m, z8.d
fcvtx	z14.s, p6/m, z0.d
flogb	z4.d, p0/m, z2.d
flogb	z17.h, p3/m, z20.h
flogb	z2.s, p2/m, z22.s
fmaxnmp	z26.d, p4/m, z26.d, z9.d
fmaxnmp	z8.h, p7/m, z8.h, z20.h
fmaxnmp	z31.s, p6/m, z31.s, z25.s
fmaxp	z18.d, p2/m, z18.d, z14.d
fmaxp	z29.h, p2/m, z29.h, z7.h
fmaxp	z18.s, p5/m, z18.s, z5.s
fminnmp	z4.d, p2/m, z4.d, z8.d
fminnmp	z30.h, p0/m, z30.h, z15.h
fminnmp	z4.s, p1/m, z4.s, z27.s
fminp	z29.d, p1/m, z29.d, z6.d
fminp	z28.h, p5/m, z28.h, z19.h
fminp	z21.s, p3/m, z21.s, z22.s
fmlalb	z16.s, z25.h, z2.h[2]
fmlalb	z3.s, z1.h, z1.h
fmlalt	z2.s, z12.h, z7.h[7]
fmlalt	z20.s, z24.h, z29.h
fmlslb	z30.s, z26.h, z0.h[2]
fmlslb	z28.s, z20.h, z28.h
fmlslt	z13.s, z16.h, z0.h[7]
fmlslt	z27.s, z21.h, z20.h
mla	z20.d, z28.d, z2.d[0]
mla	z29.h, z6.h, z7.h[0]
mla	z15.s, z27.s, z1.s[0]
mls	z2.d, z14.d, z13.d[0]
mls	z23.h, z25.h, z7.h[4]
mls	z1.s, z17.s, z3.s[1]
mul	z5.d, z27.d, z7.d[1]
mul	z22.h, z8.h, z5.h[2]
mul	z30.s, z11.s, z5.s[0]
mul	z2.b, z1.b, z23.b
mul	z21.d, z8.d, z8.d
mul	z28.h, z31.h, z12.h
mul	z11.s, z5.s, z0.s
nbsl	z3.d, z3.d, z9.d, z16.d
pmullb	z16.d, z28.s, z5.s
pmullb	z29.h, z24.b, z8.b
pmullt	z19.d, z12.s, z3.s
pmullt	z9.h, z10.b, z6.b
pmul	z16.b, z4.b, z1.b
raddhnb	z27.b, z17.h, z4.h
raddhnb	z9.h, z12.s, z7.s
raddhnb	z20.s, z8.d, z16.d
raddhnt	z26.b, z24.h, z18.h
raddhnt	z13.h, z12.s, z15.s
raddhnt	z11.s, z4.d, z7.d
rshrnb	z31.h, z29.s, #9
rshrnb	z11.s, z27.d, #12
rshrnb	z23.b, z10.h, #5
rshrnt	z3.h, z23.s, #9
rshrnt	z0.s, z27.d, #2
rshrnt	z26.b, z29.h, #5
rsubhnb	z23.b, z29.h, z22.h
rsubhnb	z17.h, z24.s, z16.s
rsubhnb	z17.s, z14.d, z23.d
rsubhnt	z3.b, z31.h, z11.h
rsubhnt	z11.h, z13.s, z20.s
rsubhnt	z12.s, z25.d, z6.d
sabalb	z21.h, z29.b, z29.b
sabalb	z0.s, z30.h, z22.h
sabalb	z27.d, z25.s, z28.s
sabalt	z7.h, z7.b, z14.b
sabalt	z27.s, z12.h, z27.h
sabalt	z20.d, z27.s, z11.s
saba	z8.b, z15.b, z14.b
saba	z10.d, z7.d, z13.d
saba	z19.h, z30.h, z20.h
saba	z23.s, z11.s, z12.s
sabdlb	z28.h, z23.b, z20.b
sabdlb	z27.s, z29.h, z22.h
sabdlb	z29.d, z5.s, z6.s
sabdlt	z7.h, z5.b, z19.b
sabdlt	z19.s, z25.h, z25.h
sabdlt	z7.d, z29.s, z25.s
sadalp	z19.h, p6/m, z15.b
sadalp	z23.s, p0/m, z26.h
sadalp	z22.d, p6/m, z25.s
saddlbt	z8.h, z10.b, z15.b
saddlbt	z16.s, z25.h, z4.h
saddlbt	z18.d, z18.s, z11.s
saddlb	z14.h, z0.b, z10.b
saddlb	z2.s, z31.h, z1.h
saddlb	z0.d, z13.s, z15.s
saddlt	z11.h, z17.b, z13.b
saddlt	z14.s, z0.h, z20.h
saddlt	z11.d, z1.s, z1.s
saddwb	z27.h, z15.h, z1.b
saddwb	z14.s, z1.s, z22.h
saddwb	z0.d, z15.d, z11.s
saddwt	z10.h, z13.h, z10.b
saddwt	z31.s, z16.s, z8.h
saddwt	z9.d, z27.d, z27.s
sbclb	z14.d, z2.d, z21.d
sbclb	z5.s, z12.s, z25.s
sbclt	z27.d, z11.d, z3.d
sbclt	z20.s, z15.s, z6.s
shadd	z18.b, p5/m, z18.b, z20.b
shadd	z25.d, p0/m, z25.d, z27.d
shadd	z5.h, p0/m, z5.h, z1.h
shadd	z27.s, p4/m, z27.s, z25.s
shrnb	z8.h, z16.s, #1
shrnb	z4.s, z14.d, #5
shrnb	z24.b, z9.h, #6
shrnt	z9.h, z11.s, #10
shrnt	z8.s, z16.d, #22
shrnt	z11.b, z2.h, #1
shsubr	z20.b, p5/m, z20.b, z10.b
shsubr	z9.d, p2/m, z9.d, z28.d
shsubr	z16.h, p1/m, z16.h, z18.h
shsubr	z24.s, p4/m, z24.s, z11.s
shsub	z11.b, p1/m, z11.b, z5.b
shsub	z1.d, p1/m, z1.d, z11.d
shsub	z1.h, p2/m, z1.h, z26.h
shsub	z2.s, p1/m, z2.s, z6.s
sli	z15.b, z4.b, #3
sli	z31.d, z8.d, #3
sli	z20.h, z13.h, #1
sli	z5.s, z6.s, #21
smaxp	z27.b, p4/m, z27.b, z1.b
smaxp	z5.d, p2/m, z5.d, z25.d
smaxp	z13.h, p6/m, z13.h, z31.h
smaxp	z11.s, p1/m, z11.s, z15.s
sminp	z10.b, p6/m, z10.b, z9.b
sminp	z29.d, p5/m, z29.d, z9.d
sminp	z10.h, p0/m, z10.h, z7.h
sminp	z14.s, p0/m, z14.s, z18.s
smlalb	z31.d, z20.s, z3.s[1]
smlalb	z13.s, z7.h, z6.h[4]
smlalb	z16.h, z30.b, z5.b
smlalb	z24.s, z29.h, z15.h
smlalb	z5.d, z28.s, z13.s
smlalt	z27.d, z30.s, z8.s[3]
smlalt	z17.s, z15.h, z5.h[5]
smlalt	z0.h, z17.b, z7.b
smlalt	z27.s, z22.h, z13.h
smlalt	z3.d, z27.s, z8.s
smlslb	z5.d, z24.s, z10.s[0]
smlslb	z25.s, z4.h, z0.h[2]
smlslb	z28.h, z13.b, z17.b
smlslb	z31.s, z30.h, z1.h
smlslb	z30.d, z8.s, z1.s
smlslt	z17.d, z23.s, z13.s[3]
smlslt	z18.s, z1.h, z4.h[1]
smlslt	z17.h, z18.b, z13.b
smlslt	z10.s, z0.h, z17.h
smlslt	z25.d, z19.s, z16.s
smulh	z5.b, z24.b, z8.b
smulh	z26.d, z17.d, z3.d
smulh	z12.h, z28.h, z28.h
smulh	z25.s, z14.s, z17.s
smullb	z21.d, z25.s, z4.s[0]
smullb	z15.s, z24.h, z5.h[3]
smullb	z29.h, z3.b, z5.b
smullb	z27.s, z6.h, z15.h
smullb	z3.d, z24.s, z31.s
smullt	z8.d, z1.s, z1.s[1]
smullt	z24.s, z3.h, z0.h[7]
smullt	z20.h, z17.b, z6.b
smullt	z25.s, z10.h, z24.h
smullt	z16.d, z12.s, z22.s
splice	z19.b, p3, { z15.b, z16.b }
splice	z10.d, p5, { z18.d, z19.d }
splice	z28.h, p0, { z13.h, z14.h }
splice	z28.s, p7, { z7.s, z8.s }
sqabs	z8.b, p6/m, z20.b
sqabs	z8.d, p1/m, z31.d
sqabs	z18.h, p2/m, z1.h
sqabs	z13.s, p3/m, z15.s
sqadd	z1.b, p2/m, z1.b, z8.b
sqadd	z12.d, p3/m, z12.d, z21.d
sqadd	z6.h, p3/m, z6.h, z6.h
sqadd	z6.s, p1/m, z6.s, z5.s
sqcadd	z9.b, z9.b, z3.b, #90
sqcadd	z27.d, z27.d, z7.d, #90
sqcadd	z4.h, z4.h, z7.h, #90
sqcadd	z0.s, z0.s, z29.s, #270
sqdmlalbt	z16.h, z17.b, z4.b
sqdmlalbt	z17.s, z16.h, z16.h
sqdmlalbt	z3.d, z16.s, z4.s
sqdmlalb	z7.d, z26.s, z15.s[3]
sqdmlalb	z1.s, z13.h, z2.h[3]
sqdmlalb	z28.h, z5.b, z17.b
sqdmlalb	z30.s, z5.h, z12.h
sqdmlalb	z16.d, z25.s, z3.s
sqdmlalt	z29.d, z17.s, z6.s[1]
sqdmlalt	z28.s, z26.h, z3.h[7]
sqdmlalt	z13.h, z15.b, z12.b
sqdmlalt	z18.s, z12.h, z31.h
sqdmlalt	z27.d, z29.s, z12.s
sqdmlslbt	z8.h, z25.b, z24.b
sqdmlslbt	z9.s, z5.h, z1.h
sqdmlslbt	z11.d, z13.s, z15.s
sqdmlslb	z4.d, z29.s, z5.s[0]
sqdmlslb	z14.s, z31.h, z5.h[0]
sqdmlslb	z4.h, z17.b, z12.b
sqdmlslb	z9.s, z21.h, z28.h
sqdmlslb	z19.d, z2.s, z23.s
sqdmlslt	z8.d, z10.s, z15.s[0]
sqdmlslt	z8.s, z13.h, z3.h[6]
sqdmlslt	z17.h, z29.b, z23.b
sqdmlslt	z20.s, z23.h, z29.h
sqdmlslt	z23.d, z0.s, z21.s
sqdmulh	z27.d, z8.d, z6.d[0]
sqdmulh	z15.h, z17.h, z2.h[5]
sqdmulh	z30.s, z17.s, z4.s[0]
sqdmulh	z22.b, z28.b, z1.b
sqdmulh	z22.d, z24.d, z20.d
sqdmulh	z1.h, z12.h, z24.h
sqdmulh	z24.s, z23.s, z14.s
sqdmullb	z2.d, z16.s, z14.s[1]
sqdmullb	z28.s, z11.h, z5.h[0]
sqdmullb	z18.h, z28.b, z24.b
sqdmullb	z5.s, z28.h, z22.h
sqdmullb	z7.d, z31.s, z5.s
sqdmullt	z22.d, z11.s, z1.s[1]
sqdmullt	z23.s, z11.h, z4.h[2]
sqdmullt	z23.h, z4.b, z3.b
sqdmullt	z31.s, z20.h, z4.h
sqdmullt	z12.d, z9.s, z5.s
sqneg	z26.b, p4/m, z11.b
sqneg	z26.d, p2/m, z12.d
sqneg	z12.h, p3/m, z25.h
sqneg	z5.s, p4/m, z21.s
sqrdcmlah	z26.h, z21.h, z5.h[0], #270
sqrdcmlah	z6.s, z13.s, z6.s[0], #0
sqrdcmlah	z27.b, z17.b, z29.b, #0
sqrdcmlah	z8.d, z19.d, z6.d, #270
sqrdcmlah	z20.h, z23.h, z4.h, #90
sqrdcmlah	z16.s, z31.s, z28.s, #90
sqrdmlah	z12.d, z14.d, z13.d[1]
sqrdmlah	z2.h, z6.h, z5.h[7]
sqrdmlah	z29.s, z21.s, z6.s[2]
sqrdmlah	z21.b, z1.b, z26.b
sqrdmlah	z30.d, z22.d, z4.d
sqrdmlah	z13.h, z7.h, z14.h
sqrdmlah	z3.s, z21.s, z27.s
sqrdmlsh	z30.d, z13.d, z4.d[0]
sqrdmlsh	z3.h, z10.h, z1.h[4]
sqrdmlsh	z5.s, z27.s, z3.s[1]
sqrdmlsh	z27.b, z15.b, z5.b
sqrdmlsh	z31.d, z15.d, z1.d
sqrdmlsh	z25.h, z4.h, z24.h
sqrdmlsh	z0.s, z9.s, z31.s
sqrdmulh	z31.d, z16.d, z6.d[0]
sqrdmulh	z23.h, z28.h, z6.h[0]
sqrdmulh	z4.s, z12.s, z7.s[0]
sqrdmulh	z25.b, z0.b, z9.b
sqrdmulh	z24.d, z24.d, z18.d
sqrdmulh	z17.h, z8.h, z18.h
sqrdmulh	z8.s, z29.s, z28.s
sqrshlr	z27.b, p6/m, z27.b, z21.b
sqrshlr	z0.d, p2/m, z0.d, z2.d
sqrshlr	z7.h, p6/m, z7.h, z19.h
sqrshlr	z28.s, p4/m, z28.s, z2.s
sqrshl	z29.b, p2/m, z29.b, z4.b
sqrshl	z6.d, p1/m, z6.d, z16.d
sqrshl	z9.h, p6/m, z9.h, z26.h
sqrshl	z27.s, p5/m, z27.s, z29.s
sqrshrnb	z2.h, z11.s, #16
sqrshrnb	z20.s, z15.d, #4
sqrshrnb	z23.b, z15.h, #7
sqrshrnt	z16.h, z11.s, #15
sqrshrnt	z28.s, z14.d, #32
sqrshrnt	z0.b, z0.h, #7
sqrshrunb	z3.h, z12.s, #12
sqrshrunb	z25.s, z5.d, #32
sqrshrunb	z14.b, z4.h, #1
sqrshrunt	z10.h, z12.s, #8
sqrshrunt	z12.s, z26.d, #19
sqrshrunt	z7.b, z22.h, #4
sqshlr	z28.b, p6/m, z28.b, z10.b
sqshlr	z24.d, p4/m, z24.d, z14.d
sqshlr	z6.h, p0/m, z6.h, z3.h
sqshlr	z1.s, p2/m, z1.s, z12.s
sqshlu	z6.b, p5/m, z6.b, #2
sqshlu	z10.d, p0/m, z10.d, #0
sqshlu	z1.h, p5/m, z1.h, #9
sqshlu	z29.s, p4/m, z29.s, #25
sqshl	z24.b, p4/m, z24.b, #6
sqshl	z20.d, p6/m, z20.d, #30
sqshl	z21.h, p2/m, z21.h, #9
sqshl	z8.s, p2/m, z8.s, #12
sqshl	z22.b, p3/m, z22.b, z7.b
sqshl	z18.d, p5/m, z18.d, z14.d
sqshl	z31.h, p1/m, z31.h, z26.h
sqshl	z5.s, p6/m, z5.s, z7.s
sqshrnb	z18.h, z11.s, #1
sqshrnb	z30.s, z4.d, #1
sqshrnb	z23.b, z15.h, #5
sqshrnt	z3.h, z0.s, #6
sqshrnt	z13.s, z29.d, #1
sqshrnt	z14.b, z23.h, #4
sqshrunb	z28.h, z6.s, #15
sqshrunb	z1.s, z2.d, #26
sqshrunb	z15.b, z11.h, #1
sqshrunt	z16.h, z13.s, #9
sqshrunt	z4.s, z29.d, #27
sqshrunt	z31.b, z5.h, #8
sqsubr	z28.b, p1/m, z28.b, z29.b
sqsubr	z11.d, p4/m, z11.d, z3.d
sqsubr	z24.h, p0/m, z24.h, z5.h
sqsubr	z0.s, p0/m, z0.s, z26.s
sqsub	z14.b, p7/m, z14.b, z10.b
sqsub	z17.d, p7/m, z17.d, z2.d
sqsub	z31.h, p2/m, z31.h, z29.h
sqsub	z16.s, p5/m, z16.s, z10.s
sqxtnb	z8.h, z4.s
sqxtnb	z31.s, z22.d
sqxtnb	z19.b, z9.h
sqxtnt	z8.h, z18.s
sqxtnt	z4.s, z16.d
sqxtnt	z19.b, z31.h
sqxtunb	z27.h, z7.s
sqxtunb	z27.s, z27.d
sqxtunb	z4.b, z0.h
sqxtunt	z23.h, z7.s
sqxtunt	z29.s, z13.d
sqxtunt	z23.b, z31.h
srhadd	z0.b, p4/m, z0.b, z12.b
srhadd	z30.d, p5/m, z30.d, z23.d
srhadd	z13.h, p0/m, z13.h, z14.h
srhadd	z24.s, p5/m, z24.s, z10.s
sri	z1.b, z11.b, #4
sri	z5.d, z27.d, #29
sri	z24.h, z28.h, #11
sri	z13.s, z23.s, #32
srshlr	z3.b, p4/m, z3.b, z4.b
srshlr	z29.d, p0/m, z29.d, z31.d
srshlr	z11.h, p0/m, z11.h, z2.h
srshlr	z17.s, p1/m, z17.s, z29.s
srshl	z31.b, p3/m, z31.b, z4.b
srshl	z24.d, p1/m, z24.d, z11.d
srshl	z11.h, p6/m, z11.h, z20.h
srshl	z2.s, p5/m, z2.s, z13.s
srshr	z16.b, p5/m, z16.b, #2
srshr	z18.d, p5/m, z18.d, #29
srshr	z20.h, p2/m, z20.h, #13
srshr	z3.s, p3/m, z3.s, #7
srsra	z26.b, z20.b, #8
srsra	z29.d, z8.d, #44
srsra	z5.h, z19.h, #14
srsra	z12.s, z0.s, #1
sshllb	z28.s, z0.h, #1
sshllb	z19.d, z24.s, #10
sshllb	z29.h, z17.b, #6
sshllt	z0.s, z22.h, #15
sshllt	z23.d, z4.s, #12
sshllt	z8.h, z16.b, #0
ssra	z23.b, z1.b, #1
ssra	z19.d, z7.d, #25
ssra	z17.h, z22.h, #7
ssra	z22.s, z22.s, #21
ssublbt	z12.h, z14.b, z1.b
ssublbt	z2.s, z24.h, z1.h
ssublbt	z5.d, z27.s, z15.s
ssublb	z14.h, z19.b, z30.b
ssublb	z16.s, z24.h, z30.h
ssublb	z25.d, z23.s, z7.s
ssubltb	z30.h, z20.b, z16.b
ssubltb	z26.s, z29.h, z4.h
ssubltb	z15.d, z11.s, z24.s
ssublt	z6.h, z20.b, z22.b
ssublt	z27.s, z5.h, z0.h
ssublt	z22.d, z28.s, z7.s
ssubwb	z22.h, z15.h, z4.b
ssubwb	z0.s, z30.s, z18.h
ssubwb	z5.d, z28.d, z28.s
ssubwt	z31.h, z16.h, z4.b
ssubwt	z28.s, z24.s, z31.h
ssubwt	z9.d, z29.d, z11.s
subhnb	z9.b, z27.h, z26.h
subhnb	z11.h, z8.s, z16.s
subhnb	z19.s, z8.d, z21.d
subhnt	z30.b, z8.h, z1.h
subhnt	z23.h, z3.s, z14.s
subhnt	z24.s, z12.d, z28.d
suqadd	z9.b, p6/m, z9.b, z0.b
suqadd	z23.d, p3/m, z23.d, z27.d
suqadd	z31.h, p4/m, z31.h, z4.h
suqadd	z8.s, p1/m, z8.s, z13.s
tbl	z9.b, { z17.b, z18.b }, z19.b
tbl	z31.d, { z15.d, z16.d }, z16.d
tbl	z19.h, { z12.h, z13.h }, z24.h
tbl	z17.s, { z15.s, z16.s }, z4.s
tbx	z25.b, z0.b, z26.b
tbx	z17.d, z19.d, z7.d
tbx	z21.h, z16.h, z4.h
tbx	z2.s, z14.s, z0.s
uabalb	z9.h, z7.b, z13.b
uabalb	z5.s, z14.h, z18.h
uabalb	z26.d, z28.s, z30.s
uabalt	z28.h, z21.b, z6.b
uabalt	z12.s, z23.h, z8.h
uabalt	z1.d, z22.s, z9.s
uaba	z7.b, z10.b, z16.b
uaba	z6.d, z16.d, z14.d
uaba	z14.h, z8.h, z28.h
uaba	z20.s, z0.s, z7.s
uabdlb	z18.h, z15.b, z15.b
uabdlb	z7.s, z0.h, z25.h
uabdlb	z15.d, z29.s, z5.s
uabdlt	z15.h, z21.b, z4.b
uabdlt	z6.s, z18.h, z31.h
uabdlt	z16.d, z20.s, z3.s
uadalp	z2.h, p7/m, z11.b
uadalp	z25.s, p5/m, z27.h
uadalp	z4.d, p7/m, z15.s
uaddlb	z9.h, z0.b, z26.b
uaddlb	z13.s, z7.h, z30.h
uaddlb	z7.d, z0.s, z23.s
uaddlt	z12.h, z26.b, z7.b
uaddlt	z18.s, z11.h, z8.h
uaddlt	z18.d, z22.s, z25.s
uaddwb	z1.h, z28.h, z22.b
uaddwb	z16.s, z15.s, z12.h
uaddwb	z11.d, z23.d, z1.s
uaddwt	z30.h, z27.h, z3.b
uaddwt	z4.s, z13.s, z26.h
uaddwt	z1.d, z28.d, z11.s
uhadd	z19.b, p4/m, z19.b, z30.b
uhadd	z8.d, p4/m, z8.d, z28.d
uhadd	z28.h, p0/m, z28.h, z12.h
uhadd	z10.s, p6/m, z10.s, z25.s
uhsubr	z24.b, p3/m, z24.b, z2.b
uhsubr	z4.d, p5/m, z4.d, z0.d
uhsubr	z10.h, p4/m, z10.h, z19.h
uhsubr	z9.s, p6/m, z9.s, z21.s
uhsub	z30.b, p2/m, z30.b, z12.b
uhsub	z10.d, p6/m, z10.d, z29.d
uhsub	z15.h, p1/m, z15.h, z24.h
uhsub	z24.s, p7/m, z24.s, z19.s
umaxp	z0.b, p3/m, z0.b, z5.b
umaxp	z30.d, p3/m, z30.d, z18.d
umaxp	z29.h, p3/m, z29.h, z12.h
umaxp	z20.s, p0/m, z20.s, z5.s
uminp	z23.b, p1/m, z23.b, z16.b
uminp	z8.d, p6/m, z8.d, z19.d
uminp	z11.h, p3/m, z11.h, z28.h
uminp	z16.s, p2/m, z16.s, z27.s
umlalb	z26.d, z11.s, z3.s[3]
umlalb	z8.s, z16.h, z7.h[1]
umlalb	z22.h, z10.b, z28.b
umlalb	z5.s, z20.h, z14.h
umlalb	z2.d, z14.s, z9.s
umlalt	z4.d, z5.s, z9.s[3]
umlalt	z2.s, z30.h, z3.h[0]
umlalt	z7.h, z22.b, z10.b
umlalt	z4.s, z3.h, z17.h
umlalt	z16.d, z8.s, z17.s
umlslb	z21.d, z30.s, z1.s[2]
umlslb	z15.s, z2.h, z4.h[2]
umlslb	z30.h, z9.b, z23.b
umlslb	z8.s, z7.h, z27.h
umlslb	z17.d, z9.s, z10.s
umlslt	z6.d, z17.s, z7.s[2]
umlslt	z11.s, z12.h, z5.h[6]
umlslt	z28.h, z4.b, z7.b
umlslt	z7.s, z4.h, z5.h
umlslt	z22.d, z26.s, z8.s
umulh	z10.b, z30.b, z19.b
umulh	z17.d, z9.d, z27.d
umulh	z21.h, z17.h, z4.h
umulh	z27.s, z4.s, z30.s
umullb	z24.d, z29.s, z8.s[1]
umullb	z29.s, z20.h, z5.h[0]
umullb	z3.h, z6.b, z4.b
umullb	z15.s, z2.h, z20.h
umullb	z2.d, z28.s, z19.s
umullt	z22.d, z24.s, z6.s[2]
umullt	z29.s, z8.h, z7.h[4]
umullt	z31.h, z12.b, z29.b
umullt	z28.s, z1.h, z5.h
umullt	z6.d, z13.s, z7.s
uqadd	z2.b, p0/m, z2.b, z28.b
uqadd	z16.d, p5/m, z16.d, z10.d
uqadd	z22.h, p0/m, z22.h, z18.h
uqadd	z27.s, p0/m, z27.s, z15.s
uqrshlr	z12.b, p5/m, z12.b, z25.b
uqrshlr	z8.d, p7/m, z8.d, z26.d
uqrshlr	z17.h, p6/m, z17.h, z17.h
uqrshlr	z26.s, p1/m, z26.s, z21.s
uqrshl	z13.b, p6/m, z13.b, z8.b
uqrshl	z13.d, p5/m, z13.d, z7.d
uqrshl	z15.h, p1/m, z15.h, z14.h
uqrshl	z18.s, p1/m, z18.s, z10.s
uqrshrnb	z3.h, z0.s, #1
uqrshrnb	z22.s, z12.d, #15
uqrshrnb	z23.b, z1.h, #2
uqrshrnt	z24.h, z4.s, #1
uqrshrnt	z6.s, z21.d, #32
uqrshrnt	z13.b, z19.h, #2
uqshlr	z19.b, p2/m, z19.b, z23.b
uqshlr	z30.d, p7/m, z30.d, z4.d
uqshlr	z31.h, p3/m, z31.h, z7.h
uqshlr	z10.s, p3/m, z10.s, z16.s
uqshl	z9.b, p0/m, z9.b, #6
uqshl	z31.d, p5/m, z31.d, #49
uqshl	z26.h, p0/m, z26.h, #0
uqshl	z19.s, p1/m, z19.s, #31
uqshl	z2.b, p5/m, z2.b, z10.b
uqshl	z0.d, p5/m, z0.d, z17.d
uqshl	z3.h, p1/m, z3.h, z0.h
uqshl	z5.s, p0/m, z5.s, z24.s
uqshrnb	z24.h, z6.s, #1
uqshrnb	z23.s, z4.d, #30
uqshrnb	z11.b, z5.h, #1
uqshrnt	z28.h, z1.s, #12
uqshrnt	z14.s, z16.d, #7
uqshrnt	z13.b, z11.h, #1
uqsubr	z28.b, p6/m, z28.b, z19.b
uqsubr	z22.d, p1/m, z22.d, z17.d
uqsubr	z28.h, p3/m, z28.h, z17.h
uqsubr	z23.s, p5/m, z23.s, z10.s
uqsub	z0.b, p4/m, z0.b, z14.b
uqsub	z3.d, p2/m, z3.d, z25.d
uqsub	z21.h, p7/m, z21.h, z8.h
uqsub	z13.s, p4/m, z13.s, z16.s
uqxtnb	z21.h, z16.s
uqxtnb	z23.s, z1.d
uqxtnb	z4.b, z0.h
uqxtnt	z9.h, z16.s
uqxtnt	z13.s, z1.d
uqxtnt	z1.b, z3.h
urecpe	z6.s, p4/m, z30.s
urhadd	z28.b, p3/m, z28.b, z3.b
urhadd	z7.d, p6/m, z7.d, z20.d
urhadd	z26.h, p4/m, z26.h, z25.h
urhadd	z12.s, p7/m, z12.s, z24.s
urshlr	z27.b, p3/m, z27.b, z30.b
urshlr	z17.d, p6/m, z17.d, z28.d
urshlr	z7.h, p3/m, z7.h, z7.h
urshlr	z19.s, p5/m, z19.s, z15.s
urshl	z12.b, p7/m, z12.b, z14.b
urshl	z31.d, p1/m, z31.d, z24.d
urshl	z1.h, p1/m, z1.h, z7.h
urshl	z1.s, p5/m, z1.s, z20.s
urshr	z28.b, p3/m, z28.b, #1
urshr	z20.d, p0/m, z20.d, #17
urshr	z10.h, p3/m, z10.h, #3
urshr	z6.s, p0/m, z6.s, #23
ursqrte	z24.s, p6/m, z21.s
ursra	z23.b, z29.b, #5
ursra	z22.d, z0.d, #24
ursra	z21.h, z13.h, #16
ursra	z16.s, z16.s, #27
ushllb	z23.s, z11.h, #0
ushllb	z10.d, z14.s, #18
ushllb	z4.h, z6.b, #5
ushllt	z13.s, z27.h, #10
ushllt	z26.d, z22.s, #11
ushllt	z5.h, z29.b, #5
usqadd	z10.b, p7/m, z10.b, z14.b
usqadd	z22.d, p4/m, z22.d, z14.d
usqadd	z9.h, p4/m, z9.h, z22.h
usqadd	z20.s, p4/m, z20.s, z24.s
usra	z16.b, z19.b, #7
usra	z2.d, z26.d, #43
usra	z6.h, z0.h, #10
usra	z17.s, z17.s, #9
usublb	z19.h, z1.b, z29.b
usublb	z7.s, z2.h, z19.h
usublb	z9.d, z0.s, z7.s
usublt	z11.h, z6.b, z5.b
usublt	z31.s, z30.h, z26.h
usublt	z26.d, z3.s, z6.s
usubwb	z30.h, z29.h, z27.b
usubwb	z13.s, z6.s, z20.h
usubwb	z13.d, z7.d, z17.s
usubwt	z4.h, z2.h, z3.b
usubwt	z10.s, z26.s, z19.h
usubwt	z15.d, z21.d, z24.s
whilege	p13.b, w17, w20
whilege	p8.d, wzr, w29
whilege	p4.h, w10, w0
whilege	p12.s, w29, w0
whilege	p1.b, x11, x26
whilege	p7.d, x16, x4
whilege	p13.h, x0, x7
whilege	p4.s, x23, xzr
whilegt	p0.b, w7, w30
whilegt	p6.d, w13, w18
whilegt	p15.h, w30, wzr
whilegt	p8.s, w6, w13
whilegt	p11.b, x8, x2
whilegt	p15.d, x20, x4
whilegt	p10.h, x10, x6
whilegt	p5.s, x1, x21
whilehi	p3.b, w24, w25
whilehi	p6.d, w24, w2
whilehi	p15.h, w22, w17
whilehi	p6.s, w25, w22
whilehi	p15.b, x3, x29
whilehi	p1.d, x19, x30
whilehi	p2.h, x12, x26
whilehi	p13.s, x14, x25
whilehs	p5.b, w5, w17
whilehs	p7.d, w3, w14
whilehs	p15.h, w14, w24
whilehs	p10.s, w2, w1
whilehs	p0.b, x15, x13
whilehs	p4.d, x15, x23
whilehs	p0.h, x1, x3
whilehs	p10.s, x1, x15
whilerw	p11.b, x7, x24
whilerw	p11.d, x18, x9
whilerw	p3.h, x29, x20
whilerw	p5.s, x17, x17
whilewr	p10.b, x16, xzr
whilewr	p11.d, x16, x17
whilewr	p3.h, x10, x12
whilewr	p2.s, x6, x23
xar	z25.b, z25.b, z16.b, #6
xar	z24.d, z24.d, z12.d, #19
xar	z12.h, z12.h, z14.h, #15
xar	z17.s, z17.s, z20.s, #13
