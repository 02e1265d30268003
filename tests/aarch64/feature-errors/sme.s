// without sme: each line is rejected
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
