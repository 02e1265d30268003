// mattr: +sme2
// instructions llvm-mc 19 takes only with: sme2
add	za.s[w8, 0, vgx2], { z6.s, z7.s }
add	za.s[w11, 2, vgx2], { z4.s, z5.s }, { z4.s, z5.s }
add	za.s[w10, 7, vgx2], { z1.s, z2.s }, z5.s
add	za.s[w9, 0, vgx4], { z0.s - z3.s }
add	za.s[w9, 1, vgx4], { z20.s - z23.s }, { z16.s - z19.s }
add	za.s[w11, 5, vgx4], { z22.s - z25.s }, z7.s
add	{ z2.b, z3.b }, { z2.b, z3.b }, z7.b
add	{ z14.d, z15.d }, { z14.d, z15.d }, z6.d
add	{ z22.h, z23.h }, { z22.h, z23.h }, z3.h
add	{ z6.s, z7.s }, { z6.s, z7.s }, z1.s
add	{ z28.b - z31.b }, { z28.b - z31.b }, z7.b
add	{ z28.d - z31.d }, { z28.d - z31.d }, z1.d
add	{ z24.h - z27.h }, { z24.h - z27.h }, z14.h
add	{ z16.s - z19.s }, { z16.s - z19.s }, z2.s
bfcvtn	z28.h, { z10.s, z11.s }
bfcvt	z5.h, { z6.s, z7.s }
bmopa	za2.s, p7/m, p1/m, z28.s, z30.s
bmops	za0.s, p1/m, p3/m, z1.s, z9.s
fadd	za.s[w8, 6, vgx2], { z4.s, z5.s }
fadd	za.s[w9, 4, vgx4], { z28.s - z31.s }
fclamp	{ z16.d, z17.d }, z5.d, z24.d
fclamp	{ z2.h, z3.h }, z19.h, z16.h
fclamp	{ z14.s, z15.s }, z22.s, z29.s
fclamp	{ z24.d - z27.d }, z15.d, z29.d
fclamp	{ z4.h - z7.h }, z21.h, z15.h
fclamp	{ z8.s - z11.s }, z24.s, z23.s
fcvtn	z27.h, { z16.s, z17.s }
fcvtzs	{ z26.s, z27.s }, { z0.s, z1.s }
fcvtzs	{ z20.s - z23.s }, { z20.s - z23.s }
fcvtzu	{ z16.s, z17.s }, { z30.s, z31.s }
fcvtzu	{ z8.s - z11.s }, { z4.s - z7.s }
fcvt	z21.h, { z22.s, z23.s }
fmaxnm	{ z20.d, z21.d }, { z20.d, z21.d }, { z16.d, z17.d }
fmaxnm	{ z4.h, z5.h }, { z4.h, z5.h }, { z16.h, z17.h }
fmaxnm	{ z16.s, z17.s }, { z16.s, z17.s }, { z10.s, z11.s }
fmaxnm	{ z0.d, z1.d }, { z0.d, z1.d }, z1.d
fmaxnm	{ z26.h, z27.h }, { z26.h, z27.h }, z2.h
fmaxnm	{ z24.s, z25.s }, { z24.s, z25.s }, z14.s
fmaxnm	{ z16.d - z19.d }, { z16.d - z19.d }, { z24.d - z27.d }
fmaxnm	{ z0.h - z3.h }, { z0.h - z3.h }, { z28.h - z31.h }
fmaxnm	{ z0.s - z3.s }, { z0.s - z3.s }, { z28.s - z31.s }
fmaxnm	{ z16.d - z19.d }, { z16.d - z19.d }, z15.d
fmaxnm	{ z20.h - z23.h }, { z20.h - z23.h }, z6.h
fmaxnm	{ z20.s - z23.s }, { z20.s - z23.s }, z1.s
fmax	{ z4.d, z5.d }, { z4.d, z5.d }, { z20.d, z21.d }
fmax	{ z18.h, z19.h }, { z18.h, z19.h }, { z28.h, z29.h }
fmax	{ z18.s, z19.s }, { z18.s, z19.s }, { z16.s, z17.s }
fmax	{ z8.d, z9.d }, { z8.d, z9.d }, z12.d
fmax	{ z16.h, z17.h }, { z16.h, z17.h }, z2.h
fmax	{ z18.s, z19.s }, { z18.s, z19.s }, z6.s
fmax	{ z4.d - z7.d }, { z4.d - z7.d }, { z8.d - z11.d }
fmax	{ z0.h - z3.h }, { z0.h - z3.h }, { z12.h - z15.h }
fmax	{ z0.s - z3.s }, { z0.s - z3.s }, { z28.s - z31.s }
fmax	{ z28.d - z31.d }, { z28.d - z31.d }, z11.d
fmax	{ z4.h - z7.h }, { z4.h - z7.h }, z14.h
fmax	{ z12.s - z15.s }, { z12.s - z15.s }, z7.s
fminnm	{ z0.d, z1.d }, { z0.d, z1.d }, { z26.d, z27.d }
fminnm	{ z28.h, z29.h }, { z28.h, z29.h }, { z12.h, z13.h }
fminnm	{ z4.s, z5.s }, { z4.s, z5.s }, { z30.s, z31.s }
fminnm	{ z16.d, z17.d }, { z16.d, z17.d }, z1.d
fminnm	{ z6.h, z7.h }, { z6.h, z7.h }, z8.h
fminnm	{ z12.s, z13.s }, { z12.s, z13.s }, z3.s
fminnm	{ z12.d - z15.d }, { z12.d - z15.d }, { z4.d - z7.d }
fminnm	{ z20.h - z23.h }, { z20.h - z23.h }, { z16.h - z19.h }
fminnm	{ z4.s - z7.s }, { z4.s - z7.s }, { z4.s - z7.s }
fminnm	{ z28.d - z31.d }, { z28.d - z31.d }, z15.d
fminnm	{ z20.h - z23.h }, { z20.h - z23.h }, z6.h
fminnm	{ z20.s - z23.s }, { z20.s - z23.s }, z0.s
fmin	{ z24.d, z25.d }, { z24.d, z25.d }, { z12.d, z13.d }
fmin	{ z10.h, z11.h }, { z10.h, z11.h }, { z14.h, z15.h }
fmin	{ z2.s, z3.s }, { z2.s, z3.s }, { z28.s, z29.s }
fmin	{ z0.d, z1.d }, { z0.d, z1.d }, z7.d
fmin	{ z22.h, z23.h }, { z22.h, z23.h }, z6.h
fmin	{ z28.s, z29.s }, { z28.s, z29.s }, z8.s
fmin	{ z28.d - z31.d }, { z28.d - z31.d }, { z12.d - z15.d }
fmin	{ z0.h - z3.h }, { z0.h - z3.h }, { z24.h - z27.h }
fmin	{ z24.s - z27.s }, { z24.s - z27.s }, { z8.s - z11.s }
fmin	{ z8.d - z11.d }, { z8.d - z11.d }, z1.d
fmin	{ z24.h - z27.h }, { z24.h - z27.h }, z11.h
fmin	{ z12.s - z15.s }, { z12.s - z15.s }, z10.s
fmla	za.s[w8, 2, vgx2], { z12.s, z13.s }, { z28.s, z29.s }
fmla	za.s[w11, 0, vgx2], { z23.s, z24.s }, z4.s
fmla	za.s[w9, 0, vgx2], { z8.s, z9.s }, z13.s[1]
fmla	za.s[w9, 0, vgx4], { z8.s - z11.s }, { z12.s - z15.s }
fmla	za.s[w10, 0, vgx4], { z12.s - z15.s }, z13.s
fmla	za.s[w9, 1, vgx4], { z20.s - z23.s }, z7.s[3]
fmls	za.s[w10, 1, vgx2], { z6.s, z7.s }, { z14.s, z15.s }
fmls	za.s[w10, 6, vgx2], { z25.s, z26.s }, z2.s
fmls	za.s[w11, 0, vgx2], { z0.s, z1.s }, z2.s[1]
fmls	za.s[w9, 6, vgx4], { z12.s - z15.s }, { z4.s - z7.s }
fmls	za.s[w10, 2, vgx4], { z0.s - z3.s }, z6.s
fmls	za.s[w10, 2, vgx4], { z20.s - z23.s }, z3.s[3]
frinta	{ z4.s, z5.s }, { z4.s, z5.s }
frinta	{ z0.s - z3.s }, { z12.s - z15.s }
frintm	{ z24.s, z25.s }, { z24.s, z25.s }
frintm	{ z0.s - z3.s }, { z16.s - z19.s }
frintn	{ z2.s, z3.s }, { z28.s, z29.s }
frintn	{ z28.s - z31.s }, { z0.s - z3.s }
frintp	{ z18.s, z19.s }, { z16.s, z17.s }
frintp	{ z28.s - z31.s }, { z28.s - z31.s }
fsub	za.s[w11, 0, vgx2], { z4.s, z5.s }
fsub	za.s[w10, 4, vgx4], { z28.s - z31.s }
ld1b	{ z23.b, z31.b }, pn14/z, [x10, x30]
ld1b	{ z19.b, z27.b }, pn8/z, [x11, #-16, mul vl]
ld1b	{ z16.b, z20.b, z24.b, z28.b }, pn14/z, [x2, x11]
ld1b	{ z2.b, z6.b, z10.b, z14.b }, pn9/z, [x21, #0, mul vl]
ld1d	{ z0.d, z8.d }, pn10/z, [x5, x27, lsl #3]
ld1d	{ z7.d, z15.d }, pn9/z, [x25, #14, mul vl]
ld1d	{ z1.d, z5.d, z9.d, z13.d }, pn8/z, [x8, x12, lsl #3]
ld1d	{ z0.d, z4.d, z8.d, z12.d }, pn12/z, [x16, #8, mul vl]
ld1h	{ z2.h, z10.h }, pn11/z, [x3, x22, lsl #1]
ld1h	{ z22.h, z30.h }, pn12/z, [x6, #-14, mul vl]
ld1h	{ z0.h, z4.h, z8.h, z12.h }, pn10/z, [sp, x9, lsl #1]
ld1h	{ z2.h, z6.h, z10.h, z14.h }, pn13/z, [x26, #4, mul vl]
ld1w	{ z23.s, z31.s }, pn8/z, [x8, x22, lsl #2]
ld1w	{ z6.s, z14.s }, pn10/z, [x25, #6, mul vl]
ld1w	{ z2.s, z6.s, z10.s, z14.s }, pn12/z, [x10, x22, lsl #2]
ld1w	{ z18.s, z22.s, z26.s, z30.s }, pn13/z, [x13, #-20, mul vl]
ldnt1b	{ z18.b, z26.b }, pn11/z, [x18, x5]
ldnt1b	{ z2.b, z10.b }, pn14/z, [x16, #-8, mul vl]
ldnt1b	{ z19.b, z23.b, z27.b, z31.b }, pn13/z, [x7, x6]
ldnt1b	{ z18.b, z22.b, z26.b, z30.b }, pn14/z, [x28, #-28, mul vl]
ldnt1d	{ z7.d, z15.d }, pn13/z, [x19, xzr, lsl #3]
ldnt1d	{ z1.d, z9.d }, pn14/z, [x0, #6, mul vl]
ldnt1d	{ z18.d, z22.d, z26.d, z30.d }, pn13/z, [x22, x14, lsl #3]
ldnt1d	{ z16.d, z20.d, z24.d, z28.d }, pn13/z, [x12, #0, mul vl]
ldnt1h	{ z6.h, z14.h }, pn15/z, [x5, x4, lsl #1]
ldnt1h	{ z22.h, z30.h }, pn9/z, [x8, #-16, mul vl]
ldnt1h	{ z17.h, z21.h, z25.h, z29.h }, pn14/z, [x24, x1, lsl #1]
ldnt1h	{ z1.h, z5.h, z9.h, z13.h }, pn13/z, [x11, #-4, mul vl]
ldnt1w	{ z17.s, z25.s }, pn15/z, [x5, x25, lsl #2]
ldnt1w	{ z6.s, z14.s }, pn9/z, [x1, #6, mul vl]
ldnt1w	{ z2.s, z6.s, z10.s, z14.s }, pn14/z, [x22, x14, lsl #2]
ldnt1w	{ z0.s, z4.s, z8.s, z12.s }, pn13/z, [x8, #8, mul vl]
sclamp	{ z28.b, z29.b }, z12.b, z9.b
sclamp	{ z6.d, z7.d }, z26.d, z19.d
sclamp	{ z10.h, z11.h }, z11.h, z16.h
sclamp	{ z20.s, z21.s }, z15.s, z3.s
sclamp	{ z28.b - z31.b }, z19.b, z27.b
sclamp	{ z28.d - z31.d }, z0.d, z28.d
sclamp	{ z8.h - z11.h }, z23.h, z14.h
sclamp	{ z16.s - z19.s }, z24.s, z6.s
scvtf	{ z24.s, z25.s }, { z2.s, z3.s }
scvtf	{ z28.s - z31.s }, { z12.s - z15.s }
smax	{ z26.b, z27.b }, { z26.b, z27.b }, { z2.b, z3.b }
smax	{ z14.d, z15.d }, { z14.d, z15.d }, { z22.d, z23.d }
smax	{ z12.h, z13.h }, { z12.h, z13.h }, { z2.h, z3.h }
smax	{ z6.s, z7.s }, { z6.s, z7.s }, { z26.s, z27.s }
smax	{ z14.b, z15.b }, { z14.b, z15.b }, z8.b
smax	{ z20.d, z21.d }, { z20.d, z21.d }, z2.d
smax	{ z18.h, z19.h }, { z18.h, z19.h }, z7.h
smax	{ z28.s, z29.s }, { z28.s, z29.s }, z0.s
smax	{ z28.b - z31.b }, { z28.b - z31.b }, { z28.b - z31.b }
smax	{ z0.d - z3.d }, { z0.d - z3.d }, { z28.d - z31.d }
smax	{ z0.h - z3.h }, { z0.h - z3.h }, { z28.h - z31.h }
smax	{ z28.s - z31.s }, { z28.s - z31.s }, { z4.s - z7.s }
smax	{ z12.b - z15.b }, { z12.b - z15.b }, z11.b
smax	{ z4.d - z7.d }, { z4.d - z7.d }, z8.d
smax	{ z12.h - z15.h }, { z12.h - z15.h }, z0.h
smax	{ z16.s - z19.s }, { z16.s - z19.s }, z10.s
smin	{ z14.b, z15.b }, { z14.b, z15.b }, { z28.b, z29.b }
smin	{ z12.d, z13.d }, { z12.d, z13.d }, { z2.d, z3.d }
smin	{ z16.h, z17.h }, { z16.h, z17.h }, { z16.h, z17.h }
smin	{ z2.s, z3.s }, { z2.s, z3.s }, { z8.s, z9.s }
smin	{ z26.b, z27.b }, { z26.b, z27.b }, z6.b
smin	{ z30.d, z31.d }, { z30.d, z31.d }, z2.d
smin	{ z2.h, z3.h }, { z2.h, z3.h }, z1.h
smin	{ z4.s, z5.s }, { z4.s, z5.s }, z6.s
smin	{ z28.b - z31.b }, { z28.b - z31.b }, { z12.b - z15.b }
smin	{ z12.d - z15.d }, { z12.d - z15.d }, { z4.d - z7.d }
smin	{ z24.h - z27.h }, { z24.h - z27.h }, { z20.h - z23.h }
smin	{ z20.s - z23.s }, { z20.s - z23.s }, { z28.s - z31.s }
smin	{ z12.b - z15.b }, { z12.b - z15.b }, z15.b
smin	{ z12.d - z15.d }, { z12.d - z15.d }, z2.d
smin	{ z20.h - z23.h }, { z20.h - z23.h }, z4.h
smin	{ z28.s - z31.s }, { z28.s - z31.s }, z0.s
smopa	za3.s, p4/m, p6/m, z25.h, z1.h
smops	za2.s, p0/m, p4/m, z15.h, z21.h
sqcvtn	z17.h, { z0.d - z3.d }
sqcvtn	z30.b, { z28.s - z31.s }
sqcvtun	z23.h, { z12.d - z15.d }
sqcvtun	z19.b, { z28.s - z31.s }
sqcvtu	z19.h, { z24.s, z25.s }
sqcvtu	z10.h, { z12.d - z15.d }
sqcvtu	z28.b, { z28.s - z31.s }
sqcvt	z2.h, { z24.s, z25.s }
sqcvt	z14.h, { z12.d - z15.d }
sqcvt	z23.b, { z28.s - z31.s }
sqdmulh	{ z8.b, z9.b }, { z8.b, z9.b }, { z22.b, z23.b }
sqdmulh	{ z24.d, z25.d }, { z24.d, z25.d }, { z8.d, z9.d }
sqdmulh	{ z10.h, z11.h }, { z10.h, z11.h }, { z24.h, z25.h }
sqdmulh	{ z18.s, z19.s }, { z18.s, z19.s }, { z22.s, z23.s }
sqdmulh	{ z10.b, z11.b }, { z10.b, z11.b }, z7.b
sqdmulh	{ z0.d, z1.d }, { z0.d, z1.d }, z12.d
sqdmulh	{ z26.h, z27.h }, { z26.h, z27.h }, z14.h
sqdmulh	{ z10.s, z11.s }, { z10.s, z11.s }, z13.s
sqdmulh	{ z28.b - z31.b }, { z28.b - z31.b }, { z0.b - z3.b }
sqdmulh	{ z16.d - z19.d }, { z16.d - z19.d }, { z12.d - z15.d }
sqdmulh	{ z28.h - z31.h }, { z28.h - z31.h }, { z8.h - z11.h }
sqdmulh	{ z20.s - z23.s }, { z20.s - z23.s }, { z0.s - z3.s }
sqdmulh	{ z28.b - z31.b }, { z28.b - z31.b }, z12.b
sqdmulh	{ z20.d - z23.d }, { z20.d - z23.d }, z5.d
sqdmulh	{ z8.h - z11.h }, { z8.h - z11.h }, z13.h
sqdmulh	{ z0.s - z3.s }, { z0.s - z3.s }, z1.s
srshl	{ z20.b, z21.b }, { z20.b, z21.b }, { z18.b, z19.b }
srshl	{ z4.d, z5.d }, { z4.d, z5.d }, { z0.d, z1.d }
srshl	{ z24.h, z25.h }, { z24.h, z25.h }, { z24.h, z25.h }
srshl	{ z12.s, z13.s }, { z12.s, z13.s }, { z18.s, z19.s }
srshl	{ z8.b, z9.b }, { z8.b, z9.b }, z3.b
srshl	{ z22.d, z23.d }, { z22.d, z23.d }, z15.d
srshl	{ z30.h, z31.h }, { z30.h, z31.h }, z5.h
srshl	{ z16.s, z17.s }, { z16.s, z17.s }, z6.s
srshl	{ z20.b - z23.b }, { z20.b - z23.b }, { z24.b - z27.b }
srshl	{ z0.d - z3.d }, { z0.d - z3.d }, { z4.d - z7.d }
srshl	{ z28.h - z31.h }, { z28.h - z31.h }, { z4.h - z7.h }
srshl	{ z16.s - z19.s }, { z16.s - z19.s }, { z24.s - z27.s }
srshl	{ z12.b - z15.b }, { z12.b - z15.b }, z8.b
srshl	{ z16.d - z19.d }, { z16.d - z19.d }, z11.d
srshl	{ z8.h - z11.h }, { z8.h - z11.h }, z4.h
srshl	{ z0.s - z3.s }, { z0.s - z3.s }, z3.s
st1b	{ z5.b, z13.b }, pn15, [x9, x17]
st1b	{ z21.b, z29.b }, pn15, [x13, #-14, mul vl]
st1b	{ z2.b, z6.b, z10.b, z14.b }, pn15, [x3, x26]
st1b	{ z17.b, z21.b, z25.b, z29.b }, pn9, [x8, #0, mul vl]
st1d	{ z5.d, z13.d }, pn9, [x22, x29, lsl #3]
st1d	{ z21.d, z29.d }, pn13, [x29, #2, mul vl]
st1d	{ z17.d, z21.d, z25.d, z29.d }, pn14, [x2, x29, lsl #3]
st1d	{ z2.d, z6.d, z10.d, z14.d }, pn9, [x2, #-8, mul vl]
st1h	{ z17.h, z25.h }, pn8, [x17, x14, lsl #1]
st1h	{ z3.h, z11.h }, pn11, [x20, #12, mul vl]
st1h	{ z0.h, z4.h, z8.h, z12.h }, pn9, [x0, x18, lsl #1]
st1h	{ z18.h, z22.h, z26.h, z30.h }, pn9, [x29, #0, mul vl]
st1w	{ z0.s, z8.s }, pn10, [x18, x8, lsl #2]
st1w	{ z0.s, z8.s }, pn10, [x1, #0, mul vl]
st1w	{ z18.s, z22.s, z26.s, z30.s }, pn14, [x0, x20, lsl #2]
st1w	{ z17.s, z21.s, z25.s, z29.s }, pn10, [x30, #-28, mul vl]
stnt1b	{ z20.b, z28.b }, pn14, [x26, x22]
stnt1b	{ z7.b, z15.b }, pn10, [x22, #0, mul vl]
stnt1b	{ z19.b, z23.b, z27.b, z31.b }, pn13, [x22, x8]
stnt1b	{ z2.b, z6.b, z10.b, z14.b }, pn15, [x25, #4, mul vl]
stnt1d	{ z20.d, z28.d }, pn15, [x16, x19, lsl #3]
stnt1d	{ z22.d, z30.d }, pn15, [x17, #-16, mul vl]
stnt1d	{ z17.d, z21.d, z25.d, z29.d }, pn9, [x10, x26, lsl #3]
stnt1d	{ z2.d, z6.d, z10.d, z14.d }, pn14, [x11, #12, mul vl]
stnt1h	{ z4.h, z12.h }, pn13, [x10, x8, lsl #1]
stnt1h	{ z4.h, z12.h }, pn13, [x25, #8, mul vl]
stnt1h	{ z18.h, z22.h, z26.h, z30.h }, pn14, [x12, x24, lsl #1]
stnt1h	{ z16.h, z20.h, z24.h, z28.h }, pn8, [x11, #0, mul vl]
stnt1w	{ z16.s, z24.s }, pn14, [x13, x22, lsl #2]
stnt1w	{ z23.s, z31.s }, pn15, [x0, #14, mul vl]
stnt1w	{ z16.s, z20.s, z24.s, z28.s }, pn12, [x28, x30, lsl #2]
stnt1w	{ z2.s, z6.s, z10.s, z14.s }, pn12, [x9, #24, mul vl]
sub	za.s[w10, 6, vgx2], { z10.s, z11.s }
sub	za.s[w11, 0, vgx2], { z6.s, z7.s }, { z14.s, z15.s }
sub	za.s[w9, 6, vgx2], { z1.s, z2.s }, z10.s
sub	za.s[w10, 2, vgx4], { z20.s - z23.s }
sub	za.s[w9, 7, vgx4], { z4.s - z7.s }, { z8.s - z11.s }
sub	za.s[w9, 7, vgx4], { z30.s, z31.s, z0.s, z1.s }, z1.s
sunpk	{ z4.d, z5.d }, z0.s
sunpk	{ z18.h, z19.h }, z27.b
sunpk	{ z30.s, z31.s }, z23.h
sunpk	{ z16.d - z19.d }, { z6.s, z7.s }
sunpk	{ z8.h - z11.h }, { z18.b, z19.b }
sunpk	{ z28.s - z31.s }, { z12.h, z13.h }
uclamp	{ z4.b, z5.b }, z4.b, z24.b
uclamp	{ z30.d, z31.d }, z13.d, z31.d
uclamp	{ z24.h, z25.h }, z0.h, z21.h
uclamp	{ z2.s, z3.s }, z29.s, z5.s
uclamp	{ z4.b - z7.b }, z9.b, z4.b
uclamp	{ z16.d - z19.d }, z25.d, z1.d
uclamp	{ z20.h - z23.h }, z16.h, z7.h
uclamp	{ z20.s - z23.s }, z19.s, z18.s
ucvtf	{ z20.s, z21.s }, { z0.s, z1.s }
ucvtf	{ z20.s - z23.s }, { z16.s - z19.s }
umax	{ z14.b, z15.b }, { z14.b, z15.b }, { z4.b, z5.b }
umax	{ z30.d, z31.d }, { z30.d, z31.d }, { z2.d, z3.d }
umax	{ z20.h, z21.h }, { z20.h, z21.h }, { z24.h, z25.h }
umax	{ z20.s, z21.s }, { z20.s, z21.s }, { z18.s, z19.s }
umax	{ z22.b, z23.b }, { z22.b, z23.b }, z14.b
umax	{ z24.d, z25.d }, { z24.d, z25.d }, z6.d
umax	{ z2.h, z3.h }, { z2.h, z3.h }, z3.h
umax	{ z16.s, z17.s }, { z16.s, z17.s }, z11.s
umax	{ z0.b - z3.b }, { z0.b - z3.b }, { z12.b - z15.b }
umax	{ z16.d - z19.d }, { z16.d - z19.d }, { z4.d - z7.d }
umax	{ z16.h - z19.h }, { z16.h - z19.h }, { z0.h - z3.h }
umax	{ z0.s - z3.s }, { z0.s - z3.s }, { z4.s - z7.s }
umax	{ z12.b - z15.b }, { z12.b - z15.b }, z13.b
umax	{ z4.d - z7.d }, { z4.d - z7.d }, z0.d
umax	{ z4.h - z7.h }, { z4.h - z7.h }, z7.h
umax	{ z20.s - z23.s }, { z20.s - z23.s }, z11.s
umin	{ z8.b, z9.b }, { z8.b, z9.b }, { z14.b, z15.b }
umin	{ z2.d, z3.d }, { z2.d, z3.d }, { z20.d, z21.d }
umin	{ z20.h, z21.h }, { z20.h, z21.h }, { z14.h, z15.h }
umin	{ z0.s, z1.s }, { z0.s, z1.s }, { z4.s, z5.s }
umin	{ z18.b, z19.b }, { z18.b, z19.b }, z2.b
umin	{ z24.d, z25.d }, { z24.d, z25.d }, z13.d
umin	{ z2.h, z3.h }, { z2.h, z3.h }, z13.h
umin	{ z10.s, z11.s }, { z10.s, z11.s }, z10.s
umin	{ z0.b - z3.b }, { z0.b - z3.b }, { z24.b - z27.b }
umin	{ z20.d - z23.d }, { z20.d - z23.d }, { z0.d - z3.d }
umin	{ z16.h - z19.h }, { z16.h - z19.h }, { z12.h - z15.h }
umin	{ z24.s - z27.s }, { z24.s - z27.s }, { z20.s - z23.s }
umin	{ z20.b - z23.b }, { z20.b - z23.b }, z10.b
umin	{ z4.d - z7.d }, { z4.d - z7.d }, z0.d
umin	{ z12.h - z15.h }, { z12.h - z15.h }, z10.h
umin	{ z8.s - z11.s }, { z8.s - z11.s }, z14.s
umopa	za1.s, p5/m, p2/m, z19.h, z12.h
umops	za1.s, p5/m, p1/m, z30.h, z13.h
uqcvtn	z1.h, { z16.d - z19.d }
uqcvtn	z22.b, { z28.s - z31.s }
uqcvt	z16.h, { z2.s, z3.s }
uqcvt	z3.h, { z20.d - z23.d }
uqcvt	z14.b, { z20.s - z23.s }
urshl	{ z30.b, z31.b }, { z30.b, z31.b }, { z10.b, z11.b }
urshl	{ z12.d, z13.d }, { z12.d, z13.d }, { z2.d, z3.d }
urshl	{ z12.h, z13.h }, { z12.h, z13.h }, { z24.h, z25.h }
urshl	{ z30.s, z31.s }, { z30.s, z31.s }, { z24.s, z25.s }
urshl	{ z8.b, z9.b }, { z8.b, z9.b }, z2.b
urshl	{ z28.d, z29.d }, { z28.d, z29.d }, z0.d
urshl	{ z30.h, z31.h }, { z30.h, z31.h }, z8.h
urshl	{ z24.s, z25.s }, { z24.s, z25.s }, z7.s
urshl	{ z4.b - z7.b }, { z4.b - z7.b }, { z28.b - z31.b }
urshl	{ z12.d - z15.d }, { z12.d - z15.d }, { z4.d - z7.d }
urshl	{ z16.h - z19.h }, { z16.h - z19.h }, { z4.h - z7.h }
urshl	{ z8.s - z11.s }, { z8.s - z11.s }, { z0.s - z3.s }
urshl	{ z16.b - z19.b }, { z16.b - z19.b }, z0.b
urshl	{ z8.d - z11.d }, { z8.d - z11.d }, z3.d
urshl	{ z4.h - z7.h }, { z4.h - z7.h }, z2.h
urshl	{ z0.s - z3.s }, { z0.s - z3.s }, z10.s
uunpk	{ z10.d, z11.d }, z10.s
uunpk	{ z22.h, z23.h }, z9.b
uunpk	{ z28.s, z29.s }, z27.h
uunpk	{ z16.d - z19.d }, { z0.s, z1.s }
uunpk	{ z4.h - z7.h }, { z0.b, z1.b }
uunpk	{ z28.s - z31.s }, { z24.h, z25.h }
uzp	{ z30.b, z31.b }, z8.b, z30.b
uzp	{ z26.d, z27.d }, z18.d, z10.d
uzp	{ z12.h, z13.h }, z8.h, z16.h
uzp	{ z26.q, z27.q }, z22.q, z2.q
uzp	{ z6.s, z7.s }, z17.s, z9.s
uzp	{ z0.b - z3.b }, { z28.b - z31.b }
uzp	{ z0.d - z3.d }, { z20.d - z23.d }
uzp	{ z8.h - z11.h }, { z28.h - z31.h }
uzp	{ z12.q - z15.q }, { z12.q - z15.q }
uzp	{ z4.s - z7.s }, { z12.s - z15.s }
zip	{ z0.b, z1.b }, z8.b, z3.b
zip	{ z26.d, z27.d }, z4.d, z1.d
zip	{ z2.h, z3.h }, z20.h, z3.h
zip	{ z14.q, z15.q }, z14.q, z12.q
zip	{ z28.s, z29.s }, z8.s, z0.s
zip	{ z0.b - z3.b }, { z12.b - z15.b }
zip	{ z24.d - z27.d }, { z24.d - z27.d }
zip	{ z24.h - z27.h }, { z28.h - z31.h }
zip	{ z12.q - z15.q }, { z0.q - z3.q }
zip	{ z8.s - z11.s }, { z28.s - z31.s }
