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
bfdot	za.s[w9, 7, vgx2], { z20.h, z21.h }, { z10.h, z11.h }
bfdot	za.s[w11, 6, vgx2], { z23.h, z24.h }, z3.h
bfdot	za.s[w10, 5, vgx2], { z24.h, z25.h }, z9.h[2]
bfdot	za.s[w11, 1, vgx4], { z20.h - z23.h }, { z12.h - z15.h }
bfdot	za.s[w8, 4, vgx4], { z26.h - z29.h }, z13.h
bfdot	za.s[w11, 2, vgx4], { z12.h - z15.h }, z1.h[2]
bfvdot	za.s[w10, 0, vgx2], { z20.h, z21.h }, z13.h[2]
bmopa	za3.s, p4/m, p3/m, z9.s, z25.s
bmops	za2.s, p0/m, p4/m, z12.s, z9.s
fadd	za.s[w10, 0, vgx2], { z22.s, z23.s }
fadd	za.s[w10, 7, vgx4], { z24.s - z27.s }
fclamp	{ z4.d, z5.d }, z3.d, z9.d
fclamp	{ z6.h, z7.h }, z26.h, z27.h
fclamp	{ z22.s, z23.s }, z10.s, z23.s
fclamp	{ z12.d - z15.d }, z16.d, z18.d
fclamp	{ z4.h - z7.h }, z5.h, z22.h
fclamp	{ z0.s - z3.s }, z29.s, z13.s
fcvtn	z10.h, { z4.s, z5.s }
fcvtzs	{ z2.s, z3.s }, { z16.s, z17.s }
fcvtzs	{ z0.s - z3.s }, { z4.s - z7.s }
fcvtzu	{ z8.s, z9.s }, { z24.s, z25.s }
fcvtzu	{ z8.s - z11.s }, { z0.s - z3.s }
fcvt	z7.h, { z20.s, z21.s }
fdot	za.s[w9, 2, vgx2], { z24.h, z25.h }, { z20.h, z21.h }
fdot	za.s[w11, 4, vgx2], { z21.h, z22.h }, z2.h
fdot	za.s[w8, 0, vgx2], { z6.h, z7.h }, z3.h[3]
fdot	za.s[w8, 0, vgx4], { z4.h - z7.h }, { z12.h - z15.h }
fdot	za.s[w11, 7, vgx4], { z31.h, z0.h, z1.h, z2.h }, z11.h
fdot	za.s[w11, 3, vgx4], { z8.h - z11.h }, z2.h[0]
fmaxnm	{ z24.d, z25.d }, { z24.d, z25.d }, { z16.d, z17.d }
fmaxnm	{ z2.h, z3.h }, { z2.h, z3.h }, { z20.h, z21.h }
fmaxnm	{ z0.s, z1.s }, { z0.s, z1.s }, { z2.s, z3.s }
fmaxnm	{ z0.d, z1.d }, { z0.d, z1.d }, z5.d
fmaxnm	{ z18.h, z19.h }, { z18.h, z19.h }, z10.h
fmaxnm	{ z2.s, z3.s }, { z2.s, z3.s }, z6.s
fmaxnm	{ z16.d - z19.d }, { z16.d - z19.d }, { z28.d - z31.d }
fmaxnm	{ z24.h - z27.h }, { z24.h - z27.h }, { z0.h - z3.h }
fmaxnm	{ z4.s - z7.s }, { z4.s - z7.s }, { z16.s - z19.s }
fmaxnm	{ z28.d - z31.d }, { z28.d - z31.d }, z10.d
fmaxnm	{ z28.h - z31.h }, { z28.h - z31.h }, z2.h
fmaxnm	{ z20.s - z23.s }, { z20.s - z23.s }, z8.s
fmax	{ z10.d, z11.d }, { z10.d, z11.d }, { z24.d, z25.d }
fmax	{ z6.h, z7.h }, { z6.h, z7.h }, { z22.h, z23.h }
fmax	{ z6.s, z7.s }, { z6.s, z7.s }, { z8.s, z9.s }
fmax	{ z22.d, z23.d }, { z22.d, z23.d }, z14.d
fmax	{ z22.h, z23.h }, { z22.h, z23.h }, z4.h
fmax	{ z28.s, z29.s }, { z28.s, z29.s }, z3.s
fmax	{ z24.d - z27.d }, { z24.d - z27.d }, { z20.d - z23.d }
fmax	{ z8.h - z11.h }, { z8.h - z11.h }, { z16.h - z19.h }
fmax	{ z0.s - z3.s }, { z0.s - z3.s }, { z0.s - z3.s }
fmax	{ z20.d - z23.d }, { z20.d - z23.d }, z2.d
fmax	{ z16.h - z19.h }, { z16.h - z19.h }, z9.h
fmax	{ z24.s - z27.s }, { z24.s - z27.s }, z9.s
fminnm	{ z22.d, z23.d }, { z22.d, z23.d }, { z22.d, z23.d }
fminnm	{ z10.h, z11.h }, { z10.h, z11.h }, { z10.h, z11.h }
fminnm	{ z8.s, z9.s }, { z8.s, z9.s }, { z22.s, z23.s }
fminnm	{ z6.d, z7.d }, { z6.d, z7.d }, z8.d
fminnm	{ z14.h, z15.h }, { z14.h, z15.h }, z7.h
fminnm	{ z8.s, z9.s }, { z8.s, z9.s }, z10.s
fminnm	{ z8.d - z11.d }, { z8.d - z11.d }, { z0.d - z3.d }
fminnm	{ z16.h - z19.h }, { z16.h - z19.h }, { z8.h - z11.h }
fminnm	{ z4.s - z7.s }, { z4.s - z7.s }, { z12.s - z15.s }
fminnm	{ z4.d - z7.d }, { z4.d - z7.d }, z0.d
fminnm	{ z12.h - z15.h }, { z12.h - z15.h }, z14.h
fminnm	{ z8.s - z11.s }, { z8.s - z11.s }, z2.s
fmin	{ z28.d, z29.d }, { z28.d, z29.d }, { z12.d, z13.d }
fmin	{ z12.h, z13.h }, { z12.h, z13.h }, { z16.h, z17.h }
fmin	{ z0.s, z1.s }, { z0.s, z1.s }, { z20.s, z21.s }
fmin	{ z16.d, z17.d }, { z16.d, z17.d }, z5.d
fmin	{ z10.h, z11.h }, { z10.h, z11.h }, z8.h
fmin	{ z28.s, z29.s }, { z28.s, z29.s }, z2.s
fmin	{ z20.d - z23.d }, { z20.d - z23.d }, { z0.d - z3.d }
fmin	{ z28.h - z31.h }, { z28.h - z31.h }, { z20.h - z23.h }
fmin	{ z12.s - z15.s }, { z12.s - z15.s }, { z28.s - z31.s }
fmin	{ z20.d - z23.d }, { z20.d - z23.d }, z12.d
fmin	{ z20.h - z23.h }, { z20.h - z23.h }, z5.h
fmin	{ z8.s - z11.s }, { z8.s - z11.s }, z1.s
fmla	za.s[w11, 4, vgx2], { z2.s, z3.s }, { z26.s, z27.s }
fmla	za.s[w9, 5, vgx2], { z27.s, z28.s }, z2.s
fmla	za.s[w10, 4, vgx2], { z10.s, z11.s }, z6.s[1]
fmla	za.s[w9, 0, vgx4], { z0.s - z3.s }, { z8.s - z11.s }
fmla	za.s[w8, 0, vgx4], { z8.s - z11.s }, z2.s
fmla	za.s[w8, 1, vgx4], { z8.s - z11.s }, z4.s[3]
fmls	za.s[w9, 1, vgx2], { z16.s, z17.s }, { z18.s, z19.s }
fmls	za.s[w9, 7, vgx2], { z19.s, z20.s }, z9.s
fmls	za.s[w8, 0, vgx2], { z12.s, z13.s }, z7.s[1]
fmls	za.s[w8, 1, vgx4], { z4.s - z7.s }, { z20.s - z23.s }
fmls	za.s[w9, 0, vgx4], { z26.s - z29.s }, z4.s
fmls	za.s[w8, 4, vgx4], { z24.s - z27.s }, z3.s[0]
frinta	{ z30.s, z31.s }, { z12.s, z13.s }
frinta	{ z24.s - z27.s }, { z0.s - z3.s }
frintm	{ z30.s, z31.s }, { z6.s, z7.s }
frintm	{ z4.s - z7.s }, { z12.s - z15.s }
frintn	{ z18.s, z19.s }, { z30.s, z31.s }
frintn	{ z4.s - z7.s }, { z0.s - z3.s }
frintp	{ z0.s, z1.s }, { z12.s, z13.s }
frintp	{ z8.s - z11.s }, { z8.s - z11.s }
fsub	za.s[w8, 3, vgx2], { z8.s, z9.s }
fsub	za.s[w8, 7, vgx4], { z24.s - z27.s }
fvdot	za.s[w9, 1, vgx2], { z30.h, z31.h }, z14.h[3]
ld1b	{ z20.b, z28.b }, pn10/z, [x30, x22]
ld1b	{ z1.b, z9.b }, pn10/z, [x7, #14, mul vl]
ld1b	{ z18.b, z22.b, z26.b, z30.b }, pn8/z, [x11, x11]
ld1b	{ z1.b, z5.b, z9.b, z13.b }, pn13/z, [x19, #0, mul vl]
ld1d	{ z20.d, z28.d }, pn15/z, [x26, x6, lsl #3]
ld1d	{ z22.d, z30.d }, pn8/z, [x1, #0, mul vl]
ld1d	{ z18.d, z22.d, z26.d, z30.d }, pn11/z, [x4, x25, lsl #3]
ld1d	{ z3.d, z7.d, z11.d, z15.d }, pn15/z, [sp, #-16, mul vl]
ld1h	{ z7.h, z15.h }, pn8/z, [x22, x28, lsl #1]
ld1h	{ z16.h, z24.h }, pn9/z, [x26, #-16, mul vl]
ld1h	{ z2.h, z6.h, z10.h, z14.h }, pn15/z, [x9, x11, lsl #1]
ld1h	{ z17.h, z21.h, z25.h, z29.h }, pn14/z, [x2, #-28, mul vl]
ld1w	{ z1.s, z9.s }, pn15/z, [x19, xzr, lsl #2]
ld1w	{ z6.s, z14.s }, pn14/z, [x2, #8, mul vl]
ld1w	{ z19.s, z23.s, z27.s, z31.s }, pn14/z, [x5, x2, lsl #2]
ld1w	{ z2.s, z6.s, z10.s, z14.s }, pn15/z, [x2, #12, mul vl]
ldnt1b	{ z0.b, z8.b }, pn10/z, [x12, x10]
ldnt1b	{ z21.b, z29.b }, pn11/z, [x13, #-10, mul vl]
ldnt1b	{ z2.b, z6.b, z10.b, z14.b }, pn11/z, [x4, x22]
ldnt1b	{ z17.b, z21.b, z25.b, z29.b }, pn12/z, [x17, #-4, mul vl]
ldnt1d	{ z21.d, z29.d }, pn12/z, [x29, x23, lsl #3]
ldnt1d	{ z6.d, z14.d }, pn15/z, [x21, #14, mul vl]
ldnt1d	{ z3.d, z7.d, z11.d, z15.d }, pn10/z, [x16, x24, lsl #3]
ldnt1d	{ z17.d, z21.d, z25.d, z29.d }, pn9/z, [x14, #0, mul vl]
ldnt1h	{ z23.h, z31.h }, pn10/z, [x21, x21, lsl #1]
ldnt1h	{ z4.h, z12.h }, pn10/z, [x2, #-12, mul vl]
ldnt1h	{ z16.h, z20.h, z24.h, z28.h }, pn10/z, [x16, xzr, lsl #1]
ldnt1h	{ z0.h, z4.h, z8.h, z12.h }, pn13/z, [x21, #-32, mul vl]
ldnt1w	{ z4.s, z12.s }, pn12/z, [x27, x17, lsl #2]
ldnt1w	{ z19.s, z27.s }, pn13/z, [x8, #0, mul vl]
ldnt1w	{ z0.s, z4.s, z8.s, z12.s }, pn13/z, [x23, x12, lsl #2]
ldnt1w	{ z2.s, z6.s, z10.s, z14.s }, pn11/z, [x2, #24, mul vl]
ldr	zt0, [x23]
luti2	{ z26.b, z27.b }, zt0, z23[4]
luti2	{ z4.h, z5.h }, zt0, z12[1]
luti2	{ z8.s, z9.s }, zt0, z26[6]
luti2	{ z16.b - z19.b }, zt0, z18[1]
luti2	{ z8.h - z11.h }, zt0, z4[0]
luti2	{ z12.s - z15.s }, zt0, z22[0]
luti2	z10.b, zt0, z20[8]
luti2	z21.h, zt0, z9[15]
luti2	z20.s, zt0, z29[0]
luti4	{ z12.b, z13.b }, zt0, z19[3]
luti4	{ z30.h, z31.h }, zt0, z28[3]
luti4	{ z20.s, z21.s }, zt0, z11[0]
luti4	{ z0.h - z3.h }, zt0, z30[1]
luti4	{ z16.s - z19.s }, zt0, z18[1]
luti4	z12.b, zt0, z27[1]
luti4	z12.h, zt0, z4[4]
luti4	z20.s, zt0, z0[2]
mova	{ z22.d, z23.d }, za.d[w8, 7, vgx2]
mova	za.d[w8, 0, vgx2], { z0.d, z1.d }
mova	{ z28.d - z31.d }, za.d[w8, 3, vgx4]
mova	za.d[w8, 0, vgx4], { z20.d - z23.d }
movt	zt0[16], x0
movt	x27, zt0[56]
sclamp	{ z6.b, z7.b }, z10.b, z22.b
sclamp	{ z2.d, z3.d }, z11.d, z31.d
sclamp	{ z20.h, z21.h }, z17.h, z4.h
sclamp	{ z28.s, z29.s }, z12.s, z9.s
sclamp	{ z28.b - z31.b }, z28.b, z19.b
sclamp	{ z16.d - z19.d }, z23.d, z8.d
sclamp	{ z4.h - z7.h }, z30.h, z9.h
sclamp	{ z0.s - z3.s }, z24.s, z13.s
scvtf	{ z20.s, z21.s }, { z14.s, z15.s }
scvtf	{ z28.s - z31.s }, { z8.s - z11.s }
sdot	za.s[w11, 0, vgx2], { z4.b, z5.b }, { z22.b, z23.b }
sdot	za.s[w11, 0, vgx2], { z12.b, z13.b }, z5.b
sdot	za.s[w10, 0, vgx2], { z16.b, z17.b }, z5.b[3]
sdot	za.s[w9, 3, vgx4], { z20.b - z23.b }, { z4.b - z7.b }
sdot	za.s[w11, 1, vgx4], { z13.b - z16.b }, z6.b
sdot	za.s[w11, 4, vgx4], { z12.b - z15.b }, z8.b[0]
sdot	za.s[w10, 3, vgx2], { z30.h, z31.h }, { z14.h, z15.h }
sdot	za.s[w11, 0, vgx2], { z30.h, z31.h }, z14.h
sdot	za.s[w10, 7, vgx2], { z18.h, z19.h }, z13.h[2]
sdot	za.s[w11, 0, vgx4], { z4.h - z7.h }, { z12.h - z15.h }
sdot	za.s[w9, 0, vgx4], { z9.h - z12.h }, z14.h
sdot	za.s[w9, 2, vgx4], { z24.h - z27.h }, z0.h[3]
smax	{ z24.b, z25.b }, { z24.b, z25.b }, { z22.b, z23.b }
smax	{ z30.d, z31.d }, { z30.d, z31.d }, { z22.d, z23.d }
smax	{ z6.h, z7.h }, { z6.h, z7.h }, { z20.h, z21.h }
smax	{ z14.s, z15.s }, { z14.s, z15.s }, { z28.s, z29.s }
smax	{ z12.b, z13.b }, { z12.b, z13.b }, z1.b
smax	{ z16.d, z17.d }, { z16.d, z17.d }, z8.d
smax	{ z2.h, z3.h }, { z2.h, z3.h }, z4.h
smax	{ z26.s, z27.s }, { z26.s, z27.s }, z6.s
smax	{ z28.b - z31.b }, { z28.b - z31.b }, { z4.b - z7.b }
smax	{ z0.d - z3.d }, { z0.d - z3.d }, { z0.d - z3.d }
smax	{ z4.h - z7.h }, { z4.h - z7.h }, { z12.h - z15.h }
smax	{ z28.s - z31.s }, { z28.s - z31.s }, { z12.s - z15.s }
smax	{ z12.b - z15.b }, { z12.b - z15.b }, z3.b
smax	{ z24.d - z27.d }, { z24.d - z27.d }, z10.d
smax	{ z20.h - z23.h }, { z20.h - z23.h }, z14.h
smax	{ z12.s - z15.s }, { z12.s - z15.s }, z15.s
smin	{ z18.b, z19.b }, { z18.b, z19.b }, { z30.b, z31.b }
smin	{ z0.d, z1.d }, { z0.d, z1.d }, { z24.d, z25.d }
smin	{ z2.h, z3.h }, { z2.h, z3.h }, { z2.h, z3.h }
smin	{ z26.s, z27.s }, { z26.s, z27.s }, { z6.s, z7.s }
smin	{ z26.b, z27.b }, { z26.b, z27.b }, z0.b
smin	{ z20.d, z21.d }, { z20.d, z21.d }, z11.d
smin	{ z8.h, z9.h }, { z8.h, z9.h }, z11.h
smin	{ z4.s, z5.s }, { z4.s, z5.s }, z10.s
smin	{ z28.b - z31.b }, { z28.b - z31.b }, { z28.b - z31.b }
smin	{ z20.d - z23.d }, { z20.d - z23.d }, { z8.d - z11.d }
smin	{ z4.h - z7.h }, { z4.h - z7.h }, { z24.h - z27.h }
smin	{ z16.s - z19.s }, { z16.s - z19.s }, { z0.s - z3.s }
smin	{ z12.b - z15.b }, { z12.b - z15.b }, z8.b
smin	{ z12.d - z15.d }, { z12.d - z15.d }, z8.d
smin	{ z0.h - z3.h }, { z0.h - z3.h }, z13.h
smin	{ z24.s - z27.s }, { z24.s - z27.s }, z8.s
smopa	za0.s, p1/m, p7/m, z15.h, z16.h
smops	za0.s, p4/m, p5/m, z0.h, z6.h
sqcvtn	z8.h, { z16.d - z19.d }
sqcvtn	z9.b, { z12.s - z15.s }
sqcvtun	z6.h, { z0.d - z3.d }
sqcvtun	z25.b, { z12.s - z15.s }
sqcvtu	z11.h, { z0.s, z1.s }
sqcvtu	z14.h, { z16.d - z19.d }
sqcvtu	z3.b, { z12.s - z15.s }
sqcvt	z29.h, { z16.s, z17.s }
sqcvt	z26.h, { z24.d - z27.d }
sqcvt	z20.b, { z4.s - z7.s }
sqdmulh	{ z20.b, z21.b }, { z20.b, z21.b }, { z14.b, z15.b }
sqdmulh	{ z28.d, z29.d }, { z28.d, z29.d }, { z16.d, z17.d }
sqdmulh	{ z16.h, z17.h }, { z16.h, z17.h }, { z16.h, z17.h }
sqdmulh	{ z20.s, z21.s }, { z20.s, z21.s }, { z8.s, z9.s }
sqdmulh	{ z0.b, z1.b }, { z0.b, z1.b }, z6.b
sqdmulh	{ z28.d, z29.d }, { z28.d, z29.d }, z10.d
sqdmulh	{ z4.h, z5.h }, { z4.h, z5.h }, z6.h
sqdmulh	{ z26.s, z27.s }, { z26.s, z27.s }, z7.s
sqdmulh	{ z16.b - z19.b }, { z16.b - z19.b }, { z12.b - z15.b }
sqdmulh	{ z4.d - z7.d }, { z4.d - z7.d }, { z4.d - z7.d }
sqdmulh	{ z16.h - z19.h }, { z16.h - z19.h }, { z24.h - z27.h }
sqdmulh	{ z24.s - z27.s }, { z24.s - z27.s }, { z28.s - z31.s }
sqdmulh	{ z20.b - z23.b }, { z20.b - z23.b }, z13.b
sqdmulh	{ z12.d - z15.d }, { z12.d - z15.d }, z4.d
sqdmulh	{ z8.h - z11.h }, { z8.h - z11.h }, z10.h
sqdmulh	{ z8.s - z11.s }, { z8.s - z11.s }, z12.s
srshl	{ z18.b, z19.b }, { z18.b, z19.b }, { z4.b, z5.b }
srshl	{ z8.d, z9.d }, { z8.d, z9.d }, { z26.d, z27.d }
srshl	{ z6.h, z7.h }, { z6.h, z7.h }, { z0.h, z1.h }
srshl	{ z22.s, z23.s }, { z22.s, z23.s }, { z24.s, z25.s }
srshl	{ z0.b, z1.b }, { z0.b, z1.b }, z15.b
srshl	{ z26.d, z27.d }, { z26.d, z27.d }, z8.d
srshl	{ z18.h, z19.h }, { z18.h, z19.h }, z4.h
srshl	{ z14.s, z15.s }, { z14.s, z15.s }, z4.s
srshl	{ z4.b - z7.b }, { z4.b - z7.b }, { z8.b - z11.b }
srshl	{ z28.d - z31.d }, { z28.d - z31.d }, { z8.d - z11.d }
srshl	{ z4.h - z7.h }, { z4.h - z7.h }, { z4.h - z7.h }
srshl	{ z20.s - z23.s }, { z20.s - z23.s }, { z24.s - z27.s }
srshl	{ z24.b - z27.b }, { z24.b - z27.b }, z13.b
srshl	{ z20.d - z23.d }, { z20.d - z23.d }, z3.d
srshl	{ z12.h - z15.h }, { z12.h - z15.h }, z6.h
srshl	{ z0.s - z3.s }, { z0.s - z3.s }, z3.s
st1b	{ z4.b, z12.b }, pn12, [x19, x2]
st1b	{ z0.b, z8.b }, pn11, [x25, #0, mul vl]
st1b	{ z1.b, z5.b, z9.b, z13.b }, pn11, [x28, x18]
st1b	{ z0.b, z4.b, z8.b, z12.b }, pn9, [x23, #0, mul vl]
st1d	{ z23.d, z31.d }, pn13, [x21, x20, lsl #3]
st1d	{ z23.d, z31.d }, pn12, [x10, #-16, mul vl]
st1d	{ z18.d, z22.d, z26.d, z30.d }, pn14, [x18, x24, lsl #3]
st1d	{ z0.d, z4.d, z8.d, z12.d }, pn12, [x28, #8, mul vl]
st1h	{ z0.h, z8.h }, pn11, [x10, x14, lsl #1]
st1h	{ z2.h, z10.h }, pn8, [x0, #14, mul vl]
st1h	{ z16.h, z20.h, z24.h, z28.h }, pn13, [x29, x13, lsl #1]
st1h	{ z17.h, z21.h, z25.h, z29.h }, pn9, [x1, #-28, mul vl]
st1w	{ z16.s, z24.s }, pn12, [x16, x22, lsl #2]
st1w	{ z21.s, z29.s }, pn12, [x5, #-12, mul vl]
st1w	{ z0.s, z4.s, z8.s, z12.s }, pn14, [x5, x5, lsl #2]
st1w	{ z3.s, z7.s, z11.s, z15.s }, pn15, [x7, #-4, mul vl]
stnt1b	{ z6.b, z14.b }, pn8, [sp, x20]
stnt1b	{ z7.b, z15.b }, pn15, [x29, #-4, mul vl]
stnt1b	{ z3.b, z7.b, z11.b, z15.b }, pn14, [x1, x11]
stnt1b	{ z17.b, z21.b, z25.b, z29.b }, pn15, [x17, #-24, mul vl]
stnt1d	{ z21.d, z29.d }, pn14, [x12, x4, lsl #3]
stnt1d	{ z17.d, z25.d }, pn10, [x17, #-2, mul vl]
stnt1d	{ z1.d, z5.d, z9.d, z13.d }, pn11, [x10, x17, lsl #3]
stnt1d	{ z3.d, z7.d, z11.d, z15.d }, pn14, [x21, #-32, mul vl]
stnt1h	{ z20.h, z28.h }, pn14, [x24, x4, lsl #1]
stnt1h	{ z4.h, z12.h }, pn14, [x12, #0, mul vl]
stnt1h	{ z17.h, z21.h, z25.h, z29.h }, pn9, [sp, x26, lsl #1]
stnt1h	{ z19.h, z23.h, z27.h, z31.h }, pn9, [x12, #-28, mul vl]
stnt1w	{ z21.s, z29.s }, pn12, [x0, x11, lsl #2]
stnt1w	{ z1.s, z9.s }, pn14, [x7, #-2, mul vl]
stnt1w	{ z1.s, z5.s, z9.s, z13.s }, pn13, [x12, x8, lsl #2]
stnt1w	{ z2.s, z6.s, z10.s, z14.s }, pn8, [x19, #0, mul vl]
str	zt0, [x18]
sub	za.s[w9, 3, vgx2], { z26.s, z27.s }
sub	za.s[w8, 0, vgx2], { z4.s, z5.s }, { z20.s, z21.s }
sub	za.s[w11, 6, vgx2], { z31.s, z0.s }, z9.s
sub	za.s[w11, 1, vgx4], { z24.s - z27.s }
sub	za.s[w11, 4, vgx4], { z12.s - z15.s }, { z4.s - z7.s }
sub	za.s[w11, 5, vgx4], { z26.s - z29.s }, z8.s
sudot	za.s[w11, 2, vgx2], { z26.b, z27.b }, z3.b
sudot	za.s[w11, 0, vgx2], { z24.b, z25.b }, z8.b[2]
sudot	za.s[w10, 1, vgx4], { z29.b, z30.b, z31.b, z0.b }, z12.b
sudot	za.s[w10, 2, vgx4], { z28.b - z31.b }, z9.b[1]
sunpk	{ z0.d, z1.d }, z15.s
sunpk	{ z10.h, z11.h }, z3.b
sunpk	{ z2.s, z3.s }, z2.h
sunpk	{ z12.d - z15.d }, { z20.s, z21.s }
sunpk	{ z0.h - z3.h }, { z8.b, z9.b }
sunpk	{ z16.s - z19.s }, { z26.h, z27.h }
suvdot	za.s[w11, 3, vgx4], { z24.b - z27.b }, z7.b[3]
svdot	za.s[w11, 1, vgx4], { z24.b - z27.b }, z6.b[2]
svdot	za.s[w10, 1, vgx2], { z2.h, z3.h }, z15.h[0]
uclamp	{ z22.b, z23.b }, z4.b, z23.b
uclamp	{ z10.d, z11.d }, z27.d, z6.d
uclamp	{ z24.h, z25.h }, z28.h, z21.h
uclamp	{ z20.s, z21.s }, z2.s, z27.s
uclamp	{ z16.b - z19.b }, z14.b, z29.b
uclamp	{ z20.d - z23.d }, z22.d, z18.d
uclamp	{ z4.h - z7.h }, z8.h, z15.h
uclamp	{ z4.s - z7.s }, z12.s, z24.s
ucvtf	{ z4.s, z5.s }, { z28.s, z29.s }
ucvtf	{ z12.s - z15.s }, { z8.s - z11.s }
udot	za.s[w9, 4, vgx2], { z0.b, z1.b }, { z30.b, z31.b }
udot	za.s[w11, 1, vgx2], { z14.b, z15.b }, z5.b
udot	za.s[w10, 5, vgx2], { z12.b, z13.b }, z14.b[2]
udot	za.s[w10, 4, vgx4], { z28.b - z31.b }, { z16.b - z19.b }
udot	za.s[w11, 3, vgx4], { z2.b - z5.b }, z13.b
udot	za.s[w10, 7, vgx4], { z28.b - z31.b }, z4.b[3]
udot	za.s[w9, 3, vgx2], { z14.h, z15.h }, { z22.h, z23.h }
udot	za.s[w10, 0, vgx2], { z9.h, z10.h }, z9.h
udot	za.s[w11, 5, vgx2], { z16.h, z17.h }, z7.h[0]
udot	za.s[w9, 1, vgx4], { z4.h - z7.h }, { z28.h - z31.h }
udot	za.s[w8, 0, vgx4], { z4.h - z7.h }, z14.h
udot	za.s[w10, 2, vgx4], { z8.h - z11.h }, z14.h[1]
umax	{ z12.b, z13.b }, { z12.b, z13.b }, { z18.b, z19.b }
umax	{ z18.d, z19.d }, { z18.d, z19.d }, { z16.d, z17.d }
umax	{ z20.h, z21.h }, { z20.h, z21.h }, { z8.h, z9.h }
umax	{ z18.s, z19.s }, { z18.s, z19.s }, { z28.s, z29.s }
umax	{ z6.b, z7.b }, { z6.b, z7.b }, z9.b
umax	{ z8.d, z9.d }, { z8.d, z9.d }, z3.d
umax	{ z10.h, z11.h }, { z10.h, z11.h }, z2.h
umax	{ z30.s, z31.s }, { z30.s, z31.s }, z13.s
umax	{ z24.b - z27.b }, { z24.b - z27.b }, { z4.b - z7.b }
umax	{ z8.d - z11.d }, { z8.d - z11.d }, { z16.d - z19.d }
umax	{ z8.h - z11.h }, { z8.h - z11.h }, { z24.h - z27.h }
umax	{ z4.s - z7.s }, { z4.s - z7.s }, { z24.s - z27.s }
umax	{ z16.b - z19.b }, { z16.b - z19.b }, z1.b
umax	{ z4.d - z7.d }, { z4.d - z7.d }, z0.d
umax	{ z24.h - z27.h }, { z24.h - z27.h }, z12.h
umax	{ z28.s - z31.s }, { z28.s - z31.s }, z13.s
umin	{ z18.b, z19.b }, { z18.b, z19.b }, { z30.b, z31.b }
umin	{ z30.d, z31.d }, { z30.d, z31.d }, { z6.d, z7.d }
umin	{ z12.h, z13.h }, { z12.h, z13.h }, { z8.h, z9.h }
umin	{ z2.s, z3.s }, { z2.s, z3.s }, { z20.s, z21.s }
umin	{ z4.b, z5.b }, { z4.b, z5.b }, z5.b
umin	{ z6.d, z7.d }, { z6.d, z7.d }, z0.d
umin	{ z20.h, z21.h }, { z20.h, z21.h }, z12.h
umin	{ z24.s, z25.s }, { z24.s, z25.s }, z12.s
umin	{ z0.b - z3.b }, { z0.b - z3.b }, { z20.b - z23.b }
umin	{ z16.d - z19.d }, { z16.d - z19.d }, { z24.d - z27.d }
umin	{ z20.h - z23.h }, { z20.h - z23.h }, { z0.h - z3.h }
umin	{ z28.s - z31.s }, { z28.s - z31.s }, { z16.s - z19.s }
umin	{ z28.b - z31.b }, { z28.b - z31.b }, z6.b
umin	{ z24.d - z27.d }, { z24.d - z27.d }, z7.d
umin	{ z24.h - z27.h }, { z24.h - z27.h }, z2.h
umin	{ z16.s - z19.s }, { z16.s - z19.s }, z1.s
umopa	za2.s, p6/m, p0/m, z30.h, z31.h
umops	za0.s, p1/m, p0/m, z7.h, z8.h
uqcvtn	z5.h, { z8.d - z11.d }
uqcvtn	z29.b, { z4.s - z7.s }
uqcvt	z30.h, { z20.s, z21.s }
uqcvt	z12.h, { z8.d - z11.d }
uqcvt	z30.b, { z24.s - z27.s }
urshl	{ z30.b, z31.b }, { z30.b, z31.b }, { z20.b, z21.b }
urshl	{ z30.d, z31.d }, { z30.d, z31.d }, { z4.d, z5.d }
urshl	{ z8.h, z9.h }, { z8.h, z9.h }, { z6.h, z7.h }
urshl	{ z18.s, z19.s }, { z18.s, z19.s }, { z20.s, z21.s }
urshl	{ z30.b, z31.b }, { z30.b, z31.b }, z9.b
urshl	{ z14.d, z15.d }, { z14.d, z15.d }, z6.d
urshl	{ z20.h, z21.h }, { z20.h, z21.h }, z14.h
urshl	{ z8.s, z9.s }, { z8.s, z9.s }, z8.s
urshl	{ z28.b - z31.b }, { z28.b - z31.b }, { z0.b - z3.b }
urshl	{ z20.d - z23.d }, { z20.d - z23.d }, { z28.d - z31.d }
urshl	{ z8.h - z11.h }, { z8.h - z11.h }, { z0.h - z3.h }
urshl	{ z28.s - z31.s }, { z28.s - z31.s }, { z16.s - z19.s }
urshl	{ z28.b - z31.b }, { z28.b - z31.b }, z5.b
urshl	{ z16.d - z19.d }, { z16.d - z19.d }, z11.d
urshl	{ z8.h - z11.h }, { z8.h - z11.h }, z2.h
urshl	{ z24.s - z27.s }, { z24.s - z27.s }, z8.s
usdot	za.s[w9, 2, vgx2], { z0.b, z1.b }, { z12.b, z13.b }
usdot	za.s[w8, 7, vgx2], { z23.b, z24.b }, z12.b
usdot	za.s[w10, 0, vgx2], { z22.b, z23.b }, z0.b[3]
usdot	za.s[w10, 0, vgx4], { z4.b - z7.b }, { z16.b - z19.b }
usdot	za.s[w10, 2, vgx4], { z26.b - z29.b }, z9.b
usdot	za.s[w8, 2, vgx4], { z24.b - z27.b }, z1.b[3]
usvdot	za.s[w11, 1, vgx4], { z16.b - z19.b }, z1.b[2]
uunpk	{ z16.d, z17.d }, z25.s
uunpk	{ z8.h, z9.h }, z4.b
uunpk	{ z28.s, z29.s }, z27.h
uunpk	{ z12.d - z15.d }, { z2.s, z3.s }
uunpk	{ z28.h - z31.h }, { z16.b, z17.b }
uunpk	{ z12.s - z15.s }, { z22.h, z23.h }
uvdot	za.s[w10, 5, vgx4], { z24.b - z27.b }, z1.b[0]
uvdot	za.s[w8, 6, vgx2], { z18.h, z19.h }, z1.h[3]
uzp	{ z0.b, z1.b }, z2.b, z20.b
uzp	{ z2.d, z3.d }, z14.d, z14.d
uzp	{ z12.h, z13.h }, z28.h, z8.h
uzp	{ z0.q, z1.q }, z2.q, z13.q
uzp	{ z26.s, z27.s }, z25.s, z24.s
uzp	{ z28.b - z31.b }, { z12.b - z15.b }
uzp	{ z0.d - z3.d }, { z8.d - z11.d }
uzp	{ z28.h - z31.h }, { z28.h - z31.h }
uzp	{ z16.q - z19.q }, { z20.q - z23.q }
uzp	{ z16.s - z19.s }, { z16.s - z19.s }
zero	{ zt0 }
zip	{ z18.b, z19.b }, z17.b, z2.b
zip	{ z28.d, z29.d }, z3.d, z26.d
zip	{ z28.h, z29.h }, z5.h, z25.h
zip	{ z18.q, z19.q }, z18.q, z29.q
zip	{ z4.s, z5.s }, z6.s, z13.s
zip	{ z12.b - z15.b }, { z0.b - z3.b }
zip	{ z16.d - z19.d }, { z12.d - z15.d }
zip	{ z16.h - z19.h }, { z8.h - z11.h }
zip	{ z12.q - z15.q }, { z0.q - z3.q }
zip	{ z24.s - z27.s }, { z16.s - z19.s }
