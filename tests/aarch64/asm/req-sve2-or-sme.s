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
mul	z12.d, z10.d, z5.d[1]
mul	z5.h, z9.h, z7.h[0]
mul	z3.s, z31.s, z3.s[1]
mul	z9.b, z28.b, z15.b
mul	z8.d, z12.d, z30.d
mul	z20.h, z18.h, z29.h
mul	z20.s, z2.s, z22.s
nbsl	z24.d, z24.d, z27.d, z30.d
pmullb	z11.d, z5.s, z28.s
pmullb	z15.h, z14.b, z25.b
pmullt	z1.d, z21.s, z14.s
pmullt	z30.h, z26.b, z18.b
pmul	z19.b, z26.b, z28.b
raddhnb	z25.b, z3.h, z19.h
raddhnb	z16.h, z13.s, z22.s
raddhnb	z13.s, z20.d, z25.d
raddhnt	z21.b, z10.h, z16.h
raddhnt	z17.h, z29.s, z11.s
raddhnt	z27.s, z10.d, z13.d
rshrnb	z30.h, z13.s, #1
rshrnb	z5.s, z22.d, #24
rshrnb	z25.b, z4.h, #6
rshrnt	z26.h, z29.s, #7
rshrnt	z9.s, z30.d, #29
rshrnt	z10.b, z23.h, #5
rsubhnb	z5.b, z11.h, z15.h
rsubhnb	z0.h, z13.s, z20.s
rsubhnb	z14.s, z4.d, z14.d
rsubhnt	z27.b, z11.h, z22.h
rsubhnt	z16.h, z26.s, z27.s
rsubhnt	z23.s, z6.d, z18.d
sabalb	z11.h, z13.b, z15.b
sabalb	z4.s, z29.h, z10.h
sabalb	z22.d, z14.s, z11.s
sabalt	z31.h, z0.b, z17.b
sabalt	z4.s, z17.h, z12.h
sabalt	z9.d, z21.s, z28.s
saba	z23.b, z0.b, z21.b
saba	z6.d, z6.d, z26.d
saba	z23.h, z21.h, z15.h
saba	z8.s, z25.s, z7.s
sabdlb	z23.h, z20.b, z15.b
sabdlb	z28.s, z11.h, z4.h
sabdlb	z4.d, z4.s, z0.s
sabdlt	z10.h, z31.b, z1.b
sabdlt	z13.s, z5.h, z17.h
sabdlt	z27.d, z2.s, z19.s
sadalp	z13.h, p0/m, z22.b
sadalp	z2.s, p0/m, z22.h
sadalp	z4.d, p4/m, z8.s
saddlbt	z16.h, z29.b, z17.b
saddlbt	z10.s, z28.h, z11.h
saddlbt	z22.d, z12.s, z0.s
saddlb	z18.h, z28.b, z24.b
saddlb	z5.s, z28.h, z22.h
saddlb	z7.d, z31.s, z5.s
saddlt	z3.h, z31.b, z20.b
saddlt	z4.s, z12.h, z9.h
saddlt	z5.d, z27.s, z31.s
saddwb	z25.h, z31.h, z1.b
saddwb	z2.s, z8.s, z27.h
saddwb	z6.d, z7.d, z28.s
saddwt	z19.h, z27.h, z5.b
saddwt	z31.s, z31.s, z25.h
saddwt	z11.d, z25.d, z4.s
sbclb	z26.d, z4.d, z25.d
sbclb	z25.s, z9.s, z7.s
sbclt	z16.d, z6.d, z2.d
sbclt	z19.s, z12.s, z13.s
shadd	z0.b, p1/m, z0.b, z14.b
shadd	z6.d, p0/m, z6.d, z0.d
shadd	z17.h, p1/m, z17.h, z26.h
shadd	z3.s, p5/m, z3.s, z9.s
shrnb	z26.h, z28.s, #5
shrnb	z20.s, z9.d, #8
shrnb	z10.b, z3.h, #1
shrnt	z23.h, z5.s, #16
shrnt	z14.s, z22.d, #1
shrnt	z25.b, z20.h, #2
shsubr	z14.b, p1/m, z14.b, z7.b
shsubr	z27.d, p0/m, z27.d, z9.d
shsubr	z12.h, p4/m, z12.h, z18.h
shsubr	z0.s, p6/m, z0.s, z19.s
shsub	z7.b, p4/m, z7.b, z19.b
shsub	z12.d, p1/m, z12.d, z31.d
shsub	z31.h, p5/m, z31.h, z6.h
shsub	z20.s, p6/m, z20.s, z0.s
sli	z18.b, z12.b, #4
sli	z2.d, z9.d, #14
sli	z27.h, z21.h, #12
sli	z12.s, z16.s, #28
smaxp	z7.b, p3/m, z7.b, z16.b
smaxp	z8.d, p4/m, z8.d, z6.d
smaxp	z30.h, p3/m, z30.h, z27.h
smaxp	z12.s, p4/m, z12.s, z16.s
sminp	z28.b, p3/m, z28.b, z14.b
sminp	z7.d, p7/m, z7.d, z29.d
sminp	z23.h, p0/m, z23.h, z6.h
sminp	z28.s, p3/m, z28.s, z0.s
smlalb	z28.d, z9.s, z4.s[1]
smlalb	z26.s, z2.h, z6.h[2]
smlalb	z3.h, z21.b, z16.b
smlalb	z23.s, z25.h, z22.h
smlalb	z24.d, z23.s, z3.s
smlalt	z11.d, z2.s, z9.s[0]
smlalt	z16.s, z29.h, z3.h[0]
smlalt	z23.h, z31.b, z19.b
smlalt	z5.s, z8.h, z31.h
smlalt	z7.d, z26.s, z14.s
smlslb	z5.d, z9.s, z15.s[0]
smlslb	z26.s, z15.h, z3.h[0]
smlslb	z2.h, z10.b, z15.b
smlslb	z13.s, z7.h, z30.h
smlslb	z28.d, z14.s, z29.s
smlslt	z26.d, z20.s, z4.s[0]
smlslt	z22.s, z9.h, z2.h[4]
smlslt	z4.h, z16.b, z19.b
smlslt	z23.s, z6.h, z1.h
smlslt	z27.d, z18.s, z13.s
smulh	z9.b, z15.b, z2.b
smulh	z13.d, z6.d, z23.d
smulh	z16.h, z21.h, z17.h
smulh	z4.s, z24.s, z24.s
smullb	z21.d, z0.s, z4.s[1]
smullb	z3.s, z29.h, z3.h[0]
smullb	z30.h, z13.b, z2.b
smullb	z4.s, z8.h, z27.h
smullb	z2.d, z7.s, z8.s
smullt	z23.d, z25.s, z9.s[1]
smullt	z1.s, z13.h, z4.h[6]
smullt	z20.h, z13.b, z27.b
smullt	z22.s, z25.h, z15.h
smullt	z21.d, z13.s, z14.s
splice	z8.b, p2, { z4.b, z5.b }
splice	z20.d, p2, { z14.d, z15.d }
splice	z24.h, p2, { z22.h, z23.h }
splice	z20.s, p1, { z5.s, z6.s }
sqabs	z11.b, p4/m, z26.b
sqabs	z24.d, p3/m, z13.d
sqabs	z3.h, p3/m, z4.h
sqabs	z29.s, p6/m, z31.s
sqadd	z22.b, p7/m, z22.b, z28.b
sqadd	z16.d, p5/m, z16.d, z20.d
sqadd	z7.h, p2/m, z7.h, z4.h
sqadd	z12.s, p6/m, z12.s, z0.s
sqcadd	z0.b, z0.b, z1.b, #90
sqcadd	z25.d, z25.d, z12.d, #90
sqcadd	z14.h, z14.h, z30.h, #270
sqcadd	z9.s, z9.s, z6.s, #90
sqdmlalbt	z12.h, z24.b, z15.b
sqdmlalbt	z0.s, z27.h, z19.h
sqdmlalbt	z7.d, z17.s, z18.s
sqdmlalb	z16.d, z17.s, z13.s[3]
sqdmlalb	z29.s, z0.h, z1.h[1]
sqdmlalb	z29.h, z9.b, z19.b
sqdmlalb	z4.s, z12.h, z9.h
sqdmlalb	z29.d, z26.s, z17.s
sqdmlalt	z11.d, z16.s, z13.s[3]
sqdmlalt	z16.s, z7.h, z5.h[3]
sqdmlalt	z1.h, z9.b, z24.b
sqdmlalt	z30.s, z15.h, z0.h
sqdmlalt	z0.d, z13.s, z10.s
sqdmlslbt	z17.h, z6.b, z27.b
sqdmlslbt	z18.s, z22.h, z27.h
sqdmlslbt	z18.d, z31.s, z22.s
sqdmlslb	z9.d, z0.s, z11.s[3]
sqdmlslb	z25.s, z26.h, z0.h[5]
sqdmlslb	z9.h, z16.b, z5.b
sqdmlslb	z31.s, z28.h, z18.h
sqdmlslb	z10.d, z23.s, z4.s
sqdmlslt	z9.d, z25.s, z14.s[0]
sqdmlslt	z4.s, z7.h, z2.h[0]
sqdmlslt	z24.h, z2.b, z4.b
sqdmlslt	z16.s, z8.h, z16.h
sqdmlslt	z5.d, z5.s, z30.s
sqdmulh	z24.d, z20.d, z6.d[0]
sqdmulh	z20.h, z17.h, z1.h[2]
sqdmulh	z2.s, z0.s, z7.s[0]
sqdmulh	z26.b, z2.b, z10.b
sqdmulh	z1.d, z18.d, z25.d
sqdmulh	z29.h, z13.h, z30.h
sqdmulh	z25.s, z15.s, z9.s
sqdmullb	z13.d, z18.s, z12.s[2]
sqdmullb	z4.s, z3.h, z4.h[1]
sqdmullb	z22.h, z25.b, z26.b
sqdmullb	z26.s, z9.h, z20.h
sqdmullb	z5.d, z21.s, z29.s
sqdmullt	z15.d, z25.s, z13.s[3]
sqdmullt	z26.s, z28.h, z7.h[7]
sqdmullt	z12.h, z28.b, z30.b
sqdmullt	z30.s, z22.h, z27.h
sqdmullt	z7.d, z18.s, z5.s
sqneg	z18.b, p4/m, z19.b
sqneg	z10.d, p2/m, z27.d
sqneg	z18.h, p5/m, z0.h
sqneg	z0.s, p0/m, z4.s
sqrdcmlah	z3.h, z23.h, z5.h[1], #180
sqrdcmlah	z31.s, z25.s, z12.s[0], #0
sqrdcmlah	z7.b, z18.b, z29.b, #0
sqrdcmlah	z17.d, z3.d, z30.d, #0
sqrdcmlah	z2.h, z1.h, z13.h, #270
sqrdcmlah	z28.s, z14.s, z23.s, #180
sqrdmlah	z24.d, z16.d, z7.d[1]
sqrdmlah	z28.h, z25.h, z1.h[7]
sqrdmlah	z5.s, z13.s, z1.s[0]
sqrdmlah	z30.b, z7.b, z13.b
sqrdmlah	z13.d, z22.d, z7.d
sqrdmlah	z5.h, z31.h, z18.h
sqrdmlah	z13.s, z29.s, z18.s
sqrdmlsh	z11.d, z16.d, z7.d[0]
sqrdmlsh	z9.h, z28.h, z3.h[1]
sqrdmlsh	z28.s, z22.s, z4.s[3]
sqrdmlsh	z9.b, z27.b, z21.b
sqrdmlsh	z10.d, z4.d, z26.d
sqrdmlsh	z31.h, z26.h, z4.h
sqrdmlsh	z21.s, z3.s, z27.s
sqrdmulh	z6.d, z11.d, z0.d[1]
sqrdmulh	z4.h, z18.h, z2.h[6]
sqrdmulh	z27.s, z11.s, z1.s[3]
sqrdmulh	z29.b, z1.b, z3.b
sqrdmulh	z10.d, z10.d, z26.d
sqrdmulh	z25.h, z19.h, z27.h
sqrdmulh	z15.s, z18.s, z29.s
sqrshlr	z25.b, p2/m, z25.b, z2.b
sqrshlr	z31.d, p1/m, z31.d, z4.d
sqrshlr	z9.h, p7/m, z9.h, z25.h
sqrshlr	z28.s, p7/m, z28.s, z6.s
sqrshl	z26.b, p5/m, z26.b, z25.b
sqrshl	z7.d, p2/m, z7.d, z26.d
sqrshl	z4.h, p2/m, z4.h, z5.h
sqrshl	z6.s, p0/m, z6.s, z22.s
sqrshrnb	z20.h, z19.s, #4
sqrshrnb	z8.s, z23.d, #11
sqrshrnb	z2.b, z30.h, #3
sqrshrnt	z21.h, z2.s, #1
sqrshrnt	z25.s, z17.d, #1
sqrshrnt	z7.b, z22.h, #4
sqrshrunb	z6.h, z0.s, #9
sqrshrunb	z22.s, z8.d, #20
sqrshrunb	z26.b, z27.h, #2
sqrshrunt	z6.h, z15.s, #10
sqrshrunt	z9.s, z17.d, #11
sqrshrunt	z10.b, z21.h, #1
sqshlr	z7.b, p0/m, z7.b, z8.b
sqshlr	z15.d, p5/m, z15.d, z5.d
sqshlr	z12.h, p1/m, z12.h, z13.h
sqshlr	z15.s, p4/m, z15.s, z13.s
sqshlu	z19.b, p5/m, z19.b, #6
sqshlu	z3.d, p7/m, z3.d, #51
sqshlu	z11.h, p6/m, z11.h, #14
sqshlu	z22.s, p0/m, z22.s, #0
sqshl	z9.b, p2/m, z9.b, #0
sqshl	z23.d, p5/m, z23.d, #43
sqshl	z9.h, p5/m, z9.h, #1
sqshl	z0.s, p5/m, z0.s, #15
sqshl	z13.b, p0/m, z13.b, z11.b
sqshl	z7.d, p5/m, z7.d, z8.d
sqshl	z23.h, p4/m, z23.h, z26.h
sqshl	z2.s, p5/m, z2.s, z23.s
sqshrnb	z2.h, z18.s, #16
sqshrnb	z10.s, z17.d, #26
sqshrnb	z25.b, z10.h, #3
sqshrnt	z22.h, z0.s, #13
sqshrnt	z29.s, z3.d, #32
sqshrnt	z21.b, z20.h, #1
sqshrunb	z26.h, z12.s, #8
sqshrunb	z3.s, z12.d, #13
sqshrunb	z30.b, z23.h, #2
sqshrunt	z3.h, z26.s, #11
sqshrunt	z13.s, z2.d, #5
sqshrunt	z22.b, z24.h, #5
sqsubr	z11.b, p3/m, z11.b, z25.b
sqsubr	z5.d, p4/m, z5.d, z12.d
sqsubr	z6.h, p5/m, z6.h, z3.h
sqsubr	z8.s, p3/m, z8.s, z7.s
sqsub	z12.b, p1/m, z12.b, z16.b
sqsub	z9.d, p6/m, z9.d, z26.d
sqsub	z28.h, p5/m, z28.h, z13.h
sqsub	z20.s, p1/m, z20.s, z1.s
sqxtnb	z11.h, z27.s
sqxtnb	z27.s, z0.d
sqxtnb	z17.b, z16.h
sqxtnt	z13.h, z20.s
sqxtnt	z31.s, z28.d
sqxtnt	z27.b, z14.h
sqxtunb	z22.h, z3.s
sqxtunb	z1.s, z9.d
sqxtunb	z12.b, z7.h
sqxtunt	z22.h, z12.s
sqxtunt	z5.s, z10.d
sqxtunt	z6.b, z18.h
srhadd	z23.b, p4/m, z23.b, z13.b
srhadd	z10.d, p5/m, z10.d, z10.d
srhadd	z24.h, p0/m, z24.h, z29.h
srhadd	z9.s, p0/m, z9.s, z23.s
sri	z7.b, z16.b, #3
sri	z16.d, z20.d, #18
sri	z23.h, z19.h, #1
sri	z3.s, z5.s, #6
srshlr	z1.b, p3/m, z1.b, z22.b
srshlr	z15.d, p5/m, z15.d, z8.d
srshlr	z27.h, p6/m, z27.h, z9.h
srshlr	z25.s, p7/m, z25.s, z16.s
srshl	z14.b, p4/m, z14.b, z28.b
srshl	z11.d, p3/m, z11.d, z25.d
srshl	z31.h, p2/m, z31.h, z27.h
srshl	z20.s, p2/m, z20.s, z0.s
srshr	z17.b, p6/m, z17.b, #2
srshr	z8.d, p6/m, z8.d, #50
srshr	z3.h, p6/m, z3.h, #9
srshr	z4.s, p7/m, z4.s, #28
srsra	z16.b, z0.b, #2
srsra	z3.d, z27.d, #26
srsra	z25.h, z16.h, #4
srsra	z9.s, z19.s, #7
sshllb	z3.s, z30.h, #5
sshllb	z28.d, z31.s, #18
sshllb	z3.h, z5.b, #1
sshllt	z9.s, z21.h, #1
sshllt	z3.d, z26.s, #14
sshllt	z28.h, z19.b, #6
ssra	z15.b, z13.b, #3
ssra	z14.d, z10.d, #31
ssra	z16.h, z12.h, #6
ssra	z3.s, z6.s, #11
ssublbt	z24.h, z25.b, z0.b
ssublbt	z16.s, z7.h, z12.h
ssublbt	z13.d, z8.s, z15.s
ssublb	z14.h, z3.b, z8.b
ssublb	z6.s, z18.h, z16.h
ssublb	z26.d, z9.s, z22.s
ssubltb	z5.h, z28.b, z11.b
ssubltb	z9.s, z16.h, z18.h
ssubltb	z29.d, z1.s, z23.s
ssublt	z14.h, z1.b, z4.b
ssublt	z3.s, z7.h, z13.h
ssublt	z16.d, z23.s, z9.s
ssubwb	z17.h, z23.h, z20.b
ssubwb	z14.s, z26.s, z28.h
ssubwb	z28.d, z8.d, z15.s
ssubwt	z19.h, z24.h, z31.b
ssubwt	z8.s, z30.s, z29.h
ssubwt	z30.d, z18.d, z19.s
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
