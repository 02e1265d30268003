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
fvdot	za.s[w8, 1, vgx2], { z8.h, z9.h }, z13.h[0]
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
luti2	z29.b, zt0, z22[6]
luti2	z9.h, zt0, z7[14]
luti2	z23.s, zt0, z7[11]
luti4	{ z6.b, z7.b }, zt0, z2[0]
luti4	{ z28.h, z29.h }, zt0, z20[1]
luti4	{ z20.s, z21.s }, zt0, z6[0]
luti4	{ z24.h - z27.h }, zt0, z5[1]
luti4	{ z8.s - z11.s }, zt0, z8[0]
luti4	z31.b, zt0, z16[0]
luti4	z7.h, zt0, z17[5]
luti4	z18.s, zt0, z27[6]
mova	{ z2.b, z3.b }, za0h.b[w14, 8:9]
mova	{ z0.d, z1.d }, za3h.d[w13, 0:1]
mova	{ z8.h, z9.h }, za0h.h[w15, 0:1]
mova	{ z6.s, z7.s }, za3h.s[w15, 0:1]
mova	{ z22.b, z23.b }, za0v.b[w12, 8:9]
mova	{ z30.d, z31.d }, za2v.d[w14, 0:1]
mova	{ z4.h, z5.h }, za1v.h[w12, 6:7]
mova	{ z0.s, z1.s }, za1v.s[w14, 0:1]
mova	{ z24.b - z27.b }, za0h.b[w13, 12:15]
mova	{ z12.d - z15.d }, za2h.d[w12, 0:3]
mova	{ z4.h - z7.h }, za1h.h[w12, 4:7]
mova	{ z8.s - z11.s }, za1h.s[w12, 0:3]
mova	{ z20.b - z23.b }, za0v.b[w15, 8:11]
mova	{ z20.d - z23.d }, za3v.d[w15, 0:3]
mova	{ z16.h - z19.h }, za0v.h[w14, 4:7]
mova	{ z24.s - z27.s }, za1v.s[w14, 0:3]
mova	za0h.b[w13, 6:7], { z4.b, z5.b }
mova	za7h.d[w12, 0:1], { z10.d, z11.d }
mova	za0h.h[w14, 4:5], { z18.h, z19.h }
mova	za2h.s[w13, 2:3], { z8.s, z9.s }
mova	za0v.b[w15, 8:9], { z16.b, z17.b }
mova	za6v.d[w12, 0:1], { z12.d, z13.d }
mova	za1v.h[w13, 4:5], { z28.h, z29.h }
mova	za0v.s[w13, 0:1], { z14.s, z15.s }
mova	za0h.b[w13, 0:3], { z0.b - z3.b }
mova	za5h.d[w12, 0:3], { z16.d - z19.d }
mova	za0h.h[w14, 0:3], { z20.h - z23.h }
mova	za0h.s[w15, 0:3], { z16.s - z19.s }
mova	za0v.b[w13, 8:11], { z16.b - z19.b }
mova	za4v.d[w15, 0:3], { z12.d - z15.d }
mova	za1v.h[w12, 4:7], { z12.h - z15.h }
mova	za1v.s[w15, 0:3], { z28.s - z31.s }
mova	{ z4.d, z5.d }, za.d[w9, 7, vgx2]
mova	za.d[w8, 0, vgx2], { z12.d, z13.d }
mova	{ z0.d - z3.d }, za.d[w10, 7, vgx4]
mova	za.d[w9, 3, vgx4], { z28.d - z31.d }
movt	zt0[40], x11
movt	x21, zt0[0]
sclamp	{ z24.b, z25.b }, z9.b, z24.b
sclamp	{ z24.d, z25.d }, z17.d, z8.d
sclamp	{ z18.h, z19.h }, z29.h, z28.h
sclamp	{ z28.s, z29.s }, z7.s, z2.s
sclamp	{ z28.b - z31.b }, z30.b, z13.b
sclamp	{ z8.d - z11.d }, z26.d, z7.d
sclamp	{ z4.h - z7.h }, z2.h, z16.h
sclamp	{ z28.s - z31.s }, z10.s, z20.s
scvtf	{ z8.s, z9.s }, { z24.s, z25.s }
scvtf	{ z28.s - z31.s }, { z24.s - z27.s }
sdot	za.s[w8, 4, vgx2], { z6.b, z7.b }, { z2.b, z3.b }
sdot	za.s[w8, 7, vgx2], { z0.b, z1.b }, z3.b
sdot	za.s[w11, 0, vgx2], { z14.b, z15.b }, z2.b[1]
sdot	za.s[w8, 7, vgx4], { z16.b - z19.b }, { z24.b - z27.b }
sdot	za.s[w9, 4, vgx4], { z20.b - z23.b }, z9.b
sdot	za.s[w8, 1, vgx4], { z12.b - z15.b }, z14.b[0]
sdot	za.s[w10, 7, vgx2], { z8.h, z9.h }, { z16.h, z17.h }
sdot	za.s[w11, 5, vgx2], { z25.h, z26.h }, z0.h
sdot	za.s[w10, 5, vgx2], { z8.h, z9.h }, z11.h[2]
sdot	za.s[w8, 6, vgx4], { z16.h - z19.h }, { z4.h - z7.h }
sdot	za.s[w11, 5, vgx4], { z26.h - z29.h }, z12.h
sdot	za.s[w8, 5, vgx4], { z16.h - z19.h }, z3.h[0]
sel	{ z24.b, z25.b }, pn14, { z20.b, z21.b }, { z16.b, z17.b }
sel	{ z26.d, z27.d }, pn9, { z18.d, z19.d }, { z22.d, z23.d }
sel	{ z30.h, z31.h }, pn15, { z6.h, z7.h }, { z8.h, z9.h }
sel	{ z16.s, z17.s }, pn14, { z0.s, z1.s }, { z10.s, z11.s }
sel	{ z4.b - z7.b }, pn11, { z4.b - z7.b }, { z0.b - z3.b }
sel	{ z4.d - z7.d }, pn14, { z16.d - z19.d }, { z20.d - z23.d }
sel	{ z8.h - z11.h }, pn9, { z24.h - z27.h }, { z4.h - z7.h }
sel	{ z28.s - z31.s }, pn14, { z28.s - z31.s }, { z8.s - z11.s }
smax	{ z12.b, z13.b }, { z12.b, z13.b }, { z30.b, z31.b }
smax	{ z0.d, z1.d }, { z0.d, z1.d }, { z8.d, z9.d }
smax	{ z24.h, z25.h }, { z24.h, z25.h }, { z22.h, z23.h }
smax	{ z6.s, z7.s }, { z6.s, z7.s }, { z10.s, z11.s }
smax	{ z2.b, z3.b }, { z2.b, z3.b }, z11.b
smax	{ z4.d, z5.d }, { z4.d, z5.d }, z4.d
smax	{ z14.h, z15.h }, { z14.h, z15.h }, z2.h
smax	{ z16.s, z17.s }, { z16.s, z17.s }, z8.s
smax	{ z24.b - z27.b }, { z24.b - z27.b }, { z28.b - z31.b }
smax	{ z16.d - z19.d }, { z16.d - z19.d }, { z24.d - z27.d }
smax	{ z8.h - z11.h }, { z8.h - z11.h }, { z24.h - z27.h }
smax	{ z4.s - z7.s }, { z4.s - z7.s }, { z4.s - z7.s }
smax	{ z28.b - z31.b }, { z28.b - z31.b }, z15.b
smax	{ z28.d - z31.d }, { z28.d - z31.d }, z1.d
smax	{ z4.h - z7.h }, { z4.h - z7.h }, z13.h
smax	{ z20.s - z23.s }, { z20.s - z23.s }, z7.s
smin	{ z28.b, z29.b }, { z28.b, z29.b }, { z4.b, z5.b }
smin	{ z16.d, z17.d }, { z16.d, z17.d }, { z16.d, z17.d }
smin	{ z2.h, z3.h }, { z2.h, z3.h }, { z8.h, z9.h }
smin	{ z14.s, z15.s }, { z14.s, z15.s }, { z28.s, z29.s }
smin	{ z22.b, z23.b }, { z22.b, z23.b }, z12.b
smin	{ z22.d, z23.d }, { z22.d, z23.d }, z5.d
smin	{ z22.h, z23.h }, { z22.h, z23.h }, z4.h
smin	{ z4.s, z5.s }, { z4.s, z5.s }, z9.s
smin	{ z16.b - z19.b }, { z16.b - z19.b }, { z24.b - z27.b }
smin	{ z4.d - z7.d }, { z4.d - z7.d }, { z24.d - z27.d }
smin	{ z0.h - z3.h }, { z0.h - z3.h }, { z8.h - z11.h }
smin	{ z4.s - z7.s }, { z4.s - z7.s }, { z24.s - z27.s }
smin	{ z16.b - z19.b }, { z16.b - z19.b }, z5.b
smin	{ z20.d - z23.d }, { z20.d - z23.d }, z6.d
smin	{ z12.h - z15.h }, { z12.h - z15.h }, z5.h
smin	{ z24.s - z27.s }, { z24.s - z27.s }, z13.s
smlall	za.s[w8, 8:11], z0.b, z6.b
smlall	za.s[w9, 0:3], z21.b, z13.b[15]
smlall	za.s[w9, 0:3, vgx2], { z24.b, z25.b }, { z28.b, z29.b }
smlall	za.s[w11, 0:3,  vgx2], { z28.b, z29.b }, z13.b
smlall	za.s[w10, 0:3, vgx2], { z6.b, z7.b }, z4.b[2]
smlall	za.s[w11, 4:7, vgx4], { z8.b - z11.b }, { z4.b - z7.b }
smlall	za.s[w11, 4:7,  vgx4], { z9.b - z12.b }, z4.b
smlall	za.s[w10, 0:3, vgx4], { z12.b - z15.b }, z8.b[11]
smlal	za.s[w11, 0:1], z10.h, z4.h
smlal	za.s[w11, 0:1], z4.h, z1.h[4]
smlal	za.s[w9, 0:1, vgx2], { z4.h, z5.h }, { z16.h, z17.h }
smlal	za.s[w11, 0:1, vgx2], { z25.h, z26.h }, z4.h
smlal	za.s[w8, 2:3, vgx2], { z26.h, z27.h }, z13.h[1]
smlal	za.s[w8, 2:3, vgx4], { z16.h - z19.h }, { z8.h - z11.h }
smlal	za.s[w9, 2:3, vgx4], { z25.h - z28.h }, z12.h
smlal	za.s[w8, 2:3, vgx4], { z12.h - z15.h }, z2.h[0]
smlsll	za.s[w9, 4:7], z16.b, z10.b
smlsll	za.s[w10, 4:7], z24.b, z9.b[12]
smlsll	za.s[w10, 4:7, vgx2], { z18.b, z19.b }, { z10.b, z11.b }
smlsll	za.s[w8, 0:3,  vgx2], { z24.b, z25.b }, z1.b
smlsll	za.s[w11, 0:3, vgx2], { z4.b, z5.b }, z4.b[1]
smlsll	za.s[w8, 4:7, vgx4], { z24.b - z27.b }, { z16.b - z19.b }
smlsll	za.s[w10, 0:3,  vgx4], { z13.b - z16.b }, z8.b
smlsll	za.s[w10, 4:7, vgx4], { z12.b - z15.b }, z13.b[12]
smlsl	za.s[w9, 2:3], z26.h, z12.h
smlsl	za.s[w9, 6:7], z3.h, z8.h[1]
smlsl	za.s[w11, 0:1, vgx2], { z30.h, z31.h }, { z10.h, z11.h }
smlsl	za.s[w8, 0:1, vgx2], { z17.h, z18.h }, z2.h
smlsl	za.s[w9, 6:7, vgx2], { z14.h, z15.h }, z15.h[1]
smlsl	za.s[w8, 6:7, vgx4], { z8.h - z11.h }, { z24.h - z27.h }
smlsl	za.s[w8, 0:1, vgx4], { z22.h - z25.h }, z14.h
smlsl	za.s[w9, 0:1, vgx4], { z24.h - z27.h }, z6.h[7]
smopa	za3.s, p6/m, p1/m, z11.h, z6.h
smops	za3.s, p5/m, p0/m, z10.h, z10.h
sqcvtn	z26.h, { z16.d - z19.d }
sqcvtn	z11.b, { z16.s - z19.s }
sqcvtun	z2.h, { z8.d - z11.d }
sqcvtun	z16.b, { z28.s - z31.s }
sqcvtu	z7.h, { z20.s, z21.s }
sqcvtu	z22.h, { z12.d - z15.d }
sqcvtu	z1.b, { z8.s - z11.s }
sqcvt	z9.h, { z24.s, z25.s }
sqcvt	z30.h, { z4.d - z7.d }
sqcvt	z15.b, { z0.s - z3.s }
sqdmulh	{ z20.b, z21.b }, { z20.b, z21.b }, { z4.b, z5.b }
sqdmulh	{ z0.d, z1.d }, { z0.d, z1.d }, { z30.d, z31.d }
sqdmulh	{ z30.h, z31.h }, { z30.h, z31.h }, { z30.h, z31.h }
sqdmulh	{ z0.s, z1.s }, { z0.s, z1.s }, { z0.s, z1.s }
sqdmulh	{ z28.b, z29.b }, { z28.b, z29.b }, z13.b
sqdmulh	{ z16.d, z17.d }, { z16.d, z17.d }, z2.d
sqdmulh	{ z6.h, z7.h }, { z6.h, z7.h }, z2.h
sqdmulh	{ z30.s, z31.s }, { z30.s, z31.s }, z2.s
sqdmulh	{ z0.b - z3.b }, { z0.b - z3.b }, { z4.b - z7.b }
sqdmulh	{ z0.d - z3.d }, { z0.d - z3.d }, { z0.d - z3.d }
sqdmulh	{ z28.h - z31.h }, { z28.h - z31.h }, { z28.h - z31.h }
sqdmulh	{ z24.s - z27.s }, { z24.s - z27.s }, { z20.s - z23.s }
sqdmulh	{ z8.b - z11.b }, { z8.b - z11.b }, z12.b
sqdmulh	{ z8.d - z11.d }, { z8.d - z11.d }, z7.d
sqdmulh	{ z16.h - z19.h }, { z16.h - z19.h }, z12.h
sqdmulh	{ z8.s - z11.s }, { z8.s - z11.s }, z11.s
sqrshrn	z29.b, { z8.s - z11.s }, #8
sqrshrn	z22.h, { z28.d - z31.d }, #57
sqrshrun	z13.b, { z16.s - z19.s }, #27
sqrshrun	z27.h, { z4.d - z7.d }, #14
sqrshru	z11.h, { z6.s, z7.s }, #6
sqrshru	z19.b, { z24.s - z27.s }, #5
sqrshru	z15.h, { z8.d - z11.d }, #39
sqrshr	z30.h, { z8.s, z9.s }, #16
sqrshr	z13.b, { z20.s - z23.s }, #13
sqrshr	z23.h, { z24.d - z27.d }, #54
srshl	{ z16.b, z17.b }, { z16.b, z17.b }, { z2.b, z3.b }
srshl	{ z24.d, z25.d }, { z24.d, z25.d }, { z26.d, z27.d }
srshl	{ z10.h, z11.h }, { z10.h, z11.h }, { z4.h, z5.h }
srshl	{ z8.s, z9.s }, { z8.s, z9.s }, { z18.s, z19.s }
srshl	{ z14.b, z15.b }, { z14.b, z15.b }, z15.b
srshl	{ z12.d, z13.d }, { z12.d, z13.d }, z3.d
srshl	{ z2.h, z3.h }, { z2.h, z3.h }, z13.h
srshl	{ z14.s, z15.s }, { z14.s, z15.s }, z4.s
srshl	{ z16.b - z19.b }, { z16.b - z19.b }, { z4.b - z7.b }
srshl	{ z20.d - z23.d }, { z20.d - z23.d }, { z4.d - z7.d }
srshl	{ z24.h - z27.h }, { z24.h - z27.h }, { z20.h - z23.h }
srshl	{ z8.s - z11.s }, { z8.s - z11.s }, { z16.s - z19.s }
srshl	{ z0.b - z3.b }, { z0.b - z3.b }, z6.b
srshl	{ z24.d - z27.d }, { z24.d - z27.d }, z8.d
srshl	{ z20.h - z23.h }, { z20.h - z23.h }, z13.h
srshl	{ z20.s - z23.s }, { z20.s - z23.s }, z4.s
st1b	{ z17.b, z25.b }, pn11, [x29, x6]
st1b	{ z7.b, z15.b }, pn15, [x25, #10, mul vl]
st1b	{ z3.b, z7.b, z11.b, z15.b }, pn10, [x23, x1]
st1b	{ z19.b, z23.b, z27.b, z31.b }, pn14, [x3, #0, mul vl]
st1d	{ z1.d, z9.d }, pn15, [x26, x19, lsl #3]
st1d	{ z7.d, z15.d }, pn11, [x12, #0, mul vl]
st1d	{ z1.d, z5.d, z9.d, z13.d }, pn15, [x6, x12, lsl #3]
st1d	{ z0.d, z4.d, z8.d, z12.d }, pn15, [x17, #-24, mul vl]
st1h	{ z5.h, z13.h }, pn13, [x7, x8, lsl #1]
st1h	{ z4.h, z12.h }, pn11, [x3, #14, mul vl]
st1h	{ z2.h, z6.h, z10.h, z14.h }, pn10, [x23, x25, lsl #1]
st1h	{ z18.h, z22.h, z26.h, z30.h }, pn14, [x9, #-12, mul vl]
st1w	{ z3.s, z11.s }, pn15, [x8, x29, lsl #2]
st1w	{ z2.s, z10.s }, pn13, [x12, #-6, mul vl]
st1w	{ z2.s, z6.s, z10.s, z14.s }, pn12, [x11, x12, lsl #2]
st1w	{ z3.s, z7.s, z11.s, z15.s }, pn15, [x16, #4, mul vl]
stnt1b	{ z0.b, z8.b }, pn14, [x30, x28]
stnt1b	{ z0.b, z8.b }, pn13, [x5, #-2, mul vl]
stnt1b	{ z18.b, z22.b, z26.b, z30.b }, pn12, [x17, x26]
stnt1b	{ z1.b, z5.b, z9.b, z13.b }, pn15, [x21, #16, mul vl]
stnt1d	{ z6.d, z14.d }, pn11, [x5, x14, lsl #3]
stnt1d	{ z19.d, z27.d }, pn15, [x23, #-4, mul vl]
stnt1d	{ z18.d, z22.d, z26.d, z30.d }, pn9, [x0, x1, lsl #3]
stnt1d	{ z0.d, z4.d, z8.d, z12.d }, pn11, [x13, #-24, mul vl]
stnt1h	{ z1.h, z9.h }, pn8, [x1, x24, lsl #1]
stnt1h	{ z1.h, z9.h }, pn12, [x24, #14, mul vl]
stnt1h	{ z3.h, z7.h, z11.h, z15.h }, pn15, [x10, x28, lsl #1]
stnt1h	{ z2.h, z6.h, z10.h, z14.h }, pn14, [x26, #4, mul vl]
stnt1w	{ z6.s, z14.s }, pn9, [x19, x12, lsl #2]
stnt1w	{ z20.s, z28.s }, pn13, [x5, #0, mul vl]
stnt1w	{ z3.s, z7.s, z11.s, z15.s }, pn10, [x5, x11, lsl #2]
stnt1w	{ z0.s, z4.s, z8.s, z12.s }, pn12, [x0, #20, mul vl]
str	zt0, [x10]
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
uclamp	{ z12.b, z13.b }, z17.b, z24.b
uclamp	{ z24.d, z25.d }, z30.d, z31.d
uclamp	{ z6.h, z7.h }, z4.h, z1.h
uclamp	{ z6.s, z7.s }, z21.s, z17.s
uclamp	{ z24.b - z27.b }, z28.b, z28.b
uclamp	{ z4.d - z7.d }, z6.d, z24.d
uclamp	{ z0.h - z3.h }, z1.h, z9.h
uclamp	{ z20.s - z23.s }, z16.s, z26.s
ucvtf	{ z10.s, z11.s }, { z18.s, z19.s }
ucvtf	{ z16.s - z19.s }, { z20.s - z23.s }
udot	za.s[w8, 1, vgx2], { z26.b, z27.b }, { z12.b, z13.b }
udot	za.s[w10, 3, vgx2], { z18.b, z19.b }, z0.b
udot	za.s[w11, 2, vgx2], { z28.b, z29.b }, z7.b[1]
udot	za.s[w9, 7, vgx4], { z8.b - z11.b }, { z16.b - z19.b }
udot	za.s[w8, 4, vgx4], { z10.b - z13.b }, z1.b
udot	za.s[w10, 5, vgx4], { z28.b - z31.b }, z7.b[0]
udot	za.s[w9, 0, vgx2], { z18.h, z19.h }, { z20.h, z21.h }
udot	za.s[w9, 6, vgx2], { z9.h, z10.h }, z4.h
udot	za.s[w8, 0, vgx2], { z30.h, z31.h }, z14.h[3]
udot	za.s[w11, 5, vgx4], { z28.h - z31.h }, { z20.h - z23.h }
udot	za.s[w10, 7, vgx4], { z31.h, z0.h, z1.h, z2.h }, z11.h
udot	za.s[w8, 0, vgx4], { z8.h - z11.h }, z11.h[0]
umax	{ z10.b, z11.b }, { z10.b, z11.b }, { z10.b, z11.b }
umax	{ z24.d, z25.d }, { z24.d, z25.d }, { z30.d, z31.d }
umax	{ z0.h, z1.h }, { z0.h, z1.h }, { z20.h, z21.h }
umax	{ z12.s, z13.s }, { z12.s, z13.s }, { z30.s, z31.s }
umax	{ z24.b, z25.b }, { z24.b, z25.b }, z11.b
umax	{ z6.d, z7.d }, { z6.d, z7.d }, z2.d
umax	{ z24.h, z25.h }, { z24.h, z25.h }, z0.h
umax	{ z14.s, z15.s }, { z14.s, z15.s }, z9.s
umax	{ z16.b - z19.b }, { z16.b - z19.b }, { z8.b - z11.b }
umax	{ z4.d - z7.d }, { z4.d - z7.d }, { z20.d - z23.d }
umax	{ z4.h - z7.h }, { z4.h - z7.h }, { z20.h - z23.h }
umax	{ z20.s - z23.s }, { z20.s - z23.s }, { z24.s - z27.s }
umax	{ z24.b - z27.b }, { z24.b - z27.b }, z12.b
umax	{ z12.d - z15.d }, { z12.d - z15.d }, z13.d
umax	{ z24.h - z27.h }, { z24.h - z27.h }, z1.h
umax	{ z28.s - z31.s }, { z28.s - z31.s }, z6.s
umin	{ z0.b, z1.b }, { z0.b, z1.b }, { z22.b, z23.b }
umin	{ z24.d, z25.d }, { z24.d, z25.d }, { z24.d, z25.d }
umin	{ z28.h, z29.h }, { z28.h, z29.h }, { z18.h, z19.h }
umin	{ z12.s, z13.s }, { z12.s, z13.s }, { z8.s, z9.s }
umin	{ z28.b, z29.b }, { z28.b, z29.b }, z14.b
umin	{ z8.d, z9.d }, { z8.d, z9.d }, z11.d
umin	{ z10.h, z11.h }, { z10.h, z11.h }, z10.h
umin	{ z4.s, z5.s }, { z4.s, z5.s }, z10.s
umin	{ z28.b - z31.b }, { z28.b - z31.b }, { z0.b - z3.b }
umin	{ z0.d - z3.d }, { z0.d - z3.d }, { z16.d - z19.d }
umin	{ z28.h - z31.h }, { z28.h - z31.h }, { z4.h - z7.h }
umin	{ z8.s - z11.s }, { z8.s - z11.s }, { z28.s - z31.s }
umin	{ z8.b - z11.b }, { z8.b - z11.b }, z5.b
umin	{ z20.d - z23.d }, { z20.d - z23.d }, z5.d
umin	{ z24.h - z27.h }, { z24.h - z27.h }, z10.h
umin	{ z12.s - z15.s }, { z12.s - z15.s }, z14.s
umlall	za.s[w9, 8:11], z21.b, z2.b
umlall	za.s[w10, 12:15], z12.b, z2.b[0]
umlall	za.s[w9, 0:3, vgx2], { z16.b, z17.b }, { z28.b, z29.b }
umlall	za.s[w10, 0:3,  vgx2], { z6.b, z7.b }, z14.b
umlall	za.s[w11, 4:7, vgx2], { z22.b, z23.b }, z1.b[8]
umlall	za.s[w11, 0:3, vgx4], { z8.b - z11.b }, { z28.b - z31.b }
umlall	za.s[w9, 0:3,  vgx4], { z4.b - z7.b }, z7.b
umlall	za.s[w9, 0:3, vgx4], { z8.b - z11.b }, z10.b[4]
umlal	za.s[w10, 0:1], z24.h, z10.h
umlal	za.s[w10, 0:1], z26.h, z9.h[1]
umlal	za.s[w9, 6:7, vgx2], { z22.h, z23.h }, { z28.h, z29.h }
umlal	za.s[w11, 0:1, vgx2], { z13.h, z14.h }, z10.h
umlal	za.s[w11, 0:1, vgx2], { z6.h, z7.h }, z8.h[3]
umlal	za.s[w8, 0:1, vgx4], { z20.h - z23.h }, { z16.h - z19.h }
umlal	za.s[w8, 4:5, vgx4], { z8.h - z11.h }, z5.h
umlal	za.s[w9, 0:1, vgx4], { z16.h - z19.h }, z7.h[2]
umlsll	za.s[w10, 8:11], z8.b, z5.b
umlsll	za.s[w10, 4:7], z12.b, z5.b[4]
umlsll	za.s[w11, 0:3, vgx2], { z26.b, z27.b }, { z30.b, z31.b }
umlsll	za.s[w10, 4:7,  vgx2], { z16.b, z17.b }, z1.b
umlsll	za.s[w11, 0:3, vgx2], { z16.b, z17.b }, z10.b[2]
umlsll	za.s[w10, 4:7, vgx4], { z16.b - z19.b }, { z24.b - z27.b }
umlsll	za.s[w8, 4:7,  vgx4], { z22.b - z25.b }, z14.b
umlsll	za.s[w9, 4:7, vgx4], { z0.b - z3.b }, z1.b[13]
umlsl	za.s[w9, 0:1], z17.h, z12.h
umlsl	za.s[w9, 0:1], z9.h, z13.h[3]
umlsl	za.s[w10, 0:1, vgx2], { z20.h, z21.h }, { z2.h, z3.h }
umlsl	za.s[w8, 0:1, vgx2], { z10.h, z11.h }, z7.h
umlsl	za.s[w11, 0:1, vgx2], { z30.h, z31.h }, z6.h[1]
umlsl	za.s[w10, 4:5, vgx4], { z24.h - z27.h }, { z12.h - z15.h }
umlsl	za.s[w11, 2:3, vgx4], { z10.h - z13.h }, z6.h
umlsl	za.s[w9, 0:1, vgx4], { z4.h - z7.h }, z12.h[1]
umopa	za3.s, p2/m, p4/m, z21.h, z2.h
umops	za1.s, p2/m, p7/m, z2.h, z2.h
uqcvtn	z10.h, { z16.d - z19.d }
uqcvtn	z16.b, { z0.s - z3.s }
uqcvt	z24.h, { z12.s, z13.s }
uqcvt	z30.h, { z28.d - z31.d }
uqcvt	z30.b, { z20.s - z23.s }
uqrshrn	z1.b, { z16.s - z19.s }, #1
uqrshrn	z28.h, { z24.d - z27.d }, #9
uqrshr	z25.h, { z18.s, z19.s }, #10
uqrshr	z17.b, { z28.s - z31.s }, #15
uqrshr	z23.h, { z8.d - z11.d }, #59
urshl	{ z18.b, z19.b }, { z18.b, z19.b }, { z30.b, z31.b }
urshl	{ z30.d, z31.d }, { z30.d, z31.d }, { z4.d, z5.d }
urshl	{ z24.h, z25.h }, { z24.h, z25.h }, { z4.h, z5.h }
urshl	{ z30.s, z31.s }, { z30.s, z31.s }, { z12.s, z13.s }
urshl	{ z28.b, z29.b }, { z28.b, z29.b }, z8.b
urshl	{ z22.d, z23.d }, { z22.d, z23.d }, z1.d
urshl	{ z0.h, z1.h }, { z0.h, z1.h }, z8.h
urshl	{ z8.s, z9.s }, { z8.s, z9.s }, z3.s
urshl	{ z16.b - z19.b }, { z16.b - z19.b }, { z28.b - z31.b }
urshl	{ z24.d - z27.d }, { z24.d - z27.d }, { z16.d - z19.d }
urshl	{ z16.h - z19.h }, { z16.h - z19.h }, { z12.h - z15.h }
urshl	{ z8.s - z11.s }, { z8.s - z11.s }, { z4.s - z7.s }
urshl	{ z16.b - z19.b }, { z16.b - z19.b }, z10.b
urshl	{ z24.d - z27.d }, { z24.d - z27.d }, z10.d
urshl	{ z16.h - z19.h }, { z16.h - z19.h }, z14.h
urshl	{ z12.s - z15.s }, { z12.s - z15.s }, z15.s
usdot	za.s[w9, 4, vgx2], { z10.b, z11.b }, { z26.b, z27.b }
usdot	za.s[w9, 6, vgx2], { z25.b, z26.b }, z13.b
usdot	za.s[w10, 0, vgx2], { z10.b, z11.b }, z2.b[1]
usdot	za.s[w9, 7, vgx4], { z16.b - z19.b }, { z8.b - z11.b }
usdot	za.s[w10, 0, vgx4], { z28.b - z31.b }, z8.b
usdot	za.s[w11, 1, vgx4], { z12.b - z15.b }, z7.b[1]
usmlall	za.s[w8, 8:11], z10.b, z7.b
usmlall	za.s[w10, 0:3], z8.b, z10.b[8]
usmlall	za.s[w11, 4:7, vgx2], { z8.b, z9.b }, { z30.b, z31.b }
usmlall	za.s[w9, 0:3,  vgx2], { z26.b, z27.b }, z5.b
usmlall	za.s[w9, 4:7, vgx2], { z30.b, z31.b }, z10.b[1]
usmlall	za.s[w9, 4:7, vgx4], { z0.b - z3.b }, { z20.b - z23.b }
usmlall	za.s[w10, 4:7,  vgx4], { z26.b - z29.b }, z0.b
usmlall	za.s[w11, 0:3, vgx4], { z24.b - z27.b }, z4.b[15]
usvdot	za.s[w9, 6, vgx4], { z20.b - z23.b }, z0.b[1]
uunpk	{ z26.d, z27.d }, z18.s
uunpk	{ z2.h, z3.h }, z30.b
uunpk	{ z12.s, z13.s }, z13.h
uunpk	{ z24.d - z27.d }, { z10.s, z11.s }
uunpk	{ z4.h - z7.h }, { z26.b, z27.b }
uunpk	{ z20.s - z23.s }, { z24.h, z25.h }
uvdot	za.s[w10, 7, vgx4], { z8.b - z11.b }, z7.b[3]
uvdot	za.s[w9, 0, vgx2], { z2.h, z3.h }, z13.h[0]
uzp	{ z16.b, z17.b }, z29.b, z17.b
uzp	{ z20.d, z21.d }, z3.d, z13.d
uzp	{ z20.h, z21.h }, z29.h, z18.h
uzp	{ z16.q, z17.q }, z13.q, z6.q
uzp	{ z12.s, z13.s }, z15.s, z2.s
uzp	{ z12.b - z15.b }, { z0.b - z3.b }
uzp	{ z8.d - z11.d }, { z4.d - z7.d }
uzp	{ z0.h - z3.h }, { z16.h - z19.h }
uzp	{ z12.q - z15.q }, { z28.q - z31.q }
uzp	{ z24.s - z27.s }, { z16.s - z19.s }
zero	{ zt0 }
zip	{ z4.b, z5.b }, z0.b, z12.b
zip	{ z14.d, z15.d }, z4.d, z27.d
zip	{ z24.h, z25.h }, z15.h, z22.h
zip	{ z10.q, z11.q }, z19.q, z28.q
zip	{ z18.s, z19.s }, z13.s, z17.s
zip	{ z0.b - z3.b }, { z16.b - z19.b }
zip	{ z16.d - z19.d }, { z24.d - z27.d }
zip	{ z12.h - z15.h }, { z8.h - z11.h }
zip	{ z12.q - z15.q }, { z20.q - z23.q }
zip	{ z0.s - z3.s }, { z4.s - z7.s }
