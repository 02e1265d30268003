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
bcax	z12.d, z12.d, z6.d, z7.d
bsl1n	z18.d, z18.d, z3.d, z29.d
bsl2n	z10.d, z10.d, z0.d, z11.d
bsl	z28.d, z28.d, z1.d, z22.d
cadd	z9.b, z9.b, z31.b, #90
cadd	z14.d, z14.d, z16.d, #90
cadd	z2.h, z2.h, z17.h, #90
cadd	z8.s, z8.s, z19.s, #90
cdot	z7.d, z16.h, z9.h[1], #0
cdot	z4.s, z30.b, z0.b[0], #0
cdot	z9.s, z2.b, z23.b, #90
cdot	z0.d, z26.h, z5.h, #270
cmla	z7.h, z18.h, z1.h[3], #90
cmla	z14.s, z23.s, z13.s[1], #90
cmla	z1.b, z5.b, z2.b, #0
cmla	z24.d, z26.d, z19.d, #270
cmla	z0.h, z14.h, z14.h, #270
cmla	z5.s, z8.s, z8.s, #0
eor3	z10.d, z10.d, z18.d, z11.d
eorbt	z1.b, z10.b, z12.b
eorbt	z0.d, z5.d, z19.d
eorbt	z7.h, z27.h, z0.h
eorbt	z11.s, z17.s, z17.s
eortb	z2.b, z22.b, z0.b
eortb	z0.d, z29.d, z29.d
eortb	z6.h, z2.h, z24.h
eortb	z21.s, z3.s, z13.s
ext	z5.b, { z19.b, z20.b }, #1
faddp	z0.d, p1/m, z0.d, z2.d
faddp	z7.h, p5/m, z7.h, z28.h
faddp	z20.s, p3/m, z20.s, z19.s
fcvtlt	z1.d, p5/m, z8.s
fcvtlt	z24.s, p5/m, z5.h
fcvtnt	z24.h, p7/m, z1.s
fcvtnt	z16.s, p2/m, z25.d
fcvtxnt	z22.s, p4/m, z20.d
fcvtx	z2.s, p7/m, z27.d
flogb	z11.d, p5/m, z18.d
flogb	z27.h, p3/m, z0.h
flogb	z16.s, p1/m, z23.s
fmaxnmp	z2.d, p5/m, z2.d, z18.d
fmaxnmp	z2.h, p2/m, z2.h, z6.h
fmaxnmp	z19.s, p5/m, z19.s, z18.s
fmaxp	z15.d, p1/m, z15.d, z21.d
fmaxp	z27.h, p4/m, z27.h, z15.h
fmaxp	z28.s, p0/m, z28.s, z24.s
fminnmp	z26.d, p0/m, z26.d, z23.d
fminnmp	z15.h, p2/m, z15.h, z10.h
fminnmp	z31.s, p6/m, z31.s, z14.s
fminp	z2.d, p4/m, z2.d, z25.d
fminp	z9.h, p6/m, z9.h, z3.h
fminp	z14.s, p0/m, z14.s, z2.s
fmlalb	z17.s, z18.h, z3.h[7]
fmlalb	z17.s, z10.h, z5.h
fmlalt	z12.s, z1.h, z6.h[7]
fmlalt	z27.s, z28.h, z13.h
fmlslb	z23.s, z31.h, z5.h[6]
fmlslb	z5.s, z7.h, z3.h
fmlslt	z14.s, z23.h, z5.h[5]
fmlslt	z12.s, z31.h, z3.h
mla	z11.d, z5.d, z1.d[1]
mla	z11.h, z21.h, z2.h[1]
mla	z23.s, z14.s, z4.s[3]
mls	z20.d, z18.d, z13.d[1]
mls	z31.h, z7.h, z3.h[1]
mls	z24.s, z0.s, z3.s[2]
mul	z1.d, z13.d, z7.d[0]
mul	z24.h, z4.h, z4.h[0]
mul	z19.s, z18.s, z6.s[3]
mul	z6.b, z6.b, z20.b
mul	z0.d, z4.d, z17.d
mul	z3.h, z30.h, z5.h
mul	z27.s, z14.s, z14.s
nbsl	z12.d, z12.d, z31.d, z29.d
pmullb	z3.d, z14.s, z0.s
pmullb	z23.h, z5.b, z28.b
pmullt	z25.d, z24.s, z19.s
pmullt	z31.h, z26.b, z14.b
pmul	z20.b, z7.b, z1.b
raddhnb	z0.b, z15.h, z26.h
raddhnb	z28.h, z30.s, z31.s
raddhnb	z7.s, z8.d, z16.d
raddhnt	z12.b, z21.h, z25.h
raddhnt	z28.h, z23.s, z18.s
raddhnt	z24.s, z27.d, z7.d
rshrnb	z23.h, z30.s, #1
rshrnb	z22.s, z10.d, #7
rshrnb	z12.b, z9.h, #4
rshrnt	z28.h, z14.s, #1
rshrnt	z12.s, z4.d, #17
rshrnt	z5.b, z4.h, #2
rsubhnb	z10.b, z4.h, z27.h
rsubhnb	z17.h, z4.s, z10.s
rsubhnb	z17.s, z27.d, z16.d
rsubhnt	z23.b, z16.h, z8.h
rsubhnt	z22.h, z14.s, z7.s
rsubhnt	z8.s, z5.d, z11.d
sabalb	z31.h, z20.b, z27.b
sabalb	z7.s, z2.h, z13.h
sabalb	z8.d, z0.s, z20.s
sabalt	z12.h, z9.b, z9.b
sabalt	z4.s, z26.h, z4.h
sabalt	z23.d, z0.s, z4.s
saba	z14.b, z10.b, z10.b
saba	z27.d, z0.d, z26.d
saba	z5.h, z8.h, z31.h
saba	z1.s, z22.s, z21.s
sabdlb	z28.h, z30.b, z16.b
sabdlb	z3.s, z29.h, z6.h
sabdlb	z23.d, z27.s, z22.s
sabdlt	z6.h, z17.b, z26.b
sabdlt	z19.s, z6.h, z21.h
sabdlt	z30.d, z7.s, z13.s
sadalp	z3.h, p1/m, z13.b
sadalp	z11.s, p1/m, z28.h
sadalp	z10.d, p4/m, z14.s
saddlbt	z8.h, z30.b, z6.b
saddlbt	z5.s, z8.h, z1.h
saddlbt	z12.d, z16.s, z7.s
saddlb	z24.h, z6.b, z4.b
saddlb	z8.s, z14.h, z26.h
saddlb	z1.d, z27.s, z22.s
saddlt	z29.h, z6.b, z16.b
saddlt	z29.s, z12.h, z16.h
saddlt	z3.d, z22.s, z0.s
saddwb	z19.h, z1.h, z28.b
saddwb	z8.s, z26.s, z3.h
saddwb	z11.d, z7.d, z14.s
saddwt	z29.h, z21.h, z11.b
saddwt	z27.s, z20.s, z6.h
saddwt	z9.d, z3.d, z16.s
sbclb	z9.d, z26.d, z28.d
sbclb	z6.s, z13.s, z31.s
sbclt	z10.d, z7.d, z4.d
sbclt	z23.s, z22.s, z3.s
shadd	z9.b, p6/m, z9.b, z5.b
shadd	z11.d, p1/m, z11.d, z12.d
shadd	z6.h, p6/m, z6.h, z2.h
shadd	z28.s, p1/m, z28.s, z2.s
shrnb	z19.h, z12.s, #11
shrnb	z7.s, z31.d, #20
shrnb	z5.b, z1.h, #8
shrnt	z30.h, z13.s, #10
shrnt	z19.s, z5.d, #7
shrnt	z15.b, z19.h, #6
shsubr	z3.b, p7/m, z3.b, z18.b
shsubr	z24.d, p6/m, z24.d, z13.d
shsubr	z24.h, p3/m, z24.h, z24.h
shsubr	z16.s, p2/m, z16.s, z20.s
shsub	z23.b, p2/m, z23.b, z2.b
shsub	z25.d, p1/m, z25.d, z2.d
shsub	z15.h, p4/m, z15.h, z28.h
shsub	z8.s, p4/m, z8.s, z9.s
sli	z29.b, z21.b, #0
sli	z1.d, z24.d, #42
sli	z29.h, z25.h, #14
sli	z12.s, z7.s, #0
smaxp	z19.b, p3/m, z19.b, z21.b
smaxp	z0.d, p7/m, z0.d, z29.d
smaxp	z28.h, p1/m, z28.h, z22.h
smaxp	z9.s, p4/m, z9.s, z31.s
sminp	z26.b, p7/m, z26.b, z17.b
sminp	z6.d, p6/m, z6.d, z24.d
sminp	z16.h, p3/m, z16.h, z9.h
sminp	z28.s, p1/m, z28.s, z30.s
smlalb	z3.d, z11.s, z13.s[0]
smlalb	z7.s, z4.h, z7.h[1]
smlalb	z2.h, z15.b, z29.b
smlalb	z6.s, z1.h, z24.h
smlalb	z26.d, z5.s, z19.s
smlalt	z3.d, z28.s, z9.s[2]
smlalt	z30.s, z4.h, z4.h[7]
smlalt	z18.h, z10.b, z3.b
smlalt	z27.s, z13.h, z30.h
smlalt	z19.d, z0.s, z31.s
smlslb	z0.d, z21.s, z3.s[0]
smlslb	z18.s, z14.h, z4.h[6]
smlslb	z15.h, z29.b, z7.b
smlslb	z3.s, z30.h, z2.h
smlslb	z18.d, z2.s, z22.s
smlslt	z31.d, z9.s, z7.s[0]
smlslt	z0.s, z28.h, z1.h[0]
smlslt	z15.h, z8.b, z3.b
smlslt	z28.s, z16.h, z27.h
smlslt	z3.d, z11.s, z3.s
smulh	z2.b, z28.b, z22.b
smulh	z12.d, z9.d, z6.d
smulh	z30.h, z26.h, z19.h
smulh	z11.s, z23.s, z11.s
smullb	z15.d, z3.s, z14.s[2]
smullb	z27.s, z30.h, z7.h[0]
smullb	z10.h, z26.b, z23.b
smullb	z14.s, z16.h, z23.h
smullb	z24.d, z6.s, z29.s
smullt	z19.d, z15.s, z1.s[1]
smullt	z27.s, z26.h, z5.h[5]
smullt	z2.h, z18.b, z3.b
smullt	z10.s, z16.h, z24.h
smullt	z2.d, z16.s, z1.s
splice	z13.b, p3, { z28.b, z29.b }
splice	z22.d, p6, { z12.d, z13.d }
splice	z15.h, p7, { z13.h, z14.h }
splice	z7.s, p3, { z12.s, z13.s }
sqabs	z24.b, p3/m, z20.b
sqabs	z22.d, p2/m, z6.d
sqabs	z11.h, p2/m, z18.h
sqabs	z29.s, p6/m, z10.s
sqadd	z11.b, p6/m, z11.b, z15.b
sqadd	z4.d, p1/m, z4.d, z10.d
sqadd	z22.h, p0/m, z22.h, z11.h
sqadd	z31.s, p5/m, z31.s, z17.s
sqcadd	z21.b, z21.b, z7.b, #90
sqcadd	z4.d, z4.d, z24.d, #90
sqcadd	z6.h, z6.h, z5.h, #90
sqcadd	z9.s, z9.s, z7.s, #90
sqdmlalbt	z15.h, z14.b, z22.b
sqdmlalbt	z14.s, z6.h, z28.h
sqdmlalbt	z16.d, z13.s, z12.s
sqdmlalb	z24.d, z16.s, z6.s[0]
sqdmlalb	z14.s, z12.h, z1.h[3]
sqdmlalb	z11.h, z1.b, z1.b
sqdmlalb	z21.s, z22.h, z11.h
sqdmlalb	z28.d, z11.s, z5.s
sqdmlalt	z0.d, z18.s, z1.s[0]
sqdmlalt	z31.s, z11.h, z1.h[5]
sqdmlalt	z8.h, z26.b, z14.b
sqdmlalt	z18.s, z18.h, z15.h
sqdmlalt	z31.d, z24.s, z5.s
sqdmlslbt	z9.h, z15.b, z16.b
sqdmlslbt	z29.s, z20.h, z31.h
sqdmlslbt	z16.d, z24.s, z7.s
sqdmlslb	z10.d, z25.s, z0.s[0]
sqdmlslb	z17.s, z4.h, z3.h[4]
sqdmlslb	z11.h, z19.b, z4.b
sqdmlslb	z26.s, z10.h, z27.h
sqdmlslb	z30.d, z9.s, z25.s
sqdmlslt	z16.d, z31.s, z4.s[1]
sqdmlslt	z4.s, z16.h, z6.h[0]
sqdmlslt	z10.h, z30.b, z26.b
sqdmlslt	z19.s, z27.h, z30.h
sqdmlslt	z4.d, z9.s, z24.s
sqdmulh	z10.d, z4.d, z4.d[1]
sqdmulh	z6.h, z26.h, z7.h[7]
sqdmulh	z23.s, z4.s, z3.s[2]
sqdmulh	z12.b, z31.b, z28.b
sqdmulh	z10.d, z13.d, z12.d
sqdmulh	z16.h, z14.h, z27.h
sqdmulh	z24.s, z30.s, z2.s
sqdmullb	z29.d, z9.s, z8.s[3]
sqdmullb	z22.s, z13.h, z6.h[0]
sqdmullb	z28.h, z6.b, z17.b
sqdmullb	z10.s, z6.h, z0.h
sqdmullb	z11.d, z16.s, z0.s
sqdmullt	z7.d, z10.s, z6.s[0]
sqdmullt	z30.s, z9.h, z5.h[3]
sqdmullt	z31.h, z23.b, z6.b
sqdmullt	z30.s, z18.h, z4.h
sqdmullt	z6.d, z11.s, z12.s
sqneg	z29.b, p3/m, z14.b
sqneg	z24.d, p7/m, z25.d
sqneg	z20.h, p5/m, z10.h
sqneg	z2.s, p6/m, z21.s
sqrdcmlah	z7.h, z19.h, z5.h[0], #0
sqrdcmlah	z20.s, z12.s, z1.s[0], #180
sqrdcmlah	z0.b, z13.b, z0.b, #180
sqrdcmlah	z18.d, z1.d, z19.d, #270
sqrdcmlah	z9.h, z7.h, z21.h, #270
sqrdcmlah	z25.s, z4.s, z31.s, #180
sqrdmlah	z16.d, z1.d, z7.d[1]
sqrdmlah	z25.h, z29.h, z0.h[5]
sqrdmlah	z12.s, z4.s, z0.s[2]
sqrdmlah	z6.b, z0.b, z4.b
sqrdmlah	z12.d, z6.d, z27.d
sqrdmlah	z15.h, z14.h, z4.h
sqrdmlah	z22.s, z6.s, z2.s
sqrdmlsh	z9.d, z9.d, z11.d[1]
sqrdmlsh	z4.h, z24.h, z4.h[0]
sqrdmlsh	z31.s, z26.s, z6.s[0]
sqrdmlsh	z22.b, z7.b, z10.b
sqrdmlsh	z3.d, z31.d, z10.d
sqrdmlsh	z5.h, z6.h, z10.h
sqrdmlsh	z16.s, z29.s, z10.s
sqrdmulh	z7.d, z31.d, z12.d[0]
sqrdmulh	z29.h, z28.h, z4.h[3]
sqrdmulh	z29.s, z26.s, z1.s[1]
sqrdmulh	z8.b, z23.b, z6.b
sqrdmulh	z16.d, z27.d, z2.d
sqrdmulh	z3.h, z4.h, z23.h
sqrdmulh	z14.s, z28.s, z18.s
sqrshlr	z20.b, p2/m, z20.b, z16.b
sqrshlr	z16.d, p4/m, z16.d, z26.d
sqrshlr	z21.h, p4/m, z21.h, z17.h
sqrshlr	z22.s, p4/m, z22.s, z5.s
sqrshl	z17.b, p7/m, z17.b, z21.b
sqrshl	z3.d, p1/m, z3.d, z24.d
sqrshl	z15.h, p0/m, z15.h, z26.h
sqrshl	z12.s, p1/m, z12.s, z8.s
sqrshrnb	z2.h, z9.s, #13
sqrshrnb	z7.s, z27.d, #1
sqrshrnb	z22.b, z3.h, #3
sqrshrnt	z16.h, z13.s, #6
sqrshrnt	z10.s, z17.d, #14
sqrshrnt	z20.b, z14.h, #1
sqrshrunb	z0.h, z20.s, #10
sqrshrunb	z11.s, z2.d, #32
sqrshrunb	z18.b, z7.h, #8
sqrshrunt	z1.h, z0.s, #5
sqrshrunt	z23.s, z17.d, #18
sqrshrunt	z0.b, z16.h, #7
sqshlr	z29.b, p5/m, z29.b, z3.b
sqshlr	z8.d, p4/m, z8.d, z29.d
sqshlr	z16.h, p7/m, z16.h, z0.h
sqshlr	z26.s, p2/m, z26.s, z11.s
sqshlu	z4.b, p6/m, z4.b, #7
sqshlu	z5.d, p4/m, z5.d, #63
sqshlu	z12.h, p5/m, z12.h, #6
sqshlu	z9.s, p3/m, z9.s, #15
sqshl	z9.b, p7/m, z9.b, #7
sqshl	z22.d, p3/m, z22.d, #2
sqshl	z17.h, p6/m, z17.h, #1
sqshl	z16.s, p5/m, z16.s, #25
sqshl	z22.b, p6/m, z22.b, z23.b
sqshl	z3.d, p3/m, z3.d, z27.d
sqshl	z9.h, p2/m, z9.h, z13.h
sqshl	z28.s, p1/m, z28.s, z9.s
sqshrnb	z14.h, z29.s, #14
sqshrnb	z17.s, z24.d, #11
sqshrnb	z17.b, z28.h, #4
sqshrnt	z1.h, z11.s, #13
sqshrnt	z29.s, z7.d, #1
sqshrnt	z26.b, z31.h, #8
sqshrunb	z27.h, z6.s, #13
sqshrunb	z18.s, z28.d, #21
sqshrunb	z13.b, z26.h, #7
sqshrunt	z31.h, z18.s, #13
sqshrunt	z24.s, z21.d, #3
sqshrunt	z7.b, z23.h, #4
sqsubr	z18.b, p5/m, z18.b, z7.b
sqsubr	z4.d, p4/m, z4.d, z14.d
sqsubr	z10.h, p5/m, z10.h, z10.h
sqsubr	z5.s, p5/m, z5.s, z21.s
sqsub	z1.b, p2/m, z1.b, z25.b
sqsub	z3.d, p3/m, z3.d, z16.d
sqsub	z14.h, p0/m, z14.h, z24.h
sqsub	z22.s, p2/m, z22.s, z6.s
sqxtnb	z0.h, z22.s
sqxtnb	z11.s, z26.d
sqxtnb	z30.b, z16.h
sqxtnt	z28.h, z3.s
sqxtnt	z24.s, z12.d
sqxtnt	z26.b, z10.h
sqxtunb	z5.h, z2.s
sqxtunb	z1.s, z27.d
sqxtunb	z18.b, z11.h
sqxtunt	z25.h, z5.s
sqxtunt	z4.s, z10.d
sqxtunt	z26.b, z11.h
srhadd	z8.b, p0/m, z8.b, z18.b
srhadd	z26.d, p6/m, z26.d, z3.d
srhadd	z27.h, p2/m, z27.h, z17.h
srhadd	z25.s, p1/m, z25.s, z13.s
sri	z8.b, z26.b, #6
sri	z19.d, z14.d, #61
sri	z4.h, z4.h, #1
sri	z10.s, z12.s, #1
srshlr	z17.b, p1/m, z17.b, z15.b
srshlr	z16.d, p1/m, z16.d, z21.d
srshlr	z19.h, p2/m, z19.h, z17.h
srshlr	z23.s, p5/m, z23.s, z29.s
srshl	z17.b, p7/m, z17.b, z27.b
srshl	z18.d, p5/m, z18.d, z27.d
srshl	z18.h, p5/m, z18.h, z22.h
srshl	z9.s, p6/m, z9.s, z22.s
srshr	z9.b, p0/m, z9.b, #3
srshr	z21.d, p1/m, z21.d, #10
srshr	z22.h, p3/m, z22.h, #7
srshr	z12.s, p5/m, z12.s, #25
srsra	z28.b, z27.b, #7
srsra	z28.d, z30.d, #1
srsra	z11.h, z9.h, #4
srsra	z7.s, z6.s, #9
sshllb	z27.s, z26.h, #6
sshllb	z3.d, z5.s, #22
sshllb	z22.h, z25.b, #4
sshllt	z18.s, z4.h, #3
sshllt	z30.d, z20.s, #29
sshllt	z16.h, z19.b, #0
ssra	z5.b, z28.b, #6
ssra	z27.d, z0.d, #20
ssra	z11.h, z11.h, #14
ssra	z25.s, z31.s, #1
ssublbt	z21.h, z27.b, z2.b
ssublbt	z11.s, z0.h, z15.h
ssublbt	z14.d, z1.s, z7.s
ssublb	z10.h, z20.b, z3.b
ssublb	z20.s, z3.h, z26.h
ssublb	z29.d, z22.s, z15.s
ssubltb	z18.h, z22.b, z1.b
ssubltb	z25.s, z11.h, z17.h
ssubltb	z3.d, z29.s, z7.s
ssublt	z25.h, z22.b, z31.b
ssublt	z30.s, z10.h, z22.h
ssublt	z30.d, z5.s, z23.s
ssubwb	z29.h, z1.h, z25.b
ssubwb	z6.s, z17.s, z18.h
ssubwb	z16.d, z11.d, z17.s
ssubwt	z26.h, z2.h, z21.b
ssubwt	z11.s, z29.s, z20.h
ssubwt	z10.d, z19.d, z19.s
subhnb	z2.b, z3.h, z18.h
subhnb	z21.h, z23.s, z0.s
subhnb	z13.s, z14.d, z23.d
subhnt	z9.b, z21.h, z20.h
subhnt	z15.h, z4.s, z15.s
subhnt	z13.s, z3.d, z29.d
suqadd	z25.b, p7/m, z25.b, z26.b
suqadd	z13.d, p6/m, z13.d, z13.d
suqadd	z1.h, p7/m, z1.h, z13.h
suqadd	z16.s, p6/m, z16.s, z14.s
tbl	z29.b, { z29.b, z30.b }, z8.b
tbl	z19.d, { z1.d, z2.d }, z8.d
tbl	z21.h, { z21.h, z22.h }, z5.h
tbl	z23.s, { z2.s, z3.s }, z27.s
tbx	z11.b, z1.b, z30.b
tbx	z27.d, z4.d, z13.d
tbx	z26.h, z28.h, z11.h
tbx	z3.s, z23.s, z5.s
uabalb	z22.h, z31.b, z21.b
uabalb	z19.s, z20.h, z1.h
uabalb	z22.d, z24.s, z31.s
uabalt	z28.h, z22.b, z8.b
uabalt	z9.s, z25.h, z31.h
uabalt	z18.d, z3.s, z8.s
uaba	z6.b, z12.b, z19.b
uaba	z30.d, z12.d, z21.d
uaba	z21.h, z10.h, z26.h
uaba	z11.s, z11.s, z10.s
uabdlb	z10.h, z10.b, z8.b
uabdlb	z20.s, z20.h, z27.h
uabdlb	z8.d, z26.s, z25.s
uabdlt	z25.h, z12.b, z24.b
uabdlt	z17.s, z3.h, z11.h
uabdlt	z10.d, z15.s, z24.s
uadalp	z31.h, p1/m, z3.b
uadalp	z5.s, p1/m, z13.h
uadalp	z8.d, p4/m, z25.s
uaddlb	z10.h, z21.b, z30.b
uaddlb	z8.s, z15.h, z12.h
uaddlb	z10.d, z24.s, z24.s
uaddlt	z20.h, z1.b, z3.b
uaddlt	z4.s, z29.h, z16.h
uaddlt	z2.d, z14.s, z0.s
uaddwb	z13.h, z3.h, z31.b
uaddwb	z20.s, z15.s, z29.h
uaddwb	z29.d, z19.d, z13.s
uaddwt	z31.h, z23.h, z8.b
uaddwt	z22.s, z1.s, z7.h
uaddwt	z25.d, z11.d, z4.s
uhadd	z22.b, p6/m, z22.b, z1.b
uhadd	z7.d, p5/m, z7.d, z5.d
uhadd	z19.h, p1/m, z19.h, z1.h
uhadd	z26.s, p1/m, z26.s, z28.s
uhsubr	z5.b, p1/m, z5.b, z14.b
uhsubr	z2.d, p3/m, z2.d, z9.d
uhsubr	z4.h, p6/m, z4.h, z19.h
uhsubr	z22.s, p6/m, z22.s, z15.s
uhsub	z30.b, p3/m, z30.b, z29.b
uhsub	z7.d, p4/m, z7.d, z10.d
uhsub	z4.h, p0/m, z4.h, z17.h
uhsub	z16.s, p5/m, z16.s, z17.s
umaxp	z24.b, p2/m, z24.b, z13.b
umaxp	z0.d, p4/m, z0.d, z22.d
umaxp	z20.h, p6/m, z20.h, z5.h
umaxp	z6.s, p3/m, z6.s, z11.s
uminp	z16.b, p3/m, z16.b, z20.b
uminp	z21.d, p0/m, z21.d, z3.d
uminp	z6.h, p1/m, z6.h, z2.h
uminp	z20.s, p0/m, z20.s, z19.s
umlalb	z6.d, z28.s, z8.s[3]
umlalb	z3.s, z16.h, z4.h[1]
umlalb	z5.h, z0.b, z22.b
umlalb	z29.s, z30.h, z29.h
umlalb	z22.d, z25.s, z4.s
umlalt	z13.d, z30.s, z11.s[0]
umlalt	z20.s, z21.h, z6.h[7]
umlalt	z5.h, z2.b, z26.b
umlalt	z31.s, z3.h, z26.h
umlalt	z7.d, z23.s, z8.s
umlslb	z5.d, z14.s, z11.s[1]
umlslb	z18.s, z0.h, z0.h[7]
umlslb	z15.h, z9.b, z2.b
umlslb	z17.s, z15.h, z25.h
umlslb	z11.d, z6.s, z17.s
umlslt	z24.d, z10.s, z5.s[1]
umlslt	z11.s, z2.h, z2.h[0]
umlslt	z24.h, z31.b, z27.b
umlslt	z21.s, z0.h, z15.h
umlslt	z1.d, z30.s, z9.s
umulh	z23.b, z5.b, z14.b
umulh	z24.d, z6.d, z8.d
umulh	z7.h, z5.h, z10.h
umulh	z26.s, z27.s, z25.s
umullb	z20.d, z3.s, z15.s[3]
umullb	z3.s, z5.h, z4.h[0]
umullb	z22.h, z15.b, z2.b
umullb	z0.s, z18.h, z15.h
umullb	z24.d, z11.s, z17.s
umullt	z2.d, z22.s, z3.s[0]
umullt	z8.s, z16.h, z2.h[0]
umullt	z23.h, z31.b, z25.b
umullt	z9.s, z15.h, z5.h
umullt	z15.d, z24.s, z8.s
uqadd	z31.b, p2/m, z31.b, z0.b
uqadd	z13.d, p4/m, z13.d, z23.d
uqadd	z13.h, p0/m, z13.h, z11.h
uqadd	z2.s, p7/m, z2.s, z30.s
uqrshlr	z20.b, p7/m, z20.b, z27.b
uqrshlr	z31.d, p4/m, z31.d, z6.d
uqrshlr	z19.h, p6/m, z19.h, z21.h
uqrshlr	z19.s, p3/m, z19.s, z30.s
uqrshl	z25.b, p5/m, z25.b, z17.b
uqrshl	z28.d, p3/m, z28.d, z14.d
uqrshl	z3.h, p4/m, z3.h, z2.h
uqrshl	z27.s, p7/m, z27.s, z17.s
uqrshrnb	z27.h, z10.s, #9
uqrshrnb	z25.s, z13.d, #15
uqrshrnb	z23.b, z22.h, #6
uqrshrnt	z4.h, z15.s, #7
uqrshrnt	z14.s, z20.d, #27
uqrshrnt	z31.b, z18.h, #8
uqshlr	z23.b, p3/m, z23.b, z27.b
uqshlr	z8.d, p1/m, z8.d, z14.d
uqshlr	z31.h, p3/m, z31.h, z5.h
uqshlr	z12.s, p1/m, z12.s, z8.s
uqshl	z30.b, p0/m, z30.b, #6
uqshl	z24.d, p7/m, z24.d, #0
uqshl	z22.h, p4/m, z22.h, #2
uqshl	z13.s, p5/m, z13.s, #12
uqshl	z25.b, p3/m, z25.b, z13.b
uqshl	z22.d, p6/m, z22.d, z18.d
uqshl	z9.h, p6/m, z9.h, z1.h
uqshl	z27.s, p1/m, z27.s, z7.s
uqshrnb	z22.h, z23.s, #8
uqshrnb	z12.s, z13.d, #1
uqshrnb	z14.b, z29.h, #3
uqshrnt	z14.h, z14.s, #1
uqshrnt	z18.s, z28.d, #12
uqshrnt	z10.b, z20.h, #8
uqsubr	z24.b, p0/m, z24.b, z28.b
uqsubr	z11.d, p5/m, z11.d, z13.d
uqsubr	z6.h, p1/m, z6.h, z30.h
uqsubr	z15.s, p0/m, z15.s, z9.s
uqsub	z20.b, p1/m, z20.b, z28.b
uqsub	z6.d, p7/m, z6.d, z5.d
uqsub	z26.h, p0/m, z26.h, z28.h
uqsub	z21.s, p6/m, z21.s, z7.s
uqxtnb	z16.h, z24.s
uqxtnb	z30.s, z0.d
uqxtnb	z10.b, z1.h
uqxtnt	z22.h, z11.s
uqxtnt	z3.s, z18.d
uqxtnt	z6.b, z11.h
urecpe	z8.s, p1/m, z3.s
urhadd	z14.b, p4/m, z14.b, z11.b
urhadd	z18.d, p6/m, z18.d, z19.d
urhadd	z9.h, p2/m, z9.h, z19.h
urhadd	z21.s, p2/m, z21.s, z10.s
urshlr	z18.b, p0/m, z18.b, z29.b
urshlr	z31.d, p4/m, z31.d, z22.d
urshlr	z22.h, p5/m, z22.h, z14.h
urshlr	z0.s, p3/m, z0.s, z17.s
urshl	z23.b, p0/m, z23.b, z15.b
urshl	z27.d, p3/m, z27.d, z12.d
urshl	z7.h, p2/m, z7.h, z2.h
urshl	z10.s, p2/m, z10.s, z24.s
urshr	z10.b, p3/m, z10.b, #2
urshr	z6.d, p2/m, z6.d, #1
urshr	z12.h, p6/m, z12.h, #5
urshr	z30.s, p1/m, z30.s, #1
ursqrte	z3.s, p3/m, z19.s
ursra	z2.b, z28.b, #1
ursra	z17.d, z5.d, #3
ursra	z10.h, z2.h, #6
ursra	z30.s, z11.s, #19
ushllb	z20.s, z20.h, #15
ushllb	z26.d, z23.s, #0
ushllb	z17.h, z29.b, #4
ushllt	z18.s, z10.h, #6
ushllt	z23.d, z24.s, #0
ushllt	z10.h, z22.b, #1
usqadd	z14.b, p7/m, z14.b, z31.b
usqadd	z29.d, p6/m, z29.d, z2.d
usqadd	z8.h, p2/m, z8.h, z31.h
usqadd	z28.s, p7/m, z28.s, z7.s
usra	z26.b, z5.b, #3
usra	z22.d, z13.d, #64
usra	z21.h, z28.h, #5
usra	z21.s, z17.s, #1
usublb	z17.h, z22.b, z30.b
usublb	z16.s, z3.h, z3.h
usublb	z21.d, z14.s, z21.s
usublt	z17.h, z1.b, z25.b
usublt	z30.s, z12.h, z24.h
usublt	z13.d, z31.s, z27.s
usubwb	z22.h, z7.h, z24.b
usubwb	z23.s, z18.s, z9.h
usubwb	z7.d, z29.d, z20.s
usubwt	z11.h, z17.h, z17.b
usubwt	z20.s, z16.s, z31.h
usubwt	z22.d, z16.d, z17.s
whilege	p5.b, w28, w7
whilege	p15.d, w24, w22
whilege	p8.h, w11, w21
whilege	p2.s, w14, w15
whilege	p3.b, x28, x25
whilege	p3.d, x12, x22
whilege	p10.h, x0, x24
whilege	p13.s, x11, x12
whilegt	p1.b, w13, w23
whilegt	p11.d, w28, w1
whilegt	p4.h, w10, w9
whilegt	p4.s, w21, w7
whilegt	p3.b, x3, x16
whilegt	p6.d, x7, x17
whilegt	p12.h, x24, x0
whilegt	p15.s, xzr, x6
whilehi	p4.b, w4, w1
whilehi	p3.d, w8, w21
whilehi	p8.h, w25, w21
whilehi	p14.s, w28, w5
whilehi	p1.b, x6, x24
whilehi	p1.d, x11, x1
whilehi	p4.h, x22, x15
whilehi	p8.s, x26, x17
whilehs	p1.b, w8, w30
whilehs	p0.d, w14, w16
whilehs	p7.h, w9, w21
whilehs	p9.s, w21, w12
whilehs	p7.b, x27, x9
whilehs	p15.d, x21, x6
whilehs	p5.h, x5, x9
whilehs	p8.s, x11, x11
whilerw	p13.b, x14, x5
whilerw	p15.d, xzr, x21
whilerw	p12.h, x16, xzr
whilerw	p9.s, x6, x11
whilewr	p9.b, x12, x6
whilewr	p5.d, x19, x4
whilewr	p5.h, x20, x5
whilewr	p15.s, x6, x24
xar	z27.b, z27.b, z26.b, #1
xar	z30.d, z30.d, z6.d, #1
xar	z30.h, z30.h, z15.h, #4
xar	z2.s, z2.s, z28.s, #17
