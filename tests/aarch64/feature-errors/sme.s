// without sme: each line is rejected
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
