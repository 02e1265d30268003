// without sme: each line is rejected
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
