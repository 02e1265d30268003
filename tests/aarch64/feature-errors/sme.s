// without sme: each line is rejected
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
