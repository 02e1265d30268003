// without sme: each line is rejected
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
