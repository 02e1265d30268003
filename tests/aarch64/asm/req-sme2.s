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
mova	{ z4.b, z5.b }, za0h.b[w14, 10:11]
mova	{ z24.d, z25.d }, za3h.d[w13, 0:1]
mova	{ z14.h, z15.h }, za1h.h[w15, 0:1]
mova	{ z16.s, z17.s }, za0h.s[w13, 0:1]
mova	{ z24.b, z25.b }, za0v.b[w13, 8:9]
mova	{ z18.d, z19.d }, za1v.d[w12, 0:1]
mova	{ z28.h, z29.h }, za0v.h[w15, 4:5]
mova	{ z8.s, z9.s }, za0v.s[w12, 2:3]
mova	{ z8.b - z11.b }, za0h.b[w15, 8:11]
mova	{ z4.d - z7.d }, za5h.d[w12, 0:3]
mova	{ z24.h - z27.h }, za1h.h[w13, 4:7]
mova	{ z24.s - z27.s }, za0h.s[w13, 0:3]
mova	{ z16.b - z19.b }, za0v.b[w14, 0:3]
mova	{ z8.d - z11.d }, za2v.d[w13, 0:3]
mova	{ z28.h - z31.h }, za1v.h[w12, 0:3]
mova	{ z28.s - z31.s }, za3v.s[w12, 0:3]
mova	za0h.b[w12, 8:9], { z30.b, z31.b }
mova	za2h.d[w12, 0:1], { z22.d, z23.d }
mova	za0h.h[w15, 0:1], { z18.h, z19.h }
mova	za0h.s[w15, 0:1], { z28.s, z29.s }
mova	za0v.b[w13, 0:1], { z18.b, z19.b }
mova	za1v.d[w15, 0:1], { z8.d, z9.d }
mova	za0v.h[w14, 6:7], { z28.h, z29.h }
mova	za2v.s[w13, 2:3], { z2.s, z3.s }
mova	za0h.b[w13, 4:7], { z20.b - z23.b }
mova	za2h.d[w13, 0:3], { z24.d - z27.d }
mova	za0h.h[w15, 0:3], { z8.h - z11.h }
mova	za0h.s[w14, 0:3], { z24.s - z27.s }
mova	za0v.b[w14, 4:7], { z4.b - z7.b }
mova	za4v.d[w15, 0:3], { z16.d - z19.d }
mova	za1v.h[w14, 4:7], { z8.h - z11.h }
mova	za0v.s[w15, 0:3], { z16.s - z19.s }
mova	{ z14.d, z15.d }, za.d[w10, 7, vgx2]
mova	za.d[w8, 0, vgx2], { z20.d, z21.d }
mova	{ z8.d - z11.d }, za.d[w9, 0, vgx4]
mova	za.d[w9, 0, vgx4], { z0.d - z3.d }
movt	zt0[8], x0
movt	x15, zt0[8]
sclamp	{ z8.b, z9.b }, z11.b, z15.b
sclamp	{ z30.d, z31.d }, z10.d, z5.d
sclamp	{ z24.h, z25.h }, z19.h, z1.h
sclamp	{ z4.s, z5.s }, z21.s, z13.s
sclamp	{ z16.b - z19.b }, z5.b, z30.b
sclamp	{ z4.d - z7.d }, z31.d, z16.d
sclamp	{ z12.h - z15.h }, z11.h, z23.h
sclamp	{ z28.s - z31.s }, z14.s, z3.s
scvtf	{ z28.s, z29.s }, { z12.s, z13.s }
scvtf	{ z8.s - z11.s }, { z20.s - z23.s }
sdot	za.s[w11, 1, vgx2], { z30.b, z31.b }, { z20.b, z21.b }
sdot	za.s[w10, 0, vgx2], { z1.b, z2.b }, z7.b
sdot	za.s[w9, 6, vgx2], { z30.b, z31.b }, z14.b[1]
sdot	za.s[w10, 1, vgx4], { z4.b - z7.b }, { z0.b - z3.b }
sdot	za.s[w11, 1, vgx4], { z3.b - z6.b }, z0.b
sdot	za.s[w8, 0, vgx4], { z4.b - z7.b }, z13.b[0]
sdot	za.s[w11, 1, vgx2], { z10.h, z11.h }, { z16.h, z17.h }
sdot	za.s[w9, 0, vgx2], { z19.h, z20.h }, z2.h
sdot	za.s[w10, 3, vgx2], { z26.h, z27.h }, z14.h[3]
sdot	za.s[w8, 5, vgx4], { z12.h - z15.h }, { z20.h - z23.h }
sdot	za.s[w10, 2, vgx4], { z16.h - z19.h }, z15.h
sdot	za.s[w11, 6, vgx4], { z0.h - z3.h }, z8.h[2]
sel	{ z24.b, z25.b }, pn12, { z18.b, z19.b }, { z26.b, z27.b }
sel	{ z10.d, z11.d }, pn13, { z24.d, z25.d }, { z28.d, z29.d }
sel	{ z6.h, z7.h }, pn10, { z18.h, z19.h }, { z26.h, z27.h }
sel	{ z14.s, z15.s }, pn8, { z4.s, z5.s }, { z30.s, z31.s }
sel	{ z12.b - z15.b }, pn9, { z20.b - z23.b }, { z4.b - z7.b }
sel	{ z28.d - z31.d }, pn14, { z24.d - z27.d }, { z20.d - z23.d }
sel	{ z16.h - z19.h }, pn14, { z4.h - z7.h }, { z16.h - z19.h }
sel	{ z20.s - z23.s }, pn15, { z28.s - z31.s }, { z4.s - z7.s }
smax	{ z10.b, z11.b }, { z10.b, z11.b }, { z12.b, z13.b }
smax	{ z22.d, z23.d }, { z22.d, z23.d }, { z10.d, z11.d }
smax	{ z8.h, z9.h }, { z8.h, z9.h }, { z12.h, z13.h }
smax	{ z4.s, z5.s }, { z4.s, z5.s }, { z30.s, z31.s }
smax	{ z16.b, z17.b }, { z16.b, z17.b }, z10.b
smax	{ z30.d, z31.d }, { z30.d, z31.d }, z1.d
smax	{ z24.h, z25.h }, { z24.h, z25.h }, z11.h
smax	{ z26.s, z27.s }, { z26.s, z27.s }, z3.s
smax	{ z4.b - z7.b }, { z4.b - z7.b }, { z4.b - z7.b }
smax	{ z28.d - z31.d }, { z28.d - z31.d }, { z4.d - z7.d }
smax	{ z0.h - z3.h }, { z0.h - z3.h }, { z8.h - z11.h }
smax	{ z24.s - z27.s }, { z24.s - z27.s }, { z4.s - z7.s }
smax	{ z12.b - z15.b }, { z12.b - z15.b }, z4.b
smax	{ z0.d - z3.d }, { z0.d - z3.d }, z13.d
smax	{ z24.h - z27.h }, { z24.h - z27.h }, z9.h
smax	{ z28.s - z31.s }, { z28.s - z31.s }, z0.s
smin	{ z4.b, z5.b }, { z4.b, z5.b }, { z0.b, z1.b }
smin	{ z10.d, z11.d }, { z10.d, z11.d }, { z28.d, z29.d }
smin	{ z12.h, z13.h }, { z12.h, z13.h }, { z16.h, z17.h }
smin	{ z26.s, z27.s }, { z26.s, z27.s }, { z2.s, z3.s }
smin	{ z12.b, z13.b }, { z12.b, z13.b }, z7.b
smin	{ z24.d, z25.d }, { z24.d, z25.d }, z11.d
smin	{ z24.h, z25.h }, { z24.h, z25.h }, z11.h
smin	{ z2.s, z3.s }, { z2.s, z3.s }, z11.s
smin	{ z4.b - z7.b }, { z4.b - z7.b }, { z4.b - z7.b }
smin	{ z4.d - z7.d }, { z4.d - z7.d }, { z16.d - z19.d }
smin	{ z20.h - z23.h }, { z20.h - z23.h }, { z4.h - z7.h }
smin	{ z16.s - z19.s }, { z16.s - z19.s }, { z0.s - z3.s }
smin	{ z16.b - z19.b }, { z16.b - z19.b }, z3.b
smin	{ z12.d - z15.d }, { z12.d - z15.d }, z9.d
smin	{ z24.h - z27.h }, { z24.h - z27.h }, z11.h
smin	{ z28.s - z31.s }, { z28.s - z31.s }, z7.s
smlall	za.s[w9, 8:11], z2.b, z12.b
smlall	za.s[w11, 0:3], z4.b, z14.b[8]
smlall	za.s[w11, 4:7, vgx2], { z8.b, z9.b }, { z8.b, z9.b }
smlall	za.s[w8, 0:3,  vgx2], { z20.b, z21.b }, z4.b
smlall	za.s[w8, 4:7, vgx2], { z18.b, z19.b }, z4.b[9]
smlall	za.s[w10, 4:7, vgx4], { z16.b - z19.b }, { z16.b - z19.b }
smlall	za.s[w10, 0:3,  vgx4], { z1.b - z4.b }, z13.b
smlall	za.s[w11, 0:3, vgx4], { z16.b - z19.b }, z9.b[15]
smlal	za.s[w10, 4:5], z6.h, z2.h
smlal	za.s[w10, 6:7], z3.h, z12.h[0]
smlal	za.s[w10, 6:7, vgx2], { z26.h, z27.h }, { z6.h, z7.h }
smlal	za.s[w10, 0:1, vgx2], { z11.h, z12.h }, z8.h
smlal	za.s[w9, 0:1, vgx2], { z24.h, z25.h }, z12.h[1]
smlal	za.s[w11, 2:3, vgx4], { z4.h - z7.h }, { z4.h - z7.h }
smlal	za.s[w11, 0:1, vgx4], { z19.h - z22.h }, z5.h
smlal	za.s[w10, 4:5, vgx4], { z0.h - z3.h }, z13.h[0]
smlsll	za.s[w11, 0:3], z8.b, z9.b
smlsll	za.s[w9, 0:3], z15.b, z12.b[0]
smlsll	za.s[w9, 0:3, vgx2], { z8.b, z9.b }, { z26.b, z27.b }
smlsll	za.s[w8, 4:7,  vgx2], { z23.b, z24.b }, z12.b
smlsll	za.s[w10, 0:3, vgx2], { z0.b, z1.b }, z6.b[9]
smlsll	za.s[w11, 0:3, vgx4], { z24.b - z27.b }, { z20.b - z23.b }
smlsll	za.s[w11, 4:7,  vgx4], { z13.b - z16.b }, z7.b
smlsll	za.s[w11, 4:7, vgx4], { z16.b - z19.b }, z10.b[10]
smlsl	za.s[w8, 0:1], z27.h, z15.h
smlsl	za.s[w9, 14:15], z2.h, z8.h[7]
smlsl	za.s[w11, 2:3, vgx2], { z30.h, z31.h }, { z4.h, z5.h }
smlsl	za.s[w11, 6:7, vgx2], { z11.h, z12.h }, z5.h
smlsl	za.s[w11, 2:3, vgx2], { z2.h, z3.h }, z11.h[3]
smlsl	za.s[w11, 2:3, vgx4], { z12.h - z15.h }, { z28.h - z31.h }
smlsl	za.s[w11, 0:1, vgx4], { z23.h - z26.h }, z0.h
smlsl	za.s[w11, 4:5, vgx4], { z0.h - z3.h }, z13.h[2]
smopa	za1.s, p0/m, p3/m, z1.h, z16.h
smops	za1.s, p7/m, p6/m, z22.h, z9.h
sqcvtn	z20.h, { z20.d - z23.d }
sqcvtn	z12.b, { z0.s - z3.s }
sqcvtun	z24.h, { z28.d - z31.d }
sqcvtun	z5.b, { z12.s - z15.s }
sqcvtu	z0.h, { z0.s, z1.s }
sqcvtu	z3.h, { z12.d - z15.d }
sqcvtu	z10.b, { z0.s - z3.s }
sqcvt	z27.h, { z20.s, z21.s }
sqcvt	z20.h, { z8.d - z11.d }
sqcvt	z8.b, { z8.s - z11.s }
sqdmulh	{ z22.b, z23.b }, { z22.b, z23.b }, { z14.b, z15.b }
sqdmulh	{ z14.d, z15.d }, { z14.d, z15.d }, { z20.d, z21.d }
sqdmulh	{ z22.h, z23.h }, { z22.h, z23.h }, { z0.h, z1.h }
sqdmulh	{ z20.s, z21.s }, { z20.s, z21.s }, { z30.s, z31.s }
sqdmulh	{ z12.b, z13.b }, { z12.b, z13.b }, z0.b
sqdmulh	{ z30.d, z31.d }, { z30.d, z31.d }, z14.d
sqdmulh	{ z6.h, z7.h }, { z6.h, z7.h }, z8.h
sqdmulh	{ z12.s, z13.s }, { z12.s, z13.s }, z3.s
sqdmulh	{ z20.b - z23.b }, { z20.b - z23.b }, { z28.b - z31.b }
sqdmulh	{ z4.d - z7.d }, { z4.d - z7.d }, { z0.d - z3.d }
sqdmulh	{ z0.h - z3.h }, { z0.h - z3.h }, { z0.h - z3.h }
sqdmulh	{ z4.s - z7.s }, { z4.s - z7.s }, { z28.s - z31.s }
sqdmulh	{ z24.b - z27.b }, { z24.b - z27.b }, z13.b
sqdmulh	{ z4.d - z7.d }, { z4.d - z7.d }, z5.d
sqdmulh	{ z20.h - z23.h }, { z20.h - z23.h }, z5.h
sqdmulh	{ z8.s - z11.s }, { z8.s - z11.s }, z9.s
sqrshrn	z22.b, { z24.s - z27.s }, #18
sqrshrn	z11.h, { z28.d - z31.d }, #28
sqrshrun	z21.b, { z28.s - z31.s }, #19
sqrshrun	z7.h, { z8.d - z11.d }, #28
sqrshru	z11.h, { z22.s, z23.s }, #16
sqrshru	z8.b, { z4.s - z7.s }, #16
sqrshru	z1.h, { z24.d - z27.d }, #25
sqrshr	z25.h, { z20.s, z21.s }, #3
sqrshr	z26.b, { z4.s - z7.s }, #1
sqrshr	z15.h, { z4.d - z7.d }, #64
srshl	{ z8.b, z9.b }, { z8.b, z9.b }, { z18.b, z19.b }
srshl	{ z14.d, z15.d }, { z14.d, z15.d }, { z30.d, z31.d }
srshl	{ z12.h, z13.h }, { z12.h, z13.h }, { z6.h, z7.h }
srshl	{ z2.s, z3.s }, { z2.s, z3.s }, { z26.s, z27.s }
srshl	{ z14.b, z15.b }, { z14.b, z15.b }, z4.b
srshl	{ z18.d, z19.d }, { z18.d, z19.d }, z3.d
srshl	{ z20.h, z21.h }, { z20.h, z21.h }, z2.h
srshl	{ z24.s, z25.s }, { z24.s, z25.s }, z11.s
srshl	{ z8.b - z11.b }, { z8.b - z11.b }, { z16.b - z19.b }
srshl	{ z0.d - z3.d }, { z0.d - z3.d }, { z12.d - z15.d }
srshl	{ z24.h - z27.h }, { z24.h - z27.h }, { z16.h - z19.h }
srshl	{ z20.s - z23.s }, { z20.s - z23.s }, { z24.s - z27.s }
srshl	{ z20.b - z23.b }, { z20.b - z23.b }, z4.b
srshl	{ z28.d - z31.d }, { z28.d - z31.d }, z7.d
srshl	{ z4.h - z7.h }, { z4.h - z7.h }, z14.h
srshl	{ z16.s - z19.s }, { z16.s - z19.s }, z2.s
st1b	{ z2.b, z10.b }, pn11, [x26, x1]
st1b	{ z22.b, z30.b }, pn10, [x3, #6, mul vl]
st1b	{ z3.b, z7.b, z11.b, z15.b }, pn13, [x16, x14]
st1b	{ z2.b, z6.b, z10.b, z14.b }, pn15, [x23, #-24, mul vl]
st1d	{ z23.d, z31.d }, pn11, [sp, x22, lsl #3]
st1d	{ z22.d, z30.d }, pn15, [x24, #0, mul vl]
st1d	{ z18.d, z22.d, z26.d, z30.d }, pn14, [x17, x3, lsl #3]
st1d	{ z18.d, z22.d, z26.d, z30.d }, pn15, [x16, #-24, mul vl]
st1h	{ z20.h, z28.h }, pn12, [x16, x24, lsl #1]
st1h	{ z6.h, z14.h }, pn13, [x30, #0, mul vl]
st1h	{ z1.h, z5.h, z9.h, z13.h }, pn14, [x19, x18, lsl #1]
st1h	{ z19.h, z23.h, z27.h, z31.h }, pn15, [x8, #-16, mul vl]
st1w	{ z5.s, z13.s }, pn9, [x8, x25, lsl #2]
st1w	{ z2.s, z10.s }, pn12, [x17, #-2, mul vl]
st1w	{ z2.s, z6.s, z10.s, z14.s }, pn9, [x26, x21, lsl #2]
st1w	{ z16.s, z20.s, z24.s, z28.s }, pn13, [x17, #-16, mul vl]
stnt1b	{ z7.b, z15.b }, pn10, [x15, x25]
stnt1b	{ z7.b, z15.b }, pn10, [x2, #0, mul vl]
stnt1b	{ z3.b, z7.b, z11.b, z15.b }, pn8, [x18, x10]
stnt1b	{ z3.b, z7.b, z11.b, z15.b }, pn10, [x24, #4, mul vl]
stnt1d	{ z18.d, z26.d }, pn9, [x2, x28, lsl #3]
stnt1d	{ z6.d, z14.d }, pn13, [x9, #0, mul vl]
stnt1d	{ z19.d, z23.d, z27.d, z31.d }, pn13, [x13, x24, lsl #3]
stnt1d	{ z16.d, z20.d, z24.d, z28.d }, pn10, [x13, #16, mul vl]
stnt1h	{ z6.h, z14.h }, pn9, [x14, x23, lsl #1]
stnt1h	{ z22.h, z30.h }, pn13, [x19, #0, mul vl]
stnt1h	{ z1.h, z5.h, z9.h, z13.h }, pn8, [x1, x2, lsl #1]
stnt1h	{ z3.h, z7.h, z11.h, z15.h }, pn11, [x26, #28, mul vl]
stnt1w	{ z17.s, z25.s }, pn14, [x22, x30, lsl #2]
stnt1w	{ z18.s, z26.s }, pn13, [x21, #0, mul vl]
stnt1w	{ z18.s, z22.s, z26.s, z30.s }, pn14, [x10, x19, lsl #2]
stnt1w	{ z16.s, z20.s, z24.s, z28.s }, pn13, [x0, #20, mul vl]
str	zt0, [x4]
sub	za.s[w8, 7, vgx2], { z4.s, z5.s }
sub	za.s[w11, 2, vgx2], { z26.s, z27.s }, { z0.s, z1.s }
sub	za.s[w11, 1, vgx2], { z17.s, z18.s }, z10.s
sub	za.s[w10, 4, vgx4], { z12.s - z15.s }
sub	za.s[w9, 1, vgx4], { z24.s - z27.s }, { z20.s - z23.s }
sub	za.s[w9, 6, vgx4], { z13.s - z16.s }, z8.s
sudot	za.s[w10, 7, vgx2], { z9.b, z10.b }, z2.b
sudot	za.s[w10, 3, vgx2], { z30.b, z31.b }, z7.b[0]
sudot	za.s[w11, 0, vgx4], { z21.b - z24.b }, z14.b
sudot	za.s[w11, 5, vgx4], { z16.b - z19.b }, z11.b[3]
sumlall	za.s[w8, 0:3], z14.b, z8.b[2]
sumlall	za.s[w9, 4:7,  vgx2], { z11.b, z12.b }, z7.b
sumlall	za.s[w10, 4:7, vgx2], { z4.b, z5.b }, z1.b[7]
sumlall	za.s[w10, 4:7,  vgx4], { z11.b - z14.b }, z13.b
sumlall	za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z6.b[7]
sunpk	{ z10.d, z11.d }, z16.s
sunpk	{ z10.h, z11.h }, z23.b
sunpk	{ z0.s, z1.s }, z0.h
sunpk	{ z4.d - z7.d }, { z12.s, z13.s }
sunpk	{ z8.h - z11.h }, { z16.b, z17.b }
sunpk	{ z12.s - z15.s }, { z0.h, z1.h }
suvdot	za.s[w10, 3, vgx4], { z12.b - z15.b }, z1.b[2]
svdot	za.s[w10, 3, vgx4], { z12.b - z15.b }, z2.b[0]
svdot	za.s[w10, 7, vgx2], { z4.h, z5.h }, z5.h[0]
uclamp	{ z8.b, z9.b }, z9.b, z9.b
uclamp	{ z20.d, z21.d }, z7.d, z3.d
uclamp	{ z16.h, z17.h }, z7.h, z17.h
uclamp	{ z24.s, z25.s }, z0.s, z30.s
uclamp	{ z28.b - z31.b }, z8.b, z4.b
uclamp	{ z0.d - z3.d }, z8.d, z21.d
uclamp	{ z16.h - z19.h }, z21.h, z28.h
uclamp	{ z28.s - z31.s }, z2.s, z6.s
ucvtf	{ z10.s, z11.s }, { z16.s, z17.s }
ucvtf	{ z8.s - z11.s }, { z24.s - z27.s }
udot	za.s[w10, 0, vgx2], { z14.b, z15.b }, { z8.b, z9.b }
udot	za.s[w9, 1, vgx2], { z18.b, z19.b }, z3.b
udot	za.s[w11, 0, vgx2], { z12.b, z13.b }, z11.b[1]
udot	za.s[w10, 0, vgx4], { z16.b - z19.b }, { z8.b - z11.b }
udot	za.s[w11, 7, vgx4], { z13.b - z16.b }, z7.b
udot	za.s[w8, 2, vgx4], { z16.b - z19.b }, z1.b[2]
udot	za.s[w11, 2, vgx2], { z4.h, z5.h }, { z28.h, z29.h }
udot	za.s[w10, 3, vgx2], { z12.h, z13.h }, z5.h
udot	za.s[w9, 0, vgx2], { z20.h, z21.h }, z5.h[3]
udot	za.s[w9, 1, vgx4], { z20.h - z23.h }, { z0.h - z3.h }
udot	za.s[w11, 0, vgx4], { z8.h - z11.h }, z13.h
udot	za.s[w11, 7, vgx4], { z20.h - z23.h }, z10.h[3]
umax	{ z28.b, z29.b }, { z28.b, z29.b }, { z24.b, z25.b }
umax	{ z20.d, z21.d }, { z20.d, z21.d }, { z4.d, z5.d }
umax	{ z4.h, z5.h }, { z4.h, z5.h }, { z0.h, z1.h }
umax	{ z8.s, z9.s }, { z8.s, z9.s }, { z26.s, z27.s }
umax	{ z4.b, z5.b }, { z4.b, z5.b }, z7.b
umax	{ z12.d, z13.d }, { z12.d, z13.d }, z15.d
umax	{ z28.h, z29.h }, { z28.h, z29.h }, z7.h
umax	{ z14.s, z15.s }, { z14.s, z15.s }, z10.s
umax	{ z8.b - z11.b }, { z8.b - z11.b }, { z4.b - z7.b }
umax	{ z8.d - z11.d }, { z8.d - z11.d }, { z20.d - z23.d }
umax	{ z28.h - z31.h }, { z28.h - z31.h }, { z12.h - z15.h }
umax	{ z20.s - z23.s }, { z20.s - z23.s }, { z24.s - z27.s }
umax	{ z28.b - z31.b }, { z28.b - z31.b }, z15.b
umax	{ z20.d - z23.d }, { z20.d - z23.d }, z3.d
umax	{ z4.h - z7.h }, { z4.h - z7.h }, z5.h
umax	{ z0.s - z3.s }, { z0.s - z3.s }, z0.s
umin	{ z6.b, z7.b }, { z6.b, z7.b }, { z20.b, z21.b }
umin	{ z12.d, z13.d }, { z12.d, z13.d }, { z20.d, z21.d }
umin	{ z26.h, z27.h }, { z26.h, z27.h }, { z24.h, z25.h }
umin	{ z0.s, z1.s }, { z0.s, z1.s }, { z22.s, z23.s }
umin	{ z24.b, z25.b }, { z24.b, z25.b }, z12.b
umin	{ z28.d, z29.d }, { z28.d, z29.d }, z9.d
umin	{ z12.h, z13.h }, { z12.h, z13.h }, z4.h
umin	{ z28.s, z29.s }, { z28.s, z29.s }, z14.s
umin	{ z8.b - z11.b }, { z8.b - z11.b }, { z20.b - z23.b }
umin	{ z8.d - z11.d }, { z8.d - z11.d }, { z20.d - z23.d }
umin	{ z4.h - z7.h }, { z4.h - z7.h }, { z20.h - z23.h }
umin	{ z28.s - z31.s }, { z28.s - z31.s }, { z0.s - z3.s }
umin	{ z0.b - z3.b }, { z0.b - z3.b }, z9.b
umin	{ z28.d - z31.d }, { z28.d - z31.d }, z3.d
umin	{ z8.h - z11.h }, { z8.h - z11.h }, z14.h
umin	{ z8.s - z11.s }, { z8.s - z11.s }, z5.s
umlall	za.s[w11, 0:3], z0.b, z15.b
umlall	za.s[w9, 0:3], z16.b, z14.b[14]
umlall	za.s[w9, 0:3, vgx2], { z28.b, z29.b }, { z10.b, z11.b }
umlall	za.s[w11, 0:3,  vgx2], { z18.b, z19.b }, z8.b
umlall	za.s[w11, 0:3, vgx2], { z10.b, z11.b }, z15.b[13]
umlall	za.s[w9, 0:3, vgx4], { z12.b - z15.b }, { z12.b - z15.b }
umlall	za.s[w8, 4:7,  vgx4], { z12.b - z15.b }, z4.b
umlall	za.s[w9, 0:3, vgx4], { z16.b - z19.b }, z14.b[1]
umlal	za.s[w8, 8:9], z12.h, z2.h
umlal	za.s[w9, 14:15], z23.h, z14.h[0]
umlal	za.s[w11, 4:5, vgx2], { z28.h, z29.h }, { z6.h, z7.h }
umlal	za.s[w11, 0:1, vgx2], { z28.h, z29.h }, z6.h
umlal	za.s[w8, 0:1, vgx2], { z22.h, z23.h }, z9.h[0]
umlal	za.s[w10, 2:3, vgx4], { z12.h - z15.h }, { z28.h - z31.h }
umlal	za.s[w8, 2:3, vgx4], { z13.h - z16.h }, z5.h
umlal	za.s[w11, 0:1, vgx4], { z28.h - z31.h }, z1.h[0]
umlsll	za.s[w9, 4:7], z26.b, z4.b
umlsll	za.s[w11, 4:7], z26.b, z15.b[9]
umlsll	za.s[w11, 0:3, vgx2], { z28.b, z29.b }, { z20.b, z21.b }
umlsll	za.s[w8, 4:7,  vgx2], { z8.b, z9.b }, z2.b
umlsll	za.s[w10, 4:7, vgx2], { z16.b, z17.b }, z13.b[0]
umlsll	za.s[w11, 4:7, vgx4], { z8.b - z11.b }, { z4.b - z7.b }
umlsll	za.s[w9, 0:3,  vgx4], { z17.b - z20.b }, z13.b
umlsll	za.s[w11, 4:7, vgx4], { z8.b - z11.b }, z3.b[0]
umlsl	za.s[w8, 12:13], z20.h, z7.h
umlsl	za.s[w10, 0:1], z20.h, z1.h[7]
umlsl	za.s[w8, 2:3, vgx2], { z28.h, z29.h }, { z2.h, z3.h }
umlsl	za.s[w8, 2:3, vgx2], { z7.h, z8.h }, z12.h
umlsl	za.s[w10, 4:5, vgx2], { z24.h, z25.h }, z6.h[7]
umlsl	za.s[w9, 2:3, vgx4], { z12.h - z15.h }, { z0.h - z3.h }
umlsl	za.s[w9, 2:3, vgx4], { z30.h, z31.h, z0.h, z1.h }, z3.h
umlsl	za.s[w11, 2:3, vgx4], { z4.h - z7.h }, z14.h[0]
umopa	za3.s, p7/m, p0/m, z2.h, z17.h
umops	za3.s, p4/m, p7/m, z27.h, z0.h
uqcvtn	z28.h, { z28.d - z31.d }
uqcvtn	z23.b, { z8.s - z11.s }
uqcvt	z23.h, { z20.s, z21.s }
uqcvt	z3.h, { z16.d - z19.d }
uqcvt	z24.b, { z28.s - z31.s }
uqrshrn	z4.b, { z28.s - z31.s }, #1
uqrshrn	z21.h, { z16.d - z19.d }, #49
uqrshr	z12.h, { z14.s, z15.s }, #1
uqrshr	z19.b, { z16.s - z19.s }, #19
uqrshr	z14.h, { z20.d - z23.d }, #9
urshl	{ z6.b, z7.b }, { z6.b, z7.b }, { z10.b, z11.b }
urshl	{ z6.d, z7.d }, { z6.d, z7.d }, { z18.d, z19.d }
urshl	{ z10.h, z11.h }, { z10.h, z11.h }, { z24.h, z25.h }
urshl	{ z20.s, z21.s }, { z20.s, z21.s }, { z16.s, z17.s }
urshl	{ z16.b, z17.b }, { z16.b, z17.b }, z7.b
urshl	{ z24.d, z25.d }, { z24.d, z25.d }, z8.d
urshl	{ z18.h, z19.h }, { z18.h, z19.h }, z12.h
urshl	{ z2.s, z3.s }, { z2.s, z3.s }, z12.s
urshl	{ z28.b - z31.b }, { z28.b - z31.b }, { z28.b - z31.b }
urshl	{ z4.d - z7.d }, { z4.d - z7.d }, { z0.d - z3.d }
urshl	{ z8.h - z11.h }, { z8.h - z11.h }, { z12.h - z15.h }
urshl	{ z28.s - z31.s }, { z28.s - z31.s }, { z16.s - z19.s }
urshl	{ z0.b - z3.b }, { z0.b - z3.b }, z9.b
urshl	{ z28.d - z31.d }, { z28.d - z31.d }, z9.d
urshl	{ z24.h - z27.h }, { z24.h - z27.h }, z12.h
urshl	{ z16.s - z19.s }, { z16.s - z19.s }, z6.s
usdot	za.s[w8, 7, vgx2], { z12.b, z13.b }, { z8.b, z9.b }
usdot	za.s[w8, 7, vgx2], { z28.b, z29.b }, z4.b
usdot	za.s[w8, 0, vgx2], { z6.b, z7.b }, z13.b[3]
usdot	za.s[w8, 7, vgx4], { z12.b - z15.b }, { z24.b - z27.b }
usdot	za.s[w9, 1, vgx4], { z25.b - z28.b }, z15.b
usdot	za.s[w11, 5, vgx4], { z4.b - z7.b }, z1.b[0]
usmlall	za.s[w8, 0:3], z16.b, z4.b
usmlall	za.s[w11, 12:15], z2.b, z1.b[11]
usmlall	za.s[w11, 0:3, vgx2], { z24.b, z25.b }, { z8.b, z9.b }
usmlall	za.s[w10, 4:7,  vgx2], { z31.b, z0.b }, z8.b
usmlall	za.s[w11, 0:3, vgx2], { z30.b, z31.b }, z8.b[4]
usmlall	za.s[w9, 4:7, vgx4], { z28.b - z31.b }, { z16.b - z19.b }
usmlall	za.s[w9, 0:3,  vgx4], { z23.b - z26.b }, z8.b
usmlall	za.s[w11, 4:7, vgx4], { z28.b - z31.b }, z13.b[14]
usvdot	za.s[w11, 1, vgx4], { z20.b - z23.b }, z0.b[3]
uunpk	{ z22.d, z23.d }, z10.s
uunpk	{ z12.h, z13.h }, z24.b
uunpk	{ z12.s, z13.s }, z1.h
uunpk	{ z4.d - z7.d }, { z10.s, z11.s }
uunpk	{ z24.h - z27.h }, { z0.b, z1.b }
uunpk	{ z20.s - z23.s }, { z2.h, z3.h }
uvdot	za.s[w9, 0, vgx4], { z28.b - z31.b }, z7.b[0]
uvdot	za.s[w11, 7, vgx2], { z10.h, z11.h }, z13.h[2]
uzp	{ z18.b, z19.b }, z28.b, z21.b
uzp	{ z6.d, z7.d }, z30.d, z8.d
uzp	{ z12.h, z13.h }, z25.h, z1.h
uzp	{ z14.q, z15.q }, z31.q, z29.q
uzp	{ z28.s, z29.s }, z5.s, z22.s
uzp	{ z0.b - z3.b }, { z0.b - z3.b }
uzp	{ z4.d - z7.d }, { z4.d - z7.d }
uzp	{ z28.h - z31.h }, { z16.h - z19.h }
uzp	{ z12.q - z15.q }, { z0.q - z3.q }
uzp	{ z20.s - z23.s }, { z4.s - z7.s }
zero	{ zt0 }
zip	{ z12.b, z13.b }, z24.b, z15.b
zip	{ z28.d, z29.d }, z14.d, z23.d
zip	{ z0.h, z1.h }, z29.h, z7.h
zip	{ z20.q, z21.q }, z16.q, z8.q
zip	{ z26.s, z27.s }, z29.s, z30.s
zip	{ z0.b - z3.b }, { z0.b - z3.b }
zip	{ z16.d - z19.d }, { z4.d - z7.d }
zip	{ z20.h - z23.h }, { z12.h - z15.h }
zip	{ z8.q - z11.q }, { z20.q - z23.q }
zip	{ z8.s - z11.s }, { z4.s - z7.s }
