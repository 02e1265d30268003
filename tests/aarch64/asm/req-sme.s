// mattr: +sme
// instructions llvm-mc 19 takes only with: sme
addha	za1.s, p1/m, p6/m, z4.s
addspl	x9, sp, #2
addsvl	x23, x2, #6
addva	za0.s, p3/m, p2/m, z26.s
bfmopa	za3.s, p2/m, p4/m, z19.h, z16.h
bfmops	za1.s, p6/m, p1/m, z1.h, z22.h
mova	z3.b, p6/m, za0h.b[w15, 2]
mova	z27.d, p0/m, za2h.d[w12, 1]
mova	z23.h, p5/m, za0h.h[w14, 6]
mova	z7.q, p5/m, za1h.q[w15, 0]
mova	z24.s, p7/m, za0h.s[w14, 2]
mova	z18.b, p5/m, za0v.b[w14, 15]
mova	z0.d, p7/m, za7v.d[w13, 1]
mova	z28.h, p4/m, za1v.h[w14, 0]
mova	z15.q, p0/m, za13v.q[w15, 0]
mova	z5.s, p2/m, za0v.s[w13, 1]
fmopa	za1.s, p6/m, p4/m, z14.h, z18.h
fmops	za0.s, p7/m, p6/m, z6.h, z14.h
fmopa	za2.s, p2/m, p3/m, z15.s, z17.s
fmops	za2.s, p7/m, p0/m, z30.s, z16.s
mova	za0h.b[w15, 0], p0/m, z7.b
mova	za4h.d[w14, 0], p6/m, z10.d
mova	za0h.h[w13, 7], p2/m, z23.h
mova	za12h.q[w13, 0], p3/m, z29.q
mova	za2h.s[w12, 2], p7/m, z10.s
mova	za0v.b[w12, 4], p1/m, z28.b
mova	za5v.d[w12, 0], p1/m, z4.d
mova	za1v.h[w13, 3], p1/m, z8.h
mova	za0v.q[w13, 0], p1/m, z14.q
mova	za0v.s[w12, 0], p1/m, z12.s
ld1b	{za0h.b[w14, 11]}, p3/z, [x24, x10]
ld1d	{za0h.d[w14, 1]}, p7/z, [x10, x9, lsl #3]
ld1h	{za1h.h[w14, 0]}, p0/z, [x9, xzr, lsl #1]
ld1q	{za14h.q[w14, 0]}, p1/z, [x13, x13, lsl #4]
ld1w	{za3h.s[w12, 3]}, p2/z, [x4, x11, lsl #2]
ld1b	{za0v.b[w15, 1]}, p1/z, [x25, x5]
ld1d	{za1v.d[w13, 0]}, p1/z, [x13, xzr, lsl #3]
ld1h	{za1v.h[w14, 3]}, p7/z, [x19, xzr, lsl #1]
ld1q	{za0v.q[w15, 0]}, p2/z, [x10, xzr, lsl #4]
ld1w	{za0v.s[w15, 3]}, p0/z, [sp, x2, lsl #2]
ldr	za[w14, 4], [x28, #4, mul vl]
rdsvl	x25, #-14
smopa	za1.s, p1/m, p6/m, z3.b, z14.b
smops	za1.s, p3/m, p4/m, z22.b, z30.b
st1b	{za0h.b[w13, 1]}, p5, [sp, x25]
st1d	{za5h.d[w14, 1]}, p7, [x26, x13, lsl #3]
st1h	{za1h.h[w14, 0]}, p7, [x7, x13, lsl #1]
st1q	{za8h.q[w15, 0]}, p2, [x14, x17, lsl #4]
st1w	{za0h.s[w13, 2]}, p3, [x1, x24, lsl #2]
st1b	{za0v.b[w12, 3]}, p3, [x13, x8]
st1d	{za3v.d[w13, 1]}, p1, [x18, x16, lsl #3]
st1h	{za1v.h[w13, 1]}, p7, [x11, x9, lsl #1]
st1q	{za8v.q[w14, 0]}, p7, [x1, x23, lsl #4]
st1w	{za1v.s[w12, 0]}, p1, [x13, x16, lsl #2]
str	za[w12, 5], [x7, #5, mul vl]
sumopa	za2.s, p1/m, p4/m, z13.b, z19.b
sumops	za1.s, p6/m, p3/m, z16.b, z3.b
umopa	za2.s, p6/m, p5/m, z28.b, z28.b
umops	za0.s, p1/m, p6/m, z2.b, z11.b
usmopa	za3.s, p4/m, p4/m, z26.b, z19.b
usmops	za2.s, p7/m, p4/m, z8.b, z17.b
zero	{za0.d, za1.d, za2.d, za3.d, za5.d, za6.d}
