// mattr: +sme
// instructions llvm-mc 19 takes only with: sme
addha	za1.s, p1/m, p6/m, z4.s
addspl	x9, sp, #2
addsvl	x23, x2, #6
addva	za0.s, p3/m, p2/m, z26.s
bfmopa	za0.s, p2/m, p3/m, z2.h, z28.h
bfmops	za2.s, p0/m, p1/m, z22.h, z0.h
mova	z26.b, p6/m, za0h.b[w15, 13]
mova	z16.d, p0/m, za6h.d[w15, 0]
mova	z12.h, p3/m, za0h.h[w15, 0]
mova	z31.q, p7/m, za4h.q[w12, 0]
mova	z4.s, p6/m, za0h.s[w13, 3]
mova	z17.b, p2/m, za0v.b[w12, 14]
mova	z14.d, p4/m, za6v.d[w13, 0]
mova	z13.h, p0/m, za1v.h[w13, 5]
mova	z27.q, p0/m, za8v.q[w14, 0]
mova	z7.s, p0/m, za3v.s[w15, 3]
fmopa	za2.s, p6/m, p7/m, z5.h, z19.h
fmops	za0.s, p7/m, p2/m, z14.h, z15.h
fmopa	za3.s, p7/m, p2/m, z8.s, z7.s
fmops	za0.s, p5/m, p3/m, z5.s, z12.s
mova	za0h.b[w15, 4], p5/m, z24.b
mova	za4h.d[w13, 1], p0/m, z2.d
mova	za1h.h[w15, 2], p2/m, z2.h
mova	za10h.q[w12, 0], p7/m, z22.q
mova	za3h.s[w12, 0], p1/m, z19.s
mova	za0v.b[w14, 3], p2/m, z1.b
mova	za4v.d[w12, 0], p6/m, z2.d
mova	za0v.h[w12, 3], p2/m, z8.h
mova	za4v.q[w12, 0], p3/m, z24.q
mova	za3v.s[w14, 3], p0/m, z15.s
ld1b	{za0h.b[w15, 6]}, p3/z, [x23, x3]
ld1d	{za7h.d[w12, 0]}, p0/z, [x5, x1, lsl #3]
ld1h	{za0h.h[w14, 5]}, p4/z, [x9, xzr, lsl #1]
ld1q	{za2h.q[w15, 0]}, p2/z, [x21, x21, lsl #4]
ld1w	{za1h.s[w13, 3]}, p2/z, [x7, x16, lsl #2]
ld1b	{za0v.b[w13, 9]}, p5/z, [x5, x8]
ld1d	{za4v.d[w14, 1]}, p4/z, [x24, xzr, lsl #3]
ld1h	{za1v.h[w14, 5]}, p6/z, [x22, xzr, lsl #1]
ld1q	{za12v.q[w13, 0]}, p0/z, [x21, xzr, lsl #4]
ld1w	{za2v.s[w15, 1]}, p6/z, [x20, x5, lsl #2]
ldr	za[w12, 15], [x2, #15, mul vl]
rdsvl	x1, #20
smopa	za1.s, p7/m, p0/m, z13.b, z14.b
smops	za1.s, p3/m, p3/m, z5.b, z5.b
st1b	{za0h.b[w13, 4]}, p0, [x21, x20]
st1d	{za3h.d[w12, 0]}, p3, [x6, x3, lsl #3]
st1h	{za1h.h[w13, 7]}, p3, [x26, xzr, lsl #1]
st1q	{za7h.q[w13, 0]}, p6, [x9, x25, lsl #4]
st1w	{za2h.s[w15, 0]}, p4, [x2, x13, lsl #2]
st1b	{za0v.b[w14, 4]}, p2, [x6, x29]
st1d	{za3v.d[w15, 0]}, p0, [x6, x4, lsl #3]
st1h	{za1v.h[w13, 2]}, p6, [x2, x14, lsl #1]
st1q	{za11v.q[w14, 0]}, p4, [x1, xzr, lsl #4]
st1w	{za1v.s[w13, 1]}, p6, [x11, x29, lsl #2]
str	za[w14, 15], [x17, #15, mul vl]
sumopa	za1.s, p1/m, p2/m, z15.b, z3.b
sumops	za2.s, p0/m, p5/m, z16.b, z31.b
umopa	za1.s, p1/m, p4/m, z31.b, z31.b
umops	za1.s, p4/m, p7/m, z11.b, z8.b
usmopa	za0.s, p2/m, p7/m, z31.b, z26.b
usmops	za3.s, p6/m, p5/m, z0.b, z0.b
zero	{za0.d, za1.d, za2.d, za3.d, za4.d, za5.d, za6.d}
