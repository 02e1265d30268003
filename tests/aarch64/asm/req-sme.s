// mattr: +sme
// instructions llvm-mc 19 takes only with: sme
addha	za1.s, p1/m, p6/m, z4.s
addspl	x9, sp, #2
addsvl	x23, x2, #6
addva	za0.s, p3/m, p2/m, z26.s
bfmopa	za1.s, p1/m, p2/m, z14.h, z7.h
bfmops	za3.s, p0/m, p5/m, z16.h, z27.h
mova	z14.b, p5/m, za0h.b[w14, 14]
mova	z26.d, p0/m, za0h.d[w15, 0]
mova	z4.h, p7/m, za0h.h[w13, 1]
mova	z2.q, p6/m, za15h.q[w13, 0]
mova	z4.s, p5/m, za3h.s[w12, 0]
mova	z7.b, p7/m, za0v.b[w15, 0]
mova	z29.d, p5/m, za4v.d[w15, 0]
mova	z3.h, p4/m, za0v.h[w15, 4]
mova	z20.q, p3/m, za0v.q[w14, 0]
mova	z21.s, p4/m, za0v.s[w15, 1]
fmopa	za3.s, p2/m, p0/m, z11.h, z29.h
fmops	za2.s, p2/m, p6/m, z2.h, z18.h
fmopa	za1.s, p0/m, p7/m, z21.s, z26.s
fmops	za3.s, p3/m, p5/m, z28.s, z27.s
mova	za0h.b[w14, 7], p2/m, z0.b
mova	za3h.d[w13, 0], p3/m, z16.d
mova	za1h.h[w12, 1], p3/m, z7.h
mova	za6h.q[w13, 0], p7/m, z17.q
mova	za2h.s[w15, 3], p2/m, z24.s
mova	za0v.b[w12, 8], p4/m, z10.b
mova	za4v.d[w14, 0], p0/m, z9.d
mova	za1v.h[w14, 0], p5/m, z23.h
mova	za5v.q[w15, 0], p3/m, z7.q
mova	za3v.s[w15, 3], p5/m, z1.s
ld1b	{za0h.b[w12, 0]}, p4/z, [x23, x29]
ld1d	{za2h.d[w13, 1]}, p3/z, [x11, x25, lsl #3]
ld1h	{za0h.h[w14, 4]}, p0/z, [x13, xzr, lsl #1]
ld1q	{za2h.q[w14, 0]}, p1/z, [x28, x8, lsl #4]
ld1w	{za1h.s[w15, 1]}, p4/z, [x7, x2, lsl #2]
ld1b	{za0v.b[w12, 1]}, p7/z, [x1, x6]
ld1d	{za2v.d[w13, 0]}, p2/z, [x24, xzr, lsl #3]
ld1h	{za0v.h[w12, 6]}, p7/z, [x13, xzr, lsl #1]
ld1q	{za2v.q[w13, 0]}, p2/z, [x2, xzr, lsl #4]
ld1w	{za0v.s[w15, 2]}, p7/z, [x3, x9, lsl #2]
ldr	za[w13, 11], [x22, #11, mul vl]
rdsvl	x28, #-16
smopa	za2.s, p6/m, p2/m, z16.b, z29.b
smops	za3.s, p6/m, p0/m, z27.b, z8.b
st1b	{za0h.b[w12, 13]}, p5, [x4, x19]
st1d	{za2h.d[w15, 0]}, p4, [x1, x21, lsl #3]
st1h	{za0h.h[w15, 0]}, p3, [x3, x21, lsl #1]
st1q	{za7h.q[w13, 0]}, p6, [x15, x21, lsl #4]
st1w	{za2h.s[w14, 2]}, p7, [x22, xzr, lsl #2]
st1b	{za0v.b[w15, 9]}, p7, [x12, x11]
st1d	{za6v.d[w14, 1]}, p4, [x17, x26, lsl #3]
st1h	{za0v.h[w12, 1]}, p5, [x28, x17, lsl #1]
st1q	{za0v.q[w15, 0]}, p2, [x22, x27, lsl #4]
st1w	{za3v.s[w13, 2]}, p0, [sp, x26, lsl #2]
str	za[w14, 8], [x12, #8, mul vl]
sumopa	za2.s, p2/m, p6/m, z14.b, z30.b
sumops	za3.s, p6/m, p2/m, z28.b, z7.b
umopa	za1.s, p3/m, p7/m, z3.b, z13.b
umops	za3.s, p3/m, p6/m, z27.b, z26.b
usmopa	za3.s, p0/m, p1/m, z2.b, z20.b
usmops	za1.s, p1/m, p5/m, z7.b, z22.b
zero	{za0.d, za1.d, za4.d}
