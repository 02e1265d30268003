// mattr: +sme
// instructions llvm-mc 19 takes only with: sme
addha	za1.s, p1/m, p6/m, z4.s
addspl	x9, sp, #2
addsvl	x23, x2, #6
addva	za0.s, p3/m, p2/m, z26.s
bfmopa	za1.s, p2/m, p2/m, z2.h, z30.h
bfmops	za1.s, p1/m, p3/m, z2.h, z3.h
mova	z30.b, p0/m, za0h.b[w15, 13]
mova	z15.d, p0/m, za6h.d[w12, 1]
mova	z23.h, p7/m, za0h.h[w15, 0]
mova	z28.q, p7/m, za2h.q[w15, 0]
mova	z4.s, p0/m, za1h.s[w12, 0]
mova	z18.b, p3/m, za0v.b[w12, 12]
mova	z23.d, p7/m, za1v.d[w15, 0]
mova	z10.h, p6/m, za1v.h[w14, 5]
mova	z3.q, p7/m, za13v.q[w12, 0]
mova	z1.s, p0/m, za3v.s[w15, 3]
fmopa	za0.s, p5/m, p2/m, z9.h, z12.h
fmops	za0.s, p6/m, p7/m, z8.h, z14.h
fmopa	za2.s, p7/m, p5/m, z17.s, z12.s
fmops	za2.s, p3/m, p1/m, z12.s, z1.s
mova	za0h.b[w12, 0], p1/m, z30.b
mova	za4h.d[w13, 1], p3/m, z21.d
mova	za1h.h[w12, 0], p0/m, z23.h
mova	za2h.q[w15, 0], p5/m, z8.q
mova	za0h.s[w14, 2], p2/m, z0.s
mova	za0v.b[w13, 9], p2/m, z28.b
mova	za7v.d[w13, 1], p3/m, z12.d
mova	za0v.h[w14, 0], p7/m, z2.h
mova	za15v.q[w14, 0], p5/m, z5.q
mova	za1v.s[w13, 3], p7/m, z9.s
ld1b	{za0h.b[w13, 13]}, p1/z, [x21, xzr]
ld1d	{za6h.d[w15, 1]}, p2/z, [x27, x14, lsl #3]
ld1h	{za1h.h[w13, 0]}, p7/z, [x10, x23, lsl #1]
ld1q	{za2h.q[w15, 0]}, p4/z, [x0, x2, lsl #4]
ld1w	{za1h.s[w14, 3]}, p7/z, [x21, xzr, lsl #2]
ld1b	{za0v.b[w15, 14]}, p1/z, [x4, x28]
ld1d	{za3v.d[w15, 0]}, p7/z, [x3, xzr, lsl #3]
ld1h	{za0v.h[w12, 1]}, p4/z, [x28, x9, lsl #1]
ld1q	{za0v.q[w15, 0]}, p4/z, [x26, xzr, lsl #4]
ld1w	{za2v.s[w14, 1]}, p4/z, [x6, x17, lsl #2]
ldr	za[w13, 12], [x7, #12, mul vl]
rdsvl	x18, #-17
smopa	za3.s, p3/m, p7/m, z17.b, z10.b
smops	za0.s, p5/m, p4/m, z1.b, z5.b
st1b	{za0h.b[w13, 1]}, p0, [x23, xzr]
st1d	{za2h.d[w12, 1]}, p3, [x15, xzr, lsl #3]
st1h	{za1h.h[w12, 0]}, p1, [x1, xzr, lsl #1]
st1q	{za7h.q[w12, 0]}, p1, [x12, xzr, lsl #4]
st1w	{za1h.s[w15, 2]}, p3, [x5, x1, lsl #2]
st1b	{za0v.b[w12, 8]}, p1, [x20, xzr]
st1d	{za1v.d[w14, 0]}, p3, [x27, x26, lsl #3]
st1h	{za0v.h[w13, 4]}, p1, [x6, x1, lsl #1]
st1q	{za0v.q[w12, 0]}, p2, [x23, x13, lsl #4]
st1w	{za2v.s[w15, 0]}, p6, [x5, xzr, lsl #2]
str	za[w13, 10], [x7, #10, mul vl]
sumopa	za1.s, p4/m, p7/m, z21.b, z6.b
sumops	za2.s, p2/m, p7/m, z5.b, z4.b
umopa	za1.s, p4/m, p3/m, z28.b, z12.b
umops	za2.s, p7/m, p3/m, z7.b, z2.b
usmopa	za2.s, p7/m, p0/m, z6.b, z14.b
usmops	za0.s, p5/m, p3/m, z1.b, z22.b
zero	{za1.d, za2.d, za4.d, za5.d, za6.d}
