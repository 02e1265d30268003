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
fadd	za.s[w9, 4, vgx2], { z22.s, z23.s }
fadd	za.s[w8, 6, vgx4], { z16.s - z19.s }
fclamp	{ z2.d, z3.d }, z15.d, z23.d
fclamp	{ z22.h, z23.h }, z25.h, z25.h
fclamp	{ z4.s, z5.s }, z24.s, z26.s
fclamp	{ z0.d - z3.d }, z10.d, z15.d
fclamp	{ z24.h - z27.h }, z9.h, z30.h
fclamp	{ z20.s - z23.s }, z27.s, z4.s
fcvtn	z12.h, { z2.s, z3.s }
fcvtzs	{ z10.s, z11.s }, { z24.s, z25.s }
fcvtzs	{ z20.s - z23.s }, { z8.s - z11.s }
fcvtzu	{ z30.s, z31.s }, { z12.s, z13.s }
fcvtzu	{ z24.s - z27.s }, { z0.s - z3.s }
fcvt	z27.h, { z26.s, z27.s }
fdot	za.s[w11, 1, vgx2], { z14.h, z15.h }, { z28.h, z29.h }
fdot	za.s[w9, 2, vgx2], { z17.h, z18.h }, z15.h
fdot	za.s[w11, 1, vgx2], { z10.h, z11.h }, z3.h[1]
fdot	za.s[w11, 4, vgx4], { z0.h - z3.h }, { z12.h - z15.h }
fdot	za.s[w10, 1, vgx4], { z3.h - z6.h }, z0.h
fdot	za.s[w8, 4, vgx4], { z28.h - z31.h }, z10.h[3]
fmaxnm	{ z10.d, z11.d }, { z10.d, z11.d }, { z6.d, z7.d }
fmaxnm	{ z2.h, z3.h }, { z2.h, z3.h }, { z22.h, z23.h }
fmaxnm	{ z6.s, z7.s }, { z6.s, z7.s }, { z22.s, z23.s }
fmaxnm	{ z22.d, z23.d }, { z22.d, z23.d }, z14.d
fmaxnm	{ z28.h, z29.h }, { z28.h, z29.h }, z12.h
fmaxnm	{ z22.s, z23.s }, { z22.s, z23.s }, z4.s
fmaxnm	{ z20.d - z23.d }, { z20.d - z23.d }, { z0.d - z3.d }
fmaxnm	{ z12.h - z15.h }, { z12.h - z15.h }, { z20.h - z23.h }
fmaxnm	{ z16.s - z19.s }, { z16.s - z19.s }, { z16.s - z19.s }
fmaxnm	{ z20.d - z23.d }, { z20.d - z23.d }, z12.d
fmaxnm	{ z28.h - z31.h }, { z28.h - z31.h }, z13.h
fmaxnm	{ z16.s - z19.s }, { z16.s - z19.s }, z2.s
fmax	{ z24.d, z25.d }, { z24.d, z25.d }, { z16.d, z17.d }
fmax	{ z4.h, z5.h }, { z4.h, z5.h }, { z4.h, z5.h }
fmax	{ z28.s, z29.s }, { z28.s, z29.s }, { z22.s, z23.s }
fmax	{ z30.d, z31.d }, { z30.d, z31.d }, z5.d
fmax	{ z24.h, z25.h }, { z24.h, z25.h }, z4.h
fmax	{ z0.s, z1.s }, { z0.s, z1.s }, z3.s
fmax	{ z24.d - z27.d }, { z24.d - z27.d }, { z12.d - z15.d }
fmax	{ z8.h - z11.h }, { z8.h - z11.h }, { z8.h - z11.h }
fmax	{ z28.s - z31.s }, { z28.s - z31.s }, { z8.s - z11.s }
fmax	{ z24.d - z27.d }, { z24.d - z27.d }, z8.d
fmax	{ z28.h - z31.h }, { z28.h - z31.h }, z2.h
fmax	{ z24.s - z27.s }, { z24.s - z27.s }, z3.s
fminnm	{ z18.d, z19.d }, { z18.d, z19.d }, { z0.d, z1.d }
fminnm	{ z8.h, z9.h }, { z8.h, z9.h }, { z16.h, z17.h }
fminnm	{ z20.s, z21.s }, { z20.s, z21.s }, { z10.s, z11.s }
fminnm	{ z20.d, z21.d }, { z20.d, z21.d }, z14.d
fminnm	{ z20.h, z21.h }, { z20.h, z21.h }, z10.h
fminnm	{ z16.s, z17.s }, { z16.s, z17.s }, z15.s
fminnm	{ z12.d - z15.d }, { z12.d - z15.d }, { z12.d - z15.d }
fminnm	{ z28.h - z31.h }, { z28.h - z31.h }, { z20.h - z23.h }
fminnm	{ z4.s - z7.s }, { z4.s - z7.s }, { z20.s - z23.s }
fminnm	{ z12.d - z15.d }, { z12.d - z15.d }, z4.d
fminnm	{ z12.h - z15.h }, { z12.h - z15.h }, z14.h
fminnm	{ z28.s - z31.s }, { z28.s - z31.s }, z13.s
fmin	{ z8.d, z9.d }, { z8.d, z9.d }, { z8.d, z9.d }
fmin	{ z8.h, z9.h }, { z8.h, z9.h }, { z18.h, z19.h }
fmin	{ z30.s, z31.s }, { z30.s, z31.s }, { z12.s, z13.s }
fmin	{ z18.d, z19.d }, { z18.d, z19.d }, z4.d
fmin	{ z18.h, z19.h }, { z18.h, z19.h }, z5.h
fmin	{ z30.s, z31.s }, { z30.s, z31.s }, z13.s
fmin	{ z16.d - z19.d }, { z16.d - z19.d }, { z4.d - z7.d }
fmin	{ z28.h - z31.h }, { z28.h - z31.h }, { z20.h - z23.h }
fmin	{ z20.s - z23.s }, { z20.s - z23.s }, { z0.s - z3.s }
fmin	{ z4.d - z7.d }, { z4.d - z7.d }, z7.d
fmin	{ z24.h - z27.h }, { z24.h - z27.h }, z11.h
fmin	{ z24.s - z27.s }, { z24.s - z27.s }, z6.s
fmlal	za.s[w11, 2:3], z11.h, z6.h
fmlal	za.s[w11, 0:1], z27.h, z15.h[2]
fmlal	za.s[w9, 0:1, vgx2], { z14.h, z15.h }, { z8.h, z9.h }
fmlal	za.s[w10, 6:7, vgx2], { z13.h, z14.h }, z9.h
fmlal	za.s[w10, 0:1, vgx2], { z12.h, z13.h }, z4.h[0]
fmlal	za.s[w8, 2:3, vgx4], { z20.h - z23.h }, { z8.h - z11.h }
fmlal	za.s[w8, 0:1, vgx4], { z1.h - z4.h }, z11.h
fmlal	za.s[w10, 6:7, vgx4], { z4.h - z7.h }, z1.h[1]
fmla	za.s[w8, 1, vgx2], { z4.s, z5.s }, { z20.s, z21.s }
fmla	za.s[w9, 0, vgx2], { z26.s, z27.s }, z4.s
fmla	za.s[w8, 4, vgx2], { z26.s, z27.s }, z3.s[0]
fmla	za.s[w10, 6, vgx4], { z24.s - z27.s }, { z4.s - z7.s }
fmla	za.s[w11, 0, vgx4], { z0.s - z3.s }, z2.s
fmla	za.s[w8, 3, vgx4], { z24.s - z27.s }, z12.s[0]
fmlsl	za.s[w11, 6:7], z15.h, z8.h
fmlsl	za.s[w10, 14:15], z3.h, z15.h[0]
fmlsl	za.s[w11, 0:1, vgx2], { z8.h, z9.h }, { z6.h, z7.h }
fmlsl	za.s[w8, 4:5, vgx2], { z2.h, z3.h }, z1.h
fmlsl	za.s[w10, 0:1, vgx2], { z6.h, z7.h }, z1.h[6]
fmlsl	za.s[w8, 2:3, vgx4], { z8.h - z11.h }, { z4.h - z7.h }
fmlsl	za.s[w8, 4:5, vgx4], { z13.h - z16.h }, z2.h
fmlsl	za.s[w9, 4:5, vgx4], { z20.h - z23.h }, z7.h[0]
fmls	za.s[w9, 3, vgx2], { z14.s, z15.s }, { z10.s, z11.s }
fmls	za.s[w8, 7, vgx2], { z11.s, z12.s }, z7.s
fmls	za.s[w10, 1, vgx2], { z6.s, z7.s }, z11.s[0]
fmls	za.s[w9, 0, vgx4], { z4.s - z7.s }, { z20.s - z23.s }
fmls	za.s[w8, 6, vgx4], { z21.s - z24.s }, z2.s
fmls	za.s[w10, 2, vgx4], { z0.s - z3.s }, z13.s[0]
frinta	{ z12.s, z13.s }, { z6.s, z7.s }
frinta	{ z4.s - z7.s }, { z0.s - z3.s }
frintm	{ z18.s, z19.s }, { z8.s, z9.s }
frintm	{ z16.s - z19.s }, { z4.s - z7.s }
frintn	{ z22.s, z23.s }, { z12.s, z13.s }
frintn	{ z0.s - z3.s }, { z0.s - z3.s }
frintp	{ z20.s, z21.s }, { z10.s, z11.s }
frintp	{ z8.s - z11.s }, { z4.s - z7.s }
fsub	za.s[w8, 0, vgx2], { z16.s, z17.s }
fsub	za.s[w8, 0, vgx4], { z28.s - z31.s }
fvdot	za.s[w9, 7, vgx2], { z12.h, z13.h }, z1.h[1]
ld1b	{ z23.b, z31.b }, pn13/z, [x27, x26]
ld1b	{ z4.b, z12.b }, pn13/z, [x30, #4, mul vl]
ld1b	{ z18.b, z22.b, z26.b, z30.b }, pn8/z, [x3, x9]
ld1b	{ z16.b, z20.b, z24.b, z28.b }, pn14/z, [x8, #-4, mul vl]
ld1d	{ z6.d, z14.d }, pn10/z, [x12, x10, lsl #3]
ld1d	{ z19.d, z27.d }, pn10/z, [x9, #-16, mul vl]
ld1d	{ z0.d, z4.d, z8.d, z12.d }, pn15/z, [x14, x0, lsl #3]
ld1d	{ z19.d, z23.d, z27.d, z31.d }, pn14/z, [x10, #-16, mul vl]
ld1h	{ z4.h, z12.h }, pn15/z, [x17, x26, lsl #1]
ld1h	{ z20.h, z28.h }, pn8/z, [x6, #0, mul vl]
ld1h	{ z16.h, z20.h, z24.h, z28.h }, pn14/z, [x26, x11, lsl #1]
ld1h	{ z18.h, z22.h, z26.h, z30.h }, pn12/z, [x13, #-32, mul vl]
ld1w	{ z23.s, z31.s }, pn13/z, [x30, x5, lsl #2]
ld1w	{ z1.s, z9.s }, pn15/z, [x17, #-12, mul vl]
ld1w	{ z17.s, z21.s, z25.s, z29.s }, pn8/z, [x11, x11, lsl #2]
ld1w	{ z19.s, z23.s, z27.s, z31.s }, pn10/z, [x5, #0, mul vl]
ldnt1b	{ z7.b, z15.b }, pn11/z, [x8, x26]
ldnt1b	{ z21.b, z29.b }, pn15/z, [x11, #0, mul vl]
ldnt1b	{ z1.b, z5.b, z9.b, z13.b }, pn13/z, [x12, x10]
ldnt1b	{ z1.b, z5.b, z9.b, z13.b }, pn10/z, [x20, #16, mul vl]
ldnt1d	{ z23.d, z31.d }, pn11/z, [x16, x22, lsl #3]
ldnt1d	{ z18.d, z26.d }, pn11/z, [x5, #6, mul vl]
ldnt1d	{ z1.d, z5.d, z9.d, z13.d }, pn10/z, [x26, x18, lsl #3]
ldnt1d	{ z1.d, z5.d, z9.d, z13.d }, pn14/z, [x2, #0, mul vl]
ldnt1h	{ z2.h, z10.h }, pn8/z, [x3, x17, lsl #1]
ldnt1h	{ z5.h, z13.h }, pn11/z, [x17, #0, mul vl]
ldnt1h	{ z0.h, z4.h, z8.h, z12.h }, pn9/z, [x16, x24, lsl #1]
ldnt1h	{ z17.h, z21.h, z25.h, z29.h }, pn13/z, [x6, #-28, mul vl]
ldnt1w	{ z7.s, z15.s }, pn10/z, [x29, x6, lsl #2]
ldnt1w	{ z0.s, z8.s }, pn15/z, [x1, #0, mul vl]
ldnt1w	{ z18.s, z22.s, z26.s, z30.s }, pn9/z, [x8, x8, lsl #2]
ldnt1w	{ z1.s, z5.s, z9.s, z13.s }, pn13/z, [x28, #20, mul vl]
ldr	zt0, [x17]
luti2	{ z24.b, z25.b }, zt0, z12[3]
luti2	{ z10.h, z11.h }, zt0, z0[6]
luti2	{ z28.s, z29.s }, zt0, z31[7]
luti2	{ z16.b - z19.b }, zt0, z14[3]
luti2	{ z28.h - z31.h }, zt0, z23[3]
luti2	{ z28.s - z31.s }, zt0, z7[3]
luti2	z27.b, zt0, z21[1]
luti2	z6.h, zt0, z19[9]
luti2	z13.s, zt0, z12[0]
luti4	{ z6.b, z7.b }, zt0, z7[0]
luti4	{ z28.h, z29.h }, zt0, z22[1]
luti4	{ z8.s, z9.s }, zt0, z7[3]
luti4	{ z20.h - z23.h }, zt0, z7[1]
luti4	{ z4.s - z7.s }, zt0, z2[0]
luti4	z29.b, zt0, z20[1]
luti4	z20.h, zt0, z6[0]
luti4	z27.s, zt0, z5[7]
mova	{ z30.d, z31.d }, za.d[w10, 0, vgx2]
mova	za.d[w9, 1, vgx2], { z2.d, z3.d }
mova	{ z20.d - z23.d }, za.d[w8, 4, vgx4]
mova	za.d[w11, 1, vgx4], { z28.d - z31.d }
movt	zt0[24], x14
movt	x15, zt0[40]
sclamp	{ z24.b, z25.b }, z30.b, z7.b
sclamp	{ z12.d, z13.d }, z24.d, z0.d
sclamp	{ z8.h, z9.h }, z14.h, z16.h
sclamp	{ z10.s, z11.s }, z1.s, z19.s
sclamp	{ z24.b - z27.b }, z10.b, z10.b
sclamp	{ z4.d - z7.d }, z30.d, z10.d
sclamp	{ z20.h - z23.h }, z11.h, z30.h
sclamp	{ z24.s - z27.s }, z21.s, z11.s
scvtf	{ z8.s, z9.s }, { z24.s, z25.s }
scvtf	{ z16.s - z19.s }, { z4.s - z7.s }
sdot	za.s[w11, 4, vgx2], { z12.b, z13.b }, { z26.b, z27.b }
sdot	za.s[w8, 1, vgx2], { z31.b, z0.b }, z13.b
sdot	za.s[w9, 1, vgx2], { z28.b, z29.b }, z2.b[0]
sdot	za.s[w8, 7, vgx4], { z24.b - z27.b }, { z4.b - z7.b }
sdot	za.s[w9, 4, vgx4], { z6.b - z9.b }, z10.b
sdot	za.s[w10, 1, vgx4], { z8.b - z11.b }, z11.b[1]
sdot	za.s[w10, 0, vgx2], { z28.h, z29.h }, { z20.h, z21.h }
sdot	za.s[w9, 5, vgx2], { z5.h, z6.h }, z15.h
sdot	za.s[w8, 0, vgx2], { z16.h, z17.h }, z6.h[1]
sdot	za.s[w10, 6, vgx4], { z12.h - z15.h }, { z0.h - z3.h }
sdot	za.s[w8, 7, vgx4], { z27.h - z30.h }, z2.h
sdot	za.s[w11, 7, vgx4], { z24.h - z27.h }, z12.h[2]
sel	{ z28.b, z29.b }, pn14, { z24.b, z25.b }, { z6.b, z7.b }
sel	{ z10.d, z11.d }, pn15, { z6.d, z7.d }, { z0.d, z1.d }
sel	{ z4.h, z5.h }, pn14, { z24.h, z25.h }, { z22.h, z23.h }
sel	{ z20.s, z21.s }, pn8, { z10.s, z11.s }, { z22.s, z23.s }
sel	{ z0.b - z3.b }, pn9, { z24.b - z27.b }, { z28.b - z31.b }
sel	{ z16.d - z19.d }, pn15, { z16.d - z19.d }, { z4.d - z7.d }
sel	{ z0.h - z3.h }, pn15, { z8.h - z11.h }, { z28.h - z31.h }
sel	{ z4.s - z7.s }, pn9, { z4.s - z7.s }, { z20.s - z23.s }
smax	{ z12.b, z13.b }, { z12.b, z13.b }, { z14.b, z15.b }
smax	{ z0.d, z1.d }, { z0.d, z1.d }, { z14.d, z15.d }
smax	{ z4.h, z5.h }, { z4.h, z5.h }, { z2.h, z3.h }
smax	{ z30.s, z31.s }, { z30.s, z31.s }, { z26.s, z27.s }
smax	{ z14.b, z15.b }, { z14.b, z15.b }, z5.b
smax	{ z18.d, z19.d }, { z18.d, z19.d }, z4.d
smax	{ z16.h, z17.h }, { z16.h, z17.h }, z10.h
smax	{ z16.s, z17.s }, { z16.s, z17.s }, z15.s
smax	{ z20.b - z23.b }, { z20.b - z23.b }, { z4.b - z7.b }
smax	{ z4.d - z7.d }, { z4.d - z7.d }, { z8.d - z11.d }
smax	{ z0.h - z3.h }, { z0.h - z3.h }, { z16.h - z19.h }
smax	{ z20.s - z23.s }, { z20.s - z23.s }, { z4.s - z7.s }
smax	{ z12.b - z15.b }, { z12.b - z15.b }, z6.b
smax	{ z28.d - z31.d }, { z28.d - z31.d }, z9.d
smax	{ z20.h - z23.h }, { z20.h - z23.h }, z7.h
smax	{ z28.s - z31.s }, { z28.s - z31.s }, z12.s
smin	{ z4.b, z5.b }, { z4.b, z5.b }, { z28.b, z29.b }
smin	{ z10.d, z11.d }, { z10.d, z11.d }, { z30.d, z31.d }
smin	{ z2.h, z3.h }, { z2.h, z3.h }, { z2.h, z3.h }
smin	{ z2.s, z3.s }, { z2.s, z3.s }, { z18.s, z19.s }
smin	{ z18.b, z19.b }, { z18.b, z19.b }, z11.b
smin	{ z6.d, z7.d }, { z6.d, z7.d }, z1.d
smin	{ z30.h, z31.h }, { z30.h, z31.h }, z5.h
smin	{ z24.s, z25.s }, { z24.s, z25.s }, z6.s
smin	{ z16.b - z19.b }, { z16.b - z19.b }, { z16.b - z19.b }
smin	{ z24.d - z27.d }, { z24.d - z27.d }, { z12.d - z15.d }
smin	{ z28.h - z31.h }, { z28.h - z31.h }, { z0.h - z3.h }
smin	{ z24.s - z27.s }, { z24.s - z27.s }, { z12.s - z15.s }
smin	{ z20.b - z23.b }, { z20.b - z23.b }, z0.b
smin	{ z20.d - z23.d }, { z20.d - z23.d }, z12.d
smin	{ z0.h - z3.h }, { z0.h - z3.h }, z3.h
smin	{ z12.s - z15.s }, { z12.s - z15.s }, z1.s
smlall	za.s[w9, 0:3], z9.b, z5.b
smlall	za.s[w10, 12:15], z6.b, z0.b[6]
smlall	za.s[w9, 4:7, vgx2], { z4.b, z5.b }, { z10.b, z11.b }
smlall	za.s[w8, 4:7,  vgx2], { z28.b, z29.b }, z3.b
smlall	za.s[w9, 0:3, vgx2], { z6.b, z7.b }, z1.b[0]
smlall	za.s[w8, 0:3, vgx4], { z12.b - z15.b }, { z0.b - z3.b }
smlall	za.s[w10, 0:3,  vgx4], { z16.b - z19.b }, z14.b
smlall	za.s[w11, 0:3, vgx4], { z4.b - z7.b }, z10.b[11]
smlal	za.s[w8, 8:9], z0.h, z5.h
smlal	za.s[w9, 14:15], z1.h, z5.h[0]
smlal	za.s[w9, 0:1, vgx2], { z26.h, z27.h }, { z16.h, z17.h }
smlal	za.s[w8, 2:3, vgx2], { z15.h, z16.h }, z12.h
smlal	za.s[w11, 6:7, vgx2], { z24.h, z25.h }, z11.h[7]
smlal	za.s[w10, 6:7, vgx4], { z4.h - z7.h }, { z4.h - z7.h }
smlal	za.s[w10, 4:5, vgx4], { z27.h - z30.h }, z2.h
smlal	za.s[w10, 0:1, vgx4], { z16.h - z19.h }, z4.h[7]
smlsll	za.s[w9, 0:3], z3.b, z12.b
smlsll	za.s[w8, 0:3], z0.b, z1.b[13]
smlsll	za.s[w8, 4:7, vgx2], { z18.b, z19.b }, { z20.b, z21.b }
smlsll	za.s[w11, 4:7,  vgx2], { z24.b, z25.b }, z4.b
smlsll	za.s[w10, 4:7, vgx2], { z6.b, z7.b }, z12.b[0]
smlsll	za.s[w9, 4:7, vgx4], { z16.b - z19.b }, { z4.b - z7.b }
smlsll	za.s[w9, 4:7,  vgx4], { z10.b - z13.b }, z8.b
smlsll	za.s[w11, 0:3, vgx4], { z28.b - z31.b }, z4.b[14]
smlsl	za.s[w10, 2:3], z8.h, z0.h
smlsl	za.s[w9, 0:1], z5.h, z5.h[6]
smlsl	za.s[w8, 6:7, vgx2], { z26.h, z27.h }, { z6.h, z7.h }
smlsl	za.s[w11, 0:1, vgx2], { z0.h, z1.h }, z11.h
smlsl	za.s[w11, 0:1, vgx2], { z8.h, z9.h }, z6.h[6]
smlsl	za.s[w11, 2:3, vgx4], { z8.h - z11.h }, { z24.h - z27.h }
smlsl	za.s[w10, 4:5, vgx4], { z11.h - z14.h }, z3.h
smlsl	za.s[w9, 0:1, vgx4], { z24.h - z27.h }, z13.h[0]
smopa	za1.s, p0/m, p6/m, z31.h, z3.h
smops	za0.s, p0/m, p4/m, z2.h, z14.h
sqcvtn	z0.h, { z20.d - z23.d }
sqcvtn	z6.b, { z28.s - z31.s }
sqcvtun	z11.h, { z16.d - z19.d }
sqcvtun	z3.b, { z20.s - z23.s }
sqcvtu	z30.h, { z8.s, z9.s }
sqcvtu	z14.h, { z0.d - z3.d }
sqcvtu	z17.b, { z16.s - z19.s }
sqcvt	z19.h, { z12.s, z13.s }
sqcvt	z0.h, { z8.d - z11.d }
sqcvt	z11.b, { z16.s - z19.s }
sqdmulh	{ z14.b, z15.b }, { z14.b, z15.b }, { z26.b, z27.b }
sqdmulh	{ z24.d, z25.d }, { z24.d, z25.d }, { z10.d, z11.d }
sqdmulh	{ z14.h, z15.h }, { z14.h, z15.h }, { z28.h, z29.h }
sqdmulh	{ z4.s, z5.s }, { z4.s, z5.s }, { z8.s, z9.s }
sqdmulh	{ z0.b, z1.b }, { z0.b, z1.b }, z0.b
sqdmulh	{ z16.d, z17.d }, { z16.d, z17.d }, z8.d
sqdmulh	{ z28.h, z29.h }, { z28.h, z29.h }, z11.h
sqdmulh	{ z6.s, z7.s }, { z6.s, z7.s }, z14.s
sqdmulh	{ z0.b - z3.b }, { z0.b - z3.b }, { z28.b - z31.b }
sqdmulh	{ z28.d - z31.d }, { z28.d - z31.d }, { z0.d - z3.d }
sqdmulh	{ z28.h - z31.h }, { z28.h - z31.h }, { z16.h - z19.h }
sqdmulh	{ z16.s - z19.s }, { z16.s - z19.s }, { z4.s - z7.s }
sqdmulh	{ z16.b - z19.b }, { z16.b - z19.b }, z1.b
sqdmulh	{ z28.d - z31.d }, { z28.d - z31.d }, z9.d
sqdmulh	{ z4.h - z7.h }, { z4.h - z7.h }, z9.h
sqdmulh	{ z0.s - z3.s }, { z0.s - z3.s }, z15.s
srshl	{ z30.b, z31.b }, { z30.b, z31.b }, { z2.b, z3.b }
srshl	{ z10.d, z11.d }, { z10.d, z11.d }, { z24.d, z25.d }
srshl	{ z12.h, z13.h }, { z12.h, z13.h }, { z12.h, z13.h }
srshl	{ z12.s, z13.s }, { z12.s, z13.s }, { z30.s, z31.s }
srshl	{ z12.b, z13.b }, { z12.b, z13.b }, z11.b
srshl	{ z2.d, z3.d }, { z2.d, z3.d }, z13.d
srshl	{ z14.h, z15.h }, { z14.h, z15.h }, z13.h
srshl	{ z26.s, z27.s }, { z26.s, z27.s }, z9.s
srshl	{ z20.b - z23.b }, { z20.b - z23.b }, { z16.b - z19.b }
srshl	{ z0.d - z3.d }, { z0.d - z3.d }, { z20.d - z23.d }
srshl	{ z12.h - z15.h }, { z12.h - z15.h }, { z4.h - z7.h }
srshl	{ z12.s - z15.s }, { z12.s - z15.s }, { z8.s - z11.s }
srshl	{ z4.b - z7.b }, { z4.b - z7.b }, z13.b
srshl	{ z8.d - z11.d }, { z8.d - z11.d }, z1.d
srshl	{ z16.h - z19.h }, { z16.h - z19.h }, z7.h
srshl	{ z28.s - z31.s }, { z28.s - z31.s }, z14.s
st1b	{ z2.b, z10.b }, pn13, [x8, x9]
st1b	{ z20.b, z28.b }, pn14, [x0, #0, mul vl]
st1b	{ z18.b, z22.b, z26.b, z30.b }, pn9, [x6, x9]
st1b	{ z17.b, z21.b, z25.b, z29.b }, pn12, [x25, #0, mul vl]
st1d	{ z5.d, z13.d }, pn12, [x15, x21, lsl #3]
st1d	{ z7.d, z15.d }, pn15, [x3, #4, mul vl]
st1d	{ z19.d, z23.d, z27.d, z31.d }, pn15, [x8, x19, lsl #3]
st1d	{ z0.d, z4.d, z8.d, z12.d }, pn10, [x21, #0, mul vl]
st1h	{ z19.h, z27.h }, pn9, [x8, x29, lsl #1]
st1h	{ z16.h, z24.h }, pn14, [x3, #0, mul vl]
st1h	{ z1.h, z5.h, z9.h, z13.h }, pn11, [x26, x18, lsl #1]
st1h	{ z19.h, z23.h, z27.h, z31.h }, pn9, [x5, #24, mul vl]
st1w	{ z16.s, z24.s }, pn9, [x26, xzr, lsl #2]
st1w	{ z2.s, z10.s }, pn14, [x14, #0, mul vl]
st1w	{ z3.s, z7.s, z11.s, z15.s }, pn10, [x8, x30, lsl #2]
st1w	{ z19.s, z23.s, z27.s, z31.s }, pn8, [x17, #4, mul vl]
stnt1b	{ z7.b, z15.b }, pn8, [x0, x18]
stnt1b	{ z7.b, z15.b }, pn14, [x11, #-14, mul vl]
stnt1b	{ z17.b, z21.b, z25.b, z29.b }, pn15, [x25, x9]
stnt1b	{ z3.b, z7.b, z11.b, z15.b }, pn9, [x15, #-16, mul vl]
stnt1d	{ z22.d, z30.d }, pn15, [x18, x5, lsl #3]
stnt1d	{ z0.d, z8.d }, pn15, [x8, #-16, mul vl]
stnt1d	{ z2.d, z6.d, z10.d, z14.d }, pn15, [x2, x22, lsl #3]
stnt1d	{ z19.d, z23.d, z27.d, z31.d }, pn15, [x1, #-32, mul vl]
stnt1h	{ z16.h, z24.h }, pn12, [x6, xzr, lsl #1]
stnt1h	{ z5.h, z13.h }, pn12, [x0, #0, mul vl]
stnt1h	{ z19.h, z23.h, z27.h, z31.h }, pn8, [x12, x26, lsl #1]
stnt1h	{ z19.h, z23.h, z27.h, z31.h }, pn8, [x22, #0, mul vl]
stnt1w	{ z18.s, z26.s }, pn15, [x13, x17, lsl #2]
stnt1w	{ z21.s, z29.s }, pn10, [x9, #10, mul vl]
stnt1w	{ z0.s, z4.s, z8.s, z12.s }, pn9, [x2, x21, lsl #2]
stnt1w	{ z19.s, z23.s, z27.s, z31.s }, pn13, [x14, #28, mul vl]
str	zt0, [x21]
sub	za.s[w9, 7, vgx2], { z2.s, z3.s }
sub	za.s[w11, 5, vgx2], { z0.s, z1.s }, { z14.s, z15.s }
sub	za.s[w10, 7, vgx2], { z18.s, z19.s }, z12.s
sub	za.s[w10, 2, vgx4], { z8.s - z11.s }
sub	za.s[w11, 5, vgx4], { z8.s - z11.s }, { z24.s - z27.s }
sub	za.s[w9, 3, vgx4], { z17.s - z20.s }, z7.s
sudot	za.s[w11, 0, vgx2], { z21.b, z22.b }, z10.b
sudot	za.s[w11, 0, vgx2], { z16.b, z17.b }, z8.b[3]
sudot	za.s[w10, 5, vgx4], { z18.b - z21.b }, z2.b
sudot	za.s[w8, 3, vgx4], { z4.b - z7.b }, z8.b[3]
sumlall	za.s[w9, 0:3], z16.b, z2.b[0]
sumlall	za.s[w11, 0:3,  vgx2], { z31.b, z0.b }, z11.b
sumlall	za.s[w9, 4:7, vgx2], { z22.b, z23.b }, z4.b[0]
sumlall	za.s[w11, 4:7,  vgx4], { z3.b - z6.b }, z2.b
sumlall	za.s[w9, 0:3, vgx4], { z24.b - z27.b }, z3.b[0]
sunpk	{ z8.d, z9.d }, z19.s
sunpk	{ z6.h, z7.h }, z20.b
sunpk	{ z8.s, z9.s }, z29.h
sunpk	{ z28.d - z31.d }, { z18.s, z19.s }
sunpk	{ z28.h - z31.h }, { z18.b, z19.b }
sunpk	{ z20.s - z23.s }, { z2.h, z3.h }
suvdot	za.s[w11, 5, vgx4], { z4.b - z7.b }, z10.b[3]
svdot	za.s[w10, 3, vgx4], { z28.b - z31.b }, z12.b[0]
svdot	za.s[w8, 4, vgx2], { z16.h, z17.h }, z2.h[3]
uclamp	{ z10.b, z11.b }, z17.b, z20.b
uclamp	{ z16.d, z17.d }, z22.d, z16.d
uclamp	{ z16.h, z17.h }, z10.h, z12.h
uclamp	{ z4.s, z5.s }, z23.s, z3.s
uclamp	{ z20.b - z23.b }, z19.b, z13.b
uclamp	{ z12.d - z15.d }, z9.d, z9.d
uclamp	{ z8.h - z11.h }, z24.h, z15.h
uclamp	{ z12.s - z15.s }, z29.s, z26.s
ucvtf	{ z28.s, z29.s }, { z2.s, z3.s }
ucvtf	{ z12.s - z15.s }, { z28.s - z31.s }
udot	za.s[w11, 7, vgx2], { z28.b, z29.b }, { z30.b, z31.b }
udot	za.s[w9, 0, vgx2], { z24.b, z25.b }, z6.b
udot	za.s[w8, 3, vgx2], { z4.b, z5.b }, z4.b[0]
udot	za.s[w8, 5, vgx4], { z8.b - z11.b }, { z8.b - z11.b }
udot	za.s[w11, 0, vgx4], { z22.b - z25.b }, z0.b
udot	za.s[w8, 1, vgx4], { z20.b - z23.b }, z8.b[0]
udot	za.s[w11, 0, vgx2], { z12.h, z13.h }, { z30.h, z31.h }
udot	za.s[w11, 0, vgx2], { z10.h, z11.h }, z5.h
udot	za.s[w9, 0, vgx2], { z28.h, z29.h }, z1.h[3]
udot	za.s[w11, 1, vgx4], { z28.h - z31.h }, { z20.h - z23.h }
udot	za.s[w8, 0, vgx4], { z30.h, z31.h, z0.h, z1.h }, z3.h
udot	za.s[w9, 3, vgx4], { z0.h - z3.h }, z13.h[0]
umax	{ z10.b, z11.b }, { z10.b, z11.b }, { z20.b, z21.b }
umax	{ z26.d, z27.d }, { z26.d, z27.d }, { z4.d, z5.d }
umax	{ z28.h, z29.h }, { z28.h, z29.h }, { z10.h, z11.h }
umax	{ z14.s, z15.s }, { z14.s, z15.s }, { z26.s, z27.s }
umax	{ z16.b, z17.b }, { z16.b, z17.b }, z11.b
umax	{ z10.d, z11.d }, { z10.d, z11.d }, z9.d
umax	{ z6.h, z7.h }, { z6.h, z7.h }, z1.h
umax	{ z24.s, z25.s }, { z24.s, z25.s }, z3.s
umax	{ z12.b - z15.b }, { z12.b - z15.b }, { z12.b - z15.b }
umax	{ z20.d - z23.d }, { z20.d - z23.d }, { z16.d - z19.d }
umax	{ z24.h - z27.h }, { z24.h - z27.h }, { z28.h - z31.h }
umax	{ z0.s - z3.s }, { z0.s - z3.s }, { z28.s - z31.s }
umax	{ z0.b - z3.b }, { z0.b - z3.b }, z2.b
umax	{ z8.d - z11.d }, { z8.d - z11.d }, z13.d
umax	{ z28.h - z31.h }, { z28.h - z31.h }, z12.h
umax	{ z20.s - z23.s }, { z20.s - z23.s }, z13.s
umin	{ z14.b, z15.b }, { z14.b, z15.b }, { z16.b, z17.b }
umin	{ z18.d, z19.d }, { z18.d, z19.d }, { z10.d, z11.d }
umin	{ z24.h, z25.h }, { z24.h, z25.h }, { z10.h, z11.h }
umin	{ z22.s, z23.s }, { z22.s, z23.s }, { z30.s, z31.s }
umin	{ z2.b, z3.b }, { z2.b, z3.b }, z13.b
umin	{ z6.d, z7.d }, { z6.d, z7.d }, z12.d
umin	{ z26.h, z27.h }, { z26.h, z27.h }, z4.h
umin	{ z4.s, z5.s }, { z4.s, z5.s }, z8.s
umin	{ z0.b - z3.b }, { z0.b - z3.b }, { z24.b - z27.b }
umin	{ z4.d - z7.d }, { z4.d - z7.d }, { z28.d - z31.d }
umin	{ z20.h - z23.h }, { z20.h - z23.h }, { z20.h - z23.h }
umin	{ z20.s - z23.s }, { z20.s - z23.s }, { z8.s - z11.s }
umin	{ z8.b - z11.b }, { z8.b - z11.b }, z10.b
umin	{ z0.d - z3.d }, { z0.d - z3.d }, z4.d
umin	{ z0.h - z3.h }, { z0.h - z3.h }, z7.h
umin	{ z4.s - z7.s }, { z4.s - z7.s }, z2.s
umlall	za.s[w10, 0:3], z30.b, z10.b
umlall	za.s[w8, 8:11], z13.b, z12.b[13]
umlall	za.s[w11, 0:3, vgx2], { z4.b, z5.b }, { z22.b, z23.b }
umlall	za.s[w11, 4:7,  vgx2], { z29.b, z30.b }, z5.b
umlall	za.s[w10, 4:7, vgx2], { z8.b, z9.b }, z14.b[14]
umlall	za.s[w9, 4:7, vgx4], { z8.b - z11.b }, { z4.b - z7.b }
umlall	za.s[w10, 0:3,  vgx4], { z20.b - z23.b }, z15.b
umlall	za.s[w9, 0:3, vgx4], { z12.b - z15.b }, z9.b[12]
umlal	za.s[w9, 4:5], z4.h, z8.h
umlal	za.s[w11, 4:5], z0.h, z13.h[2]
umlal	za.s[w11, 6:7, vgx2], { z14.h, z15.h }, { z6.h, z7.h }
umlal	za.s[w9, 0:1, vgx2], { z3.h, z4.h }, z10.h
umlal	za.s[w10, 4:5, vgx2], { z10.h, z11.h }, z9.h[6]
umlal	za.s[w10, 6:7, vgx4], { z24.h - z27.h }, { z16.h - z19.h }
umlal	za.s[w8, 2:3, vgx4], { z14.h - z17.h }, z2.h
umlal	za.s[w8, 6:7, vgx4], { z0.h - z3.h }, z14.h[6]
umlsll	za.s[w8, 4:7], z29.b, z0.b
umlsll	za.s[w10, 8:11], z25.b, z12.b[1]
umlsll	za.s[w8, 0:3, vgx2], { z28.b, z29.b }, { z18.b, z19.b }
umlsll	za.s[w10, 0:3,  vgx2], { z9.b, z10.b }, z13.b
umlsll	za.s[w9, 0:3, vgx2], { z22.b, z23.b }, z5.b[10]
umlsll	za.s[w11, 0:3, vgx4], { z12.b - z15.b }, { z12.b - z15.b }
umlsll	za.s[w11, 0:3,  vgx4], { z5.b - z8.b }, z1.b
umlsll	za.s[w9, 4:7, vgx4], { z24.b - z27.b }, z12.b[15]
umlsl	za.s[w8, 14:15], z16.h, z7.h
umlsl	za.s[w9, 10:11], z19.h, z2.h[3]
umlsl	za.s[w10, 2:3, vgx2], { z8.h, z9.h }, { z10.h, z11.h }
umlsl	za.s[w8, 6:7, vgx2], { z4.h, z5.h }, z2.h
umlsl	za.s[w11, 2:3, vgx2], { z2.h, z3.h }, z1.h[4]
umlsl	za.s[w8, 0:1, vgx4], { z0.h - z3.h }, { z28.h - z31.h }
umlsl	za.s[w11, 6:7, vgx4], { z14.h - z17.h }, z3.h
umlsl	za.s[w10, 2:3, vgx4], { z24.h - z27.h }, z2.h[6]
umopa	za2.s, p2/m, p7/m, z20.h, z25.h
umops	za0.s, p5/m, p4/m, z19.h, z23.h
uqcvtn	z2.h, { z0.d - z3.d }
uqcvtn	z25.b, { z4.s - z7.s }
uqcvt	z7.h, { z0.s, z1.s }
uqcvt	z27.h, { z0.d - z3.d }
uqcvt	z26.b, { z12.s - z15.s }
urshl	{ z6.b, z7.b }, { z6.b, z7.b }, { z18.b, z19.b }
urshl	{ z8.d, z9.d }, { z8.d, z9.d }, { z8.d, z9.d }
urshl	{ z12.h, z13.h }, { z12.h, z13.h }, { z16.h, z17.h }
urshl	{ z24.s, z25.s }, { z24.s, z25.s }, { z24.s, z25.s }
urshl	{ z26.b, z27.b }, { z26.b, z27.b }, z4.b
urshl	{ z2.d, z3.d }, { z2.d, z3.d }, z0.d
urshl	{ z10.h, z11.h }, { z10.h, z11.h }, z13.h
urshl	{ z6.s, z7.s }, { z6.s, z7.s }, z9.s
urshl	{ z0.b - z3.b }, { z0.b - z3.b }, { z0.b - z3.b }
urshl	{ z8.d - z11.d }, { z8.d - z11.d }, { z24.d - z27.d }
urshl	{ z4.h - z7.h }, { z4.h - z7.h }, { z0.h - z3.h }
urshl	{ z20.s - z23.s }, { z20.s - z23.s }, { z12.s - z15.s }
urshl	{ z12.b - z15.b }, { z12.b - z15.b }, z14.b
urshl	{ z8.d - z11.d }, { z8.d - z11.d }, z1.d
urshl	{ z12.h - z15.h }, { z12.h - z15.h }, z12.h
urshl	{ z24.s - z27.s }, { z24.s - z27.s }, z6.s
usdot	za.s[w9, 4, vgx2], { z2.b, z3.b }, { z28.b, z29.b }
usdot	za.s[w8, 7, vgx2], { z5.b, z6.b }, z12.b
usdot	za.s[w10, 7, vgx2], { z4.b, z5.b }, z3.b[1]
usdot	za.s[w8, 3, vgx4], { z16.b - z19.b }, { z8.b - z11.b }
usdot	za.s[w9, 0, vgx4], { z16.b - z19.b }, z1.b
usdot	za.s[w11, 1, vgx4], { z16.b - z19.b }, z13.b[1]
usmlall	za.s[w10, 4:7], z6.b, z12.b
usmlall	za.s[w11, 4:7], z13.b, z6.b[2]
usmlall	za.s[w9, 0:3, vgx2], { z12.b, z13.b }, { z10.b, z11.b }
usmlall	za.s[w8, 4:7,  vgx2], { z4.b, z5.b }, z12.b
usmlall	za.s[w11, 0:3, vgx2], { z18.b, z19.b }, z8.b[8]
usmlall	za.s[w10, 0:3, vgx4], { z0.b - z3.b }, { z20.b - z23.b }
usmlall	za.s[w8, 0:3,  vgx4], { z29.b, z30.b, z31.b, z0.b }, z9.b
usmlall	za.s[w9, 0:3, vgx4], { z24.b - z27.b }, z3.b[10]
usvdot	za.s[w10, 5, vgx4], { z0.b - z3.b }, z13.b[1]
uunpk	{ z22.d, z23.d }, z7.s
uunpk	{ z12.h, z13.h }, z9.b
uunpk	{ z12.s, z13.s }, z22.h
uunpk	{ z4.d - z7.d }, { z10.s, z11.s }
uunpk	{ z8.h - z11.h }, { z6.b, z7.b }
uunpk	{ z12.s - z15.s }, { z26.h, z27.h }
uvdot	za.s[w9, 3, vgx4], { z4.b - z7.b }, z11.b[3]
uvdot	za.s[w9, 1, vgx2], { z30.h, z31.h }, z11.h[3]
uzp	{ z26.b, z27.b }, z3.b, z21.b
uzp	{ z18.d, z19.d }, z13.d, z26.d
uzp	{ z8.h, z9.h }, z17.h, z13.h
uzp	{ z10.q, z11.q }, z11.q, z9.q
uzp	{ z14.s, z15.s }, z29.s, z28.s
uzp	{ z8.b - z11.b }, { z0.b - z3.b }
uzp	{ z16.d - z19.d }, { z16.d - z19.d }
uzp	{ z24.h - z27.h }, { z0.h - z3.h }
uzp	{ z20.q - z23.q }, { z20.q - z23.q }
uzp	{ z0.s - z3.s }, { z12.s - z15.s }
zero	{ zt0 }
zip	{ z12.b, z13.b }, z10.b, z6.b
zip	{ z28.d, z29.d }, z3.d, z18.d
zip	{ z28.h, z29.h }, z16.h, z10.h
zip	{ z30.q, z31.q }, z22.q, z2.q
zip	{ z12.s, z13.s }, z13.s, z3.s
zip	{ z4.b - z7.b }, { z0.b - z3.b }
zip	{ z12.d - z15.d }, { z12.d - z15.d }
zip	{ z8.h - z11.h }, { z28.h - z31.h }
zip	{ z20.q - z23.q }, { z28.q - z31.q }
zip	{ z28.s - z31.s }, { z0.s - z3.s }
