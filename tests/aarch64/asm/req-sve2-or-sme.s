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
bsl1n	z13.d, z13.d, z31.d, z20.d
bsl2n	z27.d, z27.d, z4.d, z8.d
bsl	z23.d, z23.d, z20.d, z26.d
cadd	z18.b, z18.b, z29.b, #90
cadd	z3.d, z3.d, z5.d, #270
cadd	z3.h, z3.h, z22.h, #270
cadd	z16.s, z16.s, z1.s, #270
cdot	z2.d, z20.h, z10.h[1], #270
cdot	z22.s, z16.b, z6.b[3], #270
cdot	z9.s, z9.b, z18.b, #90
cdot	z11.d, z6.h, z15.h, #90
cmla	z23.h, z11.h, z6.h[3], #0
cmla	z31.s, z31.s, z15.s[1], #90
cmla	z17.b, z1.b, z6.b, #90
cmla	z24.d, z7.d, z29.d, #0
cmla	z17.h, z21.h, z1.h, #0
cmla	z25.s, z1.s, z30.s, #0
eor3	z19.d, z19.d, z27.d, z1.d
eorbt	z28.b, z6.b, z22.b
eorbt	z15.d, z20.d, z17.d
eorbt	z18.h, z16.h, z27.h
eorbt	z12.s, z21.s, z6.s
eortb	z12.b, z24.b, z2.b
eortb	z9.d, z18.d, z25.d
eortb	z14.h, z21.h, z31.h
eortb	z20.s, z0.s, z0.s
ext	z23.b, { z14.b, z15.b }, #103
faddp	z20.d, p3/m, z20.d, z9.d
faddp	z31.h, p6/m, z31.h, z13.h
faddp	z7.s, p3/m, z7.s, z25.s
fcvtlt	z4.d, p0/m, z2.s
fcvtlt	z17.s, p3/m, z20.h
fcvtnt	z5.h, p4/m, z9.s
fcvtnt	z13.s, p0/m, z22.d
fcvtxnt	z4.s, p6/m, z31.d
fcvtx	z20.s, p5/m, z28.d
flogb	z12.d, p6/m, z30.d
flogb	z2.h, p2/m, z14.h
flogb	z25.s, p1/m, z3.s
fmaxnmp	z3.d, p0/m, z3.d, z26.d
fmaxnmp	z1.h, p5/m, z1.h, z7.h
fmaxnmp	z19.s, p4/m, z19.s, z26.s
fmaxp	z31.d, p3/m, z31.d, z20.d
fmaxp	z30.h, p5/m, z30.h, z6.h
fmaxp	z24.s, p4/m, z24.s, z6.s
fminnmp	z18.d, p5/m, z18.d, z8.d
fminnmp	z18.h, p5/m, z18.h, z1.h
fminnmp	z27.s, p2/m, z27.s, z17.s
fminp	z10.d, p6/m, z10.d, z9.d
fminp	z20.h, p4/m, z20.h, z3.h
fminp	z6.s, p5/m, z6.s, z15.s
fmlalb	z31.s, z24.h, z7.h[6]
fmlalb	z6.s, z5.h, z12.h
fmlalt	z30.s, z12.h, z4.h[7]
fmlalt	z19.s, z10.h, z31.h
fmlslb	z31.s, z10.h, z2.h[0]
fmlslb	z14.s, z22.h, z21.h
fmlslt	z25.s, z18.h, z5.h[0]
fmlslt	z13.s, z0.h, z15.h
mla	z5.d, z7.d, z6.d[1]
mla	z2.h, z21.h, z0.h[3]
mla	z15.s, z24.s, z1.s[1]
mls	z26.d, z31.d, z4.d[0]
mls	z12.h, z22.h, z0.h[7]
mls	z8.s, z10.s, z0.s[1]
mul	z14.d, z15.d, z3.d[0]
mul	z24.h, z18.h, z4.h[1]
mul	z5.s, z18.s, z7.s[3]
mul	z24.b, z3.b, z18.b
mul	z18.d, z21.d, z11.d
mul	z2.h, z9.h, z2.h
mul	z8.s, z21.s, z9.s
nbsl	z20.d, z20.d, z3.d, z10.d
pmullb	z11.d, z7.s, z14.s
pmullb	z21.h, z25.b, z18.b
pmullt	z14.d, z6.s, z19.s
pmullt	z8.h, z29.b, z16.b
pmul	z21.b, z29.b, z3.b
raddhnb	z20.b, z24.h, z4.h
raddhnb	z22.h, z18.s, z1.s
raddhnb	z13.s, z17.d, z23.d
raddhnt	z17.b, z8.h, z12.h
raddhnt	z8.h, z3.s, z17.s
raddhnt	z11.s, z11.d, z1.d
rshrnb	z8.h, z24.s, #1
rshrnb	z26.s, z28.d, #14
rshrnb	z9.b, z21.h, #8
rshrnt	z18.h, z29.s, #4
rshrnt	z22.s, z28.d, #9
rshrnt	z12.b, z31.h, #2
rsubhnb	z7.b, z24.h, z2.h
rsubhnb	z0.h, z15.s, z29.s
rsubhnb	z6.s, z7.d, z1.d
rsubhnt	z24.b, z4.h, z5.h
rsubhnt	z19.h, z2.s, z28.s
rsubhnt	z19.s, z17.d, z30.d
sabalb	z20.h, z29.b, z26.b
sabalb	z13.s, z20.h, z21.h
sabalb	z8.d, z11.s, z30.s
sabalt	z1.h, z15.b, z21.b
sabalt	z14.s, z13.h, z24.h
sabalt	z4.d, z28.s, z13.s
saba	z8.b, z18.b, z22.b
saba	z14.d, z16.d, z27.d
saba	z15.h, z29.h, z7.h
saba	z3.s, z30.s, z2.s
sabdlb	z3.h, z21.b, z11.b
sabdlb	z3.s, z31.h, z24.h
sabdlb	z22.d, z16.s, z16.s
sabdlt	z9.h, z20.b, z8.b
sabdlt	z31.s, z29.h, z1.h
sabdlt	z14.d, z5.s, z5.s
sadalp	z31.h, p3/m, z29.b
sadalp	z16.s, p7/m, z15.h
sadalp	z5.d, p0/m, z8.s
saddlbt	z2.h, z28.b, z22.b
saddlbt	z12.s, z9.h, z6.h
saddlbt	z30.d, z26.s, z19.s
saddlb	z11.h, z23.b, z11.b
saddlb	z16.s, z21.h, z19.h
saddlb	z15.d, z3.s, z29.s
saddlt	z23.h, z24.b, z6.b
saddlt	z29.s, z19.h, z15.h
saddlt	z2.d, z14.s, z12.s
saddwb	z3.h, z5.h, z17.b
saddwb	z30.s, z16.s, z5.h
saddwb	z12.d, z16.d, z15.s
saddwt	z25.h, z3.h, z29.b
saddwt	z14.s, z17.s, z13.h
saddwt	z13.d, z15.d, z28.s
sbclb	z5.d, z29.d, z26.d
sbclb	z30.s, z11.s, z24.s
sbclt	z2.d, z20.d, z22.d
sbclt	z3.s, z6.s, z11.s
shadd	z19.b, p6/m, z19.b, z18.b
shadd	z22.d, p5/m, z22.d, z1.d
shadd	z9.h, p6/m, z9.h, z26.h
shadd	z29.s, p4/m, z29.s, z12.s
shrnb	z10.h, z28.s, #15
shrnb	z25.s, z16.d, #16
shrnb	z30.b, z17.h, #5
shrnt	z13.h, z11.s, #5
shrnt	z18.s, z29.d, #32
shrnt	z29.b, z20.h, #3
shsubr	z15.b, p2/m, z15.b, z31.b
shsubr	z20.d, p3/m, z20.d, z20.d
shsubr	z11.h, p3/m, z11.h, z0.h
shsubr	z6.s, p1/m, z6.s, z6.s
shsub	z2.b, p1/m, z2.b, z17.b
shsub	z7.d, p3/m, z7.d, z3.d
shsub	z23.h, p3/m, z23.h, z13.h
shsub	z13.s, p1/m, z13.s, z1.s
sli	z27.b, z31.b, #7
sli	z25.d, z8.d, #43
sli	z8.h, z0.h, #6
sli	z3.s, z8.s, #21
smaxp	z14.b, p3/m, z14.b, z26.b
smaxp	z7.d, p4/m, z7.d, z8.d
smaxp	z23.h, p1/m, z23.h, z27.h
smaxp	z2.s, p0/m, z2.s, z23.s
sminp	z8.b, p2/m, z8.b, z10.b
sminp	z4.d, p3/m, z4.d, z22.d
sminp	z11.h, p7/m, z11.h, z24.h
sminp	z19.s, p3/m, z19.s, z17.s
smlalb	z11.d, z13.s, z0.s[2]
smlalb	z24.s, z13.h, z4.h[6]
smlalb	z1.h, z17.b, z0.b
smlalb	z19.s, z21.h, z8.h
smlalb	z15.d, z2.s, z13.s
smlalt	z14.d, z1.s, z7.s[0]
smlalt	z5.s, z30.h, z2.h[3]
smlalt	z11.h, z18.b, z8.b
smlalt	z9.s, z27.h, z21.h
smlalt	z16.d, z31.s, z20.s
smlslb	z17.d, z0.s, z4.s[0]
smlslb	z18.s, z24.h, z1.h[5]
smlslb	z8.h, z4.b, z24.b
smlslb	z8.s, z4.h, z14.h
smlslb	z7.d, z20.s, z24.s
smlslt	z27.d, z0.s, z12.s[0]
smlslt	z29.s, z17.h, z0.h[4]
smlslt	z12.h, z16.b, z31.b
smlslt	z1.s, z26.h, z11.h
smlslt	z19.d, z4.s, z27.s
smulh	z24.b, z6.b, z24.b
smulh	z21.d, z14.d, z5.d
smulh	z7.h, z0.h, z22.h
smulh	z7.s, z31.s, z25.s
smullb	z8.d, z5.s, z14.s[1]
smullb	z23.s, z18.h, z2.h[1]
smullb	z30.h, z4.b, z6.b
smullb	z22.s, z23.h, z15.h
smullb	z16.d, z30.s, z19.s
smullt	z30.d, z10.s, z15.s[0]
smullt	z21.s, z8.h, z1.h[0]
smullt	z10.h, z21.b, z30.b
smullt	z2.s, z17.h, z3.h
smullt	z3.d, z0.s, z18.s
splice	z4.b, p2, { z9.b, z10.b }
splice	z14.d, p3, { z4.d, z5.d }
splice	z17.h, p7, { z17.h, z18.h }
splice	z26.s, p5, { z31.s, z0.s }
sqabs	z8.b, p5/m, z7.b
sqabs	z15.d, p2/m, z3.d
sqabs	z1.h, p6/m, z24.h
sqabs	z18.s, p3/m, z0.s
sqadd	z1.b, p4/m, z1.b, z4.b
sqadd	z6.d, p7/m, z6.d, z20.d
sqadd	z28.h, p6/m, z28.h, z9.h
sqadd	z9.s, p3/m, z9.s, z29.s
sqcadd	z1.b, z1.b, z17.b, #90
sqcadd	z18.d, z18.d, z9.d, #270
sqcadd	z29.h, z29.h, z2.h, #270
sqcadd	z28.s, z28.s, z26.s, #90
sqdmlalbt	z4.h, z16.b, z19.b
sqdmlalbt	z23.s, z6.h, z1.h
sqdmlalbt	z27.d, z18.s, z13.s
sqdmlalb	z18.d, z4.s, z4.s[0]
sqdmlalb	z22.s, z5.h, z2.h[6]
sqdmlalb	z7.h, z12.b, z27.b
sqdmlalb	z7.s, z27.h, z4.h
sqdmlalb	z0.d, z26.s, z7.s
sqdmlalt	z29.d, z13.s, z11.s[3]
sqdmlalt	z9.s, z11.h, z6.h[3]
sqdmlalt	z23.h, z7.b, z15.b
sqdmlalt	z1.s, z24.h, z27.h
sqdmlalt	z4.d, z10.s, z1.s
sqdmlslbt	z27.h, z18.b, z19.b
sqdmlslbt	z11.s, z11.h, z18.h
sqdmlslbt	z3.d, z31.s, z3.s
sqdmlslb	z6.d, z2.s, z8.s[0]
sqdmlslb	z14.s, z18.h, z7.h[3]
sqdmlslb	z0.h, z3.b, z10.b
sqdmlslb	z8.s, z19.h, z3.h
sqdmlslb	z11.d, z9.s, z5.s
sqdmlslt	z5.d, z23.s, z10.s[3]
sqdmlslt	z23.s, z14.h, z0.h[2]
sqdmlslt	z4.h, z18.b, z21.b
sqdmlslt	z30.s, z3.h, z24.h
sqdmlslt	z4.d, z17.s, z25.s
sqdmulh	z10.d, z22.d, z10.d[0]
sqdmulh	z21.h, z10.h, z6.h[7]
sqdmulh	z6.s, z29.s, z1.s[0]
sqdmulh	z3.b, z16.b, z26.b
sqdmulh	z16.d, z7.d, z22.d
sqdmulh	z11.h, z0.h, z19.h
sqdmulh	z26.s, z24.s, z9.s
sqdmullb	z26.d, z17.s, z4.s[1]
sqdmullb	z19.s, z22.h, z7.h[7]
sqdmullb	z16.h, z22.b, z7.b
sqdmullb	z20.s, z7.h, z9.h
sqdmullb	z23.d, z4.s, z12.s
sqdmullt	z27.d, z26.s, z0.s[0]
sqdmullt	z15.s, z21.h, z5.h[0]
sqdmullt	z16.h, z5.b, z18.b
sqdmullt	z21.s, z0.h, z7.h
sqdmullt	z4.d, z17.s, z30.s
sqneg	z28.b, p1/m, z0.b
sqneg	z19.d, p5/m, z9.d
sqneg	z19.h, p1/m, z12.h
sqneg	z9.s, p6/m, z26.s
sqrdcmlah	z3.h, z10.h, z0.h[2], #90
sqrdcmlah	z8.s, z16.s, z7.s[0], #90
sqrdcmlah	z8.b, z28.b, z7.b, #180
sqrdcmlah	z6.d, z12.d, z25.d, #270
sqrdcmlah	z24.h, z0.h, z19.h, #270
sqrdcmlah	z0.s, z30.s, z19.s, #180
sqrdmlah	z20.d, z15.d, z3.d[0]
sqrdmlah	z5.h, z7.h, z1.h[4]
sqrdmlah	z5.s, z21.s, z4.s[3]
sqrdmlah	z17.b, z20.b, z8.b
sqrdmlah	z29.d, z28.d, z6.d
sqrdmlah	z27.h, z21.h, z22.h
sqrdmlah	z27.s, z22.s, z31.s
sqrdmlsh	z10.d, z30.d, z10.d[0]
sqrdmlsh	z18.h, z1.h, z5.h[1]
sqrdmlsh	z14.s, z16.s, z2.s[1]
sqrdmlsh	z26.b, z29.b, z4.b
sqrdmlsh	z21.d, z5.d, z14.d
sqrdmlsh	z15.h, z13.h, z8.h
sqrdmlsh	z24.s, z12.s, z23.s
sqrdmulh	z2.d, z5.d, z15.d[1]
sqrdmulh	z13.h, z12.h, z0.h[4]
sqrdmulh	z7.s, z24.s, z2.s[0]
sqrdmulh	z28.b, z10.b, z7.b
sqrdmulh	z26.d, z2.d, z10.d
sqrdmulh	z1.h, z18.h, z25.h
sqrdmulh	z29.s, z13.s, z30.s
sqrshlr	z20.b, p5/m, z20.b, z13.b
sqrshlr	z18.d, p6/m, z18.d, z22.d
sqrshlr	z4.h, p0/m, z4.h, z25.h
sqrshlr	z5.s, p5/m, z5.s, z26.s
sqrshl	z26.b, p2/m, z26.b, z5.b
sqrshl	z21.d, p7/m, z21.d, z25.d
sqrshl	z26.h, p0/m, z26.h, z26.h
sqrshl	z28.s, p7/m, z28.s, z28.s
sqrshrnb	z14.h, z20.s, #1
sqrshrnb	z20.s, z4.d, #4
sqrshrnb	z4.b, z23.h, #5
sqrshrnt	z6.h, z19.s, #16
sqrshrnt	z26.s, z30.d, #23
sqrshrnt	z31.b, z28.h, #6
sqrshrunb	z9.h, z22.s, #7
sqrshrunb	z14.s, z1.d, #1
sqrshrunb	z1.b, z5.h, #4
sqrshrunt	z11.h, z6.s, #10
sqrshrunt	z22.s, z0.d, #29
sqrshrunt	z24.b, z9.h, #3
sqshlr	z21.b, p0/m, z21.b, z23.b
sqshlr	z18.d, p2/m, z18.d, z16.d
sqshlr	z30.h, p2/m, z30.h, z15.h
sqshlr	z19.s, p6/m, z19.s, z27.s
sqshlu	z20.b, p3/m, z20.b, #5
sqshlu	z9.d, p0/m, z9.d, #50
sqshlu	z5.h, p0/m, z5.h, #14
sqshlu	z1.s, p0/m, z1.s, #30
sqshl	z3.b, p1/m, z3.b, #2
sqshl	z17.d, p6/m, z17.d, #33
sqshl	z28.h, p0/m, z28.h, #1
sqshl	z2.s, p5/m, z2.s, #29
sqshl	z20.b, p0/m, z20.b, z5.b
sqshl	z29.d, p5/m, z29.d, z1.d
sqshl	z17.h, p5/m, z17.h, z24.h
sqshl	z23.s, p4/m, z23.s, z24.s
sqshrnb	z8.h, z23.s, #4
sqshrnb	z0.s, z15.d, #31
sqshrnb	z18.b, z21.h, #1
sqshrnt	z5.h, z2.s, #1
sqshrnt	z24.s, z9.d, #18
sqshrnt	z3.b, z25.h, #4
sqshrunb	z13.h, z18.s, #14
sqshrunb	z27.s, z6.d, #7
sqshrunb	z31.b, z21.h, #4
sqshrunt	z18.h, z10.s, #7
sqshrunt	z25.s, z27.d, #15
sqshrunt	z18.b, z29.h, #1
sqsubr	z16.b, p2/m, z16.b, z23.b
sqsubr	z5.d, p2/m, z5.d, z17.d
sqsubr	z13.h, p6/m, z13.h, z20.h
sqsubr	z6.s, p5/m, z6.s, z6.s
sqsub	z25.b, p2/m, z25.b, z15.b
sqsub	z11.d, p5/m, z11.d, z12.d
sqsub	z27.h, p4/m, z27.h, z0.h
sqsub	z3.s, p5/m, z3.s, z11.s
sqxtnb	z1.h, z6.s
sqxtnb	z12.s, z25.d
sqxtnb	z21.b, z26.h
sqxtnt	z17.h, z22.s
sqxtnt	z20.s, z5.d
sqxtnt	z29.b, z7.h
sqxtunb	z26.h, z0.s
sqxtunb	z27.s, z18.d
sqxtunb	z15.b, z24.h
sqxtunt	z21.h, z24.s
sqxtunt	z30.s, z17.d
sqxtunt	z15.b, z13.h
srhadd	z30.b, p2/m, z30.b, z20.b
srhadd	z4.d, p4/m, z4.d, z23.d
srhadd	z0.h, p6/m, z0.h, z24.h
srhadd	z12.s, p0/m, z12.s, z8.s
sri	z8.b, z19.b, #6
sri	z6.d, z9.d, #23
sri	z23.h, z21.h, #1
sri	z18.s, z26.s, #18
srshlr	z20.b, p0/m, z20.b, z24.b
srshlr	z10.d, p3/m, z10.d, z28.d
srshlr	z2.h, p5/m, z2.h, z15.h
srshlr	z7.s, p3/m, z7.s, z30.s
srshl	z5.b, p3/m, z5.b, z29.b
srshl	z19.d, p2/m, z19.d, z4.d
srshl	z7.h, p0/m, z7.h, z9.h
srshl	z27.s, p3/m, z27.s, z19.s
srshr	z3.b, p3/m, z3.b, #8
srshr	z23.d, p7/m, z23.d, #63
srshr	z26.h, p5/m, z26.h, #1
srshr	z22.s, p3/m, z22.s, #13
srsra	z0.b, z3.b, #8
srsra	z27.d, z20.d, #26
srsra	z11.h, z3.h, #4
srsra	z12.s, z0.s, #17
sshllb	z10.s, z24.h, #15
sshllb	z29.d, z9.s, #0
sshllb	z23.h, z26.b, #1
sshllt	z1.s, z16.h, #5
sshllt	z16.d, z4.s, #6
sshllt	z8.h, z23.b, #2
ssra	z18.b, z28.b, #7
ssra	z28.d, z26.d, #63
ssra	z13.h, z3.h, #4
ssra	z25.s, z26.s, #15
ssublbt	z22.h, z25.b, z2.b
ssublbt	z29.s, z11.h, z6.h
ssublbt	z2.d, z22.s, z13.s
ssublb	z29.h, z6.b, z16.b
ssublb	z8.s, z24.h, z15.h
ssublb	z0.d, z7.s, z12.s
ssubltb	z1.h, z6.b, z27.b
ssubltb	z5.s, z3.h, z17.h
ssubltb	z20.d, z8.s, z26.s
ssublt	z3.h, z17.b, z16.b
ssublt	z31.s, z7.h, z9.h
ssublt	z27.d, z19.s, z17.s
ssubwb	z20.h, z13.h, z11.b
ssubwb	z11.s, z8.s, z20.h
ssubwb	z15.d, z11.d, z12.s
ssubwt	z16.h, z17.h, z0.b
ssubwt	z16.s, z31.s, z3.h
ssubwt	z24.d, z13.d, z27.s
subhnb	z29.b, z11.h, z9.h
subhnb	z15.h, z27.s, z6.s
subhnb	z0.s, z19.d, z31.d
subhnt	z27.b, z7.h, z25.h
subhnt	z12.h, z28.s, z30.s
subhnt	z0.s, z26.d, z16.d
suqadd	z27.b, p7/m, z27.b, z17.b
suqadd	z9.d, p2/m, z9.d, z26.d
suqadd	z20.h, p5/m, z20.h, z5.h
suqadd	z24.s, p5/m, z24.s, z21.s
tbl	z5.b, { z26.b, z27.b }, z17.b
tbl	z28.d, { z13.d, z14.d }, z10.d
tbl	z17.h, { z23.h, z24.h }, z21.h
tbl	z29.s, { z10.s, z11.s }, z7.s
tbx	z21.b, z31.b, z24.b
tbx	z11.d, z23.d, z22.d
tbx	z6.h, z16.h, z30.h
tbx	z13.s, z9.s, z25.s
uabalb	z16.h, z28.b, z12.b
uabalb	z22.s, z29.h, z15.h
uabalb	z7.d, z4.s, z20.s
uabalt	z13.h, z1.b, z25.b
uabalt	z0.s, z13.h, z17.h
uabalt	z19.d, z19.s, z2.s
uaba	z3.b, z29.b, z5.b
uaba	z5.d, z9.d, z4.d
uaba	z17.h, z25.h, z1.h
uaba	z21.s, z16.s, z7.s
uabdlb	z23.h, z10.b, z29.b
uabdlb	z22.s, z13.h, z30.h
uabdlb	z10.d, z9.s, z14.s
uabdlt	z19.h, z25.b, z6.b
uabdlt	z6.s, z17.h, z29.h
uabdlt	z24.d, z16.s, z26.s
uadalp	z8.h, p0/m, z27.b
uadalp	z9.s, p1/m, z14.h
uadalp	z28.d, p7/m, z22.s
uaddlb	z15.h, z31.b, z6.b
uaddlb	z7.s, z0.h, z28.h
uaddlb	z7.d, z25.s, z20.s
uaddlt	z1.h, z7.b, z20.b
uaddlt	z18.s, z15.h, z1.h
uaddlt	z19.d, z25.s, z4.s
uaddwb	z27.h, z8.h, z8.b
uaddwb	z6.s, z7.s, z3.h
uaddwb	z26.d, z10.d, z20.s
uaddwt	z1.h, z14.h, z19.b
uaddwt	z2.s, z11.s, z18.h
uaddwt	z25.d, z18.d, z19.s
uhadd	z20.b, p5/m, z20.b, z11.b
uhadd	z26.d, p5/m, z26.d, z0.d
uhadd	z17.h, p7/m, z17.h, z27.h
uhadd	z7.s, p5/m, z7.s, z6.s
uhsubr	z13.b, p2/m, z13.b, z19.b
uhsubr	z17.d, p4/m, z17.d, z21.d
uhsubr	z13.h, p0/m, z13.h, z26.h
uhsubr	z13.s, p3/m, z13.s, z24.s
uhsub	z3.b, p5/m, z3.b, z22.b
uhsub	z11.d, p0/m, z11.d, z5.d
uhsub	z8.h, p0/m, z8.h, z25.h
uhsub	z8.s, p5/m, z8.s, z0.s
umaxp	z28.b, p2/m, z28.b, z2.b
umaxp	z10.d, p2/m, z10.d, z9.d
umaxp	z9.h, p4/m, z9.h, z10.h
umaxp	z9.s, p2/m, z9.s, z10.s
uminp	z15.b, p1/m, z15.b, z19.b
uminp	z31.d, p7/m, z31.d, z11.d
uminp	z19.h, p7/m, z19.h, z8.h
uminp	z24.s, p0/m, z24.s, z30.s
umlalb	z0.d, z7.s, z12.s[2]
umlalb	z9.s, z29.h, z5.h[4]
umlalb	z17.h, z16.b, z31.b
umlalb	z22.s, z17.h, z7.h
umlalb	z10.d, z5.s, z6.s
umlalt	z23.d, z23.s, z10.s[1]
umlalt	z12.s, z9.h, z2.h[4]
umlalt	z24.h, z15.b, z17.b
umlalt	z29.s, z4.h, z21.h
umlalt	z28.d, z12.s, z25.s
umlslb	z12.d, z6.s, z6.s[1]
umlslb	z18.s, z4.h, z1.h[2]
umlslb	z28.h, z17.b, z16.b
umlslb	z20.s, z7.h, z5.h
umlslb	z19.d, z8.s, z11.s
umlslt	z11.d, z2.s, z11.s[2]
umlslt	z27.s, z25.h, z5.h[5]
umlslt	z12.h, z21.b, z1.b
umlslt	z7.s, z20.h, z7.h
umlslt	z28.d, z9.s, z6.s
umulh	z23.b, z8.b, z3.b
umulh	z4.d, z12.d, z8.d
umulh	z16.h, z11.h, z13.h
umulh	z20.s, z18.s, z8.s
umullb	z11.d, z25.s, z5.s[1]
umullb	z7.s, z5.h, z2.h[4]
umullb	z22.h, z16.b, z27.b
umullb	z21.s, z21.h, z28.h
umullb	z12.d, z17.s, z0.s
umullt	z11.d, z0.s, z10.s[3]
umullt	z31.s, z31.h, z5.h[2]
umullt	z19.h, z1.b, z3.b
umullt	z15.s, z1.h, z24.h
umullt	z0.d, z0.s, z4.s
uqadd	z6.b, p6/m, z6.b, z1.b
uqadd	z12.d, p1/m, z12.d, z6.d
uqadd	z24.h, p6/m, z24.h, z17.h
uqadd	z13.s, p7/m, z13.s, z31.s
uqrshlr	z22.b, p4/m, z22.b, z20.b
uqrshlr	z18.d, p5/m, z18.d, z3.d
uqrshlr	z12.h, p4/m, z12.h, z17.h
uqrshlr	z8.s, p3/m, z8.s, z11.s
uqrshl	z23.b, p3/m, z23.b, z18.b
uqrshl	z14.d, p4/m, z14.d, z18.d
uqrshl	z0.h, p2/m, z0.h, z4.h
uqrshl	z10.s, p5/m, z10.s, z31.s
uqrshrnb	z5.h, z8.s, #1
uqrshrnb	z21.s, z25.d, #4
uqrshrnb	z28.b, z0.h, #7
uqrshrnt	z11.h, z6.s, #16
uqrshrnt	z19.s, z26.d, #1
uqrshrnt	z5.b, z25.h, #4
uqshlr	z15.b, p2/m, z15.b, z16.b
uqshlr	z26.d, p2/m, z26.d, z0.d
uqshlr	z27.h, p2/m, z27.h, z28.h
uqshlr	z4.s, p1/m, z4.s, z7.s
uqshl	z13.b, p7/m, z13.b, #0
uqshl	z21.d, p2/m, z21.d, #1
uqshl	z28.h, p7/m, z28.h, #15
uqshl	z15.s, p1/m, z15.s, #11
uqshl	z31.b, p3/m, z31.b, z12.b
uqshl	z4.d, p3/m, z4.d, z13.d
uqshl	z3.h, p2/m, z3.h, z12.h
uqshl	z9.s, p3/m, z9.s, z8.s
uqshrnb	z29.h, z19.s, #10
uqshrnb	z19.s, z23.d, #28
uqshrnb	z28.b, z7.h, #2
uqshrnt	z22.h, z29.s, #2
uqshrnt	z0.s, z7.d, #11
uqshrnt	z12.b, z3.h, #4
uqsubr	z3.b, p0/m, z3.b, z9.b
uqsubr	z2.d, p7/m, z2.d, z4.d
uqsubr	z14.h, p5/m, z14.h, z1.h
uqsubr	z6.s, p4/m, z6.s, z16.s
uqsub	z5.b, p0/m, z5.b, z22.b
uqsub	z16.d, p1/m, z16.d, z29.d
uqsub	z20.h, p4/m, z20.h, z12.h
uqsub	z7.s, p7/m, z7.s, z27.s
uqxtnb	z17.h, z22.s
uqxtnb	z1.s, z18.d
uqxtnb	z0.b, z11.h
uqxtnt	z8.h, z7.s
uqxtnt	z25.s, z7.d
uqxtnt	z6.b, z4.h
urecpe	z2.s, p4/m, z24.s
urhadd	z3.b, p6/m, z3.b, z30.b
urhadd	z28.d, p7/m, z28.d, z9.d
urhadd	z23.h, p5/m, z23.h, z16.h
urhadd	z24.s, p7/m, z24.s, z22.s
urshlr	z5.b, p5/m, z5.b, z17.b
urshlr	z12.d, p6/m, z12.d, z29.d
urshlr	z9.h, p7/m, z9.h, z17.h
urshlr	z24.s, p5/m, z24.s, z17.s
urshl	z1.b, p2/m, z1.b, z21.b
urshl	z29.d, p3/m, z29.d, z8.d
urshl	z7.h, p7/m, z7.h, z26.h
urshl	z11.s, p1/m, z11.s, z21.s
urshr	z13.b, p5/m, z13.b, #4
urshr	z23.d, p5/m, z23.d, #62
urshr	z19.h, p6/m, z19.h, #3
urshr	z23.s, p5/m, z23.s, #1
ursqrte	z17.s, p4/m, z29.s
ursra	z31.b, z15.b, #2
ursra	z31.d, z0.d, #2
ursra	z28.h, z5.h, #15
ursra	z10.s, z11.s, #19
ushllb	z9.s, z15.h, #0
ushllb	z25.d, z21.s, #11
ushllb	z10.h, z31.b, #7
ushllt	z27.s, z30.h, #9
ushllt	z4.d, z13.s, #20
ushllt	z2.h, z9.b, #6
usqadd	z24.b, p3/m, z24.b, z15.b
usqadd	z6.d, p7/m, z6.d, z29.d
usqadd	z28.h, p1/m, z28.h, z0.h
usqadd	z3.s, p1/m, z3.s, z5.s
usra	z23.b, z15.b, #6
usra	z2.d, z17.d, #13
usra	z11.h, z10.h, #5
usra	z1.s, z3.s, #19
usublb	z10.h, z19.b, z28.b
usublb	z15.s, z21.h, z15.h
usublb	z15.d, z30.s, z21.s
usublt	z18.h, z20.b, z4.b
usublt	z19.s, z29.h, z14.h
usublt	z12.d, z2.s, z24.s
usubwb	z8.h, z0.h, z27.b
usubwb	z28.s, z14.s, z1.h
usubwb	z13.d, z20.d, z20.s
usubwt	z4.h, z20.h, z31.b
usubwt	z1.s, z6.s, z0.h
usubwt	z20.d, z30.d, z0.s
whilege	p4.b, w0, w14
whilege	p9.d, w13, w14
whilege	p0.h, wzr, w20
whilege	p5.s, w26, w25
whilege	p9.b, x1, x10
whilege	p2.d, x18, x2
whilege	p8.h, x30, x20
whilege	p13.s, xzr, x22
whilegt	p12.b, w26, w26
whilegt	p6.d, w16, w27
whilegt	p13.h, w9, w7
whilegt	p7.s, w11, w18
whilegt	p15.b, x16, x8
whilegt	p15.d, x15, x22
whilegt	p13.h, x27, xzr
whilegt	p2.s, xzr, x13
whilehi	p6.b, w26, w18
whilehi	p14.d, w18, w27
whilehi	p8.h, w11, w12
whilehi	p2.s, w2, w0
whilehi	p13.b, x3, x28
whilehi	p5.d, x29, x8
whilehi	p15.h, xzr, x3
whilehi	p1.s, x15, x29
whilehs	p5.b, w22, w20
whilehs	p12.d, w4, w19
whilehs	p13.h, w12, w19
whilehs	p5.s, w29, w13
whilehs	p3.b, x8, x28
whilehs	p0.d, x4, x3
whilehs	p2.h, x25, x3
whilehs	p15.s, x23, x3
whilerw	p0.b, x6, x8
whilerw	p7.d, x5, x13
whilerw	p12.h, x24, x27
whilerw	p13.s, x0, x5
whilewr	p1.b, x20, x11
whilewr	p6.d, x7, x22
whilewr	p3.h, x22, x29
whilewr	p11.s, x23, x9
xar	z21.b, z21.b, z3.b, #7
xar	z1.d, z1.d, z9.d, #19
xar	z27.h, z27.h, z19.h, #6
xar	z19.s, z19.s, z30.s, #17
