// without sve or sme: each line is rejected
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x2, x6, #-20
addvl	x12, x0, #25
add	z0.b, z0.b, #81
add	z10.d, z10.d, #255
add	z19.h, z19.h, #53760
add	z8.s, z8.s, #25344
add	z14.b, p1/m, z14.b, z21.b
add	z4.d, p5/m, z4.d, z23.d
