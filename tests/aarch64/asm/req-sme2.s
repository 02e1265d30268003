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
sclamp	{ z6.b, z7.b }, z12.b, z1.b
sclamp	{ z30.d, z31.d }, z13.d, z8.d
sclamp	{ z20.h, z21.h }, z3.h, z13.h
sclamp	{ z10.s, z11.s }, z25.s, z17.s
sclamp	{ z4.b - z7.b }, z27.b, z12.b
sclamp	{ z16.d - z19.d }, z27.d, z5.d
sclamp	{ z12.h - z15.h }, z31.h, z27.h
sclamp	{ z12.s - z15.s }, z25.s, z28.s
scvtf	{ z24.s, z25.s }, { z22.s, z23.s }
scvtf	{ z16.s - z19.s }, { z0.s - z3.s }
sdot	za.s[w10, 2, vgx2], { z26.b, z27.b }, { z0.b, z1.b }
sdot	za.s[w10, 3, vgx2], { z31.b, z0.b }, z11.b
sdot	za.s[w10, 1, vgx2], { z8.b, z9.b }, z13.b[1]
sdot	za.s[w10, 1, vgx4], { z28.b - z31.b }, { z28.b - z31.b }
sdot	za.s[w9, 6, vgx4], { z5.b - z8.b }, z14.b
sdot	za.s[w11, 2, vgx4], { z20.b - z23.b }, z5.b[3]
sdot	za.s[w9, 7, vgx2], { z8.h, z9.h }, { z8.h, z9.h }
sdot	za.s[w10, 1, vgx2], { z13.h, z14.h }, z0.h
sdot	za.s[w9, 4, vgx2], { z22.h, z23.h }, z0.h[2]
sdot	za.s[w11, 4, vgx4], { z4.h - z7.h }, { z20.h - z23.h }
sdot	za.s[w8, 6, vgx4], { z15.h - z18.h }, z2.h
sdot	za.s[w11, 5, vgx4], { z16.h - z19.h }, z1.h[0]
sel	{ z0.b, z1.b }, pn15, { z22.b, z23.b }, { z30.b, z31.b }
sel	{ z2.d, z3.d }, pn11, { z30.d, z31.d }, { z2.d, z3.d }
sel	{ z22.h, z23.h }, pn15, { z30.h, z31.h }, { z6.h, z7.h }
sel	{ z4.s, z5.s }, pn11, { z30.s, z31.s }, { z22.s, z23.s }
sel	{ z4.b - z7.b }, pn10, { z16.b - z19.b }, { z12.b - z15.b }
sel	{ z24.d - z27.d }, pn8, { z16.d - z19.d }, { z4.d - z7.d }
sel	{ z20.h - z23.h }, pn13, { z12.h - z15.h }, { z24.h - z27.h }
sel	{ z28.s - z31.s }, pn13, { z24.s - z27.s }, { z4.s - z7.s }
smax	{ z24.b, z25.b }, { z24.b, z25.b }, { z26.b, z27.b }
smax	{ z6.d, z7.d }, { z6.d, z7.d }, { z4.d, z5.d }
smax	{ z28.h, z29.h }, { z28.h, z29.h }, { z12.h, z13.h }
smax	{ z22.s, z23.s }, { z22.s, z23.s }, { z10.s, z11.s }
smax	{ z4.b, z5.b }, { z4.b, z5.b }, z15.b
smax	{ z4.d, z5.d }, { z4.d, z5.d }, z11.d
smax	{ z22.h, z23.h }, { z22.h, z23.h }, z8.h
smax	{ z30.s, z31.s }, { z30.s, z31.s }, z15.s
smax	{ z8.b - z11.b }, { z8.b - z11.b }, { z24.b - z27.b }
smax	{ z0.d - z3.d }, { z0.d - z3.d }, { z8.d - z11.d }
smax	{ z4.h - z7.h }, { z4.h - z7.h }, { z28.h - z31.h }
smax	{ z8.s - z11.s }, { z8.s - z11.s }, { z28.s - z31.s }
smax	{ z0.b - z3.b }, { z0.b - z3.b }, z1.b
smax	{ z0.d - z3.d }, { z0.d - z3.d }, z9.d
smax	{ z16.h - z19.h }, { z16.h - z19.h }, z11.h
smax	{ z4.s - z7.s }, { z4.s - z7.s }, z1.s
smin	{ z2.b, z3.b }, { z2.b, z3.b }, { z4.b, z5.b }
smin	{ z6.d, z7.d }, { z6.d, z7.d }, { z26.d, z27.d }
smin	{ z28.h, z29.h }, { z28.h, z29.h }, { z0.h, z1.h }
smin	{ z2.s, z3.s }, { z2.s, z3.s }, { z26.s, z27.s }
smin	{ z30.b, z31.b }, { z30.b, z31.b }, z2.b
smin	{ z0.d, z1.d }, { z0.d, z1.d }, z15.d
smin	{ z6.h, z7.h }, { z6.h, z7.h }, z13.h
smin	{ z14.s, z15.s }, { z14.s, z15.s }, z6.s
smin	{ z16.b - z19.b }, { z16.b - z19.b }, { z8.b - z11.b }
smin	{ z12.d - z15.d }, { z12.d - z15.d }, { z8.d - z11.d }
smin	{ z0.h - z3.h }, { z0.h - z3.h }, { z4.h - z7.h }
smin	{ z28.s - z31.s }, { z28.s - z31.s }, { z4.s - z7.s }
smin	{ z16.b - z19.b }, { z16.b - z19.b }, z8.b
smin	{ z0.d - z3.d }, { z0.d - z3.d }, z4.d
smin	{ z12.h - z15.h }, { z12.h - z15.h }, z14.h
smin	{ z20.s - z23.s }, { z20.s - z23.s }, z12.s
smlall	za.s[w10, 8:11], z10.b, z15.b
smlall	za.s[w10, 0:3], z14.b, z0.b[0]
smlall	za.s[w8, 4:7, vgx2], { z14.b, z15.b }, { z18.b, z19.b }
smlall	za.s[w8, 4:7,  vgx2], { z0.b, z1.b }, z6.b
smlall	za.s[w9, 0:3, vgx2], { z20.b, z21.b }, z13.b[15]
smlall	za.s[w9, 0:3, vgx4], { z24.b - z27.b }, { z28.b - z31.b }
smlall	za.s[w11, 0:3,  vgx4], { z28.b - z31.b }, z13.b
smlall	za.s[w10, 0:3, vgx4], { z4.b - z7.b }, z4.b[2]
smlal	za.s[w9, 0:1], z29.h, z14.h
smlal	za.s[w8, 14:15], z12.h, z15.h[2]
smlal	za.s[w10, 0:1, vgx2], { z30.h, z31.h }, { z14.h, z15.h }
smlal	za.s[w11, 0:1, vgx2], { z10.h, z11.h }, z4.h
smlal	za.s[w11, 0:1, vgx2], { z4.h, z5.h }, z1.h[4]
smlal	za.s[w9, 0:1, vgx4], { z4.h - z7.h }, { z16.h - z19.h }
smlal	za.s[w11, 0:1, vgx4], { z25.h - z28.h }, z4.h
smlal	za.s[w8, 2:3, vgx4], { z24.h - z27.h }, z13.h[1]
smlsll	za.s[w8, 8:11], z25.b, z15.b
smlsll	za.s[w11, 4:7], z2.b, z3.b[0]
smlsll	za.s[w11, 0:3, vgx2], { z14.b, z15.b }, { z2.b, z3.b }
smlsll	za.s[w9, 4:7,  vgx2], { z16.b, z17.b }, z10.b
smlsll	za.s[w10, 4:7, vgx2], { z24.b, z25.b }, z9.b[12]
smlsll	za.s[w10, 4:7, vgx4], { z16.b - z19.b }, { z8.b - z11.b }
smlsll	za.s[w8, 0:3,  vgx4], { z24.b - z27.b }, z1.b
smlsll	za.s[w11, 0:3, vgx4], { z4.b - z7.b }, z4.b[1]
smlsl	za.s[w8, 4:5], z26.h, z0.h
smlsl	za.s[w9, 0:1], z5.h, z9.h[0]
smlsl	za.s[w10, 4:5, vgx2], { z6.h, z7.h }, { z22.h, z23.h }
smlsl	za.s[w9, 2:3, vgx2], { z26.h, z27.h }, z12.h
smlsl	za.s[w9, 2:3, vgx2], { z2.h, z3.h }, z8.h[1]
smlsl	za.s[w11, 0:1, vgx4], { z28.h - z31.h }, { z8.h - z11.h }
smlsl	za.s[w8, 0:1, vgx4], { z17.h - z20.h }, z2.h
smlsl	za.s[w9, 6:7, vgx4], { z12.h - z15.h }, z15.h[1]
smopa	za0.s, p3/m, p5/m, z24.h, z20.h
smops	za0.s, p3/m, p5/m, z11.h, z3.h
sqcvtn	z6.h, { z28.d - z31.d }
sqcvtn	z28.b, { z0.s - z3.s }
sqcvtun	z19.h, { z28.d - z31.d }
sqcvtun	z21.b, { z8.s - z11.s }
sqcvtu	z19.h, { z4.s, z5.s }
sqcvtu	z6.h, { z12.d - z15.d }
sqcvtu	z9.b, { z28.s - z31.s }
sqcvt	z24.h, { z26.s, z27.s }
sqcvt	z17.h, { z8.d - z11.d }
sqcvt	z18.b, { z16.s - z19.s }
sqdmulh	{ z12.b, z13.b }, { z12.b, z13.b }, { z0.b, z1.b }
sqdmulh	{ z6.d, z7.d }, { z6.d, z7.d }, { z16.d, z17.d }
sqdmulh	{ z0.h, z1.h }, { z0.h, z1.h }, { z4.h, z5.h }
sqdmulh	{ z24.s, z25.s }, { z24.s, z25.s }, { z6.s, z7.s }
sqdmulh	{ z4.b, z5.b }, { z4.b, z5.b }, z4.b
sqdmulh	{ z20.d, z21.d }, { z20.d, z21.d }, z14.d
sqdmulh	{ z14.h, z15.h }, { z14.h, z15.h }, z3.h
sqdmulh	{ z6.s, z7.s }, { z6.s, z7.s }, z14.s
sqdmulh	{ z12.b - z15.b }, { z12.b - z15.b }, { z16.b - z19.b }
sqdmulh	{ z20.d - z23.d }, { z20.d - z23.d }, { z4.d - z7.d }
sqdmulh	{ z0.h - z3.h }, { z0.h - z3.h }, { z28.h - z31.h }
sqdmulh	{ z28.s - z31.s }, { z28.s - z31.s }, { z28.s - z31.s }
sqdmulh	{ z0.b - z3.b }, { z0.b - z3.b }, z0.b
sqdmulh	{ z28.d - z31.d }, { z28.d - z31.d }, z13.d
sqdmulh	{ z16.h - z19.h }, { z16.h - z19.h }, z2.h
sqdmulh	{ z4.s - z7.s }, { z4.s - z7.s }, z2.s
srshl	{ z0.b, z1.b }, { z0.b, z1.b }, { z2.b, z3.b }
srshl	{ z24.d, z25.d }, { z24.d, z25.d }, { z22.d, z23.d }
srshl	{ z20.h, z21.h }, { z20.h, z21.h }, { z6.h, z7.h }
srshl	{ z8.s, z9.s }, { z8.s, z9.s }, { z2.s, z3.s }
srshl	{ z2.b, z3.b }, { z2.b, z3.b }, z9.b
srshl	{ z10.d, z11.d }, { z10.d, z11.d }, z0.d
srshl	{ z2.h, z3.h }, { z2.h, z3.h }, z5.h
srshl	{ z24.s, z25.s }, { z24.s, z25.s }, z2.s
srshl	{ z28.b - z31.b }, { z28.b - z31.b }, { z24.b - z27.b }
srshl	{ z0.d - z3.d }, { z0.d - z3.d }, { z28.d - z31.d }
srshl	{ z16.h - z19.h }, { z16.h - z19.h }, { z28.h - z31.h }
srshl	{ z28.s - z31.s }, { z28.s - z31.s }, { z0.s - z3.s }
srshl	{ z20.b - z23.b }, { z20.b - z23.b }, z9.b
srshl	{ z24.d - z27.d }, { z24.d - z27.d }, z13.d
srshl	{ z24.h - z27.h }, { z24.h - z27.h }, z14.h
srshl	{ z24.s - z27.s }, { z24.s - z27.s }, z6.s
st1b	{ z23.b, z31.b }, pn8, [x30, x2]
st1b	{ z17.b, z25.b }, pn14, [x23, #10, mul vl]
st1b	{ z16.b, z20.b, z24.b, z28.b }, pn11, [x15, x7]
st1b	{ z0.b, z4.b, z8.b, z12.b }, pn14, [x15, #-24, mul vl]
st1d	{ z21.d, z29.d }, pn8, [x4, x13, lsl #3]
st1d	{ z21.d, z29.d }, pn8, [x28, #0, mul vl]
st1d	{ z16.d, z20.d, z24.d, z28.d }, pn13, [x13, x21, lsl #3]
st1d	{ z16.d, z20.d, z24.d, z28.d }, pn11, [x9, #12, mul vl]
st1h	{ z2.h, z10.h }, pn10, [x1, x13, lsl #1]
st1h	{ z16.h, z24.h }, pn12, [x21, #0, mul vl]
st1h	{ z0.h, z4.h, z8.h, z12.h }, pn11, [x24, x6, lsl #1]
st1h	{ z19.h, z23.h, z27.h, z31.h }, pn11, [x28, #-4, mul vl]
st1w	{ z22.s, z30.s }, pn11, [x3, xzr, lsl #2]
st1w	{ z18.s, z26.s }, pn11, [x29, #2, mul vl]
st1w	{ z1.s, z5.s, z9.s, z13.s }, pn11, [x25, x1, lsl #2]
st1w	{ z2.s, z6.s, z10.s, z14.s }, pn13, [x30, #-12, mul vl]
stnt1b	{ z0.b, z8.b }, pn15, [x8, x18]
stnt1b	{ z0.b, z8.b }, pn9, [x11, #0, mul vl]
stnt1b	{ z19.b, z23.b, z27.b, z31.b }, pn15, [x1, x23]
stnt1b	{ z0.b, z4.b, z8.b, z12.b }, pn15, [x1, #-16, mul vl]
stnt1d	{ z16.d, z24.d }, pn15, [x23, x13, lsl #3]
stnt1d	{ z1.d, z9.d }, pn8, [x11, #0, mul vl]
stnt1d	{ z17.d, z21.d, z25.d, z29.d }, pn15, [x12, x22, lsl #3]
stnt1d	{ z16.d, z20.d, z24.d, z28.d }, pn10, [x20, #0, mul vl]
stnt1h	{ z21.h, z29.h }, pn10, [x9, x15, lsl #1]
stnt1h	{ z21.h, z29.h }, pn8, [x1, #0, mul vl]
stnt1h	{ z19.h, z23.h, z27.h, z31.h }, pn13, [x14, x24, lsl #1]
stnt1h	{ z19.h, z23.h, z27.h, z31.h }, pn9, [x16, #-32, mul vl]
stnt1w	{ z0.s, z8.s }, pn11, [x8, x3, lsl #2]
stnt1w	{ z6.s, z14.s }, pn10, [x11, #0, mul vl]
stnt1w	{ z18.s, z22.s, z26.s, z30.s }, pn10, [x22, x4, lsl #2]
stnt1w	{ z1.s, z5.s, z9.s, z13.s }, pn15, [x28, #-8, mul vl]
str	zt0, [x28]
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
