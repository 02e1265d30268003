// without sve or sme: each line is rejected
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x2, x6, #-20
addvl	x3, x5, #-29
add	z4.b, z4.b, #189
add	z31.d, z31.d, #255
add	z1.h, z1.h, #205
add	z3.s, z3.s, #255
add	z3.b, p2/m, z3.b, z27.b
add	z26.d, p0/m, z26.d, z28.d
