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
bfmlal	za.s[w8, 6:7], z3.h, z5.h
bfmlal	za.s[w11, 6:7], z21.h, z3.h[3]
bfmlal	za.s[w8, 6:7, vgx2], { z4.h, z5.h }, { z0.h, z1.h }
bfmlal	za.s[w9, 4:5, vgx2], { z27.h, z28.h }, z7.h
bfmlal	za.s[w8, 4:5, vgx2], { z20.h, z21.h }, z5.h[1]
bfmlal	za.s[w10, 6:7, vgx4], { z24.h - z27.h }, { z4.h - z7.h }
bfmlal	za.s[w11, 4:5, vgx4], { z0.h - z3.h }, z9.h
bfmlal	za.s[w8, 2:3, vgx4], { z20.h - z23.h }, z15.h[5]
bfmlsl	za.s[w8, 14:15], z13.h, z8.h
bfmlsl	za.s[w8, 12:13], z11.h, z5.h[4]
bfmlsl	za.s[w10, 2:3, vgx2], { z24.h, z25.h }, { z4.h, z5.h }
bfmlsl	za.s[w8, 6:7, vgx2], { z24.h, z25.h }, z4.h
bfmlsl	za.s[w8, 0:1, vgx2], { z26.h, z27.h }, z2.h[0]
bfmlsl	za.s[w10, 0:1, vgx4], { z24.h - z27.h }, { z8.h - z11.h }
bfmlsl	za.s[w11, 6:7, vgx4], { z29.h, z30.h, z31.h, z0.h }, z3.h
bfmlsl	za.s[w10, 0:1, vgx4], { z12.h - z15.h }, z7.h[0]
bfvdot	za.s[w10, 6, vgx2], { z6.h, z7.h }, z1.h[3]
bmopa	za3.s, p7/m, p2/m, z31.s, z7.s
bmops	za1.s, p3/m, p1/m, z0.s, z29.s
fadd	za.s[w9, 1, vgx2], { z24.s, z25.s }
fadd	za.s[w9, 4, vgx4], { z12.s - z15.s }
fclamp	{ z0.d, z1.d }, z16.d, z5.d
fclamp	{ z24.h, z25.h }, z19.h, z19.h
fclamp	{ z16.s, z17.s }, z18.s, z22.s
fclamp	{ z28.d - z31.d }, z0.d, z15.d
fclamp	{ z28.h - z31.h }, z7.h, z21.h
fclamp	{ z12.s - z15.s }, z22.s, z24.s
fcvtn	z21.h, { z26.s, z27.s }
fcvtzs	{ z6.s, z7.s }, { z26.s, z27.s }
fcvtzs	{ z0.s - z3.s }, { z20.s - z23.s }
fcvtzu	{ z14.s, z15.s }, { z20.s, z21.s }
fcvtzu	{ z16.s - z19.s }, { z4.s - z7.s }
fcvt	z25.h, { z12.s, z13.s }
fdot	za.s[w10, 4, vgx2], { z16.h, z17.h }, { z2.h, z3.h }
fdot	za.s[w10, 7, vgx2], { z28.h, z29.h }, z12.h
fdot	za.s[w11, 5, vgx2], { z20.h, z21.h }, z1.h[0]
fdot	za.s[w10, 0, vgx4], { z8.h - z11.h }, { z20.h - z23.h }
fdot	za.s[w9, 7, vgx4], { z12.h - z15.h }, z1.h
fdot	za.s[w11, 5, vgx4], { z4.h - z7.h }, z7.h[1]
fmaxnm	{ z12.d, z13.d }, { z12.d, z13.d }, { z16.d, z17.d }
fmaxnm	{ z14.h, z15.h }, { z14.h, z15.h }, { z10.h, z11.h }
fmaxnm	{ z22.s, z23.s }, { z22.s, z23.s }, { z24.s, z25.s }
fmaxnm	{ z12.d, z13.d }, { z12.d, z13.d }, z2.d
fmaxnm	{ z12.h, z13.h }, { z12.h, z13.h }, z13.h
fmaxnm	{ z26.s, z27.s }, { z26.s, z27.s }, z3.s
fmaxnm	{ z16.d - z19.d }, { z16.d - z19.d }, { z28.d - z31.d }
fmaxnm	{ z28.h - z31.h }, { z28.h - z31.h }, { z8.h - z11.h }
fmaxnm	{ z8.s - z11.s }, { z8.s - z11.s }, { z24.s - z27.s }
fmaxnm	{ z4.d - z7.d }, { z4.d - z7.d }, z11.d
fmaxnm	{ z4.h - z7.h }, { z4.h - z7.h }, z4.h
fmaxnm	{ z20.s - z23.s }, { z20.s - z23.s }, z14.s
fmax	{ z22.d, z23.d }, { z22.d, z23.d }, { z10.d, z11.d }
fmax	{ z16.h, z17.h }, { z16.h, z17.h }, { z14.h, z15.h }
fmax	{ z12.s, z13.s }, { z12.s, z13.s }, { z24.s, z25.s }
fmax	{ z30.d, z31.d }, { z30.d, z31.d }, z6.d
fmax	{ z22.h, z23.h }, { z22.h, z23.h }, z1.h
fmax	{ z22.s, z23.s }, { z22.s, z23.s }, z3.s
fmax	{ z16.d - z19.d }, { z16.d - z19.d }, { z20.d - z23.d }
fmax	{ z20.h - z23.h }, { z20.h - z23.h }, { z8.h - z11.h }
fmax	{ z20.s - z23.s }, { z20.s - z23.s }, { z12.s - z15.s }
fmax	{ z0.d - z3.d }, { z0.d - z3.d }, z3.d
fmax	{ z16.h - z19.h }, { z16.h - z19.h }, z8.h
fmax	{ z4.s - z7.s }, { z4.s - z7.s }, z12.s
fminnm	{ z14.d, z15.d }, { z14.d, z15.d }, { z6.d, z7.d }
fminnm	{ z6.h, z7.h }, { z6.h, z7.h }, { z22.h, z23.h }
fminnm	{ z4.s, z5.s }, { z4.s, z5.s }, { z22.s, z23.s }
fminnm	{ z2.d, z3.d }, { z2.d, z3.d }, z2.d
fminnm	{ z16.h, z17.h }, { z16.h, z17.h }, z9.h
fminnm	{ z28.s, z29.s }, { z28.s, z29.s }, z5.s
fminnm	{ z28.d - z31.d }, { z28.d - z31.d }, { z24.d - z27.d }
fminnm	{ z16.h - z19.h }, { z16.h - z19.h }, { z24.h - z27.h }
fminnm	{ z28.s - z31.s }, { z28.s - z31.s }, { z12.s - z15.s }
fminnm	{ z12.d - z15.d }, { z12.d - z15.d }, z8.d
fminnm	{ z0.h - z3.h }, { z0.h - z3.h }, z10.h
fminnm	{ z16.s - z19.s }, { z16.s - z19.s }, z5.s
fmin	{ z30.d, z31.d }, { z30.d, z31.d }, { z18.d, z19.d }
fmin	{ z22.h, z23.h }, { z22.h, z23.h }, { z16.h, z17.h }
fmin	{ z30.s, z31.s }, { z30.s, z31.s }, { z28.s, z29.s }
fmin	{ z2.d, z3.d }, { z2.d, z3.d }, z8.d
fmin	{ z18.h, z19.h }, { z18.h, z19.h }, z8.h
fmin	{ z26.s, z27.s }, { z26.s, z27.s }, z12.s
fmin	{ z8.d - z11.d }, { z8.d - z11.d }, { z0.d - z3.d }
fmin	{ z16.h - z19.h }, { z16.h - z19.h }, { z28.h - z31.h }
fmin	{ z12.s - z15.s }, { z12.s - z15.s }, { z24.s - z27.s }
fmin	{ z20.d - z23.d }, { z20.d - z23.d }, z12.d
fmin	{ z8.h - z11.h }, { z8.h - z11.h }, z1.h
fmin	{ z16.s - z19.s }, { z16.s - z19.s }, z9.s
fmlal	za.s[w9, 0:1], z8.h, z2.h
fmlal	za.s[w8, 14:15], z19.h, z6.h[1]
fmlal	za.s[w11, 4:5, vgx2], { z20.h, z21.h }, { z24.h, z25.h }
fmlal	za.s[w8, 0:1, vgx2], { z4.h, z5.h }, z11.h
fmlal	za.s[w10, 0:1, vgx2], { z2.h, z3.h }, z9.h[7]
fmlal	za.s[w10, 6:7, vgx4], { z12.h - z15.h }, { z24.h - z27.h }
fmlal	za.s[w8, 6:7, vgx4], { z31.h, z0.h, z1.h, z2.h }, z15.h
fmlal	za.s[w9, 2:3, vgx4], { z0.h - z3.h }, z7.h[5]
fmla	za.s[w10, 4, vgx2], { z14.s, z15.s }, { z2.s, z3.s }
fmla	za.s[w10, 2, vgx2], { z2.s, z3.s }, z8.s
fmla	za.s[w9, 2, vgx2], { z4.s, z5.s }, z8.s[1]
fmla	za.s[w10, 4, vgx4], { z16.s - z19.s }, { z4.s - z7.s }
fmla	za.s[w8, 3, vgx4], { z14.s - z17.s }, z2.s
fmla	za.s[w10, 0, vgx4], { z4.s - z7.s }, z2.s[1]
fmlsl	za.s[w11, 0:1], z12.h, z9.h
fmlsl	za.s[w8, 4:5], z9.h, z6.h[5]
fmlsl	za.s[w8, 0:1, vgx2], { z26.h, z27.h }, { z30.h, z31.h }
fmlsl	za.s[w10, 0:1, vgx2], { z18.h, z19.h }, z15.h
fmlsl	za.s[w11, 0:1, vgx2], { z18.h, z19.h }, z1.h[7]
fmlsl	za.s[w9, 2:3, vgx4], { z16.h - z19.h }, { z20.h - z23.h }
fmlsl	za.s[w11, 0:1, vgx4], { z30.h, z31.h, z0.h, z1.h }, z8.h
fmlsl	za.s[w8, 0:1, vgx4], { z0.h - z3.h }, z4.h[0]
fmls	za.s[w11, 6, vgx2], { z14.s, z15.s }, { z22.s, z23.s }
fmls	za.s[w10, 7, vgx2], { z18.s, z19.s }, z13.s
fmls	za.s[w11, 1, vgx2], { z6.s, z7.s }, z14.s[3]
fmls	za.s[w9, 1, vgx4], { z4.s - z7.s }, { z20.s - z23.s }
fmls	za.s[w11, 7, vgx4], { z18.s - z21.s }, z2.s
fmls	za.s[w10, 3, vgx4], { z12.s - z15.s }, z7.s[0]
frinta	{ z28.s, z29.s }, { z0.s, z1.s }
frinta	{ z4.s - z7.s }, { z8.s - z11.s }
frintm	{ z18.s, z19.s }, { z2.s, z3.s }
frintm	{ z24.s - z27.s }, { z20.s - z23.s }
frintn	{ z16.s, z17.s }, { z18.s, z19.s }
frintn	{ z12.s - z15.s }, { z12.s - z15.s }
frintp	{ z6.s, z7.s }, { z2.s, z3.s }
frintp	{ z4.s - z7.s }, { z28.s - z31.s }
fsub	za.s[w11, 1, vgx2], { z14.s, z15.s }
fsub	za.s[w11, 6, vgx4], { z0.s - z3.s }
fvdot	za.s[w9, 4, vgx2], { z2.h, z3.h }, z11.h[3]
ld1b	{ z5.b, z13.b }, pn11/z, [x5, x23]
ld1b	{ z1.b, z9.b }, pn14/z, [x23, #12, mul vl]
ld1b	{ z17.b, z21.b, z25.b, z29.b }, pn14/z, [x19, x16]
ld1b	{ z0.b, z4.b, z8.b, z12.b }, pn8/z, [x14, #0, mul vl]
ld1d	{ z6.d, z14.d }, pn10/z, [x23, x10, lsl #3]
ld1d	{ z4.d, z12.d }, pn9/z, [x4, #0, mul vl]
ld1d	{ z3.d, z7.d, z11.d, z15.d }, pn8/z, [x29, x25, lsl #3]
ld1d	{ z2.d, z6.d, z10.d, z14.d }, pn14/z, [x9, #16, mul vl]
ld1h	{ z23.h, z31.h }, pn14/z, [x17, x13, lsl #1]
ld1h	{ z7.h, z15.h }, pn13/z, [x8, #6, mul vl]
ld1h	{ z18.h, z22.h, z26.h, z30.h }, pn8/z, [x6, x8, lsl #1]
ld1h	{ z1.h, z5.h, z9.h, z13.h }, pn14/z, [x13, #-4, mul vl]
ld1w	{ z23.s, z31.s }, pn10/z, [x10, x11, lsl #2]
ld1w	{ z0.s, z8.s }, pn14/z, [x21, #-14, mul vl]
ld1w	{ z17.s, z21.s, z25.s, z29.s }, pn14/z, [x16, x28, lsl #2]
ld1w	{ z2.s, z6.s, z10.s, z14.s }, pn11/z, [x29, #24, mul vl]
ldnt1b	{ z6.b, z14.b }, pn10/z, [x15, x2]
ldnt1b	{ z7.b, z15.b }, pn15/z, [x14, #10, mul vl]
ldnt1b	{ z17.b, z21.b, z25.b, z29.b }, pn14/z, [x0, x3]
ldnt1b	{ z1.b, z5.b, z9.b, z13.b }, pn8/z, [x17, #-24, mul vl]
ldnt1d	{ z1.d, z9.d }, pn9/z, [x16, x5, lsl #3]
ldnt1d	{ z17.d, z25.d }, pn12/z, [sp, #2, mul vl]
ldnt1d	{ z0.d, z4.d, z8.d, z12.d }, pn11/z, [x10, x27, lsl #3]
ldnt1d	{ z18.d, z22.d, z26.d, z30.d }, pn15/z, [x28, #0, mul vl]
ldnt1h	{ z1.h, z9.h }, pn14/z, [x11, x11, lsl #1]
ldnt1h	{ z21.h, z29.h }, pn10/z, [x16, #0, mul vl]
ldnt1h	{ z0.h, z4.h, z8.h, z12.h }, pn11/z, [x6, x0, lsl #1]
ldnt1h	{ z1.h, z5.h, z9.h, z13.h }, pn10/z, [x1, #-32, mul vl]
ldnt1w	{ z6.s, z14.s }, pn10/z, [x15, x25, lsl #2]
ldnt1w	{ z1.s, z9.s }, pn13/z, [x16, #4, mul vl]
ldnt1w	{ z0.s, z4.s, z8.s, z12.s }, pn12/z, [x20, x0, lsl #2]
ldnt1w	{ z18.s, z22.s, z26.s, z30.s }, pn10/z, [x16, #4, mul vl]
ldr	zt0, [x3]
luti2	{ z26.b, z27.b }, zt0, z2[0]
luti2	{ z22.h, z23.h }, zt0, z13[4]
luti2	{ z4.s, z5.s }, zt0, z13[4]
luti2	{ z12.b - z15.b }, zt0, z6[0]
luti2	{ z16.h - z19.h }, zt0, z21[0]
luti2	{ z28.s - z31.s }, zt0, z19[1]
luti2	z10.b, zt0, z8[10]
luti2	z5.h, zt0, z13[0]
luti2	z0.s, zt0, z1[11]
luti4	{ z18.b, z19.b }, zt0, z1[0]
luti4	{ z16.h, z17.h }, zt0, z29[2]
luti4	{ z22.s, z23.s }, zt0, z5[0]
luti4	{ z28.h - z31.h }, zt0, z28[1]
luti4	{ z24.s - z27.s }, zt0, z7[1]
luti4	z6.b, zt0, z2[4]
luti4	z26.h, zt0, z30[6]
luti4	z27.s, zt0, z2[6]
mova	{ z12.d, z13.d }, za.d[w10, 1, vgx2]
mova	za.d[w8, 7, vgx2], { z14.d, z15.d }
mova	{ z24.d - z27.d }, za.d[w8, 5, vgx4]
mova	za.d[w9, 0, vgx4], { z0.d - z3.d }
movt	zt0[48], x2
movt	x9, zt0[56]
sclamp	{ z30.b, z31.b }, z25.b, z11.b
sclamp	{ z24.d, z25.d }, z1.d, z27.d
sclamp	{ z12.h, z13.h }, z16.h, z7.h
sclamp	{ z22.s, z23.s }, z27.s, z6.s
sclamp	{ z8.b - z11.b }, z12.b, z12.b
sclamp	{ z28.d - z31.d }, z11.d, z21.d
sclamp	{ z24.h - z27.h }, z4.h, z25.h
sclamp	{ z24.s - z27.s }, z9.s, z7.s
scvtf	{ z0.s, z1.s }, { z0.s, z1.s }
scvtf	{ z20.s - z23.s }, { z20.s - z23.s }
sdot	za.s[w9, 7, vgx2], { z26.b, z27.b }, { z28.b, z29.b }
sdot	za.s[w10, 3, vgx2], { z21.b, z22.b }, z12.b
sdot	za.s[w9, 6, vgx2], { z16.b, z17.b }, z10.b[0]
sdot	za.s[w9, 6, vgx4], { z4.b - z7.b }, { z0.b - z3.b }
sdot	za.s[w9, 6, vgx4], { z15.b - z18.b }, z7.b
sdot	za.s[w8, 6, vgx4], { z16.b - z19.b }, z14.b[0]
sdot	za.s[w11, 5, vgx2], { z6.h, z7.h }, { z0.h, z1.h }
sdot	za.s[w11, 5, vgx2], { z22.h, z23.h }, z2.h
sdot	za.s[w9, 7, vgx2], { z14.h, z15.h }, z1.h[2]
sdot	za.s[w11, 0, vgx4], { z4.h - z7.h }, { z28.h - z31.h }
sdot	za.s[w8, 1, vgx4], { z2.h - z5.h }, z11.h
sdot	za.s[w9, 6, vgx4], { z16.h - z19.h }, z14.h[2]
smax	{ z2.b, z3.b }, { z2.b, z3.b }, { z20.b, z21.b }
smax	{ z30.d, z31.d }, { z30.d, z31.d }, { z6.d, z7.d }
smax	{ z4.h, z5.h }, { z4.h, z5.h }, { z12.h, z13.h }
smax	{ z26.s, z27.s }, { z26.s, z27.s }, { z8.s, z9.s }
smax	{ z6.b, z7.b }, { z6.b, z7.b }, z5.b
smax	{ z6.d, z7.d }, { z6.d, z7.d }, z2.d
smax	{ z6.h, z7.h }, { z6.h, z7.h }, z4.h
smax	{ z0.s, z1.s }, { z0.s, z1.s }, z13.s
smax	{ z12.b - z15.b }, { z12.b - z15.b }, { z16.b - z19.b }
smax	{ z20.d - z23.d }, { z20.d - z23.d }, { z12.d - z15.d }
smax	{ z24.h - z27.h }, { z24.h - z27.h }, { z4.h - z7.h }
smax	{ z24.s - z27.s }, { z24.s - z27.s }, { z0.s - z3.s }
smax	{ z24.b - z27.b }, { z24.b - z27.b }, z8.b
smax	{ z12.d - z15.d }, { z12.d - z15.d }, z5.d
smax	{ z4.h - z7.h }, { z4.h - z7.h }, z12.h
smax	{ z16.s - z19.s }, { z16.s - z19.s }, z2.s
smin	{ z6.b, z7.b }, { z6.b, z7.b }, { z2.b, z3.b }
smin	{ z4.d, z5.d }, { z4.d, z5.d }, { z4.d, z5.d }
smin	{ z8.h, z9.h }, { z8.h, z9.h }, { z0.h, z1.h }
smin	{ z24.s, z25.s }, { z24.s, z25.s }, { z10.s, z11.s }
smin	{ z22.b, z23.b }, { z22.b, z23.b }, z1.b
smin	{ z24.d, z25.d }, { z24.d, z25.d }, z6.d
smin	{ z14.h, z15.h }, { z14.h, z15.h }, z0.h
smin	{ z0.s, z1.s }, { z0.s, z1.s }, z2.s
smin	{ z28.b - z31.b }, { z28.b - z31.b }, { z28.b - z31.b }
smin	{ z24.d - z27.d }, { z24.d - z27.d }, { z12.d - z15.d }
smin	{ z20.h - z23.h }, { z20.h - z23.h }, { z28.h - z31.h }
smin	{ z4.s - z7.s }, { z4.s - z7.s }, { z8.s - z11.s }
smin	{ z4.b - z7.b }, { z4.b - z7.b }, z7.b
smin	{ z4.d - z7.d }, { z4.d - z7.d }, z10.d
smin	{ z24.h - z27.h }, { z24.h - z27.h }, z11.h
smin	{ z0.s - z3.s }, { z0.s - z3.s }, z2.s
smlall	za.s[w10, 0:3], z17.b, z4.b
smlall	za.s[w8, 12:15], z20.b, z8.b[6]
smlall	za.s[w9, 0:3, vgx2], { z24.b, z25.b }, { z20.b, z21.b }
smlall	za.s[w9, 4:7,  vgx2], { z0.b, z1.b }, z11.b
smlall	za.s[w8, 4:7, vgx2], { z16.b, z17.b }, z13.b[15]
smlall	za.s[w8, 4:7, vgx4], { z12.b - z15.b }, { z20.b - z23.b }
smlall	za.s[w10, 0:3,  vgx4], { z19.b - z22.b }, z15.b
smlall	za.s[w8, 4:7, vgx4], { z20.b - z23.b }, z7.b[15]
smlal	za.s[w10, 2:3], z11.h, z11.h
smlal	za.s[w11, 14:15], z5.h, z15.h[0]
smlal	za.s[w11, 0:1, vgx2], { z6.h, z7.h }, { z8.h, z9.h }
smlal	za.s[w11, 0:1, vgx2], { z15.h, z16.h }, z8.h
smlal	za.s[w9, 0:1, vgx2], { z26.h, z27.h }, z13.h[4]
smlal	za.s[w11, 0:1, vgx4], { z20.h - z23.h }, { z4.h - z7.h }
smlal	za.s[w8, 6:7, vgx4], { z23.h - z26.h }, z11.h
smlal	za.s[w10, 6:7, vgx4], { z20.h - z23.h }, z0.h[0]
smlsll	za.s[w9, 4:7], z28.b, z15.b
smlsll	za.s[w8, 0:3], z0.b, z5.b[3]
smlsll	za.s[w9, 0:3, vgx2], { z6.b, z7.b }, { z2.b, z3.b }
smlsll	za.s[w8, 0:3,  vgx2], { z6.b, z7.b }, z8.b
smlsll	za.s[w9, 0:3, vgx2], { z28.b, z29.b }, z4.b[14]
smlsll	za.s[w11, 0:3, vgx4], { z4.b - z7.b }, { z20.b - z23.b }
smlsll	za.s[w11, 4:7,  vgx4], { z14.b - z17.b }, z3.b
smlsll	za.s[w11, 0:3, vgx4], { z16.b - z19.b }, z4.b[8]
smlsl	za.s[w8, 6:7], z5.h, z8.h
smlsl	za.s[w11, 0:1], z13.h, z4.h[6]
smlsl	za.s[w11, 6:7, vgx2], { z24.h, z25.h }, { z22.h, z23.h }
smlsl	za.s[w8, 4:5, vgx2], { z4.h, z5.h }, z4.h
smlsl	za.s[w8, 2:3, vgx2], { z18.h, z19.h }, z11.h[1]
smlsl	za.s[w10, 0:1, vgx4], { z16.h - z19.h }, { z8.h - z11.h }
smlsl	za.s[w8, 6:7, vgx4], { z18.h - z21.h }, z12.h
smlsl	za.s[w9, 6:7, vgx4], { z12.h - z15.h }, z7.h[7]
smopa	za0.s, p0/m, p0/m, z29.h, z26.h
smops	za0.s, p7/m, p4/m, z21.h, z26.h
sqcvtn	z13.h, { z0.d - z3.d }
sqcvtn	z13.b, { z16.s - z19.s }
sqcvtun	z20.h, { z12.d - z15.d }
sqcvtun	z27.b, { z20.s - z23.s }
sqcvtu	z25.h, { z14.s, z15.s }
sqcvtu	z21.h, { z12.d - z15.d }
sqcvtu	z14.b, { z28.s - z31.s }
sqcvt	z26.h, { z16.s, z17.s }
sqcvt	z17.h, { z20.d - z23.d }
sqcvt	z16.b, { z20.s - z23.s }
sqdmulh	{ z30.b, z31.b }, { z30.b, z31.b }, { z12.b, z13.b }
sqdmulh	{ z28.d, z29.d }, { z28.d, z29.d }, { z14.d, z15.d }
sqdmulh	{ z0.h, z1.h }, { z0.h, z1.h }, { z26.h, z27.h }
sqdmulh	{ z18.s, z19.s }, { z18.s, z19.s }, { z12.s, z13.s }
sqdmulh	{ z16.b, z17.b }, { z16.b, z17.b }, z8.b
sqdmulh	{ z6.d, z7.d }, { z6.d, z7.d }, z13.d
sqdmulh	{ z6.h, z7.h }, { z6.h, z7.h }, z14.h
sqdmulh	{ z28.s, z29.s }, { z28.s, z29.s }, z2.s
sqdmulh	{ z0.b - z3.b }, { z0.b - z3.b }, { z28.b - z31.b }
sqdmulh	{ z20.d - z23.d }, { z20.d - z23.d }, { z16.d - z19.d }
sqdmulh	{ z4.h - z7.h }, { z4.h - z7.h }, { z12.h - z15.h }
sqdmulh	{ z8.s - z11.s }, { z8.s - z11.s }, { z24.s - z27.s }
sqdmulh	{ z24.b - z27.b }, { z24.b - z27.b }, z5.b
sqdmulh	{ z16.d - z19.d }, { z16.d - z19.d }, z13.d
sqdmulh	{ z0.h - z3.h }, { z0.h - z3.h }, z8.h
sqdmulh	{ z28.s - z31.s }, { z28.s - z31.s }, z10.s
srshl	{ z6.b, z7.b }, { z6.b, z7.b }, { z18.b, z19.b }
srshl	{ z16.d, z17.d }, { z16.d, z17.d }, { z0.d, z1.d }
srshl	{ z22.h, z23.h }, { z22.h, z23.h }, { z0.h, z1.h }
srshl	{ z4.s, z5.s }, { z4.s, z5.s }, { z6.s, z7.s }
srshl	{ z24.b, z25.b }, { z24.b, z25.b }, z3.b
srshl	{ z14.d, z15.d }, { z14.d, z15.d }, z8.d
srshl	{ z10.h, z11.h }, { z10.h, z11.h }, z10.h
srshl	{ z16.s, z17.s }, { z16.s, z17.s }, z14.s
srshl	{ z20.b - z23.b }, { z20.b - z23.b }, { z28.b - z31.b }
srshl	{ z12.d - z15.d }, { z12.d - z15.d }, { z20.d - z23.d }
srshl	{ z28.h - z31.h }, { z28.h - z31.h }, { z24.h - z27.h }
srshl	{ z0.s - z3.s }, { z0.s - z3.s }, { z28.s - z31.s }
srshl	{ z8.b - z11.b }, { z8.b - z11.b }, z1.b
srshl	{ z20.d - z23.d }, { z20.d - z23.d }, z14.d
srshl	{ z28.h - z31.h }, { z28.h - z31.h }, z6.h
srshl	{ z20.s - z23.s }, { z20.s - z23.s }, z1.s
st1b	{ z19.b, z27.b }, pn10, [x5, x20]
st1b	{ z18.b, z26.b }, pn9, [x15, #0, mul vl]
st1b	{ z16.b, z20.b, z24.b, z28.b }, pn8, [x4, x16]
st1b	{ z0.b, z4.b, z8.b, z12.b }, pn8, [x18, #0, mul vl]
st1d	{ z6.d, z14.d }, pn12, [x16, x22, lsl #3]
st1d	{ z3.d, z11.d }, pn15, [x21, #2, mul vl]
st1d	{ z16.d, z20.d, z24.d, z28.d }, pn12, [x29, x25, lsl #3]
st1d	{ z19.d, z23.d, z27.d, z31.d }, pn10, [x2, #28, mul vl]
st1h	{ z7.h, z15.h }, pn8, [x8, x6, lsl #1]
st1h	{ z17.h, z25.h }, pn12, [x26, #6, mul vl]
st1h	{ z3.h, z7.h, z11.h, z15.h }, pn8, [x4, x3, lsl #1]
st1h	{ z1.h, z5.h, z9.h, z13.h }, pn11, [x16, #-16, mul vl]
st1w	{ z4.s, z12.s }, pn10, [x1, x25, lsl #2]
st1w	{ z6.s, z14.s }, pn14, [x7, #-6, mul vl]
st1w	{ z16.s, z20.s, z24.s, z28.s }, pn8, [x1, x24, lsl #2]
st1w	{ z17.s, z21.s, z25.s, z29.s }, pn14, [x26, #-4, mul vl]
stnt1b	{ z3.b, z11.b }, pn9, [x11, x4]
stnt1b	{ z2.b, z10.b }, pn13, [x1, #-8, mul vl]
stnt1b	{ z18.b, z22.b, z26.b, z30.b }, pn8, [x7, x25]
stnt1b	{ z18.b, z22.b, z26.b, z30.b }, pn8, [x11, #-20, mul vl]
stnt1d	{ z0.d, z8.d }, pn10, [x16, x23, lsl #3]
stnt1d	{ z23.d, z31.d }, pn13, [x16, #-6, mul vl]
stnt1d	{ z16.d, z20.d, z24.d, z28.d }, pn11, [x19, x22, lsl #3]
stnt1d	{ z0.d, z4.d, z8.d, z12.d }, pn13, [x0, #-32, mul vl]
stnt1h	{ z20.h, z28.h }, pn12, [x21, x13, lsl #1]
stnt1h	{ z16.h, z24.h }, pn12, [x0, #0, mul vl]
stnt1h	{ z19.h, z23.h, z27.h, z31.h }, pn12, [x17, x9, lsl #1]
stnt1h	{ z18.h, z22.h, z26.h, z30.h }, pn13, [x17, #-4, mul vl]
stnt1w	{ z2.s, z10.s }, pn11, [x2, x20, lsl #2]
stnt1w	{ z1.s, z9.s }, pn15, [x19, #8, mul vl]
stnt1w	{ z3.s, z7.s, z11.s, z15.s }, pn15, [x28, x1, lsl #2]
stnt1w	{ z1.s, z5.s, z9.s, z13.s }, pn9, [x13, #0, mul vl]
str	zt0, [x4]
sub	za.s[w9, 2, vgx2], { z0.s, z1.s }
sub	za.s[w11, 7, vgx2], { z6.s, z7.s }, { z24.s, z25.s }
sub	za.s[w11, 5, vgx2], { z7.s, z8.s }, z14.s
sub	za.s[w11, 4, vgx4], { z20.s - z23.s }
sub	za.s[w8, 4, vgx4], { z28.s - z31.s }, { z12.s - z15.s }
sub	za.s[w9, 5, vgx4], { z21.s - z24.s }, z14.s
sudot	za.s[w10, 1, vgx2], { z11.b, z12.b }, z5.b
sudot	za.s[w10, 7, vgx2], { z22.b, z23.b }, z10.b[2]
sudot	za.s[w10, 0, vgx4], { z0.b - z3.b }, z4.b
sudot	za.s[w8, 3, vgx4], { z20.b - z23.b }, z0.b[0]
sumlall	za.s[w9, 8:11], z22.b, z3.b[8]
sumlall	za.s[w11, 0:3,  vgx2], { z9.b, z10.b }, z12.b
sumlall	za.s[w11, 0:3, vgx2], { z2.b, z3.b }, z3.b[10]
sumlall	za.s[w10, 4:7,  vgx4], { z22.b - z25.b }, z12.b
sumlall	za.s[w9, 0:3, vgx4], { z24.b - z27.b }, z8.b[11]
sunpk	{ z4.d, z5.d }, z19.s
sunpk	{ z24.h, z25.h }, z1.b
sunpk	{ z6.s, z7.s }, z3.h
sunpk	{ z4.d - z7.d }, { z0.s, z1.s }
sunpk	{ z20.h - z23.h }, { z18.b, z19.b }
sunpk	{ z20.s - z23.s }, { z6.h, z7.h }
suvdot	za.s[w9, 0, vgx4], { z4.b - z7.b }, z8.b[2]
svdot	za.s[w9, 6, vgx4], { z8.b - z11.b }, z0.b[0]
svdot	za.s[w11, 2, vgx2], { z10.h, z11.h }, z5.h[2]
uclamp	{ z2.b, z3.b }, z26.b, z10.b
uclamp	{ z20.d, z21.d }, z2.d, z11.d
uclamp	{ z26.h, z27.h }, z5.h, z0.h
uclamp	{ z16.s, z17.s }, z13.s, z27.s
uclamp	{ z4.b - z7.b }, z22.b, z6.b
uclamp	{ z20.d - z23.d }, z17.d, z0.d
uclamp	{ z12.h - z15.h }, z21.h, z8.h
uclamp	{ z8.s - z11.s }, z3.s, z18.s
ucvtf	{ z12.s, z13.s }, { z18.s, z19.s }
ucvtf	{ z0.s - z3.s }, { z24.s - z27.s }
udot	za.s[w11, 6, vgx2], { z6.b, z7.b }, { z20.b, z21.b }
udot	za.s[w10, 7, vgx2], { z21.b, z22.b }, z5.b
udot	za.s[w11, 5, vgx2], { z12.b, z13.b }, z3.b[0]
udot	za.s[w11, 0, vgx4], { z16.b - z19.b }, { z4.b - z7.b }
udot	za.s[w10, 7, vgx4], { z3.b - z6.b }, z1.b
udot	za.s[w11, 1, vgx4], { z28.b - z31.b }, z14.b[2]
udot	za.s[w11, 4, vgx2], { z6.h, z7.h }, { z10.h, z11.h }
udot	za.s[w8, 2, vgx2], { z19.h, z20.h }, z6.h
udot	za.s[w9, 5, vgx2], { z6.h, z7.h }, z15.h[1]
udot	za.s[w8, 0, vgx4], { z28.h - z31.h }, { z28.h - z31.h }
udot	za.s[w9, 4, vgx4], { z28.h - z31.h }, z5.h
udot	za.s[w9, 0, vgx4], { z20.h - z23.h }, z15.h[3]
umax	{ z0.b, z1.b }, { z0.b, z1.b }, { z6.b, z7.b }
umax	{ z24.d, z25.d }, { z24.d, z25.d }, { z18.d, z19.d }
umax	{ z8.h, z9.h }, { z8.h, z9.h }, { z28.h, z29.h }
umax	{ z20.s, z21.s }, { z20.s, z21.s }, { z16.s, z17.s }
umax	{ z16.b, z17.b }, { z16.b, z17.b }, z8.b
umax	{ z30.d, z31.d }, { z30.d, z31.d }, z8.d
umax	{ z16.h, z17.h }, { z16.h, z17.h }, z5.h
umax	{ z12.s, z13.s }, { z12.s, z13.s }, z3.s
umax	{ z20.b - z23.b }, { z20.b - z23.b }, { z20.b - z23.b }
umax	{ z20.d - z23.d }, { z20.d - z23.d }, { z12.d - z15.d }
umax	{ z12.h - z15.h }, { z12.h - z15.h }, { z8.h - z11.h }
umax	{ z8.s - z11.s }, { z8.s - z11.s }, { z16.s - z19.s }
umax	{ z24.b - z27.b }, { z24.b - z27.b }, z7.b
umax	{ z16.d - z19.d }, { z16.d - z19.d }, z13.d
umax	{ z4.h - z7.h }, { z4.h - z7.h }, z14.h
umax	{ z8.s - z11.s }, { z8.s - z11.s }, z12.s
umin	{ z12.b, z13.b }, { z12.b, z13.b }, { z16.b, z17.b }
umin	{ z10.d, z11.d }, { z10.d, z11.d }, { z20.d, z21.d }
umin	{ z18.h, z19.h }, { z18.h, z19.h }, { z22.h, z23.h }
umin	{ z10.s, z11.s }, { z10.s, z11.s }, { z10.s, z11.s }
umin	{ z24.b, z25.b }, { z24.b, z25.b }, z9.b
umin	{ z14.d, z15.d }, { z14.d, z15.d }, z2.d
umin	{ z10.h, z11.h }, { z10.h, z11.h }, z8.h
umin	{ z22.s, z23.s }, { z22.s, z23.s }, z13.s
umin	{ z20.b - z23.b }, { z20.b - z23.b }, { z28.b - z31.b }
umin	{ z12.d - z15.d }, { z12.d - z15.d }, { z0.d - z3.d }
umin	{ z8.h - z11.h }, { z8.h - z11.h }, { z20.h - z23.h }
umin	{ z4.s - z7.s }, { z4.s - z7.s }, { z28.s - z31.s }
umin	{ z28.b - z31.b }, { z28.b - z31.b }, z10.b
umin	{ z8.d - z11.d }, { z8.d - z11.d }, z0.d
umin	{ z0.h - z3.h }, { z0.h - z3.h }, z0.h
umin	{ z24.s - z27.s }, { z24.s - z27.s }, z0.s
umlall	za.s[w10, 0:3], z11.b, z8.b
umlall	za.s[w11, 8:11], z11.b, z10.b[9]
umlall	za.s[w11, 0:3, vgx2], { z28.b, z29.b }, { z0.b, z1.b }
umlall	za.s[w10, 0:3,  vgx2], { z11.b, z12.b }, z13.b
umlall	za.s[w11, 4:7, vgx2], { z0.b, z1.b }, z10.b[9]
umlall	za.s[w8, 4:7, vgx4], { z0.b - z3.b }, { z0.b - z3.b }
umlall	za.s[w10, 4:7,  vgx4], { z17.b - z20.b }, z8.b
umlall	za.s[w10, 0:3, vgx4], { z12.b - z15.b }, z4.b[1]
umlal	za.s[w9, 0:1], z19.h, z10.h
umlal	za.s[w9, 12:13], z9.h, z4.h[1]
umlal	za.s[w8, 6:7, vgx2], { z0.h, z1.h }, { z8.h, z9.h }
umlal	za.s[w11, 4:5, vgx2], { z28.h, z29.h }, z10.h
umlal	za.s[w10, 6:7, vgx2], { z30.h, z31.h }, z11.h[0]
umlal	za.s[w10, 4:5, vgx4], { z20.h - z23.h }, { z0.h - z3.h }
umlal	za.s[w8, 6:7, vgx4], { z2.h - z5.h }, z8.h
umlal	za.s[w11, 0:1, vgx4], { z8.h - z11.h }, z10.h[2]
umlsll	za.s[w11, 12:15], z20.b, z10.b
umlsll	za.s[w11, 4:7], z25.b, z10.b[12]
umlsll	za.s[w10, 4:7, vgx2], { z14.b, z15.b }, { z2.b, z3.b }
umlsll	za.s[w11, 0:3,  vgx2], { z0.b, z1.b }, z4.b
umlsll	za.s[w10, 4:7, vgx2], { z28.b, z29.b }, z3.b[12]
umlsll	za.s[w11, 0:3, vgx4], { z16.b - z19.b }, { z20.b - z23.b }
umlsll	za.s[w8, 4:7,  vgx4], { z30.b, z31.b, z0.b, z1.b }, z9.b
umlsll	za.s[w10, 0:3, vgx4], { z28.b - z31.b }, z12.b[13]
umlsl	za.s[w9, 0:1], z10.h, z5.h
umlsl	za.s[w11, 0:1], z19.h, z13.h[3]
umlsl	za.s[w8, 0:1, vgx2], { z2.h, z3.h }, { z28.h, z29.h }
umlsl	za.s[w11, 6:7, vgx2], { z20.h, z21.h }, z9.h
umlsl	za.s[w8, 6:7, vgx2], { z0.h, z1.h }, z4.h[0]
umlsl	za.s[w8, 2:3, vgx4], { z12.h - z15.h }, { z16.h - z19.h }
umlsl	za.s[w11, 6:7, vgx4], { z15.h - z18.h }, z7.h
umlsl	za.s[w10, 2:3, vgx4], { z8.h - z11.h }, z3.h[6]
umopa	za2.s, p5/m, p4/m, z14.h, z18.h
umops	za2.s, p0/m, p2/m, z24.h, z4.h
uqcvtn	z25.h, { z12.d - z15.d }
uqcvtn	z15.b, { z0.s - z3.s }
uqcvt	z30.h, { z16.s, z17.s }
uqcvt	z27.h, { z20.d - z23.d }
uqcvt	z31.b, { z24.s - z27.s }
urshl	{ z28.b, z29.b }, { z28.b, z29.b }, { z8.b, z9.b }
urshl	{ z18.d, z19.d }, { z18.d, z19.d }, { z18.d, z19.d }
urshl	{ z20.h, z21.h }, { z20.h, z21.h }, { z10.h, z11.h }
urshl	{ z22.s, z23.s }, { z22.s, z23.s }, { z0.s, z1.s }
urshl	{ z10.b, z11.b }, { z10.b, z11.b }, z9.b
urshl	{ z4.d, z5.d }, { z4.d, z5.d }, z11.d
urshl	{ z28.h, z29.h }, { z28.h, z29.h }, z2.h
urshl	{ z30.s, z31.s }, { z30.s, z31.s }, z1.s
urshl	{ z20.b - z23.b }, { z20.b - z23.b }, { z8.b - z11.b }
urshl	{ z16.d - z19.d }, { z16.d - z19.d }, { z28.d - z31.d }
urshl	{ z28.h - z31.h }, { z28.h - z31.h }, { z24.h - z27.h }
urshl	{ z20.s - z23.s }, { z20.s - z23.s }, { z0.s - z3.s }
urshl	{ z0.b - z3.b }, { z0.b - z3.b }, z8.b
urshl	{ z24.d - z27.d }, { z24.d - z27.d }, z9.d
urshl	{ z16.h - z19.h }, { z16.h - z19.h }, z15.h
urshl	{ z12.s - z15.s }, { z12.s - z15.s }, z4.s
usdot	za.s[w9, 0, vgx2], { z16.b, z17.b }, { z2.b, z3.b }
usdot	za.s[w9, 2, vgx2], { z25.b, z26.b }, z15.b
usdot	za.s[w9, 7, vgx2], { z16.b, z17.b }, z10.b[0]
usdot	za.s[w11, 3, vgx4], { z0.b - z3.b }, { z12.b - z15.b }
usdot	za.s[w10, 1, vgx4], { z20.b - z23.b }, z15.b
usdot	za.s[w8, 0, vgx4], { z20.b - z23.b }, z15.b[1]
usmlall	za.s[w10, 12:15], z24.b, z15.b
usmlall	za.s[w10, 0:3], z15.b, z5.b[15]
usmlall	za.s[w10, 4:7, vgx2], { z24.b, z25.b }, { z20.b, z21.b }
usmlall	za.s[w10, 4:7,  vgx2], { z28.b, z29.b }, z7.b
usmlall	za.s[w11, 4:7, vgx2], { z18.b, z19.b }, z13.b[1]
usmlall	za.s[w10, 4:7, vgx4], { z8.b - z11.b }, { z28.b - z31.b }
usmlall	za.s[w8, 0:3,  vgx4], { z8.b - z11.b }, z11.b
usmlall	za.s[w9, 0:3, vgx4], { z16.b - z19.b }, z0.b[9]
usvdot	za.s[w9, 7, vgx4], { z8.b - z11.b }, z5.b[1]
uunpk	{ z30.d, z31.d }, z3.s
uunpk	{ z12.h, z13.h }, z18.b
uunpk	{ z8.s, z9.s }, z5.h
uunpk	{ z8.d - z11.d }, { z16.s, z17.s }
uunpk	{ z24.h - z27.h }, { z0.b, z1.b }
uunpk	{ z4.s - z7.s }, { z24.h, z25.h }
uvdot	za.s[w9, 0, vgx4], { z24.b - z27.b }, z6.b[1]
uvdot	za.s[w8, 2, vgx2], { z28.h, z29.h }, z7.h[0]
uzp	{ z28.b, z29.b }, z18.b, z16.b
uzp	{ z22.d, z23.d }, z6.d, z0.d
uzp	{ z2.h, z3.h }, z2.h, z15.h
uzp	{ z18.q, z19.q }, z14.q, z8.q
uzp	{ z22.s, z23.s }, z18.s, z27.s
uzp	{ z12.b - z15.b }, { z8.b - z11.b }
uzp	{ z16.d - z19.d }, { z0.d - z3.d }
uzp	{ z0.h - z3.h }, { z20.h - z23.h }
uzp	{ z8.q - z11.q }, { z16.q - z19.q }
uzp	{ z24.s - z27.s }, { z4.s - z7.s }
zero	{ zt0 }
zip	{ z4.b, z5.b }, z2.b, z21.b
zip	{ z26.d, z27.d }, z15.d, z22.d
zip	{ z10.h, z11.h }, z25.h, z23.h
zip	{ z24.q, z25.q }, z11.q, z18.q
zip	{ z2.s, z3.s }, z3.s, z13.s
zip	{ z4.b - z7.b }, { z8.b - z11.b }
zip	{ z28.d - z31.d }, { z12.d - z15.d }
zip	{ z20.h - z23.h }, { z0.h - z3.h }
zip	{ z20.q - z23.q }, { z16.q - z19.q }
zip	{ z28.s - z31.s }, { z0.s - z3.s }
