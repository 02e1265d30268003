// without sve or sme: each line is rejected
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x2, x6, #-20
addvl	x0, x23, #-28
add	z24.b, z24.b, #217
add	z12.d, z12.d, #189
add	z14.h, z14.h, #256
add	z31.s, z31.s, #255
add	z1.b, p7/m, z1.b, z25.b
add	z13.d, p0/m, z13.d, z8.d
