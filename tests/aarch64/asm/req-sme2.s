// mattr: +sme2
// instructions llvm-mc 19 takes only with: sme2
add	{ z12.b, z13.b }, { z12.b, z13.b }, z12.b
add	{ z20.d, z21.d }, { z20.d, z21.d }, z13.d
add	{ z0.h, z1.h }, { z0.h, z1.h }, z10.h
add	{ z8.s, z9.s }, { z8.s, z9.s }, z10.s
add	{ z4.b - z7.b }, { z4.b - z7.b }, z1.b
add	{ z0.d - z3.d }, { z0.d - z3.d }, z8.d
add	{ z28.h - z31.h }, { z28.h - z31.h }, z15.h
add	{ z24.s - z27.s }, { z24.s - z27.s }, z1.s
bfcvtn	z8.h, { z22.s, z23.s }
bfcvt	z25.h, { z8.s, z9.s }
bmopa	za0.s, p4/m, p6/m, z31.s, z23.s
bmops	za2.s, p2/m, p5/m, z14.s, z18.s
fclamp	{ z20.d, z21.d }, z12.d, z27.d
fclamp	{ z8.h, z9.h }, z11.h, z5.h
fclamp	{ z18.s, z19.s }, z23.s, z28.s
fclamp	{ z12.d - z15.d }, z23.d, z17.d
fclamp	{ z4.h - z7.h }, z7.h, z31.h
fclamp	{ z24.s - z27.s }, z18.s, z25.s
fcvtn	z23.h, { z14.s, z15.s }
fcvtzs	{ z4.s, z5.s }, { z6.s, z7.s }
fcvtzs	{ z16.s - z19.s }, { z20.s - z23.s }
fcvtzu	{ z24.s, z25.s }, { z22.s, z23.s }
fcvtzu	{ z24.s - z27.s }, { z0.s - z3.s }
fcvt	z18.h, { z20.s, z21.s }
fmaxnm	{ z26.d, z27.d }, { z26.d, z27.d }, { z28.d, z29.d }
fmaxnm	{ z0.h, z1.h }, { z0.h, z1.h }, { z0.h, z1.h }
fmaxnm	{ z24.s, z25.s }, { z24.s, z25.s }, { z22.s, z23.s }
fmaxnm	{ z8.d, z9.d }, { z8.d, z9.d }, z6.d
fmaxnm	{ z30.h, z31.h }, { z30.h, z31.h }, z3.h
fmaxnm	{ z2.s, z3.s }, { z2.s, z3.s }, z3.s
fmaxnm	{ z24.d - z27.d }, { z24.d - z27.d }, { z8.d - z11.d }
fmaxnm	{ z8.h - z11.h }, { z8.h - z11.h }, { z24.h - z27.h }
fmaxnm	{ z20.s - z23.s }, { z20.s - z23.s }, { z8.s - z11.s }
fmaxnm	{ z16.d - z19.d }, { z16.d - z19.d }, z2.d
fmaxnm	{ z4.h - z7.h }, { z4.h - z7.h }, z2.h
fmaxnm	{ z4.s - z7.s }, { z4.s - z7.s }, z2.s
fmax	{ z2.d, z3.d }, { z2.d, z3.d }, { z4.d, z5.d }
fmax	{ z10.h, z11.h }, { z10.h, z11.h }, { z24.h, z25.h }
fmax	{ z30.s, z31.s }, { z30.s, z31.s }, { z22.s, z23.s }
fmax	{ z20.d, z21.d }, { z20.d, z21.d }, z3.d
fmax	{ z26.h, z27.h }, { z26.h, z27.h }, z10.h
fmax	{ z0.s, z1.s }, { z0.s, z1.s }, z11.s
fmax	{ z12.d - z15.d }, { z12.d - z15.d }, { z8.d - z11.d }
fmax	{ z12.h - z15.h }, { z12.h - z15.h }, { z28.h - z31.h }
fmax	{ z28.s - z31.s }, { z28.s - z31.s }, { z4.s - z7.s }
fmax	{ z12.d - z15.d }, { z12.d - z15.d }, z6.d
fmax	{ z8.h - z11.h }, { z8.h - z11.h }, z8.h
fmax	{ z28.s - z31.s }, { z28.s - z31.s }, z8.s
fminnm	{ z4.d, z5.d }, { z4.d, z5.d }, { z10.d, z11.d }
fminnm	{ z18.h, z19.h }, { z18.h, z19.h }, { z12.h, z13.h }
fminnm	{ z14.s, z15.s }, { z14.s, z15.s }, { z14.s, z15.s }
fminnm	{ z6.d, z7.d }, { z6.d, z7.d }, z11.d
fminnm	{ z14.h, z15.h }, { z14.h, z15.h }, z6.h
fminnm	{ z12.s, z13.s }, { z12.s, z13.s }, z6.s
fminnm	{ z4.d - z7.d }, { z4.d - z7.d }, { z24.d - z27.d }
fminnm	{ z20.h - z23.h }, { z20.h - z23.h }, { z16.h - z19.h }
fminnm	{ z12.s - z15.s }, { z12.s - z15.s }, { z28.s - z31.s }
fminnm	{ z24.d - z27.d }, { z24.d - z27.d }, z5.d
fminnm	{ z8.h - z11.h }, { z8.h - z11.h }, z3.h
fminnm	{ z8.s - z11.s }, { z8.s - z11.s }, z3.s
fmin	{ z4.d, z5.d }, { z4.d, z5.d }, { z10.d, z11.d }
fmin	{ z22.h, z23.h }, { z22.h, z23.h }, { z22.h, z23.h }
fmin	{ z4.s, z5.s }, { z4.s, z5.s }, { z16.s, z17.s }
fmin	{ z24.d, z25.d }, { z24.d, z25.d }, z6.d
fmin	{ z4.h, z5.h }, { z4.h, z5.h }, z15.h
fmin	{ z26.s, z27.s }, { z26.s, z27.s }, z11.s
fmin	{ z24.d - z27.d }, { z24.d - z27.d }, { z20.d - z23.d }
fmin	{ z4.h - z7.h }, { z4.h - z7.h }, { z16.h - z19.h }
fmin	{ z8.s - z11.s }, { z8.s - z11.s }, { z20.s - z23.s }
fmin	{ z20.d - z23.d }, { z20.d - z23.d }, z11.d
fmin	{ z16.h - z19.h }, { z16.h - z19.h }, z1.h
fmin	{ z24.s - z27.s }, { z24.s - z27.s }, z8.s
frinta	{ z26.s, z27.s }, { z8.s, z9.s }
frinta	{ z28.s - z31.s }, { z16.s - z19.s }
frintm	{ z22.s, z23.s }, { z16.s, z17.s }
frintm	{ z20.s - z23.s }, { z24.s - z27.s }
frintn	{ z4.s, z5.s }, { z24.s, z25.s }
frintn	{ z0.s - z3.s }, { z12.s - z15.s }
frintp	{ z4.s, z5.s }, { z16.s, z17.s }
frintp	{ z24.s - z27.s }, { z12.s - z15.s }
sclamp	{ z8.b, z9.b }, z22.b, z16.b
sclamp	{ z28.d, z29.d }, z1.d, z21.d
sclamp	{ z22.h, z23.h }, z12.h, z28.h
sclamp	{ z12.s, z13.s }, z7.s, z0.s
sclamp	{ z16.b - z19.b }, z1.b, z7.b
sclamp	{ z8.d - z11.d }, z1.d, z3.d
sclamp	{ z4.h - z7.h }, z2.h, z17.h
sclamp	{ z0.s - z3.s }, z29.s, z22.s
scvtf	{ z28.s, z29.s }, { z8.s, z9.s }
scvtf	{ z28.s - z31.s }, { z20.s - z23.s }
smax	{ z0.b, z1.b }, { z0.b, z1.b }, { z24.b, z25.b }
smax	{ z20.d, z21.d }, { z20.d, z21.d }, { z12.d, z13.d }
smax	{ z24.h, z25.h }, { z24.h, z25.h }, { z22.h, z23.h }
smax	{ z14.s, z15.s }, { z14.s, z15.s }, { z8.s, z9.s }
smax	{ z26.b, z27.b }, { z26.b, z27.b }, z13.b
smax	{ z4.d, z5.d }, { z4.d, z5.d }, z12.d
smax	{ z18.h, z19.h }, { z18.h, z19.h }, z4.h
smax	{ z18.s, z19.s }, { z18.s, z19.s }, z5.s
smax	{ z0.b - z3.b }, { z0.b - z3.b }, { z20.b - z23.b }
smax	{ z12.d - z15.d }, { z12.d - z15.d }, { z12.d - z15.d }
smax	{ z8.h - z11.h }, { z8.h - z11.h }, { z20.h - z23.h }
smax	{ z0.s - z3.s }, { z0.s - z3.s }, { z0.s - z3.s }
smax	{ z20.b - z23.b }, { z20.b - z23.b }, z2.b
smax	{ z16.d - z19.d }, { z16.d - z19.d }, z13.d
smax	{ z12.h - z15.h }, { z12.h - z15.h }, z15.h
smax	{ z0.s - z3.s }, { z0.s - z3.s }, z10.s
smin	{ z14.b, z15.b }, { z14.b, z15.b }, { z28.b, z29.b }
smin	{ z10.d, z11.d }, { z10.d, z11.d }, { z10.d, z11.d }
smin	{ z20.h, z21.h }, { z20.h, z21.h }, { z2.h, z3.h }
smin	{ z26.s, z27.s }, { z26.s, z27.s }, { z18.s, z19.s }
smin	{ z22.b, z23.b }, { z22.b, z23.b }, z7.b
smin	{ z30.d, z31.d }, { z30.d, z31.d }, z12.d
smin	{ z4.h, z5.h }, { z4.h, z5.h }, z15.h
smin	{ z28.s, z29.s }, { z28.s, z29.s }, z1.s
smin	{ z8.b - z11.b }, { z8.b - z11.b }, { z24.b - z27.b }
smin	{ z20.d - z23.d }, { z20.d - z23.d }, { z24.d - z27.d }
smin	{ z0.h - z3.h }, { z0.h - z3.h }, { z4.h - z7.h }
smin	{ z12.s - z15.s }, { z12.s - z15.s }, { z24.s - z27.s }
smin	{ z0.b - z3.b }, { z0.b - z3.b }, z14.b
smin	{ z12.d - z15.d }, { z12.d - z15.d }, z5.d
smin	{ z24.h - z27.h }, { z24.h - z27.h }, z9.h
smin	{ z24.s - z27.s }, { z24.s - z27.s }, z5.s
smopa	za0.s, p4/m, p0/m, z12.h, z27.h
smops	za2.s, p2/m, p0/m, z13.h, z8.h
sqcvtn	z15.h, { z4.d - z7.d }
sqcvtn	z31.b, { z20.s - z23.s }
sqcvtun	z2.h, { z0.d - z3.d }
sqcvtun	z14.b, { z12.s - z15.s }
sqcvtu	z29.h, { z24.s, z25.s }
sqcvtu	z31.h, { z28.d - z31.d }
sqcvtu	z0.b, { z20.s - z23.s }
sqcvt	z23.h, { z12.s, z13.s }
sqcvt	z7.h, { z4.d - z7.d }
sqcvt	z1.b, { z24.s - z27.s }
sqdmulh	{ z0.b, z1.b }, { z0.b, z1.b }, { z12.b, z13.b }
sqdmulh	{ z22.d, z23.d }, { z22.d, z23.d }, { z4.d, z5.d }
sqdmulh	{ z20.h, z21.h }, { z20.h, z21.h }, { z20.h, z21.h }
sqdmulh	{ z10.s, z11.s }, { z10.s, z11.s }, { z2.s, z3.s }
sqdmulh	{ z16.b, z17.b }, { z16.b, z17.b }, z15.b
sqdmulh	{ z10.d, z11.d }, { z10.d, z11.d }, z2.d
sqdmulh	{ z14.h, z15.h }, { z14.h, z15.h }, z13.h
sqdmulh	{ z6.s, z7.s }, { z6.s, z7.s }, z3.s
sqdmulh	{ z12.b - z15.b }, { z12.b - z15.b }, { z4.b - z7.b }
sqdmulh	{ z16.d - z19.d }, { z16.d - z19.d }, { z4.d - z7.d }
sqdmulh	{ z12.h - z15.h }, { z12.h - z15.h }, { z0.h - z3.h }
sqdmulh	{ z4.s - z7.s }, { z4.s - z7.s }, { z12.s - z15.s }
sqdmulh	{ z24.b - z27.b }, { z24.b - z27.b }, z11.b
sqdmulh	{ z24.d - z27.d }, { z24.d - z27.d }, z13.d
sqdmulh	{ z0.h - z3.h }, { z0.h - z3.h }, z12.h
sqdmulh	{ z28.s - z31.s }, { z28.s - z31.s }, z12.s
srshl	{ z22.b, z23.b }, { z22.b, z23.b }, { z30.b, z31.b }
srshl	{ z10.d, z11.d }, { z10.d, z11.d }, { z30.d, z31.d }
srshl	{ z4.h, z5.h }, { z4.h, z5.h }, { z0.h, z1.h }
srshl	{ z8.s, z9.s }, { z8.s, z9.s }, { z22.s, z23.s }
srshl	{ z8.b, z9.b }, { z8.b, z9.b }, z3.b
srshl	{ z20.d, z21.d }, { z20.d, z21.d }, z13.d
srshl	{ z14.h, z15.h }, { z14.h, z15.h }, z2.h
srshl	{ z2.s, z3.s }, { z2.s, z3.s }, z13.s
srshl	{ z16.b - z19.b }, { z16.b - z19.b }, { z28.b - z31.b }
srshl	{ z0.d - z3.d }, { z0.d - z3.d }, { z4.d - z7.d }
srshl	{ z16.h - z19.h }, { z16.h - z19.h }, { z16.h - z19.h }
srshl	{ z8.s - z11.s }, { z8.s - z11.s }, { z24.s - z27.s }
srshl	{ z0.b - z3.b }, { z0.b - z3.b }, z5.b
srshl	{ z28.d - z31.d }, { z28.d - z31.d }, z5.d
srshl	{ z16.h - z19.h }, { z16.h - z19.h }, z6.h
srshl	{ z28.s - z31.s }, { z28.s - z31.s }, z9.s
sunpk	{ z2.d, z3.d }, z15.s
sunpk	{ z30.h, z31.h }, z12.b
sunpk	{ z0.s, z1.s }, z29.h
sunpk	{ z4.d - z7.d }, { z16.s, z17.s }
sunpk	{ z20.h - z23.h }, { z10.b, z11.b }
sunpk	{ z4.s - z7.s }, { z2.h, z3.h }
uclamp	{ z0.b, z1.b }, z3.b, z19.b
uclamp	{ z24.d, z25.d }, z30.d, z20.d
uclamp	{ z20.h, z21.h }, z7.h, z14.h
uclamp	{ z22.s, z23.s }, z23.s, z3.s
uclamp	{ z12.b - z15.b }, z10.b, z28.b
uclamp	{ z8.d - z11.d }, z26.d, z10.d
uclamp	{ z16.h - z19.h }, z20.h, z0.h
uclamp	{ z28.s - z31.s }, z31.s, z6.s
ucvtf	{ z10.s, z11.s }, { z18.s, z19.s }
ucvtf	{ z20.s - z23.s }, { z16.s - z19.s }
umax	{ z20.b, z21.b }, { z20.b, z21.b }, { z10.b, z11.b }
umax	{ z24.d, z25.d }, { z24.d, z25.d }, { z26.d, z27.d }
umax	{ z30.h, z31.h }, { z30.h, z31.h }, { z18.h, z19.h }
umax	{ z4.s, z5.s }, { z4.s, z5.s }, { z0.s, z1.s }
umax	{ z14.b, z15.b }, { z14.b, z15.b }, z1.b
umax	{ z2.d, z3.d }, { z2.d, z3.d }, z6.d
umax	{ z20.h, z21.h }, { z20.h, z21.h }, z4.h
umax	{ z16.s, z17.s }, { z16.s, z17.s }, z13.s
umax	{ z28.b - z31.b }, { z28.b - z31.b }, { z16.b - z19.b }
umax	{ z8.d - z11.d }, { z8.d - z11.d }, { z4.d - z7.d }
umax	{ z24.h - z27.h }, { z24.h - z27.h }, { z20.h - z23.h }
umax	{ z4.s - z7.s }, { z4.s - z7.s }, { z24.s - z27.s }
umax	{ z20.b - z23.b }, { z20.b - z23.b }, z10.b
umax	{ z8.d - z11.d }, { z8.d - z11.d }, z12.d
umax	{ z4.h - z7.h }, { z4.h - z7.h }, z15.h
umax	{ z20.s - z23.s }, { z20.s - z23.s }, z3.s
umin	{ z14.b, z15.b }, { z14.b, z15.b }, { z12.b, z13.b }
umin	{ z18.d, z19.d }, { z18.d, z19.d }, { z28.d, z29.d }
umin	{ z14.h, z15.h }, { z14.h, z15.h }, { z2.h, z3.h }
umin	{ z16.s, z17.s }, { z16.s, z17.s }, { z2.s, z3.s }
umin	{ z2.b, z3.b }, { z2.b, z3.b }, z4.b
umin	{ z22.d, z23.d }, { z22.d, z23.d }, z6.d
umin	{ z24.h, z25.h }, { z24.h, z25.h }, z3.h
umin	{ z12.s, z13.s }, { z12.s, z13.s }, z12.s
umin	{ z16.b - z19.b }, { z16.b - z19.b }, { z8.b - z11.b }
umin	{ z24.d - z27.d }, { z24.d - z27.d }, { z0.d - z3.d }
umin	{ z24.h - z27.h }, { z24.h - z27.h }, { z8.h - z11.h }
umin	{ z4.s - z7.s }, { z4.s - z7.s }, { z24.s - z27.s }
umin	{ z24.b - z27.b }, { z24.b - z27.b }, z3.b
umin	{ z28.d - z31.d }, { z28.d - z31.d }, z8.d
umin	{ z16.h - z19.h }, { z16.h - z19.h }, z2.h
umin	{ z24.s - z27.s }, { z24.s - z27.s }, z14.s
umopa	za1.s, p2/m, p0/m, z4.h, z5.h
umops	za2.s, p5/m, p3/m, z12.h, z17.h
uqcvtn	z13.h, { z16.d - z19.d }
uqcvtn	z16.b, { z24.s - z27.s }
uqcvt	z30.h, { z0.s, z1.s }
uqcvt	z10.h, { z0.d - z3.d }
uqcvt	z22.b, { z28.s - z31.s }
urshl	{ z28.b, z29.b }, { z28.b, z29.b }, { z22.b, z23.b }
urshl	{ z14.d, z15.d }, { z14.d, z15.d }, { z10.d, z11.d }
urshl	{ z26.h, z27.h }, { z26.h, z27.h }, { z2.h, z3.h }
urshl	{ z8.s, z9.s }, { z8.s, z9.s }, { z20.s, z21.s }
urshl	{ z18.b, z19.b }, { z18.b, z19.b }, z3.b
urshl	{ z24.d, z25.d }, { z24.d, z25.d }, z1.d
urshl	{ z0.h, z1.h }, { z0.h, z1.h }, z1.h
urshl	{ z20.s, z21.s }, { z20.s, z21.s }, z8.s
urshl	{ z16.b - z19.b }, { z16.b - z19.b }, { z28.b - z31.b }
urshl	{ z12.d - z15.d }, { z12.d - z15.d }, { z8.d - z11.d }
urshl	{ z0.h - z3.h }, { z0.h - z3.h }, { z16.h - z19.h }
urshl	{ z4.s - z7.s }, { z4.s - z7.s }, { z4.s - z7.s }
urshl	{ z24.b - z27.b }, { z24.b - z27.b }, z11.b
urshl	{ z24.d - z27.d }, { z24.d - z27.d }, z9.d
urshl	{ z0.h - z3.h }, { z0.h - z3.h }, z8.h
urshl	{ z8.s - z11.s }, { z8.s - z11.s }, z7.s
uunpk	{ z14.d, z15.d }, z27.s
uunpk	{ z28.h, z29.h }, z11.b
uunpk	{ z0.s, z1.s }, z24.h
uunpk	{ z0.d - z3.d }, { z12.s, z13.s }
uunpk	{ z20.h - z23.h }, { z22.b, z23.b }
uunpk	{ z12.s - z15.s }, { z20.h, z21.h }
uzp	{ z10.b, z11.b }, z19.b, z16.b
uzp	{ z2.d, z3.d }, z24.d, z12.d
uzp	{ z30.h, z31.h }, z28.h, z30.h
uzp	{ z22.q, z23.q }, z9.q, z23.q
uzp	{ z20.s, z21.s }, z3.s, z16.s
uzp	{ z24.b - z27.b }, { z28.b - z31.b }
uzp	{ z0.d - z3.d }, { z20.d - z23.d }
uzp	{ z4.h - z7.h }, { z28.h - z31.h }
uzp	{ z12.q - z15.q }, { z8.q - z11.q }
uzp	{ z16.s - z19.s }, { z20.s - z23.s }
zip	{ z18.b, z19.b }, z13.b, z18.b
zip	{ z0.d, z1.d }, z29.d, z20.d
zip	{ z28.h, z29.h }, z20.h, z27.h
zip	{ z22.q, z23.q }, z22.q, z8.q
zip	{ z12.s, z13.s }, z11.s, z3.s
zip	{ z12.b - z15.b }, { z16.b - z19.b }
zip	{ z8.d - z11.d }, { z16.d - z19.d }
zip	{ z4.h - z7.h }, { z16.h - z19.h }
zip	{ z12.q - z15.q }, { z16.q - z19.q }
zip	{ z20.s - z23.s }, { z24.s - z27.s }
