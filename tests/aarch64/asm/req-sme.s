// mattr: +sme
// instructions llvm-mc 19 takes only with: sme
addha	za1.s, p1/m, p6/m, z4.s
addspl	x9, sp, #2
addsvl	x23, x2, #6
addva	za0.s, p3/m, p2/m, z26.s
bfmopa	za1.s, p1/m, p2/m, z14.h, z7.h
bfmops	za3.s, p0/m, p5/m, z16.h, z27.h
mova	z21.b, p0/m, za0h.b[w12, 0]
mova	z28.d, p7/m, za0h.d[w15, 0]
mova	z23.h, p6/m, za0h.h[w13, 0]
mova	z19.q, p6/m, za6h.q[w14, 0]
mova	z20.s, p3/m, za0h.s[w14, 0]
mova	z17.b, p7/m, za0v.b[w13, 4]
mova	z12.d, p1/m, za2v.d[w12, 0]
mova	z26.h, p2/m, za0v.h[w14, 3]
mova	z2.q, p3/m, za14v.q[w14, 0]
mova	z7.s, p0/m, za2v.s[w12, 1]
fmopa	za1.s, p3/m, p2/m, z10.h, z31.h
fmops	za1.s, p2/m, p2/m, z2.h, z30.h
fmopa	za3.s, p0/m, p1/m, z18.s, z2.s
fmops	za1.s, p6/m, p3/m, z5.s, z29.s
mova	za0h.b[w15, 0], p0/m, z28.b
mova	za4h.d[w13, 0], p4/m, z15.d
mova	za0h.h[w13, 2], p5/m, z16.h
mova	za1h.q[w14, 0], p2/m, z12.q
mova	za3h.s[w12, 3], p6/m, z27.s
mova	za0v.b[w12, 0], p5/m, z31.b
mova	za1v.d[w14, 0], p2/m, z14.d
mova	za1v.h[w15, 0], p0/m, z29.h
mova	za5v.q[w14, 0], p0/m, z26.q
mova	za0v.s[w14, 1], p6/m, z10.s
ld1b	{za0h.b[w14, 9]}, p7/z, [x6, x17]
ld1d	{za1h.d[w15, 0]}, p0/z, [x27, xzr, lsl #3]
ld1h	{za1h.h[w13, 0]}, p0/z, [x5, x20, lsl #1]
ld1q	{za6h.q[w14, 0]}, p4/z, [x15, x22, lsl #4]
ld1w	{za3h.s[w13, 0]}, p7/z, [x27, x5, lsl #2]
ld1b	{za0v.b[w14, 4]}, p2/z, [x23, xzr]
ld1d	{za2v.d[w12, 1]}, p0/z, [x2, xzr, lsl #3]
ld1h	{za1v.h[w12, 7]}, p3/z, [sp, xzr, lsl #1]
ld1q	{za14v.q[w13, 0]}, p4/z, [x18, x7, lsl #4]
ld1w	{za2v.s[w13, 2]}, p0/z, [x30, xzr, lsl #2]
ldr	za[w12, 2], [x27, #2, mul vl]
rdsvl	x29, #6
smopa	za3.s, p3/m, p0/m, z16.b, z14.b
smops	za0.s, p6/m, p5/m, z9.b, z24.b
st1b	{za0h.b[w13, 0]}, p6, [x13, x8]
st1d	{za6h.d[w12, 0]}, p7, [x25, x14, lsl #3]
st1h	{za1h.h[w13, 0]}, p1, [x5, x3, lsl #1]
st1q	{za10h.q[w15, 0]}, p7, [x26, x3, lsl #4]
st1w	{za1h.s[w15, 0]}, p7, [x20, x26, lsl #2]
st1b	{za0v.b[w15, 14]}, p3, [x26, x9]
st1d	{za3v.d[w15, 1]}, p4, [x3, x5, lsl #3]
st1h	{za1v.h[w12, 4]}, p6, [x4, x21, lsl #1]
st1q	{za9v.q[w13, 0]}, p1, [x12, x16, lsl #4]
st1w	{za3v.s[w14, 2]}, p0, [x2, x3, lsl #2]
str	za[w13, 5], [x7, #5, mul vl]
sumopa	za1.s, p2/m, p7/m, z21.b, z11.b
sumops	za1.s, p2/m, p1/m, z1.b, z19.b
umopa	za2.s, p3/m, p4/m, z28.b, z27.b
umops	za0.s, p4/m, p6/m, z24.b, z9.b
usmopa	za1.s, p7/m, p5/m, z9.b, z17.b
usmops	za0.s, p2/m, p6/m, z9.b, z13.b
zero	{za0.d, za2.d, za4.d}
